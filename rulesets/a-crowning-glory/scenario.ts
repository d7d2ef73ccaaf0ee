import { nameSchema } from 'kriegsspiel';
import * as z from 'zod/mini';
import { LIMITS, partialOptionsSchema } from './options.js';
import { ARMS, NATIONS, SIDES } from './vocabulary.js';

const side = z.enum(SIDES);
const hexId = z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit hex id'));
const hexList = z.array(hexId).check(z.maxLength(LIMITS.units * 10));
const name = nameSchema(LIMITS.name);
const turn = z.int().check(z.minimum(1), z.maximum(LIMITS.turns));

/** One combat unit of an order of battle (ACG 2.3-2.9): its full strength in steps, and where it starts. */
export const scenarioUnitSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  /** The counter's name (the unit commander's, 2.3). */
  name: name.check(z.minLength(1)),
  side,
  nation: z.enum(NATIONS),
  arm: z.enum(ARMS),
  /** Full strength: combat factor and steps (2.8). */
  steps: z.int().check(z.minimum(1), z.maximum(LIMITS.steps)),
  /**
   * Where it starts (3.1): a set-up hex; `'reserve'` (placed at the end of turn 1's movement, 5.6); `'variable'`
   * (arrives on the group roll, 5.7); `'deploy'` (its owner places it in `deployArea`, 10.4); or absent with `arrives`.
   */
  setup: z.optional(z.union([hexId, z.enum(['reserve', 'variable', 'deploy'])])),
  /** A fixed reinforcement: placed at the start of `turn` on `hex`, or next to it if occupied (10.4). */
  arrives: z.optional(z.strictObject({ turn, hex: hexId })),
  /** Where the data comes from. */
  provenance: z.optional(z.string().check(z.maxLength(LIMITS.text))),
});

/** One artillery bombardment marker (ACG 9.13): its value, and whether it comes with the Variable group (3.1). */
export const scenarioMarkerSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  side,
  nation: z.enum(NATIONS),
  value: z.int().check(z.minimum(1), z.maximum(LIMITS.steps)),
  variable: z.optional(z.boolean()),
  provenance: z.optional(z.string().check(z.maxLength(LIMITS.text))),
});

/** A free placement of set-up (10.4: Friant, anywhere north-west of the Goldbach, may displace a friend one hex). */
export const deploymentSchema = z.strictObject({
  unit: name.check(z.minLength(1)),
  /** The map region it may be placed in, and that a unit it displaces must stay in. */
  region: name.check(z.minLength(1)),
  /** Units it may not displace (10.4: never Bourcier). */
  neverDisplaces: z.array(name).check(z.maxLength(LIMITS.units)),
});

/**
 * Scenario data for A Crowning Glory: the map (a built-in id or inline), turns, the order of battle and markers, the
 * areas the rules name, and which victory rules apply.
 */
export const scenarioSchema = z.strictObject({
  id: name.check(z.minLength(1)),
  name: name.check(z.minLength(1)),
  /** A built-in map id (`'austerlitz'`) or a whole map (checked by `loadHexMap` when the scenario is compiled). */
  map: z.union([name.check(z.minLength(1)), z.record(z.string(), z.unknown())]),
  /** The first and last turn played (5.9: ten at most; 10.3: turns 3 to 6). */
  turns: z.strictObject({ first: turn, last: turn }),
  /** Clock labels by turn number from 1 (1.2: `7a`, `12m`, `1p` ...). */
  turnLabels: z.array(name).check(z.maxLength(LIMITS.turns)),
  units: z.array(scenarioUnitSchema).check(z.minLength(1), z.maxLength(LIMITS.units)),
  markers: z.array(scenarioMarkerSchema).check(z.maxLength(LIMITS.markers)),
  /** Hexes the Reserve may be placed in (5.6). */
  reserveHexes: hexList,
  /** Hexes the Variable group may enter by (5.7). */
  variableEntry: hexList,
  /** Free placements made before play (10.4). */
  deployments: z.array(deploymentSchema).check(z.maxLength(LIMITS.units)),
  /** Marker sets the French choose one of before play (10.4), by marker id; empty: all markers are in play. */
  artilleryChoices: z.array(z.array(name).check(z.maxLength(LIMITS.markers))).check(z.maxLength(LIMITS.markers)),
  /** The rows and columns movement is confined to (10.2), or absent. */
  playArea: z.optional(z.strictObject({ rows: z.tuple([z.int(), z.int()]), columns: z.tuple([z.int(), z.int()]) })),
  /** Map region initially controlled by the French (3.3: west of the front line); every other hex is Allied. */
  frenchControl: name.check(z.minLength(1)),
  /** Which victory rules apply: the battle's (4.0) or the introductory scenario's (10.7). */
  victory: z.enum(['battle', 'introductory']),
  /** Option settings of the scenario. */
  options: z.optional(partialOptionsSchema),
  /** Where the scenario's data comes from. */
  provenance: z.string().check(z.maxLength(LIMITS.text)),
});

/** Scenario data (the input of `compileScenario`). */
export type AcgScenario = z.infer<typeof scenarioSchema>;
/** One unit of a scenario. */
export type ScenarioUnit = z.infer<typeof scenarioUnitSchema>;
/** One artillery marker of a scenario. */
export type ScenarioMarker = z.infer<typeof scenarioMarkerSchema>;
