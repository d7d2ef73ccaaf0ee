import * as v from 'valibot';
import { taggedVariant } from 'kriegsspiel';
import { LIMITS } from './limits.js';

const hexId = v.pipe(v.string(), v.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const unit = v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.name));

/**
 * The most hexes a move's route (`via`) may list. `check` bounds a route further by the unit's own allowance: no
 * more hexes than it can pay for at the cheapest step (road 1/2 MP: twice its allowance, NAW 5.15, 5.22).
 */
export const MAX_ROUTE = 64;

/** Schema of every Napoleon at War player action. */
export const actionSchema = taggedVariant('type', [
  /** Set a unit up in a hex of its set-up area (Wagram 13.1). */
  v.strictObject({ type: v.literal('deploy'), unit, to: hexId }),
  /**
   * Move a unit (or bring on a reinforcement) to a hex (NAW 5.0, 14.1): along its cheapest legal path, or along the
   * route `via` names: the hexes it enters before `to`, in order (a reinforcement's first is its entry hex). The route
   * matters where entering a hex scores (Wagram 17.11). A move with a route is legal exactly when the same move
   * without one is legal and the route is: every step to an adjacent hex the unit may enter, across a hexside it may
   * cross, never on from an enemy-controlled hex (NAW 6.0), all within its allowance (5.15). `legalActions` lists
   * one move per destination, without a route.
   */
  v.strictObject({ type: v.literal('move'), unit, to: hexId, via: v.optional(v.pipe(v.array(hexId), v.maxLength(MAX_ROUTE))) }),
  /** Move a unit off the map by a scenario exit (Wagram 17.11). */
  v.strictObject({ type: v.literal('exit'), unit }),
  /** End the current phase. */
  v.strictObject({ type: v.literal('endPhase') }),
  /** Start forming a combat against an enemy-occupied hex (NAW 7.1). */
  v.strictObject({ type: v.literal('attack'), hex: hexId }),
  /** Add another defending hex to the combat being formed (NAW 7.21). */
  v.strictObject({ type: v.literal('addDefender'), hex: hexId }),
  /** Add an attacking or bombarding unit to the combat being formed (NAW 7.22, 8.2). */
  v.strictObject({ type: v.literal('addAttacker'), unit }),
  /** Resolve the combat at this odds column, at or below the computed odds (NAW 7.9). */
  v.strictObject({ type: v.literal('resolve'), odds: v.pipe(v.string(), v.maxLength(LIMITS.name)) }),
  /** Choose the attacking units lost to an exchange (NAW 7.6 Ex). */
  v.strictObject({ type: v.literal('exchange'), units: v.pipe(v.array(unit), v.maxLength(LIMITS.units)) }),
  /** Retreat a unit one hex, or `null` when it has nowhere to go and is eliminated (NAW 7.71-7.73). */
  v.strictObject({ type: v.literal('retreat'), unit, to: v.nullable(hexId) }),
  /** Move a displaced unit one hex (NAW 7.8). */
  v.strictObject({ type: v.literal('displace'), unit, to: hexId }),
  /** Leave the remaining bombarding artillery in place after an Ar (NAW 8.15). */
  v.strictObject({ type: v.literal('declineRetreat') }),
  /** Advance one victorious unit into a vacated hex (NAW 7.74). */
  v.strictObject({ type: v.literal('advance'), unit, to: hexId }),
  /** Do not advance after combat (NAW 7.74). */
  v.strictObject({ type: v.literal('declineAdvance') }),
]);

/** A Napoleon at War player action. */
export type NawAction = v.InferOutput<typeof actionSchema>;
