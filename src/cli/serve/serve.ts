import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Registry } from 'kriegsspiel';
import { createServer } from './createServer.js';
import { PROTOCOL_VERSION } from './protocol.js';

/** Options of {@link serve}. */
export interface ServeOptions {
  /** Request lines come from here (stdin). */
  readonly input: Readable;
  /** Response lines go here (stdout), and nothing else. */
  readonly output: Writable;
  /** Log lines go here (stderr). */
  readonly log: (line: string) => void;
  /** The rulesets served. */
  readonly registry: Registry;
  /** The package version `hello` reports. */
  readonly packageVersion: string;
}

/**
 * `kriegsspiel serve`: answers request lines from `input` with response lines on `output`, one for one and in
 * order, until `input` ends; resolves to the exit code (0). Waits for `output` to drain when it is full, so a
 * slow reader never makes the process buffer without bound.
 *
 * @example
 * ```ts
 * import { PassThrough } from 'node:stream';
 * import { serve } from './serve.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const input = new PassThrough();
 * const output = new PassThrough();
 * const finished = serve({ input, output, log: () => {}, registry: BUILT_INS, packageVersion: '0.1.0' });
 * input.end('{"id":1,"op":"hello"}\n');
 * void finished.then((code) => console.log(code, String(output.read()))); // 0 {"id":1,"ok":true,"result":{"protocol":1,...}}
 * ```
 */
export async function serve(options: ServeOptions): Promise<number> {
  const { input, output, log } = options;
  const server = createServer({ registry: options.registry, packageVersion: options.packageVersion, log });
  log(`kriegsspiel serve: protocol ${PROTOCOL_VERSION}, package ${options.packageVersion}; one JSON request per line on stdin`);
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const response = server.handle(line);
    if (response !== null && !output.write(`${response}\n`)) await once(output, 'drain');
  }
  return 0;
}
