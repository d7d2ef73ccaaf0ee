/**
 * Scenario data for Jours de Gloire Campaign: The Danube: the map and roster (built-in ids or inline data), the
 * calendar, the set-up and reinforcements, the victory points, the markers, the bridge states and the scenario's
 * special rules. Plain JSON; `compileScenario` checks every name it uses against the map and roster.
 *
 * @module
 */
import { nameSchema } from 'kriegsspiel';
import * as v from 'valibot';
import { rosterSchema } from './roster.js';
import { ARMS, CAMPAIGNS, SIDES } from './vocabulary.js';

const name = nameSchema(200);
const id = v.pipe(name, v.minLength(1));
const side = v.picklist(SIDES);
const turn = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(60));
const pf = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(60));
const boxes = v.pipe(v.array(id), v.minLength(1), v.maxLength(200));

/** A turn's date (JdG 0.2): a month and its half. */
export const turnDateSchema = v.strictObject({ year: v.pipe(v.number(), v.safeInteger(), v.minValue(1700), v.maxValue(1900)), month: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12)), half: v.picklist(['beginning', 'end']) });

/**
 * A counter put on the map at set-up or as a reinforcement (JdG 3.3): a general or unit of the roster, or a
 * detachment counter with its PF and the unit it was detached from (6.1; none: an independent detachment, whose
 * `army` says whose command points activate it).
 */
export const placementSchema = v.strictObject({
  piece: id,
  /** The box, or the boxes its owner chooses among (S4: Ulm or a box next to it). */
  box: v.union([id, boxes]),
  /** A unit's PF when below the roster's (the rest is lost, or in the detachments attached to it); a detachment's PF. */
  pf: v.optional(pf),
  /** A detachment's unit of origin (6.1). */
  attachedTo: v.optional(id),
  /** The army an independent detachment answers to (4.4), or a general or unit moved to another army. */
  army: v.optional(id),
  /** Where it arrives instead when an enemy holds `box` (S6: Liechtenstein at Brünn or Olmütz if Vienne is taken). */
  otherwise: v.optional(boxes),
});

/** PF reinforcements (JdG 3.3): PF of an arm for in-command units of a side, at most one a unit a turn. */
export const pfReinforcementSchema = v.strictObject({ turn, side, arm: v.picklist(ARMS), pf: v.pipe(pf, v.minValue(1)), army: v.optional(id), unit: v.optional(id) });

/** Victory points for holding a box at the end (JdG 9.0). */
export const vpBoxSchema = v.strictObject({ box: id, points: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(50)), for: v.picklist(['both', ...SIDES]) });

/** Victory points a side scores once, when one of its units first enters any of `boxes` (S2: crossing the Inn). */
export const vpCrossingSchema = v.strictObject({ side, points: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(50)), boxes, label: name });

/** The S3 armistice (see the scenario's special rules). */
export const armisticeSchema = v.strictObject({
  /** The boxes a side must control to force it (the French: Ulm and Munich); victory boxes, whose flags the state keeps. */
  declaredWhen: v.strictObject({ side, boxes }),
  /** The boxes each side may redeploy in (no box in both). */
  zones: v.strictObject({ french: boxes, coalition: boxes }),
  /** The date it ends by itself, and the date play resumes (turns between are neutralised). */
  endsOn: turnDateSchema,
  resumesOn: turnDateSchema,
  /** Victory points for declaring it before a date, and penalties (points taken off) for breaking it before dates. */
  earlyBonus: v.strictObject({ side, points: v.pipe(v.number(), v.safeInteger()), before: turnDateSchema }),
  penalties: v.pipe(v.array(v.strictObject({ before: turnDateSchema, points: v.pipe(v.number(), v.safeInteger()) })), v.maxLength(10)),
  /**
   * After this many turns of armistice, the generals and combat units on the map are replaced by `replacement` (S2's
   * set-up): each comes in face down in its box, inside its side's zone, before both sides redeploy.
   */
  replaceAfter: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10)),
  replacement: v.pipe(v.array(placementSchema), v.maxLength(200)),
  /** PF recovered by each unit a turn during the armistice, until the replacement. */
  recovery: pf,
});

const faces = v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(6))), v.maxLength(6));

/**
 * S9's Reinforcements from Italy (read when the option `italyReinforcements` is on): groups of the scenario's
 * reinforcements taken off the calendar; from turn `from`, while a group has not entered, a die is rolled each turn
 * and each group whose `faces` it shows enters that turn.
 */
export const italyReinforcementsSchema = v.strictObject({
  from: turn,
  groups: v.pipe(v.array(v.strictObject({ side, pieces: v.pipe(v.array(id), v.minLength(1), v.maxLength(50)), faces })), v.minLength(1), v.maxLength(6)),
});

/**
 * S9's Additional Reinforcements (read when the option `additionalReinforcements` is on): from turn `from`, each
 * turn, each side's die in the order listed. On `faces` the side may bring in one of `units` not yet in play;
 * with `notTwoTurnsRunning` it does not roll the turn after it brought one. On `pf.faces` its unit `pf.unit` gets
 * `pf.pf` PF, on the map or (added to the strength it enters with) before it arrives, never beyond its full strength.
 */
export const additionalReinforcementsSchema = v.strictObject({
  from: turn,
  rolls: v.pipe(v.array(v.strictObject({
    side,
    faces,
    units: v.pipe(v.array(placementSchema), v.maxLength(10)),
    notTwoTurnsRunning: v.boolean(),
    pf: v.optional(v.strictObject({ faces, unit: id, pf: v.pipe(pf, v.minValue(1)) })),
  })), v.minLength(1), v.maxLength(2)),
});

/** Special rules of a scenario that change the sequence of play. */
export const specialRulesSchema = v.strictObject({
  /**
   * 4.2: generals removed at the start of a turn (killed, captured, sacked: none in this game's own scenarios), each
   * with the general, if any, who takes his place, his box and his command (piece ids, `g:` and the roster id).
   */
  removals: v.optional(v.pipe(v.array(v.strictObject({ turn, general: id, replacement: v.optional(id) })), v.maxLength(20))),
  /** S5-S6: a sovereign who becomes the sole commander-in-chief of an army on entering (Alexander). */
  sovereign: v.optional(v.strictObject({ general: id, army: id })),
  /** S5-S6: a detachment of at most `maxPf` made with a named counter, from a date. */
  namedDetachment: v.optional(v.strictObject({ piece: id, side, maxPf: v.pipe(pf, v.minValue(1)), from: turnDateSchema })),
  armistice: v.optional(armisticeSchema),
  italyReinforcements: v.optional(italyReinforcementsSchema),
  additionalReinforcements: v.optional(additionalReinforcementsSchema),
});

/** A scenario of Jours de Gloire Campaign: The Danube. */
export const scenarioSchema = v.strictObject({
  id,
  name,
  campaign: v.picklist(CAMPAIGNS),
  /** A built-in map id (`'danube'`) or a whole map (checked by `loadPointGraph`). */
  map: v.union([id, v.record(v.string(), v.unknown())]),
  /** A built-in roster id (the campaign letter) or a whole roster. */
  roster: v.union([id, rosterSchema]),
  first: turnDateSchema,
  turns: turn,
  setup: v.pipe(v.array(placementSchema), v.maxLength(200)),
  reinforcements: v.pipe(v.array(v.strictObject({ ...placementSchema.entries, turn })), v.maxLength(200)),
  pfReinforcements: v.pipe(v.array(pfReinforcementSchema), v.maxLength(50)),
  victory: v.strictObject({
    boxes: v.pipe(v.array(vpBoxSchema), v.maxLength(50)),
    /** Who holds each victory box at the start. */
    control: v.record(v.string(), side),
    crossings: v.pipe(v.array(vpCrossingSchema), v.maxLength(10)),
  }),
  dummies: v.strictObject({ french: v.strictObject({ infantry: pf, cavalry: pf }), coalition: v.strictObject({ infantry: pf, cavalry: pf }) }),
  pontoons: v.strictObject({ french: pf, coalition: pf }),
  /** Bridges destroyed at the start, and pontoons in place (S8), as pairs of box ids. */
  bridges: v.strictObject({ destroyed: v.pipe(v.array(v.strictTuple([id, id])), v.maxLength(50)), pontoons: v.pipe(v.array(v.strictObject({ side, between: v.strictTuple([id, id]) })), v.maxLength(20)) }),
  special: specialRulesSchema,
  provenance: v.pipe(v.string(), v.maxLength(20_000)),
});

/** Scenario data. */
export type JdgScenario = v.InferOutput<typeof scenarioSchema>;
/** A set-up or reinforcement placement. */
export type Placement = v.InferOutput<typeof placementSchema>;
/** A reinforcement. */
export type Reinforcement = JdgScenario['reinforcements'][number];
