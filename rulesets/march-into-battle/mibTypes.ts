import type { RulesetTypes } from 'kriegsspiel';
import type { MibAction } from './actions.js';
import type { MibContext } from './context.js';
import type { MibEvent } from './events.js';
import type { MibOptions } from './options.js';
import type { MibScenario } from './scenario.js';
import type { MibView } from './view.js';
import type { MibState } from './types.js';
import type { Side } from './vocabulary.js';

/** The type bundle of March into Battle. */
export interface MibTypes extends RulesetTypes {
  readonly state: MibState;
  readonly view: MibView;
  readonly action: MibAction;
  readonly event: MibEvent;
  readonly side: Side;
  readonly scenario: MibScenario;
  readonly options: MibOptions;
  readonly context: MibContext;
}
