import * as z from 'zod/mini';
import { LIMITS } from './options.js';
import { ORDER_TYPES } from './vocabulary.js';

const hexId = z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const id = z.string().check(z.minLength(1), z.maxLength(LIMITS.name));
const unit = id;

/** Schema of every March into Battle player action. */
export const actionSchema = z.discriminatedUnion('type', [
  /** Issue an order to a formation: its type and target hex (MiB 3.3, 5.1). */
  z.strictObject({ type: z.literal('order'), formation: id, order: z.enum(ORDER_TYPES), target: hexId }),
  /** Move the side's HQ in the orders phase (MiB 2.5). */
  z.strictObject({ type: z.literal('hq'), to: hexId }),
  /** End the side's orders, or the active formation's activation (its units left without an action rest or stand, MiB 4.0). */
  z.strictObject({ type: z.literal('done') }),
  /** Move a unit of the active formation to `to` along its cheapest path (MiB 6.0); beyond its allowance, a forced march (6.9). */
  z.strictObject({ type: z.literal('move'), unit, to: hexId }),
  /** Move the active formation's commander to a hex of one of its units (MiB 2.5). */
  z.strictObject({ type: z.literal('commander'), to: hexId }),
  /** Change a unit's facing: a stationary action, or 1 MP after a move (MiB 6.6, OME). */
  z.strictObject({ type: z.literal('face'), unit, facing: z.int().check(z.minimum(0), z.maximum(5)) }),
  /** Day or night rest (MiB 4.1, 13.0). */
  z.strictObject({ type: z.literal('rest'), unit }),
  /** Straggler recovery (MiB 9.2). */
  z.strictObject({ type: z.literal('recover'), unit }),
  /** Resupply, or night resupply (MiB 11.0, 13.0). */
  z.strictObject({ type: z.literal('resupply'), unit }),
  /** A bridge engineer builds or destroys a bridge across the hexside to `across` (MiB 6.10, 6.11). */
  z.strictObject({ type: z.literal('bridge'), unit, across: hexId }),
  /** Attack `target` with every eligible unit of the active formation in the hexes `from` (MiB 7.0), charging or not (7.12). */
  z.strictObject({ type: z.literal('attack'), target: hexId, from: z.array(hexId).check(z.minLength(1), z.maxLength(6)), charge: z.boolean() }),
  /**
   * What a formation does when a unit reaches its ATTACK or ADVANCE target (MiB AM line 1), or when its HOLD broke
   * (`retreat` or `keep`, AM line 5).
   */
  z.strictObject({ type: z.literal('target'), choice: z.enum(['keep', 'hold', 'advance', 'remove', 'retreat']) }),
  /** Attacked cavalry retreats before combat to `to`, one hex at a time (MiB 7.6), or stands. */
  z.strictObject({ type: z.literal('evade'), to: hexId }),
  z.strictObject({ type: z.literal('stand') }),
  /** Take one casualty (`c`) or straggler (`s`) loss on `unit` (MiB CET). */
  z.strictObject({ type: z.literal('lose'), unit, loss: z.enum(['c', 's']) }),
  /** Retreat the defending stack one hex, into `to` (MiB 7.3). */
  z.strictObject({ type: z.literal('retreat'), to: hexId }),
  /** Advance the attacking stack one hex into `to`, or stop (MiB 7.3). */
  z.strictObject({ type: z.literal('advance'), to: hexId }),
  z.strictObject({ type: z.literal('stop') }),
]);

/** One March into Battle player action. */
export type MibAction = z.infer<typeof actionSchema>;
