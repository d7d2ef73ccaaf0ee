import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createRecord, fieldBots as fieldBotsOf, serializeRecord, type AnyRuleset, type AnyRulesetBot } from 'kriegsspiel';
import type { BotBudget } from './parseBots.js';
import { namesOf } from './builtIns.js';
import type { CommandOutput } from './commandOutput.js';
import { findBuiltIn } from './findBuiltIn.js';
import { playUntilStopped } from './playUntilStopped.js';
import { recordPathProblem } from './recordPathProblem.js';
import { resultLine } from './resultLine.js';
import { stopped } from './stopped.js';

/** Options of {@link play}. */
export interface PlayOptions extends CommandOutput {
  /** A built-in scenario name (`wagram`, or `<ruleset>/<scenario>`). */
  readonly scenario: string;
  /** The game's seed (dice) and the bots' seeds derive from it. */
  readonly seed: number;
  /** Bot names, one per side in the ruleset's side order. */
  readonly bots: readonly [string, string];
  /** The search budget of `mcts` and `ismcts` bots (`--iterations`, `--time-ms`). */
  readonly budget?: BotBudget;
  /** Where to write the game record, if anywhere (checked before the game starts). */
  readonly record?: string;
  /** Option overrides for the ruleset (checked by its schema at setup), e.g. `{ capitulation: false }`. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The bots of a game: the named bot per side, seeded from the game's seed (the library's `fieldBots`; `budget`: that of searching bots). */
export function fieldBots(ruleset: AnyRuleset, names: readonly string[], seed: number, budget: BotBudget = {}): Record<string, AnyRulesetBot> {
  const fielded = fieldBotsOf(ruleset.sides, names.map((name) => ({ name, options: { ...budget } })), seed);
  if (!fielded.ok) throw new Error(fielded.violation.message); // names come checked by parseBots
  return fielded.bots;
}

/**
 * `kriegsspiel play`: one bot-vs-bot game of a built-in scenario of any registered ruleset, printing a line per
 * event the ruleset's presentation hooks describe, a live status line on a terminal, and a final `Result:` line
 * (with `json`, one JSON line `{ ruleset, scenario, seed, bots, actions, result, record }` besides). Resolves to the exit code:
 * 0, 1 when the game cannot be played or its record written, 2 for a bad scenario or record path, 130 when `signal`
 * interrupts it (0 when the signal says the output was closed).
 *
 * @example
 * ```ts
 * import { play } from './play.js';
 * const lines: string[] = [];
 * play({ scenario: 'skirmish', seed: 1, bots: ['random', 'random'], print: (line) => lines.push(line) }).then((code) => {
 *   console.log(code, lines.at(-1)); // 0 'Result: ...'
 * });
 * ```
 */
export async function play(options: PlayOptions): Promise<number> {
  const { print, error = print, status = () => {}, signal } = options;
  const problem = options.record === undefined ? null : recordPathProblem(options.record);
  if (problem !== null) {
    error(problem);
    return 2;
  }
  const found = findBuiltIn(options.scenario);
  if (!found.ok) {
    found.lines.forEach((line) => error(line));
    return 2;
  }
  const { ruleset, scenario } = found.match;
  const setup = ruleset.setup(scenario, options.options ?? {}, options.seed);
  if (!setup.ok) {
    error(`Cannot set up ${scenario}: ${setup.violation.message}`);
    return 1;
  }
  const names = namesOf(ruleset, setup.state);
  const lineup = ruleset.sides.map((side, i) => `${names.sides[side]} ${options.bots[i]}`).join(' vs ');
  print(`${names.title}: ${lineup}, seed ${options.seed}`);
  print(names.turnLabel(setup.state));
  const started = performance.now();
  const game = await playUntilStopped(ruleset, setup.state, fieldBots(ruleset, options.bots, options.seed, options.budget), {
    maxPlies: 1_000_000,
    ...(signal === undefined ? {} : { signal }),
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
  if (game.stopped && signal !== undefined) return stopped(signal, error, `the game stopped after ${game.plies} actions (${names.turnLabel(game.final)}), before its end: no result`);
  if (game.refused) {
    error(`Stopped: ${game.refused.violation.rule} ${game.refused.violation.message}`);
    return 1;
  }
  if (!game.result.terminal) {
    error(`Stopped: the game did not end within ${game.plies} actions`);
    return 1;
  }
  if (options.record !== undefined) {
    const text = serializeRecord(createRecord(ruleset, { scenario, seed: options.seed, ...(options.options === undefined ? {} : { options: options.options }) }, game.actions));
    try {
      writeFileSync(options.record, text);
    } catch (failure) {
      error(`Cannot write the record to ${options.record}: ${failure instanceof Error ? failure.message : String(failure)}`);
      return 1;
    }
    print(`Record written to ${options.record} (${game.plies} actions)`);
  }
  const result = ruleset.result(game.final);
  print(resultLine(result, names.sides, names.scoreUnit));
  options.json?.(JSON.stringify({ ruleset: ruleset.id, scenario, seed: options.seed, bots: options.bots, actions: game.plies, result, record: options.record ?? null }));
  return 0;
}
