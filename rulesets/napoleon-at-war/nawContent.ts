import type { NawScenario } from './scenario.js';

/**
 * Scenarios and the maps they name by id: what a Napoleon at War ruleset instance knows as built in. Each part of
 * the content ships in its own module (`SKIRMISH_CONTENT`, and `WAGRAM_CONTENT` from
 * `kriegsspiel/rulesets/napoleon-at-war/wagram`), so a browser page bundles only the scenarios it offers.
 */
export interface NawContent {
  /** Scenarios by id (the id inside each scenario's data). */
  readonly scenarios: Readonly<Record<string, NawScenario>>;
  /** Map data by map id, for scenarios that name their map by id. */
  readonly maps: Readonly<Record<string, unknown>>;
}

/**
 * The content of several parts together (a later part's ids win).
 *
 * @example
 * ```ts
 * import { mergeContent } from './nawContent.js';
 * import { SKIRMISH_CONTENT } from './data/skirmishContent.js';
 * Object.keys(mergeContent(SKIRMISH_CONTENT).scenarios); // ['skirmish']
 * ```
 */
export function mergeContent(...parts: readonly NawContent[]): NawContent {
  return {
    scenarios: Object.assign({}, ...parts.map((part) => part.scenarios)) as NawContent['scenarios'],
    maps: Object.assign({}, ...parts.map((part) => part.maps)) as NawContent['maps'],
  };
}
