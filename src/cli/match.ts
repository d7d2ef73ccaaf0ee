import { playGame } from 'kriegsspiel';
import { BUILT_INS, namesOf } from './builtIns.js';
import type { BotBudget } from './botByName.js';
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
  /** Where output lines go. */
  readonly print: (line: string) => void;
  /** The live status line (see {@link Progress.status}); none by default. */
  readonly status?: Progress['status'];
}

/**
 * Plays `games` bot-vs-bot games with the sides fixed (`game k/N` on the status line meanwhile), prints each game's
 * outcome and a summary table; with `json` the last line is
 * `{ games, wins: { <bot>: n, ... }, draws, meanPlies }` (wins keyed `<bot>` or `<bot>:<side>` when both bots share a name).
 *
 * @example
 * ```ts
 * import { match } from './match.js';
 * match({ scenario: 'skirmish', bots: ['greedy', 'random'], games: 4, seed: 7, json: true, print: console.log });
 * ```
 */
export function match(options: MatchOptions): number {
  const { print, bots, status = () => {} } = options;
  const found = BUILT_INS.findScenario(options.scenario);
  if (!found.ok) {
    print(found.violation.message);
    return 2;
  }
  const { ruleset, scenario } = found.match;
  const [first, second] = ruleset.sides as readonly [string, string];
  const label = bots[0] === bots[1] ? [`${bots[0]}:${first}`, `${bots[1]}:${second}`] : [bots[0], bots[1]];
  const wins: Record<string, number> = { [label[0]!]: 0, [label[1]!]: 0 };
  let draws = 0;
  let plies = 0;
  let sideNames: Readonly<Record<string, string>> = { [first]: first, [second]: second };
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + i;
    const setup = ruleset.setup(scenario, options.options ?? {}, seed);
    if (!setup.ok) {
      print(`Cannot set up ${scenario}: ${setup.violation.message}`);
      return 1;
    }
    const names = namesOf(ruleset, setup.state);
    sideNames = names.sides;
    const game = playGame(ruleset, setup.state, fieldBots(ruleset, bots, seed, options.budget), {
      maxPlies: 1_000_000,
      events: false,
      onPly: ({ ply, after }) => status(() => `game ${i + 1}/${options.games} | seed ${seed} | ${names.turnLabel(after)} | ply ${ply + 1}`),
    });
    if (game.refused) {
      print(`Game ${i + 1}: stopped: ${game.refused.violation.rule} ${game.refused.violation.message}`);
      return 1;
    }
    const result = ruleset.result(game.final);
    if (!result.terminal) {
      print(`Game ${i + 1}: did not end within ${game.plies} actions`);
      return 1;
    }
    plies += game.plies;
    const winner = result.winner === null ? null : label[result.winner === first ? 0 : 1]!;
    if (winner === null) draws++;
    else wins[winner]! += 1;
    print(`Game ${i + 1}/${options.games} seed ${seed}: ${outcomeOf(result, names.sides, names.scoreUnit)}${winner === null ? '' : `, won by ${winner}`}, ${game.plies} actions`);
  }
  print('');
  print(`${'bot'.padEnd(20)} ${'side'.padEnd(12)} wins`);
  print(`${label[0]!.padEnd(20)} ${sideNames[first]!.padEnd(12)} ${wins[label[0]!]}`);
  print(`${label[1]!.padEnd(20)} ${sideNames[second]!.padEnd(12)} ${wins[label[1]!]}`);
  print(`${'draws'.padEnd(33)} ${draws}`);
  const meanPlies = options.games > 0 ? plies / options.games : 0;
  if (options.json) print(JSON.stringify({ games: options.games, wins, draws, meanPlies }));
  return 0;
}
