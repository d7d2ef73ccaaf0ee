import type { BaseState } from 'kriegsspiel';
import type { NawOptions } from './options.js';
import type { CombatResult } from './tables.js';

/** The two sides of every Napoleon at War battle: the French and the army opposing them (NAW 3.0). */
export const SIDES = ['french', 'coalition'] as const;
/** One of {@link SIDES}. */
export type Side = (typeof SIDES)[number];
/** A value per side. */
export type BySide<T> = { readonly [S in Side]: T };

/** The three arms of NAW 2.3. */
export const UNIT_KINDS = ['infantry', 'cavalry', 'artillery'] as const;
/** One of {@link UNIT_KINDS}. */
export type UnitKind = (typeof UNIT_KINDS)[number];

/**
 * Where a unit is: not yet set up (a set-up choice, Wagram 13.1), on the map, waiting to arrive as a reinforcement,
 * eliminated, or exited off the map.
 */
export const UNIT_STATUSES = ['undeployed', 'active', 'waiting', 'eliminated', 'exited'] as const;
/** One of {@link UNIT_STATUSES}. */
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A unit in play. Identity and printed values come from the scenario; the rest changes during play. */
export interface NawUnit {
  /** Scenario-unique id (the counter's abbreviation, e.g. `'Clap'`). */
  readonly id: string;
  /** The owning side. */
  readonly side: Side;
  /** Infantry, cavalry or artillery. */
  readonly kind: UnitKind;
  /** Printed combat strength. */
  readonly strength: number;
  /** Printed movement allowance. */
  readonly movement: number;
  /** Where it is. */
  readonly status: UnitStatus;
  /** Dense map index of its hex, or -1 when not on the map (see the map's `idOf`). */
  readonly hex: number;
  /** Moved (or entered) this movement phase (NAW 5.17). */
  readonly moved: boolean;
  /** Entered the map as a reinforcement this movement phase: others may still enter through its hex (Wagram 14.3). */
  readonly arrived: boolean;
  /** Attacked, or was attacked, this combat phase (NAW 7.14). */
  readonly engaged: boolean;
  /** Advanced after combat this phase: may neither attack nor be attacked (NAW 7.74). */
  readonly advanced: boolean;
  /** Artillery displaced before firing: may not fire this combat phase (NAW 7.82). */
  readonly silenced: boolean;
}

/** The two phases of a player-turn (NAW 4.1), and the set-up before the first one (Wagram 13.1). */
export type Phase = 'deployment' | 'movement' | 'combat';

/** The steps of one combat, from its formation to the advance after combat. */
export type CombatStage = 'forming' | 'roll' | 'exchange' | 'retreat' | 'advance';

/** A unit being pushed out of its hex by a retreating friendly unit (NAW 7.8). */
export interface Displacement {
  /** The displaced unit's id. */
  readonly unit: string;
  /** Ids of the units in this displacement chain so far (the first is the retreating unit). */
  readonly chain: readonly string[];
}

/** The combat being formed or resolved. */
export interface CombatState {
  /** Where the combat stands. */
  readonly stage: CombatStage;
  /** Defending hexes (dense indices), in the order they were named. */
  readonly defenderHexes: readonly number[];
  /** Ids of attacking units that attack from adjacent hexes (and suffer results). */
  readonly attackers: readonly string[];
  /** Ids of artillery units bombarding from a distance (NAW 8.1; they suffer no results, 8.14). */
  readonly bombarding: readonly string[];
  /** Ids of the defending units, fixed when the combat is resolved. */
  readonly defenders: readonly string[];
  /** The CRT column index used, once resolved. */
  readonly column: number;
  /** The result, once rolled. */
  readonly result: CombatResult | null;
  /** Strength the attacker still owes after an exchange (NAW 7.6 Ex). */
  readonly exchangeOwed: number;
  /** Units that still must retreat, and whose owner chooses where (NAW 7.71). */
  readonly retreating: readonly string[];
  /** Bombarding artillery that may still elect to retreat after an Ar (NAW 8.15). */
  readonly mayRetreat: readonly string[];
  /** The displacement being carried out, if any (NAW 7.8). */
  readonly displacing: Displacement | null;
  /** Hexes vacated by this combat's results (NAW 7.74). */
  readonly vacated: readonly number[];
}

/** The whole state of a Napoleon at War game: plain JSON data. */
export interface NawState extends BaseState {
  /** The options in force. */
  readonly options: NawOptions;
  /** Game-turn, from 1. */
  readonly turn: number;
  /** The phasing side (NAW 4.1). */
  readonly phasing: Side;
  /** Movement or combat. */
  readonly phase: Phase;
  /** Every unit of the scenario, in scenario order. */
  readonly units: readonly NawUnit[];
  /** A unit that must move next because another unit ended its move in its hex (NAW 5.32), else `null`. */
  readonly mustMove: string | null;
  /** The combat in progress, else `null`. */
  readonly combat: CombatState | null;
  /** Combat strength points eliminated per side (NAW 14.4, 16.1). */
  readonly losses: BySide<number>;
  /** Combat strength points exited off the map per side (Wagram 17.11). */
  readonly exited: BySide<number>;
  /** Victory points scored during play per side (Wagram 17.11). */
  readonly points: BySide<number>;
  /** Whether each army is demoralized (Wagram 16.0). */
  readonly demoralized: BySide<boolean>;
  /** Reinforcement groups whose arrival roll is due now, in order (Wagram 14.7). */
  readonly pendingRolls: readonly string[];
  /** The game-turn on which each roll-dependent reinforcement group arrived (Wagram 14.7). */
  readonly rolledIn: readonly { readonly group: string; readonly turn: number }[];
  /** One-time awards already made, by name (e.g. `'enter:Aspern'`). */
  readonly awarded: readonly string[];
  /** Set once the last game-turn is over. */
  readonly over: boolean;
}
