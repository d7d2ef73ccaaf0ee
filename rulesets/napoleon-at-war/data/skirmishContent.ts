import type { NawContent } from '../nawContent.js';
import { SKIRMISH } from './skirmish.js';
import skirmishMap from './skirmishMap.json' with { type: 'json' };

/**
 * The skirmish scenario and its test map: the content every Napoleon at War instance knows, the lean
 * `napoleonAtWarRules` included.
 */
export const SKIRMISH_CONTENT: NawContent = { scenarios: { skirmish: SKIRMISH }, maps: { 'naw-test-skirmish': skirmishMap } };
