import { nameSchema } from 'kriegsspiel';
import * as v from 'valibot';
import { LIMITS, partialOptionsSchema } from './options.js';
import { SIDES, UNIT_KINDS } from './vocabulary.js';

const side = v.picklist(SIDES);
const name = nameSchema(LIMITS.name);
const provenance = v.optional(v.pipe(v.string(), v.maxLength(LIMITS.text)));
const turn = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.turns));
const rating = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5));

/** A commander: a formation's or an army's (MiB 2.5). */
export const commanderSchema = v.strictObject({ id: v.pipe(name, v.minLength(1)), name: v.pipe(name, v.minLength(1)), rating, provenance });

/** A formation: a corps or an army reserve, with its commander and its chit (MiB 2.5, SoP). */
export const formationSchema = v.strictObject({ id: v.pipe(name, v.minLength(1)), name: v.pipe(name, v.minLength(1)), side, commander: commanderSchema, provenance });

/** One unit of an order of battle (MiB 2.1-2.3). */
export const scenarioUnitSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  name: v.pipe(name, v.minLength(1)),
  side,
  formation: v.pipe(name, v.minLength(1)),
  kind: v.picklist(UNIT_KINDS),
  /** Starting strength points. */
  sp: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.sp)),
  /** Morale rating (MiB MC). */
  morale: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(6)),
  /** Imperial Guard infantry (MiB AM: a smashed Guard division costs 2). */
  guard: v.optional(v.literal(true)),
  /** Horse artillery (moves as cavalry, MiB 2.6). */
  horse: v.optional(v.literal(true)),
  /** SP of the division's organic cavalry (MiB 7.13). */
  organicCavalry: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(5))),
  provenance,
});

/** Where a unit, a commander or an HQ starts (turn 0) or arrives: a map region, filled hex by hex. */
export const placementSchema = v.strictObject({ piece: v.pipe(name, v.minLength(1)), turn, region: v.pipe(name, v.minLength(1)), provenance });

/** A break of the great bridge on the historical timeline (MiB 16.1). */
export const bridgeBreakSchema = v.strictObject({ turn: v.pipe(turn, v.minValue(1)), repaired: v.nullable(v.pipe(turn, v.minValue(1))), provenance });

/**
 * Scenario data for March into Battle: the map, the turn track, both orders of battle with their commanders and
 * arrivals, the regions the rules name, army morale, the great bridge and the objectives.
 */
export const scenarioSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  name: v.pipe(name, v.minLength(1)),
  /** A built-in map id or a whole map (checked by `loadHexMap` when the scenario is compiled). */
  map: v.union([v.pipe(name, v.minLength(1)), v.record(v.string(), v.unknown())]),
  /** The turn track from turn 1: a clock label each, and whether it is a night turn (MiB 3.1, 13.0). */
  turns: v.pipe(v.array(v.strictObject({ label: v.pipe(name, v.minLength(1)), night: v.boolean() })), v.minLength(1), v.maxLength(LIMITS.turns)),
  formations: v.pipe(v.array(formationSchema), v.minLength(1), v.maxLength(50)),
  /** Each army's commander, who stands with its HQ (MiB 2.5). */
  armyCommanders: v.strictObject({ french: commanderSchema, austrian: commanderSchema }),
  units: v.pipe(v.array(scenarioUnitSchema), v.minLength(1), v.maxLength(LIMITS.units)),
  /** Every unit, formation commander (by commander id) and HQ (`hq-french`, `hq-austrian`) once. */
  placements: v.pipe(v.array(placementSchema), v.maxLength(LIMITS.units * 2)),
  /** The direction units of each side face when placed (0-5, the grid's directions). */
  facing: v.strictObject({ french: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(5)), austrian: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(5)) }),
  /** Army morale at the start (MiB 12). */
  armyMorale: v.strictObject({ french: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)), austrian: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)) }),
  /** Map regions that are each side's supply sources (MiB 11.2). */
  supply: v.strictObject({ french: v.pipe(name, v.minLength(1)), austrian: v.pipe(name, v.minLength(1)) }),
  /** Map regions that are each side's own map edge (MiB AM: a MARCH toward the friendly map edge). */
  friendlyEdge: v.strictObject({ french: v.pipe(name, v.minLength(1)), austrian: v.pipe(name, v.minLength(1)) }),
  /** Named places that orders may target besides enemy-held hexes (MiB 5.1). */
  targets: v.pipe(v.array(v.pipe(name, v.minLength(1))), v.maxLength(100)),
  /** The great bridge (MiB 16.1): the side that crosses it, its breaks, and the region its arrivals use. */
  bridge: v.nullable(v.strictObject({ side, entry: v.pipe(name, v.minLength(1)), breaks: v.pipe(v.array(bridgeBreakSchema), v.maxLength(LIMITS.turns)) })),
  /** The victory places (MiB 16.2) by role. */
  objectives: v.strictObject({ church: v.pipe(name, v.minLength(1)), granary: v.pipe(name, v.minLength(1)), bridgehead: v.pipe(name, v.minLength(1)), minor: v.pipe(v.array(v.pipe(name, v.minLength(1))), v.maxLength(10)) }),
  /** Scenario settings over the published defaults. */
  options: v.optional(partialOptionsSchema),
  provenance,
});

/** Scenario data (the input of `compileScenario`). */
export type MibScenario = v.InferOutput<typeof scenarioSchema>;
/** One unit of a scenario's order of battle. */
export type ScenarioUnit = v.InferOutput<typeof scenarioUnitSchema>;
/** One formation of a scenario. */
export type ScenarioFormation = v.InferOutput<typeof formationSchema>;
