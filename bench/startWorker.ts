import { Worker } from 'node:worker_threads';

/**
 * Runs one benchmark worker in its own thread (a fresh V8 isolate with its own copy of the engine) and resolves with
 * the one message it posts. `task.entry` is the worker's TypeScript module; bench/tsWorker.mjs registers tsx in the
 * worker and imports it (see docs/performance.md, "Why tsx needs a bootstrap in the worker").
 *
 * @example
 * ```ts
 * import { startWorker } from './startWorker.js';
 * import type { WagramResult } from './wagramWorker.js';
 * const entry = new URL('./wagramWorker.ts', import.meta.url).href;
 * const result = await startWorker<WagramResult>('rollout', { entry, kind: 'rollout', seeds: [1], warmupSeeds: [] });
 * ```
 */
export function startWorker<R>(label: string, task: { readonly entry: string }): Promise<R> {
  return new Promise((resolve, reject) => {
    // No execArgv: the tsx hooks inherited from the main thread do not reach a worker's entry on Node 20, so the
    // bootstrap registers tsx itself (see bench/tsWorker.mjs).
    const worker = new Worker(new URL('./tsWorker.mjs', import.meta.url), { workerData: task, execArgv: [] });
    let result: R | undefined;
    worker.once('message', (message: R) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (result !== undefined && code === 0 ? resolve(result) : reject(new Error(`${label} worker exited with code ${code} and no result`))));
  });
}
