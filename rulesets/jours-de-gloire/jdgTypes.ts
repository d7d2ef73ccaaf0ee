import type { RulesetTypes } from 'kriegsspiel';
import type { JdgAction } from './actions.js';
import type { JdgContext } from './context.js';
import type { JdgEvent } from './events.js';
import type { JdgOptions } from './options.js';
import type { JdgScenario } from './scenario.js';
import type { JdgState } from './types.js';
import type { JdgView } from './view.js';
import type { Side } from './vocabulary.js';

/** The type bundle of Jours de Gloire Campaign: The Danube. */
export interface JdgTypes extends RulesetTypes {
  readonly state: JdgState;
  readonly view: JdgView;
  readonly action: JdgAction;
  readonly event: JdgEvent;
  readonly side: Side;
  readonly scenario: JdgScenario;
  readonly options: JdgOptions;
  readonly context: JdgContext;
}
