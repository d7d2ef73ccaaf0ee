// What tests import as 'kriegsspiel/rulesets/march-into-battle' (see vitest.config.ts): the ruleset's whole public API,
// with `marchIntoBattle` replaced by an instance that deep-freezes every state it produces, so a test fails at once if
// any code mutates a state it does not own.
import { createMarchIntoBattle } from '../../rulesets/march-into-battle/index.js';

export * from '../../rulesets/march-into-battle/index.js';

/** The frozen test instance. */
export const marchIntoBattle = createMarchIntoBattle({ freeze: true });
