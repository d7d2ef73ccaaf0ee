import type { Board } from '../board.js';
import { reachOf } from './reach.js';

/** A unit's reach copied out of the pathfinder's buffers, so that later searches leave it intact. */
export interface ReachCopy {
  /** The start node: the unit's hex, or the off-map node of an arriving reinforcement. */
  readonly start: number;
  /** The unit's allowance in half movement points. */
  readonly budget: number;
  /** Every node reached except the start, in order of increasing cost. */
  readonly nodes: readonly number[];
  /** The cheapest cost of each of `nodes`, in half movement points. */
  readonly costs: readonly number[];
}

/**
 * The reaches found so far for one board, by unit index (`null`: the unit may not move), so that a legal-action
 * listing or a check searches each unit at most once. Make a new one per board: never keep it across a change of
 * the state.
 */
export type ReachMemo = Map<number, ReachCopy | null>;

/** Where a unit can move this phase (see {@link reachOf}), searched once per memo. */
export function reachCopy(board: Board, unitIndex: number, memo: ReachMemo): ReachCopy | null {
  const known = memo.get(unitIndex);
  if (known !== undefined) return known;
  const found = reachOf(board, unitIndex);
  let copy: ReachCopy | null = null;
  if (found !== null) {
    const nodes = found.reach.nodes();
    copy = { start: found.start, budget: found.budget, nodes, costs: nodes.map((hex) => found.reach.cost(hex)) };
  }
  memo.set(unitIndex, copy);
  return copy;
}
