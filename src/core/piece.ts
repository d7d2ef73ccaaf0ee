/**
 * A counter as a drawing of the board shows it: plain data that a ruleset's `pieces` presentation hook makes from a
 * view, so that a generic renderer (`kriegsspiel/render`) or front end draws any ruleset's units without knowing
 * its state. Positions are printed hex ids or box ids; values are the text printed on the counter.
 *
 * @example
 * ```ts
 * import type { Piece } from 'kriegsspiel';
 * const brigade: Piece = { id: 'F1', side: 'french', at: '0304', label: 'F1', kind: 'infantry', values: '6-4' };
 * const reduced: Piece = { id: 'Lev', side: 'french', at: '2121', label: 'Legrand', kind: 'infantry', values: '3', face: 'Passive', steps: { left: 3, full: 4 } };
 * // What the French see of a Coalition box: two face-down counters, no ids.
 * const marker: Piece = { side: 'coalition', at: 'ulm', label: '?', hidden: true, count: 2 };
 * ```
 */
export interface Piece {
  /**
   * The counter's id (a front end selects it by this id). Absent on a marker that stands for counters the viewer
   * may not identify: a hook never puts a hidden counter's id anywhere in its pieces.
   */
  readonly id?: string;
  /** The owning side (one of the ruleset's sides). */
  readonly side: string;
  /** Where it stands: a printed hex id (`'0304'`) or a box id (`'ulm'`). */
  readonly at: string;
  /** The short name printed on the counter, e.g. `'1/II'` or `'Lannes'`. */
  readonly label: string;
  /**
   * What sort of counter, for its symbol: `'infantry'`, `'cavalry'`, `'artillery'` (drawn as the usual unit-type
   * boxes), `'leader'`, `'hq'`, `'dummy'`, or any other word (no symbol).
   */
  readonly kind?: string;
  /** The values printed at the bottom of the counter, e.g. `'6-4'` (strength and movement). */
  readonly values?: string;
  /** The face showing, for a counter with two (e.g. `'Active'` or `'Passive'`); drawn as its first letter. */
  readonly face?: string;
  /** Steps left of the counter's full number (a reduced unit shows its losses). */
  readonly steps?: { readonly left: number; readonly full: number };
  /** A marker standing for face-down counters the viewer may not identify (a hidden stack, a Force marker). */
  readonly hidden?: boolean;
  /** How many counters a hidden marker stands for, when the viewer knows (default 1). */
  readonly count?: number;
  /** Short status words drawn small on the counter, e.g. `['D']` for disorganised or `['moved']`. */
  readonly marks?: readonly string[];
}
