import type { Tinypool as TinypoolClass } from 'tinypool';
import { quote } from '../core/quote.js';
import { violation, type Violation } from '../core/violation.js';
import { importModule } from './importModule.js';
import type { PoolReply, PoolTask } from './poolTask.js';

/** Options of {@link createTaskPool}. */
export interface TaskPoolOptions {
  /** Worker threads (default 1; a fraction is rounded down, less than 1 counts as 1). They start at once and stay until `close`. */
  readonly workers?: number;
}

/** A pool of worker threads that run {@link PoolTask}s (see {@link createTaskPool}). */
export interface TaskPool {
  /** How many worker threads it has. */
  readonly workers: number;
  /** Runs one task on the next free worker. Resolves to the worker's reply; never rejects. */
  run(task: PoolTask): Promise<PoolReply>;
  /** Stops the workers (after the tasks already started). */
  close(): Promise<void>;
}

/**
 * The worker entry: the built dist/poolWorker.js beside the bundle this code is in, or, when this code runs from its
 * TypeScript source (vitest, tsx: the module's URL ends in `.ts`), the bootstrap that registers tsx in the worker.
 */
function workerEntry(): { readonly filename: URL; readonly fromSource: boolean } {
  const here = import.meta.url;
  const fromSource = here.endsWith('.ts');
  return { filename: new URL(fromSource ? './poolWorkerSource.mjs' : './poolWorker.js', here), fromSource };
}

/** Node flags of the main thread that name its own entry (code given on the command line): a worker refuses them. */
const ENTRY_FLAGS = new Set(['--input-type', '-e', '--eval', '-p', '--print']);

/**
 * The Node flags the pool's workers start with: the main thread's (`process.execArgv`, as `new Worker` would pass
 * them) without those about the main entry (`--input-type`, `-e`/`--eval`, `-p`/`--print` and their values), which
 * make a worker fail to start, e.g. under `node --input-type=module -e '...'`.
 *
 * @example
 * ```ts
 * import { workerExecArgv } from './taskPool.js';
 * workerExecArgv(['--input-type=module', '--max-old-space-size=900', '-e', 'code']); // ['--max-old-space-size=900']
 * ```
 */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i]!;
    if (ENTRY_FLAGS.has(flag)) i++; // and its value
    else if (!flag.startsWith('--input-type=') && !flag.startsWith('--eval=') && !flag.startsWith('--print=')) kept.push(flag);
  }
  return kept;
}

/**
 * Starts a pool of worker threads on tinypool (rejects only if tinypool cannot be loaded). Each worker imports what its tasks name (rulesets, bot factories,
 * task functions) by module and export name, since functions cannot cross threads. Tasks go to whichever worker is
 * free; callers that need results in a fixed order (as `runGames` and `runTasks` do) index them by task, so results
 * never depend on the number of workers.
 *
 * @example
 * ```ts
 * import { createTaskPool } from 'kriegsspiel/pool';
 * const ruleset = { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' };
 * createTaskPool({ workers: 1 }).then(async (pool) => {
 *   const reply = await pool.run({ kind: 'games', ruleset, specs: [{ scenario: 'skirmish', seed: 1, bots: ['random', 'random'] }] });
 *   await pool.close();
 *   console.log(reply.ok);
 * });
 * ```
 */
export async function createTaskPool(options: TaskPoolOptions = {}): Promise<TaskPool> {
  const asked = options.workers ?? 1;
  const workers = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : 1;
  // tinypool is ESM only: imported when a pool starts (so the CommonJS build of the package loads without it), by a
  // real import() in either build.
  const { Tinypool } = (await importModule('tinypool')) as unknown as { Tinypool: typeof TinypoolClass };
  const entry = workerEntry();
  const pool = new Tinypool({
    filename: entry.filename.href,
    minThreads: workers,
    maxThreads: workers,
    // From the sources, the main thread may run under `tsx` (execArgv `--import tsx`): the bootstrap registers tsx
    // itself, once, so the workers do not inherit it.
    execArgv: entry.fromSource ? [] : workerExecArgv(process.execArgv),
  });
  return {
    workers,
    async run(task) {
      try {
        return (await pool.run(task)) as PoolReply;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, violation: violation('worker-failed', 'core', `a pool worker failed: ${message.slice(0, 300)}`) };
      }
    },
    close: () => pool.destroy(),
  };
}

/** {@link createTaskPool} for `runGames` and `runTasks`: the pool, or a `pool-failed` violation instead of a rejection. */
export async function startPool(workers = 1): Promise<TaskPool | { readonly ok: false; readonly violation: Violation }> {
  if (!Number.isSafeInteger(workers) || workers < 1) {
    return { ok: false, violation: violation('bad-workers', 'core', `workers: expected a whole number of at least 1, got ${quote(workers)}`) };
  }
  try {
    return await createTaskPool({ workers });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, violation: violation('pool-failed', 'core', `cannot start the worker pool: ${message.slice(0, 300)}`) };
  }
}
