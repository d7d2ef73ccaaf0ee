import * as v from 'valibot';
import { taggedVariant } from 'kriegsspiel';
import { LIMITS } from './options.js';

const hexId = v.pipe(v.string(), v.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const unit = v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.name));
/** The most hexes a move's route may list (a cavalry allowance of `LIMITS.movement` at 1 MP a hex). */
export const MAX_ROUTE = LIMITS.movement;

/** Schema of every A Crowning Glory player action. */
export const actionSchema = taggedVariant('type', [
  /** Place a unit before play or as it arrives (10.4, 5.6); `displace` moves the friend already there one hex (10.4). */
  v.strictObject({ type: v.literal('place'), unit, to: hexId, displace: v.optional(hexId) }),
  /** Choose the French artillery of the introductory scenario: one of its marker sets (10.4). */
  v.strictObject({ type: v.literal('artillery'), markers: v.pipe(v.array(unit), v.maxLength(LIMITS.markers)) }),
  /** Declare what Phase II is this turn (5.2). */
  v.strictObject({ type: v.literal('declare'), first: v.picklist(['movement', 'combat']) }),
  /** Select the Active unit to move next (8.2). */
  v.strictObject({ type: v.literal('select'), unit }),
  /**
   * Move the selected unit to `to` (8.1): along its cheapest path, or along `via`, the hexes it enters before `to`
   * (the first an entry hex for a unit coming on, 5.7). The route matters for hex control (3.3). `legalActions`
   * lists one move per destination, without a route.
   */
  v.strictObject({ type: v.literal('move'), to: hexId, via: v.optional(v.pipe(v.array(hexId), v.maxLength(MAX_ROUTE))) }),
  /** Move the selected unit off the map (4.1 west, 4.8 east), along its cheapest path or `via` (ending on an edge hex). */
  v.strictObject({ type: v.literal('exit'), via: v.optional(v.pipe(v.array(hexId), v.maxLength(MAX_ROUTE))) }),
  /** Leave the selected unit where it is, or off the map if it has not come on (8.2 note). */
  v.strictObject({ type: v.literal('stay') }),
  /** Attack the unit in `target` with Active units next to it and at most one Active marker (9.1, 9.13). */
  v.strictObject({ type: v.literal('attack'), target: hexId, attackers: v.pipe(v.array(unit), v.minLength(1), v.maxLength(6)), marker: v.optional(unit) }),
  /** Decline to attack now (9.1). */
  v.strictObject({ type: v.literal('pass') }),
  /** Share the attacker's step losses among the attacking units (9.16): steps per unit. */
  v.strictObject({ type: v.literal('apportion'), losses: v.pipe(v.array(v.strictObject({ unit, steps: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.steps)) })), v.maxLength(6)) }),
  /** Retreat the defender one hex to lose one step fewer (9.17). */
  v.strictObject({ type: v.literal('retreat'), to: hexId }),
  /** Hold the hex and take the full loss (9.17). */
  v.strictObject({ type: v.literal('stand') }),
  /** Advance one victorious attacker into the vacated hex (9.18). */
  v.strictObject({ type: v.literal('advance'), unit }),
  /** Regroup the French army (5.5). */
  v.strictObject({ type: v.literal('regroup') }),
  /** Decline an advance (9.18) or the regroup (5.5). */
  v.strictObject({ type: v.literal('decline') }),
  /** Play (reveal) the side's Variant marker (11.0). */
  v.strictObject({ type: v.literal('variant') }),
  /** Give up the game (4.6). */
  v.strictObject({ type: v.literal('capitulate') }),
]);

/** An A Crowning Glory player action. */
export type AcgAction = v.InferOutput<typeof actionSchema>;
