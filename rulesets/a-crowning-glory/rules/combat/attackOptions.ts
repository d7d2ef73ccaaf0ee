import { violation, type Violation } from 'kriegsspiel';
import type { AcgAction } from '../../actions.js';
import { unitAt, type Board } from '../../board.js';
import { POND } from '../../context.js';
import type { AcgState } from '../../types.js';
import { enemyOf, type Side } from '../../vocabulary.js';

/**
 * `side`'s units that may attack the unit in `target`: Active, next to it (ACG 9.1), and not cavalry across a pond
 * hexside (8.10, 9.10).
 */
export function attackersOf(board: Board, side: Side, target: number): number[] {
  const { ctx, state } = board;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = ctx.map.grid.neighbor(target, d);
    const u = n < 0 ? -1 : unitAt(board, n);
    if (u < 0) continue;
    const unit = state.units[u]!;
    if (unit.side !== side || !unit.active) continue;
    if (unit.arm === 'cavalry' && (ctx.map.hexsideFeatures(target, d) & POND) !== 0) continue;
    out.push(u);
  }
  return out;
}

/** The hexes of enemy units `side` can attack now (ACG 9.1: an attack needs a defender and an Active attacker). */
export function targetsOf(board: Board, side: Side): number[] {
  const out: number[] = [];
  for (const unit of board.state.units) {
    if (unit.side === enemyOf(side) && unit.status === 'map' && attackersOf(board, side, unit.hex).length > 0) out.push(unit.hex);
  }
  return out.sort((a, b) => a - b);
}

/** Whether `side` has an attack to make (ACG 9.1). */
export const hasAttack = (board: Board, side: Side): boolean => targetsOf(board, side).length > 0;

/** The markers `side` may add to an attack: its Active ones in the box, none on turn 1 in the fog (ACG 5.8, 9.13). */
export function usableMarkers(state: AcgState, side: Side): number[] {
  if (state.options.fog && state.turn === 1) return [];
  return state.markers.flatMap((m, i) => (m.side === side && m.status === 'box' && m.active ? [i] : []));
}

/**
 * Every attack `side` may make (ACG 9.1-9.3, 9.13): per target, every non-empty set of its eligible attackers, with
 * no marker or any one usable marker.
 */
export function attackActions(board: Board, side: Side): AcgAction[] {
  const { ctx, state } = board;
  const markers = [undefined, ...usableMarkers(state, side).map((m) => state.markers[m]!.id)];
  const out: AcgAction[] = [];
  for (const target of targetsOf(board, side)) {
    const eligible = attackersOf(board, side, target).map((u) => state.units[u]!.id);
    for (let mask = 1; mask < 1 << eligible.length; mask++) {
      const attackers = eligible.filter((_, i) => (mask & (1 << i)) !== 0);
      for (const marker of markers) {
        out.push(marker === undefined ? { type: 'attack', target: ctx.hexIds[target]!, attackers } : { type: 'attack', target: ctx.hexIds[target]!, attackers, marker });
      }
    }
  }
  return out;
}

/** Why an attack is illegal, or `null` (agrees with {@link attackActions}). */
export function checkAttack(board: Board, side: Side, action: Extract<AcgAction, { type: 'attack' }>): Violation | null {
  const { ctx, state } = board;
  const target = ctx.map.grid.indexOf(action.target);
  const defender = target < 0 ? -1 : unitAt(board, target);
  if (defender < 0 || state.units[defender]!.side === side) return violation('no-defender', 'ACG 9.1', `target: ${action.target} holds no enemy unit to attack`);
  if (new Set(action.attackers).size !== action.attackers.length) return violation('repeated-attacker', 'ACG 9.3', 'attackers: a unit attacks once, whole');
  const eligible = attackersOf(board, side, target);
  for (const id of action.attackers) {
    const u = ctx.unitIndex.get(id);
    if (u === undefined || !eligible.includes(u)) {
      return violation('not-an-attacker', 'ACG 9.1', `attackers: ${id} is not an Active ${side} unit next to ${action.target} (cavalry never attack across a pond hexside, 9.10)`);
    }
  }
  if (action.marker !== undefined) {
    const m = ctx.markerIndex.get(action.marker);
    if (state.options.fog && state.turn === 1) return violation('fog', 'ACG 5.8', 'marker: no artillery markers on turn 1, in the fog');
    if (m === undefined || !usableMarkers(state, side).includes(m)) return violation('marker-unavailable', 'ACG 9.13', `marker: ${action.marker} is not an Active ${side} marker in the box`);
  }
  return null;
}
