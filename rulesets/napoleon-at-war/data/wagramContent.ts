import type { NawContent } from '../nawContent.js';
import { WAGRAM } from './wagram.js';
import wagramMap from './wagramMap.json' with { type: 'json' };

/**
 * The Wagram scenario and its reconstructed map (about 7 KiB of gzip in a browser bundle): built into
 * `napoleonAtWar`, and added to the lean `napoleonAtWarRules` on demand from `kriegsspiel/rulesets/napoleon-at-war/wagram`.
 *
 * @example
 * ```ts
 * import { loadState, serializeState } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { createNapoleonAtWarRules } from 'kriegsspiel/rulesets/napoleon-at-war/rules';
 * import { WAGRAM_CONTENT } from 'kriegsspiel/rulesets/napoleon-at-war/wagram';
 * const setup = napoleonAtWar.setup('wagram', {}, 3);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * // A saved Wagram game names its scenario by id: the lean instance loads it once it knows Wagram.
 * const loaded = loadState(createNapoleonAtWarRules({ content: [WAGRAM_CONTENT] }), serializeState(napoleonAtWar, setup.state));
 * console.log(loaded.ok); // true
 * ```
 */
export const WAGRAM_CONTENT: NawContent = { scenarios: { wagram: WAGRAM }, maps: { wagram: wagramMap } };
