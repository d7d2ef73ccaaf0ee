import type { Violation } from 'kriegsspiel';

/** Every error code a response may carry (docs/protocol.md, "Errors", says when each is sent). */
export const SERVE_ERROR_CODES = [
  'bad-json',
  'invalid-request',
  'unknown-op',
  'invalid-field',
  'unsupported-protocol',
  'unknown-game',
  'unknown-ruleset',
  'unknown-scenario',
  'setup-refused',
  'unknown-side',
  'view-refused',
  'no-encoder',
  'invalid-action',
  'illegal-action',
  'not-encodable',
  'no-action-at-index',
  'no-record',
  'load-refused',
  'replay-refused',
  'unknown-bot',
  'bot-refused',
  'internal-error',
] as const;

/** A stable, kebab-case error code of the protocol. */
export type ServeErrorCode = (typeof SERVE_ERROR_CODES)[number];

/**
 * The error value of a response: a code for programs, a message for people that names the field at fault, and
 * for some codes more detail (`rule` and `violation` for an illegal action, `reason` and `path` for a refused load).
 */
export interface ServeError {
  /** Which check refused the request. */
  readonly code: ServeErrorCode;
  /** A sentence for people. */
  readonly message: string;
  /** Extra fields of some codes (see docs/protocol.md). */
  readonly [detail: string]: unknown;
}

/** A failed outcome: what handlers return on bad input. */
export interface Refused {
  readonly ok: false;
  readonly error: ServeError;
}

/**
 * A refused outcome with an error value.
 *
 * @example
 * ```ts
 * import { refuse } from './serveError.js';
 * refuse('unknown-game', 'game: no open game "g9"'); // { ok: false, error: { code: 'unknown-game', message: ... } }
 * ```
 */
export function refuse(code: ServeErrorCode, message: string, detail: Readonly<Record<string, unknown>> = {}): Refused {
  return { ok: false, error: { code, message, ...detail } };
}

/**
 * A refusal carrying a ruleset's {@link Violation}: the protocol `code`, the violation's message, its code as
 * `reason` and its rule case as `rule` (plus its `detail` when it has one).
 *
 * @example
 * ```ts
 * import { violation } from 'kriegsspiel';
 * import { refuseViolation } from './serveError.js';
 * refuseViolation('illegal-action', violation('enemy-hex', 'NAW 5.12', 'no entering an enemy hex')).error.rule; // 'NAW 5.12'
 * ```
 */
export function refuseViolation(code: ServeErrorCode, violation: Violation): Refused {
  return refuse(code, violation.message, { reason: violation.code, rule: violation.rule, ...(violation.detail === undefined ? {} : { detail: violation.detail }) });
}
