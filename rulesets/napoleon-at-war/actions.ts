import { z } from 'zod';

const hexId = z.string().regex(/^\d{4}$/, 'expected a four-digit hex id');
const unit = z.string().min(1);

/** Schema of every Napoleon at War player action. */
export const actionSchema = z.discriminatedUnion('type', [
  /** Set a unit up in a hex of its set-up area (Wagram 13.1). */
  z.strictObject({ type: z.literal('deploy'), unit, to: hexId }),
  /** Move a unit (or bring on a reinforcement) to a hex along its cheapest legal path (NAW 5.0, 14.1). */
  z.strictObject({ type: z.literal('move'), unit, to: hexId }),
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
  z.strictObject({ type: z.literal('resolve'), odds: z.string() }),
  /** Choose the attacking units lost to an exchange (NAW 7.6 Ex). */
  z.strictObject({ type: z.literal('exchange'), units: z.array(unit) }),
  /** Retreat a unit one hex, or `null` when it has nowhere to go and is eliminated (NAW 7.71-7.73). */
  z.strictObject({ type: z.literal('retreat'), unit, to: hexId.nullable() }),
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
