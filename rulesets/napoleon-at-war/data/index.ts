import type { NawScenario } from '../scenario.js';
import skirmishMap from './skirmishMap.json' with { type: 'json' };
import { SKIRMISH } from './skirmish.js';
import { WAGRAM } from './wagram.js';
import wagramMap from './wagramMap.json' with { type: 'json' };

/** Maps shipped with the ruleset, by id. */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = { [skirmishMap.id]: skirmishMap, [wagramMap.id]: wagramMap };

/** Scenarios shipped with the ruleset, by id. */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, NawScenario>> = { [SKIRMISH.id]: SKIRMISH, [WAGRAM.id]: WAGRAM };
