import type { Action, ChanceAction } from '../core/action.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createSimulator, type Simulator } from '../core/simulator.js';
import { orderCandidates, type LazyRating } from './orderCandidates.js';
import { knownOf, type SearchMemory } from './priorRollout.js';
import { greedyLine, nextLegal, rankingApplies, stepOf, type RankedAction } from './ranking.js';
import { legalFor } from './rollout.js';
import { addChild, type SearchNode } from './searchNode.js';
import { selectChild } from './selectChild.js';
import type { TreeSearchInput } from './treeSearchInput.js';

/** The child {@link decide} picked, and whether it was just added (the iteration then stops descending). */
export interface Decided {
  readonly child: SearchNode;
  readonly expanded: boolean;
}

/**
 * The child of `node` to follow for `actor` (`sim` stands at `node`'s position): a new one when progressive widening
 * admits another child and an untried legal action remains (`expanded`), else the best by UCB1 among those legal
 * now; `null` where the tree stops (a dead end, or a large decision of another side or step that is not rated, see
 * `MctsOptions.rateLimit`: the position is scored as it stands).
 *
 * Untried actions come best first by the prior. At the root they are listed and ranked (lazily under the gains the
 * bot carried from its previous decision, see `TreeSearchInput.carry`), and the ranking is kept in `memory`. Deeper
 * in a closed-loop tree, where the root's side decides again at the root's step, the next untried action is the next
 * entry of that ranking still legal (checked, not listed).
 */
export function decide<T extends RulesetTypes>(
  input: TreeSearchInput<T>,
  memory: SearchMemory,
  node: SearchNode,
  sim: Simulator<T>,
  actor: string,
  simultaneous: boolean,
  depth: number,
): Decided | null {
  const { options } = input;
  const allowed = Math.ceil(options.wideningK * Math.max(1, node.visits) ** options.wideningAlpha);
  if (!input.openLoop) {
    if (node.untried === null && node.cursor < 0) prepare(input, memory, node, sim, actor, simultaneous, depth);
    for (const child of node.children) child.available++;
    const fresh = node.children.length < allowed ? nextUntried(memory, node, sim, simultaneous) : undefined;
    if (fresh !== undefined) return { child: addChild(node, fresh, actor), expanded: true };
    const best = selectChild(node.children, options.exploration);
    return best === null ? null : { child: best, expanded: false };
  }
  const legal = legalFor(sim, actor, simultaneous);
  const available: SearchNode[] = [];
  const untried = new Map<string, Action | ChanceAction>();
  for (const action of legal) {
    const key = JSON.stringify(action);
    const child = node.byKey.get(key);
    if (child === undefined) untried.set(key, action);
    else available.push(child);
  }
  for (const child of available) child.available++;
  if (available.length < allowed && untried.size > 0) {
    // The preferred order is fixed on the node's first visit (from that sample); later samples take the first
    // untried action of it still legal, or a random one.
    node.untried ??= rank(input, memory, node, sim, actor, legal, depth).map((entry) => entry.action);
    const preferred = node.untried.find((action) => untried.has(JSON.stringify(action)));
    const fresh = preferred ?? [...untried.values()][input.rng.draw(untried.size)]!;
    return { child: addChild(node, fresh, actor), expanded: true };
  }
  const best = selectChild(available, options.exploration);
  return best === null ? null : { child: best, expanded: false };
}

/** Sets up a closed-loop node's untried actions on its first expansion: a ranking cursor, a ranked list, or none. */
function prepare<T extends RulesetTypes>(input: TreeSearchInput<T>, memory: SearchMemory, node: SearchNode, sim: Simulator<T>, actor: string, simultaneous: boolean, depth: number): void {
  if (depth >= input.options.priorDepth && rankingApplies(memory.ranking, sim.decision())) {
    node.cursor = 0;
    return;
  }
  const legal = legalFor(sim, actor, simultaneous);
  if (depth > 0 && legal.length > input.options.rateLimit) {
    node.untried = []; // a large decision elsewhere than the root's step: not rated, the tree stops here
    return;
  }
  node.untried = rank(input, memory, node, sim, actor, legal, depth)
    .map((entry) => entry.action)
    .reverse();
}

/** The next untried action of a closed-loop node (see {@link prepare}), or `undefined` when none is left. */
function nextUntried<T extends RulesetTypes>(memory: SearchMemory, node: SearchNode, sim: Simulator<T>, simultaneous: boolean): Action | ChanceAction | undefined {
  if (node.cursor < 0) return node.untried?.pop();
  const ranking = memory.ranking!;
  const index = nextLegal(sim, ranking, node.cursor, simultaneous);
  node.cursor = index < 0 ? ranking.entries.length : index + 1;
  return index < 0 ? undefined : ranking.entries[index]!.action;
}

/**
 * `legal` ranked by the prior for `actor`. Shallow nodes are rated afresh (the root lazily under the carried gains);
 * deeper ones reuse the gains rated last for the actor where they can. At the root the ranking is remembered for the
 * rest of the search and the gains are handed back to the bot (`carry`).
 */
function rank<T extends RulesetTypes>(input: TreeSearchInput<T>, memory: SearchMemory, node: SearchNode, sim: Simulator<T>, actor: string, legal: (Action | ChanceAction)[], depth: number): RankedAction[] {
  const { ruleset, options, rng } = input;
  if (options.prior !== 'evaluate') return orderCandidates(ruleset, sim.state, legal, actor, rng, null);
  const known = knownOf(memory, actor);
  if (depth < options.priorDepth) known.clear();
  const root = node.action === null && depth === 0;
  const bounds = root && options.lazyRoot && legal.length > options.lazyRootMin ? input.carry?.bounds : undefined;
  const top = Math.min(64, Math.ceil(options.wideningK * Math.min(options.iterations, 4096) ** options.wideningAlpha) + 4);
  const lazy: LazyRating | undefined = bounds === undefined || bounds === null ? undefined : { bounds, top };
  const ranked = orderCandidates(ruleset, sim.state, legal, actor, rng, options.heuristic, known, lazy);
  const at = stepOf(sim.decision());
  if (root && at !== null) {
    const line = greedyLine(createSimulator(ruleset, sim.state), { side: actor, step: at.step, entries: ranked }, 2 * options.rolloutDepth + 2);
    memory.ranking = { side: actor, step: at.step, entries: ranked, line };
    // Gains of actions not legal now are kept too: they may be legal again later in the run (after a forced move).
    if (input.carry !== undefined) input.carry.gains = new Map([...(bounds ?? []), ...ranked.map((entry): [string, number] => [entry.key, entry.gain])]);
  }
  return ranked;
}
