import { nameSchema } from 'kriegsspiel';
import * as z from 'zod/mini';
import { LIMITS, partialOptionsSchema } from './options.js';
import { SIDES, UNIT_KINDS } from './vocabulary.js';

const side = z.enum(SIDES);
const name = nameSchema(LIMITS.name);
const provenance = z.optional(z.string().check(z.maxLength(LIMITS.text)));
const turn = z.int().check(z.minimum(0), z.maximum(LIMITS.turns));
const rating = z.int().check(z.minimum(1), z.maximum(5));

/** A commander: a formation's or an army's (MiB 2.5). */
export const commanderSchema = z.strictObject({ id: name.check(z.minLength(1)), name: name.check(z.minLength(1)), rating, provenance });

/** A formation: a corps or an army reserve, with its commander and its chit (MiB 2.5, SoP). */
export const formationSchema = z.strictObject({ id: name.check(z.minLength(1)), name: name.check(z.minLength(1)), side, commander: commanderSchema, provenance });

/** One unit of an order of battle (MiB 2.1-2.3). */
export const scenarioUnitSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  name: name.check(z.minLength(1)),
  side,
  formation: name.check(z.minLength(1)),
  kind: z.enum(UNIT_KINDS),
  /** Starting strength points. */
  sp: z.int().check(z.minimum(1), z.maximum(LIMITS.sp)),
  /** Morale rating (MiB MC). */
  morale: z.int().check(z.minimum(1), z.maximum(6)),
  /** Imperial Guard infantry (MiB AM: a smashed Guard division costs 2). */
  guard: z.optional(z.literal(true)),
  /** Horse artillery (moves as cavalry, MiB 2.6). */
  horse: z.optional(z.literal(true)),
  /** SP of the division's organic cavalry (MiB 7.13). */
  organicCavalry: z.optional(z.int().check(z.minimum(1), z.maximum(5))),
  provenance,
});

/** Where a unit, a commander or an HQ starts (turn 0) or arrives: a map region, filled hex by hex. */
export const placementSchema = z.strictObject({ piece: name.check(z.minLength(1)), turn, region: name.check(z.minLength(1)), provenance });

/** A break of the great bridge on the historical timeline (MiB 16.1). */
export const bridgeBreakSchema = z.strictObject({ turn: turn.check(z.minimum(1)), repaired: z.nullable(turn.check(z.minimum(1))), provenance });

/**
 * Scenario data for March into Battle: the map, the turn track, both orders of battle with their commanders and
 * arrivals, the regions the rules name, army morale, the great bridge and the objectives.
 */
export const scenarioSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  name: name.check(z.minLength(1)),
  /** A built-in map id or a whole map (checked by `loadHexMap` when the scenario is compiled). */
  map: z.union([name.check(z.minLength(1)), z.record(z.string(), z.unknown())]),
  /** The turn track from turn 1: a clock label each, and whether it is a night turn (MiB 3.1, 13.0). */
  turns: z.array(z.strictObject({ label: name.check(z.minLength(1)), night: z.boolean() })).check(z.minLength(1), z.maxLength(LIMITS.turns)),
  formations: z.array(formationSchema).check(z.minLength(1), z.maxLength(50)),
  /** Each army's commander, who stands with its HQ (MiB 2.5). */
  armyCommanders: z.strictObject({ french: commanderSchema, austrian: commanderSchema }),
  units: z.array(scenarioUnitSchema).check(z.minLength(1), z.maxLength(LIMITS.units)),
  /** Every unit, formation commander (by commander id) and HQ (`hq-french`, `hq-austrian`) once. */
  placements: z.array(placementSchema).check(z.maxLength(LIMITS.units * 2)),
  /** The direction units of each side face when placed (0-5, the grid's directions). */
  facing: z.strictObject({ french: z.int().check(z.minimum(0), z.maximum(5)), austrian: z.int().check(z.minimum(0), z.maximum(5)) }),
  /** Army morale at the start (MiB 12). */
  armyMorale: z.strictObject({ french: z.int().check(z.minimum(1), z.maximum(100)), austrian: z.int().check(z.minimum(1), z.maximum(100)) }),
  /** Map regions that are each side's supply sources (MiB 11.2). */
  supply: z.strictObject({ french: name.check(z.minLength(1)), austrian: name.check(z.minLength(1)) }),
  /** Map regions that are each side's own map edge (MiB AM: a MARCH toward the friendly map edge). */
  friendlyEdge: z.strictObject({ french: name.check(z.minLength(1)), austrian: name.check(z.minLength(1)) }),
  /** Named places that orders may target besides enemy-held hexes (MiB 5.1). */
  targets: z.array(name.check(z.minLength(1))).check(z.maxLength(100)),
  /** The great bridge (MiB 16.1): the side that crosses it, its breaks, and the region its arrivals use. */
  bridge: z.nullable(z.strictObject({ side, entry: name.check(z.minLength(1)), breaks: z.array(bridgeBreakSchema).check(z.maxLength(LIMITS.turns)) })),
  /** The victory places (MiB 16.2) by role. */
  objectives: z.strictObject({ church: name.check(z.minLength(1)), granary: name.check(z.minLength(1)), bridgehead: name.check(z.minLength(1)), minor: z.array(name.check(z.minLength(1))).check(z.maxLength(10)) }),
  /** Scenario settings over the published defaults. */
  options: z.optional(partialOptionsSchema),
  provenance,
});

/** Scenario data (the input of `compileScenario`). */
export type MibScenario = z.infer<typeof scenarioSchema>;
/** One unit of a scenario's order of battle. */
export type ScenarioUnit = z.infer<typeof scenarioUnitSchema>;
/** One formation of a scenario. */
export type ScenarioFormation = z.infer<typeof formationSchema>;
