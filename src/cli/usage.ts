import { BOT_NAMES } from 'kriegsspiel';
import { knownScenarios } from './findBuiltIn.js';

/**
 * The command line's help: every command with its options, the built-in scenarios by ruleset, the bots and the exit
 * codes. `kriegsspiel help` (or `--help`, `-h`) prints it on stdout; a command line that cannot be run prints it
 * on stderr.
 *
 * @example
 * ```ts
 * import { usage } from './usage.js';
 * usage().startsWith('Usage:'); // true
 * ```
 */
export function usage(): string {
  return `Usage:
  kriegsspiel play <scenario> [--seed N] [--bots A,B] [--iterations N] [--time-ms N] [--record FILE] [--options JSON] [--json]
      play one bot-vs-bot game (A plays the first side): a line per phase and combat, then the result
  kriegsspiel replay <file> [--json]
      replay a game record and verify it; an unfinished record is said to be unfinished, with no result
  kriegsspiel match <scenario> [--bots A,B] [--iterations N] [--time-ms N] [--games N] [--seed S] [--options JSON] [--workers N] [--json]
      play N games (default 10, seeds S, S+1, ...) with the sides fixed, then a table of wins
      (--workers: on N worker threads, the same results for any N)
  kriegsspiel render <scenario> [--side S] | --record FILE [--ply N] > board.svg
      draw a start position or a recorded game's position as SVG (kriegsspiel render --help)
  kriegsspiel serve
      answer JSON requests, one per line, on stdin/stdout (docs/protocol.md)
  kriegsspiel help | --help | -h        this text
  kriegsspiel --version                 the package version

Scenarios (or <ruleset>/<scenario>):
${knownScenarios().join('\n')}
--options overrides the ruleset's options, e.g. '{"capitulation":false}' for A Crowning Glory.
Bots: ${BOT_NAMES.join(', ')} (default greedy,greedy: a Wagram game in a few seconds; random,random is faster and aimless).
The searching bots mcts and ismcts take a budget per decision: --iterations N (default 200; deterministic) and/or
--time-ms N (wall clock: the number of iterations, and so the game, then depends on the machine and its load).
--json: stdout holds only JSON (one line at the end); progress and messages go to stderr.

Exit codes: 0 done; 1 the game or record failed; 2 a bad command line; 130 interrupted (Ctrl-C).
Piped into a reader that stops early (| head), a command stops quietly with 0.`;
}
