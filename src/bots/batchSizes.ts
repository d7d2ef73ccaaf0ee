/** The most games {@link batchSizes} puts in one task by default (a task's games come back together). */
export const MAX_DEFAULT_BATCH = 8;

/**
 * How `runGames` splits `games` seeds into tasks for a pool of `workers`: the size of each task, in the order the
 * tasks are queued (the pool hands each to the next free worker).
 *
 * - `batch` given: tasks of that many games (rounded down, at least 1), the last one shorter.
 * - `batch` not given: decreasing tasks ("guided" scheduling): each takes a `2 x workers`-th of the games not yet
 *   queued, rounded up, at most {@link MAX_DEFAULT_BATCH}, so that the last `2 x workers` or so tasks are single
 *   games. A task costs a round trip between this process and a worker (the worker waits for its next task while
 *   this process receives the reply and sends the next), so few tasks is cheaper; small last tasks keep every worker
 *   busy until the end, since a worker that takes a task of `k` games leaves at least `(2 x workers - 1) x (k - 1)`
 *   games after it to the others. 32 games on 2 workers make 10 tasks (8, 6, 5, 4, 3, 2, 1, 1, 1, 1) instead of 32.
 *
 * Which worker plays which game never changes a game or the order of the results (docs/parallel.md).
 *
 * @example
 * ```ts
 * import { batchSizes } from 'kriegsspiel/pool';
 * batchSizes(32, 2); // [8, 6, 5, 4, 3, 2, 1, 1, 1, 1]
 * batchSizes(5, 2, 2); // [2, 2, 1]
 * ```
 */
export function batchSizes(games: number, workers: number, batch?: number): number[] {
  const sizes: number[] = [];
  const fixed = batch === undefined || Number.isNaN(batch) ? undefined : Math.max(1, Math.floor(batch)); // Infinity: one task
  const share = 2 * Math.max(1, Math.floor(workers));
  for (let left = Math.max(0, Math.floor(games)); left > 0; ) {
    const size = Math.min(left, fixed ?? Math.min(MAX_DEFAULT_BATCH, Math.ceil(left / share)));
    sizes.push(size);
    left -= size;
  }
  return sizes;
}
