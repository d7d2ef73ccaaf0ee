// Drives `kriegsspiel serve` as a child process (tsx on the sources), the way a client in another language does.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = new URL('../..', import.meta.url).pathname;

/** A response line, parsed. */
export interface ServeResponse<R = Record<string, unknown>> {
  readonly id: string | number | null;
  readonly ok: boolean;
  readonly result?: R;
  readonly error?: { readonly code: string; readonly message: string; readonly [key: string]: unknown };
}

/** A running `kriegsspiel serve`: send lines, await their answers in order. */
export interface ServeProcess {
  /** Sends a request object (an `id` is added when missing) and resolves to its response. */
  request<R = Record<string, unknown>>(fields: Record<string, unknown>): Promise<ServeResponse<R>>;
  /** Sends a raw line that gets one answer (bad JSON, a non-object...) and resolves to that answer. */
  raw(line: string): Promise<ServeResponse>;
  /** Sends a line that gets no answer (a blank line). */
  silent(line: string): void;
  /** Every stdout line that was not JSON (must stay empty: stdout is for protocol lines only). */
  readonly strayLines: string[];
  /** Everything written to stderr. */
  stderr(): string;
  /** Closes stdin and resolves to the exit code. */
  end(): Promise<number | null>;
}

/**
 * Starts `tsx src/cli/main.ts serve` from the repository root. One process per test file keeps the suite fast.
 */
export function startServe(): ServeProcess {
  const child: ChildProcessWithoutNullStreams = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/main.ts', 'serve'], { cwd: ROOT, stdio: 'pipe' });
  const waiting: ((response: ServeResponse) => void)[] = [];
  const strayLines: string[] = [];
  let errors = '';
  let next = 0;
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  createInterface({ input: child.stdout }).on('line', (line) => {
    let parsed: ServeResponse;
    try {
      parsed = JSON.parse(line) as ServeResponse;
    } catch {
      strayLines.push(line);
      return;
    }
    waiting.shift()?.(parsed);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const raw = (line: string): Promise<ServeResponse> =>
    new Promise((resolve) => {
      waiting.push(resolve);
      child.stdin.write(`${line}\n`);
    });
  return {
    request: <R>(fields: Record<string, unknown>) => raw(JSON.stringify({ id: `r${++next}`, ...fields })) as Promise<ServeResponse<R>>,
    raw,
    silent: (line) => void child.stdin.write(`${line}\n`),
    strayLines,
    stderr: () => errors,
    end: () => {
      child.stdin.end();
      return exited;
    },
  };
}
