/**
 * Pixel layout of hexes for drawing: hex centres, corners and the hex under
 * a point. Kept apart from the rules, which never need pixels.
 *
 * @module
 */
import { hexRound, type Hex } from './hexCoords.js';
import type { HexOrientation } from './offsetCoords.js';

/** A point in pixel space; `y` grows downward, as on screens. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How hexes are drawn: orientation, size (centre-to-corner) and origin. */
export interface HexLayout {
  readonly orientation: HexOrientation;
  /** Distance from a hex centre to any of its corners, in pixels. */
  readonly size: number;
  /** Pixel position of the centre of hex (0, 0). */
  readonly origin: Point;
}

const SQRT3 = Math.sqrt(3);

/**
 * Makes a layout; `origin` defaults to (0, 0).
 *
 * @example
 * ```ts
 * import { hexLayout, hexToPixel } from 'kriegsspiel';
 * const layout = hexLayout('flat', 30);
 * hexToPixel(layout, { q: 1, r: 0 }); // { x: 45, y: 25.98... }
 * ```
 */
export function hexLayout(orientation: HexOrientation, size: number, origin: Point = { x: 0, y: 0 }): HexLayout {
  if (!(size > 0) || !Number.isFinite(size)) throw new RangeError(`hexLayout: size ${size} must be positive`);
  return { orientation, size, origin };
}

/** Pixel position of the centre of a hex. */
export function hexToPixel(layout: HexLayout, h: Hex): Point {
  const { size, origin } = layout;
  if (layout.orientation === 'flat') {
    return { x: origin.x + size * 1.5 * h.q, y: origin.y + size * SQRT3 * (h.r + h.q / 2) };
  }
  return { x: origin.x + size * SQRT3 * (h.q + h.r / 2), y: origin.y + size * 1.5 * h.r };
}

/** The hex containing a pixel position (the inverse of {@link hexToPixel}). */
export function pixelToHex(layout: HexLayout, p: Point): Hex {
  const x = (p.x - layout.origin.x) / layout.size;
  const y = (p.y - layout.origin.y) / layout.size;
  if (layout.orientation === 'flat') {
    const q = (2 / 3) * x;
    return hexRound(q, y / SQRT3 - q / 2);
  }
  const r = (2 / 3) * y;
  return hexRound(x / SQRT3 - r / 2, r);
}

/**
 * The six corners of a hex, going round it in the same sense as
 * `HEX_DIRECTIONS`: for both orientations the side facing direction `d`
 * runs from corner `(d + 5) % 6` to corner `d`.
 */
export function hexCorners(layout: HexLayout, h: Hex): Point[] {
  const c = hexToPixel(layout, h);
  const start = layout.orientation === 'flat' ? 0 : 30;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    // Screen angles grow clockwise because y points down; negate to go counter-clockwise.
    const a = (-(start + 60 * i) * Math.PI) / 180;
    out.push({ x: c.x + layout.size * Math.cos(a), y: c.y + layout.size * Math.sin(a) });
  }
  return out;
}
