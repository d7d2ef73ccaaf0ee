/**
 * `kriegsspiel/pool`: many seeded games or tasks in parallel on Node worker processes or threads (tinypool), with identical results
 * for any number of workers (docs/parallel.md). Node only: kept out of the main entry so that `kriegsspiel` stays free
 * of worker threads and dynamic imports in a browser bundle (docs/performance.md, "Browser bundle"). The bots, `botByName`,
 * `fieldBots`, `playSeededGame` and `gameStats` the workers use are in the main entry and run anywhere.
 *
 * @packageDocumentation
 * @module kriegsspiel/pool
 */
export type { ModuleExport } from './bots/moduleExport.js';
export { importExport } from './bots/moduleExport.js';
export type { RulesetSource } from './bots/loadRuleset.js';
export { loadRuleset } from './bots/loadRuleset.js';
export type { PoolTask, PoolReply } from './bots/poolTask.js';
export type { PoolRuntime, TaskPool, TaskPoolOptions } from './bots/taskPool.js';
export { createTaskPool, DEFAULT_POOL_RUNTIME, defaultWorkerFlags } from './bots/taskPool.js';
export type { RunGamesOptions, RunGamesResult } from './bots/runGames.js';
export { runGames } from './bots/runGames.js';
export { batchSizes, MAX_DEFAULT_BATCH } from './bots/batchSizes.js';
export type { RunTasksOptions } from './bots/runTasks.js';
export { runTasks } from './bots/runTasks.js';
