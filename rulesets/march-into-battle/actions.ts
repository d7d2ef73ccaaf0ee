import * as v from 'valibot';
import { taggedVariant } from 'kriegsspiel';
import { LIMITS } from './options.js';
import { ORDER_TYPES } from './vocabulary.js';

const hexId = v.pipe(v.string(), v.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.name));
const unit = id;

/** Schema of every March into Battle player action. */
export const actionSchema = taggedVariant('type', [
  /** Issue an order to a formation: its type and target hex (MiB 3.3, 5.1). */
  v.strictObject({ type: v.literal('order'), formation: id, order: v.picklist(ORDER_TYPES), target: hexId }),
  /** Move the side's HQ in the orders phase (MiB 2.5). */
  v.strictObject({ type: v.literal('hq'), to: hexId }),
  /** End the side's orders, or the active formation's activation (its units left without an action rest or stand, MiB 4.0). */
  v.strictObject({ type: v.literal('done') }),
  /** Move a unit of the active formation to `to` along its cheapest path (MiB 6.0); beyond its allowance, a forced march (6.9). */
  v.strictObject({ type: v.literal('move'), unit, to: hexId }),
  /** Move the active formation's commander to a hex of one of its units (MiB 2.5). */
  v.strictObject({ type: v.literal('commander'), to: hexId }),
  /** Change a unit's facing: a stationary action, or 1 MP after a move (MiB 6.6, OME). */
  v.strictObject({ type: v.literal('face'), unit, facing: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(5)) }),
  /** Day or night rest (MiB 4.1, 13.0). */
  v.strictObject({ type: v.literal('rest'), unit }),
  /** Straggler recovery (MiB 9.2). */
  v.strictObject({ type: v.literal('recover'), unit }),
  /** Resupply, or night resupply (MiB 11.0, 13.0). */
  v.strictObject({ type: v.literal('resupply'), unit }),
  /** A bridge engineer builds or destroys a bridge across the hexside to `across` (MiB 6.10, 6.11). */
  v.strictObject({ type: v.literal('bridge'), unit, across: hexId }),
  /** Attack `target` with every eligible unit of the active formation in the hexes `from` (MiB 7.0), charging or not (7.12). */
  v.strictObject({ type: v.literal('attack'), target: hexId, from: v.pipe(v.array(hexId), v.minLength(1), v.maxLength(6)), charge: v.boolean() }),
  /**
   * What a formation does when a unit reaches its ATTACK or ADVANCE target (MiB AM line 1), or when its HOLD broke
   * (`retreat` or `keep`, AM line 5).
   */
  v.strictObject({ type: v.literal('target'), choice: v.picklist(['keep', 'hold', 'advance', 'remove', 'retreat']) }),
  /** Attacked cavalry retreats before combat to `to`, one hex at a time (MiB 7.6), or stands. */
  v.strictObject({ type: v.literal('evade'), to: hexId }),
  v.strictObject({ type: v.literal('stand') }),
  /** Take one casualty (`c`) or straggler (`s`) loss on `unit` (MiB CET). */
  v.strictObject({ type: v.literal('lose'), unit, loss: v.picklist(['c', 's']) }),
  /** Retreat the defending stack one hex, into `to` (MiB 7.3). */
  v.strictObject({ type: v.literal('retreat'), to: hexId }),
  /** Advance the attacking stack one hex into `to`, or stop (MiB 7.3). */
  v.strictObject({ type: v.literal('advance'), to: hexId }),
  v.strictObject({ type: v.literal('stop') }),
]);

/** One March into Battle player action. */
export type MibAction = v.InferOutput<typeof actionSchema>;
