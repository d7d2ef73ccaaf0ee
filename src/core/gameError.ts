import type { Violation } from './violation.js';

/** Thrown by {@link Game} when an action is refused; carries the violation. */
export class GameError extends Error {
  /** The refusal, with its rule case. */
  readonly violation: Violation;

  /** Wraps a violation. */
  constructor(refusal: Violation) {
    super(`${refusal.rule}: ${refusal.message} (${refusal.code})`);
    this.name = 'GameError';
    this.violation = refusal;
  }
}
