import type { RulesetTypes } from 'kriegsspiel';
import type { AcgAction } from './actions.js';
import type { AcgContext } from './context.js';
import type { AcgEvent } from './events.js';
import type { AcgOptions } from './options.js';
import type { AcgScenario } from './scenario.js';
import type { AcgState } from './types.js';
import type { Side } from './vocabulary.js';

/**
 * What a side sees of an A Crowning Glory game: the state without its PRNG state, the enemy's unplayed Variant marker
 * shown as marker 0 (see `viewOf`).
 */
export type AcgView = Omit<AcgState, 'rng'>;

/** The type bundle of A Crowning Glory. */
export interface AcgTypes extends RulesetTypes {
  readonly state: AcgState;
  readonly view: AcgView;
  readonly action: AcgAction;
  readonly event: AcgEvent;
  readonly side: Side;
  readonly scenario: AcgScenario;
  readonly options: AcgOptions;
  readonly context: AcgContext;
}
