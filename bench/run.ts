/**
 * `npm run bench`: the immutable path against the rollout path on seeded random 'skirmish' games of Napoleon at War,
 * then the same on Wagram with the public bots, greedy-vs-random Wagram games and the bytes of Wagram saves.
 * See docs/performance.md for what is measured and how to read the figures.
 *
 * Environment (all optional): BENCH_ROUNDS (rounds of one rollout worker then one immutable worker; the best
 * figures are reported), BENCH_GAMES (measured games per worker), BENCH_WARMUP (untimed warm-up games per worker),
 * BENCH_FULL_PASSES / BENCH_REPLAY_PASSES (timed passes over the games in a worker; the fastest is reported),
 * BENCH_DATE (stored as `date` in latest.json), BENCH_OUT (where to write the JSON; default bench/latest.json).
 * Then Wagram (bench/wagram.ts): BENCH_WAGRAM_ROUNDS, BENCH_WAGRAM_GAMES (random games per worker),
 * BENCH_WAGRAM_WARMUP, BENCH_WAGRAM_GREEDY (greedy-vs-random games; 0 skips them). Then A Crowning Glory
 * (bench/randomGames.ts): BENCH_ACG_ROUNDS, BENCH_ACG_GAMES (random games per scenario and path). Then Jours de
 * Gloire's S1 and S9 the same way: BENCH_JDG_ROUNDS, BENCH_JDG_GAMES. Then March into Battle's Aspern-Essling:
 * BENCH_MIB_ROUNDS, BENCH_MIB_GAMES. Then the AI kit's Wagram figures: against the baseline commit
 * (bench/baseline.ts): BENCH_BASELINE (the commit, default 6b5683d; `off` skips it), BENCH_BASELINE_ROUNDS,
 * BENCH_BASELINE_GAMES, BENCH_BASELINE_WARMUP, BENCH_BASELINE_PASSES; the typed-array floor (bench/typedFloor.ts):
 * BENCH_FLOOR_GAMES, BENCH_FLOOR_REACHES, BENCH_FLOOR_PASSES, BENCH_FLOOR_ROUNDS; the worker pool's scaling
 * (bench/workerScaling.ts): BENCH_SCALING_ROUNDS (0 skips it), BENCH_SCALING_GAMES, BENCH_SCALING_WARMUP,
 * BENCH_SCALING_RUNTIME, BENCH_SCALING_FLAGS, BENCH_SCALING_BATCH. The four headline figures and their targets are
 * printed last. First of all, the browser bundle of the core plus Napoleon at War (bench/bundleSize.ts,
 * `npm run bench:bundle`; stored as `bundle`): the bench fails if it imports a Node built-in.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SCENARIO, type PathName } from './games.js';
import { startWorker } from './startWorker.js';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { benchRandomGames, type RandomGamesSettings } from './randomGames.js';
import { benchWagram, type WagramSettings } from './wagram.js';
import { benchBaseline, type BaselineSettings } from './baseline.js';
import { benchTypedFloor, type FloorSettings } from './typedFloor.js';
import { headlines } from './headlines.js';
import { benchWorkerScaling, scalingSettingsFromEnv, type WorkerScalingSettings } from './workerScaling.js';
import type { WorkerResult, WorkerTask } from './worker.js';
import { envInt } from './envInt.js';
import { BUNDLE_TARGET_KIB, MEASURED_ENTRIES, bundleLines, measureBundle } from './bundleSize.js';

const ROUNDS = envInt('BENCH_ROUNDS', 3);
const GAMES = envInt('BENCH_GAMES', 40);
const WARMUP = envInt('BENCH_WARMUP', 10);
const FULL_PASSES = envInt('BENCH_FULL_PASSES', 1);
const REPLAY_PASSES = envInt('BENCH_REPLAY_PASSES', 2);
const LEGAL_SEED = 1;
const LEGAL_PLY = 40;
const OUT = process.env.BENCH_OUT ?? fileURLToPath(new URL('./latest.json', import.meta.url));
const WAGRAM: WagramSettings = {
  rounds: envInt('BENCH_WAGRAM_ROUNDS', 3),
  games: envInt('BENCH_WAGRAM_GAMES', 2),
  warmup: envInt('BENCH_WAGRAM_WARMUP', 1),
  greedyGames: envInt('BENCH_WAGRAM_GREEDY', 1, 0),
};

const ACG: RandomGamesSettings = { rounds: envInt('BENCH_ACG_ROUNDS', 2), games: envInt('BENCH_ACG_GAMES', 6) };
const JDG: RandomGamesSettings = { rounds: envInt('BENCH_JDG_ROUNDS', 2), games: envInt('BENCH_JDG_GAMES', 10) };
const MIB: RandomGamesSettings = { rounds: envInt('BENCH_MIB_ROUNDS', 2), games: envInt('BENCH_MIB_GAMES', 4) };
const BASELINE: BaselineSettings = {
  commit: process.env.BENCH_BASELINE || '6b5683d',
  rounds: envInt('BENCH_BASELINE_ROUNDS', 2),
  games: envInt('BENCH_BASELINE_GAMES', 6),
  warmup: envInt('BENCH_BASELINE_WARMUP', 10, 0),
  replayPasses: envInt('BENCH_BASELINE_PASSES', 2),
};
const FLOOR: FloorSettings = {
  games: envInt('BENCH_FLOOR_GAMES', 1),
  minReaches: envInt('BENCH_FLOOR_REACHES', 10_000),
  passes: envInt('BENCH_FLOOR_PASSES', 3),
  rounds: envInt('BENCH_FLOOR_ROUNDS', 2),
};

const SCALING: WorkerScalingSettings = scalingSettingsFromEnv();


/** Runs one path in its own worker thread (a fresh module instance) and waits for its result. */
function runWorker(path: PathName): Promise<WorkerResult> {
  const task: WorkerTask = {
    entry: new URL('./worker.ts', import.meta.url).href,
    path,
    seeds: Array.from({ length: GAMES }, (_, i) => i + 1),
    warmupSeeds: Array.from({ length: WARMUP }, (_, i) => 100_001 + i),
    fullPasses: FULL_PASSES,
    replayPasses: REPLAY_PASSES,
    legalSeed: LEGAL_SEED,
    legalPly: LEGAL_PLY,
    legalBatches: 7,
    legalBatchMillis: 150,
  };
  return startWorker(path, task);
}

/** Fails loudly unless both paths played exactly the same games and measured legalActions on the same state. */
function verifySameGames(immutable: WorkerResult, rollout: WorkerResult): void {
  const problems: string[] = [];
  if (immutable.games.length !== rollout.games.length) problems.push(`game counts differ: ${immutable.games.length} vs ${rollout.games.length}`);
  immutable.games.forEach((a, i) => {
    const b = rollout.games[i];
    if (!b || a.seed !== b.seed) return void problems.push(`game ${i}: seeds differ`);
    if (a.plies !== b.plies) problems.push(`seed ${a.seed}: ${a.plies} plies (immutable) vs ${b.plies} (rollout)`);
    if (a.actionsHash !== b.actionsHash) problems.push(`seed ${a.seed}: the chosen actions differ`);
    if (a.finalJson !== b.finalJson) problems.push(`seed ${a.seed}: the final states differ at ${firstDifference(JSON.parse(a.finalJson), JSON.parse(b.finalJson))}`);
  });
  if (immutable.legal.stateJson !== rollout.legal.stateJson) {
    problems.push(`the legalActions states of seed ${LEGAL_SEED} differ (plies ${immutable.legal.ply} and ${rollout.legal.ply})`);
  }
  if (problems.length > 0) {
    throw new Error(`the immutable and rollout paths disagree (${problems.length} problems):\n  ${problems.slice(0, 10).join('\n  ')}`);
  }
}

/** Where two JSON values first differ, e.g. `state.units[3].hex: 17 (immutable) vs 18 (rollout)`. */
function firstDifference(a: unknown, b: unknown, path = 'state'): string {
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
      const sub = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`;
      if (JSON.stringify(ra[key]) !== JSON.stringify(rb[key])) return firstDifference(ra[key], rb[key], sub);
    }
  }
  const show = (v: unknown): string => (JSON.stringify(v) ?? 'undefined').slice(0, 200);
  return `${path}: ${show(a)} (immutable) vs ${show(b)} (rollout)`;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** A path's figures, from its fastest passes (the least disturbed by other processes). */
function figures(r: WorkerResult) {
  const fullSeconds = Math.min(...r.fullMillis) / 1000;
  return {
    gamesPerSecond: round(r.games.length / fullSeconds, 2),
    pliesPerSecond: Math.round(r.plies / fullSeconds),
    applyPerSecond: Math.round(r.plies / (Math.min(...r.replayMillis) / 1000)),
    legalActionsMicros: round(r.legal.micros, 1),
  };
}

type Figures = ReturnType<typeof figures>;

/** The best of each figure over the rounds (highest throughput, lowest time per call). */
function best(all: readonly Figures[]): Figures {
  return {
    gamesPerSecond: Math.max(...all.map((f) => f.gamesPerSecond)),
    pliesPerSecond: Math.max(...all.map((f) => f.pliesPerSecond)),
    applyPerSecond: Math.max(...all.map((f) => f.applyPerSecond)),
    legalActionsMicros: Math.min(...all.map((f) => f.legalActionsMicros)),
  };
}

const seconds = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const range = (values: readonly number[]): [number, number] => [Math.min(...values), Math.max(...values)];

async function main(): Promise<void> {
  const started = performance.now();
  const commit = commitMeasured(); // at the start: the code measured, whatever is committed during the run
  const cpu = cpus()[0]?.model ?? 'unknown';
  console.log(`kriegsspiel bench: Napoleon at War '${SCENARIO}', seeded random games, auto chance mode`);
  console.log(`node ${process.version}, ${cpu} (${cpus().length} logical cores)`);
  console.log(
    `${ROUNDS} rounds x (rollout worker, then immutable worker); per worker: ${GAMES} measured games (seeds 1..${GAMES}), ` +
      `${WARMUP} warm-up games, ${FULL_PASSES} full-game pass(es), ${REPLAY_PASSES} apply-only passes; best figures reported`,
  );
  // The bundle first: it takes a second and does not depend on the machine's load.
  const bundle = await measureBundle(12, undefined, true);
  for (const line of bundleLines(bundle)) console.log(line);
  // The chunks and entries printed but not judged (bench/bundleSize.ts, MEASURED_ENTRIES).
  const others = await Promise.all(MEASURED_ENTRIES.filter((m) => !m.judged).map(async (m) => ({ key: m.key, report: await measureBundle(12, m.entry) })));
  for (const { key, report } of others) console.log(`bundle.${key}GzipKiB = ${report.gzipKiB.toFixed(1)} (printed, not judged)`);
  if ([bundle, ...others.map((o) => o.report)].some((b) => b.nodeImports.length > 0 || b.otherSchemaPackages.length > 0)) throw new Error('the browser bundle check failed (see above)');
  console.log('');
  const loadBefore = loadavg()[0]!;
  console.log(`load average before: ${loadBefore.toFixed(2)} (figures are only comparable on a quiet machine)`);

  const rounds: { immutable: Figures; rollout: Figures }[] = [];
  let first: WorkerResult | undefined;
  let legalInfo: WorkerResult['legal'] | undefined;
  for (let n = 1; n <= ROUNDS; n++) {
    // One path at a time, each in a fresh worker: never both paths' objects through the same rule functions.
    const rollout = await runWorker('rollout');
    const immutable = await runWorker('immutable');
    verifySameGames(immutable, rollout);
    if (first) verifySameGames(first, rollout);
    first ??= immutable;
    legalInfo ??= rollout.legal;
    const figs = { immutable: figures(immutable), rollout: figures(rollout) };
    rounds.push(figs);
    console.log(
      `  round ${n} (${seconds(started)}): apply-only ${figs.immutable.applyPerSecond} vs ${figs.rollout.applyPerSecond} plies/s ` +
        `(${(figs.rollout.applyPerSecond / figs.immutable.applyPerSecond).toFixed(2)}x), full games ${figs.immutable.gamesPerSecond} vs ` +
        `${figs.rollout.gamesPerSecond} /s (${(figs.rollout.gamesPerSecond / figs.immutable.gamesPerSecond).toFixed(2)}x), ` +
        `legalActions ${figs.immutable.legalActionsMicros} vs ${figs.rollout.legalActionsMicros} µs`,
    );
  }
  console.log(`  verified: both paths, in every round, played the same ${GAMES} games (${first!.plies} plies) to identical final states`);

  const imm = best(rounds.map((r) => r.immutable));
  const roll = best(rounds.map((r) => r.rollout));
  const report = {
    ...(process.env.BENCH_DATE ? { date: process.env.BENCH_DATE } : {}),
    node: process.version,
    cpu,
    games: GAMES,
    plies: first!.plies,
    immutable: imm,
    rollout: roll,
    rolloutOverImmutable: round(roll.applyPerSecond / imm.applyPerSecond, 2),
    rolloutOverImmutableFullGames: round(roll.gamesPerSecond / imm.gamesPerSecond, 2),
    legalActionsMicros: roll.legalActionsMicros,
    legalActionsAt: { seed: LEGAL_SEED, ply: legalInfo!.ply, decision: legalInfo!.decision, actions: legalInfo!.actionCount },
    spreadOverRounds: {
      rolloutOverImmutable: range(rounds.map((r) => round(r.rollout.applyPerSecond / r.immutable.applyPerSecond, 2))),
      rolloutOverImmutableFullGames: range(rounds.map((r) => round(r.rollout.gamesPerSecond / r.immutable.gamesPerSecond, 2))),
      legalActionsMicros: range(rounds.map((r) => r.rollout.legalActionsMicros)),
    },
    method: { rounds: ROUNDS, warmupGames: WARMUP, fullPasses: FULL_PASSES, applyOnlyPasses: REPLAY_PASSES },
    loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0]!, 2) },
  };

  const row = (name: string, a: number | string, b: number | string, ratio: string): string =>
    `| ${name.padEnd(40)} | ${String(a).padStart(10)} | ${String(b).padStart(10)} | ${ratio.padStart(8)} |`;
  console.log('');
  console.log(row('', 'immutable', 'rollout', 'ratio'));
  console.log(`|${'-'.repeat(42)}|${'-'.repeat(11)}:|${'-'.repeat(11)}:|${'-'.repeat(9)}:|`);
  console.log(row('full games / s (choose + apply)', imm.gamesPerSecond, roll.gamesPerSecond, `${report.rolloutOverImmutableFullGames}x`));
  console.log(row('plies / s in full games', imm.pliesPerSecond, roll.pliesPerSecond, `${report.rolloutOverImmutableFullGames}x`));
  console.log(row('apply-only plies / s (replay)', imm.applyPerSecond, roll.applyPerSecond, `${report.rolloutOverImmutable}x`));
  console.log(row(`legalActions µs/call (seed ${LEGAL_SEED}, ply ${legalInfo!.ply})`, imm.legalActionsMicros, roll.legalActionsMicros, ''));
  console.log('');
  const spread = report.spreadOverRounds;
  console.log(
    `rolloutOverImmutable (apply-only) = ${report.rolloutOverImmutable} (rounds: ${spread.rolloutOverImmutable.join('..')}); ` +
      `rolloutOverImmutableFullGames = ${report.rolloutOverImmutableFullGames} (rounds: ${spread.rolloutOverImmutableFullGames.join('..')})`,
  );
  console.log(
    `legalActionsMicros = ${report.legalActionsMicros} µs (rollout worker; rounds: ${spread.legalActionsMicros.join('..')}) ` +
      `at seed ${LEGAL_SEED} ply ${legalInfo!.ply} (the first movement state from ply ${LEGAL_PLY}): ${legalInfo!.actionCount} legal actions, ${legalInfo!.decision}`,
  );

  console.log('');
  const wagram = await benchWagram(WAGRAM, (line) => console.log(line));
  const log = (line: string): void => console.log(line);
  // Random players would capitulate in most A Crowning Glory games (ACG 4.6 is open at every decision): play them out.
  const acg = benchRandomGames({ name: 'A Crowning Glory', ruleset: aCrowningGlory, scenarios: ['austerlitz', 'austerlitz-intro'], options: { capitulation: false } }, ACG, log);
  const jdg = benchRandomGames({ name: 'Jours de Gloire', ruleset: joursDeGloire, scenarios: ['danube-s1', 'danube-s9'] }, JDG, log);
  const mib = benchRandomGames({ name: 'March into Battle', ruleset: marchIntoBattle, scenarios: ['aspern'] }, MIB, log);
  console.log('');
  const baseline = BASELINE.commit === 'off' ? { skipped: 'BENCH_BASELINE=off', commit: null } : await benchBaseline(BASELINE, log);
  console.log('');
  const floor = await benchTypedFloor(FLOOR, log);
  console.log('');
  const scaling = SCALING.rounds > 0 ? await benchWorkerScaling(SCALING, log) : null;
  const kit = headlines(baseline, floor, scaling);
  console.log('');
  for (const line of kit.lines) console.log(line);
  const wagramOut = { ...wagram, ...kit.figures, baseline, typedFloor: floor, ...(scaling ? { workerScalingDetail: scaling } : {}) };
  const bundleOut = {
    coreNawGzipKiB: bundle.gzipKiB,
    coreNawMinifiedKiB: bundle.minifiedKiB,
    ...Object.fromEntries(others.flatMap(({ key, report }) => [[`${key}GzipKiB`, report.gzipKiB], [`${key}MinifiedKiB`, report.minifiedKiB]])),
    targetGzipKiB: BUNDLE_TARGET_KIB,
    gzipShares: bundle.gzipShares,
    minifiedByArea: bundle.byArea,
    gzipByGroup: (bundle.groups ?? []).map((g) => ({ group: g.group, gzipKiB: round(g.gzipBytes / 1024, 1), minifiedKiB: round(g.minifiedBytes / 1024, 1) })),
  };
  writeFileSync(OUT, `${JSON.stringify({ ...report, commit, bundle: bundleOut, wagram: wagramOut, aCrowningGlory: acg, joursDeGloire: jdg, marchIntoBattle: mib, loadAverage: { before: report.loadAverage.before, after: round(loadavg()[0]!, 2) } }, null, 2)}\n`);
  console.log(`wrote ${OUT} (total ${seconds(started)})`);
}

/**
 * The commit measured (with `+dirty` when the work tree has changes other than bench/latest.json itself, which an earlier
 * run rewrote), or `null` outside git.
 */
function commitMeasured(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)bench/latest.json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty === '' ? head : `${head}+dirty`;
  } catch {
    return null;
  }
}

main().catch((error: unknown) => {
  console.error(`bench FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
