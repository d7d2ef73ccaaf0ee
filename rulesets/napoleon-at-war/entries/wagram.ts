/**
 * The Wagram scenario of Napoleon at War and its reconstructed map, for the lean ruleset of
 * `kriegsspiel/rulesets/napoleon-at-war/rules`: a page imports this subpath on demand (`await import(...)`), so its
 * data (about 7 KiB of gzip) is a chunk of its own. The full `napoleonAtWar` has Wagram built in.
 *
 * @example
 * ```ts
 * import { createNapoleonAtWarRules } from 'kriegsspiel/rulesets/napoleon-at-war/rules';
 * import { WAGRAM_CONTENT } from 'kriegsspiel/rulesets/napoleon-at-war/wagram';
 * const rules = createNapoleonAtWarRules({ content: [WAGRAM_CONTENT] });
 * rules.setup('wagram', {}, 7).ok; // true: and saved Wagram games load into `rules`
 * ```
 *
 * @packageDocumentation
 * @module kriegsspiel/rulesets/napoleon-at-war/wagram
 */
export { WAGRAM_CONTENT } from '../data/wagramContent.js';
export { WAGRAM } from '../data/wagram.js';
