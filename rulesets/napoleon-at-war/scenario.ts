import { z } from 'zod';
import { partialOptionsSchema } from './options.js';
import { SIDES, UNIT_KINDS } from './types.js';

const side = z.enum(SIDES);
const hexId = z.string().regex(/^\d{4}$/, 'expected a four-digit hex id');

/** Where reinforcements may come on: listed hexes, or every hex of a map edge named in the map file (NAW 14.0). */
const entrySchema = z.union([z.array(hexId).min(1), z.strictObject({ edge: z.string() })]);

/**
 * A reinforcement that arrives only on a die roll: from its arrival turn to `lastTurn`, its side rolls one die at
 * the start of each of its player-turns until a face in `on` comes up; the whole `group` then arrives that turn
 * (Wagram 14.7).
 */
const arrivalRollSchema = z.strictObject({
  group: z.string().min(1),
  lastTurn: z.number().int().positive(),
  on: z.array(z.number().int().min(1).max(6)).min(1),
});

/** Reinforcement arrival (NAW 14.0). */
const arrivalSchema = z.strictObject({
  turn: z.number().int().positive(),
  entry: entrySchema,
  roll: arrivalRollSchema.optional(),
  /** May enter only by entry hexes the enemy does not control (Wagram 14.72). */
  avoidsEnemyControl: z.boolean().optional(),
  /** Must enter as soon as it can: its side may not end the movement phase while it could (Wagram 14.74). */
  mandatory: z.boolean().optional(),
});

/** Where a unit may be set up by its owner: every hex within `within` hexes of `near`, or any hex of a map region (Wagram 13.1). */
export const setupAreaSchema = z.union([
  z.strictObject({ near: hexId, within: z.number().int().nonnegative() }),
  z.strictObject({ region: z.string().min(1) }),
]);

/** Schema of one unit of a scenario's order of battle. */
export const scenarioUnitSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().optional(),
  side,
  kind: z.enum(UNIT_KINDS),
  strength: z.number().int().nonnegative(),
  movement: z.number().int().positive(),
  /** Deployment hex (with a set-up area: the default historical placement); absent for a reinforcement. */
  hex: hexId.optional(),
  /** Where the owner may set the unit up instead of at `hex` (Wagram 13.1). */
  setupArea: setupAreaSchema.optional(),
  /** Reinforcement arrival (NAW 14.0). */
  arrives: arrivalSchema.optional(),
  /** A map region the unit may never leave (Wagram 15.3). */
  confinedTo: z.string().optional(),
});

/** Points for a place: on first entry by the side (once), and/or for holding it at the end (Wagram 17.11-17.12). */
const placeAwardSchema = z.strictObject({
  side,
  place: z.string(),
  points: z.number().int(),
  onEntry: z.boolean(),
  atEnd: z.boolean(),
});

/** Schema of a scenario: map, turn track, order of battle, exits, victory conditions and option overrides. */
export const scenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  /** A built-in map id, or map data (validated by `loadHexMap`). */
  map: z.union([z.string(), z.record(z.string(), z.unknown())]),
  sideNames: z.strictObject({ french: z.string(), coalition: z.string() }),
  firstPlayer: side,
  turns: z.number().int().positive(),
  nightTurns: z.array(z.number().int().positive()),
  units: z.array(scenarioUnitSchema).min(1),
  /** Map edges a side may voluntarily exit by, at a cost in movement points (Wagram 17.11). */
  exits: z.array(z.strictObject({ side, entry: entrySchema, cost: z.number().positive() })),
  victory: z.strictObject({
    /** One victory point per enemy strength point eliminated (Wagram 17.11). */
    eliminationPoints: z.boolean(),
    places: z.array(placeAwardSchema),
    /** Victory points per strength point exited (Wagram 17.11). */
    exitPointsPerStrength: z.number().nonnegative(),
    /** Points per strength point of a side in a region at the end (Wagram 17.12). */
    regionStrength: z.array(z.strictObject({ side, region: z.string(), perStrength: z.number() })),
    /** A side that scores fewer points than this loses regardless (Wagram 17.21). */
    minimum: z.strictObject({ side, points: z.number().int() }).nullable(),
    /** Victory grades by winner:loser ratio, best first (Wagram 17.22). */
    grades: z.array(z.strictObject({ atLeast: z.number().positive(), strictly: z.boolean(), grade: z.string() })),
  }),
  options: partialOptionsSchema.optional(),
  /** Where the data comes from ('published', 'reconstructed' with notes, or 'test'). */
  provenance: z.string().optional(),
});

/** A Napoleon at War scenario as data. */
export type NawScenario = z.infer<typeof scenarioSchema>;
/** A set-up area of a scenario unit. */
export type SetupArea = z.infer<typeof setupAreaSchema>;
/** One unit of a scenario. */
export type ScenarioUnit = z.infer<typeof scenarioUnitSchema>;
