import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { AnyRulesetBot } from './bot.js';
import { botRng, stateFromView } from './botState.js';
import { onlyAction } from './mctsBot.js';
import { resolveMctsOptions, type MctsOptions } from './mctsOptions.js';
import { mostVisited } from './selectChild.js';
import { treeSearch } from './treeSearch.js';

/** The information-set Monte Carlo tree search bot, for rulesets with hidden information (and any other). */
export interface IsmctsBot extends AnyRulesetBot {
  /** Always `'ismcts'`. */
  readonly name: 'ismcts';
}

/**
 * Single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley and Whitehouse 2012). Every iteration samples a
 * fresh full state from the bot's view with `ruleset.determinize(view, side, rng)`, so hidden data (the enemy's
 * face-down counters, strengths, private rolls) is drawn anew each time and never read. The tree is keyed by the
 * actions played from the root, as the searching side knows them: at each visit only the children legal in the
 * sampled state compete, and UCB1 counts for each child the visits in which it was available. Options, budgets and
 * scoring are those of {@link mctsBot} (see {@link MctsOptions}); it plays the most visited action.
 *
 * Like every single-observer IS-MCTS it treats the other sides' actions in the tree as if the searcher saw them.
 * Deterministic under its seed with an iteration budget.
 *
 * @example
 * ```ts
 * import { ismctsBot } from 'kriegsspiel';
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const decision = joursDeGloire.decision(setup.state);
 * const side = decision.kind === 'side' ? decision.side : 'french';
 * const view = joursDeGloire.view(setup.state, side);
 * if (!view.ok) throw new Error(view.violation.message);
 * const action = ismctsBot(7, { iterations: 30 }).choose(joursDeGloire, view.view, side);
 * ```
 */
export function ismctsBot(seed: number, options: MctsOptions = {}): IsmctsBot {
  const resolved = resolveMctsOptions(options);
  if (typeof resolved === 'string') throw new RangeError(`ismctsBot: ${resolved}`);
  const rng = botRng(seed);
  return {
    name: 'ismcts',
    choose<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side']): T['action'] {
      const first = stateFromView(ruleset, view, side, rng);
      const only = onlyAction(ruleset, first, side, 'ismctsBot');
      if (only !== null) return only;
      const chanceMode = resolved.chance === 'sampled' ? 'auto' : 'explicit';
      const sample = (): T['state'] => ({ ...stateFromView(ruleset, view, side, rng), chanceMode });
      const root = treeSearch({ ruleset, side, sample, openLoop: true, options: resolved, rng });
      const best = mostVisited(root.children);
      if (best === null) throw new Error(`ismctsBot: the search found no action for ${String(side)}`);
      return best.action as T['action'];
    },
  };
}
