import { playGame } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { botByName } from './botByName.js';
import type { Progress } from './progress.js';
import { outcomeOf } from './resultLine.js';

/** Options of the `match` command. */
export interface MatchOptions {
  /** A built-in scenario id. */
  readonly scenario: string;
  /** Bot names: the first plays the French, the second the other side. */
  readonly bots: readonly [string, string];
  /** How many games. */
  readonly games: number;
  /** Game `i` uses seed `seed + i`. */
  readonly seed: number;
  /** End with one JSON line. */
  readonly json: boolean;
  /** Where output lines go. */
  readonly print: (line: string) => void;
  /** The live status line (see {@link Progress.status}); none by default. */
  readonly status?: Progress['status'];
}

/**
 * Plays `games` bot-vs-bot games with the sides fixed (`game k/N` on the status line meanwhile), prints each game's
 * outcome and a summary table; with `json` the last line is
 * `{ games, wins: { <bot>: n, ... }, draws, meanTurns }` (wins keyed `<bot>` or `<bot>:<side>` when both bots share a name).
 *
 * @example
 * ```ts
 * import { match } from './match.js';
 * match({ scenario: 'skirmish', bots: ['greedy', 'random'], games: 4, seed: 7, json: true, print: console.log });
 * ```
 */
export function match(options: MatchOptions): number {
  const { print, bots, status = () => {} } = options;
  const scenario = napoleonAtWar.definition.scenarios[options.scenario];
  if (scenario === undefined) {
    print(`Unknown scenario "${options.scenario}"`);
    return 2;
  }
  const label = bots[0] === bots[1] ? [`${bots[0]}:french`, `${bots[1]}:coalition`] : [bots[0], bots[1]];
  const wins: Record<string, number> = { [label[0]!]: 0, [label[1]!]: 0 };
  let draws = 0;
  let turns = 0;
  for (let i = 0; i < options.games; i++) {
    const seed = options.seed + i;
    const setup = napoleonAtWar.setup(options.scenario, {}, seed);
    if (!setup.ok) {
      print(`Cannot set up ${options.scenario}: ${setup.violation.message}`);
      return 1;
    }
    const french = botByName(bots[0], seed * 2 + 1)!;
    const coalition = botByName(bots[1], seed * 2 + 2)!;
    const game = playGame(napoleonAtWar, setup.state, { french, coalition }, {
      maxPlies: 1_000_000,
      events: false,
      onPly: ({ ply, after }) => status(() => `game ${i + 1}/${options.games} | seed ${seed} | turn ${after.turn}/${scenario.turns} | ply ${ply + 1}`),
    });
    if (game.refused) {
      print(`Game ${i + 1}: stopped: ${game.refused.violation.rule} ${game.refused.violation.message}`);
      return 1;
    }
    const result = napoleonAtWar.result(game.final);
    if (!result.terminal) {
      print(`Game ${i + 1}: did not end within ${game.plies} actions`);
      return 1;
    }
    turns += game.final.turn;
    if (result.winner === null) draws++;
    else wins[label[result.winner === 'french' ? 0 : 1]!]! += 1;
    const by = result.winner === null ? '' : `, won by ${label[result.winner === 'french' ? 0 : 1]}`;
    print(`Game ${i + 1}/${options.games} seed ${seed}: ${outcomeOf(result, scenario.sideNames)}${by}, ${game.final.turn} turns`);
  }
  print('');
  print(`${'bot'.padEnd(20)} ${'side'.padEnd(12)} wins`);
  print(`${label[0]!.padEnd(20)} ${scenario.sideNames.french.padEnd(12)} ${wins[label[0]!]}`);
  print(`${label[1]!.padEnd(20)} ${scenario.sideNames.coalition.padEnd(12)} ${wins[label[1]!]}`);
  print(`${'draws'.padEnd(33)} ${draws}`);
  const meanTurns = options.games > 0 ? turns / options.games : 0;
  if (options.json) print(JSON.stringify({ games: options.games, wins, draws, meanTurns }));
  return 0;
}
