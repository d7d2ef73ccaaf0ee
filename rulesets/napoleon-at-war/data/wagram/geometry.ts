/**
 * Plane geometry in hex units for the Wagram map generator: polygons, lines,
 * distances. Generator code only: not part of the published ruleset.
 */
import type { UV } from './fit.js';

/** True when `p` is inside the polygon (even-odd rule). */
export function inPolygon(p: UV, poly: readonly UV[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as UV;
    const b = poly[j] as UV;
    if (a.v > p.v !== b.v > p.v && p.u < ((b.u - a.u) * (p.v - a.v)) / (b.v - a.v) + a.u) inside = !inside;
  }
  return inside;
}

const cross = (o: UV, a: UV, b: UV): number => (a.u - o.u) * (b.v - o.v) - (a.v - o.v) * (b.u - o.u);

/** True when segments ab and cd properly cross or touch. */
export function segmentsCross(a: UV, b: UV, c: UV, d: UV): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Index of the first segment of `line` that segment ab crosses, or -1. */
export function crossedSegment(a: UV, b: UV, line: readonly UV[]): number {
  for (let k = 0; k + 1 < line.length; k++) if (segmentsCross(a, b, line[k] as UV, line[k + 1] as UV)) return k;
  return -1;
}

/** Distance from `p` to segment ab. */
export function distanceToSegment(p: UV, a: UV, b: UV): number {
  const du = b.u - a.u;
  const dv = b.v - a.v;
  const len2 = du * du + dv * dv;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.u - a.u) * du + (p.v - a.v) * dv) / len2));
  return Math.hypot(p.u - (a.u + t * du), p.v - (a.v + t * dv));
}

/** Midpoint of two points. */
export function mid(a: UV, b: UV): UV {
  return { u: (a.u + b.u) / 2, v: (a.v + b.v) / 2 };
}

/** Euclidean distance. */
export function dist(a: UV, b: UV): number {
  return Math.hypot(a.u - b.u, a.v - b.v);
}
