import * as v from 'valibot';
import {
  CET,
  CRT,
  FORCE_RATIO_BANDS,
  TERRAIN_EFFECTS,
  TERRAIN_ROWS,
  type CetCell,
  type CrtRow,
  type RatioBand,
  type TerrainRow,
  type TerrainRowName,
} from './tables.js';
import { CET_COLUMNS, UNIT_KINDS, type CetColumn, type UnitKind } from './vocabulary.js';

/**
 * The typed configuration of March into Battle: the aid's tables and the parameters of our written interpretations
 * (docs/interpretation.md), with the aid's values and our readings as defaults. Scenarios set their own; users
 * override either (each field is replaced whole).
 */
export interface MibOptions {
  /** The Terrain Effects (MiB TEC). */
  readonly terrain: { readonly [R in TerrainRowName]: TerrainRow };
  /** The force ratio bands (MiB CM, 7.2). */
  readonly forceRatio: readonly RatioBand[];
  /** The Combat Results Table (MiB CRT). */
  readonly crt: readonly CrtRow[];
  /** The Combat Effects Table (MiB CET). */
  readonly cet: { readonly [C in CetColumn]: readonly CetCell[] };
  /** Movement allowances by kind; horse artillery moves as cavalry (MiB 2.6). */
  readonly allowance: { readonly [K in UnitKind]: number } & { readonly horseArtillery: number; readonly commander: number };
  /** The stacking limit and what a full train counts (MiB 6.8). */
  readonly stacking: { readonly limit: number; readonly train: number };
  /** Fatigue: the highest level, and the first Tired and Spent levels (MiB 10.1). */
  readonly fatigue: { readonly max: number; readonly tired: number; readonly spent: number };
  /** A spent defender counts 1 SP (10.1) or half (the OCE row) (MiB 7.1). */
  readonly spentDefence: 'one-sp' | 'half';
  /** The field of fire's range in hexes, and the cap on the artillery DRM (MiB 7.10, 7.9). */
  readonly artillery: { readonly range: number; readonly maxDrm: number };
  /** How far a unit traces supply, in infantry MP (MiB 11.2). */
  readonly supplyRange: number;
  /** How far units under HOLD may stand from the HOLD hex (MiB 5.1). */
  readonly holdRadius: number;
  /** The great bridge breaks on the historical timeline, or on a roll of 6 from turn 2 (MiB 16.1). */
  readonly bridgeBreaks: 'historical' | 'roll';
  /** Turns a rolled break takes to repair (MiB 16.1). */
  readonly bridgeRepairTurns: number;
  /** Activations an engineer spends to bridge each kind of watercourse (MiB 6.10). */
  readonly bridgeBuilding: { readonly river: number; readonly stream: number; readonly creek: number };
}

/** The aid's tables and our readings. */
export const DEFAULT_OPTIONS: MibOptions = {
  terrain: TERRAIN_EFFECTS,
  forceRatio: FORCE_RATIO_BANDS,
  crt: CRT,
  cet: CET,
  allowance: { infantry: 6, cavalry: 10, artillery: 6, train: 6, engineer: 6, horseArtillery: 10, commander: 12 },
  stacking: { limit: 10, train: 4 },
  fatigue: { max: 5, tired: 3, spent: 5 },
  spentDefence: 'one-sp',
  artillery: { range: 2, maxDrm: 3 },
  supplyRange: 8,
  holdRadius: 2,
  bridgeBreaks: 'historical',
  bridgeRepairTurns: 3,
  bridgeBuilding: { river: 3, stream: 1, creek: 1 },
};

/** The largest values the schemas accept, so no valid input makes the engine do unbounded work. */
export const LIMITS = Object.freeze({ mp: 40, sp: 40, units: 400, turns: 100, name: 200, text: 100_000 });

const small = (max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(max));
const moveCell = v.union([
  v.strictObject({ cost: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.mp)) }),
  v.strictObject({ add: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.mp)) }),
  v.picklist(['none', 'prohibited', 'all']),
]);
const multiplier = v.pipe(v.number(), v.minValue(0), v.maxValue(4));
const terrainRow = v.strictObject({
  attacker: v.nullable(multiplier),
  noRearHexes: v.boolean(),
  move: moveCell,
  trainMove: moveCell,
  noArtilleryDrm: v.boolean(),
  noCharge: v.boolean(),
});
const drm = v.pipe(v.number(), v.safeInteger(), v.minValue(-10), v.maxValue(10));
const crtResult = v.strictObject({ column: v.picklist(CET_COLUMNS), drm, hexes: small(6) });
const cetCell = v.strictObject({
  disorganise: v.nullable(v.union([v.literal('all'), v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10))])),
  leader: v.boolean(),
  c: small(10),
  s: small(10),
  f: small(10),
});
const mp = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.mp));
const turns = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.turns));

const cetRow = () => v.pipe(v.array(cetCell), v.length(7));

/** Schema of a complete options object. */
export const optionsSchema = v.strictObject({
  terrain: v.strictObject(Object.fromEntries(TERRAIN_ROWS.map((r) => [r, terrainRow])) as Record<TerrainRowName, typeof terrainRow>),
  forceRatio: v.pipe(v.array(v.strictObject({ num: small(100), den: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)), drm })), v.minLength(1), v.maxLength(20)),
  crt: v.pipe(v.array(v.strictObject({ attacker: crtResult, defender: crtResult })), v.length(8)),
  cet: v.strictObject(Object.fromEntries(CET_COLUMNS.map((c) => [c, cetRow()])) as Record<CetColumn, ReturnType<typeof cetRow>>),
  allowance: v.strictObject({ ...Object.fromEntries(UNIT_KINDS.map((k) => [k, mp])), horseArtillery: mp, commander: mp }) as unknown as v.GenericSchema<MibOptions['allowance']>,
  stacking: v.strictObject({ limit: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(LIMITS.sp)), train: small(LIMITS.sp) }),
  fatigue: v.strictObject({ max: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(20)), tired: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(20)), spent: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(20)) }),
  spentDefence: v.picklist(['one-sp', 'half']),
  artillery: v.strictObject({ range: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(6)), maxDrm: small(10) }),
  supplyRange: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(LIMITS.mp)),
  holdRadius: small(10),
  bridgeBreaks: v.picklist(['historical', 'roll']),
  bridgeRepairTurns: turns,
  bridgeBuilding: v.strictObject({ river: turns, stream: turns, creek: turns }),
}) satisfies v.GenericSchema<MibOptions>;

/** Schema of a partial options object (what users and scenarios pass). */
export const partialOptionsSchema = v.partial(optionsSchema);
