import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createRecord, playGame, serializeRecord } from 'kriegsspiel';
import { napoleonAtWar, type NawEvent, type NawScenario } from 'kriegsspiel/rulesets/napoleon-at-war';
import { botByName } from './botByName.js';
import type { Progress } from './progress.js';
import { resultLine } from './resultLine.js';

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
  /** The live status line (see {@link Progress.status}); none by default. */
  readonly status?: Progress['status'];
}

/**
 * Plays one full bot-vs-bot game of a built-in scenario, printing a line per phase (and per combat) and ending with
 * one `Result:` line (see {@link resultLine}). Returns the process exit code.
 *
 * @example
 * ```ts
 * import { play } from './play.js';
 * play({ scenario: 'skirmish', seed: 42, bots: ['greedy', 'random'], print: console.log }); // 0, the exit code
 * ```
 */
export function play(options: PlayOptions): number {
  const { print, status = () => {} } = options;
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
  const turnOf = (turn: number): string => `Turn ${turn}/${scenario.turns}`;
  print(`${scenario.name}: ${scenario.turns} game-turns, ${names.french} ${options.bots[0]} vs ${names.coalition} ${options.bots[1]}, seed ${options.seed}`);
  const first = napoleonAtWar.decision(setup.state);
  if (first.kind === 'side') print(`${turnOf(setup.state.turn)}: ${names[first.side]} ${first.step}`);
  const started = performance.now();
  const bots = { french: botByName(options.bots[0], options.seed * 2 + 1)!, coalition: botByName(options.bots[1], options.seed * 2 + 2)! };
  const game = playGame(napoleonAtWar, setup.state, bots, {
    maxPlies: 100_000,
    onPly: ({ ply, after, events }) => {
      for (const event of events as readonly NawEvent[]) {
        if (event.type === 'phaseStarted') {
          print(`${turnOf(event.turn)}${event.night ? ' (night)' : ''}: ${names[event.side]} ${event.phase}`);
        } else if (event.type === 'combatResolved') {
          const b = event.breakdown;
          print(`  combat at ${b.defenders.map((d) => d.hex).join('+')}: ${b.attack} vs ${b.defense}, ${b.odds}, rolled ${event.roll}: ${event.result}`);
        }
      }
      status(() => {
        const decision = napoleonAtWar.decision(after);
        const who = decision.kind === 'side' ? `${names[decision.side]} ${decision.step}` : decision.kind === 'terminal' ? 'over' : decision.step;
        const { french, coalition } = napoleonAtWar.result(after).scores;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        return `${turnOf(after.turn)} | ${who} | ply ${ply + 1} | ${names.french} ${french} VP, ${names.coalition} ${coalition} VP | ${seconds} s`;
      });
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
  print(resultLine(napoleonAtWar.result(game.final), names));
  return 0;
}
