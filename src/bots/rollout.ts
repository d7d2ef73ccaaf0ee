import { isChanceAction, type Action, type ChanceAction } from '../core/action.js';
import type { Decision } from '../core/decision.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Simulator } from '../core/simulator.js';
import type { BotRng } from './botState.js';
import { sampleChance, searchNode, expandChance } from './searchNode.js';

/** Draws from an action space before falling back to the legal list (as the random bot does). */
const MAX_DRAWS = 64;

/** The side that acts at a decision that is not chance nor terminal: the owing side, or the first still owing. */
export function actingSide<Side extends string>(decision: Decision<Side>): Side | null {
  if (decision.kind === 'side') return decision.side;
  if (decision.kind === 'simultaneous') return decision.sides[0] ?? null;
  return null;
}

/** Whether `action` belongs to `side` at a decision (simultaneous actions name their side). */
export function actionOf(action: Action | ChanceAction, side: string, simultaneous: boolean): boolean {
  return !isChanceAction(action) && (!simultaneous || (action as { readonly side?: string }).side === side);
}

/** The legal actions of `side` now, on the rollout path. */
export function legalFor<T extends RulesetTypes>(sim: Simulator<T>, side: string, simultaneous: boolean): (Action | ChanceAction)[] {
  return sim.legalActions().filter((action) => actionOf(action, side, simultaneous));
}

/**
 * A uniformly random legal action of `side` now: drawn from the ruleset's action space with rejection by `check`
 * where it offers one (without listing every legal action), else from the legal list; `null` at a dead end.
 */
export function randomAction<T extends RulesetTypes>(ruleset: Ruleset<T>, sim: Simulator<T>, side: string, simultaneous: boolean, rng: BotRng): Action | ChanceAction | null {
  const space = ruleset.actionSpace(sim.state);
  if (space !== null && space.size > 0) {
    for (let i = 0; i < MAX_DRAWS; i++) {
      const candidate = space.at(rng.draw(space.size));
      if (actionOf(candidate, side, simultaneous) && ruleset.check(sim.state, candidate) === null) return candidate;
    }
  }
  const legal = legalFor(sim, side, simultaneous);
  return legal.length === 0 ? null : legal[rng.draw(legal.length)]!;
}

/** A uniform number in [0, 1) from the bot's PRNG (30 bits: enough to pick among die outcomes). */
export function uniform(rng: BotRng): number {
  return rng.draw(0x40000000) / 0x40000000;
}

/**
 * Plays up to `depth` plies on `sim` (chance decisions of explicit chance mode drawn by their exact probabilities),
 * stopping early when the game ends or a side has no legal action. Every ply is uniformly random (see
 * `playRollout` for the search's own rollouts).
 *
 * @example
 * ```ts
 * import { createSimulator } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { botRng } from './botState.js';
 * import { randomRollout } from './rollout.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const sim = createSimulator(napoleonAtWar, setup.state);
 * randomRollout(napoleonAtWar, sim, 10, botRng(3)); // sim.state is 10 random plies later
 * ```
 */
export function randomRollout<T extends RulesetTypes>(ruleset: Ruleset<T>, sim: Simulator<T>, depth: number, rng: BotRng): void {
  for (let ply = 0; ply < depth; ply++) {
    const decision = sim.decision();
    if (decision.kind === 'terminal') return;
    if (decision.kind === 'chance') {
      const outcomes = expandChance(searchNode(null, null), ruleset.chanceOutcomes(sim.state));
      sim.play(sampleChance(outcomes, uniform(rng)).action as ChanceAction);
      continue;
    }
    const side = actingSide(decision);
    const action = side === null ? null : randomAction(ruleset, sim, side, decision.kind === 'simultaneous', rng);
    if (action === null) return;
    sim.play(action as T['action']);
  }
}
