import { mergeContent, type NawContent } from '../nawContent.js';
import type { NawScenario } from '../scenario.js';
import { SKIRMISH_CONTENT } from './skirmishContent.js';
import { WAGRAM_CONTENT } from './wagramContent.js';

/** Every scenario and map shipped with the ruleset: what the full `napoleonAtWar` knows. */
export const BUILT_IN_CONTENT: NawContent = mergeContent(SKIRMISH_CONTENT, WAGRAM_CONTENT);

/** Maps shipped with the ruleset, by id. */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = BUILT_IN_CONTENT.maps;

/** Scenarios shipped with the ruleset, by id. */
export const BUILT_IN_SCENARIOS: Readonly<Record<string, NawScenario>> = BUILT_IN_CONTENT.scenarios;
