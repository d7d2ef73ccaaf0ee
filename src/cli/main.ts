/**
 * The `kriegsspiel` command line.
 *
 * @example
 * ```sh
 * kriegsspiel play wagram --seed 42 --bots greedy,random --record game.json
 * kriegsspiel replay game.json
 * kriegsspiel match wagram --bots random,random --games 20 --seed 7 --json
 * ```
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { quote } from 'kriegsspiel';
import { parseBots, parseBudget } from './botByName.js';
import { match } from './match.js';
import { play } from './play.js';
import { createProgress, type Progress } from './progress.js';
import { replayFile } from './replayFile.js';

const USAGE = `Usage:
  kriegsspiel play <scenario> [--seed N] [--bots A,B] [--iterations N] [--time-ms N] [--record FILE] [--options JSON]   play one bot-vs-bot game (A plays the first side)
  kriegsspiel replay <file>                                           replay a game record and verify it
  kriegsspiel match <scenario> [--bots A,B] [--iterations N] [--time-ms N] [--games N] [--seed S] [--json] [--options JSON]   play N games, sides fixed
Scenarios: wagram, skirmish, austerlitz, austerlitz-intro, danube-s1 ... danube-s9, aspern (or <ruleset>/<scenario>). --options overrides the ruleset's
options, e.g. '{"capitulation":false}' for A Crowning Glory.
Bots: greedy, random, mcts, ismcts (default greedy,greedy: a Wagram game in a few seconds; random,random is faster and aimless).
The searching bots mcts and ismcts take a budget per decision: --iterations N (default 200; deterministic) and/or
--time-ms N (wall clock: the number of iterations, and so the game, then depends on the machine and its load).`;

function integer(name: string, value: string | undefined, fallback: number): number | string {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : `--${name}: expected a safe integer, got ${quote(value)}`;
}

/** `--options`: a JSON object of option overrides, `null` when absent, or what is wrong with it. */
function parseOverrides(value: string | undefined): Record<string, unknown> | null | string {
  if (value === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  return `--options: expected a JSON object such as '{"capitulation":false}', got ${quote(value)}`;
}

function main(argv: readonly string[], progress: Progress): number {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      bots: { type: 'string', default: 'greedy,greedy' },
      games: { type: 'string' },
      record: { type: 'string' },
      json: { type: 'boolean', default: false },
      options: { type: 'string' },
      iterations: { type: 'string' },
      'time-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, target] = positionals;
  const { print, status } = progress;
  if (values.help || target === undefined) {
    print(USAGE);
    return values.help ? 0 : 2;
  }
  const seed = integer('seed', values.seed, 1);
  const games = integer('games', values.games, 10);
  const bots = parseBots(values.bots);
  const overrides = parseOverrides(values.options);
  const budget = parseBudget(values.iterations, values['time-ms']);
  for (const problem of [seed, games, bots, overrides, budget]) {
    if (typeof problem === 'string') {
      console.error(problem);
      return 2;
    }
  }
  const settings = { seed: seed as number, bots: bots as readonly [string, string], budget: budget as Exclude<typeof budget, string>, print, status, ...(overrides === null ? {} : { options: overrides as Record<string, unknown> }) };
  switch (command) {
    case 'play':
      return play({ scenario: target, ...settings, ...(values.record === undefined ? {} : { record: values.record }) });
    case 'match':
      return match({ scenario: target, ...settings, games: games as number, json: values.json });
    case 'replay':
      return replayFile(target, print);
    default:
      print(USAGE);
      return 2;
  }
}

// A live status line on a terminal, plain lines anywhere else (pipes, CI logs).
const progress = createProgress(process.stdout);
try {
  process.exitCode = main(process.argv.slice(2), progress);
  progress.done();
} catch (error) {
  progress.done();
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
