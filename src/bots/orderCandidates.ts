import type { Action, ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator } from '../core/simulator.js';
import type { BotRng } from './botState.js';
import type { LeafHeuristic } from './mctsOptions.js';

/** Shuffles `items` in place with the bot's PRNG (Fisher-Yates) and returns them. */
export function shuffle<A>(items: A[], rng: BotRng): A[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.draw(i + 1);
    const swap = items[i]!;
    items[i] = items[j]!;
    items[j] = swap;
  }
  return items;
}

/** Gains of actions (by `JSON.stringify`) measured earlier in a search for one side: reused as the prior deeper down. */
export type KnownGains = Map<string, number>;

/**
 * The order in which progressive widening admits the actions of a position: shuffled, then (with `rate`) sorted by
 * their gain for `side` one ply ahead, best first, ties left in shuffled order. The gain of an action is the
 * heuristic after it (averaged over the roll that follows, if any, with its exact probabilities: dice are weighed,
 * never peeked at) minus the heuristic before, as the greedy bot rates actions.
 *
 * Rating every action is costly, so with `known` (the gains this side's actions had where they were last rated in
 * the search) a position where at least half the actions are known is ordered by those gains, unknown actions first
 * (they may be new chances); otherwise it is rated in full and its gains are added to `known`. A side's gains seldom
 * change much between its consecutive decisions (one unit moved, then the next).
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { botRng } from './botState.js';
 * import { orderCandidates } from './orderCandidates.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const actions = napoleonAtWar.legalActions(setup.state);
 * const h = (r: typeof napoleonAtWar, s: typeof setup.state, side: 'french' | 'coalition') => r.evaluate(s, side);
 * const ordered = orderCandidates(napoleonAtWar, setup.state, actions, 'french', botRng(1), h as never); // best first
 * ```
 */
export function orderCandidates<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  state: T['state'],
  actions: (Action | ChanceAction)[],
  side: T['side'],
  rng: BotRng,
  rate: LeafHeuristic | null,
  known: KnownGains = new Map(),
): (Action | ChanceAction)[] {
  shuffle(actions, rng);
  if (rate === null || actions.length < 2) return actions;
  const keys = actions.map((action) => JSON.stringify(action));
  const knownCount = keys.reduce((n, key) => n + (known.has(key) ? 1 : 0), 0);
  const gains = knownCount * 2 >= keys.length ? keys.map((key) => known.get(key) ?? Number.POSITIVE_INFINITY) : rateAll(ruleset, state, actions, side, rate);
  if (knownCount * 2 < keys.length) keys.forEach((key, i) => known.set(key, gains[i]!));
  const order = actions.map((_, i) => i).sort((i, j) => (gains[j]! || 0) - (gains[i]! || 0) || i - j);
  return order.map((i) => actions[i]!);
}

/** The gain of each action for `side`: the heuristic one ply ahead (a pending roll averaged) minus the heuristic now. */
function rateAll<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], actions: readonly (Action | ChanceAction)[], side: T['side'], rate: LeafHeuristic): number[] {
  const explicit: T['state'] = { ...state, chanceMode: 'explicit' };
  const base = rate(ruleset, state, side);
  const sim = createSimulator(ruleset, explicit);
  return actions.map((action) => {
    sim.reset(explicit);
    sim.play(action as T['action']);
    if (sim.decision().kind !== 'chance') return rate(ruleset, sim.state, side) - base;
    const after = sim.state;
    let total = 0;
    for (const outcome of ruleset.chanceOutcomes(after)) {
      const roll = createSimulator(ruleset, after);
      roll.play(outcome.action);
      total += outcome.probability * rate(ruleset, roll.state, side);
    }
    return total - base;
  });
}
