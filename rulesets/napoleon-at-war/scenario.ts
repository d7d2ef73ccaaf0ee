import { nameSchema } from 'kriegsspiel';
import * as v from 'valibot';
import { halfPoints, LIMITS } from './limits.js';
import { partialOptionsSchema } from './options.js';
import { SIDES, UNIT_KINDS } from './types.js';

const side = v.picklist(SIDES);
const hexId = v.pipe(v.string(), v.regex(/^\d{4}$/, 'expected a four-digit hex id'));
/** A name or id: at most `LIMITS.name` characters, no control characters (names are shown in terminals and SVG). */
const name = nameSchema(LIMITS.name);
const turn = v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.turns));
const points = v.pipe(v.number(), v.safeInteger(), v.minValue(-LIMITS.points), v.maxValue(LIMITS.points));

/** Where reinforcements may come on: listed hexes, or every hex of a map edge named in the map file (NAW 14.0). */
const entrySchema = v.union([v.pipe(v.array(hexId), v.minLength(1), v.maxLength(LIMITS.list)), v.strictObject({ edge: name })]);

/**
 * A reinforcement that arrives only on a die roll: from its arrival turn to `lastTurn`, its side rolls one die at
 * the start of each of its player-turns until a face in `on` comes up; the whole `group` then arrives that turn
 * (Wagram 14.7).
 */
const arrivalRollSchema = v.strictObject({
  group: v.pipe(name, v.minLength(1)),
  lastTurn: turn,
  on: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(6))), v.minLength(1), v.maxLength(6)),
});

/** Reinforcement arrival (NAW 14.0). */
const arrivalSchema = v.strictObject({
  turn,
  entry: entrySchema,
  roll: v.optional(arrivalRollSchema),
  /** May enter only by entry hexes the enemy does not control (Wagram 14.72). */
  avoidsEnemyControl: v.optional(v.boolean()),
  /** Must enter as soon as it can: its side may not end the movement phase while it could (Wagram 14.74). */
  mandatory: v.optional(v.boolean()),
});

/** Where a unit may be set up by its owner: every hex within `within` hexes of `near`, or any hex of a map region (Wagram 13.1). */
export const setupAreaSchema = v.union([
  v.strictObject({ near: hexId, within: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.radius)) }),
  v.strictObject({ region: v.pipe(name, v.minLength(1)) }),
]);

/** Schema of one unit of a scenario's order of battle. */
export const scenarioUnitSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  name: v.optional(name),
  side,
  kind: v.picklist(UNIT_KINDS),
  strength: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.strength)),
  movement: v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.movement)),
  /** Deployment hex (with a set-up area: the default historical placement); absent for a reinforcement. */
  hex: v.optional(hexId),
  /** Where the owner may set the unit up instead of at `hex` (Wagram 13.1). */
  setupArea: v.optional(setupAreaSchema),
  /** Reinforcement arrival (NAW 14.0). */
  arrives: v.optional(arrivalSchema),
  /** A map region the unit may never leave (Wagram 15.3). */
  confinedTo: v.optional(name),
});

/** Points for a place: on first entry by the side (once), and/or for holding it at the end (Wagram 17.11-17.12). */
const placeAwardSchema = v.strictObject({
  side,
  place: name,
  points,
  onEntry: v.boolean(),
  atEnd: v.boolean(),
});

/**
 * Schema of a scenario: map, turn track, order of battle, exits, victory conditions and option overrides. Every
 * number, name and list is bounded (`LIMITS`; an inline map by the package's `MAP_LIMITS`); compiling the scenario
 * then checks what the schema cannot: hexes on the map, named regions and places, and the tables as wholes.
 */
export const scenarioSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  name,
  /** A built-in map id, or map data (validated by `loadHexMap`). */
  map: v.union([name, v.record(v.string(), v.unknown())]),
  sideNames: v.strictObject({ french: name, coalition: name }),
  firstPlayer: side,
  turns: turn,
  nightTurns: v.pipe(v.array(turn), v.maxLength(LIMITS.list)),
  units: v.pipe(v.array(scenarioUnitSchema), v.minLength(1), v.maxLength(LIMITS.units)),
  /** Map edges a side may voluntarily exit by, at a cost in movement points (Wagram 17.11). */
  exits: v.pipe(v.array(v.strictObject({ side, entry: entrySchema, cost: halfPoints(LIMITS.minCost) })), v.maxLength(LIMITS.list)),
  victory: v.strictObject({
    /** One victory point per enemy strength point eliminated (Wagram 17.11). */
    eliminationPoints: v.boolean(),
    places: v.pipe(v.array(placeAwardSchema), v.maxLength(LIMITS.list)),
    /** Victory points per strength point exited (Wagram 17.11). */
    exitPointsPerStrength: v.pipe(v.number(), v.minValue(0), v.maxValue(LIMITS.points)),
    /** Points per strength point of a side in a region at the end (Wagram 17.12). */
    regionStrength: v.pipe(v.array(v.strictObject({ side, region: name, perStrength: v.pipe(v.number(), v.minValue(-LIMITS.points), v.maxValue(LIMITS.points)) })), v.maxLength(LIMITS.list)),
    /** A side that scores fewer points than this loses regardless (Wagram 17.21). */
    minimum: v.nullable(v.strictObject({ side, points })),
    /** Victory grades by winner:loser ratio, best first (Wagram 17.22). */
    grades: v.pipe(v.array(v.strictObject({ atLeast: v.pipe(v.number(), v.gtValue(0), v.maxValue(LIMITS.points)), strictly: v.boolean(), grade: name })), v.maxLength(LIMITS.list)),
  }),
  options: v.optional(partialOptionsSchema),
  /** Where the data comes from ('published', 'reconstructed' with notes, or 'test'). */
  provenance: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.text))),
});

/** A Napoleon at War scenario as data. */
export type NawScenario = v.InferOutput<typeof scenarioSchema>;
/** A set-up area of a scenario unit. */
export type SetupArea = v.InferOutput<typeof setupAreaSchema>;
/** One unit of a scenario. */
export type ScenarioUnit = v.InferOutput<typeof scenarioUnitSchema>;
