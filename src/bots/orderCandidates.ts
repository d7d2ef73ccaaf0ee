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

/**
 * The order in which progressive widening admits the actions of a position: shuffled, then (with `rate`) sorted by
 * the heuristic of `side` one ply ahead, best first, ties left in shuffled order. Rating plays each action on the
 * rollout path from a copy of `state` in explicit chance mode and averages the heuristic over the roll that follows,
 * if any, with its exact probabilities (dice are weighed, never peeked at).
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
): (Action | ChanceAction)[] {
  shuffle(actions, rng);
  if (rate === null || actions.length < 2) return actions;
  const explicit: T['state'] = { ...state, chanceMode: 'explicit' };
  const sim = createSimulator(ruleset, explicit);
  const values = actions.map((action) => {
    sim.reset(explicit);
    sim.play(action as T['action']);
    if (sim.decision().kind !== 'chance') return rate(ruleset, sim.state, side);
    const after = sim.state;
    let total = 0;
    for (const outcome of ruleset.chanceOutcomes(after)) {
      const roll = createSimulator(ruleset, after);
      roll.play(outcome.action);
      total += outcome.probability * rate(ruleset, roll.state, side);
    }
    return total;
  });
  const order = actions.map((_, i) => i).sort((i, j) => (values[j]! || 0) - (values[i]! || 0) || i - j);
  return order.map((i) => actions[i]!);
}
