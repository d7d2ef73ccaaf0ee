import { writeFileSync } from 'node:fs';
import { createRecord, playGame, serializeRecord } from 'kriegsspiel';
import { napoleonAtWar, type NawEvent, type NawScenario } from 'kriegsspiel/rulesets/napoleon-at-war';
import { botByName } from './botByName.js';

/** Options of the `play` command. */
export interface PlayOptions {
  /** A built-in scenario id. */
  readonly scenario: string;
  /** The game's seed (dice) and the bots' seeds derive from it. */
  readonly seed: number;
  /** Bot names: the first plays the French, the second the other side. */
  readonly bots: readonly [string, string];
  /** Where to write the game record, if anywhere. */
  readonly record?: string;
  /** Where progress lines go. */
  readonly print: (line: string) => void;
}

/**
 * Plays one full bot-vs-bot game of a built-in scenario, printing a line per phase and ending with a `Result:` line.
 * Returns the process exit code.
 *
 * @example
 * ```ts
 * import { play } from './play.js';
 * play({ scenario: 'skirmish', seed: 42, bots: ['greedy', 'random'], print: console.log }); // 0, the exit code
 * ```
 */
export function play(options: PlayOptions): number {
  const { print } = options;
  const scenario: NawScenario | undefined = napoleonAtWar.definition.scenarios[options.scenario];
  if (scenario === undefined) {
    print(`Unknown scenario "${options.scenario}". Built-in: ${Object.keys(napoleonAtWar.definition.scenarios).join(', ')}`);
    return 2;
  }
  const setup = napoleonAtWar.setup(options.scenario, {}, options.seed);
  if (!setup.ok) {
    print(`Cannot set up ${options.scenario}: ${setup.violation.message}`);
    return 1;
  }
  const names = scenario.sideNames;
  print(`${scenario.name}: ${scenario.turns} game-turns, ${names.french} ${options.bots[0]} vs ${names.coalition} ${options.bots[1]}, seed ${options.seed}`);
  const bots = { french: botByName(options.bots[0], options.seed * 2 + 1)!, coalition: botByName(options.bots[1], options.seed * 2 + 2)! };
  const game = playGame(napoleonAtWar, setup.state, bots, {
    maxPlies: 100_000,
    onPly: ({ events }) => {
      for (const event of events as readonly NawEvent[]) {
        if (event.type === 'phaseStarted') {
          print(`Turn ${event.turn}/${scenario.turns}${event.night ? ' (night)' : ''}: ${names[event.side]} ${event.phase}`);
        } else if (event.type === 'combatResolved') {
          const b = event.breakdown;
          print(`  combat at ${b.defenders.map((d) => d.hex).join('+')}: ${b.attack} vs ${b.defense}, ${b.odds}, rolled ${event.roll}: ${event.result}`);
        }
      }
    },
  });
  if (game.refused) {
    print(`Stopped: ${game.refused.violation.rule} ${game.refused.violation.message}`);
    return 1;
  }
  if (!game.result.terminal) {
    print(`Stopped: the game did not end within ${game.plies} actions`);
    return 1;
  }
  if (options.record) {
    writeFileSync(options.record, serializeRecord(createRecord(napoleonAtWar, { scenario: options.scenario, seed: options.seed }, game.actions)));
    print(`Record written to ${options.record} (${game.plies} actions)`);
  }
  const { winner, grade, scores } = napoleonAtWar.result(game.final);
  const outcome = winner === null ? 'draw' : `${names[winner]}${grade ? ` ${grade}` : ''}`;
  print(`Result: ${outcome} (${names.french} ${scores.french} VP, ${names.coalition} ${scores.coalition} VP)`);
  return 0;
}
