/**
 * The entry of a worker (process or thread) of the pool (`createTaskPool`): tinypool calls the default export once per task.
 * Built by tsup as dist/poolWorker.js; from the TypeScript sources, src/bots/poolWorkerSource.mjs registers tsx and
 * imports this file. Modules the tasks name are imported once per worker, on its first task that names them.
 *
 * @module
 */
import type { AnyRuleset } from '../core/registry.js';
import { violation } from '../core/violation.js';
import type { BotFactory } from './botByName.js';
import { loadRuleset, type RulesetSource } from './loadRuleset.js';
import { importExport, type ModuleExport } from './moduleExport.js';
import { playSeededGame } from './playSeededGame.js';
import type { PoolReply, PoolTask } from './poolTask.js';

/** The key of a module's export (and registry id) in a task runner's cache. */
const keyOf = (ref: ModuleExport & { readonly id?: string }): string => JSON.stringify([ref.module, ref.export, ref.id ?? null]);

/** An export that must be a function: the function, or a `not-a-function` reply naming `field`. */
async function importFunction(ref: ModuleExport, field: string): Promise<{ readonly ok: true; readonly value: (...args: never[]) => unknown } | PoolReply & { readonly ok: false }> {
  const found = await importExport(ref);
  if (!found.ok) return found;
  if (typeof found.value !== 'function') return { ok: false, violation: violation('not-a-function', 'core', `${field}: ${ref.export} is not a function`) };
  return { ok: true, value: found.value as (...args: never[]) => unknown };
}

/**
 * A function that runs {@link PoolTask}s: plays a task's games, or calls its function. It keeps the rulesets, bot
 * factories and task functions it found, by module, export (and registry id), for the tasks after: Node imports a
 * module once, but each `import()` still resolves its specifier, which costs about 30 µs on plain Node and 1.4 to
 * 1.9 ms under tsx's loader (the pool run from the sources, as the tests and the bench do; docs/parallel.md). Only
 * what was found is kept; a failure is looked up again by the next task. Never throws: a failure comes back as a
 * violation (`task-failed` for a function that threw).
 *
 * @example
 * ```ts
 * import { createTaskRunner } from './poolWorker.js';
 * const run = createTaskRunner();
 * run({
 *   kind: 'games',
 *   ruleset: { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' },
 *   specs: [{ scenario: 'skirmish', seed: 1, bots: ['random', 'random'] }],
 * }).then((reply) => console.log(reply.ok)); // true: the games played in this thread
 * ```
 */
export function createTaskRunner(): (task: PoolTask) => Promise<PoolReply> {
  const rulesets = new Map<string, AnyRuleset>();
  const functions = new Map<string, (...args: never[]) => unknown>();
  const ruleset = async (source: RulesetSource): Promise<{ readonly ok: true; readonly ruleset: AnyRuleset } | PoolReply & { readonly ok: false }> => {
    const known = rulesets.get(keyOf(source));
    if (known !== undefined) return { ok: true, ruleset: known };
    const loaded = await loadRuleset(source);
    if (loaded.ok) rulesets.set(keyOf(source), loaded.ruleset);
    return loaded;
  };
  const fn = async (ref: ModuleExport, field: string): ReturnType<typeof importFunction> => {
    const known = functions.get(keyOf(ref));
    if (known !== undefined) return { ok: true, value: known };
    const found = await importFunction(ref, field);
    if (found.ok) functions.set(keyOf(ref), found.value);
    return found;
  };
  return async (task) => {
    try {
      if (task.kind === 'call') {
        const found = await fn(task.task, 'task.export');
        if (!found.ok) return found;
        return { ok: true, value: await (found.value as (input: unknown) => unknown)(task.input) };
      }
      const loaded = await ruleset(task.ruleset);
      if (!loaded.ok) return loaded;
      let factory: BotFactory | undefined;
      if (task.botFactory !== undefined) {
        const found = await fn(task.botFactory, 'botFactory.export');
        if (!found.ok) return found;
        factory = found.value as BotFactory;
      }
      return { ok: true, value: task.specs.map((spec) => playSeededGame(loaded.ruleset, spec, factory)) };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, violation: violation('task-failed', 'core', `the task failed in its worker: ${message.slice(0, 300)}`) };
    }
  };
}

/** The task function tinypool calls in this worker: one {@link createTaskRunner} for the worker's life. */
const runPoolTask: (task: PoolTask) => Promise<PoolReply> = createTaskRunner();
export default runPoolTask;
