// What tests import as 'kriegsspiel/rulesets/a-crowning-glory' (see vitest.config.ts): the ruleset's whole public API,
// with `aCrowningGlory` replaced by an instance that deep-freezes every state it produces, so a test fails at once if
// any code mutates a state it does not own.
import { createACrowningGlory } from '../../rulesets/a-crowning-glory/index.js';

export * from '../../rulesets/a-crowning-glory/index.js';

/** The frozen test instance. */
export const aCrowningGlory = createACrowningGlory({ freeze: true });
