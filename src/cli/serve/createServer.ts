import type { Registry } from 'kriegsspiel';
import { hello, rulesets } from './catalogOps.js';
import { decode, encode, mask } from './encodingOps.js';
import { isObject } from './fields.js';
import { createGameTable } from './gameTable.js';
import type { Handler, ServerContext } from './handler.js';
import { apply, chanceOutcomes, close, decision, legalActions, result } from './moveOps.js';
import { play } from './playOp.js';
import type { Op, Request, RequestId, Response } from './protocol.js';
import { setup } from './setupOp.js';
import type { ServeError } from './serveError.js';
import { load, save } from './storageOps.js';
import { observe, view } from './viewOps.js';

/** The handler of every op. */
const HANDLERS: Readonly<Record<Op, Handler>> = {
  hello,
  rulesets,
  setup,
  decision,
  legalActions,
  mask,
  apply,
  view,
  observe,
  encode,
  decode,
  chanceOutcomes,
  result,
  save,
  load,
  play,
  close,
};

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** The rulesets the server plays. */
  readonly registry: Registry;
  /** The package version `hello` reports. */
  readonly packageVersion: string;
  /** Where to log what is not an answer (an internal error's stack); nothing by default. */
  readonly log?: (line: string) => void;
}

/** A protocol server without I/O: request lines in, response lines out (see `serve` for stdin and stdout). */
export interface Server {
  /** The response line to one request line (without a newline), or `null` for a blank line. Never throws. */
  handle(line: string): string | null;
  /** The response object to one parsed request. Never throws. */
  respond(request: unknown): Response;
}

/** The id to echo: the request's own when it is a string or a number, else `null`. */
function idOf(request: unknown): RequestId {
  const id = isObject(request) ? request['id'] : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** An error response. */
function failed(id: RequestId, error: ServeError): Response {
  return { id, ok: false, error };
}

/**
 * A server over a registry: many games at once by handle, every answer a response object, every problem an error
 * value with a code (the server never stops on bad input).
 *
 * @example
 * ```ts
 * import { createServer } from './createServer.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const server = createServer({ registry: BUILT_INS, packageVersion: '0.1.0' });
 * server.handle('{"id":1,"op":"hello"}'); // '{"id":1,"ok":true,"result":{"protocol":1,"package":"0.1.0",...}}'
 * server.handle('{"id":2,"op":"setup","scenario":"wagram","seed":5}'); // '{"id":2,"ok":true,"result":{"game":"g1",...}}'
 * server.handle('not json'); // '{"id":null,"ok":false,"error":{"code":"bad-json",...}}'
 * ```
 */
export function createServer(options: ServerOptions): Server {
  const context: ServerContext = { registry: options.registry, games: createGameTable(), packageVersion: options.packageVersion };
  const log = options.log ?? (() => {});
  const respond = (request: unknown): Response => {
    const id = idOf(request);
    if (!isObject(request)) return failed(id, { code: 'invalid-request', message: 'a request is a JSON object with an "id" and an "op"' });
    const rawId = request['id'];
    if (id === null) {
      return failed(null, { code: 'invalid-request', message: `id: expected a string or a number, got ${JSON.stringify(rawId) ?? 'nothing'}` });
    }
    const op = request['op'];
    if (typeof op !== 'string') return failed(id, { code: 'invalid-request', message: `op: expected an op name, got ${JSON.stringify(op) ?? 'nothing'}` });
    if (!Object.hasOwn(HANDLERS, op)) {
      return failed(id, { code: 'unknown-op', message: `op: no op ${JSON.stringify(op)} (known: ${Object.keys(HANDLERS).join(', ')})` });
    }
    try {
      const outcome = HANDLERS[op as Op](request as Request, context);
      return outcome.ok ? { id, ok: true, result: outcome.value } : failed(id, outcome.error);
    } catch (error) {
      log(`internal error in op ${op}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      const message = error instanceof Error ? error.message : String(error);
      return failed(id, { code: 'internal-error', message: `internal error in ${op} (please report): ${message}` });
    }
  };
  return {
    respond,
    handle(line) {
      if (line.trim() === '') return null;
      let request: unknown;
      try {
        request = JSON.parse(line) as unknown;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return JSON.stringify(failed(null, { code: 'bad-json', message: `the line is not JSON: ${reason}` }));
      }
      const response = respond(request);
      try {
        return JSON.stringify(response);
      } catch (error) {
        log(`cannot write the answer to op ${String(isObject(request) ? request['op'] : '')}: ${String(error)}`);
        return JSON.stringify(failed(response.id, { code: 'internal-error', message: 'the answer could not be written as JSON (please report)' }));
      }
    },
  };
}
