import { playGame, type Json, type SeededGame } from 'kriegsspiel';
import { runGames } from 'kriegsspiel/pool';
import { BUILT_IN_SOURCES, BUILT_INS, namesOf, type Names } from './builtIns.js';
import type { BotBudget } from './parseBots.js';
import { fieldBots } from './play.js';
import type { Progress } from './progress.js';
import { outcomeOf } from './resultLine.js';

/** Options of the `match` command. */
export interface MatchOptions {
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
  /** End with one JSON line. */
  readonly json: boolean;
  /** Option overrides for the ruleset, as in {@link PlayOptions.options}. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Play the games on this many worker threads (the library's `runGames`); in this thread when absent. */
  readonly workers?: number;
  /** Where output lines go. */
  readonly print: (line: string) => void;
  /** The live status line (see {@link Progress.status}); none by default. */
  readonly status?: Progress['status'];
}

/**
 * Plays `games` bot-vs-bot games with the sides fixed (`game k/N` on the status line meanwhile), prints each game's
 * outcome and a summary table; with `json` the last line is
 * `{ games, wins: { <bot>: n, ... }, draws, meanPlies }` (wins keyed `<bot>` or `<bot>:<side>` when both bots share a name).
 * With `workers` the games run on a worker pool and the output is the same, line for line, for any number of workers
 * (each game depends only on its seed); the result is then a promise of the exit code.
 *
 * @example
 * ```ts
 * import { match } from './match.js';
 * match({ scenario: 'skirmish', bots: ['greedy', 'random'], games: 4, seed: 7, json: true, print: console.log });
 * ```
 */
export function match(options: MatchOptions): number | Promise<number> {
  const { print, status = () => {} } = options;
  const found = BUILT_INS.findScenario(options.scenario);
  if (!found.ok) {
    print(found.violation.message);
    return 2;
  }
  const { ruleset, scenario } = found.match;
  const seeds = Array.from({ length: options.games }, (_, i) => options.seed + i);
  const first = ruleset.setup(scenario, options.options ?? {}, options.seed);
  if (!first.ok) {
    print(`Cannot set up ${scenario}: ${first.violation.message}`);
    return 1;
  }
  const names = namesOf(ruleset, first.state);
  if (options.workers === undefined) {
    const games: SeededGame[] = [];
    for (const [i, seed] of seeds.entries()) {
      const setup = ruleset.setup(scenario, options.options ?? {}, seed);
      if (!setup.ok) {
        games.push({ seed, plies: 0, result: null, refused: setup.violation });
        break;
      }
      const game = playGame(ruleset, setup.state, fieldBots(ruleset, options.bots, seed, options.budget), {
        maxPlies: 1_000_000,
        events: false,
        onPly: ({ ply, after }) => status(() => `game ${i + 1}/${options.games} | seed ${seed} | ${names.turnLabel(after)} | ply ${ply + 1}`),
      });
      games.push({ seed, plies: game.plies, result: game.result, refused: game.refused?.violation ?? null });
      if (game.refused || !game.result.terminal) break;
    }
    return report(options, ruleset.sides, names, games);
  }
  const source = BUILT_IN_SOURCES[ruleset.id];
  if (source === undefined) {
    print(`--workers: no module known for the ruleset ${ruleset.id}`);
    return 2;
  }
  return runGames({
    ruleset: source,
    scenario,
    seeds,
    bots: options.bots.map((name) => ({ name, options: { ...options.budget } })),
    workers: options.workers,
    ...(options.options === undefined ? {} : { options: options.options as Readonly<Record<string, Json>> }),
    onProgress: (done, total) => status(() => `games ${done}/${total} done on ${options.workers} workers`),
  }).then((run) => {
    if (!run.ok) {
      print(`${run.violation.rule} ${run.violation.message}`);
      return 1;
    }
    return report(options, ruleset.sides, names, run.games);
  });
}

/** Prints one line per game (stopping at the first that failed), the table and the JSON line; the exit code. */
function report(options: MatchOptions, sides: readonly string[], names: Names, games: readonly SeededGame[]): number {
  const { print, bots } = options;
  const [first, second] = sides as readonly [string, string];
  const label = bots[0] === bots[1] ? [`${bots[0]}:${first}`, `${bots[1]}:${second}`] : [bots[0], bots[1]];
  const wins: Record<string, number> = { [label[0]!]: 0, [label[1]!]: 0 };
  let draws = 0;
  let plies = 0;
  for (const [i, game] of games.entries()) {
    if (game.result === null) {
      print(`Cannot set up ${options.scenario}: ${game.refused?.message ?? ''}`);
      return 1;
    }
    if (game.refused) {
      print(`Game ${i + 1}: stopped: ${game.refused.rule} ${game.refused.message}`);
      return 1;
    }
    const result = game.result;
    if (!result.terminal) {
      print(`Game ${i + 1}: did not end within ${game.plies} actions`);
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
  if (options.json) print(JSON.stringify({ games: options.games, wins, draws, meanPlies }));
  return 0;
}
