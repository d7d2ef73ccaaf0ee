/**
 * The roster of a campaign (JdG 1.2.3, 4.1): its armies, generals (value of command VC, rank, tactical bonus BT,
 * 1.1) and combat units (PF at full strength, artillery bonus BA, cohesion CO, cavalry bonus BC, 1.2.1), and the
 * detachment counters (6.1). The printed rosters are not in the copy of the rules: the built-in ones are
 * reconstructed (data/ROSTERS.md) and a user who owns the game replaces them with data of this shape.
 *
 * @module
 */
import { nameSchema } from 'kriegsspiel';
import * as z from 'zod/mini';
import { ARMS, CAMPAIGNS, SIDES } from './vocabulary.js';

const name = nameSchema(200);
const id = name.check(z.minLength(1));
const note = z.string().check(z.maxLength(2000));
const rating = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** An army (4.1): every unit and general belongs to one, and its commander-in-chief rolls its command points (4.4). */
export const armySchema = z.strictObject({
  id,
  side: z.enum(SIDES),
  name,
  /** The general who commands it (4.1). */
  commander: id,
});

/** A general (1.1): VC 1-4, rank 1-4 stars, BT 0-4. */
export const generalSchema = z.strictObject({
  id,
  name,
  side: z.enum(SIDES),
  army: id,
  vc: rating(0, 4),
  rank: rating(1, 4),
  bt: rating(0, 4),
  /** Where the ratings come from. */
  provenance: note,
});

/** A combat unit (1.2): its full strength in PF and its ratings. */
export const unitSchema = z.strictObject({
  id,
  name,
  side: z.enum(SIDES),
  army: id,
  arm: z.enum(ARMS),
  pf: rating(1, 60),
  ba: rating(0, 9),
  co: rating(0, 9),
  bc: rating(0, 9),
  /** An Imperial Guard unit (6.1: no independent detachment may join it). */
  guard: z.optional(z.boolean()),
  /** A unit whose cohesion rises by this much in a mountain box (S7-S9: Hofer +2). */
  mountainCohesion: z.optional(rating(0, 9)),
  /** A unit always in command (S7-S9: Hofer). */
  alwaysInCommand: z.optional(z.boolean()),
  provenance: note,
});

/** A detachment counter (6.1): letters are infantry, numbers cavalry; BA 0, BC only for cavalry (1.2.2). */
export const detachmentSchema = z.strictObject({
  id,
  side: z.enum(SIDES),
  arm: z.enum(ARMS),
  co: rating(0, 9),
  bc: rating(0, 9),
  provenance: note,
});

/** A campaign's roster. */
export const rosterSchema = z.strictObject({
  campaign: z.enum(CAMPAIGNS),
  armies: z.array(armySchema).check(z.minLength(2), z.maxLength(20)),
  generals: z.array(generalSchema).check(z.maxLength(100)),
  units: z.array(unitSchema).check(z.minLength(2), z.maxLength(200)),
  detachments: z.array(detachmentSchema).check(z.maxLength(100)),
  provenance: note,
});

/** An army. */
export type RosterArmy = z.infer<typeof armySchema>;
/** A general's roster line. */
export type RosterGeneral = z.infer<typeof generalSchema>;
/** A combat unit's roster line. */
export type RosterUnit = z.infer<typeof unitSchema>;
/** A detachment counter. */
export type RosterDetachment = z.infer<typeof detachmentSchema>;
/** A campaign's roster. */
export type Roster = z.infer<typeof rosterSchema>;
