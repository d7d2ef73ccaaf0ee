import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { BotRng } from './botState.js';
import type { ResolvedMctsOptions } from './mctsOptions.js';

/** What `treeSearch` needs to know besides the options. */
export interface TreeSearchInput<T extends RulesetTypes> {
  readonly ruleset: Ruleset<T>;
  /** The side the search decides for (it owes the decision at the root). */
  readonly side: T['side'];
  /** The full state an iteration starts from: always the same one (MCTS), or a fresh sample (IS-MCTS, sampled dice). */
  readonly sample: () => T['state'];
  /**
   * Whether the position reached by a sequence of actions may differ between iterations (sampled dice, a fresh
   * determinization each iteration). Then legal actions are listed at every visit and a child's UCB counts only
   * the visits in which its action was available; otherwise each node lists its actions once.
   */
  readonly openLoop: boolean;
  readonly options: ResolvedMctsOptions;
  readonly rng: BotRng;
  /** Gains carried between a bot's consecutive decisions (see `MctsOptions.lazyRoot`); none by default. */
  readonly carry?: CarriedGains;
}

/** The gains of the root's actions, carried by a bot from one decision to the next (see `MctsOptions.lazyRoot`). */
export interface CarriedGains {
  /** Bounds on the root's gains from the previous decision of a run, or `null` (rate the root in full). */
  bounds: ReadonlyMap<string, number> | null;
  /** Set by the search: the gain of each root action (rated, or its bound where the lazy rating skipped it). */
  gains: Map<string, number> | null;
}
