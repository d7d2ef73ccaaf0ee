/**
 * The tables of A Crowning Glory as data: the two rows of the differential Combat Results Table (ACG 9.5, 9.6,
 * 9.14) and the Terrain Effects Chart (8.3-8.14, 9.8-9.12). The copy of the rulebook lacks both printed tables:
 * they are reconstructed (see the ruleset README, "Reconstructions"), and a user who owns the game replaces them
 * through the options (`crt`, `terrain`, `hexsides`).
 *
 * @module
 */
import type { DifferentialColumn } from 'kriegsspiel';
import type { Arm, Terrain } from './vocabulary.js';

/** A CRT cell as printed: attacker steps lost, a slash, defender steps lost (ACG 9.5), e.g. `'1/2'`. */
export type CrtCell = `${number}/${number}`;

/** One side's row of the CRT: differential columns from the lowest to the highest, and a row of cells per die face. */
export interface CrtTable {
  /** Column headings, lowest first (ACG 9.6). */
  readonly columns: readonly DifferentialColumn[];
  /** `rows[die - 1][column]`. */
  readonly rows: readonly (readonly CrtCell[])[];
  /** Where the table comes from. */
  readonly provenance: string;
}

const band = (min: number, max?: number) => (max === undefined ? { label: `>=+${min}`, min } : { label: `+${min}`, min, max });

/**
 * The French row (ACG 9.6: columns `<=0` to `>=25`). Reconstructed: see {@link CRT_METHOD}.
 */
export const FRENCH_CRT: CrtTable = {
  columns: [{ label: '<=0', max: 0 }, band(1, 1), band(2, 2), band(3, 3), band(4, 4), band(5, 9), band(10, 14), band(15, 19), band(20, 24), band(25)],
  rows: [
    ['2/0', '2/0', '2/0', '2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2'],
    ['2/0', '2/0', '2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3'],
    ['2/0', '2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3'],
    ['2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3', '0/3'],
    ['1/1', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3', '0/3', '0/4'],
    ['1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3', '0/3', '0/4', '0/4'],
  ],
  provenance: 'reconstructed (the copy lacks the table): see CRT_METHOD',
};

/**
 * The Allied row (ACG 9.6: columns `<=+1` to `>=25`). The one printed entry we hold stands: column +10, die 3
 * gives 1/2 (9.14). Reconstructed: see {@link CRT_METHOD}.
 */
export const ALLIED_CRT: CrtTable = {
  columns: [{ label: '<=+1', max: 1 }, band(2, 2), band(3, 3), band(4, 4), band(5, 9), band(10, 14), band(15, 19), band(20, 24), band(25)],
  rows: [
    ['3/0', '2/0', '2/0', '2/0', '1/1', '1/1', '1/1', '1/2', '0/2'],
    ['2/0', '2/0', '2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2'],
    ['2/0', '2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3'],
    ['2/0', '1/1', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3'],
    ['2/0', '1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3', '0/3'],
    ['1/1', '1/1', '1/2', '0/2', '0/2', '0/3', '0/3', '0/3', '0/4'],
  ],
  provenance: 'reconstructed (the copy lacks the table) around the printed entry +10/die 3 = 1/2 (ACG 9.14): see CRT_METHOD',
};

/**
 * How both rows were built. Each column has a rank on one scale of differentials (`<=0` 0, +1 1 ... +5 5, +10 6,
 * +15 7, +20 8, `>=25` 9; the Allied `<=+1` column ranks 0, as the Allies' lowest column lumps everything up to
 * +1). A cell's score is `rank + die`, plus 1 on the French row (the better-trained army, 6.2's design note).
 * Defender losses are `clamp(floor((score - 3) / 3), 0, 4)` and attacker losses `clamp(floor((13 - score) / 4),
 * 0, 3)`: losses grow with the differential and the roll, the French row is at least as good in every cell and
 * better in some cell of every column, and the printed Allied +10/3 = 1/2 is reproduced (score 9). High rolls
 * favour the attacker.
 */
export const CRT_METHOD = 'score = rank + die (+1 French); defender = clamp(floor((score-3)/3),0,4); attacker = clamp(floor((13-score)/4),0,3)';

/** What a terrain does (ACG 8.4-8.7, 9.8, 9.9). */
export interface TerrainEffect {
  /** Movement points to enter, per arm; `null` = prohibited (8.7: cavalry never enter All-Pond hexes). */
  readonly cost: { readonly [A in Arm]: number | null };
  /** Columns shifted left when the defender is in it (9.9: Town 1L, Fortress 2L). */
  readonly shift: number;
  /** Whether the enfilade bonus is denied against a defender in it (9.9). */
  readonly noEnfilade: boolean;
}

/** The Terrain Effects Chart's hexes (ACG 8.4-8.7, 9.8, 9.9), stated in the rules' text; the printed chart is absent. */
export const ACG_TERRAIN: { readonly [T in Terrain]: TerrainEffect } = {
  clear: { cost: { infantry: 1, cavalry: 1 }, shift: 0, noEnfilade: false },
  forest: { cost: { infantry: 2, cavalry: 2 }, shift: 0, noEnfilade: false },
  marsh: { cost: { infantry: 2, cavalry: 2 }, shift: 0, noEnfilade: false },
  town: { cost: { infantry: 1, cavalry: 1 }, shift: 1, noEnfilade: true },
  fortress: { cost: { infantry: 1, cavalry: 1 }, shift: 2, noEnfilade: true },
  'all-pond': { cost: { infantry: 2, cavalry: null }, shift: 0, noEnfilade: false },
};

/** The Terrain Effects Chart's hexsides (ACG 8.8-8.11, 9.10, 9.11). */
export interface HexsideEffects {
  /** Extra MP to cross a stream (8.8), unless a road crosses it too (8.11). */
  readonly stream: number;
  /** Extra MP to cross a hillcrest uphill (8.9). */
  readonly uphill: number;
  /** Columns left when every attacker attacks uphill across hillcrests (9.11). */
  readonly uphillShift: number;
  /** MP to move off the map from an edge hex (4.1, 4.8). */
  readonly exit: number;
}

/** The published hexside effects (ACG 4.1, 8.8-8.11, 9.11). */
export const ACG_HEXSIDES: HexsideEffects = { stream: 1, uphill: 1, uphillShift: 1, exit: 1 };
