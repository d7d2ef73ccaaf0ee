/**
 * What a front end draws over the board for a decision: highlighted locations (legal destinations with their cost,
 * the selected counter's location, attack targets), paths, combat odds, and marked boundaries (a front line, a
 * blown bridge). Plain data in, SVG out, on any {@link BoardFrame}.
 *
 * @module
 */
import type { Point } from '../maps/hexLayout.js';
import type { BoardFrame } from './boardFrame.js';
import { OVERLAY_COLORS } from './palette.js';
import { escapeXml, num, svgLine } from './svgMarkup.js';

/** A highlighted location. */
export interface Highlight {
  /** A printed hex id or a box id. */
  readonly at: string;
  /** `'destination'` (default: a legal destination), `'origin'` (the selected counter's location) or `'target'` (an attack's). */
  readonly kind?: 'destination' | 'origin' | 'target';
  /** A short text on it, e.g. the movement points a destination costs. */
  readonly label?: string;
}

/** A route through locations, drawn from the first to the last with an arrowhead. */
export interface PathOverlay {
  /** Printed hex ids or box ids, in order. */
  readonly through: readonly string[];
  /** Stroke colour (default blue). */
  readonly color?: string;
}

/** Combat odds (or a differential) written on a location, e.g. `'3-1'` or `'+2'`. */
export interface OddsLabel {
  /** The defender's location. */
  readonly at: string;
  /** The text, e.g. `'3-1'`. */
  readonly text: string;
}

/** A line along the boundary between two adjacent locations: the hexside between two hexes, the connection between two boxes. */
export interface MarkedBoundary {
  /** The two locations. */
  readonly between: readonly [string, string];
  /** Stroke colour (default red). */
  readonly color?: string;
  /** Stroke width in pixels (default 3). */
  readonly width?: number;
  /** An SVG dash pattern, e.g. `'6 3'` (default solid). */
  readonly dash?: string;
}

/** Highlighted locations: a translucent fill and a border in the kind's colour, and the label if any. */
export function highlightsSvg(frame: BoardFrame, highlights: readonly Highlight[]): string[] {
  const s = frame.counterSize;
  const out: string[] = [];
  for (const h of highlights) {
    const color = OVERLAY_COLORS[h.kind ?? 'destination'];
    const shape = frame.outline(h.at, `class="highlight ${h.kind ?? 'destination'}" fill="${color}" fill-opacity="0.35" stroke="${color}" stroke-width="${num(s * 0.08)}"`);
    if (shape === null) continue;
    out.push(shape);
    const c = frame.locate(h.at);
    if (h.label !== undefined && c !== null) {
      out.push(`<text class="highlight-label" text-anchor="middle" x="${num(c.x)}" y="${num(c.y + s * 0.62)}" font-size="${num(s * 0.3)}" font-weight="bold" fill="${color}" stroke="#ffffff" stroke-width="${num(s * 0.08)}" paint-order="stroke">${escapeXml(h.label)}</text>`);
    }
  }
  return out;
}

/** Paths: a line through the centres, a dot at each step and an arrowhead at the end. */
export function pathsSvg(frame: BoardFrame, paths: readonly PathOverlay[]): string[] {
  const s = frame.counterSize;
  const out: string[] = [];
  for (const path of paths) {
    const points = path.through.map((at) => frame.locate(at)).filter((p): p is Point => p !== null);
    if (points.length < 2) continue;
    const color = escapeXml(path.color ?? OVERLAY_COLORS.path);
    const line = points.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
    const [a, b] = [points.at(-2)!, points.at(-1)!];
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    const head = s * 0.3;
    const tip = { x: b.x - ux * s * 0.2, y: b.y - uy * s * 0.2 };
    const wing = (sign: number): string => `${num(tip.x - ux * head - sign * uy * head * 0.6)},${num(tip.y - uy * head + sign * ux * head * 0.6)}`;
    out.push(
      `<g class="path" data-through="${escapeXml(path.through.join(' '))}"><polyline points="${line}" fill="none" stroke="${color}" stroke-width="${num(s * 0.1)}" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.85"/>` +
        points.slice(1, -1).map((p) => `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(s * 0.09)}" fill="${color}"/>`).join('') +
        `<polygon points="${num(tip.x)},${num(tip.y)} ${wing(1)} ${wing(-1)}" fill="${color}"/></g>`,
    );
  }
  return out;
}

/** Odds labels: bold text in a white box with a red border, above the location's centre. */
export function oddsSvg(frame: BoardFrame, odds: readonly OddsLabel[]): string[] {
  const s = frame.counterSize;
  const out: string[] = [];
  for (const o of odds) {
    const c = frame.locate(o.at);
    if (c === null) continue;
    const font = s * 0.36;
    const w = Math.max(s * 0.6, o.text.length * font * 0.62 + s * 0.2);
    const [x, y] = [c.x - w / 2, c.y - s * 0.9];
    out.push(
      `<g class="odds" data-at="${escapeXml(o.at)}"><rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(font * 1.35)}" rx="${num(s * 0.08)}" fill="${OVERLAY_COLORS.odds}" stroke="${OVERLAY_COLORS.target}" stroke-width="${num(s * 0.05)}"/>` +
        `<text x="${num(c.x)}" y="${num(y + font * 1.05)}" font-size="${num(font)}" font-weight="bold" fill="${OVERLAY_COLORS.target}">${escapeXml(o.text)}</text></g>`,
    );
  }
  return out;
}

/** Marked boundaries: a line along each hexside or connection. */
export function boundariesSvg(frame: BoardFrame, marks: readonly MarkedBoundary[]): string[] {
  const out: string[] = [];
  for (const m of marks) {
    const ends = frame.boundary(m.between[0], m.between[1]);
    if (ends === null) continue;
    const dash = m.dash === undefined ? '' : ` stroke-dasharray="${escapeXml(m.dash)}"`;
    out.push(svgLine(ends[0], ends[1], `class="boundary" data-between="${escapeXml(m.between.join('-'))}" stroke="${escapeXml(m.color ?? OVERLAY_COLORS.target)}" stroke-width="${num(m.width ?? 3)}" stroke-linecap="round"${dash}`));
  }
  return out;
}
