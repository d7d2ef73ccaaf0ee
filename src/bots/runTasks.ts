import type { Violation } from '../core/violation.js';
import type { ModuleExport } from './moduleExport.js';
import { poolSettings, startPool, type TaskPool, type TaskPoolOptions } from './taskPool.js';

/** Options of {@link runTasks}; `workers`, `runtime` and `workerFlags` (see `TaskPoolOptions`) start the pool made for the call. */
export interface RunTasksOptions extends TaskPoolOptions {
  /** An open pool to use (and leave open); then `workers`, `runtime` and `workerFlags` are ignored. */
  readonly pool?: TaskPool;
}

/**
 * Calls the function `task` names once per input on a pool of workers (a search per position, a batch of
 * rollouts per seed) and returns the outputs in input order, or the first failure as a violation. The function takes
 * one structured-cloneable input and returns (or resolves to) a structured-cloneable output; for results that do
 * not depend on the number of workers, it must depend only on its input (seed it from the input, never from time).
 *
 * @example
 * ```ts
 * import { runTasks } from 'kriegsspiel/pool';
 * // A module of yours, e.g. /abs/path/search.js: export function search(seed: number) { ... return { seed, best }; }
 * const task = { module: 'file:///abs/path/search.js', export: 'search' };
 * runTasks<number, { seed: number }>(task, [1, 2, 3], { workers: 2 }).then((run) => {
 *   if (run.ok) console.log(run.outputs.map((o) => o.seed));
 * });
 * ```
 */
export async function runTasks<I, O>(
  task: ModuleExport,
  inputs: readonly I[],
  options: RunTasksOptions = {},
): Promise<{ readonly ok: true; readonly outputs: readonly O[] } | { readonly ok: false; readonly violation: Violation }> {
  const pool = options.pool ?? (await startPool(poolSettings(options)));
  if ('violation' in pool) return pool;
  try {
    const replies = await Promise.all(inputs.map((input) => pool.run({ kind: 'call', task, input })));
    const outputs: O[] = [];
    for (const reply of replies) {
      if (!reply.ok) return reply;
      outputs.push(reply.value as O);
    }
    return { ok: true, outputs };
  } finally {
    if (options.pool === undefined) await pool.close();
  }
}
