import { memoKey } from 'kriegsspiel';
import { enemyOf, type Board } from '../../board.js';
import { canAttackAdjacent, canBombard, mayBeAttacked, mustFight } from './combatants.js';
import { lastBoardSlot, type LastBoard } from '../lastBoard.js';
import { combatMemo, type Binding } from './combatMemo.js';

/** Where the phasing player's combat obligations stand (NAW 7.11, 7.12, 7.21). */
export interface Obligations {
  /** Some unit still must attack, or some enemy still must be attacked. */
  readonly pending: boolean;
  /** The pending obligations can all still be met by some set of legal combats. */
  readonly feasible: boolean;
  /** Units that must attack but have no enemy left to attack (indices). */
  readonly strandedAttackers: readonly number[];
  /** Enemy units that must be attacked but that no remaining unit can attack (indices). */
  readonly strandedDefenders: readonly number[];
}

/** Units treated as having fought already (a combat tested before it is resolved), as unit indices. */
export interface AlsoEngaged {
  readonly attackers: readonly number[];
  readonly defenders: readonly number[];
}

/** No unit treated as engaged. */
const NONE: AlsoEngaged = { attackers: [], defenders: [] };

/** Whether unit `index` is in `also` (two short lists: a `Set` per tested combat cost more to build than to ask). */
function isIn(also: AlsoEngaged, index: number): boolean {
  return also.attackers.includes(index) || also.defenders.includes(index);
}

/**
 * The phasing player's outstanding combat obligations, treating the units in `alsoEngaged` as having fought already
 * (to test a combat before it is resolved).
 *
 * Every phasing unit in an enemy zone of control must attack (7.12) and every enemy unit with a phasing unit in its
 * zone must be attacked (7.11), with no unit attacking or attacked twice (7.14). They can all still be met exactly
 * when each obliged attacker has an adjacent enemy it may still attack, and the obliged defenders that no remaining
 * unit can attack from an adjacent hex can be given distinct remaining bombarding artillery (a bombarding battery
 * fires at one hex, 8.13); any other mix of obligations splits into single-attacker or single-defender combats.
 */
export function obligations(board: Board, alsoEngaged = NONE): Obligations {
  let pending = false;
  const strandedAttackers: number[] = [];
  const needy: number[] = [];
  for (const entry of bindingsOf(board)) {
    if (isIn(alsoEngaged, entry.unit)) continue; // the unit itself is not free
    pending = true;
    // An obliged attacker needs an enemy it may still attack; an obliged defender a unit that may still attack it.
    if (!someFree(entry.partners, alsoEngaged)) (entry.attacks ? strandedAttackers : needy).push(entry.unit);
  }
  const strandedDefenders = needy.length === 0 ? needy : unmatchedByBatteries(board, needy, alsoEngaged);
  return { pending, feasible: strandedAttackers.length === 0 && strandedDefenders.length === 0, strandedAttackers, strandedDefenders };
}

/** Whether some of `units` is not in `engaged`. */
function someFree(units: readonly number[], engaged: AlsoEngaged): boolean {
  for (const unit of units) if (!isIn(engaged, unit)) return true;
  return false;
}

/** The last board asked about (by identity; a board never changes) and its obligations, in unit order. */
const BINDINGS = memoKey<LastBoard<readonly Binding[]>>('combat obligations of the last board');

/**
 * The obligations of a board, computed once per board (a listing asks for them once per candidate action), and
 * once for boards of the same content (see `combatMemo`).
 */
function bindingsOf(board: Board): readonly Binding[] {
  const last = lastBoardSlot(board.ctx.memo, BINDINGS);
  if (last.board === board) return last.value!;
  const memo = combatMemo(board);
  const found = (memo.bindings ??= computeBindings(board));
  last.board = board;
  last.value = found;
  return found;
}

/**
 * The obligations of a board, in unit order. A unit is bound only by an enemy whose zone of control holds its hex
 * (`mustFight` asks that the enemy's zone-of-control table reach it, from which the board's zones are made), so the
 * units outside the enemy's zones, most of them, are left out after one lookup.
 */
function computeBindings(board: Board): Binding[] {
  const { state, zoc } = board;
  const units = state.units;
  const grid = board.ctx.map.grid;
  const out: Binding[] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.status !== 'active' || unit.engaged || unit.advanced) continue;
    if (zoc[enemyOf(unit.side)][unit.hex] !== 1) continue;
    const attacks = unit.side === state.phasing;
    // The units of the other side next to it (plain loops: this runs for every unit of every combat-phase board).
    let bound = false;
    let partners: number[] | null = null;
    for (let dir = 0; dir < 6; dir++) {
      const hex = grid.neighbor(unit.hex, dir);
      const other = hex >= 0 ? board.occupant[hex]! - 1 : -1;
      if (other < 0) continue;
      const near = units[other]!;
      if (near.side === unit.side) continue;
      const attacker = attacks ? unit : near;
      const defender = attacks ? near : unit;
      if (!bound && mustFight(board, attacker, defender)) bound = true;
      // An obliged attacker's partners: enemies it may still attack; an obliged defender's: units that may attack it.
      if (!near.engaged && (!attacks || mayBeAttacked(near)) && canAttackAdjacent(board, attacker, defender.hex)) (partners ??= []).push(other);
    }
    if (bound) out.push({ unit: i, attacks, partners: partners ?? [] });
  }
  return out;
}

/**
 * The needy defenders left over by a maximum matching of needy defenders to free batteries in range (augmenting
 * paths). A battery is free when it is not engaged and not in `alsoEngaged`. Plain loops and named functions: this
 * runs for many candidate combats of a listing.
 */
function unmatchedByBatteries(board: Board, needy: readonly number[], alsoEngaged: AlsoEngaged): number[] {
  if (needy.length === 0) return [];
  const { state } = board;
  const units = state.units;
  const candidates: number[][] = [];
  for (const e of needy) {
    const target = units[e]!.hex;
    const out: number[] = [];
    for (let i = 0; i < units.length; i++) {
      const a = units[i]!;
      // Only artillery bombards (`canBombard` asks that first): the other tests in their original order.
      if (a.kind === 'artillery' && a.side === state.phasing && !a.engaged && !isIn(alsoEngaged, i) && canBombard(board, a, target)) out.push(i);
    }
    candidates.push(out);
  }
  const matchedTo = new Map<number, number>(); // battery -> needy slot
  const left: number[] = [];
  for (let slot = 0; slot < needy.length; slot++) if (!tryAssign(candidates, matchedTo, slot, new Set())) left.push(needy[slot]!);
  return left;
}

/** Finds needy slot `slot` a battery by an augmenting path (see {@link unmatchedByBatteries}). */
function tryAssign(candidates: readonly (readonly number[])[], matchedTo: Map<number, number>, slot: number, seen: Set<number>): boolean {
  for (const battery of candidates[slot]!) {
    if (seen.has(battery)) continue;
    seen.add(battery);
    const holder = matchedTo.get(battery);
    if (holder === undefined || tryAssign(candidates, matchedTo, holder, seen)) {
      matchedTo.set(battery, slot);
      return true;
    }
  }
  return false;
}
