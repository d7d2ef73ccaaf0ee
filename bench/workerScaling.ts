/**
 * Worker scaling of the pool (docs/parallel.md): seeded random-vs-random Wagram games through `runGames` on a pool
 * of one worker and on a pool of two, with the library's default pool (runtime and worker flags) unless told.
 *
 * 1. Cold: each pool is started and plays `warmup` games per worker, timed from the start of the pool: what a short
 *    run costs, start-up and each worker's JIT compilation of the engine included.
 * 2. Warm: both pools stay open, and in `rounds` rounds (alternating which goes first) each plays the same seeds
 *    1..`games`; the headline `workerScaling` is the best two-worker figure over the best one-worker figure. Every
 *    run must return the same games. The games go to the workers in the tasks `runGames` makes by default
 *    (decreasing, down to single games: `batchSizes`), as a user's would; until branch h/scaling2 the bench sent one
 *    game per task (`BENCH_SCALING_BATCH=1` still does).
 * 3. Ceiling: in each round, each pool also runs a task that only computes (bench/spinTask.ts), one per worker: what
 *    the machine gives two busy workers over one at that moment. A busy machine lowers it, and the games' ratio with it.
 *
 * Why warm pools: a worker compiles the engine (V8's optimizing compiler, on background threads) while it plays its
 * first games, and keeps recompiling as rarer rules (retreats, advances, night) first run and as the units' object
 * shapes settle: traced with `--trace-opt --trace-deopt`, 124 optimizations and 149 deoptimizations during 8 games
 * played after 10 warm-up games, 10 and 1 after 40. With one worker that work runs on the otherwise idle second core,
 * with two it takes the cores the games need. Random games now run on the rollout path (`playSeededGame` plays them
 * with `playInPlace`), about 50 ms of CPU each once warm, so 40 warm-up games per worker cost a few seconds.
 *
 * `npx tsx bench/workerScaling.ts` runs it alone; bench/run.ts calls {@link benchWorkerScaling} with
 * {@link scalingSettingsFromEnv}.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { SeededGame } from 'kriegsspiel';
import { createTaskPool, runGames, type PoolRuntime, type RunGamesOptions, type TaskPool, type TaskPoolOptions } from 'kriegsspiel/pool';
import { envInt } from './envInt.js';
import { processTreeCpuSeconds } from './processTreeCpu.js';

/** How much to measure. */
export interface WorkerScalingSettings {
  /** Warm rounds of (one-worker pool, two-worker pool); odd rounds start with one worker, even rounds with two. */
  readonly rounds: number;
  /** Measured games per pool and round (seeds 1..games). */
  readonly games: number;
  /** Games per worker each pool plays first, timed as the cold figure (seeds from 100,001). */
  readonly warmup: number;
  /** Runtime and worker flags of both pools (default: the library's defaults). */
  readonly pool?: Omit<TaskPoolOptions, 'workers'>;
  /** Games per task (default: `runGames`'s own, decreasing tasks; see `batchSizes`). */
  readonly batch?: number;
}

/** A pair of figures, one worker and two, and their ratio. */
export interface Pair {
  readonly oneWorker: number;
  readonly twoWorkers: number;
  readonly ratio: number;
}

/** The figures bench/latest.json stores under `wagram.workerScalingDetail`. */
export interface WorkerScalingResult {
  /** Warm pools: best games per second of each over the rounds. */
  readonly oneWorker: { readonly gamesPerSecond: number };
  readonly twoWorkers: { readonly gamesPerSecond: number };
  /** Two workers' games per second over one worker's (warm, best of each over the rounds). */
  readonly workerScaling: number;
  /** The same ratio in each round, lowest and highest. */
  readonly spread: readonly [number, number];
  /** Fresh pools, `warmup` games per worker, start-up and compilation included: games per second. */
  readonly cold: Pair;
  /** Pure computation, one task per worker: tasks per second, best of the rounds; the ratio is the ceiling. */
  readonly ceiling: Pair;
  /**
   * CPU seconds of the whole process tree per warm game with one and two workers (best round), and what they predict
   * for a machine with a free core per worker: `2 x cpu(one) / cpu(two)`.
   */
  readonly cpu: { readonly oneWorkerSecondsPerGame: number; readonly twoWorkersSecondsPerGame: number; readonly scalingIfCoresFree: number };
  /** The pools' runtime and their workers' flags (`workerFlags`: the one-worker pool's; `twoWorkerFlags`: the other's). */
  readonly pool: { readonly runtime: PoolRuntime; readonly workerFlags: readonly string[]; readonly twoWorkerFlags: readonly string[] };
  readonly games: number;
  readonly rounds: number;
  readonly warmup: number;
  /** Games per task, or `'default'` for `runGames`'s own split (decreasing tasks). */
  readonly batch: number | 'default';
  readonly loadAverage: { readonly before: number; readonly after: number };
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** The games of Wagram the pool plays: random bots, auto chance mode, results only (compact replies). */
const WAGRAM: Omit<RunGamesOptions, 'seeds'> = {
  ruleset: { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' },
  scenario: 'wagram',
  bots: ['random', 'random'],
};

/** The compute-only task: iterations per task, about 0.3 s on this machine. */
const SPIN = { task: { module: new URL('./spinTask.ts', import.meta.url).href, export: 'spin' }, iterations: 150_000_000 };

/** One timed run of games: wall-clock games per second, CPU seconds of the process tree per game, cores used. */
interface Timed {
  readonly gamesPerSecond: number;
  readonly cpuSecondsPerGame: number;
  readonly coresUsed: number;
  readonly games: readonly SeededGame[];
}

/** Plays `seeds` on `pool` (tasks of `batch` games, default `runGames`'s own split) and times it from `t0` (default: now). */
async function timedGames(pool: TaskPool, seeds: readonly number[], batch: number | undefined, t0 = performance.now()): Promise<Timed> {
  const cpu0 = processTreeCpuSeconds();
  const run = await runGames({ ...WAGRAM, seeds, pool, ...(batch === undefined ? {} : { batch }) });
  const cpuSeconds = processTreeCpuSeconds() - cpu0;
  const seconds = (performance.now() - t0) / 1000;
  if (!run.ok) throw new Error(`workerScaling: ${run.violation.code}: ${run.violation.message}`);
  const stopped = run.games.find((g) => g.refused !== null || !g.result?.terminal);
  if (stopped) throw new Error(`workerScaling: seed ${stopped.seed} did not finish (${stopped.refused?.message ?? 'ply limit'})`);
  return { gamesPerSecond: seeds.length / seconds, cpuSecondsPerGame: cpuSeconds / seeds.length, coresUsed: cpuSeconds / seconds, games: run.games };
}

/** Compute-only tasks per second on `pool`, one task per worker. */
async function timedSpin(pool: TaskPool): Promise<number> {
  const t0 = performance.now();
  const replies = await Promise.all(Array.from({ length: pool.workers }, () => pool.run({ kind: 'call', task: SPIN.task, input: SPIN.iterations })));
  const failed = replies.find((r) => !r.ok);
  if (failed && !failed.ok) throw new Error(`workerScaling: the compute task failed: ${failed.violation.message}`);
  return pool.workers / ((performance.now() - t0) / 1000);
}

/** Fails unless both runs returned the same games, seed by seed. */
function verifySame(a: readonly SeededGame[], b: readonly SeededGame[]): void {
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    const differ = a.filter((g, i) => JSON.stringify(g) !== JSON.stringify(b[i])).map((g) => g.seed);
    throw new Error(`workerScaling: one and two workers returned different games (seeds ${differ.join(', ')})`);
  }
}

const pair = (one: number, two: number, digits = 3): Pair => ({ oneWorker: round(one, digits), twoWorkers: round(two, digits), ratio: round(two / one, 2) });
const show = (t: Timed): string => `${t.gamesPerSecond.toFixed(2)} games/s (${t.cpuSecondsPerGame.toFixed(3)} CPU s/game, ${t.coresUsed.toFixed(2)} cores)`;

/**
 * Measures random Wagram games through the pool with one worker and with two (cold, then warm), and the compute-only
 * ceiling, printing a line per step with `log`.
 *
 * @example
 * ```ts
 * import { benchWorkerScaling } from './workerScaling.js';
 * const scaling = await benchWorkerScaling({ rounds: 1, games: 2, warmup: 1 }, console.log); // scaling.workerScaling
 * ```
 */
export async function benchWorkerScaling(settings: WorkerScalingSettings, log: (line: string) => void): Promise<WorkerScalingResult> {
  const seeds = Array.from({ length: settings.games }, (_, i) => i + 1);
  const before = loadavg()[0]!;
  const pools: TaskPool[] = [];
  try {
    const cold: Timed[] = [];
    for (const workers of [1, 2]) {
      const t0 = performance.now();
      const pool = await createTaskPool({ ...settings.pool, workers });
      pools.push(pool);
      const warm = Array.from({ length: settings.warmup * workers }, (_, i) => 100_001 + i);
      if (warm.length > 0) cold.push(await timedGames(pool, warm, settings.batch, t0));
    }
    const [one, two] = pools as [TaskPool, TaskPool];
    log(
      `Worker scaling: random Wagram games through runGames on pools of 1 and 2 ${one.runtime === 'processes' ? 'worker processes' : 'worker threads'}` +
        ` (worker flags: ${one.workerFlags.join(' ') || 'none'} with 1, ${two.workerFlags.join(' ') || 'none'} with 2;` +
        ` ${settings.batch === undefined ? "runGames's default tasks" : `${settings.batch} game(s) per task`}); load average ${before.toFixed(2)}`,
    );
    if (cold.length === 2) log(`  cold (start-up and ${settings.warmup} games per worker): 1 worker ${show(cold[0]!)}, 2 workers ${show(cold[1]!)}: ${(cold[1]!.gamesPerSecond / cold[0]!.gamesPerSecond).toFixed(2)}x`);
    const rounds: { one: Timed; two: Timed; spinOne: number; spinTwo: number }[] = [];
    let reference: readonly SeededGame[] | undefined;
    for (let n = 1; n <= settings.rounds; n++) {
      const order = n % 2 === 1 ? [one, two] : [two, one];
      const figures = new Map<TaskPool, { timed: Timed; spin: number }>();
      for (const pool of order) {
        const timed = await timedGames(pool, seeds, settings.batch);
        if (reference) verifySame(reference, timed.games);
        reference ??= timed.games;
        figures.set(pool, { timed, spin: await timedSpin(pool) });
      }
      const a = figures.get(one)!;
      const b = figures.get(two)!;
      rounds.push({ one: a.timed, two: b.timed, spinOne: a.spin, spinTwo: b.spin });
      log(
        `  warm round ${n} (${settings.games} games): 1 worker ${show(a.timed)}, 2 workers ${show(b.timed)}: ${(b.timed.gamesPerSecond / a.timed.gamesPerSecond).toFixed(2)}x; ` +
          `compute-only ceiling ${(b.spin / a.spin).toFixed(2)}x (load average ${loadavg()[0]!.toFixed(2)})`,
      );
    }
    const best = (f: (r: (typeof rounds)[number]) => number): number => Math.max(...rounds.map(f));
    const ratios = rounds.map((r) => round(r.two.gamesPerSecond / r.one.gamesPerSecond, 2));
    const cpuOne = Math.min(...rounds.map((r) => r.one.cpuSecondsPerGame));
    const cpuTwo = Math.min(...rounds.map((r) => r.two.cpuSecondsPerGame));
    const gamesOne = best((r) => r.one.gamesPerSecond);
    const gamesTwo = best((r) => r.two.gamesPerSecond);
    const result: WorkerScalingResult = {
      oneWorker: { gamesPerSecond: round(gamesOne, 3) },
      twoWorkers: { gamesPerSecond: round(gamesTwo, 3) },
      workerScaling: round(gamesTwo / gamesOne, 2),
      spread: [Math.min(...ratios), Math.max(...ratios)],
      cold: cold.length === 2 ? pair(cold[0]!.gamesPerSecond, cold[1]!.gamesPerSecond) : pair(Number.NaN, Number.NaN),
      ceiling: pair(best((r) => r.spinOne), best((r) => r.spinTwo)),
      cpu: { oneWorkerSecondsPerGame: round(cpuOne, 3), twoWorkersSecondsPerGame: round(cpuTwo, 3), scalingIfCoresFree: round((2 * cpuOne) / cpuTwo, 2) },
      pool: { runtime: one.runtime, workerFlags: one.workerFlags, twoWorkerFlags: two.workerFlags },
      games: settings.games,
      rounds: settings.rounds,
      warmup: settings.warmup,
      batch: settings.batch ?? 'default',
      loadAverage: { before: round(before, 2), after: round(loadavg()[0]!, 2) },
    };
    log(
      `  verified: every warm run returned the same ${settings.games} games; workerScaling = ${result.workerScaling} (rounds: ${result.spread.join('..')}; ` +
        `compute-only ceiling ${result.ceiling.ratio}x); CPU per game ${result.cpu.oneWorkerSecondsPerGame} s vs ${result.cpu.twoWorkersSecondsPerGame} s, so ${result.cpu.scalingIfCoresFree}x with a free core per worker`,
    );
    return result;
  } finally {
    for (const pool of pools) await pool.close();
  }
}

/**
 * The settings from the environment (all optional): BENCH_SCALING_ROUNDS (default 3; 0 skips it in bench/run.ts),
 * BENCH_SCALING_GAMES (measured games per pool and round, default 192; 96 until the fifth speed round
 * halved a game's time, 32 until branch h/scaling2: with 16 games a worker, the other worker's last game alone was 3 % of a
 * round), BENCH_SCALING_WARMUP (cold games per worker,
 * default 40), BENCH_SCALING_RUNTIME (`processes` or `threads`; default the library's), BENCH_SCALING_FLAGS (worker
 * processes' flags, space-separated; `none` for none; default the library's) and BENCH_SCALING_BATCH (games per task;
 * default `runGames`'s own split).
 *
 * @example
 * ```ts
 * import { scalingSettingsFromEnv } from './workerScaling.js';
 * const settings = scalingSettingsFromEnv(); // { rounds: 3, games: 192, warmup: 40, pool: {} } with nothing set
 * ```
 */
export function scalingSettingsFromEnv(): WorkerScalingSettings {
  const runtime = process.env['BENCH_SCALING_RUNTIME'];
  if (runtime !== undefined && runtime !== '' && runtime !== 'processes' && runtime !== 'threads') throw new Error(`BENCH_SCALING_RUNTIME must be processes or threads, got "${runtime}"`);
  const flags = process.env['BENCH_SCALING_FLAGS'];
  const batch = process.env['BENCH_SCALING_BATCH'];
  return {
    rounds: envInt('BENCH_SCALING_ROUNDS', 3, 0),
    games: envInt('BENCH_SCALING_GAMES', 192),
    warmup: envInt('BENCH_SCALING_WARMUP', 40, 0),
    pool: {
      ...(runtime === 'processes' || runtime === 'threads' ? { runtime } : {}),
      ...(flags === undefined || flags === '' ? {} : { workerFlags: flags === 'none' ? [] : flags.split(' ').filter((f) => f !== '') }),
    },
    ...(batch === undefined || batch === '' ? {} : { batch: envInt('BENCH_SCALING_BATCH', 1) }),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchWorkerScaling(scalingSettingsFromEnv(), (line) => console.log(line)).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(`workerScaling FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
