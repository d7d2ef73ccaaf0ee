import * as z from 'zod/mini';
import { LIMITS } from './options.js';

const hexId = z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const unit = z.string().check(z.minLength(1), z.maxLength(LIMITS.name));
/** The most hexes a move's route may list (a cavalry allowance of `LIMITS.movement` at 1 MP a hex). */
export const MAX_ROUTE = LIMITS.movement;

/** Schema of every A Crowning Glory player action. */
export const actionSchema = z.discriminatedUnion('type', [
  /** Place a unit before play or as it arrives (10.4, 5.6); `displace` moves the friend already there one hex (10.4). */
  z.strictObject({ type: z.literal('place'), unit, to: hexId, displace: z.optional(hexId) }),
  /** Choose the French artillery of the introductory scenario: one of its marker sets (10.4). */
  z.strictObject({ type: z.literal('artillery'), markers: z.array(unit).check(z.maxLength(LIMITS.markers)) }),
  /** Declare what Phase II is this turn (5.2). */
  z.strictObject({ type: z.literal('declare'), first: z.enum(['movement', 'combat']) }),
  /** Select the Active unit to move next (8.2). */
  z.strictObject({ type: z.literal('select'), unit }),
  /**
   * Move the selected unit to `to` (8.1): along its cheapest path, or along `via`, the hexes it enters before `to`
   * (the first an entry hex for a unit coming on, 5.7). The route matters for hex control (3.3). `legalActions`
   * lists one move per destination, without a route.
   */
  z.strictObject({ type: z.literal('move'), to: hexId, via: z.optional(z.array(hexId).check(z.maxLength(MAX_ROUTE))) }),
  /** Move the selected unit off the map (4.1 west, 4.8 east), along its cheapest path or `via` (ending on an edge hex). */
  z.strictObject({ type: z.literal('exit'), via: z.optional(z.array(hexId).check(z.maxLength(MAX_ROUTE))) }),
  /** Leave the selected unit where it is, or off the map if it has not come on (8.2 note). */
  z.strictObject({ type: z.literal('stay') }),
  /** Attack the unit in `target` with Active units next to it and at most one Active marker (9.1, 9.13). */
  z.strictObject({ type: z.literal('attack'), target: hexId, attackers: z.array(unit).check(z.minLength(1), z.maxLength(6)), marker: z.optional(unit) }),
  /** Decline to attack now (9.1). */
  z.strictObject({ type: z.literal('pass') }),
  /** Share the attacker's step losses among the attacking units (9.16): steps per unit. */
  z.strictObject({ type: z.literal('apportion'), losses: z.array(z.strictObject({ unit, steps: z.int().check(z.minimum(1), z.maximum(LIMITS.steps)) })).check(z.maxLength(6)) }),
  /** Retreat the defender one hex to lose one step fewer (9.17). */
  z.strictObject({ type: z.literal('retreat'), to: hexId }),
  /** Hold the hex and take the full loss (9.17). */
  z.strictObject({ type: z.literal('stand') }),
  /** Advance one victorious attacker into the vacated hex (9.18). */
  z.strictObject({ type: z.literal('advance'), unit }),
  /** Regroup the French army (5.5). */
  z.strictObject({ type: z.literal('regroup') }),
  /** Decline an advance (9.18) or the regroup (5.5). */
  z.strictObject({ type: z.literal('decline') }),
  /** Play (reveal) the side's Variant marker (11.0). */
  z.strictObject({ type: z.literal('variant') }),
  /** Give up the game (4.6). */
  z.strictObject({ type: z.literal('capitulate') }),
]);

/** An A Crowning Glory player action. */
export type AcgAction = z.infer<typeof actionSchema>;
