import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';

/**
 * A player: picks one legal action for `side` from what `side` may see (its view), never from the full state. A bot
 * that needs a full state to search or to ask the rules samples one with `ruleset.determinize`. Bots are asked only
 * when `side` owes a decision; chance is the driver's job. A bot keeps its own PRNG, seeded when it is made.
 *
 * @example
 * ```ts
 * import type { Bot } from 'kriegsspiel';
 * import type { NawTypes } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const passer: Bot<NawTypes> = { name: 'passer', choose: () => ({ type: 'endPhase' }) };
 * ```
 */
export interface Bot<T extends RulesetTypes = RulesetTypes> {
  /** A short name for logs and records, e.g. `'random'`. */
  readonly name: string;
  /** One legal action for `side`, chosen from `view` (what `side` may see now). */
  choose(ruleset: Ruleset<T>, view: T['view'], side: T['side']): T['action'];
}

/** A bot that plays any ruleset: its `choose` is generic over the ruleset's types. */
export interface AnyRulesetBot {
  /** A short name for logs and records. */
  readonly name: string;
  /** One legal action for `side`, chosen from `view`. */
  choose<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side']): T['action'];
}
