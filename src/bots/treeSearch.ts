import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator, type Simulator } from '../core/simulator.js';
import { leafRewards, terminalRewards, type Rewards } from './leafRewards.js';
import type { ResolvedMctsOptions } from './mctsOptions.js';
import { decide } from './decide.js';
import { playRollout, type SearchMemory } from './priorRollout.js';
import { actingSide, uniform } from './rollout.js';
import { addChild, sampleChance, searchNode, type SearchNode } from './searchNode.js';
import type { TreeSearchInput } from './treeSearchInput.js';

/**
 * Runs Monte Carlo tree search from `input.sample()` until the budget runs out (`iterations`, or `timeMs` on the
 * clock, whichever comes first) and returns the root, whose children are the searched actions of `side`. Each
 * iteration selects down the tree by UCB1 among the children progressive widening admits, adds one child, plays
 * the rollout (`playRollout`), scores the leaf per side (see `leafRewards`; a roll pending at the leaf is averaged
 * over its outcomes) and adds each side's reward to the nodes that side moved into.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { botRng } from './botState.js';
 * import { resolveMctsOptions } from './mctsOptions.js';
 * import { treeSearch } from './treeSearch.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1, 'explicit');
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const options = resolveMctsOptions({ iterations: 20 });
 * if (typeof options === 'string') throw new Error(options);
 * const root = treeSearch({ ruleset: napoleonAtWar, side: 'french', sample: () => setup.state, openLoop: false, options, rng: botRng(1) });
 * root.children.length; // the actions tried, each with its visits and mean reward
 * ```
 */
export function treeSearch<T extends RulesetTypes>(input: TreeSearchInput<T>): SearchNode {
  const { ruleset, options, rng, openLoop } = input;
  const root = searchNode(null, null);
  const first = input.sample();
  const sim = createSimulator(ruleset, first);
  let baseline = baselineOf(ruleset, first, options);
  const memory: SearchMemory = { gains: new Map(), ranking: null };
  const started = options.timeMs === null ? 0 : options.clock();
  for (let i = 0; i < options.iterations; i++) {
    if (options.timeMs !== null && i > 0 && options.clock() - started >= options.timeMs) break;
    const state = i === 0 ? first : input.sample();
    if (openLoop && i > 0) baseline = baselineOf(ruleset, state, options);
    sim.reset(state);
    iterate(input, root, sim, baseline, memory);
  }
  return root;
}

/** The heuristic of each side at the searched position (leaves are scored against it). */
function baselineOf<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], options: ResolvedMctsOptions): Float64Array {
  return Float64Array.from(ruleset.sides, (side) => options.heuristic(ruleset, state, side));
}

/** One iteration: selection and expansion, rollout, scoring, backpropagation. */
function iterate<T extends RulesetTypes>(input: TreeSearchInput<T>, root: SearchNode, sim: Simulator<T>, baseline: Float64Array, memory: SearchMemory): void {
  const { ruleset, options, rng } = input;
  const path: SearchNode[] = [root];
  let node = root;
  let rewards: Rewards | null = null;
  for (let depth = 0; ; depth++) {
    const decision = sim.decision();
    if (decision.kind === 'terminal') {
      rewards = terminalRewards(ruleset.sides, sim.result());
      break;
    }
    if (decision.kind === 'chance') {
      if (options.chanceLeaves && node !== root) break; // scored as the exact average over the roll's outcomes
      node = chanceChild(input, node, sim);
    } else {
      const actor = node === root ? input.side : actingSide(decision);
      const next = actor === null ? null : decide(input, memory, node, sim, actor, decision.kind === 'simultaneous', depth);
      if (next === null) break; // a dead end: scored as it stands
      node = next.child;
      if (next.expanded) {
        sim.play(node.action as T['action']);
        path.push(node);
        break;
      }
    }
    sim.play(node.action as T['action']);
    path.push(node);
  }
  if (rewards === null) {
    playRollout(ruleset, sim, options, rng, memory);
    rewards = score(ruleset, sim, baseline, options);
  }
  for (const visited of path) {
    visited.visits++;
    const index = visited.actor === null ? -1 : ruleset.sides.indexOf(visited.actor);
    if (index >= 0) visited.total += rewards[index]!;
  }
}

/** The rewards of the position `sim` stands in: the result if over, else the squashed heuristic, averaged over a pending roll. */
function score<T extends RulesetTypes>(ruleset: Ruleset<T>, sim: Simulator<T>, baseline: Float64Array, options: ResolvedMctsOptions): Rewards {
  const decision = sim.decision();
  if (decision.kind === 'terminal') return terminalRewards(ruleset.sides, sim.result());
  if (decision.kind !== 'chance') return leafRewards(ruleset, sim.state, baseline, options.heuristic, options.scale);
  const total = new Float64Array(ruleset.sides.length);
  const before = sim.state;
  for (const outcome of ruleset.chanceOutcomes(before)) {
    const roll = createSimulator(ruleset, before);
    roll.play(outcome.action);
    const result = roll.result();
    const rewards = result.terminal ? terminalRewards(ruleset.sides, result) : leafRewards(ruleset, roll.state, baseline, options.heuristic, options.scale);
    for (let i = 0; i < total.length; i++) total[i]! += outcome.probability * rewards[i]!;
  }
  return total;
}

/** The chance child to follow: drawn by the exact probabilities of the roll pending now. */
function chanceChild<T extends RulesetTypes>(input: TreeSearchInput<T>, node: SearchNode, sim: Simulator<T>): SearchNode {
  if (!input.openLoop && node.children.length > 0) return sampleChance(node.children, uniform(input.rng));
  const outcomes = input.ruleset.chanceOutcomes(sim.state);
  if (!input.openLoop) {
    for (const { action, probability } of outcomes) addChild(node, action, 'chance', probability);
    return sampleChance(node.children, uniform(input.rng));
  }
  // Open loop: the roll may differ between samples; draw with today's probabilities, reuse the child of that value.
  const drawn = sampleChance(outcomes.map(({ action, probability }) => searchNode(action, 'chance', probability)), uniform(input.rng));
  return node.byKey.get(drawn.key) ?? addChild(node, drawn.action!, 'chance', drawn.probability, drawn.key);
}
