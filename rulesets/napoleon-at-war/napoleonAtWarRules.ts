import { defineRuleset, type InstanceOptions } from 'kriegsspiel';
import { SKIRMISH_CONTENT } from './data/skirmishContent.js';
import { mergeContent, type NawContent } from './nawContent.js';
import { nawDefinition } from './nawDefinition.js';
import type { NapoleonAtWar, NawTypes } from './nawTypes.js';

/** Options of a lean Napoleon at War instance ({@link createNapoleonAtWarRules}). */
export interface NawRulesOptions extends InstanceOptions {
  /**
   * Scenarios and maps the instance knows as built in beside `skirmish`, e.g. `WAGRAM_CONTENT` from
   * `kriegsspiel/rulesets/napoleon-at-war/wagram`. An instance knows a scenario as built in when saved games and
   * records that name it by id (without its data) are to load.
   */
  readonly content?: readonly NawContent[];
}

/**
 * Makes a lean Napoleon at War instance: the rules, views, front-end queries and presentation of `napoleonAtWar`,
 * without the AI hooks (its `evaluate` is the core's default, the score difference, `encoder()` is `null`, and
 * `actionSpace(state)` is `null`, so random bots list the legal actions), and
 * with the skirmish scenario built in plus the `content` given. It plays the same games as `napoleonAtWar` (the
 * same actions give the same legal actions, states, events and dice; a random bot seeded alike draws differently
 * without the action space), has the same id and version, and loads the same saved games and records
 * of the scenarios it knows. Any scenario also sets up from data (a map inline or named by a known id).
 *
 * This is what a browser page imports (`kriegsspiel/rulesets/napoleon-at-war/rules`); its bot runs in a Web
 * Worker on the full `napoleonAtWar` (see docs/performance.md, "Browser bundle").
 *
 * @example
 * ```ts
 * import { createNapoleonAtWarRules } from 'kriegsspiel/rulesets/napoleon-at-war/rules';
 * // A page loads Wagram's data (about 7 KiB gzip) on demand, as its own chunk:
 * // `const { WAGRAM_CONTENT } = await import('kriegsspiel/rulesets/napoleon-at-war/wagram')`.
 * import { WAGRAM_CONTENT } from 'kriegsspiel/rulesets/napoleon-at-war/wagram';
 * const rules = createNapoleonAtWarRules({ content: [WAGRAM_CONTENT] });
 * const setup = rules.setup('wagram', {}, 1);
 * if (setup.ok) console.log(rules.decision(setup.state).kind); // 'side'
 * ```
 */
export function createNapoleonAtWarRules(options: NawRulesOptions = {}): NapoleonAtWar {
  const { content = [], ...instance } = options;
  return defineRuleset<NawTypes>(nawDefinition(mergeContent(SKIRMISH_CONTENT, ...content)), instance);
}

/**
 * The lean Napoleon at War instance: the rules without the AI hooks, with `skirmish` built in (see
 * {@link createNapoleonAtWarRules}).
 *
 * @example
 * ```ts
 * import { napoleonAtWarRules } from 'kriegsspiel/rulesets/napoleon-at-war/rules';
 * const setup = napoleonAtWarRules.setup('skirmish', {}, 42);
 * if (setup.ok) console.log(napoleonAtWarRules.legalActions(setup.state).length);
 * ```
 */
export const napoleonAtWarRules: NapoleonAtWar = createNapoleonAtWarRules();
