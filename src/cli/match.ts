import { violation, type Json, type ScenarioMatch, type SeededGame } from 'kriegsspiel';
import { createTaskPool, runGames, type RunGamesResult, type TaskPool } from 'kriegsspiel/pool';
import { BUILT_IN_SOURCES, namesOf, type Names } from './builtIns.js';
import type { CommandOutput } from './commandOutput.js';
import { findBuiltIn } from './findBuiltIn.js';
import type { BotBudget } from './parseBots.js';
import { fieldBots } from './play.js';
import { playUntilStopped } from './playUntilStopped.js';
import { outcomeOf } from './resultLine.js';
import { stopped } from './stopped.js';

/** Options of the `match` command. */
export interface MatchOptions extends CommandOutput {
  /** A built-in scenario name (`wagram`, or `<ruleset>/<scenario>`). */
  readonly scenario: string;
  /** Bot names, one per side in the ruleset's side order (the first side keeps its bot in every game). */
  readonly bots: readonly [string, string];
  /** The search budget of `mcts` and `ismcts` bots (`--iterations`, `--time-ms`). */
  readonly budget?: BotBudget;
  /** How many games. */
  readonly games: number;
  /** Game `i` uses seed `seed + i`. */
  readonly seed: number;
  /** Option overrides for the ruleset, as in `PlayOptions.options`. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Play the games on this many worker threads (the library's `runGames`); in this thread when absent. */
  readonly workers?: number;
}

/**
 * Plays `games` bot-vs-bot games with the sides fixed (`game k/N` on the status line meanwhile), prints each game's
 * outcome and a summary table; with `json` it also writes one JSON line
 * `{ games, wins: { <bot>: n, ... }, draws, meanPlies }` (wins keyed `<bot>` or `<bot>:<side>` when both bots share a name).
 * With `workers` the games run on a worker pool and the output is the same, line for line, for any number of workers
 * (each game depends only on its seed). Once `signal` is aborted it stops at once (the pool's threads are
 * terminated) and resolves to 130 (see `stopped`); otherwise to 0, 1 when a game failed, 2 for a bad scenario.
 *
 * @example
 * ```ts
 * import { match } from './match.js';
 * match({ scenario: 'skirmish', bots: ['greedy', 'random'], games: 2, seed: 7, print: () => {}, json: console.log });
 * ```
 */
export async function match(options: MatchOptions): Promise<number> {
  const { error = options.print } = options;
  const found = findBuiltIn(options.scenario);
  if (!found.ok) {
    found.lines.forEach((line) => error(line));
    return 2;
  }
  const { ruleset, scenario } = found.match;
  const seeds = Array.from({ length: options.games }, (_, i) => options.seed + i);
  const first = ruleset.setup(scenario, options.options ?? {}, options.seed);
  if (!first.ok) {
    error(`Cannot set up ${scenario}: ${first.violation.message}`);
    return 1;
  }
  const names = namesOf(ruleset, first.state);
  if (options.workers === undefined) return inThisThread(options, found.match, seeds, names);
  const source = BUILT_IN_SOURCES[ruleset.id];
  if (source === undefined) {
    error(`--workers: no module known for the ruleset ${ruleset.id}`);
    return 2;
  }
  const run = await onPool(options.workers, options.signal, (pool) =>
    runGames({
      ruleset: source,
      scenario,
      seeds,
      bots: options.bots.map((name) => ({ name, options: { ...options.budget } })),
      pool,
      ...(options.options === undefined ? {} : { options: options.options as Readonly<Record<string, Json>> }),
      onProgress: (done, total) => options.status?.(() => `games ${done}/${total} done on ${options.workers} workers`),
    }),
  );
  if (options.signal?.aborted) return stopped(options.signal, error, `the match stopped, its worker threads (${options.workers}) terminated: no summary`);
  if (!run.ok) {
    error(`${run.violation.rule} ${run.violation.message}`);
    return 1;
  }
  return report(options, ruleset.sides, names, run.games);
}

/** The games one after the other in this thread, each stoppable between actions. */
async function inThisThread(options: MatchOptions, found: ScenarioMatch, seeds: readonly number[], names: Names): Promise<number> {
  const { ruleset, scenario } = found;
  const { status = () => {}, signal, error = options.print } = options;
  const games: SeededGame[] = [];
  for (const [i, seed] of seeds.entries()) {
    const setup = ruleset.setup(scenario, options.options ?? {}, seed);
    if (!setup.ok) {
      games.push({ seed, plies: 0, result: null, refused: setup.violation });
      break;
    }
    const game = await playUntilStopped(ruleset, setup.state, fieldBots(ruleset, options.bots, seed, options.budget), {
      maxPlies: 1_000_000,
      events: false,
      ...(signal === undefined ? {} : { signal }),
      onPly: ({ ply, after }) => status(() => `game ${i + 1}/${options.games} | seed ${seed} | ${names.turnLabel(after)} | ply ${ply + 1}`),
    });
    if (game.stopped && signal !== undefined) return stopped(signal, error, `the match stopped in game ${i + 1} of ${options.games} (seed ${seed}) after ${game.plies} actions: no summary`);
    games.push({ seed, plies: game.plies, result: game.result, refused: game.refused?.violation ?? null });
    if (game.refused || !game.result.terminal) break;
  }
  return report(options, ruleset.sides, names, games);
}

/**
 * Runs `work` on a pool of `workers` threads made for it, and closes the pool after; an abort of `signal` closes it
 * at once, which terminates the threads mid-game (their pending tasks then fail, and the caller reports the stop).
 */
async function onPool(workers: number, signal: AbortSignal | undefined, work: (pool: TaskPool) => Promise<RunGamesResult>): Promise<RunGamesResult> {
  let pool: TaskPool;
  try {
    pool = await createTaskPool({ workers });
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    return { ok: false, violation: violation('pool-failed', 'core', `cannot start the worker pool: ${message}`) };
  }
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => (closing ??= pool.close());
  signal?.addEventListener('abort', () => void close(), { once: true });
  try {
    if (signal?.aborted) return { ok: false, violation: violation('stopped', 'core', 'stopped before the games started') };
    return await work(pool);
  } finally {
    await close();
  }
}

/** Prints one line per game (stopping at the first that failed), the table and the JSON line; the exit code. */
function report(options: MatchOptions, sides: readonly string[], names: Names, games: readonly SeededGame[]): number {
  const { print, bots, error = print } = options;
  const [first, second] = sides as readonly [string, string];
  const label = bots[0] === bots[1] ? [`${bots[0]}:${first}`, `${bots[1]}:${second}`] : [bots[0], bots[1]];
  const wins: Record<string, number> = { [label[0]!]: 0, [label[1]!]: 0 };
  let draws = 0;
  let plies = 0;
  for (const [i, game] of games.entries()) {
    if (game.result === null) {
      error(`Cannot set up ${options.scenario}: ${game.refused?.message ?? ''}`);
      return 1;
    }
    if (game.refused) {
      error(`Game ${i + 1}: stopped: ${game.refused.rule} ${game.refused.message}`);
      return 1;
    }
    const result = game.result;
    if (!result.terminal) {
      error(`Game ${i + 1}: did not end within ${game.plies} actions`);
      return 1;
    }
    plies += game.plies;
    const winner = result.winner === null ? null : label[result.winner === first ? 0 : 1]!;
    if (winner === null) draws++;
    else wins[winner]! += 1;
    print(`Game ${i + 1}/${options.games} seed ${game.seed}: ${outcomeOf(result, names.sides, names.scoreUnit)}${winner === null ? '' : `, won by ${winner}`}, ${game.plies} actions`);
  }
  print('');
  print(`${'bot'.padEnd(20)} ${'side'.padEnd(12)} wins`);
  print(`${label[0]!.padEnd(20)} ${names.sides[first]!.padEnd(12)} ${wins[label[0]!]}`);
  print(`${label[1]!.padEnd(20)} ${names.sides[second]!.padEnd(12)} ${wins[label[1]!]}`);
  print(`${'draws'.padEnd(33)} ${draws}`);
  const meanPlies = options.games > 0 ? plies / options.games : 0;
  options.json?.(JSON.stringify({ games: options.games, wins, draws, meanPlies }));
  return 0;
}
