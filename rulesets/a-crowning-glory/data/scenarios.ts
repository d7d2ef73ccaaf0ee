import type { AcgScenario } from '../scenario.js';

/** The built-in scenarios of A Crowning Glory, by id. */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, AcgScenario>> = {};
