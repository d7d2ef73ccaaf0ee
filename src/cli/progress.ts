import { performance } from 'node:perf_hooks';
import { createLogUpdate } from 'log-update';

/** Where the command line writes: a terminal (`isTTY`) gets a live status line, anything else plain lines. */
export interface OutputStream {
  /** Writes a chunk of text. */
  write(chunk: string): boolean;
  /** True when the stream is a terminal. */
  readonly isTTY?: boolean;
  /** The terminal's width in columns, when known. */
  readonly columns?: number;
}

/** How the commands report progress: permanent lines, and one live status line on a terminal. */
export interface Progress {
  /** Prints a permanent line (above the status line on a terminal). */
  readonly print: (line: string) => void;
  /**
   * Redraws the live status line on a terminal, at most once per interval (the text is only built when drawn);
   * does nothing on any other stream, so pipes and CI logs get plain lines without escape codes.
   */
  readonly status: (text: () => string) => void;
  /** Removes the status line and shows the cursor again. */
  readonly done: () => void;
}

/**
 * Progress output on `stream`: on a terminal, permanent lines scroll above a live status line redrawn in place by
 * `log-update`; otherwise every line is plain text and the status line is never written.
 *
 * @example
 * ```ts
 * import { createProgress } from './progress.js';
 * const progress = createProgress(process.stdout);
 * progress.print('Turn 1/14: French movement'); // a plain line when stdout is not a terminal
 * progress.status(() => 'ply 12, 0.1 s'); // drawn only on a terminal
 * progress.done();
 * ```
 */
export function createProgress(stream: OutputStream, intervalMillis = 100): Progress {
  if (stream.isTTY !== true) {
    return { print: (line) => void stream.write(`${line}\n`), status: () => {}, done: () => {} };
  }
  // log-update reads `columns`, `rows` and `isTTY` and calls `write`. A pseudo-terminal without a size reports 0
  // columns and rows, and log-update then draws nothing: give it 80 columns and its default height instead.
  const width = (): number => stream.columns || 80;
  const terminal = { isTTY: true, get columns() { return width(); }, write: (chunk: string) => stream.write(chunk) };
  const live = createLogUpdate(terminal as unknown as NodeJS.WriteStream);
  let shown: string | undefined;
  let drawnAt = -Infinity;
  const fit = (text: string): string => text.slice(0, width() - 1);
  return {
    print: (line) => {
      live.persist(line);
      if (shown !== undefined) live(shown); // persist erased it: draw it again below the new line
    },
    status: (text) => {
      const now = performance.now();
      if (now - drawnAt < intervalMillis) return;
      drawnAt = now;
      shown = fit(text());
      live(shown);
    },
    done: () => {
      if (shown !== undefined) live.clear();
      shown = undefined;
      live.done();
    },
  };
}
