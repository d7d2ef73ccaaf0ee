import type { Violation } from './violation.js';

/**
 * Where a game stands: over or not, and if over who won and by how much.
 *
 * @example
 * ```ts
 * import type { GameResult } from 'kriegsspiel';
 * const r: GameResult<'a' | 'b'> = { terminal: true, winner: 'a', scores: { a: 3, b: 1 } };
 * ```
 */
export interface GameResult<Side extends string> {
  /** Whether the game is over. */
  readonly terminal: boolean;
  /** The winner once terminal; `null` for a draw or while the game goes on. */
  readonly winner: Side | null;
  /** Points per side so far (victory points, or whatever the ruleset scores). */
  readonly scores: Readonly<Record<Side, number>>;
  /** A grade of victory where the ruleset has one (e.g. `'decisive'`). */
  readonly grade?: string;
  /** A sentence for people, e.g. why the game ended. */
  readonly summary?: string;
  /**
   * Why the winner won (or why nobody did) when the scores and the grade do not say it, in words for a result line
   * that name the sides as people do, e.g. `French forfeit under 75 VP` or `the Austrians hold the bridgehead`: a
   * front end shows it after the winner (`Austrian victory: French forfeit under 75 VP`). Absent when the scores
   * decide. Optional, so results from rulesets that do not set it stay valid.
   */
  readonly reason?: string;
  /** Set when the state cannot be played (unknown scenario, corrupt state, internal error): why. */
  readonly error?: Violation;
}
