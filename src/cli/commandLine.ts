import { parseArgs } from 'node:util';
import { quote } from 'kriegsspiel';
import packageJson from '../../package.json' with { type: 'json' };
import type { CommandOutput } from './commandOutput.js';
import { match } from './match.js';
import { parseBots, parseBudget } from './parseBots.js';
import { play } from './play.js';
import { createProgress, type OutputStream } from './progress.js';
import { replayFile } from './replayFile.js';
import { usage } from './usage.js';

/** The streams and the stop signal of one run of the command line (the process's own in `main.ts`). */
export interface CommandLineIo {
  /** Results; with `--json`, only the JSON line. */
  readonly stdout: OutputStream;
  /** Problems and interruptions; with `--json`, the progress too. */
  readonly stderr: OutputStream;
  /** Aborted on Ctrl-C or when stdout's reader goes away (its reason a `StopReason`). */
  readonly signal?: AbortSignal;
}

/** The options every command accepts (each ignores those it has no use for). */
const OPTIONS = {
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
  version: { type: 'boolean' },
} as const;

const COMMANDS = ['play', 'match', 'replay'] as const;

/** A safe integer option, its default when absent, or what is wrong with it. */
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

/**
 * Runs the `kriegsspiel` command line (all commands but `serve`) on `argv` (without `node` and the script) and
 * resolves to the exit code: 0 done (and for `help`, `--help`, `--version`); 1 the game or record failed; 2 a bad
 * command line, scenario or `--record` path (with the help on stderr when the command itself is missing or
 * unknown); 130 interrupted by `io.signal`. With `--json`, stdout receives only the command's JSON line, and the
 * progress goes to stderr. Never throws for bad input.
 *
 * @example
 * ```ts
 * import { runCommandLine } from './commandLine.js';
 * const out: string[] = [];
 * const stream = { write: (chunk: string) => out.push(chunk) > 0 };
 * runCommandLine(['--version'], { stdout: stream, stderr: stream }).then((code) => console.log(code, out.join(''))); // 0 '0.1.0\n'
 * ```
 */
export async function runCommandLine(argv: readonly string[], io: CommandLineIo): Promise<number> {
  const fail = (...lines: string[]): number => {
    for (const line of lines) io.stderr.write(`${line}\n`);
    return 2;
  };
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), 'Run `kriegsspiel help` for the commands and their options.');
  }
  const { positionals, values } = parsed;
  const [command, target, ...extra] = positionals;
  if (values.version || values.help || command === 'help') {
    io.stdout.write(`${values.version ? packageJson.version : usage()}\n`);
    return 0;
  }
  if (command === undefined) return fail(usage());
  if (!(COMMANDS as readonly string[]).includes(command)) return fail(`Unknown command ${quote(command)}.`, '', usage());
  if (target === undefined) return fail(`${command}: name ${command === 'replay' ? 'a record file' : 'a scenario'}, e.g. kriegsspiel ${command} ${command === 'replay' ? 'game.json' : 'wagram'}`);
  if (extra.length > 0) return fail(`${command}: unexpected ${extra.map((e) => quote(e)).join(' ')}`);
  const seed = integer('seed', values.seed, 1);
  const games = integer('games', values.games, 10);
  const workers = values.workers === undefined ? undefined : positive('workers', values.workers);
  const bots = parseBots(values.bots);
  const overrides = parseOverrides(values.options);
  const budget = parseBudget(values.iterations, values['time-ms']);
  for (const problem of [seed, games, workers, bots, overrides, budget]) {
    if (typeof problem === 'string') return fail(problem);
  }

  // With --json, stdout is for the JSON line alone: people's lines and the status line go to stderr.
  const progress = createProgress(values.json ? io.stderr : io.stdout);
  const output: CommandOutput = {
    print: progress.print,
    status: progress.status,
    error: (line) => {
      progress.done(); // off the terminal's status line first
      io.stderr.write(`${line}\n`);
    },
    ...(values.json ? { json: (line: string) => void io.stdout.write(`${line}\n`) } : {}),
    ...(io.signal === undefined ? {} : { signal: io.signal }),
  };
  const settings = {
    ...output,
    seed: seed as number,
    bots: bots as readonly [string, string],
    budget: budget as Exclude<typeof budget, string>,
    ...(overrides === null ? {} : { options: overrides as Record<string, unknown> }),
  };
  try {
    switch (command as (typeof COMMANDS)[number]) {
      case 'play':
        return await play({ scenario: target, ...settings, ...(values.record === undefined ? {} : { record: values.record }) });
      case 'match':
        return await match({ scenario: target, ...settings, games: games as number, ...(workers === undefined ? {} : { workers: workers as number }) });
      case 'replay':
        return replayFile(target, output);
    }
  } finally {
    progress.done();
  }
}
