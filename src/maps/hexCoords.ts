/**
 * Axial hex coordinates: the one canonical coordinate type of the engine.
 *
 * A hex is stored as axial `(q, r)`; the third cube coordinate is implied,
 * `s = -q - r`, so the cube invariant `q + r + s = 0` holds by construction.
 * Everything here is pure arithmetic (Red Blob Games' "Hexagonal Grids" guide);
 * printed hex ids and pixel positions live in their own modules.
 *
 * @module
 */

/** One hex in axial coordinates; the implied cube coordinate is `s = -q - r`. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * Makes a hex, checking that both coordinates are integers.
 *
 * @example
 * ```ts
 * import { hex } from 'kriegsspiel';
 * const h = hex(2, -1); // { q: 2, r: -1 }, cube s = -1
 * ```
 */
export function hex(q: number, r: number): Hex {
  if (!Number.isInteger(q) || !Number.isInteger(r)) {
    throw new RangeError(`hex(${q}, ${r}): axial coordinates must be integers`);
  }
  // `+ 0` turns -0 into 0 so that JSON output and Object.is comparisons stay clean.
  return { q: q + 0, r: r + 0 };
}

/** The implied third cube coordinate `s = -q - r` of a hex. */
export function hexS(h: Hex): number {
  return -h.q - h.r + 0;
}

/**
 * The six axial direction vectors, indexed 0..5.
 *
 * The order is Red Blob Games' and goes round the hex counter-clockwise on
 * screen (y pointing down). Opposite directions differ by 3: `(d + 3) % 6`.
 *
 * | index | vector  | flat-topped (columns) | pointy-topped (rows) |
 * |-------|---------|-----------------------|----------------------|
 * | 0     | (+1, 0) | lower right (SE)      | right (E)            |
 * | 1     | (+1,-1) | upper right (NE)      | upper right (NE)     |
 * | 2     | (0, -1) | up (N)                | upper left (NW)      |
 * | 3     | (-1, 0) | upper left (NW)       | left (W)             |
 * | 4     | (-1,+1) | lower left (SW)       | lower left (SW)      |
 * | 5     | (0, +1) | down (S)              | lower right (SE)     |
 */
export const HEX_DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** The direction opposite to `dir` (0..5), i.e. `(dir + 3) % 6`. */
export function oppositeDirection(dir: number): number {
  return (dir + 3) % 6;
}

/** Component-wise sum of two hexes (vector addition). */
export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** Component-wise difference `a - b`. */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

/** Multiplies a hex vector by an integer factor. */
export function hexScale(h: Hex, k: number): Hex {
  return { q: h.q * k + 0, r: h.r * k + 0 };
}

/** The neighbour of `h` in direction `dir` (0..5, see {@link HEX_DIRECTIONS}). */
export function hexNeighbor(h: Hex, dir: number): Hex {
  const d = HEX_DIRECTIONS[dir];
  if (d === undefined) throw new RangeError(`hexNeighbor: direction ${dir} is not in 0..5`);
  return hexAdd(h, d);
}

/** Number of hex steps between two hexes (the cube "Manhattan / 2" distance). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  // |ds| = |dq + dr|; distance is the largest of the three cube differences.
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** True when both hexes have the same coordinates. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/**
 * The direction index (0..5) from `a` to an adjacent hex `b`, or -1 when the
 * two hexes are not neighbours.
 */
export function hexDirectionTo(a: Hex, b: Hex): number {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) {
    const v = HEX_DIRECTIONS[d] as Hex;
    if (v.q === dq && v.r === dr) return d;
  }
  return -1;
}

/**
 * Rounds fractional cube coordinates to the hex containing the point.
 * Only `q` and `r` are passed; `s = -q - r`.
 */
export function hexRound(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  // Rounding each coordinate alone may break q + r + s = 0; recompute the one
  // that moved the most from the other two.
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/**
 * The hexes at exactly `radius` steps from `center`; `[center]` for radius 0.
 *
 * Order: starts at `center + radius * HEX_DIRECTIONS[4]` and walks round the
 * ring through directions 0, 1, ..., 5, so the result has `6 * radius` hexes.
 */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) {
    throw new RangeError(`hexRing: radius ${radius} must be a non-negative integer`);
  }
  if (radius === 0) return [center];
  const out: Hex[] = [];
  let h = hexAdd(center, hexScale(HEX_DIRECTIONS[4], radius));
  for (let d = 0; d < 6; d++) {
    for (let step = 0; step < radius; step++) {
      out.push(h);
      h = hexNeighbor(h, d);
    }
  }
  return out;
}

/**
 * All hexes within `radius` steps of `center` (inclusive), `3r(r+1)+1` of them,
 * ordered by `q` and then by `r`.
 */
export function hexRange(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) {
    throw new RangeError(`hexRange: radius ${radius} must be a non-negative integer`);
  }
  const out: Hex[] = [];
  for (let dq = -radius; dq <= radius; dq++) {
    const lo = Math.max(-radius, -dq - radius);
    const hi = Math.min(radius, -dq + radius);
    for (let dr = lo; dr <= hi; dr++) out.push({ q: center.q + dq + 0, r: center.r + dr + 0 });
  }
  return out;
}
