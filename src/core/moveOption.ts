import type { Action } from './action.js';

/**
 * Another way to make a move, where the way matters (a town entered on the way scores, a hex passed through changes
 * control): its path, what it costs, the actions that take it, and why it differs from the cheapest path.
 */
export interface MoveAlternative<A extends Action = Action> {
  /** Printed hex ids or box ids, from where the unit stands (or its entry hex) to the destination. */
  readonly path: readonly string[];
  /** What this path costs, in the unit {@link MoveOption.cost} counts. */
  readonly cost: number;
  /** The actions that move the unit along this path, in order (pass each to `apply`). */
  readonly actions: readonly A[];
  /** Why a player might choose it, e.g. `'enters Aspern (Wagram 17.11)'`. */
  readonly why: string;
}

/**
 * One place a unit may move to now: where, what it costs, the way it goes, and the legal actions that make the move.
 * The destination and the path are printed hex ids or box ids, never grid indices.
 *
 * @example
 * ```ts
 * import type { MoveOption } from 'kriegsspiel';
 * import type { NawAction } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const option: MoveOption<NawAction> = {
 *   to: '0506', cost: 2, path: ['0304', '0405', '0506'], rule: 'NAW 5.0',
 *   actions: [{ type: 'move', unit: 'F1', to: '0506' }],
 * };
 * ```
 */
export interface MoveOption<A extends Action = Action> {
  /** Where the unit ends: a printed hex id or box id (for a move off the map, the hex it leaves from). */
  readonly to: string;
  /** What the move costs: movement points, or whatever the ruleset counts (see its README). */
  readonly cost: number;
  /** Printed hex ids or box ids of the cheapest way, from where the unit stands (or its entry hex) to `to`. */
  readonly path: readonly string[];
  /**
   * The legal actions that make the move, in order: usually one; two where the rules first select the unit
   * (A Crowning Glory 8.2) or form a stack (Jours de Gloire 5.3).
   */
  readonly actions: readonly A[];
  /** The rule case that allows the move, e.g. `'NAW 5.0'`. */
  readonly rule: string;
  /** The move leaves the map (an exit): `to` is the hex it leaves from. */
  readonly offMap?: boolean;
  /** Short words on what the move entails, e.g. `['forced march (MiB 6.9)']` or `['stops: enemy zone of control (NAW 6.0)']`. */
  readonly notes?: readonly string[];
  /** Other paths to `to` that matter (see {@link MoveAlternative}); absent when only the cheapest one does. */
  readonly alternatives?: readonly MoveAlternative<A>[];
}

/**
 * The moves open to a side now, grouped the way a front end asks: by the id of the unit (or stack) a player clicks,
 * its destinations in the order the ruleset lists them. Empty when the side is not at a movement decision.
 */
export type UnitMoves<A extends Action = Action> = ReadonlyMap<string, readonly MoveOption<A>[]>;
