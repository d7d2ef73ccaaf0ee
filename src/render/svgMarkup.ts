/**
 * The few bits of SVG text every drawing of `kriegsspiel/render` writes: numbers rounded to a tenth of a pixel,
 * escaped text, and lines. Pure string building, no DOM.
 *
 * @module
 */
import type { Point } from '../maps/hexLayout.js';

/** A coordinate or length as SVG text, rounded to 0.1 px (`12.345` -> `'12.3'`, `-0` -> `'0'`). */
export function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return (r === 0 ? 0 : r).toString();
}

/** Text safe inside an SVG element or a double-quoted attribute. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `x1 y1 x2 y2` attributes of a line from `a` to `b`, and further attributes as written. */
export function svgLine(a: Point, b: Point, rest: string): string {
  return `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${rest}/>`;
}

/** The point a fraction `t` of the way from `a` to `b`. */
export function toward(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** A polygon's `points` attribute value. */
export function pointList(ps: readonly Point[]): string {
  return ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');
}
