import type { RulesetTypes } from 'kriegsspiel';
import type { AcgAction } from './actions.js';
import type { AcgContext } from './context.js';
import type { AcgEvent } from './events.js';
import type { AcgOptions } from './options.js';
import type { AcgScenario } from './scenario.js';
import type { AcgState } from './types.js';
import type { Side } from './vocabulary.js';

/**
 * What a side sees of an A Crowning Glory game: the whole state but the PRNG state. Every counter on the map and in
 * the boxes is open to both players (the Reserve and Variable counters are set aside in view, 3.1).
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
