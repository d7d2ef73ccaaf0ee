import { z } from 'zod';
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

const count = (max: number) => z.number().int().min(0).max(max);
const cell = z.string().regex(/^\d\/\d$/, 'a cell is attacker/defender steps lost, e.g. "1/2"') as unknown as z.ZodType<`${number}/${number}`>;
const crtTable = z.strictObject({
  columns: z
    .array(z.strictObject({ label: z.string().min(1).max(LIMITS.name), min: z.number().int().min(-100).max(100).optional(), max: z.number().int().min(-100).max(100).optional() }))
    .min(1)
    .max(32),
  rows: z.array(z.array(cell).max(32)).length(6),
  provenance: z.string().max(LIMITS.text),
});
const cost = z.number().int().min(1).max(LIMITS.cost);
const terrainEffect = z.strictObject({
  cost: z.strictObject({ infantry: cost.nullable(), cavalry: cost.nullable() }),
  shift: count(LIMITS.shift),
  noEnfilade: z.boolean(),
});
const rates = z.strictObject({ infantry: z.number().int().min(1).max(LIMITS.movement), cavalry: z.number().int().min(1).max(LIMITS.movement) });
const faces = z.array(z.number().int().min(1).max(6)).max(6);

/** Schema of a complete options object; tables are checked as wholes at setup (`tableProblem`). */
export const optionsSchema = z.strictObject({
  crt: z.strictObject({ french: crtTable, allied: crtTable }),
  terrain: z.strictObject(Object.fromEntries(TERRAINS.map((t) => [t, terrainEffect])) as Record<Terrain, typeof terrainEffect>),
  hexsides: z.strictObject({ stream: count(LIMITS.cost), uphill: count(LIMITS.cost), uphillShift: count(LIMITS.shift), exit: cost }),
  movement: z.strictObject({ french: rates, allied: rates }),
  demoralizedAt: z.strictObject({ french: z.number().int().min(1).max(10_000), allied: z.number().int().min(1).max(10_000) }),
  victoryRatio: z.number().min(0).max(100),
  variableArrival: z.strictObject({ firstTurn: faces, laterTurns: faces }),
  fog: z.boolean(),
  capitulation: z.boolean(),
  variants: z.boolean(),
  variantPool: z.array(z.union([z.literal(3), z.literal(5), z.literal(9)])).max(20),
}) satisfies z.ZodType<AcgOptions>;

/** Schema of a partial options object (what users and scenarios pass). */
export const partialOptionsSchema = optionsSchema.partial();
