/**
 * A cheap, indexable superset of the legal actions of one state, in which every legal action appears exactly once.
 * Drawing an index uniformly and rejecting the draws `check` refuses is therefore uniform over the legal actions,
 * without listing them: what the random bot does where the legal actions are many and costly to enumerate.
 *
 * Its entries need not be legal, nor even well-formed for the state (an illegal entry is simply refused); they must
 * be distinct, and every action `legalActions(state)` lists must be among them. Building it and each `at` should cost
 * far less than `legalActions`.
 *
 * @example
 * ```ts
 * import type { ActionSpace } from 'kriegsspiel';
 * // Nim: take one or two counters. Both takes, legal or not: a superset of the legal actions.
 * type Take = { readonly type: 'take'; readonly count: number };
 * const space: ActionSpace<Take> = { size: 2, at: (index) => ({ type: 'take', count: index + 1 }) };
 * space.at(1); // { type: 'take', count: 2 }
 * ```
 */
export interface ActionSpace<A> {
  /** How many actions the space holds (0 and up). */
  readonly size: number;
  /** The action at `index`, for `0 <= index < size`; distinct indices give distinct actions. */
  at(index: number): A;
}
