import type { JdgScenario } from '../../scenario.js';
import { S1, S2, S3 } from './campaign1800.js';
import { S4, S5, S6 } from './campaign1805.js';
import { S7, S8, S9 } from './campaign1809.js';

/** The nine scenarios of the rules, by id (`danube-s1` ... `danube-s9`). */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, JdgScenario>> = Object.freeze(Object.fromEntries([S1, S2, S3, S4, S5, S6, S7, S8, S9].map((s) => [s.id, s])));
