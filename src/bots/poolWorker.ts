/**
 * The entry of a worker (process or thread) of the pool (`createTaskPool`): tinypool calls the default export once per task.
 * Built by tsup as dist/poolWorker.js; from the TypeScript sources, src/bots/poolWorkerSource.mjs registers tsx and
 * imports this file. Modules the tasks name are imported once per worker (Node caches them), so a worker pays for
 * loading a ruleset only on its first task.
 *
 * @module
 */
import { violation } from '../core/violation.js';
import type { BotFactory } from './botByName.js';
import { loadRuleset } from './loadRuleset.js';
import { importExport } from './moduleExport.js';
import { playSeededGame } from './playSeededGame.js';
import type { PoolReply, PoolTask } from './poolTask.js';

/**
 * Runs one {@link PoolTask}: plays its games, or calls its function. Never throws: a failure comes back as a
 * violation (`task-failed` for a function that threw).
 *
 * @example
 * ```ts
 * import runPoolTask from './poolWorker.js';
 * runPoolTask({
 *   kind: 'games',
 *   ruleset: { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' },
 *   specs: [{ scenario: 'skirmish', seed: 1, bots: ['random', 'random'] }],
 * }).then((reply) => console.log(reply.ok)); // true: the games played in this thread
 * ```
 */
export default async function runPoolTask(task: PoolTask): Promise<PoolReply> {
  try {
    if (task.kind === 'call') {
      const found = await importExport(task.task);
      if (!found.ok) return found;
      if (typeof found.value !== 'function') return { ok: false, violation: violation('not-a-function', 'core', `task.export: ${task.task.export} is not a function`) };
      return { ok: true, value: await (found.value as (input: unknown) => unknown)(task.input) };
    }
    const loaded = await loadRuleset(task.ruleset);
    if (!loaded.ok) return loaded;
    let factory: BotFactory | undefined;
    if (task.botFactory !== undefined) {
      const found = await importExport(task.botFactory);
      if (!found.ok) return found;
      if (typeof found.value !== 'function') return { ok: false, violation: violation('not-a-function', 'core', `botFactory.export: ${task.botFactory.export} is not a function`) };
      factory = found.value as BotFactory;
    }
    return { ok: true, value: task.specs.map((spec) => playSeededGame(loaded.ruleset, spec, factory)) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, violation: violation('task-failed', 'core', `the task failed in its worker: ${message.slice(0, 300)}`) };
  }
}
