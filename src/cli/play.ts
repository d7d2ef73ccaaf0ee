import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createRecord, fieldBots as fieldBotsOf, playGame, serializeRecord, type AnyRuleset, type AnyRulesetBot } from 'kriegsspiel';
import type { BotBudget } from './parseBots.js';
import { BUILT_INS, namesOf } from './builtIns.js';
import type { Progress } from './progress.js';
import { resultLine } from './resultLine.js';

/** Options of {@link play}. */
export interface PlayOptions {
  /** A built-in scenario name (`wagram`, or `<ruleset>/<scenario>`). */
  readonly scenario: string;
  /** The game's seed (dice) and the bots' seeds derive from it. */
  readonly seed: number;
  /** Bot names, one per side in the ruleset's side order. */
  readonly bots: readonly [string, string];
  /** The search budget of `mcts` and `ismcts` bots (`--iterations`, `--time-ms`). */
  readonly budget?: BotBudget;
  /** Where to write the game record, if anywhere. */
  readonly record?: string;
  /** Option overrides for the ruleset (checked by its schema at setup), e.g. `{ capitulation: false }`. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Where progress lines go. */
  readonly print: (line: string) => void;
  /** The live status line (see {@link Progress.status}); none by default. */
  readonly status?: Progress['status'];
}

/** The bots of a game: the named bot per side, seeded from the game's seed (the library's `fieldBots`; `budget`: that of searching bots). */
export function fieldBots(ruleset: AnyRuleset, names: readonly string[], seed: number, budget: BotBudget = {}): Record<string, AnyRulesetBot> {
  const fielded = fieldBotsOf(ruleset.sides, names.map((name) => ({ name, options: { ...budget } })), seed);
  if (!fielded.ok) throw new Error(fielded.violation.message); // names come checked by parseBots
  return fielded.bots;
}

/**
 * `kriegsspiel play`: one bot-vs-bot game of a built-in scenario of any registered ruleset, printing a line per
 * event the ruleset's presentation hooks describe, a live status line on a terminal, and a final `Result:` line.
 * Returns the exit code.
 *
 * @example
 * ```ts
 * import { play } from './play.js';
 * const lines: string[] = [];
 * play({ scenario: 'skirmish', seed: 1, bots: ['random', 'random'], print: (line) => lines.push(line) }); // 0
 * lines.at(-1); // 'Result: ...'
 * ```
 */
export function play(options: PlayOptions): number {
  const { print, status = () => {} } = options;
  const found = BUILT_INS.findScenario(options.scenario);
  if (!found.ok) {
    print(found.violation.message);
    return 2;
  }
  const { ruleset, scenario } = found.match;
  const setup = ruleset.setup(scenario, options.options ?? {}, options.seed);
  if (!setup.ok) {
    print(`Cannot set up ${scenario}: ${setup.violation.message}`);
    return 1;
  }
  const names = namesOf(ruleset, setup.state);
  const lineup = ruleset.sides.map((side, i) => `${names.sides[side]} ${options.bots[i]}`).join(' vs ');
  print(`${names.title}: ${lineup}, seed ${options.seed}`);
  print(names.turnLabel(setup.state));
  const started = performance.now();
  const game = playGame(ruleset, setup.state, fieldBots(ruleset, options.bots, options.seed, options.budget), {
    maxPlies: 1_000_000,
    onPly: ({ ply, after, events }) => {
      for (const event of events) {
        const line = names.describe(event);
        if (line !== null) print(line);
      }
      status(() => {
        const scores = ruleset.result(after).scores;
        const tally = ruleset.sides.map((side) => `${names.sides[side]} ${scores[side]} VP`).join(', ');
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        return `${names.turnLabel(after)} | ply ${ply + 1} | ${tally} | ${seconds} s`;
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
    writeFileSync(options.record, serializeRecord(createRecord(ruleset, { scenario, seed: options.seed, ...(options.options === undefined ? {} : { options: options.options }) }, game.actions)));
    print(`Record written to ${options.record} (${game.plies} actions)`);
  }
  print(resultLine(ruleset.result(game.final), names.sides, names.scoreUnit));
  return 0;
}
