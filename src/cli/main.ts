/**
 * The `kriegsspiel` command line.
 *
 * @example
 * ```sh
 * kriegsspiel play wagram --seed 42 --bots greedy,random --record game.json
 * kriegsspiel replay game.json
 * kriegsspiel match wagram --bots random,random --games 20 --seed 7 --json
 * echo '{"id":1,"op":"hello"}' | kriegsspiel serve
 * ```
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { quote } from 'kriegsspiel';
import { parseBots, parseBudget } from './parseBots.js';
import { match } from './match.js';
import { play } from './play.js';
import { createProgress, type Progress } from './progress.js';
import { replayFile } from './replayFile.js';
import { runRender } from './render.js';
import { BUILT_INS } from './builtIns.js';
import { serve } from './serve/serve.js';
import packageJson from '../../package.json' with { type: 'json' };

const USAGE = `Usage:
  kriegsspiel play <scenario> [--seed N] [--bots A,B] [--iterations N] [--time-ms N] [--record FILE] [--options JSON]   play one bot-vs-bot game (A plays the first side)
  kriegsspiel replay <file>                                           replay a game record and verify it
  kriegsspiel match <scenario> [--bots A,B] [--iterations N] [--time-ms N] [--games N] [--seed S] [--json] [--options JSON] [--workers N]   play N games, sides fixed
                                                                    (--workers: on N worker threads, same results for any N)
  kriegsspiel serve                                                   answer JSON requests, one per line, on stdin/stdout (docs/protocol.md)
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

/** A whole number of at least 1 (`--workers`), or what is wrong with it. */
function positive(name: string, value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : `--${name}: expected a whole number of at least 1, got ${quote(value)}`;
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

function main(argv: readonly string[], progress: Progress): number | Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      bots: { type: 'string', default: 'greedy,greedy' },
      games: { type: 'string' },
      workers: { type: 'string' },
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
  const workers = values.workers === undefined ? undefined : positive('workers', values.workers);
  const bots = parseBots(values.bots);
  const overrides = parseOverrides(values.options);
  const budget = parseBudget(values.iterations, values['time-ms']);
  for (const problem of [seed, games, workers, bots, overrides, budget]) {
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
      return match({ scenario: target, ...settings, games: games as number, json: values.json, ...(workers === undefined ? {} : { workers: workers as number }) });
    case 'replay':
      return replayFile(target, print);
    default:
      print(USAGE);
      return 2;
  }
}

/** `kriegsspiel serve`: stdout carries protocol lines only, so no progress output; logs go to stderr. */
function serveStdio(extra: readonly string[]): void {
  if (extra.length > 0) {
    console.error(`serve takes no arguments (got ${extra.join(' ')}); see docs/protocol.md`);
    process.exitCode = 2;
    return;
  }
  const log = (line: string): void => void process.stderr.write(`${line}\n`);
  serve({ input: process.stdin, output: process.stdout, log, registry: BUILT_INS, packageVersion: packageJson.version }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      log(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    },
  );
}

const argv = process.argv.slice(2);
if (argv[0] === 'render') {
  process.exitCode = runRender(argv.slice(1));
} else if (argv[0] === 'serve') {
  serveStdio(argv.slice(1));
} else {
  // A live status line on a terminal, plain lines anywhere else (pipes, CI logs).
  const progress = createProgress(process.stdout);
  const fail = (error: unknown): void => {
    progress.done();
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 2;
  };
  try {
    const code = main(argv, progress);
    if (typeof code === 'number') {
      process.exitCode = code;
      progress.done();
    } else {
      code.then((done) => {
        process.exitCode = done;
        progress.done();
      }, fail);
    }
  } catch (error) {
    fail(error);
  }
}
