/**
 * A player's (or chance's) choice, as plain JSON data discriminated by `type`.
 *
 * Actions taken in a simultaneous decision also carry the `side` that takes them.
 *
 * @example
 * ```ts
 * import type { Action } from 'kriegsspiel';
 * interface Move extends Action { readonly type: 'move'; readonly unit: string; readonly to: string }
 * const move: Move = { type: 'move', unit: 'Clap', to: '1320' };
 * ```
 */
export interface Action {
  /** What kind of action this is; each ruleset defines its own union of types. */
  readonly type: string;
}

/** The action that resolves a chance decision: the value the die (or cup) produced. */
export interface ChanceAction {
  /** Always `'chance'`. */
  readonly type: 'chance';
  /** The outcome, one of the values the pending {@link ChanceSpec} lists. */
  readonly value: number;
}

/** A chance decision waiting to be resolved: which values can come up and how likely each is. */
export interface ChanceSpec {
  /** What is being rolled or drawn, e.g. `'combat die'` or `'activation chit'`. */
  readonly what: string;
  /** The rule case that calls for the roll, e.g. `'NAW 7.6'`. */
  readonly rule: string;
  /** The possible outcomes. */
  readonly values: readonly number[];
  /** Relative integer weights per value; all 1 (uniform) when absent. */
  readonly weights?: readonly number[];
  /**
   * The side that alone sees this roll (a player's private roll in a blind game: his stragglers, his command points);
   * `eventsFor` hides its chance event from the other sides. Absent: everyone sees it.
   */
  readonly privateTo?: string;
}

/** The six faces of an ordinary die, shared so that rolls allocate nothing. */
export const D6: readonly number[] = Object.freeze([1, 2, 3, 4, 5, 6]);

/** Whether `action` is a {@link ChanceAction}. */
export function isChanceAction(action: { readonly type: string }): action is ChanceAction {
  return action.type === 'chance';
}
