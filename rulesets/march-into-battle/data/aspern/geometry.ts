/**
 * Plane geometry in the grid's frame (metres, ./fit.ts) for the Aspern map generator: polygons, crossings,
 * distances. Copied from the Wagram map's generator (rulesets/napoleon-at-war/data/wagram/geometry.ts; rulesets do
 * not import each other), with x, y for its u, v. Generator code only: not part of the published ruleset.
 */
import type { Point } from 'kriegsspiel';

/**
 * True when `p` is inside the polygon (even-odd rule).
 *
 * @example
 * ```ts
 * import { inPolygon } from './geometry.js';
 * inPolygon({ x: 1, y: 1 }, [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }, { x: 0, y: 2 }]); // true
 * ```
 */
export function inPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Which side of the directed line ab the point p lies: > 0 on the right (x east, y south), < 0 on the left. */
export function side(a: Point, b: Point, p: Point): number {
  return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

/** True when segments ab and cd properly cross. */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = side(c, d, a);
  const d2 = side(c, d, b);
  const d3 = side(a, b, c);
  const d4 = side(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Index of the first segment of `line` that segment ab crosses, or -1. */
export function crossedSegment(a: Point, b: Point, line: readonly Point[]): number {
  for (let k = 0; k + 1 < line.length; k++) if (segmentsCross(a, b, line[k]!, line[k + 1]!)) return k;
  return -1;
}

/** Distance from `p` to segment ab. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Distance from `p` to a polyline, and the index of its nearest segment. */
export function distanceToLine(p: Point, line: readonly Point[]): { distance: number; segment: number } {
  let best = { distance: Infinity, segment: 0 };
  for (let k = 0; k + 1 < line.length; k++) {
    const distance = distanceToSegment(p, line[k]!, line[k + 1]!);
    if (distance < best.distance) best = { distance, segment: k };
  }
  return best;
}

/** Midpoint of two points. */
export function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Euclidean distance. */
export function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
