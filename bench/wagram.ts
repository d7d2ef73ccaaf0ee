/**
 * The Wagram part of `npm run bench`: full random-vs-random games on the rollout path against the immutable path,
 * side by side in one run (rounds of one rollout worker then one immutable worker), greedy-vs-random games, and the
 * bytes of a saved state and of a full game record. See docs/performance.md.
 */
import { startWorker } from './startWorker.js';
import type { Bytes, WagramResult, WagramTask } from './wagramWorker.js';
import type { WagramKind } from './wagramGames.js';

/** How much to measure (bench/run.ts reads them from the environment). */
export interface WagramSettings {
  readonly rounds: number;
  /** Measured random games per worker (seeds 1..games). */
  readonly games: number;
  /** Untimed warm-up games per random worker. */
  readonly warmup: number;
  /** Measured greedy-vs-random games (0: none). */
  readonly greedyGames: number;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

function runKind(kind: WagramKind, seeds: readonly number[], warmupSeeds: readonly number[]): Promise<WagramResult> {
  const task: WagramTask = { entry: new URL('./wagramWorker.ts', import.meta.url).href, kind, seeds, warmupSeeds };
  return startWorker(`wagram ${kind}`, task);
}

/** Games and plies per second of one worker: its games over their summed wall time. */
function speed(result: WagramResult) {
  const seconds = result.games.reduce((sum, g) => sum + g.millis, 0) / 1000;
  const plies = result.games.reduce((sum, g) => sum + g.plies, 0);
  return { gamesPerSecond: round(result.games.length / seconds, 3), pliesPerSecond: Math.round(plies / seconds), secondsPerGame: round(seconds / result.games.length, 2) };
}

/** Fails unless two workers played the same games (same actions, same final states). */
function verifySame(a: WagramResult, b: WagramResult): void {
  const differ = a.games.filter((g, i) => g.seed !== b.games[i]?.seed || g.actionsHash !== b.games[i]?.actionsHash || g.finalHash !== b.games[i]?.finalHash);
  if (differ.length > 0 || a.games.length !== b.games.length) {
    throw new Error(`wagram: the ${a.kind} and ${b.kind} workers played different games (seeds ${differ.map((g) => g.seed).join(', ')})`);
  }
}

const kb = (bytes: Bytes): string => `${(bytes.json / 1024).toFixed(1)} KiB (gzip ${(bytes.gzip / 1024).toFixed(1)} KiB)`;

/**
 * Runs the Wagram measurements, printing progress and a table with `log`; resolves with the figures for latest.json.
 *
 * @example
 * ```ts
 * import { benchWagram } from './wagram.js';
 * const wagram = await benchWagram({ rounds: 1, games: 1, warmup: 1, greedyGames: 0 }, console.log);
 * ```
 */
export async function benchWagram(settings: WagramSettings, log: (line: string) => void) {
  const seeds = Array.from({ length: settings.games }, (_, i) => i + 1);
  const warmupSeeds = Array.from({ length: settings.warmup }, (_, i) => 100_001 + i);
  log(`Wagram: random vs random (randomBot), ${settings.rounds} rounds x (rollout worker, then immutable worker), ${settings.games} measured games (seeds 1..${settings.games}) and ${settings.warmup} warm-up per worker`);
  const rounds: { rollout: ReturnType<typeof speed>; immutable: ReturnType<typeof speed> }[] = [];
  let first: WagramResult | undefined;
  for (let n = 1; n <= settings.rounds; n++) {
    const rollout = await runKind('rollout', seeds, warmupSeeds);
    const immutable = await runKind('immutable', seeds, warmupSeeds);
    verifySame(rollout, immutable);
    if (first) verifySame(first, rollout);
    first ??= rollout;
    const r = { rollout: speed(rollout), immutable: speed(immutable) };
    rounds.push(r);
    log(`  round ${n}: full games ${r.immutable.gamesPerSecond} (immutable) vs ${r.rollout.gamesPerSecond} (rollout) games/s, ${(r.rollout.gamesPerSecond / r.immutable.gamesPerSecond).toFixed(2)}x`);
  }
  const plies = first!.games.reduce((sum, g) => sum + g.plies, 0);
  log(`  verified: both paths, in every round, played the same ${settings.games} games (${plies} plies) to identical final states`);
  const best = (path: 'rollout' | 'immutable') => rounds.map((r) => r[path]).reduce((a, b) => (b.gamesPerSecond > a.gamesPerSecond ? b : a));
  const ratios = rounds.map((r) => round(r.rollout.gamesPerSecond / r.immutable.gamesPerSecond, 2)).sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!; // the upper one of an even count
  const [rollout, immutable] = [best('rollout'), best('immutable')];

  let greedy: (ReturnType<typeof speed> & { games: number; plies: number }) | null = null;
  if (settings.greedyGames > 0) {
    log(`Wagram: greedy (French) vs random, rollout path, ${settings.greedyGames} game(s), no warm-up`);
    const result = await runKind('greedy', Array.from({ length: settings.greedyGames }, (_, i) => i + 1), []);
    greedy = { ...speed(result), games: result.games.length, plies: result.games.reduce((sum, g) => sum + g.plies, 0) };
    log(`  ${greedy.games} game(s), ${greedy.plies} plies, ${greedy.secondsPerGame} s per game`);
  }

  const bytes = first!.bytes;
  log('');
  log(`| Wagram                                   |  immutable |    rollout |    ratio |`);
  log(`|------------------------------------------|-----------:|-----------:|---------:|`);
  log(`| random games / s (choose + apply)        | ${String(immutable.gamesPerSecond).padStart(10)} | ${String(rollout.gamesPerSecond).padStart(10)} | ${`${round(rollout.gamesPerSecond / immutable.gamesPerSecond, 2)}x`.padStart(8)} |`);
  log(`| plies / s in random games                | ${String(immutable.pliesPerSecond).padStart(10)} | ${String(rollout.pliesPerSecond).padStart(10)} |          |`);
  log(`rolloutOverImmutableFullGames = ${round(rollout.gamesPerSecond / immutable.gamesPerSecond, 2)} (best of each path; per round ${ratios.join(', ')}, median ${median})`);
  if (greedy) log(`greedy vs random: ${greedy.gamesPerSecond} games/s (${greedy.secondsPerGame} s per game, ${greedy.plies} plies)`);
  log(`saved state (serializeState): ${kb(bytes.initialState)} after setup, ${kb(bytes.finalState)} at the end; full record (serializeRecord, ${bytes.plies} actions): ${kb(bytes.record)}`);
  return {
    games: settings.games,
    plies,
    immutable,
    rollout,
    rolloutOverImmutableFullGames: round(rollout.gamesPerSecond / immutable.gamesPerSecond, 2),
    spreadOverRounds: { rolloutOverImmutableFullGames: [ratios[0]!, ratios.at(-1)!], median },
    greedyVsRandom: greedy,
    bytes: { seed: 1, ...bytes },
    method: { rounds: settings.rounds, warmupGames: settings.warmup, bots: 'randomBot(2 seed + 1) French, randomBot(2 seed + 2) Austrian; greedy: greedyBot(2 seed + 1) French' },
  };
}
