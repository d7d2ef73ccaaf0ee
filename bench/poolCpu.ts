/**
 * Where a pool's time goes (docs/parallel.md, "Where the second core went"): plays random Wagram games through
 * `runGames` on an open pool and prints, per run, for this process (the parent) and for each worker process: the CPU
 * of its main thread and of its other threads per game, and from the kernel's scheduler statistics how long its main
 * thread ran, waited for a core, and slept (a worker sleeps while it waits for its next task). Linux only (/proc).
 *
 * `npx tsx bench/poolCpu.ts`. Environment: BENCH_POOLCPU_WORKERS (pool sizes, default `1,2`), BENCH_POOLCPU_GAMES
 * (games per run, default 64), BENCH_POOLCPU_WARMUP (games per worker first, default 40), BENCH_POOLCPU_ROUNDS (runs
 * per pool, default 2), BENCH_POOLCPU_BATCH (games per task; default `runGames`'s own tasks), BENCH_SCALING_FLAGS
 * (worker flags as in bench/workerScaling.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createTaskPool, runGames } from 'kriegsspiel/pool';
import { envInt } from './envInt.js';
import { scalingSettingsFromEnv } from './workerScaling.js';

/** Fields of a /proc stat file after the command name. */
function statFields(path: string): string[] | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** One process's counters: CPU seconds of its main thread and of its other threads, and its main thread's run and wait ms. */
interface Counters {
  readonly main: number;
  readonly other: number;
  readonly runMs: number;
  readonly waitMs: number;
}

/** The counters of process `pid` (utime + stime of each thread; schedstat of the main thread). */
function counters(pid: number): Counters {
  let main = 0;
  let other = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
    if (fields === undefined) continue;
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100;
    if (Number(tid) === pid) main += seconds;
    else other += seconds;
  }
  const [run = 0, wait = 0] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { main, other, runMs: run / 1e6, waitMs: wait / 1e6 };
}

/** This process and its child processes (the pool's workers, and any other child such as tsx's esbuild). */
function tree(): Map<number, Counters> {
  const pids = [process.pid];
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && Number(statFields(`/proc/${entry}/stat`)?.[1]) === process.pid) pids.push(Number(entry));
  }
  return new Map(pids.map((pid) => [pid, counters(pid)]));
}

const WAGRAM = { ruleset: { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' }, scenario: 'wagram', bots: ['random', 'random'] } as const;
const games = envInt('BENCH_POOLCPU_GAMES', 64);
const warmup = envInt('BENCH_POOLCPU_WARMUP', 40, 0);
const rounds = envInt('BENCH_POOLCPU_ROUNDS', 2);
const batch = process.env['BENCH_POOLCPU_BATCH'] ? { batch: envInt('BENCH_POOLCPU_BATCH', 1) } : {};
const sizes = (process.env['BENCH_POOLCPU_WORKERS'] || '1,2').split(',').map(Number);
const seeds = Array.from({ length: games }, (_, i) => i + 1);

for (const workers of sizes) {
  const pool = await createTaskPool({ ...scalingSettingsFromEnv().pool, workers });
  try {
    await runGames({ ...WAGRAM, seeds: Array.from({ length: warmup * workers }, (_, i) => 100_001 + i), pool });
    for (let round = 1; round <= rounds; round++) {
      const before = tree();
      const t0 = performance.now();
      const run = await runGames({ ...WAGRAM, seeds, pool, ...batch });
      const wallMs = performance.now() - t0;
      const after = tree();
      if (!run.ok) throw new Error(`poolCpu: ${run.violation.message}`);
      const parts: string[] = [];
      for (const [pid, end] of after) {
        const start = before.get(pid);
        if (start === undefined || (pid !== process.pid && end.main - start.main < 0.005)) continue; // idle children (tsx's esbuild)
        const ran = end.runMs - start.runMs;
        const waited = end.waitMs - start.waitMs;
        const perGame = (seconds: number): string => ((seconds * 1000) / games).toFixed(2);
        parts.push(
          `${pid === process.pid ? 'parent' : 'worker'}: main ${perGame(end.main - start.main)} + other threads ${perGame(end.other - start.other)} ms/game;` +
            ` main thread ran ${ran.toFixed(0)}, waited for a core ${waited.toFixed(0)}, slept ${Math.max(0, Math.round(wallMs - ran - waited))} ms`,
        );
      }
      console.log(`${workers} worker(s), ${games} games, ${'batch' in batch ? `${batch.batch} per task` : 'default tasks'}, ${pool.workerFlags.join(' ') || 'no flags'}: ${(games / (wallMs / 1000)).toFixed(1)} games/s in ${wallMs.toFixed(0)} ms; load ${loadavg()[0]!.toFixed(2)}`);
      for (const part of parts) console.log(`  ${part}`);
    }
  } finally {
    await pool.close();
  }
}
