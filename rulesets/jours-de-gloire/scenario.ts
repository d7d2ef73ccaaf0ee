/**
 * Scenario data for Jours de Gloire Campaign: The Danube: the map and roster (built-in ids or inline data), the
 * calendar, the set-up and reinforcements, the victory points, the markers, the bridge states and the scenario's
 * special rules. Plain JSON; `compileScenario` checks every name it uses against the map and roster.
 *
 * @module
 */
import { nameSchema } from 'kriegsspiel';
import * as z from 'zod/mini';
import { rosterSchema } from './roster.js';
import { ARMS, CAMPAIGNS, SIDES } from './vocabulary.js';

const name = nameSchema(200);
const id = name.check(z.minLength(1));
const side = z.enum(SIDES);
const turn = z.int().check(z.minimum(1), z.maximum(60));
const pf = z.int().check(z.minimum(0), z.maximum(60));
const boxes = z.array(id).check(z.minLength(1), z.maxLength(200));

/** A turn's date (JdG 0.2): a month and its half. */
export const turnDateSchema = z.strictObject({ year: z.int().check(z.minimum(1700), z.maximum(1900)), month: z.int().check(z.minimum(1), z.maximum(12)), half: z.enum(['beginning', 'end']) });

/**
 * A counter put on the map at set-up or as a reinforcement (JdG 3.3): a general or unit of the roster, or a
 * detachment counter with its PF and the unit it was detached from (6.1; none: an independent detachment, whose
 * `army` says whose command points activate it).
 */
export const placementSchema = z.strictObject({
  piece: id,
  /** The box, or the boxes its owner chooses among (S4: Ulm or a box next to it). */
  box: z.union([id, boxes]),
  /** A unit's PF when below the roster's (the rest is lost, or in the detachments attached to it); a detachment's PF. */
  pf: z.optional(pf),
  /** A detachment's unit of origin (6.1). */
  attachedTo: z.optional(id),
  /** The army an independent detachment answers to (4.4), or a general or unit moved to another army. */
  army: z.optional(id),
  /** Where it arrives instead when an enemy holds `box` (S6: Liechtenstein at Brünn or Olmütz if Vienne is taken). */
  otherwise: z.optional(boxes),
});

/** PF reinforcements (JdG 3.3): PF of an arm for in-command units of a side, at most one a unit a turn. */
export const pfReinforcementSchema = z.strictObject({ turn, side, arm: z.enum(ARMS), pf: pf.check(z.minimum(1)), army: z.optional(id), unit: z.optional(id) });

/** Victory points for holding a box at the end (JdG 9.0). */
export const vpBoxSchema = z.strictObject({ box: id, points: z.int().check(z.minimum(0), z.maximum(50)), for: z.enum(['both', ...SIDES]) });

/** Victory points a side scores once, when one of its units first enters any of `boxes` (S2: crossing the Inn). */
export const vpCrossingSchema = z.strictObject({ side, points: z.int().check(z.minimum(0), z.maximum(50)), boxes, label: name });

/** The S3 armistice (see the scenario's special rules). */
export const armisticeSchema = z.strictObject({
  /** The boxes a side must control to force it (the French: Ulm and Munich); victory boxes, whose flags the state keeps. */
  declaredWhen: z.strictObject({ side, boxes }),
  /** The boxes each side may redeploy in (no box in both). */
  zones: z.strictObject({ french: boxes, coalition: boxes }),
  /** The date it ends by itself, and the date play resumes (turns between are neutralised). */
  endsOn: turnDateSchema,
  resumesOn: turnDateSchema,
  /** Victory points for declaring it before a date, and penalties (points taken off) for breaking it before dates. */
  earlyBonus: z.strictObject({ side, points: z.int(), before: turnDateSchema }),
  penalties: z.array(z.strictObject({ before: turnDateSchema, points: z.int() })).check(z.maxLength(10)),
  /**
   * After this many turns of armistice, the generals and combat units on the map are replaced by `replacement` (S2's
   * set-up): each comes in face down in its box, inside its side's zone, before both sides redeploy.
   */
  replaceAfter: z.int().check(z.minimum(1), z.maximum(10)),
  replacement: z.array(placementSchema).check(z.maxLength(200)),
  /** PF recovered by each unit a turn during the armistice, until the replacement. */
  recovery: pf,
});

const faces = z.array(z.int().check(z.minimum(1), z.maximum(6))).check(z.maxLength(6));

/**
 * S9's Reinforcements from Italy (read when the option `italyReinforcements` is on): groups of the scenario's
 * reinforcements taken off the calendar; from turn `from`, while a group has not entered, a die is rolled each turn
 * and each group whose `faces` it shows enters that turn.
 */
export const italyReinforcementsSchema = z.strictObject({
  from: turn,
  groups: z.array(z.strictObject({ side, pieces: z.array(id).check(z.minLength(1), z.maxLength(50)), faces })).check(z.minLength(1), z.maxLength(6)),
});

/**
 * S9's Additional Reinforcements (read when the option `additionalReinforcements` is on): from turn `from`, each
 * turn, each side's die in the order listed. On `faces` the side may bring in one of `units` not yet in play;
 * with `notTwoTurnsRunning` it does not roll the turn after it brought one. On `pf.faces` its unit `pf.unit` gets
 * `pf.pf` PF, on the map or (added to the strength it enters with) before it arrives, never beyond its full strength.
 */
export const additionalReinforcementsSchema = z.strictObject({
  from: turn,
  rolls: z.array(z.strictObject({
    side,
    faces,
    units: z.array(placementSchema).check(z.maxLength(10)),
    notTwoTurnsRunning: z.boolean(),
    pf: z.optional(z.strictObject({ faces, unit: id, pf: pf.check(z.minimum(1)) })),
  })).check(z.minLength(1), z.maxLength(2)),
});

/** Special rules of a scenario that change the sequence of play. */
export const specialRulesSchema = z.strictObject({
  /**
   * 4.2: generals removed at the start of a turn (killed, captured, sacked: none in this game's own scenarios), each
   * with the general, if any, who takes his place, his box and his command (piece ids, `g:` and the roster id).
   */
  removals: z.optional(z.array(z.strictObject({ turn, general: id, replacement: z.optional(id) })).check(z.maxLength(20))),
  /** S5-S6: a sovereign who becomes the sole commander-in-chief of an army on entering (Alexander). */
  sovereign: z.optional(z.strictObject({ general: id, army: id })),
  /** S5-S6: a detachment of at most `maxPf` made with a named counter, from a date. */
  namedDetachment: z.optional(z.strictObject({ piece: id, side, maxPf: pf.check(z.minimum(1)), from: turnDateSchema })),
  armistice: z.optional(armisticeSchema),
  italyReinforcements: z.optional(italyReinforcementsSchema),
  additionalReinforcements: z.optional(additionalReinforcementsSchema),
});

/** A scenario of Jours de Gloire Campaign: The Danube. */
export const scenarioSchema = z.strictObject({
  id,
  name,
  campaign: z.enum(CAMPAIGNS),
  /** A built-in map id (`'danube'`) or a whole map (checked by `loadPointGraph`). */
  map: z.union([id, z.record(z.string(), z.unknown())]),
  /** A built-in roster id (the campaign letter) or a whole roster. */
  roster: z.union([id, rosterSchema]),
  first: turnDateSchema,
  turns: turn,
  setup: z.array(placementSchema).check(z.maxLength(200)),
  reinforcements: z.array(z.extend(placementSchema, { turn })).check(z.maxLength(200)),
  pfReinforcements: z.array(pfReinforcementSchema).check(z.maxLength(50)),
  victory: z.strictObject({
    boxes: z.array(vpBoxSchema).check(z.maxLength(50)),
    /** Who holds each victory box at the start. */
    control: z.record(z.string(), side),
    crossings: z.array(vpCrossingSchema).check(z.maxLength(10)),
  }),
  dummies: z.strictObject({ french: z.strictObject({ infantry: pf, cavalry: pf }), coalition: z.strictObject({ infantry: pf, cavalry: pf }) }),
  pontoons: z.strictObject({ french: pf, coalition: pf }),
  /** Bridges destroyed at the start, and pontoons in place (S8), as pairs of box ids. */
  bridges: z.strictObject({ destroyed: z.array(z.tuple([id, id])).check(z.maxLength(50)), pontoons: z.array(z.strictObject({ side, between: z.tuple([id, id]) })).check(z.maxLength(20)) }),
  special: specialRulesSchema,
  provenance: z.string().check(z.maxLength(20_000)),
});

/** Scenario data. */
export type JdgScenario = z.infer<typeof scenarioSchema>;
/** A set-up or reinforcement placement. */
export type Placement = z.infer<typeof placementSchema>;
/** A reinforcement. */
export type Reinforcement = JdgScenario['reinforcements'][number];
