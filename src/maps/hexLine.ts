/**
 * Straight lines between hex centres, computed exactly: every hex whose
 * interior the line passes through, and the stretches where the line runs
 * along a hexside (needed for line-of-sight rules).
 *
 * @module
 */
import { HEX_DIRECTIONS, hexEquals, type Hex } from './hexCoords.js';

/**
 * One step of a hex line: a single hex, or the two hexes on either side of a
 * hexside when the line runs exactly along that hexside.
 */
export type LineStep = { readonly hexes: readonly [Hex] | readonly [Hex, Hex] };

// Geometry, in cube coordinates. The point of the segment at parameter t is
// p(t) = a + t * (b - a). The closed cell of hex c is the set of points with
//   |(p.q - p.r) - (c.q - c.r)| <= 1, |(p.r - p.s) - (c.r - c.s)| <= 1 and
//   |(p.s - p.q) - (c.s - c.q)| <= 1
// (each inequality is the perpendicular bisector towards two opposite
// neighbours). Each is linear in t with integer coefficients, so the
// t-interval a cell covers has rational endpoints that we compare exactly by
// cross-multiplication; no epsilon anywhere.

/** A closed t-interval [lo, hi] as two fractions with positive denominators. */
interface Interval {
  loN: number;
  loD: number;
  hiN: number;
  hiD: number;
}

function cellInterval(a: Hex, b: Hex, c: Hex): Interval {
  const as = -a.q - a.r;
  const cs = -c.q - c.r;
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  const iv: Interval = { loN: -1, loD: 1, hiN: 2, hiD: 1 };
  clip(iv, a.q - a.r - (c.q - c.r), dq - dr);
  clip(iv, a.r - as - (c.r - cs), dr - ds);
  clip(iv, as - a.q - (cs - c.q), ds - dq);
  return iv;
}

// Intersects iv with { t : -1 <= alpha + t * beta <= 1 }.
function clip(iv: Interval, alpha: number, beta: number): void {
  if (beta === 0) {
    if (Math.abs(alpha) > 1) iv.hiN = -2; // empty
    return;
  }
  const d = Math.abs(beta);
  // For beta > 0: t in [(-1 - alpha)/beta, (1 - alpha)/beta]; mirrored for beta < 0.
  const lo = beta > 0 ? -1 - alpha : alpha - 1;
  const hi = beta > 0 ? 1 - alpha : alpha + 1;
  if (lo * iv.loD > iv.loN * d) {
    iv.loN = lo;
    iv.loD = d;
  }
  if (hi * iv.hiD < iv.hiN * d) {
    iv.hiN = hi;
    iv.hiD = d;
  }
}

/**
 * True when the direction `b - a` runs along hexsides, i.e. two of its three
 * cube components are equal (multiples of (2,-1,-1) and its permutations).
 */
export function isHexsideDirection(a: Hex, b: Hex): boolean {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  if (dq === 0 && dr === 0) return false;
  return dq === dr || dr === ds || dq === ds;
}

/**
 * The hexes the straight segment between the centres of `a` and `b` passes
 * through, in order from `a` to `b` inclusive, computed exactly.
 *
 * - Every hex whose interior the segment enters is listed, including hexes
 *   whose corner it only clips.
 * - Where the segment runs exactly along a hexside, that step is the pair of
 *   hexes either side of it (lower `q` first, then lower `r`): e.g. from
 *   (0,0) to (2,-1) the middle step is the pair (1,-1) / (1,0). This happens
 *   exactly when {@link isHexsideDirection} holds.
 * - A hex the segment touches at a single point (a corner it passes through)
 *   is not listed.
 *
 * Consecutive steps are adjacent. Along the six axes and the six hexside
 * directions the line has `hexDistance(a, b) + 1` steps; other lines may have
 * more, because a straight line may clip the corner of an extra hex or cross
 * a hexside exactly at its midpoint (Red Blob Games' sampled line, which
 * always gives `distance + 1` steps, misses such hexes).
 *
 * @example
 * ```ts
 * import { hex, hexLine } from 'kriegsspiel';
 * hexLine(hex(0, 0), hex(2, -1));
 * // [{ hexes: [{q:0,r:0}] },
 * //  { hexes: [{q:1,r:-1}, {q:1,r:0}] },   // along the hexside
 * //  { hexes: [{q:2,r:-1}] }]
 * ```
 */
export function hexLine(a: Hex, b: Hex): LineStep[] {
  const out: LineStep[] = [{ hexes: [a] }];
  let current: Hex[] = [a];
  let currentIv: Interval[] = [cellInterval(a, b, a)];
  // Each step moves at least one hex further along; this bounds the loop.
  const guard = 4 * (Math.abs(b.q - a.q) + Math.abs(b.r - a.r)) + 8;
  for (let step = 0; step < guard; step++) {
    const first = current[0] as Hex;
    if (current.length === 1 && hexEquals(first, b)) return out;
    // The line leaves the current cell(s) at T, the end of their interval.
    let tN = Infinity;
    let tD = 1;
    for (const iv of currentIv) {
      if (tN === Infinity || iv.hiN * tD < tN * iv.hiD) {
        tN = iv.hiN;
        tD = iv.hiD;
      }
    }
    // The next cell(s): neighbours whose closed interval starts by T and runs
    // on past T. Two of them means the line runs along their common hexside.
    const next: Hex[] = [];
    const nextIv: Interval[] = [];
    for (const c of current) {
      for (const dir of HEX_DIRECTIONS) {
        const n: Hex = { q: c.q + dir.q, r: c.r + dir.r };
        if (current.some((x) => hexEquals(x, n)) || next.some((x) => hexEquals(x, n))) continue;
        const iv = cellInterval(a, b, n);
        if (iv.loN * tD <= tN * iv.loD && iv.hiN * tD > tN * iv.hiD) {
          next.push(n);
          nextIv.push(iv);
        }
      }
    }
    const [n0, n1] = next;
    if (n0 === undefined || next.length > 2) break;
    if (n1 === undefined) {
      out.push({ hexes: [n0] });
    } else {
      const swap = n1.q < n0.q || (n1.q === n0.q && n1.r < n0.r);
      out.push({ hexes: swap ? [n1, n0] : [n0, n1] });
    }
    current = next;
    currentIv = nextIv;
  }
  // Unreachable for integer hexes: the walk always ends at b.
  throw new Error(`hexLine: internal error walking from (${a.q},${a.r}) to (${b.q},${b.r})`);
}

/** True when at least one step of the line is a hexside pair. */
export function lineRunsAlongHexside(line: readonly LineStep[]): boolean {
  return line.some((step) => step.hexes.length === 2);
}
