import { hexIndexOf, type NawContext } from '../../context.js';
import { memoKey, plainState, quote, violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { NawAction } from '../../actions.js';
import type { Board } from '../../board.js';
import { freshBoard } from '../movementCache.js';
import type { NawEvent } from '../../events.js';
import type { CombatState, NawState, NawUnit } from '../../types.js';
import { bombards, canAttackAdjacent, canBombard, mayAttack, mayBeAttacked } from './combatants.js';
import { combatReach } from './combatReach.js';
import { completion, resolvable, type CombatPlan } from './completion.js';
import { obligations } from './obligations.js';
import { combatColumn } from './odds.js';
import { endPhase } from '../sequence.js';
import { lastBoardSlot, type LastBoard } from '../lastBoard.js';

type FormingAction = Extract<NawAction, { type: 'attack' | 'addDefender' | 'addAttacker' | 'resolve' | 'endPhase' }>;

/** The units of the combat being formed. */
export function combatUnits(board: Board, combat: CombatState): { attackers: NawUnit[]; bombarding: NawUnit[]; defenders: NawUnit[] } {
  const defenders: NawUnit[] = [];
  for (const hex of combat.defenderHexes) defenders.push(board.state.units[board.occupant[hex]! - 1]!);
  return { attackers: unitsById(board, combat.attackers), bombarding: unitsById(board, combat.bombarding), defenders };
}

/** The units of these ids. */
function unitsById(board: Board, ids: readonly string[]): NawUnit[] {
  const out: NawUnit[] = [];
  for (const id of ids) out.push(board.state.units[board.ctx.unitIndex.get(id)!]!);
  return out;
}

function enemyIn(board: Board, hexId: string): NawUnit | Violation {
  const hex = hexIndexOf(board.ctx, hexId);
  const unit = hex >= 0 ? board.state.units[board.occupant[hex]! - 1] : undefined;
  if (unit === undefined || unit.side === board.state.phasing) return violation('no-enemy', 'NAW 7.0', `hex: ${hexId} holds no enemy unit`);
  if (!mayBeAttacked(unit)) return violation('attacked-once', 'NAW 7.14', `${unit.id} has already been attacked or has advanced this phase`);
  return unit;
}

/** The CRT columns a formed combat may be resolved on: the computed odds or any lower column (NAW 7.9). */
export function allowedColumns(board: Board, combat: CombatState): number {
  const known = lastBoardSlot(board.ctx.memo, COLUMNS);
  if (known.board === board && board.state.combat === combat) return known.value!;
  const column = combatColumn(board, combatUnits(board, combat));
  if (board.state.combat === combat) {
    known.board = board;
    known.value = column;
  }
  return column;
}

/** The last board asked about (by identity; a board never changes) and the computed odds column of its combat. */
const COLUMNS = memoKey<LastBoard<number>>('combat column of the last board');

/** Why a combat-phase action (other than a pending combat step) is illegal, or `null` (NAW 7.1-7.2, 7.9, 8.1-8.2). */
export function checkForming(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  const board = freshBoard(ctx, state);
  return checkFormingOn(board, obligations(board).feasible, action);
}

/**
 * Whether some unit of the phasing side may attack every hex of `hexes` from an adjacent hex (`canAttackAdjacent`), one
 * of them being `target`: only a unit next to `target` can, so only the units on its neighbours are asked (a listing
 * asks this for every candidate defender, and asking every phasing unit cost more than the rest of the check).
 */
function someNextToAll(board: Board, target: number, hexes: readonly number[]): boolean {
  const { state, occupant, count } = board;
  const grid = board.ctx.map.grid;
  for (let dir = 0; dir < 6; dir++) {
    const near = grid.neighbor(target, dir);
    if (near < 0 || count[near] === 0) continue;
    if (count[near] === 1) {
      if (nextToAll(board, state.units[occupant[near]! - 1]!, hexes)) return true;
      continue;
    }
    for (const unit of state.units) if (unit.status === 'active' && unit.hex === near && nextToAll(board, unit, hexes)) return true;
  }
  return false;
}

/** Whether `unit` is the phasing side's and may attack every hex of `hexes` from an adjacent hex. */
function nextToAll(board: Board, unit: NawUnit, hexes: readonly number[]): boolean {
  if (unit.side !== board.state.phasing) return false;
  for (const hex of hexes) if (!canAttackAdjacent(board, unit, hex)) return false;
  return true;
}

/** The combat being formed, as unit indices. */
function planOf(board: Board, combat: CombatState): CombatPlan {
  const attackers: number[] = [];
  for (const id of combat.attackers) attackers.push(board.ctx.unitIndex.get(id)!);
  for (const id of combat.bombarding) attackers.push(board.ctx.unitIndex.get(id)!);
  const defenders: number[] = [];
  for (const hex of combat.defenderHexes) defenders.push(board.occupant[hex]! - 1);
  return { attackers, defenders };
}

const STRANDS = (rule: string, what: string): Violation =>
  violation('strands-obligation', rule, `${what} would leave some engaged unit unable to attack, or be attacked, as it must (7.11-7.12, 7.21)`);

/**
 * {@link checkForming} with the board and the feasibility of the obligations before the action computed once (a
 * listing checks many candidates on one board).
 */
export function checkFormingOn(board: Board, keepFeasible: boolean, action: NawAction): Violation | null {
  const state = board.state;
  const combat = state.combat;
  switch (action.type) {
    case 'endPhase': {
      if (combat) return violation('combat-open', 'NAW 7.0', 'finish the combat being formed first');
      const due = obligations(board);
      return due.pending && due.feasible ? violation('combat-owed', 'NAW 7.11', 'every engaged unit must attack and every engaged enemy must be attacked') : null;
    }
    case 'attack': {
      if (combat) return violation('combat-open', 'NAW 7.0', 'a combat is already being formed');
      const target = enemyIn(board, action.hex);
      if (!('id' in target)) return target;
      if (combatReach(board).of[board.occupant[target.hex]! - 1] === 0) {
        return violation('out-of-reach', 'NAW 7.15', `no unit can attack ${action.hex}`);
      }
      const plan = { attackers: [], defenders: [board.occupant[target.hex]! - 1] };
      return completion(board, plan, keepFeasible) ? null : STRANDS('NAW 7.21', `any attack on ${action.hex}`);
    }
    case 'addDefender': {
      if (!combat) return violation('no-combat', 'NAW 7.0', 'start a combat first');
      const target = enemyIn(board, action.hex);
      if (!('id' in target)) return target;
      if (combat.defenderHexes.includes(target.hex)) return violation('duplicate', 'NAW 7.21', `${action.hex} is already attacked in this combat`);
      const units = combatUnits(board, combat);
      const hexes = [...combat.defenderHexes, target.hex];
      const reach = units.attackers.length > 0 ? units.attackers.every((u) => canAttackAdjacent(board, u, target.hex)) : someNextToAll(board, target.hex, hexes);
      const batteriesAlone = units.attackers.length === 0 && units.bombarding.length > 0;
      if (!reach) {
        return batteriesAlone
          ? violation('bombard-one-hex', 'NAW 8.13', 'bombarding artillery alone may attack only one hex, and no unit could join it next to every defending hex')
          : violation('not-adjacent-to-all', 'NAW 7.21', 'units attacking several hexes must be adjacent to every one of them');
      }
      const plan = planOf(board, combat);
      const grown = { attackers: plan.attackers, defenders: [...plan.defenders, board.occupant[target.hex]! - 1] };
      return completion(board, grown, keepFeasible) ? null : STRANDS(batteriesAlone ? 'NAW 8.13' : 'NAW 7.21', `adding ${action.hex}`);
    }
    case 'addAttacker': {
      if (!combat) return violation('no-combat', 'NAW 7.0', 'start a combat first');
      const index = board.ctx.unitIndex.get(action.unit);
      const unit = index === undefined ? undefined : state.units[index];
      if (!unit || unit.side !== state.phasing) return violation('not-yours', 'NAW 7.0', `unit: ${quote(action.unit)} is not one of the attacker's units`);
      if (combat.attackers.includes(unit.id) || combat.bombarding.includes(unit.id)) return violation('duplicate', 'NAW 7.3', `${unit.id} is already in this combat`);
      if (!mayAttack(unit)) return violation('attacked-once', 'NAW 7.14', `${unit.id} cannot attack again this phase (attacked, advanced, displaced or gone)`);
      const ok = bombards(board, unit)
        ? combat.defenderHexes.some((h) => canBombard(board, unit, h))
        : combat.defenderHexes.every((h) => canAttackAdjacent(board, unit, h));
      if (!ok) return violation('cannot-reach', bombards(board, unit) ? 'NAW 8.3' : 'NAW 7.15', `${unit.id} cannot attack every defending hex (or bombard one: range and line of sight)`);
      const plan = planOf(board, combat);
      const grown = { attackers: [...plan.attackers, index!], defenders: plan.defenders };
      return completion(board, grown, keepFeasible) ? null : STRANDS('NAW 7.21', `adding ${unit.id}`);
    }
    case 'resolve': {
      if (!combat) return violation('no-combat', 'NAW 7.0', 'start a combat first');
      if (combat.attackers.length + combat.bombarding.length === 0) return violation('no-attackers', 'NAW 7.0', 'add at least one attacking unit');
      if (combat.attackers.length === 0 && combat.defenderHexes.length > 1) {
        return violation('bombard-one-hex', 'NAW 8.13', 'bombarding artillery alone may attack only one hex');
      }
      const computed = allowedColumns(board, combat);
      const column = state.options.crt.columns.findIndex((c) => c.label === action.odds);
      if (column < 0 || column > computed) {
        return violation('bad-odds', 'NAW 7.9', `odds: ${quote(action.odds)} is not the computed odds (${state.options.crt.columns[computed]!.label}) or a lower column`);
      }
      return resolvable(board, planOf(board, combat), keepFeasible) ? null : STRANDS('NAW 7.21', 'resolving this combat now');
    }
    default:
      return violation('wrong-phase', 'NAW 4.1', `"${action.type}" is not possible now`);
  }
}

/** Applies a legal combat-formation action. */
export function applyForming(ctx: NawContext, draft: Draft<NawState>, action: FormingAction, emit: Emit<NawEvent>): void {
  switch (action.type) {
    case 'endPhase':
      return endPhase(ctx, draft, emit);
    case 'attack':
      draft.combat = {
        stage: 'forming', defenderHexes: [hexIndexOf(ctx, action.hex)], attackers: [], bombarding: [], defenders: [], column: -1, result: null,
        exchangeOwed: 0, retreating: [], mayRetreat: [], displacing: null, vacated: [],
      };
      return;
    case 'addDefender':
      draft.combat!.defenderHexes.push(hexIndexOf(ctx, action.hex));
      return;
    case 'addAttacker': {
      const board = freshBoard(ctx, plainState(draft), true); // the first apply of its play reads before any change
      const unit = draft.units[board.ctx.unitIndex.get(action.unit)!]!;
      (bombards(board, unit) ? draft.combat!.bombarding : draft.combat!.attackers).push(unit.id);
      return;
    }
    case 'resolve': {
      const board = freshBoard(ctx, plainState(draft), true); // read before any change (the first apply of its play)
      const combat = draft.combat!;
      combat.defenders = combat.defenderHexes.map((hex) => draft.units[board.occupant[hex]! - 1]!.id);
      combat.column = draft.options.crt.columns.findIndex((c) => c.label === action.odds);
      combat.stage = 'roll';
      return;
    }
  }
}
