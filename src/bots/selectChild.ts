import { meanReward, type SearchNode } from './searchNode.js';

/**
 * UCB1 (Auer, Cesa-Bianchi and Fischer 2002; UCT, Kocsis and Szepesvári 2006): the child of greatest
 * `mean + exploration * sqrt(ln(available) / visits)`, where `mean` is the mean reward of the side that moved into
 * the child, rescaled so that the worst visited sibling has 0 and the best 1 (a heuristic's rewards often differ by
 * hundredths between moves; rescaling keeps `exploration` meaningful on any scale), and `available` counts the parent's visits in which its action was legal (the parent's visits since the
 * child was added, in a tree where positions never change; the availability count of information-set MCTS,
 * Cowling, Powley and Whitehouse 2012, otherwise). An unvisited child comes first; ties go to the earliest child.
 * `null` when there are no children.
 *
 * @example
 * ```ts
 * import { addChild, searchNode } from './searchNode.js';
 * import { selectChild } from './selectChild.js';
 * const root = searchNode(null, null);
 * const a = addChild(root, { type: 'a' }, 'x');
 * const b = addChild(root, { type: 'b' }, 'x');
 * Object.assign(a, { visits: 10, total: 9, available: 20 });
 * Object.assign(b, { visits: 10, total: 1, available: 20 }); // rescaled means: a 1, b 0
 * selectChild(root.children, 0.4) === a; // true
 * ```
 */
export function selectChild(children: readonly SearchNode[], exploration: number): SearchNode | null {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const child of children) {
    if (child.visits === 0) continue;
    const mean = meanReward(child);
    if (mean < low) low = mean;
    if (mean > high) high = mean;
  }
  const spread = high - low > 1e-12 ? high - low : 0;
  let best: SearchNode | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const child of children) {
    const mean = spread === 0 ? 0.5 : (meanReward(child) - low) / spread;
    const value = child.visits === 0 ? Number.POSITIVE_INFINITY : mean + exploration * Math.sqrt(Math.log(Math.max(1, child.available)) / child.visits);
    if (value > bestValue) {
      best = child;
      bestValue = value;
    }
  }
  return best;
}

/**
 * The child to play after a search: the most visited (the robust child), ties broken by the greater mean reward,
 * then by the earliest; `null` when there are none.
 */
export function mostVisited(children: readonly SearchNode[]): SearchNode | null {
  let best: SearchNode | null = null;
  for (const child of children) {
    if (best === null || child.visits > best.visits || (child.visits === best.visits && meanReward(child) > meanReward(best))) best = child;
  }
  return best;
}
