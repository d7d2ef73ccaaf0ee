// What tests import as 'kriegsspiel/rulesets/jours-de-gloire' (see vitest.config.ts): the ruleset's whole public API,
// with `joursDeGloire` replaced by an instance that deep-freezes every state it produces, so a test fails at once if
// any code mutates a state it does not own.
import { createJoursDeGloire } from '../../rulesets/jours-de-gloire/index.js';

export * from '../../rulesets/jours-de-gloire/index.js';

/** The frozen test instance. */
export const joursDeGloire = createJoursDeGloire({ freeze: true });
