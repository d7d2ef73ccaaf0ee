import type { Action, ChanceAction } from '../core/action.js';
import type { ChanceOutcome } from '../core/ruleset.js';

/**
 * A node of a Monte Carlo search tree: the position reached by playing `action` from its parent. It stores the
 * statistics of the side that moved into it (`actor`), so that side's parent picks among its children by their
 * mean reward. Chance outcomes (explicit chance mode) are nodes too, with their exact `probability`.
 */
export interface SearchNode {
  /** The action that led here (`null` at the root). */
  readonly action: Action | ChanceAction | null;
  /** `JSON.stringify(action)`: how the parent finds this child. */
  readonly key: string;
  /** The side that played `action`, `'chance'` for a die outcome, `null` at the root. */
  readonly actor: string | null;
  /** The probability of a chance outcome; 1 for a player's action. */
  readonly probability: number;
  /** How many iterations went through this node. */
  visits: number;
  /** The sum of the rewards of `actor` over those iterations (each in [0, 1]). */
  total: number;
  /** How many times the parent was visited while this action was legal (UCB's parent count). */
  available: number;
  /** Children in the order they were created. */
  readonly children: SearchNode[];
  /** Children by key. */
  readonly byKey: Map<string, SearchNode>;
  /**
   * Actions not yet children, best first, where the position here is always the same (a closed-loop tree): listed
   * once, on the first expansion. `null` until then, and always in an open-loop tree (sampled dice, IS-MCTS).
   */
  untried: (Action | ChanceAction)[] | null;
  /**
   * Where the root's side decides again at the root's step, deeper in a closed-loop tree: the index in the root's
   * ranking from which the next untried action is looked for (each entry still legal here, in ranking order), instead
   * of listing and rating this position's actions; -1 otherwise.
   */
  cursor: number;
}

/**
 * A fresh node reached by `action` played by `actor`.
 *
 * @example
 * ```ts
 * import { searchNode } from './searchNode.js';
 * const root = searchNode(null, null);
 * root.visits; // 0
 * ```
 */
export function searchNode(action: Action | ChanceAction | null, actor: string | null, probability = 1, key = action === null ? '' : JSON.stringify(action)): SearchNode {
  return { action, key, actor, probability, visits: 0, total: 0, available: 0, children: [], byKey: new Map(), untried: null, cursor: -1 };
}

/** Adds a child reached by `action` to `node` and returns it (available once: in the visit that adds it). */
export function addChild(node: SearchNode, action: Action | ChanceAction, actor: string | null, probability = 1, key = JSON.stringify(action)): SearchNode {
  const child = searchNode(action, actor, probability, key);
  child.available = 1;
  node.children.push(child);
  node.byKey.set(key, child);
  return child;
}

/**
 * The chance children of `node` for the pending roll: one per outcome, with its exact probability, created on the
 * first call (and for any outcome not seen before, where the roll differs between samples). Returns the children in
 * the order of `outcomes`.
 *
 * @example
 * ```ts
 * import { expandChance, searchNode } from './searchNode.js';
 * const node = searchNode(null, null);
 * const die = [1, 2, 3, 4, 5, 6].map((value) => ({ action: { type: 'chance' as const, value }, probability: 1 / 6 }));
 * expandChance(node, die).map((child) => child.probability); // six times 1/6
 * ```
 */
export function expandChance(node: SearchNode, outcomes: readonly ChanceOutcome[]): SearchNode[] {
  return outcomes.map(({ action, probability }) => {
    const key = JSON.stringify(action);
    return node.byKey.get(key) ?? addChild(node, action, 'chance', probability, key);
  });
}

/**
 * Picks a chance child by its probability: `u` is uniform in [0, 1). The children's probabilities are those of the
 * roll pending now (see {@link expandChance}).
 */
export function sampleChance(children: readonly SearchNode[], u: number): SearchNode {
  let cumulative = 0;
  for (const child of children) {
    cumulative += child.probability;
    if (u < cumulative) return child;
  }
  const last = children.at(-1);
  if (last === undefined) throw new Error('sampleChance: a chance decision without outcomes');
  return last;
}

/** The mean reward of the side that moved into `node` (0.5 before any visit). */
export function meanReward(node: SearchNode): number {
  return node.visits === 0 ? 0.5 : node.total / node.visits;
}
