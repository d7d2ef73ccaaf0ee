import type { Progress } from './progress.js';

/**
 * Where a command (`play`, `match`, `replay`) writes, and what stops it. The command line wires it to the process:
 * `print` to stdout (to stderr with `--json`), `error` to stderr, `json` to stdout with `--json`, and `signal` to
 * Ctrl-C and to a closed stdout; tests pass arrays and their own controller.
 */
export interface CommandOutput {
  /** Lines for people: the game's progress, results and tables. */
  readonly print: (line: string) => void;
  /** What went wrong, and what an interruption stopped (`print` when absent). */
  readonly error?: (line: string) => void;
  /** The live status line (see {@link Progress.status}); none by default. */
  readonly status?: Progress['status'];
  /** With `--json`: where the command's one JSON line goes; no JSON when absent. */
  readonly json?: (line: string) => void;
  /** Once aborted (its reason a `StopReason`), the command stops before its next action. */
  readonly signal?: AbortSignal;
}
