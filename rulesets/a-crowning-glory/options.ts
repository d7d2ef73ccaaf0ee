import * as v from 'valibot';
import { ALLIED_CRT, ACG_HEXSIDES, ACG_TERRAIN, FRENCH_CRT, type CrtTable, type HexsideEffects, type TerrainEffect } from './tables.js';
import { TERRAINS, type Arm, type BySide, type Terrain } from './vocabulary.js';

/**
 * The typed configuration of A Crowning Glory: tables, parameters and switches, with the published values (or,
 * where the copy lacks them, the documented reconstructions) as defaults. Scenarios set their own; users override
 * either (each field is replaced whole).
 */
export interface AcgOptions {
  /** The CRT, one row per side (ACG 9.5, 9.6). */
  readonly crt: { readonly french: CrtTable; readonly allied: CrtTable };
  /** The Terrain Effects Chart's hexes (8.4-8.7, 9.8, 9.9). */
  readonly terrain: { readonly [T in Terrain]: TerrainEffect };
  /** The Terrain Effects Chart's hexsides (8.8-8.11, 9.11) and the cost of leaving the map (4.1). */
  readonly hexsides: HexsideEffects;
  /** Movement points per side and arm (2.7; the cavalry rates are reconstructed). */
  readonly movement: BySide<{ readonly [A in Arm]: number }>;
  /** Steps lost at which each army is demoralized (4.2, 4.8). */
  readonly demoralizedAt: BySide<number>;
  /** Allied steps lost per French step lost the French need at the end (4.3: 150 percent). */
  readonly victoryRatio: number;
  /** Die faces that bring the Variable group in on turn 1, and on later turns (5.7). */
  readonly variableArrival: { readonly firstTurn: readonly number[]; readonly laterTurns: readonly number[] };
  /** No artillery markers on turn 1 (5.8). */
  readonly fog: boolean;
  /** Either player may capitulate at any of his decisions (4.6). */
  readonly capitulation: boolean;
  /** Play with the module 11 variants: each side draws one marker in secret from `variantPool` (3.0). */
  readonly variants: boolean;
  /** The Variant marker numbers in the cup (`VARIANTS` has their effects). */
  readonly variantPool: readonly number[];
}

/** The published defaults. */
export const DEFAULT_OPTIONS: AcgOptions = {
  crt: { french: FRENCH_CRT, allied: ALLIED_CRT },
  terrain: ACG_TERRAIN,
  hexsides: ACG_HEXSIDES,
  // ACG 2.7 prints infantry 5 (French) and 4 (Allied); the cavalry figures are missing from the copy: reconstructed
  // at infantry + 2, keeping the French edge of one point (see the README).
  movement: { french: { infantry: 5, cavalry: 7 }, allied: { infantry: 4, cavalry: 6 } },
  demoralizedAt: { french: 33, allied: 29 },
  victoryRatio: 1.5,
  variableArrival: { firstTurn: [1, 2], laterTurns: [1, 2, 3, 4] },
  fog: true,
  capitulation: true,
  variants: false,
  variantPool: [3, 5, 9],
};

/** The largest values the schemas accept, so no valid input makes the engine do unbounded work. */
export const LIMITS = Object.freeze({ movement: 30, cost: 30, steps: 50, units: 500, markers: 100, turns: 100, shift: 10, name: 200, text: 100_000 });

const count = (max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(max));
const cell = v.pipe(v.string(), v.regex(/^\d\/\d$/, 'a cell is attacker/defender steps lost, e.g. "1/2"')) as unknown as v.GenericSchema<`${number}/${number}`>;
const crtTable = v.strictObject({
  columns: v.pipe(v.array(v.strictObject({ label: v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.name)), min: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(-100), v.maxValue(100))), max: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(-100), v.maxValue(100))) })), v.minLength(1), v.maxLength(32)),
  rows: v.pipe(v.array(v.pipe(v.array(cell), v.maxLength(32))), v.length(6)),
  provenance: v.pipe(v.string(), v.maxLength(LIMITS.text)),
});
const cost = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.cost));
const terrainEffect = v.strictObject({
  cost: v.strictObject({ infantry: v.nullable(cost), cavalry: v.nullable(cost) }),
  shift: count(LIMITS.shift),
  noEnfilade: v.boolean(),
});
const rates = v.strictObject({ infantry: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.movement)), cavalry: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.movement)) });
const faces = v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(6))), v.maxLength(6));

/** Schema of a complete options object; tables are checked as wholes at setup (`tableProblem`). */
export const optionsSchema = v.strictObject({
  crt: v.strictObject({ french: crtTable, allied: crtTable }),
  terrain: v.strictObject(Object.fromEntries(TERRAINS.map((t) => [t, terrainEffect])) as Record<Terrain, typeof terrainEffect>),
  hexsides: v.strictObject({ stream: count(LIMITS.cost), uphill: count(LIMITS.cost), uphillShift: count(LIMITS.shift), exit: cost }),
  movement: v.strictObject({ french: rates, allied: rates }),
  demoralizedAt: v.strictObject({ french: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000)), allied: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10_000)) }),
  victoryRatio: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  variableArrival: v.strictObject({ firstTurn: faces, laterTurns: faces }),
  fog: v.boolean(),
  capitulation: v.boolean(),
  variants: v.boolean(),
  variantPool: v.pipe(v.array(v.union([v.literal(3), v.literal(5), v.literal(9)])), v.maxLength(20)),
}) satisfies v.GenericSchema<AcgOptions>;

/** Schema of a partial options object (what users and scenarios pass). */
export const partialOptionsSchema = v.partial(optionsSchema);
