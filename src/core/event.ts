/**
 * Something that happened while an action was applied, for front ends to animate and log.
 * Every event cites the rule case it comes from.
 *
 * @example
 * ```ts
 * import type { GameEvent } from 'kriegsspiel';
 * const e: GameEvent = { type: 'moved', rule: 'NAW 5.0' };
 * ```
 */
export interface GameEvent {
  /** What happened; each ruleset defines its own union of types. */
  readonly type: string;
  /** The rule case behind it, e.g. `'NAW 7.72'`. */
  readonly rule: string;
}

/** The event every roll or draw produces, in both chance modes. */
export interface ChanceEvent extends GameEvent {
  /** Always `'chance'`. */
  readonly type: 'chance';
  /** What was rolled or drawn (from the {@link ChanceSpec}). */
  readonly what: string;
  /** The value that came up. */
  readonly value: number;
}

/**
 * The sink rule code reports events to, or `undefined` when nobody listens.
 * Call it as `emit?.({...})`: with optional call syntax the event object is not even built when nobody listens.
 */
export type Emit<E> = ((event: E) => void) | undefined;
