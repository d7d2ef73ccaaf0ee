/**
 * The `kriegsspiel` command line: the process around {@link runCommandLine} (and `serve`). Ctrl-C stops a running
 * command at once with exit code 130 (a second Ctrl-C exits without waiting); a reader that closes stdout early
 * (`| head`) stops it quietly with 0.
 *
 * @example
 * ```sh
 * kriegsspiel play wagram --seed 42 --bots greedy,random --record game.json
 * kriegsspiel replay game.json
 * kriegsspiel match wagram --bots random,random --games 20 --seed 7 --json
 * echo '{"id":1,"op":"hello"}' | kriegsspiel serve
 * kriegsspiel render wagram --side french > board.svg
 * ```
 *
 * @module
 */
import packageJson from '../../package.json' with { type: 'json' };
import { BUILT_INS } from './builtIns.js';
import { runCommandLine } from './commandLine.js';
import { runRender } from './render.js';
import { serve } from './serve/serve.js';
import { INTERRUPTED, type StopReason } from './stopped.js';

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

/** Every other command, stopped by Ctrl-C or by a closed stdout through one `AbortSignal`. */
function commandLine(argv: readonly string[]): void {
  const controller = new AbortController();
  const stop = (reason: StopReason): void => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  let finished = false;
  // The first Ctrl-C asks the command to stop (it does before its next action); a second one, or one after the
  // command is done (while worker threads wind down), exits at once.
  process.on('SIGINT', () => {
    if (finished || controller.signal.aborted) process.exit(INTERRUPTED);
    stop('interrupted');
  });
  // EPIPE: the reader of stdout (or stderr) is gone, e.g. `| head`. Stop quietly; ignore the writes still queued.
  const closed = (error: NodeJS.ErrnoException): void => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    stop('output-closed');
  };
  process.stdout.on('error', closed);
  process.stderr.on('error', closed);
  runCommandLine(argv, { stdout: process.stdout, stderr: process.stderr, signal: controller.signal }).then(
    (code) => {
      finished = true;
      process.exitCode = code;
    },
    (error: unknown) => {
      finished = true;
      if (!controller.signal.aborted || controller.signal.reason !== 'output-closed') {
        process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      }
      process.exitCode = 1;
    },
  );
}

const argv = process.argv.slice(2);
if (argv[0] === 'render') process.exitCode = runRender(argv.slice(1));
else if (argv[0] === 'serve') serveStdio(argv.slice(1));
else commandLine(argv);
