import { nameSchema } from 'kriegsspiel';
import * as z from 'zod/mini';
import { halfPoints, LIMITS } from './limits.js';
import { partialOptionsSchema } from './options.js';
import { SIDES, UNIT_KINDS } from './types.js';

const side = z.enum(SIDES);
const hexId = z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit hex id'));
/** A name or id: at most `LIMITS.name` characters, no control characters (names are shown in terminals and SVG). */
const name = nameSchema(LIMITS.name);
const turn = z.int().check(z.positive(), z.maximum(LIMITS.turns));
const points = z.int().check(z.minimum(-LIMITS.points), z.maximum(LIMITS.points));

/** Where reinforcements may come on: listed hexes, or every hex of a map edge named in the map file (NAW 14.0). */
const entrySchema = z.union([z.array(hexId).check(z.minLength(1), z.maxLength(LIMITS.list)), z.strictObject({ edge: name })]);

/**
 * A reinforcement that arrives only on a die roll: from its arrival turn to `lastTurn`, its side rolls one die at
 * the start of each of its player-turns until a face in `on` comes up; the whole `group` then arrives that turn
 * (Wagram 14.7).
 */
const arrivalRollSchema = z.strictObject({
  group: name.check(z.minLength(1)),
  lastTurn: turn,
  on: z.array(z.int().check(z.minimum(1), z.maximum(6))).check(z.minLength(1), z.maxLength(6)),
});

/** Reinforcement arrival (NAW 14.0). */
const arrivalSchema = z.strictObject({
  turn,
  entry: entrySchema,
  roll: z.optional(arrivalRollSchema),
  /** May enter only by entry hexes the enemy does not control (Wagram 14.72). */
  avoidsEnemyControl: z.optional(z.boolean()),
  /** Must enter as soon as it can: its side may not end the movement phase while it could (Wagram 14.74). */
  mandatory: z.optional(z.boolean()),
});

/** Where a unit may be set up by its owner: every hex within `within` hexes of `near`, or any hex of a map region (Wagram 13.1). */
export const setupAreaSchema = z.union([
  z.strictObject({ near: hexId, within: z.int().check(z.nonnegative(), z.maximum(LIMITS.radius)) }),
  z.strictObject({ region: name.check(z.minLength(1)) }),
]);

/** Schema of one unit of a scenario's order of battle. */
export const scenarioUnitSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  name: z.optional(name),
  side,
  kind: z.enum(UNIT_KINDS),
  strength: z.int().check(z.nonnegative(), z.maximum(LIMITS.strength)),
  movement: z.int().check(z.positive(), z.maximum(LIMITS.movement)),
  /** Deployment hex (with a set-up area: the default historical placement); absent for a reinforcement. */
  hex: z.optional(hexId),
  /** Where the owner may set the unit up instead of at `hex` (Wagram 13.1). */
  setupArea: z.optional(setupAreaSchema),
  /** Reinforcement arrival (NAW 14.0). */
  arrives: z.optional(arrivalSchema),
  /** A map region the unit may never leave (Wagram 15.3). */
  confinedTo: z.optional(name),
});

/** Points for a place: on first entry by the side (once), and/or for holding it at the end (Wagram 17.11-17.12). */
const placeAwardSchema = z.strictObject({
  side,
  place: name,
  points,
  onEntry: z.boolean(),
  atEnd: z.boolean(),
});

/**
 * Schema of a scenario: map, turn track, order of battle, exits, victory conditions and option overrides. Every
 * number, name and list is bounded (`LIMITS`; an inline map by the package's `MAP_LIMITS`); compiling the scenario
 * then checks what the schema cannot: hexes on the map, named regions and places, and the tables as wholes.
 */
export const scenarioSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  name,
  /** A built-in map id, or map data (validated by `loadHexMap`). */
  map: z.union([name, z.record(z.string(), z.unknown())]),
  sideNames: z.strictObject({ french: name, coalition: name }),
  firstPlayer: side,
  turns: turn,
  nightTurns: z.array(turn).check(z.maxLength(LIMITS.list)),
  units: z.array(scenarioUnitSchema).check(z.minLength(1), z.maxLength(LIMITS.units)),
  /** Map edges a side may voluntarily exit by, at a cost in movement points (Wagram 17.11). */
  exits: z.array(z.strictObject({ side, entry: entrySchema, cost: halfPoints(LIMITS.minCost) })).check(z.maxLength(LIMITS.list)),
  victory: z.strictObject({
    /** One victory point per enemy strength point eliminated (Wagram 17.11). */
    eliminationPoints: z.boolean(),
    places: z.array(placeAwardSchema).check(z.maxLength(LIMITS.list)),
    /** Victory points per strength point exited (Wagram 17.11). */
    exitPointsPerStrength: z.number().check(z.nonnegative(), z.maximum(LIMITS.points)),
    /** Points per strength point of a side in a region at the end (Wagram 17.12). */
    regionStrength: z.array(z.strictObject({ side, region: name, perStrength: z.number().check(z.minimum(-LIMITS.points), z.maximum(LIMITS.points)) })).check(z.maxLength(LIMITS.list)),
    /** A side that scores fewer points than this loses regardless (Wagram 17.21). */
    minimum: z.nullable(z.strictObject({ side, points })),
    /** Victory grades by winner:loser ratio, best first (Wagram 17.22). */
    grades: z.array(z.strictObject({ atLeast: z.number().check(z.positive(), z.maximum(LIMITS.points)), strictly: z.boolean(), grade: name })).check(z.maxLength(LIMITS.list)),
  }),
  options: z.optional(partialOptionsSchema),
  /** Where the data comes from ('published', 'reconstructed' with notes, or 'test'). */
  provenance: z.optional(z.string().check(z.maxLength(LIMITS.text))),
});

/** A Napoleon at War scenario as data. */
export type NawScenario = z.infer<typeof scenarioSchema>;
/** A set-up area of a scenario unit. */
export type SetupArea = z.infer<typeof setupAreaSchema>;
/** One unit of a scenario. */
export type ScenarioUnit = z.infer<typeof scenarioUnitSchema>;
