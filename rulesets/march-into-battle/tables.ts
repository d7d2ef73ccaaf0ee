/**
 * The player aid's tables as data (MiB TEC, OCE, OME, FE, CM, CRT, CET, OC, OR, AM), cell by cell. The rules read
 * them through the ruleset's options, so a designer can replace any of them.
 *
 * @module
 */
import type { CetColumn } from './vocabulary.js';

/** A movement cell of the Terrain Effects: a cost to enter, a cost added to the hex's, no effect, prohibited, or the whole allowance. */
export type MoveCell = { readonly cost: number } | { readonly add: number } | 'none' | 'prohibited' | 'all';

/** One row of the Terrain Effects (MiB TEC). */
export interface TerrainRow {
  /** The attacker's strength multiplier; `null` when attacks into or across it are not allowed (N/A). */
  readonly attacker: number | null;
  /** The defender has no rear hexes there (village, town). */
  readonly noRearHexes: boolean;
  /** Infantry and cavalry movement. */
  readonly move: MoveCell;
  /** Train and bridge-engineer movement points. */
  readonly trainMove: MoveCell;
  /** No artillery DRM in an attack on or across it (the aid's `*`). */
  readonly noArtilleryDrm: boolean;
  /** No charge into or across it (the aid's `**`). */
  readonly noCharge: boolean;
}

const row = (attacker: number | null, move: MoveCell, trainMove: MoveCell, flags: { rear?: true; art?: true; charge?: true } = {}): TerrainRow => ({
  attacker,
  noRearHexes: flags.rear === true,
  move,
  trainMove,
  noArtilleryDrm: flags.art === true,
  noCharge: flags.charge === true,
});

/** The rows of the Terrain Effects, by the aid's names. */
export const TERRAIN_ROWS = ['mainRoad', 'sideRoad', 'clear', 'upSlope', 'steepSlope', 'forest', 'village', 'town', 'riverBridge', 'river', 'swamp', 'stream', 'creek'] as const;
/** One row name. */
export type TerrainRowName = (typeof TERRAIN_ROWS)[number];

/** The aid's Terrain Effects, cell by cell (`-` is a multiplier of 1 or `'none'`). */
export const TERRAIN_EFFECTS: { readonly [R in TerrainRowName]: TerrainRow } = {
  mainRoad: row(1, { cost: 1 }, { cost: 1 }),
  sideRoad: row(1, { cost: 2 }, { cost: 2 }),
  clear: row(1, { cost: 2 }, { cost: 3 }),
  upSlope: row(0.75, 'none', { add: 1 }, { art: true }),
  steepSlope: row(0.5, { add: 1 }, 'prohibited', { art: true, charge: true }),
  forest: row(1, { cost: 3 }, { cost: 5 }, { charge: true }),
  village: row(0.75, 'none', 'none', { rear: true, charge: true }),
  town: row(0.5, 'none', 'none', { rear: true }),
  riverBridge: row(0.5, { cost: 1 }, { cost: 1 }),
  river: row(null, 'prohibited', 'prohibited'),
  swamp: row(0.5, { cost: 3 }, 'prohibited', { charge: true }),
  stream: row(1, { add: 1 }, 'prohibited', { charge: true }),
  creek: row(0.5, { add: 3 }, 'all', { charge: true }),
};

/** One row of the Other Combat Effects: the multiplier or DRM for each side; `null` attacker = may not attack. */
export interface CombatEffect {
  readonly attacker: number | null;
  readonly defender: number;
  /** No charge by such units: attacking, or countercharging when they defend (interpretation 7.12). */
  readonly noCharge: boolean;
}

/** The aid's Other Combat Effects (MiB OCE); the hasty attack's −2 is a DRM, not a multiplier (`HASTY_ATTACK_DRM`). */
export const OTHER_COMBAT_EFFECTS = {
  night: { attacker: null, defender: 0.5, noCharge: true },
  spent: { attacker: null, defender: 0.5, noCharge: true },
  tired: { attacker: 0.5, defender: 0.5, noCharge: true },
  rearAttack: { attacker: 1, defender: 0.5, noCharge: false },
  outOfSupply: { attacker: null, defender: 0.5, noCharge: false },
  disorganised: { attacker: null, defender: 0.5, noCharge: false },
} as const satisfies Record<string, CombatEffect>;

/** The hasty attack's DRM (MiB OCE, 6.12); the defender: no effect. */
export const HASTY_ATTACK_DRM = -2;

/** The aid's Other Movement Effects (MiB OME), in MP; trains and bridge engineers never turn or attack. */
export const OTHER_MOVEMENT_EFFECTS = { turnAfterMove: 1, attackAfterMove: 2, leaveEnemyZone: 2 } as const;

/** The fatigue change of each action (MiB FE); `null` = the CET decides (an attack). */
export const FATIGUE_BY_ACTION = {
  movement: 1,
  attack: null,
  cavalryRetreatBeforeCombat: 1,
  cavalryInCombat: 1,
  changeFacing: 0,
  stragglerRecovery: 0,
  resupply: 0,
  nightResupply: -2,
  bridge: 0,
  dayRest: -1,
  nightRest: -3,
} as const;

/** A force ratio band of the Combat Modifiers: ratios from `num:den` up (to the next band) take `drm`. */
export interface RatioBand {
  readonly num: number;
  readonly den: number;
  readonly drm: number;
}

/**
 * The force ratio DRM (MiB CM): the aid's columns `<1:2, 1:2, <1, 1:1, >1, 2:1, 3:1, >3:1` read as bands, each
 * from its ratio up to the next: below 1:2 is −3; 1:2 up to 3:4 is −2; 3:4 up to 1:1 is −1 ("<1"); 1:1 up to 3:2
 * is 0; 3:2 up to 2:1 is +1 (">1"); 2:1 up to 3:1 is +2; 3:1 up to 4:1 is +3; 4:1 and above is +4 (">3:1").
 * The band edges between the aid's printed ratios are an interpretation (docs/interpretation.md, 7.2).
 */
export const FORCE_RATIO_BANDS: readonly RatioBand[] = [
  { num: 0, den: 1, drm: -3 },
  { num: 1, den: 2, drm: -2 },
  { num: 3, den: 4, drm: -1 },
  { num: 1, den: 1, drm: 0 },
  { num: 3, den: 2, drm: 1 },
  { num: 2, den: 1, drm: 2 },
  { num: 3, den: 1, drm: 3 },
  { num: 4, den: 1, drm: 4 },
];

/** The other DRMs of the Combat Modifiers (MiB CM). */
export const COMBAT_DRMS = { threeHexAttack: 1, defenderHolds: -1, defenderRetreats: 1, commanders: 1 } as const;

/** What the CRT gives one side: the CET column to roll on, the CET modifier, and the hexes to advance or retreat. */
export interface CrtResult {
  readonly column: CetColumn;
  readonly drm: number;
  readonly hexes: number;
}

/** One CRT row: the attacker's result and the defender's. */
export interface CrtRow {
  readonly attacker: CrtResult;
  readonly defender: CrtResult;
}

const engaged = (a: number, d: number): CrtRow => ({ attacker: { column: 'engaged', drm: a, hexes: 0 }, defender: { column: 'engaged', drm: d, hexes: 0 } });
const decided = (hexes: number, a: number, d: number): CrtRow => ({
  attacker: { column: 'advance', drm: a, hexes },
  defender: { column: 'retreat', drm: d, hexes },
});

/** The Combat Results Table (MiB CRT), rows for a modified roll of <1, 1, 2, 3, 4, 5, 6 and >6. */
export const CRT: readonly CrtRow[] = [engaged(-3, 3), engaged(-2, 2), engaged(-1, 1), engaged(0, 0), engaged(1, -1), decided(1, 0, 0), decided(2, 1, -1), decided(3, 2, -2)];

/** The CRT row of a modified roll: below 1 is row 0, above 6 is row 7. */
export const crtRowOf = (modified: number): number => Math.max(0, Math.min(7, modified));

/**
 * One cell of the Combat Effects Table (MiB CET): `disorganise` is `'all'` (D), a morale threshold n (Dn: units
 * rated n or less) or `null`; `leader` is the L code (a casualty check for each commander in the stack); `c`
 * casualties, `s` stragglers and `f` fatigue levels.
 */
export interface CetCell {
  readonly disorganise: 'all' | number | null;
  readonly leader: boolean;
  readonly c: number;
  readonly s: number;
  readonly f: number;
}

const cet = (disorganise: 'all' | number | null, c: number, s: number, f: number, leader = false): CetCell => ({ disorganise, leader, c, s, f });
const NONE = cet(null, 0, 0, 0);

/** The Combat Effects Table (MiB CET) by column, rows for a modified roll of <1, 1, 2, 3, 4, 5 and >5. */
export const CET: { readonly [C in CetColumn]: readonly CetCell[] } = {
  // The aid prints `-` for an Advance roll below 1, which no CRT modifier reaches (Advance takes 0 to +2).
  advance: [NONE, cet('all', 1, 1, 3), cet('all', 0, 1, 2), cet(5, 0, 0, 2), cet(4, 0, 0, 1), cet(3, 0, 0, 1), cet(3, 0, 0, 1)],
  engaged: [cet('all', 1, 2, 3), cet('all', 1, 1, 3), cet(4, 0, 2, 2, true), cet(4, 0, 1, 2, true), cet(3, 0, 1, 1, true), cet(3, 0, 0, 1, true), cet(null, 0, 0, 1)],
  retreat: [cet('all', 1, 1, 3), cet('all', 0, 1, 2), cet('all', 0, 1, 1), cet(4, 0, 0, 1), cet(3, 0, 0, 1), cet(3, 0, 0, 1), cet(null, 0, 0, 1)],
};

/** The CET row of a modified roll: below 1 is row 0, above 5 is row 6. */
export const cetRowOf = (modified: number): number => Math.max(0, Math.min(6, modified));

/** The Order Checks (MiB OC): roll plus rating above `followAtMost` may drop orders at `dropLossFraction` losses. */
export const ORDER_CHECK = { followAtMost: 6, dropLossFraction: 1 / 3, restOnlyRatingAtMost: 3, restOnlyRoll: 1 } as const;

/** The Order Ranges (MiB OR): MP limits of Orders Received, Transit 1 and Transit 2 (above: Transit 3), and the surcharge. */
export const ORDER_RANGES = { limits: [10, 20, 30], withOrder: 5 } as const;

/** The army morale changes (MiB AM), one entry per line of the aid. */
export const ARMY_MORALE = {
  attackOrAdvanceOnEnemy: 1,
  enemyAttackDiscarded: 1,
  attackDiscarded: -1,
  retreatOrMarchBack: -1,
  holdBroken: -1,
  smashedOrEliminatedDivision: -1,
  smashedGuardDivision: -2,
  perFiveGunsLost: -1,
  hqOverrun: -1,
  armyCommanderCasualty: { austrian: -2, french: -3 },
  bridgeBroken: -1,
} as const;

/** The attack on supply wagons (MiB 7.5): MP to leave the wagons' hex, and how near their side's combat units guard them. */
export const WAGON_RAID = { leave: 2, guardedWithin: 1 } as const;
