/**
 * The roster of a campaign (JdG 1.2.3, 4.1): its armies, generals (value of command VC, rank, tactical bonus BT,
 * 1.1) and combat units (PF at full strength, artillery bonus BA, cohesion CO, cavalry bonus BC, 1.2.1), and the
 * detachment counters (6.1). The printed rosters are not in the copy of the rules: the built-in ones are
 * reconstructed (data/ROSTERS.md) and a user who owns the game replaces them with data of this shape.
 *
 * @module
 */
import { nameSchema } from 'kriegsspiel';
import * as v from 'valibot';
import { ARMS, CAMPAIGNS, SIDES } from './vocabulary.js';

const name = nameSchema(200);
const id = v.pipe(name, v.minLength(1));
const note = v.pipe(v.string(), v.maxLength(2000));
const rating = (min: number, max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));

/** An army (4.1): every unit and general belongs to one, and its commander-in-chief rolls its command points (4.4). */
export const armySchema = v.strictObject({
  id,
  side: v.picklist(SIDES),
  name,
  /** The general who commands it (4.1). */
  commander: id,
});

/** A general (1.1): VC 1-4, rank 1-4 stars, BT 0-4. */
export const generalSchema = v.strictObject({
  id,
  name,
  side: v.picklist(SIDES),
  army: id,
  vc: rating(0, 4),
  rank: rating(1, 4),
  bt: rating(0, 4),
  /** Where the ratings come from. */
  provenance: note,
});

/** A combat unit (1.2): its full strength in PF and its ratings. */
export const unitSchema = v.strictObject({
  id,
  name,
  side: v.picklist(SIDES),
  army: id,
  arm: v.picklist(ARMS),
  pf: rating(1, 60),
  ba: rating(0, 9),
  co: rating(0, 9),
  bc: rating(0, 9),
  /** An Imperial Guard unit (6.1: no independent detachment may join it). */
  guard: v.optional(v.boolean()),
  /** A unit whose cohesion rises by this much in a mountain box (S7-S9: Hofer +2). */
  mountainCohesion: v.optional(rating(0, 9)),
  /** A unit always in command (S7-S9: Hofer). */
  alwaysInCommand: v.optional(v.boolean()),
  provenance: note,
});

/** A detachment counter (6.1): letters are infantry, numbers cavalry; BA 0, BC only for cavalry (1.2.2). */
export const detachmentSchema = v.strictObject({
  id,
  side: v.picklist(SIDES),
  arm: v.picklist(ARMS),
  co: rating(0, 9),
  bc: rating(0, 9),
  provenance: note,
});

/** A campaign's roster. */
export const rosterSchema = v.strictObject({
  campaign: v.picklist(CAMPAIGNS),
  armies: v.pipe(v.array(armySchema), v.minLength(2), v.maxLength(20)),
  generals: v.pipe(v.array(generalSchema), v.maxLength(100)),
  units: v.pipe(v.array(unitSchema), v.minLength(2), v.maxLength(200)),
  detachments: v.pipe(v.array(detachmentSchema), v.maxLength(100)),
  provenance: note,
});

/** An army. */
export type RosterArmy = v.InferOutput<typeof armySchema>;
/** A general's roster line. */
export type RosterGeneral = v.InferOutput<typeof generalSchema>;
/** A combat unit's roster line. */
export type RosterUnit = v.InferOutput<typeof unitSchema>;
/** A detachment counter. */
export type RosterDetachment = v.InferOutput<typeof detachmentSchema>;
/** A campaign's roster. */
export type Roster = v.InferOutput<typeof rosterSchema>;
