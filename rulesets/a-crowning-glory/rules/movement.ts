import { violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import type { AcgAction } from '../actions.js';
import { boardOf, inEnemyZoc, type Board } from '../board.js';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import { enter } from './control.js';
import { exitEdge, passesThroughFriends, pathTo, reachOf } from './reach.js';
import { nextMover } from './sequence.js';
import { entryCost, stepCost } from './terrain.js';
import { endGame, judge } from './victory.js';

type Move = Extract<AcgAction, { type: 'move' | 'exit' }>;

/** The units `state.toAct` may select to move (ACG 8.1, 8.2): Active ones on the map, or arrived and still off it (5.7). */
export function selectable(state: AcgState): number[] {
  return state.units.flatMap((u, i) => (u.side === state.toAct && u.active && (u.status === 'map' || u.status === 'arrived') ? [i] : []));
}

/** The moves of the selected unit (ACG 8.1): stay, one move per destination, and one exit where allowed (4.1, 4.8). */
export function moveActions(ctx: AcgContext, state: AcgState): AcgAction[] {
  const reach = reachOf(boardOf(ctx, state), state.moving);
  const out: AcgAction[] = [{ type: 'stay' }];
  for (const h of reach.destinations) out.push({ type: 'move', to: ctx.hexIds[h]! });
  if (reach.exitFrom >= 0) out.push({ type: 'exit' });
  return out;
}

/**
 * Checks a named route hex by hex (ACG 8.1): each an adjacent hex (the first an entry hex for a unit coming on,
 * 5.7) that the unit may enter, never on from an enemy zone of control (7.1), never more than one hex out of one it
 * started in, within its movement points; returns the cost, or why it is illegal. Where the move ends is the
 * caller's to check.
 */
function routeCost(board: Board, u: number, hexes: readonly number[], ids: readonly string[]): number | Violation {
  const { ctx, state } = board;
  const unit = state.units[u]!;
  const grid = ctx.map.grid;
  const budget = state.options.movement[unit.side][unit.arm];
  const startInZoc = unit.hex >= 0 && inEnemyZoc(board, unit.hex, unit.side);
  let from = unit.hex;
  let spent = 0;
  for (const [i, to] of hexes.entries()) {
    const id = ids[i]!;
    if (to < 0) return violation('off-map', 'ACG 2.1', `via: hex ${id} is not on the map`);
    if (i > 0 && (startInZoc || inEnemyZoc(board, from, unit.side))) return violation('zoc-stop', 'ACG 7.1', `${unit.id} must stop in ${ids[i - 1]!}, in an enemy zone of control`);
    if (startInZoc && inEnemyZoc(board, to, unit.side)) return violation('zoc-to-zoc', 'ACG 7.1', `${unit.id} may not move from one enemy zone of control into another (${id})`);
    const other = board.occupant[to]! - 1;
    if (other >= 0 && state.units[other]!.side !== unit.side) return violation('enemy-hex', 'ACG 6.0', `via: ${id} holds an enemy unit`);
    if (other >= 0 && !passesThroughFriends(board, unit.side)) return violation('allied-stacking', 'ACG 6.2', `${unit.id} may not pass through another Allied unit (${id})`);
    if (ctx.playArea !== null && ctx.playArea[to] === 0) return violation('out-of-area', 'ACG 10.2', `${unit.id} may not enter ${id}: outside the scenario's area`);
    let cost: number;
    if (from < 0) {
      if (!ctx.variableEntry.includes(to)) return violation('not-entry', 'ACG 5.7', `via: ${id} is not an entry hex`);
      cost = entryCost(ctx, state.options, unit.arm, to);
    } else {
      const dir = grid.directionTo(from, to);
      if (dir < 0) return violation('not-adjacent', 'ACG 8.1', `via: ${id} is not next to ${ctx.hexIds[from]!}`);
      cost = stepCost(ctx, state.options, unit.arm, from, to, dir);
    }
    if (cost === Infinity) return violation('prohibited', 'ACG 8.7', `${unit.id} (${unit.arm}) may not enter ${id} (All-Pond hex, or across a pond hexside, 8.10)`);
    spent += cost;
    if (spent > budget) return violation('too-far', 'ACG 8.1', `${unit.id} has not the movement points to reach ${id} this way (${budget} MP)`);
    from = to;
  }
  return spent;
}

/** Why a move of the selected unit is illegal, or `null` (agrees with {@link moveActions}). */
export function checkMove(ctx: AcgContext, state: AcgState, action: Move): Violation | null {
  const board = boardOf(ctx, state);
  const unit = state.units[state.moving]!;
  const reach = reachOf(board, state.moving);
  if (action.type === 'exit') {
    const edge = exitEdge(board, unit);
    if (edge === null || reach.exitFrom < 0) {
      return violation('no-exit', edge === null ? 'ACG 4.1' : 'ACG 8.1', `${unit.id} may not leave the map${edge === null ? '' : ' this move'}`);
    }
  } else {
    const to = ctx.map.grid.indexOf(action.to);
    if (to < 0 || !reach.destinations.includes(to)) {
      return violation('unreachable', 'ACG 8.1', `to: ${unit.id} cannot end its move in ${action.to} (movement points, terrain, zones of control or stacking, 6.0-8.14)`);
    }
  }
  if (action.via === undefined) return null;
  const ids = action.type === 'move' ? [...action.via, action.to] : action.via;
  const hexes = ids.map((id) => ctx.map.grid.indexOf(id));
  const cost = routeCost(board, state.moving, hexes, ids);
  if (typeof cost !== 'number') return cost;
  if (action.type === 'exit') {
    const last = hexes.at(-1) ?? unit.hex;
    const edge = exitEdge(board, unit)!;
    if (last < 0 || edge[last] !== 1) return violation('not-edge', 'ACG 4.1', 'via: the route must end on the edge the unit may leave by');
    if (hexes.length > 0 && inEnemyZoc(board, last, unit.side)) return violation('zoc-stop', 'ACG 7.1', `${unit.id} must stop in an enemy zone of control`);
    if (cost + state.options.hexsides.exit > state.options.movement[unit.side][unit.arm]) return violation('too-far', 'ACG 4.1', 'via: leaving the map costs one more movement point');
  }
  return null;
}

/** Moves the selected unit, flips it to its Passive face (ACG 8.1) and passes the move on (8.2). */
export function applyMove(ctx: AcgContext, draft: Draft<AcgState>, action: AcgAction, emit: Emit<AcgEvent>): void {
  const u = draft.moving;
  const unit = draft.units[u]!;
  unit.active = false;
  if (action.type === 'move' || action.type === 'exit') {
    const reach = reachOf(boardOf(ctx, draft), u);
    const end = action.type === 'move' ? ctx.map.grid.indexOf(action.to) : reach.exitFrom;
    const path = action.via !== undefined ? [...action.via, ...(action.type === 'move' ? [action.to] : [])].map((id) => ctx.map.grid.indexOf(id)) : pathTo(reach, end, unit.hex);
    const from = unit.hex;
    for (const h of path) enter(ctx, draft, h, unit.side, emit);
    const last = path.at(-1) ?? from;
    if (action.type === 'move') {
      emit?.({ type: 'moved', rule: 'ACG 8.1', unit: unit.id, from: from < 0 ? null : ctx.hexIds[from]!, to: action.to, path: path.map((h) => ctx.hexIds[h]!), cost: reach.cost[end]! });
      unit.hex = end;
      unit.status = 'map';
    } else {
      const west = !draft.demoralized.allied;
      emit?.({ type: 'exited', rule: west ? 'ACG 4.1' : 'ACG 4.8', unit: unit.id, from: ctx.hexIds[last]!, edge: west ? 'west' : 'east' });
      unit.hex = -1;
      unit.status = 'exited';
      if (west) {
        const why = `${unit.id} left the map by the west edge`;
        endGame(draft, 'allied', { rule: 'ACG 4.1', grade: 'sudden death', summary: `Allied sudden-death victory: ${why}`, reason: `${why} (sudden death)` }, emit);
        return;
      }
      judge(ctx, draft, emit); // ACG 4.4: the last Allied unit gone from the map
      if (draft.phase === 'over') return;
    }
  }
  nextMover(ctx, draft, unit.side, emit);
}
