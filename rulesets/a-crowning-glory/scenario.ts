import { nameSchema } from 'kriegsspiel';
import * as v from 'valibot';
import { LIMITS, partialOptionsSchema } from './options.js';
import { ARMS, NATIONS, SIDES } from './vocabulary.js';

const side = v.picklist(SIDES);
const hexId = v.pipe(v.string(), v.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const hexList = v.pipe(v.array(hexId), v.maxLength(LIMITS.units * 10));
const name = nameSchema(LIMITS.name);
const turn = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.turns));

/** One combat unit of an order of battle (ACG 2.3-2.9): its full strength in steps, and where it starts. */
export const scenarioUnitSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  /** The counter's name (the unit commander's, 2.3). */
  name: v.pipe(name, v.minLength(1)),
  side,
  nation: v.picklist(NATIONS),
  arm: v.picklist(ARMS),
  /** Full strength: combat factor and steps (2.8). */
  steps: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.steps)),
  /**
   * Where it starts (3.1): a set-up hex; `'reserve'` (placed at the end of turn 1's movement, 5.6); `'variable'`
   * (arrives on the group roll, 5.7); `'deploy'` (its owner places it in `deployArea`, 10.4); or absent with `arrives`.
   */
  setup: v.optional(v.union([hexId, v.picklist(['reserve', 'variable', 'deploy'])])),
  /** A fixed reinforcement: placed at the start of `turn` on `hex`, or next to it if occupied (10.4). */
  arrives: v.optional(v.strictObject({ turn, hex: hexId })),
  /** Where the data comes from. */
  provenance: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.text))),
});

/** One artillery bombardment marker (ACG 9.13): its value, and whether it comes with the Variable group (3.1). */
export const scenarioMarkerSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  side,
  nation: v.picklist(NATIONS),
  value: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.steps)),
  variable: v.optional(v.boolean()),
  provenance: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.text))),
});

/** A free placement of set-up (10.4: Friant, anywhere north-west of the Goldbach, may displace a friend one hex). */
export const deploymentSchema = v.strictObject({
  unit: v.pipe(name, v.minLength(1)),
  /** The map region it may be placed in, and that a unit it displaces must stay in. */
  region: v.pipe(name, v.minLength(1)),
  /** Units it may not displace (10.4: never Bourcier). */
  neverDisplaces: v.pipe(v.array(name), v.maxLength(LIMITS.units)),
});

/**
 * Scenario data for A Crowning Glory: the map (a built-in id or inline), turns, the order of battle and markers, the
 * areas the rules name, and which victory rules apply.
 */
export const scenarioSchema = v.strictObject({
  id: v.pipe(name, v.minLength(1)),
  name: v.pipe(name, v.minLength(1)),
  /** A built-in map id (`'austerlitz'`) or a whole map (checked by `loadHexMap` when the scenario is compiled). */
  map: v.union([v.pipe(name, v.minLength(1)), v.record(v.string(), v.unknown())]),
  /** The first and last turn played (5.9: ten at most; 10.3: turns 3 to 6). */
  turns: v.strictObject({ first: turn, last: turn }),
  /** Clock labels by turn number from 1 (1.2: `7a`, `12m`, `1p` ...). */
  turnLabels: v.pipe(v.array(name), v.maxLength(LIMITS.turns)),
  units: v.pipe(v.array(scenarioUnitSchema), v.minLength(1), v.maxLength(LIMITS.units)),
  markers: v.pipe(v.array(scenarioMarkerSchema), v.maxLength(LIMITS.markers)),
  /** Hexes the Reserve may be placed in (5.6). */
  reserveHexes: hexList,
  /** Hexes the Variable group may enter by (5.7). */
  variableEntry: hexList,
  /** Free placements made before play (10.4). */
  deployments: v.pipe(v.array(deploymentSchema), v.maxLength(LIMITS.units)),
  /** Marker sets the French choose one of before play (10.4), by marker id; empty: all markers are in play. */
  artilleryChoices: v.pipe(v.array(v.pipe(v.array(name), v.maxLength(LIMITS.markers))), v.maxLength(LIMITS.markers)),
  /** The rows and columns movement is confined to (10.2), or absent. */
  playArea: v.optional(v.strictObject({ rows: v.strictTuple([v.pipe(v.number(), v.safeInteger()), v.pipe(v.number(), v.safeInteger())]), columns: v.strictTuple([v.pipe(v.number(), v.safeInteger()), v.pipe(v.number(), v.safeInteger())]) })),
  /** Map region initially controlled by the French (3.3: west of the front line); every other hex is Allied. */
  frenchControl: v.pipe(name, v.minLength(1)),
  /** Which victory rules apply: the battle's (4.0) or the introductory scenario's (10.7). */
  victory: v.picklist(['battle', 'introductory']),
  /** Option settings of the scenario. */
  options: v.optional(partialOptionsSchema),
  /** Where the scenario's data comes from. */
  provenance: v.pipe(v.string(), v.maxLength(LIMITS.text)),
});

/** Scenario data (the input of `compileScenario`). */
export type AcgScenario = v.InferOutput<typeof scenarioSchema>;
/** One unit of a scenario. */
export type ScenarioUnit = v.InferOutput<typeof scenarioUnitSchema>;
/** One artillery marker of a scenario. */
export type ScenarioMarker = v.InferOutput<typeof scenarioMarkerSchema>;
