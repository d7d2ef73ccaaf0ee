/**
 * Worker scaling of the pool (docs/parallel.md): seeded random-vs-random Wagram games through `runGames` on a pool
 * of one worker thread, then on a pool of two, on the same seeds, in rounds that alternate which goes first. Each
 * pool is started and warmed (one untimed game per worker) before its timer starts, so the figure is the games'
 * throughput, not thread start-up or module loading. Both pools must return identical games (plies, results, scores).
 *
 * `npx tsx bench/workerScaling.ts` runs it alone; bench/run.ts calls {@link benchWorkerScaling}. Environment (all
 * optional, read only by the main guard): BENCH_SCALING_ROUNDS (default 3), BENCH_SCALING_GAMES (measured games per
 * pool, default 8), BENCH_SCALING_WARMUP (untimed games per worker, default 1).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { SeededGame } from 'kriegsspiel';
import { createTaskPool, runGames, type RunGamesOptions } from 'kriegsspiel/pool';
import { envInt } from './envInt.js';

/** How much to measure. */
export interface WorkerScalingSettings {
  /** Rounds of (one-worker pool, two-worker pool); odd rounds start with one worker, even rounds with two. */
  readonly rounds: number;
  /** Measured games per pool and round (seeds 1..games). */
  readonly games: number;
  /** Untimed warm-up games per worker before each timed run (seeds from 100,001). */
  readonly warmup: number;
}

/** The figures bench/latest.json stores under `wagram`. */
export interface WorkerScalingResult {
  readonly oneWorker: { readonly gamesPerSecond: number };
  readonly twoWorkers: { readonly gamesPerSecond: number };
  /** Two workers' games per second over one worker's (best of each over the rounds). */
  readonly workerScaling: number;
  /** The same ratio in each round, lowest and highest. */
  readonly spread: readonly [number, number];
  readonly games: number;
  readonly rounds: number;
  /**
   * CPU seconds of the whole process per game with one and two workers (best round), and what they predict for a
   * machine with a free core per worker: `2 x cpu(one) / cpu(two)`. On a busy machine the wall-clock ratio measures
   * the share of the cores the process got; this one measures the pool's own overhead.
   */
  readonly cpu: { readonly oneWorkerSecondsPerGame: number; readonly twoWorkersSecondsPerGame: number; readonly scalingIfCoresFree: number };
  readonly loadAverage: { readonly before: number; readonly after: number };
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** The games of Wagram the pool plays: random bots, auto chance mode, results only (compact replies). */
const WAGRAM: Omit<RunGamesOptions, 'seeds'> = {
  ruleset: { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' },
  scenario: 'wagram',
  bots: ['random', 'random'],
};

/** One timed run: wall-clock games per second, CPU seconds of the whole process (every thread) per game, and cores used. */
interface Timed {
  readonly gamesPerSecond: number;
  readonly cpuSecondsPerGame: number;
  readonly coresUsed: number;
  readonly games: readonly SeededGame[];
}

/** Games per second of `seeds` on a fresh, warmed pool of `workers` threads, and the games. */
async function timedRun(workers: number, seeds: readonly number[], warmup: number): Promise<Timed> {
  const pool = await createTaskPool({ workers });
  try {
    // One batch per warm-up game, sent together: each worker loads the engine and plays at least one game untimed.
    const warm = Array.from({ length: warmup * workers }, (_, i) => 100_001 + i);
    if (warm.length > 0) await runGames({ ...WAGRAM, seeds: warm, pool, batch: 1 });
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const run = await runGames({ ...WAGRAM, seeds, pool, batch: 1 });
    const cpu = process.cpuUsage(cpu0);
    const seconds = (performance.now() - t0) / 1000;
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if (!run.ok) throw new Error(`workerScaling: ${run.violation.code}: ${run.violation.message}`);
    const stopped = run.games.find((g) => g.refused !== null || !g.result?.terminal);
    if (stopped) throw new Error(`workerScaling: seed ${stopped.seed} did not finish (${stopped.refused?.message ?? 'ply limit'})`);
    return { gamesPerSecond: seeds.length / seconds, cpuSecondsPerGame: cpuSeconds / seeds.length, coresUsed: cpuSeconds / seconds, games: run.games };
  } finally {
    await pool.close();
  }
}

/** Fails unless both pools returned the same games, seed by seed. */
function verifySame(a: readonly SeededGame[], b: readonly SeededGame[]): void {
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    const differ = a.filter((g, i) => JSON.stringify(g) !== JSON.stringify(b[i])).map((g) => g.seed);
    throw new Error(`workerScaling: one and two workers returned different games (seeds ${differ.join(', ')})`);
  }
}

/**
 * Measures random Wagram games through the pool with one worker and with two, printing a line per round with `log`;
 * resolves with the best games per second of each and their ratio.
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
  log(
    `Worker scaling: random Wagram games through runGames, ${settings.rounds} rounds x (pool of 1 worker, pool of 2), ` +
      `${settings.games} measured games (seeds 1..${settings.games}), ${settings.warmup} warm-up game(s) per worker; load average ${before.toFixed(2)}`,
  );
  const rounds: { one: Timed; two: Timed }[] = [];
  let reference: readonly SeededGame[] | undefined;
  for (let n = 1; n <= settings.rounds; n++) {
    const order = n % 2 === 1 ? [1, 2] : [2, 1];
    const figures: Record<number, Timed> = {};
    for (const workers of order) {
      const run = await timedRun(workers, seeds, settings.warmup);
      if (reference) verifySame(reference, run.games);
      reference ??= run.games;
      figures[workers] = run;
    }
    const one = figures[1]!;
    const two = figures[2]!;
    rounds.push({ one, two });
    const show = (t: Timed): string => `${t.gamesPerSecond.toFixed(2)} games/s (${t.cpuSecondsPerGame.toFixed(2)} CPU s/game, ${t.coresUsed.toFixed(2)} cores)`;
    log(`  round ${n}: 1 worker ${show(one)}, 2 workers ${show(two)}: ${(two.gamesPerSecond / one.gamesPerSecond).toFixed(2)}x (load average ${loadavg()[0]!.toFixed(2)})`);
  }
  const one = Math.max(...rounds.map((r) => r.one.gamesPerSecond));
  const two = Math.max(...rounds.map((r) => r.two.gamesPerSecond));
  const ratios = rounds.map((r) => round(r.two.gamesPerSecond / r.one.gamesPerSecond, 2));
  const cpuOne = Math.min(...rounds.map((r) => r.one.cpuSecondsPerGame));
  const cpuTwo = Math.min(...rounds.map((r) => r.two.cpuSecondsPerGame));
  const result: WorkerScalingResult = {
    oneWorker: { gamesPerSecond: round(one, 3) },
    twoWorkers: { gamesPerSecond: round(two, 3) },
    workerScaling: round(two / one, 2),
    spread: [Math.min(...ratios), Math.max(...ratios)],
    cpu: { oneWorkerSecondsPerGame: round(cpuOne, 3), twoWorkersSecondsPerGame: round(cpuTwo, 3), scalingIfCoresFree: round((2 * cpuOne) / cpuTwo, 2) },
    games: settings.games,
    rounds: settings.rounds,
    loadAverage: { before: round(before, 2), after: round(loadavg()[0]!, 2) },
  };
  log(`  verified: every pool returned the same ${settings.games} games; workerScaling = ${result.workerScaling} (rounds: ${result.spread.join('..')}); CPU per game ${result.cpu.oneWorkerSecondsPerGame} s vs ${result.cpu.twoWorkersSecondsPerGame} s, so ${result.cpu.scalingIfCoresFree}x with a free core per worker`);
  return result;
}


if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const settings = { rounds: envInt('BENCH_SCALING_ROUNDS', 3), games: envInt('BENCH_SCALING_GAMES', 8), warmup: envInt('BENCH_SCALING_WARMUP', 1, 0) };
  benchWorkerScaling(settings, (line) => console.log(line)).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(`workerScaling FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
