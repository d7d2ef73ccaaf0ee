/**
 * The wire format of `kriegsspiel serve` (docs/protocol.md is the spec): one JSON object per line each way.
 *
 * @module
 */
import type { ServeError } from './serveError.js';

/**
 * The protocol version `hello` reports. It changes only when a change could break a client (an op or a field
 * removed or renamed, a meaning changed); new ops, new optional request fields and new result fields keep it.
 */
export const PROTOCOL_VERSION = 1;

/** Every op the server answers, in the order docs/protocol.md describes them. */
export const OPS = [
  'hello',
  'rulesets',
  'setup',
  'decision',
  'legalActions',
  'mask',
  'apply',
  'view',
  'observe',
  'encode',
  'decode',
  'chanceOutcomes',
  'result',
  'save',
  'load',
  'play',
  'close',
] as const;

/** The name of an op. */
export type Op = (typeof OPS)[number];

/** A request id: echoed in the response so that a client can match them (`null` only when the line had none). */
export type RequestId = string | number | null;

/**
 * One request line: an `id`, an `op`, and the op's fields beside them (no nesting), e.g.
 * `{"id":3,"op":"apply","game":"g1","index":412}`.
 */
export interface Request {
  /** Echoed in the response. */
  readonly id: RequestId;
  /** Which op to run. */
  readonly op: string;
  /** The op's fields. */
  readonly [field: string]: unknown;
}

/** One response line: `ok` with the op's result, or not `ok` with an error value. */
export type Response =
  | { readonly id: RequestId; readonly ok: true; readonly result: Readonly<Record<string, unknown>> }
  | { readonly id: RequestId; readonly ok: false; readonly error: ServeError };

/** What an op handler returns: its result object, or an error value (never an exception). */
export type Outcome<T = Readonly<Record<string, unknown>>> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ServeError };

/**
 * A successful {@link Outcome}.
 *
 * @example
 * ```ts
 * import { done } from './protocol.js';
 * done({ closed: true }); // { ok: true, value: { closed: true } }
 * ```
 */
export function done<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}
