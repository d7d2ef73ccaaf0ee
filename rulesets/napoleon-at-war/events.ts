import type { CombatResult } from './tables.js';
import type { Phase, Side } from './types.js';

/** One attacking or bombarding unit in a combat breakdown. */
export interface AttackerLine {
  /** Unit id. */
  readonly unit: string;
  /** Hex id it attacks from. */
  readonly hex: string;
  /** Printed strength counted. */
  readonly strength: number;
  /** Bombarding from a distance (NAW 8.1) rather than attacking from an adjacent hex. */
  readonly bombarding: boolean;
}

/** One defending unit in a combat breakdown. */
export interface DefenderLine {
  /** Unit id. */
  readonly unit: string;
  /** Hex id. */
  readonly hex: string;
  /** Printed strength. */
  readonly strength: number;
  /** Terrain multiplier applied (NAW 7.4, 9.0: never more than one doubling). */
  readonly multiplier: number;
  /** Why it was doubled, e.g. `'town'`, `'stream'`, `'slope'`; empty when not. */
  readonly terrain: string;
}

/** Everything a player checks by hand about one combat (NAW 7.0, 7.6, 7.9). */
export interface CombatBreakdown {
  /** Attacking and bombarding units. */
  readonly attackers: readonly AttackerLine[];
  /** Defending units. */
  readonly defenders: readonly DefenderLine[];
  /** Total attack strength. */
  readonly attack: number;
  /** Total defense strength after terrain. */
  readonly defense: number;
  /** The odds column the strengths give (rounded in the defender's favour, within the table). */
  readonly computedOdds: string;
  /** The column used after any voluntary reduction (NAW 7.9). */
  readonly odds: string;
}

/** The events of Napoleon at War, each citing its rule case. */
export type NawEvent =
  | { readonly type: 'phaseStarted'; readonly rule: string; readonly turn: number; readonly side: Side; readonly phase: Phase; readonly night: boolean }
  | { readonly type: 'deployed'; readonly rule: string; readonly unit: string; readonly to: string }
  | { readonly type: 'arrivalRolled'; readonly rule: string; readonly group: string; readonly roll: number; readonly arrived: boolean }
  | { readonly type: 'forcedRetreat'; readonly rule: string; readonly units: readonly string[] }
  | { readonly type: 'moved'; readonly rule: string; readonly unit: string; readonly from: string | null; readonly to: string; readonly path: readonly string[]; readonly cost: number }
  | { readonly type: 'exited'; readonly rule: string; readonly unit: string; readonly from: string | null; readonly strength: number }
  | { readonly type: 'combatResolved'; readonly rule: string; readonly breakdown: CombatBreakdown; readonly roll: number; readonly result: CombatResult }
  | { readonly type: 'eliminated'; readonly rule: string; readonly unit: string; readonly hex: string; readonly strength: number }
  | { readonly type: 'retreated'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string }
  | { readonly type: 'displaced'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string; readonly by: string }
  | { readonly type: 'advanced'; readonly rule: string; readonly unit: string; readonly from: string; readonly to: string }
  | { readonly type: 'demoralized'; readonly rule: string; readonly side: Side }
  | { readonly type: 'pointsScored'; readonly rule: string; readonly side: Side; readonly points: number; readonly reason: string }
  | { readonly type: 'gameEnded'; readonly rule: string; readonly winner: Side | null; readonly scores: { readonly french: number; readonly coalition: number } };
