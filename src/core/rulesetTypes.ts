import type { Action } from './action.js';
import type { GameEvent } from './event.js';
import type { BaseState, ScenarioRef } from './baseState.js';

/**
 * The types of one ruleset, bundled so that every generic signature names one parameter instead of eight:
 * its state, the view a side sees, its actions, events, sides, scenario data, options and compiled context.
 *
 * @example
 * ```ts
 * import type { BaseState, GameEvent, RulesetTypes, ScenarioRef } from 'kriegsspiel';
 * interface NimState extends BaseState { readonly pile: number }
 * interface NimTypes extends RulesetTypes {
 *   readonly state: NimState;
 *   readonly view: { readonly scenario: ScenarioRef; readonly pile: number };
 *   readonly action: { readonly type: 'take'; readonly count: number };
 *   readonly event: GameEvent;
 *   readonly side: 'first' | 'second';
 *   readonly scenario: { readonly pile: number };
 *   readonly options: object;
 *   readonly context: { readonly start: number };
 * }
 * ```
 */
export interface RulesetTypes {
  /** The whole game state: plain JSON data. */
  readonly state: BaseState;
  /** What one side may see of a state (hidden data as markers, no PRNG state). */
  readonly view: ViewBase;
  /** The union of player actions. */
  readonly action: Action;
  /** The union of events. */
  readonly event: GameEvent;
  /** The sides' names. */
  readonly side: string;
  /** Scenario data, as a scenario file holds it. */
  readonly scenario: unknown;
  /** The options in force (tables, parameters, optional rules). */
  readonly options: unknown;
  /** A scenario compiled for play (map, dense lookups): static, owned by the ruleset instance. */
  readonly context: unknown;
}

/** The fields every view keeps: the scenario it belongs to, so that a view alone can be encoded or determinized. */
export interface ViewBase {
  /** The scenario of the state the view was taken of. */
  readonly scenario: ScenarioRef;
}


/** The state type of a bundle. */
export type StateT<T extends RulesetTypes> = T['state'];
/** The player-action type of a bundle. */
export type ActionT<T extends RulesetTypes> = T['action'];
/** The side type of a bundle. */
export type SideT<T extends RulesetTypes> = T['side'];
