import { z } from 'zod';
import { LIMITS } from './limits.js';
import { NAW_CRT, NAW_HEXSIDE_COSTS, NAW_TERRAIN, type HexsideCosts, type NawCrt, type TerrainEffect } from './tables.js';

/**
 * The typed configuration of the Napoleon at War ruleset: tables and switches, with the published values as
 * defaults. Scenarios set their own (Wagram turns on the stream rules and demoralization); users override either.
 */
export interface NawOptions {
  /** The Combat Results Table (NAW 7.6). */
  readonly crt: NawCrt;
  /** Hex terrain effects by terrain name (NAW 9.0). */
  readonly terrain: Readonly<Record<string, TerrainEffect>>;
  /** Road, trail, stream and slope movement costs (NAW 5.2). */
  readonly hexsideCosts: HexsideCosts;
  /**
   * When hexsides double a defender (NAW 9.0): `'exclusive'` (the published chart, read literally) when every
   * adjacent attacker attacks across stream hexsides, or every one across bridge hexsides, or every one up slope
   * hexsides; `'mixed'` (0.1's reading) when each attacks across one of the three, in any mix.
   */
  readonly hexsideDefense: 'exclusive' | 'mixed';
  /** Artillery bombardment range in hexes (NAW 8.11). */
  readonly bombardmentRange: number;
  /**
   * Wagram 15.1-15.2: cavalry and artillery may not cross, attack through or extend their zone of control through an
   * unbridged stream hexside.
   */
  readonly streamBarsCavalryAndArtillery: boolean;
  /**
   * Set units up at their scenario hexes (the documented historical placement) instead of letting their owner choose
   * within their set-up areas (Wagram 13.1).
   */
  readonly historicalDeployment: boolean;
  /** Combat losses at which each army becomes demoralized and may no longer advance (Wagram 16.1); `null` = never. */
  readonly demoralizedAt: { readonly french: number | null; readonly coalition: number | null };
}

/** The published defaults (the standard rules alone). */
export const DEFAULT_OPTIONS: NawOptions = {
  crt: NAW_CRT,
  terrain: NAW_TERRAIN,
  hexsideCosts: NAW_HEXSIDE_COSTS,
  hexsideDefense: 'exclusive',
  bombardmentRange: 2,
  streamBarsCavalryAndArtillery: false,
  historicalDeployment: false,
  demoralizedAt: { french: null, coalition: null },
};

/** Movement points in halves (NAW 5.22: road movement costs 1/2): 0, 0.5, 1, ... up to the limit. */
const halfPoints = z.number().min(0).max(LIMITS.cost).refine((x) => Number.isInteger(x * 2), 'expected a multiple of 0.5');
const result = z.enum(['Ae', 'Ar', 'Dr', 'De', 'Ex']);

/** Schema of a complete options object. */
export const optionsSchema = z.strictObject({
  crt: z.strictObject({
    columns: z.array(z.strictObject({ attack: z.number().positive().max(LIMITS.points), defense: z.number().positive().max(LIMITS.points), label: z.string().max(LIMITS.name) })).min(1).max(32),
    rows: z.array(z.array(result).max(32)).min(1).max(12),
    dieFaces: z.array(z.number().int().min(1).max(12)).min(1).max(12),
  }),
  terrain: z.record(
    z.string().max(LIMITS.name),
    z.strictObject({ cost: halfPoints.nullable(), roadOnly: z.boolean(), defense: z.number().positive().max(10), blocksLineOfSight: z.boolean() }),
  ),
  hexsideCosts: z.strictObject({ road: halfPoints, trail: halfPoints, stream: halfPoints, slope: halfPoints }),
  hexsideDefense: z.enum(['exclusive', 'mixed']),
  bombardmentRange: z.number().int().min(1).max(10),
  streamBarsCavalryAndArtillery: z.boolean(),
  historicalDeployment: z.boolean(),
  demoralizedAt: z.strictObject({ french: z.number().int().positive().max(LIMITS.points).nullable(), coalition: z.number().int().positive().max(LIMITS.points).nullable() }),
});

/** Schema of a partial options object (what users pass). */
export const partialOptionsSchema = optionsSchema.partial();
