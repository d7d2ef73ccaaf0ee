import type { Board } from '../../board.js';
import type { NawUnit } from '../../types.js';
import { bombards, canAttackAdjacent, canBombard, mayAttack } from './combatants.js';
import { obligations } from './obligations.js';

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

/** Whether hexes `a` and `b` are neighbours on the map (a necessary condition of attacking from an adjacent hex). */
function nextTo(board: Board, a: number, b: number): boolean {
  const neighbors = board.ctx.map.grid.neighbors;
  for (let dir = 0; dir < 6; dir++) if (neighbors[b * 6 + dir] === a) return true;
  return false;
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
  return !keepFeasible || obligations(board, new Set([...plan.attackers, ...plan.defenders])).feasible;
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
  const { units } = board.state;
  if (!allJoin(board, plan.attackers, plan.defenders)) return null;
  const needsAttacker = plan.attackers.length === 0 || (plan.defenders.length > 1 && allBombard(board, plan.attackers));
  if (needsAttacker) {
    if (depth > 2) return null;
    const first = plan.defenders.length > 0 ? units[plan.defenders[0]!]!.hex : -1;
    for (let i = 0; i < units.length; i++) {
      const unit = units[i]!;
      if (unit.side !== board.state.phasing || !mayAttack(unit) || plan.attackers.includes(i)) continue;
      // Only a battery can join without being next to the first defender (a cheap test before `canJoin`'s).
      if (first >= 0 && unit.kind !== 'artillery' && !nextTo(board, unit.hex, first)) continue;
      if (plan.attackers.length > 0 && bombards(board, unit)) continue;
      if (!canJoin(board, unit, plan.defenders)) continue;
      const found = completion(board, { attackers: [...plan.attackers, i], defenders: plan.defenders }, keepFeasible, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!keepFeasible) return plan;
  const after = obligations(board, new Set([...plan.attackers, ...plan.defenders]));
  if (after.feasible) return plan;
  if (depth > 8) return null;
  const grown: CombatPlan = {
    attackers: [...plan.attackers, ...after.strandedAttackers],
    defenders: [...plan.defenders, ...after.strandedDefenders],
  };
  return completion(board, grown, keepFeasible, depth + 1);
}
