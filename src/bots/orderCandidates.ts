import type { Action, ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator, type Simulator } from '../core/simulator.js';
import type { BotRng } from './botState.js';
import type { LeafHeuristic } from './mctsOptions.js';
import type { RankedAction } from './ranking.js';

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

/** How {@link orderCandidates} may save ratings at the root of a search. */
export interface LazyRating {
  /**
   * Upper bounds on the gains (by key), e.g. the gains the side's actions had at its previous decision of a run (one
   * unit moved since): actions are rated in decreasing order of bound until `top` are rated and no other bound
   * exceeds the `top`-th best gain; the others keep their bound as their estimated gain. Unknown actions count as
   * unbounded (rated first).
   */
  readonly bounds: ReadonlyMap<string, number>;
  /** How many of the best actions must be rated exactly. */
  readonly top: number;
}

/**
 * The order in which progressive widening admits the actions of a position, with their gains: shuffled, then (with
 * `rate`) sorted by their gain for `side` one ply ahead, best first, ties left in shuffled order. The gain of an
 * action is the heuristic after it (averaged over the roll that follows, if any, with its exact probabilities: dice
 * are weighed, never peeked at) minus the heuristic before, as the greedy bot rates actions.
 *
 * Rating every action is costly, so with `known` (the gains this side's actions had where they were last rated in
 * the search) a position where at least half the actions are known is ordered by those gains, unknown actions first
 * (they may be new chances); otherwise it is rated in full and its gains are added to `known`. A side's gains seldom
 * change much between its consecutive decisions (one unit moved, then the next). With `lazy`, only the best actions
 * under the bounds are rated (see {@link LazyRating}). Without `rate` every gain is 0.
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
 * const ranked = orderCandidates(napoleonAtWar, setup.state, actions, 'french', botRng(1), h as never); // best first
 * ranked[0]?.gain; // the best gain
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
  lazy?: LazyRating,
): RankedAction[] {
  shuffle(actions, rng);
  const keys = actions.map((action) => JSON.stringify(action));
  if (rate === null || actions.length < 2) return actions.map((action, i) => ({ key: keys[i]!, action, gain: 0 }));
  let gains: number[];
  if (lazy !== undefined) gains = rateLazily(ruleset, state, actions, keys, side, rate, lazy, known);
  else {
    const knownCount = keys.reduce((n, key) => n + (known.has(key) ? 1 : 0), 0);
    gains = knownCount * 2 >= keys.length ? keys.map((key) => known.get(key) ?? Number.POSITIVE_INFINITY) : rateAll(ruleset, state, actions, side, rate);
    if (knownCount * 2 < keys.length) keys.forEach((key, i) => known.set(key, gains[i]!));
  }
  const order = actions.map((_, i) => i).sort((i, j) => (gains[j]! || 0) - (gains[i]! || 0) || i - j);
  return order.map((i) => ({ key: keys[i]!, action: actions[i]!, gain: gains[i]! }));
}

/** Rates the best actions under `lazy.bounds` (see {@link LazyRating}); the others get their bound. Rated gains go to `known`. */
function rateLazily<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  state: T['state'],
  actions: readonly (Action | ChanceAction)[],
  keys: readonly string[],
  side: T['side'],
  rate: LeafHeuristic,
  lazy: LazyRating,
  known: KnownGains,
): number[] {
  const bounds = keys.map((key) => lazy.bounds.get(key) ?? Number.POSITIVE_INFINITY);
  const order = actions.map((_, i) => i).sort((i, j) => bounds[j]! - bounds[i]! || i - j);
  const gains = bounds.slice();
  const rated: number[] = []; // rated gains, best first
  const explicit: T['state'] = { ...state, chanceMode: 'explicit' };
  const base = rate(ruleset, state, side);
  const sim = createSimulator(ruleset, explicit);
  for (const i of order) {
    if (rated.length >= lazy.top && bounds[i]! <= rated[lazy.top - 1]!) break;
    const gain = gainOf(ruleset, sim, explicit, actions[i]!, side, rate) - base;
    gains[i] = gain;
    known.set(keys[i]!, gain);
    let at = rated.length;
    while (at > 0 && rated[at - 1]! < gain) at--;
    rated.splice(at, 0, gain);
  }
  if (process.env['MCTS_DEBUG']) console.log('lazy rated', rated.length, 'of', actions.length, 'top', rated.slice(0, 5).map((g) => g.toFixed(2)).join(','), 'kth', rated[lazy.top - 1]?.toFixed(2), 'bounds', order.slice(0, 5).map((i) => bounds[i]!.toFixed(2)).join(','));
  return gains;
}

/** The gain of each action for `side`: the heuristic one ply ahead (a pending roll averaged) minus the heuristic now. */
function rateAll<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], actions: readonly (Action | ChanceAction)[], side: T['side'], rate: LeafHeuristic): number[] {
  const explicit: T['state'] = { ...state, chanceMode: 'explicit' };
  const base = rate(ruleset, state, side);
  const sim = createSimulator(ruleset, explicit);
  return actions.map((action) => gainOf(ruleset, sim, explicit, action, side, rate) - base);
}

/** The heuristic for `side` after `action` from `state` (played on `sim`), averaged over the roll that follows. */
function gainOf<T extends RulesetTypes>(ruleset: Ruleset<T>, sim: Simulator<T>, state: T['state'], action: Action | ChanceAction, side: T['side'], rate: LeafHeuristic): number {
  sim.reset(state);
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
}
