import type { NawAction } from '../../actions.js';
import type { Board } from '../../board.js';
import { freshBoard } from '../movementCache.js';
import type { NawContext } from '../../context.js';
import type { CombatState, NawState } from '../../types.js';
import { allowedColumns, checkFormingOn } from './combatFormation.js';
import { bombards, canAttackAdjacent, canBombard, mayAttack, mayBeAttacked } from './combatants.js';
import { ADJACENT, artilleryOf, combatReach } from './combatReach.js';
import { unitsNextTo } from './unitsNextTo.js';
import { obligations } from './obligations.js';

/**
 * Every legal combat-phase action while no combat step is pending (NAW 7.0-7.2, 7.9, 8.1): the candidates (`endPhase`
 * and an attack on each enemy that may be attacked; once a combat is open, each such enemy as a further defender,
 * each unit that may attack as a further attacker, and each column up to the computed odds), in that order, kept
 * when {@link checkFormingOn} accepts them. A candidate that fails a cheap condition the check requires anyway (no
 * unit could attack the hex; an attacker not next to the first defending hex) is left out without the full check,
 * which would refuse it: the list is the same, at a fraction of the cost.
 */
export function formingActions(ctx: NawContext, state: NawState): NawAction[] {
  const board = freshBoard(ctx, state);
  const keepFeasible = obligations(board).feasible;
  const out: NawAction[] = [];
  const combat = state.combat;
  const reach = combatReach(board);
  const units = state.units;
  if (combat === null) {
    keep(board, keepFeasible, { type: 'endPhase' }, out);
    // NAW 7.15, 8.1: some unit must be able to attack the hex (the check's first test after the target's own).
    for (const i of reach.targets) keep(board, keepFeasible, { type: 'attack', hex: ctx.hexIds[units[i]!.hex]! }, out);
    return out;
  }
  const first = combat.attackers.length > 0 ? units[ctx.unitIndex.get(combat.attackers[0]!)!]! : null;
  // NAW 7.21: every attacker must be adjacent to every defending hex (the first one too); with none yet, some unit must be.
  const defenders = first === null
    ? reach.targets.filter((i) => (reach.of[i]! & ADJACENT) !== 0)
    : unitsNextTo(board, first.hex).sort(byIndex).filter((i) => units[i]!.side !== state.phasing && mayBeAttacked(units[i]!) && canAttackAdjacent(board, first, units[i]!.hex));
  for (const i of defenders) keep(board, keepFeasible, { type: 'addDefender', hex: ctx.hexIds[units[i]!.hex]! }, out);
  for (const i of joiners(board, combat)) {
    const unit = units[i]!;
    if (unit.side === state.phasing && mayAttack(unit) && mayJoin(board, combat, unit)) keep(board, keepFeasible, { type: 'addAttacker', unit: unit.id }, out);
  }
  if (combat.attackers.length + combat.bombarding.length > 0) resolveActions(board, combat, keepFeasible, out);
  return out;
}

/**
 * The units that could be added as attackers, in unit order: the units next to the first defending hex and the
 * artillery (only they can pass {@link mayJoin}); every unit while no hex is attacked (never while a combat is open).
 */
function joiners(board: Board, combat: CombatState): readonly number[] {
  const units = board.state.units;
  const hexes = combat.defenderHexes;
  if (hexes.length === 0) return units.map((_, i) => i);
  return [...unitsNextTo(board, hexes[0]!).filter((i) => units[i]!.kind !== 'artillery'), ...artilleryOf(board)].sort(byIndex);
}

/** Unit indices in ascending order (the listing's order). */
const byIndex = (a: number, b: number): number => a - b;

/** Adds `action` to `out` when the check accepts it. */
function keep(board: Board, keepFeasible: boolean, action: NawAction, out: NawAction[]): void {
  if (checkFormingOn(board, keepFeasible, action) === null) out.push(action);
}

/** A necessary condition of adding `unit` as an attacker (NAW 7.15, 8.1): it can reach the first defending hex. */
function mayJoin(board: Board, combat: CombatState, unit: NawState['units'][number]): boolean {
  const hexes = combat.defenderHexes;
  if (hexes.length === 0) return true; // never while a combat is open; the check decides
  return bombards(board, unit) ? hexes.some((hex) => canBombard(board, unit, hex)) : canAttackAdjacent(board, unit, hexes[0]!);
}

/**
 * The `resolve` actions (NAW 7.9): one per column from the lowest to the computed odds. Nothing in the check but
 * the column depends on which column is named, and every one of these is at most the computed odds, so the check
 * of the lowest decides for all of them.
 */
function resolveActions(board: Board, combat: CombatState, keepFeasible: boolean, out: NawAction[]): void {
  const columns = board.state.options.crt.columns;
  const top = allowedColumns(board, combat);
  if (top < 0 || checkFormingOn(board, keepFeasible, { type: 'resolve', odds: columns[0]!.label }) !== null) return;
  for (let c = 0; c <= top; c++) out.push({ type: 'resolve', odds: columns[c]!.label });
}
