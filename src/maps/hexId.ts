/**
 * Printed hex ids: the four-digit numbers printed in each hex of a paper map
 * ("0809"), the user-facing coordinate of every hex map.
 *
 * @module
 */

import { quote } from '../core/quote.js';

/** A printed four-digit hex id such as `'0809'` (a validated, branded string). */
export type HexId = string & { readonly __brand: 'HexId' };

const HEX_ID = /^\d{4}$/;

/** True when `s` is four decimal digits, i.e. a well-formed {@link HexId}. */
export function isHexId(s: string): s is HexId {
  return HEX_ID.test(s);
}

/**
 * Checks that `s` is four decimal digits and brands it as a {@link HexId};
 * throws a `RangeError` otherwise.
 *
 * @example
 * ```ts
 * import { hexId, isHexId } from 'kriegsspiel';
 * const id = hexId('0809'); // HexId
 * isHexId('809');           // false: hexId('809') throws a RangeError
 * ```
 */
export function hexId(s: string): HexId {
  if (!isHexId(s)) throw new RangeError(`hexId: ${quote(s)} is not a four-digit hex id`);
  return s;
}

/** Formats two numbers 0..99 as a four-digit id, `first` pair then `second` pair. */
export function formatHexId(first: number, second: number): HexId {
  if (!inPairRange(first) || !inPairRange(second)) {
    throw new RangeError(`formatHexId: ${first}, ${second} must be integers in 0..99`);
  }
  return `${pad2(first)}${pad2(second)}` as HexId;
}

/** Splits a four-digit id into its two two-digit numbers, `[first, second]`. */
export function splitHexId(id: HexId): readonly [number, number] {
  return [Number(id.slice(0, 2)), Number(id.slice(2, 4))];
}

function inPairRange(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= 99;
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
