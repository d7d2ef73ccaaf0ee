import * as z from 'zod/mini';
import { LIMITS } from './limits.js';

const hexId = z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const unit = z.string().check(z.minLength(1), z.maxLength(LIMITS.name));

/**
 * The most hexes a move's route (`via`) may list. `check` bounds a route further by the unit's own allowance: no
 * more hexes than it can pay for at the cheapest step (road 1/2 MP: twice its allowance, NAW 5.15, 5.22).
 */
export const MAX_ROUTE = 64;

/** Schema of every Napoleon at War player action. */
export const actionSchema = z.discriminatedUnion('type', [
  /** Set a unit up in a hex of its set-up area (Wagram 13.1). */
  z.strictObject({ type: z.literal('deploy'), unit, to: hexId }),
  /**
   * Move a unit (or bring on a reinforcement) to a hex (NAW 5.0, 14.1): along its cheapest legal path, or along the
   * route `via` names: the hexes it enters before `to`, in order (a reinforcement's first is its entry hex). The route
   * matters where entering a hex scores (Wagram 17.11). A move with a route is legal exactly when the same move
   * without one is legal and the route is: every step to an adjacent hex the unit may enter, across a hexside it may
   * cross, never on from an enemy-controlled hex (NAW 6.0), all within its allowance (5.15). `legalActions` lists
   * one move per destination, without a route.
   */
  z.strictObject({ type: z.literal('move'), unit, to: hexId, via: z.optional(z.array(hexId).check(z.maxLength(MAX_ROUTE))) }),
  /** Move a unit off the map by a scenario exit (Wagram 17.11). */
  z.strictObject({ type: z.literal('exit'), unit }),
  /** End the current phase. */
  z.strictObject({ type: z.literal('endPhase') }),
  /** Start forming a combat against an enemy-occupied hex (NAW 7.1). */
  z.strictObject({ type: z.literal('attack'), hex: hexId }),
  /** Add another defending hex to the combat being formed (NAW 7.21). */
  z.strictObject({ type: z.literal('addDefender'), hex: hexId }),
  /** Add an attacking or bombarding unit to the combat being formed (NAW 7.22, 8.2). */
  z.strictObject({ type: z.literal('addAttacker'), unit }),
  /** Resolve the combat at this odds column, at or below the computed odds (NAW 7.9). */
  z.strictObject({ type: z.literal('resolve'), odds: z.string().check(z.maxLength(LIMITS.name)) }),
  /** Choose the attacking units lost to an exchange (NAW 7.6 Ex). */
  z.strictObject({ type: z.literal('exchange'), units: z.array(unit).check(z.maxLength(LIMITS.units)) }),
  /** Retreat a unit one hex, or `null` when it has nowhere to go and is eliminated (NAW 7.71-7.73). */
  z.strictObject({ type: z.literal('retreat'), unit, to: z.nullable(hexId) }),
  /** Move a displaced unit one hex (NAW 7.8). */
  z.strictObject({ type: z.literal('displace'), unit, to: hexId }),
  /** Leave the remaining bombarding artillery in place after an Ar (NAW 8.15). */
  z.strictObject({ type: z.literal('declineRetreat') }),
  /** Advance one victorious unit into a vacated hex (NAW 7.74). */
  z.strictObject({ type: z.literal('advance'), unit, to: hexId }),
  /** Do not advance after combat (NAW 7.74). */
  z.strictObject({ type: z.literal('declineAdvance') }),
]);

/** A Napoleon at War player action. */
export type NawAction = z.infer<typeof actionSchema>;
