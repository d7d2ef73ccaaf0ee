// What tests import as 'kriegsspiel/rulesets/napoleon-at-war' (see vitest.config.ts): the ruleset's whole public API,
// with `napoleonAtWar` replaced by an instance that deep-freezes every state it produces, so a test fails at once if
// any code mutates a state it does not own (the published instance leaves freezing off for speed).
import { createNapoleonAtWar } from '../../rulesets/napoleon-at-war/index.js';

export * from '../../rulesets/napoleon-at-war/index.js';

/** The frozen test instance. */
export const napoleonAtWar = createNapoleonAtWar({ freeze: true });
