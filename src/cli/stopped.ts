/**
 * Why a command stopped before its end, as the reason of the `AbortSignal` the command line hands every command:
 * the user interrupted it (Ctrl-C), or the reader of its output went away (`kriegsspiel match ... | head`).
 */
export type StopReason = 'interrupted' | 'output-closed';

/** The exit code after Ctrl-C: 128 + 2 (SIGINT), what shells report for a process Ctrl-C stopped. */
export const INTERRUPTED = 130;

/**
 * What a command does once its signal is aborted, and the exit code it returns: after an interruption it says on
 * `report` what was stopped (`Interrupted: ...`) and returns {@link INTERRUPTED}; when the reader of its output went
 * away it returns 0 without a word (the reader has what it wanted, and nobody reads a message).
 *
 * @example
 * ```ts
 * import { stopped } from './stopped.js';
 * const controller = new AbortController();
 * controller.abort('interrupted');
 * const lines: string[] = [];
 * stopped(controller.signal, (line) => lines.push(line), 'game 2 of 10, after 40 actions'); // 130; lines: ['Interrupted: game 2 of 10, after 40 actions']
 * ```
 */
export function stopped(signal: AbortSignal, report: (line: string) => void, what: string): number {
  if ((signal.reason as StopReason | undefined) === 'output-closed') return 0;
  report(`Interrupted: ${what}`);
  return INTERRUPTED;
}
