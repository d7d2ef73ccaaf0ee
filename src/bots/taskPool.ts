import type { Tinypool as TinypoolClass } from 'tinypool';
import { quote } from '../core/quote.js';
import { violation, type Violation } from '../core/violation.js';
import { importModule } from './importModule.js';
import type { PoolReply, PoolTask } from './poolTask.js';

/**
 * Where a pool's workers run: `'processes'`, each a child Node process (the default), or `'threads'`, worker threads of
 * this process. Both play the same games at the same speed (docs/parallel.md); a worker process also starts with
 * this process's V8 flags (`node --max-old-space-size=...`, which worker threads refuse: the pool would not start)
 * and can be given its own (`workerFlags`), since V8's flags are per process.
 */
export type PoolRuntime = 'processes' | 'threads';

/** Options of {@link createTaskPool}. */
export interface TaskPoolOptions {
  /** Workers (default 1; a fraction is rounded down, less than 1 counts as 1). They start at once and stay until `close`. */
  readonly workers?: number;
  /** Child processes or worker threads (default {@link DEFAULT_POOL_RUNTIME}). */
  readonly runtime?: PoolRuntime;
  /**
   * Node and V8 flags each worker process starts with, after this process's own, e.g. `['--max-old-space-size=4096']`.
   * Worker processes only: with runtime `'threads'` a non-empty list is refused. Default: {@link defaultWorkerFlags}
   * (`['--single-threaded']` when the workers are at least as many as the machine's cores, else none).
   */
  readonly workerFlags?: readonly string[];
}

/** A pool of workers that run {@link PoolTask}s (see {@link createTaskPool}). */
export interface TaskPool {
  /** How many workers it has. */
  readonly workers: number;
  /** Whether they are child processes or worker threads. */
  readonly runtime: PoolRuntime;
  /** The Node and V8 flags its worker processes were given beyond this process's own (`[]` for threads). */
  readonly workerFlags: readonly string[];
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

/** Node flags of the main thread that name its own entry (code given on the command line): not a worker's. */
const ENTRY_FLAGS = new Set(['--input-type', '-e', '--eval', '-p', '--print']);

/**
 * The Node flags the pool's workers start with: the main thread's (`process.execArgv`, as a worker would inherit
 * them) without those about the main entry (`--input-type`, `-e`/`--eval`, `-p`/`--print` and their values), which
 * make a worker thread fail to start, e.g. under `node --input-type=module -e '...'`, and would make a worker process
 * run that code instead of the pool's.
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

/** The runtime of a pool whose options name none: worker processes (see {@link PoolRuntime}). */
export const DEFAULT_POOL_RUNTIME: PoolRuntime = 'processes';

/**
 * The V8 flags a pool's worker processes get when `workerFlags` is not given: `['--single-threaded']` when there are
 * at least as many workers as `cores` (V8's compiler and garbage collector then run on each worker's own thread
 * instead of taking cores the other workers need), none when some core is left over (where those helper threads cost
 * the workers nothing and halve the time a worker spends compiling its first games). Measured in docs/parallel.md.
 *
 * @example
 * ```ts
 * import { defaultWorkerFlags } from 'kriegsspiel/pool';
 * defaultWorkerFlags(2, 2); // ['--single-threaded']
 * defaultWorkerFlags(1, 2); // []
 * ```
 */
export function defaultWorkerFlags(workers: number, cores: number): string[] {
  return workers >= cores ? ['--single-threaded'] : [];
}

/** The machine's cores as Node counts them (`os.availableParallelism`), imported when a pool starts. */
async function coreCount(): Promise<number> {
  const os = (await importModule('node:os')) as { availableParallelism?: () => number; cpus: () => readonly unknown[] };
  return os.availableParallelism?.() ?? os.cpus().length;
}

/** Why `options` cannot start a pool (field and reason), or `undefined` when they can. */
function badPoolOptions(options: TaskPoolOptions): Violation | undefined {
  if (options.runtime !== undefined && options.runtime !== 'processes' && options.runtime !== 'threads') {
    return violation('bad-runtime', 'core', `runtime: expected "processes" or "threads", got ${quote(options.runtime)}`);
  }
  const flags: unknown = options.workerFlags;
  if (flags !== undefined && !(Array.isArray(flags) && flags.every((flag) => typeof flag === 'string'))) {
    return violation('bad-worker-flags', 'core', `workerFlags: expected an array of strings, got ${quote(flags)}`);
  }
  if (options.runtime === 'threads' && Array.isArray(flags) && flags.length > 0) {
    return violation('bad-worker-flags', 'core', 'workerFlags: worker threads take no flags of their own (V8 flags are per process): use runtime "processes"');
  }
  return undefined;
}

/** This process's environment as a plain record of strings (a worker process gets it whole). */
function environment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return env;
}

/**
 * Starts a pool of workers on tinypool: child processes or worker threads (`runtime`). Rejects if tinypool cannot be
 * loaded, or with the message of a `bad-runtime` or `bad-worker-flags` violation (`runGames` and `runTasks` return
 * those as values). Each worker imports what its tasks name (rulesets, bot factories, task functions) by module and
 * export name, since functions cannot cross to another thread or process. Tasks go to whichever worker is free;
 * callers that need results in a fixed order (as `runGames` and `runTasks` do) index them by task, so results never
 * depend on the number of workers or on the runtime.
 *
 * @example
 * ```ts
 * import { createTaskPool } from 'kriegsspiel/pool';
 * const ruleset = { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' };
 * createTaskPool({ workers: 1 }).then(async (pool) => {
 *   const reply = await pool.run({ kind: 'games', ruleset, specs: [{ scenario: 'skirmish', seed: 1, bots: ['random', 'random'] }] });
 *   await pool.close();
 *   console.log(reply.ok, pool.runtime);
 * });
 * ```
 */
export async function createTaskPool(options: TaskPoolOptions = {}): Promise<TaskPool> {
  const asked = options.workers ?? 1;
  const workers = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : 1;
  const bad = badPoolOptions(options);
  if (bad !== undefined) throw new Error(bad.message);
  const runtime = options.runtime ?? DEFAULT_POOL_RUNTIME;
  const workerFlags = options.workerFlags !== undefined ? [...options.workerFlags] : runtime === 'processes' ? defaultWorkerFlags(workers, await coreCount()) : [];
  // tinypool is ESM only: imported when a pool starts (so the CommonJS build of the package loads without it), by a
  // real import() in either build.
  const { Tinypool } = (await importModule('tinypool')) as unknown as { Tinypool: typeof TinypoolClass };
  const entry = workerEntry();
  // From the sources, the main thread may run under `tsx` (execArgv `--import tsx`): the bootstrap registers tsx
  // itself, once, so the workers do not inherit it.
  const inherited = entry.fromSource ? [] : workerExecArgv(process.execArgv);
  const pool = new Tinypool({
    filename: entry.filename.href,
    minThreads: workers,
    maxThreads: workers,
    ...(runtime === 'processes'
      ? {
          runtime: 'child_process' as const,
          execArgv: [...inherited, ...workerFlags],
          // tinypool gives a worker process only the variables named here: pass ours on, as a worker thread sees them.
          env: environment(),
          // Structured clone, as between threads (the default, JSON, would turn undefined into null and drop Maps).
          serialization: 'advanced' as const,
        }
      : { runtime: 'worker_threads' as const, execArgv: inherited }),
  });
  return {
    workers,
    runtime,
    workerFlags,
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

/** The {@link TaskPoolOptions} among `options` (those of `runGames` or `runTasks`), without the fields left unset. */
export function poolSettings(options: TaskPoolOptions): TaskPoolOptions {
  return {
    ...(options.workers === undefined ? {} : { workers: options.workers }),
    ...(options.runtime === undefined ? {} : { runtime: options.runtime }),
    ...(options.workerFlags === undefined ? {} : { workerFlags: options.workerFlags }),
  };
}

/** {@link createTaskPool} for `runGames` and `runTasks`: the pool, or a `pool-failed` violation instead of a rejection. */
export async function startPool(options: TaskPoolOptions = {}): Promise<TaskPool | { readonly ok: false; readonly violation: Violation }> {
  const workers = options.workers ?? 1;
  if (!Number.isSafeInteger(workers) || workers < 1) {
    return { ok: false, violation: violation('bad-workers', 'core', `workers: expected a whole number of at least 1, got ${quote(workers)}`) };
  }
  const bad = badPoolOptions(options);
  if (bad !== undefined) return { ok: false, violation: bad };
  try {
    return await createTaskPool(options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, violation: violation('pool-failed', 'core', `cannot start the worker pool: ${message.slice(0, 300)}`) };
  }
}
