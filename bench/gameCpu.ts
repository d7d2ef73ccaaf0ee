/**
 * Where a worker's CPU goes, game after game (docs/parallel.md, "Measured scaling"): plays seeded random-vs-random
 * Wagram games in this thread, as a pool worker does, and prints per block of games the CPU seconds per game of this
 * thread (the games), of the process's other threads (V8's optimizing compiler and garbage collector helpers, which
 * with one worker run on a free core, and with two take the cores the games need), and V8's young-generation
 * collections (scavenges) per game with their time. Linux only (per-thread times from /proc).
 *
 * Run it under the V8 flags to compare, e.g.
 * `node --single-threaded --import tsx bench/gameCpu.ts` or `node --max-semi-space-size=32 --import tsx bench/gameCpu.ts`.
 * Environment: BENCH_CPU_GAMES (default 24), BENCH_CPU_BLOCK (games per printed line, default 12).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { anyRuleset, playSeededGame } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { envInt } from './envInt.js';

/** CPU seconds so far of this thread (the process's main thread) and of all the process's other threads. */
function threadCpuSeconds(): { readonly main: number; readonly others: number } {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    const text = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
    if (tid === String(process.pid)) main += seconds;
    else others += seconds;
  }
  return { main, others };
}

const games = envInt('BENCH_CPU_GAMES', 24);
const block = envInt('BENCH_CPU_BLOCK', 12);
const ruleset = anyRuleset(napoleonAtWar);
const scavenges = { count: 0, ms: 0 };
const count = (entries: readonly PerformanceEntry[]): void => {
  for (const entry of entries) {
    if ((entry as PerformanceEntry & { readonly detail?: { readonly kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      scavenges.count++;
      scavenges.ms += entry.duration;
    }
  }
};
const observer = new PerformanceObserver((list) => count(list.getEntries()));
observer.observe({ entryTypes: ['gc'] });
const flags = process.execArgv.filter((flag, i, all) => !flag.includes('tsx') && !(['--require', '--import'].includes(flag) && all[i + 1]?.includes('tsx')));
console.log(`random Wagram games in one thread, flags [${flags.join(' ')}]`);
let start = threadCpuSeconds();
let scavenged = { ...scavenges };
for (let seed = 1; seed <= games; seed++) {
  playSeededGame(ruleset, { scenario: 'wagram', seed, bots: ['random', 'random'] });
  if (seed % block !== 0) continue;
  const now = threadCpuSeconds();
  await sleep(50); // the observer hears of collections once the event loop turns
  const main = (now.main - start.main) / block;
  const others = (now.others - start.others) / block;
  console.log(
    `  games ${seed - block + 1}-${seed}: ${(main + others).toFixed(3)} CPU s/game = games' thread ${main.toFixed(3)} + other threads ${others.toFixed(3)}; ` +
      `${((scavenges.count - scavenged.count) / block).toFixed(1)} scavenges/game, ${((scavenges.ms - scavenged.ms) / block).toFixed(1)} ms/game`,
  );
  start = now;
  scavenged = { ...scavenges };
}
observer.disconnect();
