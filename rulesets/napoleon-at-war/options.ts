import * as v from 'valibot';
import { nameRecord, nameSchema } from 'kriegsspiel';
import { halfPoints, LIMITS } from './limits.js';
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

/** The cost of entering a hex (terrain, road, trail): at least `LIMITS.minCost`, so a unit's reach is bounded. */
const entryCost = halfPoints(LIMITS.minCost);
/** A cost added to an entry (stream, slope): 0 or more. */
const addedCost = halfPoints(0);
const result = v.picklist(['Ae', 'Ar', 'Dr', 'De', 'Ex']);
const name = nameSchema(LIMITS.name);

/**
 * Schema of a complete options object. Each value is bounded (`LIMITS`): entry costs are multiples of 1/2 from 1/2,
 * added costs from 0; the terrain chart is keyed by names (`toString` is a terrain like any other; `__proto__` is
 * refused). Tables are checked as wholes at setup (`tableProblem`).
 */
export const optionsSchema = v.strictObject({
  crt: v.strictObject({
    columns: v.pipe(v.array(v.strictObject({ attack: v.pipe(v.number(), v.gtValue(0), v.maxValue(LIMITS.points)), defense: v.pipe(v.number(), v.gtValue(0), v.maxValue(LIMITS.points)), label: v.pipe(name, v.minLength(1)) })), v.minLength(1), v.maxLength(32)),
    rows: v.pipe(v.array(v.pipe(v.array(result), v.maxLength(32))), v.minLength(1), v.maxLength(12)),
    dieFaces: v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(12))), v.minLength(1), v.maxLength(12)),
  }),
  terrain: nameRecord(
    v.pipe(name, v.minLength(1)),
    v.strictObject({ cost: v.nullable(entryCost), roadOnly: v.boolean(), defense: v.pipe(v.number(), v.gtValue(0), v.maxValue(10)), blocksLineOfSight: v.boolean() }),
    LIMITS.terrains,
  ),
  hexsideCosts: v.strictObject({ road: entryCost, trail: entryCost, stream: addedCost, slope: addedCost }),
  hexsideDefense: v.picklist(['exclusive', 'mixed']),
  bombardmentRange: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(10)),
  streamBarsCavalryAndArtillery: v.boolean(),
  historicalDeployment: v.boolean(),
  demoralizedAt: v.strictObject({ french: v.nullable(v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.points))), coalition: v.nullable(v.pipe(v.number(), v.safeInteger(), v.gtValue(0), v.maxValue(LIMITS.points))) }),
});

/** Schema of a partial options object (what users pass). */
export const partialOptionsSchema = v.partial(optionsSchema);
