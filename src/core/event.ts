import type { ChanceSpec } from './action.js';

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
  /** The side that alone sees it (the {@link ChanceSpec}'s `privateTo`); absent: everyone. */
  readonly privateTo?: string;
}

/**
 * The chance event of a roll: what, why and the value, and who alone sees it when the roll is private.
 *
 * @example
 * ```ts
 * import { chanceEvent } from 'kriegsspiel';
 * chanceEvent({ what: 'stragglers', rule: 'JdG 5.4', values: [1, 2, 3, 4, 5, 6], privateTo: 'french' }, 4);
 * // { type: 'chance', rule: 'JdG 5.4', what: 'stragglers', value: 4, privateTo: 'french' }
 * ```
 */
export function chanceEvent(spec: ChanceSpec, value: number): ChanceEvent {
  const event = { type: 'chance' as const, rule: spec.rule, what: spec.what, value };
  return spec.privateTo === undefined ? event : { ...event, privateTo: spec.privateTo };
}

/**
 * The sink rule code reports events to, or `undefined` when nobody listens.
 * Call it as `emit?.({...})`: with optional call syntax the event object is not even built when nobody listens.
 */
export type Emit<E> = ((event: E) => void) | undefined;
