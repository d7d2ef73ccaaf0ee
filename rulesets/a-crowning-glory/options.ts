import * as z from 'zod/mini';
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

const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));
const cell = z.string().check(z.regex(/^\d\/\d$/, 'a cell is attacker/defender steps lost, e.g. "1/2"')) as unknown as z.ZodMiniType<`${number}/${number}`>;
const crtTable = z.strictObject({
  columns: z
    .array(z.strictObject({ label: z.string().check(z.minLength(1), z.maxLength(LIMITS.name)), min: z.optional(z.int().check(z.minimum(-100), z.maximum(100))), max: z.optional(z.int().check(z.minimum(-100), z.maximum(100))) })).check(z.minLength(1), z.maxLength(32)),
  rows: z.array(z.array(cell).check(z.maxLength(32))).check(z.length(6)),
  provenance: z.string().check(z.maxLength(LIMITS.text)),
});
const cost = z.int().check(z.minimum(1), z.maximum(LIMITS.cost));
const terrainEffect = z.strictObject({
  cost: z.strictObject({ infantry: z.nullable(cost), cavalry: z.nullable(cost) }),
  shift: count(LIMITS.shift),
  noEnfilade: z.boolean(),
});
const rates = z.strictObject({ infantry: z.int().check(z.minimum(1), z.maximum(LIMITS.movement)), cavalry: z.int().check(z.minimum(1), z.maximum(LIMITS.movement)) });
const faces = z.array(z.int().check(z.minimum(1), z.maximum(6))).check(z.maxLength(6));

/** Schema of a complete options object; tables are checked as wholes at setup (`tableProblem`). */
export const optionsSchema = z.strictObject({
  crt: z.strictObject({ french: crtTable, allied: crtTable }),
  terrain: z.strictObject(Object.fromEntries(TERRAINS.map((t) => [t, terrainEffect])) as Record<Terrain, typeof terrainEffect>),
  hexsides: z.strictObject({ stream: count(LIMITS.cost), uphill: count(LIMITS.cost), uphillShift: count(LIMITS.shift), exit: cost }),
  movement: z.strictObject({ french: rates, allied: rates }),
  demoralizedAt: z.strictObject({ french: z.int().check(z.minimum(1), z.maximum(10_000)), allied: z.int().check(z.minimum(1), z.maximum(10_000)) }),
  victoryRatio: z.number().check(z.minimum(0), z.maximum(100)),
  variableArrival: z.strictObject({ firstTurn: faces, laterTurns: faces }),
  fog: z.boolean(),
  capitulation: z.boolean(),
  variants: z.boolean(),
  variantPool: z.array(z.union([z.literal(3), z.literal(5), z.literal(9)])).check(z.maxLength(20)),
}) satisfies z.ZodMiniType<AcgOptions>;

/** Schema of a partial options object (what users and scenarios pass). */
export const partialOptionsSchema = z.partial(optionsSchema);
