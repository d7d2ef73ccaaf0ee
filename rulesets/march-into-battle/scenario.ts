import { nameSchema } from 'kriegsspiel';
import { z } from 'zod';
import { LIMITS, partialOptionsSchema } from './options.js';
import { SIDES, UNIT_KINDS } from './vocabulary.js';

const side = z.enum(SIDES);
const name = nameSchema(LIMITS.name);
const provenance = z.string().max(LIMITS.text).optional();
const turn = z.number().int().min(0).max(LIMITS.turns);
const rating = z.number().int().min(1).max(5);

/** A commander: a formation's or an army's (MiB 2.5). */
export const commanderSchema = z.strictObject({ id: name.min(1), name: name.min(1), rating, provenance });

/** A formation: a corps or an army reserve, with its commander and its chit (MiB 2.5, SoP). */
export const formationSchema = z.strictObject({ id: name.min(1), name: name.min(1), side, commander: commanderSchema, provenance });

/** One unit of an order of battle (MiB 2.1-2.3). */
export const scenarioUnitSchema = z.strictObject({
  id: name.min(1),
  name: name.min(1),
  side,
  formation: name.min(1),
  kind: z.enum(UNIT_KINDS),
  /** Starting strength points. */
  sp: z.number().int().min(1).max(LIMITS.sp),
  /** Morale rating (MiB MC). */
  morale: z.number().int().min(1).max(6),
  /** Imperial Guard infantry (MiB AM: a smashed Guard division costs 2). */
  guard: z.literal(true).optional(),
  /** Horse artillery (moves as cavalry, MiB 2.6). */
  horse: z.literal(true).optional(),
  /** SP of the division's organic cavalry (MiB 7.13). */
  organicCavalry: z.number().int().min(1).max(5).optional(),
  provenance,
});

/** Where a unit, a commander or an HQ starts (turn 0) or arrives: a map region, filled hex by hex. */
export const placementSchema = z.strictObject({ piece: name.min(1), turn, region: name.min(1), provenance });

/** A break of the great bridge on the historical timeline (MiB 16.1). */
export const bridgeBreakSchema = z.strictObject({ turn: turn.min(1), repaired: turn.min(1).nullable(), provenance });

/**
 * Scenario data for March into Battle: the map, the turn track, both orders of battle with their commanders and
 * arrivals, the regions the rules name, army morale, the great bridge and the objectives.
 */
export const scenarioSchema = z.strictObject({
  id: name.min(1),
  name: name.min(1),
  /** A built-in map id or a whole map (checked by `loadHexMap` when the scenario is compiled). */
  map: z.union([name.min(1), z.record(z.string(), z.unknown())]),
  /** The turn track from turn 1: a clock label each, and whether it is a night turn (MiB 3.1, 13.0). */
  turns: z.array(z.strictObject({ label: name.min(1), night: z.boolean() })).min(1).max(LIMITS.turns),
  formations: z.array(formationSchema).min(1).max(50),
  /** Each army's commander, who stands with its HQ (MiB 2.5). */
  armyCommanders: z.strictObject({ french: commanderSchema, austrian: commanderSchema }),
  units: z.array(scenarioUnitSchema).min(1).max(LIMITS.units),
  /** Every unit, formation commander (by commander id) and HQ (`hq-french`, `hq-austrian`) once. */
  placements: z.array(placementSchema).max(LIMITS.units * 2),
  /** The direction units of each side face when placed (0-5, the grid's directions). */
  facing: z.strictObject({ french: z.number().int().min(0).max(5), austrian: z.number().int().min(0).max(5) }),
  /** Army morale at the start (MiB 12). */
  armyMorale: z.strictObject({ french: z.number().int().min(1).max(100), austrian: z.number().int().min(1).max(100) }),
  /** Map regions that are each side's supply sources (MiB 11.2). */
  supply: z.strictObject({ french: name.min(1), austrian: name.min(1) }),
  /** Map regions that are each side's own map edge (MiB AM: a MARCH toward the friendly map edge). */
  friendlyEdge: z.strictObject({ french: name.min(1), austrian: name.min(1) }),
  /** Named places that orders may target besides enemy-held hexes (MiB 5.1). */
  targets: z.array(name.min(1)).max(100),
  /** The great bridge (MiB 16.1): the side that crosses it, its breaks, and the region its arrivals use. */
  bridge: z.strictObject({ side, entry: name.min(1), breaks: z.array(bridgeBreakSchema).max(LIMITS.turns) }).nullable(),
  /** The victory places (MiB 16.2) by role. */
  objectives: z.strictObject({ church: name.min(1), granary: name.min(1), bridgehead: name.min(1), minor: z.array(name.min(1)).max(10) }),
  /** Scenario settings over the published defaults. */
  options: partialOptionsSchema.optional(),
  provenance,
});

/** Scenario data (the input of `compileScenario`). */
export type MibScenario = z.infer<typeof scenarioSchema>;
/** One unit of a scenario's order of battle. */
export type ScenarioUnit = z.infer<typeof scenarioUnitSchema>;
/** One formation of a scenario. */
export type ScenarioFormation = z.infer<typeof formationSchema>;
