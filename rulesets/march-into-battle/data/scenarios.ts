import type { MibScenario } from '../scenario.js';

/** The built-in scenarios of March into Battle, by id. */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, MibScenario>> = {};
