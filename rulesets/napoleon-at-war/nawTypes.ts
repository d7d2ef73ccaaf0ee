import type { Ruleset, RulesetTypes } from 'kriegsspiel';
import type { NawAction } from './actions.js';
import type { NawContext } from './context.js';
import type { NawEvent } from './events.js';
import type { NawOptions } from './options.js';
import type { NawScenario } from './scenario.js';
import type { NawState, Side } from './types.js';

/**
 * What a side sees of a Napoleon at War game: the whole state but the PRNG state. Napoleon at War has no hidden
 * information (both players see every counter and its values, NAW 2.0), so the two sides' views are equal.
 */
export type NawView = Omit<NawState, 'rng'>;

/** The type bundle of Napoleon at War. */
export interface NawTypes extends RulesetTypes {
  /** The game state. */
  readonly state: NawState;
  /** What a side sees. */
  readonly view: NawView;
  /** Player actions. */
  readonly action: NawAction;
  /** Events. */
  readonly event: NawEvent;
  /** The two sides. */
  readonly side: Side;
  /** Scenario data. */
  readonly scenario: NawScenario;
  /** Options. */
  readonly options: NawOptions;
  /** A compiled scenario. */
  readonly context: NawContext;
}

/** The Napoleon at War ruleset type: of `napoleonAtWar` and of the lean `napoleonAtWarRules` alike. */
export type NapoleonAtWar = Ruleset<NawTypes>;
