import type { MibScenario } from '../scenario.js';
import { ASPERN } from './aspern/scenario.js';

/** The built-in scenarios of March into Battle, by id: Aspern-Essling (reconstructed, MiB 16). */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, MibScenario>> = { aspern: ASPERN };
