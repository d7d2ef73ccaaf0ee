import type { Board } from '../../board.js';
import type { NawUnit } from '../../types.js';
import { bombards, canAttackAdjacent, canBombard, mayAttack } from './combatants.js';
import { artilleryOf } from './combatReach.js';
import { obligations } from './obligations.js';
import { unitsNextTo } from './unitsNextTo.js';

/** A combat as unit indices: attacking units (adjacent or bombarding) and defending units. */
export interface CombatPlan {
  /** Attacking unit indices. */
  readonly attackers: readonly number[];
  /** Defending unit indices (one per defending hex). */
  readonly defenders: readonly number[];
}

/** Whether a unit may join a combat against every defender given (adjacent attackers) or one of them (batteries). */
function canJoin(board: Board, unit: NawUnit, defenders: readonly number[]): boolean {
  const units = board.state.units;
  if (bombards(board, unit)) {
    for (const d of defenders) if (canBombard(board, unit, units[d]!.hex)) return true;
    return false;
  }
  for (const d of defenders) if (!canAttackAdjacent(board, unit, units[d]!.hex)) return false;
  return true;
}

/** Whether every unit of `attackers` may join a combat against `defenders` (see {@link canJoin}). */
function allJoin(board: Board, attackers: readonly number[], defenders: readonly number[]): boolean {
  for (const a of attackers) if (!canJoin(board, board.state.units[a]!, defenders)) return false;
  return true;
}

/** Whether every unit of `attackers` attacks by bombardment. */
function allBombard(board: Board, attackers: readonly number[]): boolean {
  for (const a of attackers) if (!bombards(board, board.state.units[a]!)) return false;
  return true;
}

/**
 * Whether a combat may be resolved as it stands (NAW 7.0, 7.21-7.22, 8.13): some attacker, each adjacent attacker
 * next to every defender and each battery in range of one, batteries alone against a single hex, and, if the phasing
 * player's obligations could all be met before, they still can after (7.11-7.12).
 */
export function resolvable(board: Board, plan: CombatPlan, keepFeasible: boolean): boolean {
  if (plan.attackers.length === 0 || plan.defenders.length === 0) return false;
  if (!allJoin(board, plan.attackers, plan.defenders)) return false;
  if (plan.defenders.length > 1 && allBombard(board, plan.attackers)) return false;
  return !keepFeasible || obligations(board, plan).feasible;
}

/**
 * A completion of `plan`, which needs an attacker, with unit `index` added (see {@link completion}), or `null`: the
 * unit must be the phasing side's, may attack, not in the plan yet, not a second battery, and may join.
 */
function joined(board: Board, plan: CombatPlan, index: number, keepFeasible: boolean, depth: number): CombatPlan | null {
  const unit = board.state.units[index]!;
  if (unit.side !== board.state.phasing || !mayAttack(unit) || plan.attackers.includes(index)) return null;
  if (plan.attackers.length > 0 && bombards(board, unit)) return null;
  if (!canJoin(board, unit, plan.defenders)) return null;
  return completion(board, { attackers: [...plan.attackers, index], defenders: plan.defenders }, keepFeasible, depth + 1);
}

/**
 * A completion of `plan`, which needs an attacker, by one more unit. Only a unit next to the first defender, or a
 * battery, can join (`canJoin`), so the units on the first defender's neighbours are tried, then the artillery
 * (whether some completion exists does not depend on the order the units are tried in).
 */
function byOneMore(board: Board, plan: CombatPlan, keepFeasible: boolean, depth: number): CombatPlan | null {
  const { units } = board.state;
  const first = plan.defenders.length > 0 ? units[plan.defenders[0]!]!.hex : -1;
  if (first < 0) {
    for (let i = 0; i < units.length; i++) {
      const found = joined(board, plan, i, keepFeasible, depth);
      if (found) return found;
    }
    return null;
  }
  for (const i of unitsNextTo(board, first)) {
    const found = units[i]!.kind === 'artillery' ? null : joined(board, plan, i, keepFeasible, depth);
    if (found) return found;
  }
  for (const i of artilleryOf(board)) {
    const found = joined(board, plan, i, keepFeasible, depth);
    if (found) return found;
  }
  return null;
}

/**
 * A resolvable combat that contains `plan`, or `null` if none does: the combat being formed can always be finished,
 * so forming one never leads to a dead end (and no "cancel" is needed).
 *
 * The search adds what any completion must contain: the units this combat would leave unable to attack (they must
 * join it) and the enemies it would leave unattackable (they must be defenders too); adding more only adds
 * constraints. It also tries each single extra attacker where the combat needs one (none yet, or batteries alone
 * against several hexes).
 */
export function completion(board: Board, plan: CombatPlan, keepFeasible: boolean, depth = 0): CombatPlan | null {
  if (!allJoin(board, plan.attackers, plan.defenders)) return null;
  const needsAttacker = plan.attackers.length === 0 || (plan.defenders.length > 1 && allBombard(board, plan.attackers));
  if (needsAttacker) return depth > 2 ? null : byOneMore(board, plan, keepFeasible, depth);
  if (!keepFeasible) return plan;
  const after = obligations(board, plan);
  if (after.feasible) return plan;
  if (depth > 8) return null;
  const grown: CombatPlan = {
    attackers: [...plan.attackers, ...after.strandedAttackers],
    defenders: [...plan.defenders, ...after.strandedDefenders],
  };
  return completion(board, grown, keepFeasible, depth + 1);
}
