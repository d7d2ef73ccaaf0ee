import type { ChanceMode } from '../core/decision.js';
import type { Json } from '../core/json.js';
import { quote } from '../core/quote.js';
import { violation, type Violation } from '../core/violation.js';
import { batchSizes } from './batchSizes.js';
import type { BotSpec } from './fieldBots.js';
import { gameStats, type GameStats } from './gameStats.js';
import { loadRuleset, type RulesetSource } from './loadRuleset.js';
import type { ModuleExport } from './moduleExport.js';
import type { SeededGame, SeededGameSpec } from './playSeededGame.js';
import { poolSettings, startPool, type TaskPool, type TaskPoolOptions } from './taskPool.js';

/** Options of {@link runGames}; `workers`, `runtime` and `workerFlags` (see `TaskPoolOptions`) start the pool made for the call. */
export interface RunGamesOptions extends TaskPoolOptions {
  /** Where the workers (and this thread, to check it) import the ruleset. */
  readonly ruleset: RulesetSource;
  /** A built-in scenario id of the ruleset. */
  readonly scenario: string;
  /** Option overrides, checked by the ruleset at setup. */
  readonly options?: Readonly<Record<string, Json>>;
  /** One game per seed (see `SeededGameSpec.seed`); results come back in this order. */
  readonly seeds: readonly number[];
  /** One bot per side in the ruleset's side order, by name (see `fieldBots`). */
  readonly bots: readonly BotSpec[];
  /** Where the workers import a `BotFactory` for the names (default: the built-in `botByName`). */
  readonly botFactory?: ModuleExport;
  /** Chance mode of every setup (default `'auto'`). */
  readonly chance?: ChanceMode;
  /** Per-game ply limit (default 1,000,000). */
  readonly maxPlies?: number;
  /** Send back each game's actions (default `false`: results and plies only, the least to copy between threads). */
  readonly keepActions?: boolean;
  /** An open pool to use (and leave open), e.g. to keep warm workers across calls; then `workers`, `runtime` and `workerFlags` are ignored. */
  readonly pool?: TaskPool;
  /**
   * Games per task sent to a worker. Default: decreasing tasks, each a `2 x workers`-th of the games left, at most 8
   * games, down to single games at the end (see `batchSizes`): few round trips, and no worker left idle while another
   * plays a long last task. The results are the same for any batch.
   */
  readonly batch?: number;
  /** Called each time a task's games come back (in completion order, which varies): games done so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** What {@link runGames} returns: every game in seed order and their statistics, or why none could be played. */
export type RunGamesResult =
  | { readonly ok: true; readonly sides: readonly string[]; readonly games: readonly SeededGame[]; readonly stats: GameStats }
  | { readonly ok: false; readonly violation: Violation };

/** Splits `items` into consecutive chunks of the given sizes (which sum to its length). */
function chunks<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const out: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    out.push(items.slice(start, start + size));
    start += size;
  }
  return out;
}

/**
 * Plays one seeded bot-vs-bot game per seed on a pool of workers (child processes by default) and returns the games in
 * seed order with their {@link GameStats}. Each game depends only on its seed (see `playSeededGame`), and results are put back in
 * seed order, so the same seeds give identical games and statistics for any number of workers. A bad ruleset
 * source, seed or worker failure is a violation, never a throw; a refused game is counted in `stats.refused`.
 *
 * @example
 * ```ts
 * import { runGames } from 'kriegsspiel/pool';
 * runGames({
 *   ruleset: { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' },
 *   scenario: 'skirmish',
 *   seeds: [1, 2],
 *   bots: ['greedy', 'random'],
 *   workers: 1,
 * }).then((run) => {
 *   if (run.ok) console.log(run.stats.wins, run.stats.meanPlies); // e.g. { french: 2, coalition: 0 } 140
 * });
 * ```
 */
export async function runGames(options: RunGamesOptions): Promise<RunGamesResult> {
  if (options.batch !== undefined && !(Number.isSafeInteger(options.batch) && options.batch >= 1)) {
    return { ok: false, violation: violation('bad-batch', 'core', `batch: expected a whole number of at least 1, got ${quote(options.batch)}`) };
  }
  const badSeed = options.seeds.findIndex((seed) => !Number.isSafeInteger(seed));
  if (badSeed >= 0) return { ok: false, violation: violation('bad-seed', 'core', `seeds[${badSeed}]: expected a safe integer, got ${quote(options.seeds[badSeed])}`) };
  const loaded = await loadRuleset(options.ruleset);
  if (!loaded.ok) return loaded;
  const sides = loaded.ruleset.sides;
  const specs: SeededGameSpec[] = options.seeds.map((seed) => ({
    scenario: options.scenario,
    seed,
    bots: options.bots,
    ...(options.options === undefined ? {} : { options: options.options }),
    ...(options.chance === undefined ? {} : { chance: options.chance }),
    ...(options.maxPlies === undefined ? {} : { maxPlies: options.maxPlies }),
    ...(options.keepActions === undefined ? {} : { keepActions: options.keepActions }),
  }));
  const pool = options.pool ?? (await startPool(poolSettings(options)));
  if ('violation' in pool) return pool;
  try {
    const batches = chunks(specs, batchSizes(specs.length, pool.workers, options.batch));
    let done = 0;
    const replies = await Promise.all(
      batches.map(async (batch) => {
        const reply = await pool.run({ kind: 'games', ruleset: options.ruleset, ...(options.botFactory ? { botFactory: options.botFactory } : {}), specs: batch });
        done += batch.length;
        options.onProgress?.(done, specs.length);
        return reply;
      }),
    );
    const games: SeededGame[] = [];
    for (const reply of replies) {
      if (!reply.ok) return reply;
      games.push(...(reply.value as SeededGame[]));
    }
    return { ok: true, sides, games, stats: gameStats(sides, games) };
  } finally {
    if (options.pool === undefined) await pool.close();
  }
}
