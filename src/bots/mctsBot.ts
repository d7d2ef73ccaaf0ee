import { isChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { AnyRulesetBot } from './bot.js';
import type { BaseState } from '../core/baseState.js';
import { botRng, stateFromView, type BotRng } from './botState.js';
import { createSimulator } from '../core/simulator.js';
import { resolveMctsOptions, type MctsOptions } from './mctsOptions.js';
import { sameData } from './sameData.js';
import { mostVisited } from './selectChild.js';
import { treeSearch } from './treeSearch.js';
import type { CarriedGains } from './treeSearchInput.js';

/** The Monte Carlo tree search bot: works with every ruleset that supplies an evaluation. */
export interface MctsBot extends AnyRulesetBot {
  /** Always `'mcts'`. */
  readonly name: 'mcts';
}

/**
 * A bot that searches with Monte Carlo tree search (UCT) on the rollout path. Each decision it determinizes its
 * view once (`ruleset.determinize`, exact for full-information rulesets), then runs the iterations of the tree
 * search (`treeSearch`) from that state: UCB1 selection among the children progressive widening admits (ordered by
 * a one-ply rating), leaves scored by the squashed heuristic or the result, rewards per side. Dice are
 * chance nodes with exact probabilities, or sampled afresh each iteration (see {@link MctsOptions.chance}). It plays
 * the most visited action. A decision with a single legal action is answered without searching. When it decides again
 * straight after its previous decision (its view is the one its choice led to, as when it moves one unit after
 * another), the gains it rated then bound the new ones and only the best actions are rated again
 * (`MctsOptions.lazyRoot`). Deterministic under
 * its seed with an iteration budget; a time budget (`timeMs`) makes it depend on the machine. Throws a `RangeError`
 * naming the field for a bad option, and on a dead end.
 *
 * @example
 * ```ts
 * import { mctsBot } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const view = napoleonAtWar.view(setup.state, 'french');
 * if (!view.ok) throw new Error(view.violation.message);
 * const action = mctsBot(7, { iterations: 50 }).choose(napoleonAtWar, view.view, 'french');
 * ```
 */
export function mctsBot(seed: number, options: MctsOptions = {}): MctsBot {
  const resolved = resolveMctsOptions(options);
  if (typeof resolved === 'string') throw new RangeError(`mctsBot: ${resolved}`);
  const rng = botRng(seed);
  /** The view the bot's last choice led to, and the gains of the root's actions then. */
  let carried: { readonly successor: unknown; readonly gains: ReadonlyMap<string, number> } | null = null;
  return {
    name: 'mcts',
    choose<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side']): T['action'] {
      const state = stateFromView(ruleset, view, side, rng);
      const bounds = carried !== null && sameData(carried.successor, view) ? carried.gains : null;
      carried = null;
      const only = onlyAction(ruleset, state, side, 'mctsBot');
      if (only !== null) return only;
      const sampled = resolved.chance === 'sampled';
      const searched: T['state'] = { ...state, chanceMode: sampled ? 'auto' : 'explicit' };
      const sample = sampled ? (): T['state'] => freshDice(searched, rng) : (): T['state'] => searched;
      const carry: CarriedGains = { bounds, gains: null };
      const root = treeSearch({ ruleset, side, sample, openLoop: sampled, options: resolved, rng, carry });
      const chosen = (mostVisited(root.children)?.action ?? firstAction(ruleset, state, side)) as T['action'];
      if (resolved.lazyRoot && carry.gains !== null) {
        const after = createSimulator(ruleset, { ...state, chanceMode: 'explicit' });
        after.play(chosen);
        const seen = ruleset.view({ ...after.state, chanceMode: state.chanceMode }, side);
        if (seen.ok) carried = { successor: seen.view, gains: carry.gains };
      }
      return chosen;
    },
  };
}

/** `state` with fresh dice from the bot's PRNG: the public stream and every side's private one (if any). */
export function freshDice<S extends BaseState>(state: S, rng: BotRng): S {
  const streams = state.privateRng;
  const privateRng = streams === undefined ? undefined : Object.fromEntries(Object.keys(streams).map((side) => [side, rng.fork()]));
  return privateRng === undefined ? { ...state, rng: rng.fork() } : { ...state, rng: rng.fork(), privateRng };
}

/** The legal actions of `side` in `state` (no chance outcomes). */
export function actionsOf<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], side: T['side']): T['action'][] {
  return ruleset.legalActions(state).filter((action): action is T['action'] => !isChanceAction(action) && ruleset.actorOf(state, action) === side);
}

/** The single legal action of `side`, `null` when it has several; throws on a dead end. */
export function onlyAction<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], side: T['side'], who: string): T['action'] | null {
  const legal = actionsOf(ruleset, state, side);
  if (legal.length === 0) throw new Error(`${who}: no legal action for ${String(side)} (a dead end)`);
  return legal.length === 1 ? legal[0]! : null;
}

function firstAction<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], side: T['side']): T['action'] {
  return actionsOf(ruleset, state, side)[0]!;
}
