import type { Action, ChanceAction } from '../core/action.js';
import type { Decision } from '../core/decision.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Simulator } from '../core/simulator.js';
import { actionOf } from './rollout.js';

/** An action with its key (`JSON.stringify`) and its gain one ply ahead for the side that takes it (rated, or a bound). */
export interface RankedAction {
  readonly key: string;
  readonly action: Action | ChanceAction;
  readonly gain: number;
}

/**
 * The actions of one side at one step of the game (a movement phase, say), best gain first: the prior's order at the
 * root of a search. Deeper in the tree and in rollouts, while the same side decides at the same step, the ranking is
 * walked instead of listing and rating the legal actions again: its next entry still legal is the next candidate.
 */
export interface Ranking {
  readonly side: string;
  readonly step: string;
  readonly entries: readonly RankedAction[];
  /**
   * The greedy line from the root: indices of the entries the walk plays one after another from the root position
   * (each the next entry still legal), as far as the step lasts or a length the search chose. Rollouts follow it,
   * skipping entries no longer legal at their leaf, instead of walking the whole ranking again (most entries there are
   * other moves of units the line has moved).
   */
  readonly line: readonly number[];
}

/** The side and step of a decision a side takes (the first owing side of a simultaneous one), or `null`. */
export function stepOf<Side extends string>(decision: Decision<Side>): { readonly side: Side; readonly step: string } | null {
  if (decision.kind === 'side') return { side: decision.side, step: decision.step };
  if (decision.kind === 'simultaneous') return decision.sides[0] === undefined ? null : { side: decision.sides[0], step: decision.step };
  return null;
}

/**
 * The greedy line of `entries` from `sim`'s position (played on `sim`, which it leaves at the line's end): the next
 * entry still legal, then the next after it, for at most `length` plies while the side decides at the step.
 */
export function greedyLine<T extends RulesetTypes>(sim: Simulator<T>, ranking: Omit<Ranking, 'line'>, length: number): number[] {
  const line: number[] = [];
  let from = 0;
  while (line.length < length && rankingApplies(ranking, sim.decision())) {
    const index = nextLegal(sim, ranking, from);
    if (index < 0) break;
    line.push(index);
    sim.play(ranking.entries[index]!.action as T['action']);
    from = index + 1;
  }
  return line;
}

/** Whether `decision` is the ranking's side deciding at the ranking's step. */
export function rankingApplies<Side extends string, R extends Omit<Ranking, 'line'>>(ranking: R | null, decision: Decision<Side>): ranking is R {
  if (ranking === null) return false;
  const at = stepOf(decision);
  return at !== null && at.side === ranking.side && at.step === ranking.step;
}

/**
 * The index of the first entry of `ranking` at or after `from` whose action is legal now for the ranking's side
 * (by `sim.check`, which is cheaper than listing every legal action), or -1 when none is.
 *
 * @example
 * ```ts
 * import { createSimulator } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { nextLegal } from './ranking.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const sim = createSimulator(napoleonAtWar, setup.state);
 * const entries = sim.legalActions().map((action) => ({ key: JSON.stringify(action), action, gain: 0 }));
 * nextLegal(sim, { side: 'french', step: 'movement', entries }, 0); // 0: the first is legal
 * ```
 */
export function nextLegal<T extends RulesetTypes>(sim: Simulator<T>, ranking: Omit<Ranking, 'line'>, from: number, simultaneous = false): number {
  const entries = ranking.entries;
  for (let i = Math.max(0, from); i < entries.length; i++) {
    const action = entries[i]!.action;
    if (actionOf(action, ranking.side, simultaneous) && sim.check(action as T['action']) === null) return i;
  }
  return -1;
}
