import type { Action, ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Simulator } from '../core/simulator.js';
import type { BotRng } from './botState.js';
import type { ResolvedMctsOptions } from './mctsOptions.js';
import { orderCandidates, type KnownGains } from './orderCandidates.js';
import { nextLegal, rankingApplies, stepOf, type Ranking } from './ranking.js';
import { legalFor, randomAction, uniform } from './rollout.js';
import { expandChance, sampleChance, searchNode } from './searchNode.js';

/** What one search knows besides its tree: the prior's gains per side, and the ranking of the root's actions. */
export interface SearchMemory {
  /** Per side: gains of its actions measured in this search (see `orderCandidates`). */
  readonly gains: Map<string, KnownGains>;
  /** The root's actions best first, for its side and step (`null` before the root is expanded, or at a chance root). */
  ranking: Ranking | null;
}

/** The known gains of `side` in `memory` (created empty on first use). */
export function knownOf(memory: SearchMemory, side: string): KnownGains {
  let known = memory.gains.get(side);
  if (known === undefined) {
    known = new Map();
    memory.gains.set(side, known);
  }
  return known;
}

/**
 * Plays the rollout of one iteration on `sim` (see `MctsOptions.rollout`, `rolloutDepth` and `rolloutScope`): at most
 * `rolloutDepth` plies; with the `'step'` scope it plays only while the root's side decides at the root's step (the
 * rest of a movement phase, say) and stops at a roll, and with the `'game'` scope it samples rolls by their exact
 * probabilities and stops only at the end. The `'prior'` policy follows the root's greedy line while the root's side
 * decides at its step (skipping entries no longer legal, then walking the ranking on), and elsewhere plays the action
 * the prior rates best (or a random one where there are more than `rateLimit`).
 *
 * @example
 * ```ts
 * import { createSimulator } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { botRng } from './botState.js';
 * import { resolveMctsOptions } from './mctsOptions.js';
 * import { playRollout } from './priorRollout.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1, 'explicit');
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const options = resolveMctsOptions({ rolloutDepth: 4 });
 * if (typeof options === 'string') throw new Error(options);
 * const sim = createSimulator(napoleonAtWar, setup.state);
 * playRollout(napoleonAtWar, sim, options, botRng(3), { gains: new Map(), ranking: null }); // four French moves rated by the prior
 * ```
 */
export function playRollout<T extends RulesetTypes>(ruleset: Ruleset<T>, sim: Simulator<T>, options: ResolvedMctsOptions, rng: BotRng, memory: SearchMemory): void {
  const ranking = memory.ranking;
  const scoped = options.rolloutScope === 'step';
  if (scoped && ranking !== null && !rankingApplies(ranking, sim.decision())) return; // only the root's step is completed
  let cursor = 0; // in the ranking's greedy line
  let walk = ranking === null ? 0 : (ranking.line.at(-1) ?? -1) + 1; // in the ranking, past the line
  for (let ply = 0; ply < options.rolloutDepth; ply++) {
    const decision = sim.decision();
    if (decision.kind === 'terminal') return;
    if (decision.kind === 'chance') {
      if (scoped) return;
      const outcomes = expandChance(searchNode(null, null), ruleset.chanceOutcomes(sim.state));
      sim.play(sampleChance(outcomes, uniform(rng)).action as ChanceAction);
      continue;
    }
    const at = stepOf(decision);
    if (at === null) return;
    const inStep = rankingApplies(ranking, decision);
    if (scoped && ranking !== null && !inStep) return;
    const simultaneous = decision.kind === 'simultaneous';
    let action: Action | ChanceAction | null = null;
    if (options.rollout === 'prior' && inStep) {
      // Follow the root's greedy line, skipping what is no longer legal here; past its end, walk the ranking on.
      while (cursor < ranking.line.length && action === null) {
        const entry = ranking.entries[ranking.line[cursor++]!]!;
        if (sim.check(entry.action as T['action']) === null) action = entry.action;
      }
      if (action === null && cursor >= ranking.line.length) {
        const index = nextLegal(sim, ranking, walk, simultaneous);
        if (index < 0 && ranking.line.length > 0) return; // the step is played out as far as the ranking knows it
        if (index >= 0) {
          action = ranking.entries[index]!.action;
          walk = index + 1;
        }
      }
    }
    action ??= options.rollout === 'prior' ? bestRated(ruleset, sim, at.side, simultaneous, options, rng, memory) : randomAction(ruleset, sim, at.side, simultaneous, rng);
    if (action === null) return;
    sim.play(action as T['action']);
  }
}

/** The action of `side` the prior rates best now, a random one where there are more than `rateLimit`; `null` at a dead end. */
function bestRated<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  sim: Simulator<T>,
  side: string,
  simultaneous: boolean,
  options: ResolvedMctsOptions,
  rng: BotRng,
  memory: SearchMemory,
): Action | ChanceAction | null {
  const legal = legalFor(sim, side, simultaneous);
  if (legal.length === 0) return null;
  if (legal.length > options.rateLimit || options.prior !== 'evaluate') return legal[rng.draw(legal.length)]!;
  return orderCandidates(ruleset, sim.state, legal, side, rng, options.heuristic, knownOf(memory, side))[0]!.action;
}
