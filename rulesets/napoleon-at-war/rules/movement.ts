import { hexIndexOf, type NawContext } from '../context.js';
import { plainState, quote, violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import { enemyControls, type Board } from '../board.js';
import type { NawAction } from '../actions.js';
import type { NawEvent } from '../events.js';
import type { NawState, NawUnit, Side } from '../types.js';
import { mustEnter } from './arrivals.js';
import { HALF, reachOf } from './reach.js';
import { isNight } from './sequence.js';
import { movementBoard } from './movementCache.js';
import { newReachMemo, reachCopy, reaches, reachStart, tablePath, type ReachMemo } from './reachMemo.js';
import { entryAwardOpen, entryAwardWithin } from './entryAwards.js';
import { checkRoute } from './route.js';
import { exitMap, noteEntered } from './scoring.js';

type MoveAction = Extract<NawAction, { type: 'move' }>;
type ExitAction = Extract<NawAction, { type: 'exit' }>;

/**
 * Whether a unit that has not moved could still move to some empty hex (so a unit may end its move on it, NAW 5.32).
 * `freed` is the hex the unit moving onto it leaves (-1 for a reinforcement entering the map): stacking is judged at
 * the end of the phase, so the two may swap hexes.
 */
function canMakeRoom(board: Board, unitIndex: number, memo: ReachMemo, freed: number): boolean {
  const reach = reachCopy(board, unitIndex, memo);
  if (reach === null) return false;
  for (const hex of reach.nodes) if (hex !== reach.start && (board.count[hex] === 0 || hex === freed)) return true; // no closure per call
  return false;
}

/**
 * Whether a unit that reaches `hex` may end its move there: the hex is empty, or held by a friendly unit that has
 * not moved and can still step aside (if need be into the hex the mover leaves), since no phase may end with two
 * units in a hex (NAW 5.31-5.32; the unit moved onto must move next).
 */
function mayStopIn(board: Board, unitIndex: number, hex: number, memo: ReachMemo): boolean {
  const other = board.occupant[hex]! - 1;
  if (other < 0) return true;
  const mover = board.state.units[unitIndex]!;
  const freed = mover.status === 'active' && board.count[mover.hex] === 1 ? mover.hex : -1;
  return other !== unitIndex && !board.state.units[other]!.moved && canMakeRoom(board, other, memo, freed);
}

/** The hexes a unit may end its move in: reachable within its allowance (NAW 5.15) and free to stop in (5.32). */
export function destinations(board: Board, unitIndex: number, memo: ReachMemo = newReachMemo(board)): number[] {
  const reach = reachCopy(board, unitIndex, memo);
  if (reach === null) return [];
  const out: number[] = [];
  for (const hex of reach.nodes) {
    if (hex === reach.start || hex >= board.ctx.map.grid.size) continue;
    if (mayStopIn(board, unitIndex, hex, memo)) out.push(hex);
  }
  return out;
}

/**
 * The cheapest hex a unit can leave the map from by one of its side's exits this phase (Wagram 17.11), and what
 * the move costs in half movement points (the way there plus the exit's cost), or `null` when it cannot exit.
 */
export function exitRoute(board: Board, unitIndex: number, memo: ReachMemo = newReachMemo(board)): { readonly hex: number; readonly cost: number } | null {
  const unit = board.state.units[unitIndex]!;
  const exits = board.ctx.exits[unit.side];
  const reach = exits ? reachCopy(board, unitIndex, memo) : null;
  if (!exits || !reach) return null;
  const cost = exits.cost * HALF;
  const check = (hex: number, spent: number): boolean =>
    exits.hexes[hex] === 1 && spent + cost <= reach.budget && !enemyControls(board, hex, unit.side); // NAW 5.13
  if (reach.start < board.ctx.map.grid.size && check(reach.start, 0)) return { hex: reach.start, cost };
  // the nodes come in order of increasing cost: the first that qualifies is the cheapest
  const i = reach.nodes.findIndex((hex, k) => hex < board.ctx.map.grid.size && check(hex, reach.costs[k]!));
  return i < 0 ? null : { hex: reach.nodes[i]!, cost: reach.costs[i]! + cost };
}

/** Whether a unit can leave the map by one of its side's exits this phase (Wagram 17.11). */
export function canExit(board: Board, unitIndex: number, memo: ReachMemo = newReachMemo(board)): boolean {
  return exitRoute(board, unitIndex, memo) !== null;
}

/** The units that may move now: the one that must make room, else every unit of the phasing side. */
function movers(ctx: NawContext, state: NawState): number[] {
  if (state.mustMove !== null) return [state.units.findIndex((u) => u.id === state.mustMove)];
  const out: number[] = [];
  state.units.forEach((u, i) => {
    if (u.side === state.phasing && !u.moved && (u.status === 'active' || u.status === 'waiting')) out.push(i);
  });
  return out;
}

/** Every legal movement-phase action (NAW 5.0). */
export function movementActions(ctx: NawContext, state: NawState): NawAction[] {
  const { board, memo } = movementBoard(ctx, state); // one search per unit for the whole listing (and the phase)
  const ids = board.ctx.hexIds;
  const out: NawAction[] = [];
  for (const i of movers(ctx, state)) {
    const unit = state.units[i]!;
    for (const hex of destinations(board, i, memo)) out.push({ type: 'move', unit: unit.id, to: ids[hex]! });
    if (canExit(board, i, memo)) out.push({ type: 'exit', unit: unit.id });
  }
  if (state.mustMove === null && mandatoryEntrant(board, memo) === null) out.push({ type: 'endPhase' });
  return out;
}

/** A reinforcement of the phasing side that must enter now and can (Wagram 14.74), else `null`. */
function mandatoryEntrant(board: Board, memo: ReachMemo): NawUnit | null {
  const { state } = board;
  for (let i = 0; i < state.units.length; i++) {
    if (state.units[i]!.side === state.phasing && mustEnter(board.ctx, state, i) && destinations(board, i, memo).length > 0) return state.units[i]!;
  }
  return null;
}

/** Why a movement-phase action is illegal, or `null`. */
export function checkMovement(ctx: NawContext, state: NawState, action: NawAction): Violation | null {
  if (action.type === 'endPhase') {
    if (state.mustMove !== null) return violation('stacked', 'NAW 5.32', `${state.mustMove} must move out of the hex it shares`);
    const { board, memo } = movementBoard(ctx, state);
    const entrant = mandatoryEntrant(board, memo);
    return entrant === null ? null : violation('must-enter', 'Wagram 14.74', `${entrant.id} must enter the map: it may not be delayed`);
  }
  if (action.type !== 'move' && action.type !== 'exit') {
    return violation('wrong-phase', 'NAW 4.1', `"${action.type}" is not a movement-phase action`);
  }
  const { board, memo } = movementBoard(ctx, state);
  const index = board.ctx.unitIndex.get(action.unit);
  const unit = index === undefined ? undefined : state.units[index];
  if (index === undefined || unit === undefined) return violation('unknown-unit', 'NAW 2.3', `unit: no unit ${quote(action.unit)}`);
  if (unit.side !== state.phasing) return violation('not-phasing', 'NAW 5.11', `${unit.id} is not the phasing player's`);
  if (state.mustMove !== null && state.mustMove !== unit.id) {
    return violation('stacked', 'NAW 5.32', `${state.mustMove} must move first: another unit ended its move in its hex`);
  }
  if (unit.moved) return violation('already-moved', 'NAW 5.17', `${unit.id} has already moved this phase`);
  if (unit.status === 'eliminated' || unit.status === 'exited') return violation('not-in-play', 'NAW 5.11', `${unit.id} is out of play`);
  // Where its reach starts, without searching it: the search waits until the checks need it.
  const start = reachStart(board, index, memo);
  if (start < 0) return violation('not-arrived', 'NAW 14.0', `${unit.id} does not arrive before game-turn ${board.ctx.scenario.units[index]?.arrives?.turn}`);
  if (action.type === 'exit') {
    return canExit(board, index, memo) ? null : violation('no-exit', 'Wagram 17.11', `${unit.id} cannot reach an exit hex with a movement point to spare`);
  }
  return checkDestination(board, index, start, action, memo);
}

function checkDestination(board: Board, index: number, start: number, action: MoveAction, memo: ReachMemo): Violation | null {
  const unit = board.state.units[index]!;
  const to = hexIndexOf(board.ctx, action.to);
  if (to < 0) return violation('off-map', 'NAW 2.1', `to: hex ${action.to} is not on the map`);
  if (to === start) return violation('no-move', 'NAW 5.16', `${unit.id} is already in ${action.to}`);
  if (start < board.ctx.map.grid.size && enemyControls(board, start, unit.side)) {
    return violation('enemy-zoc-exit', 'NAW 5.13', `${unit.id} may not leave an enemy-controlled hex in a movement phase`);
  }
  const other = board.occupant[to]! - 1;
  if (other >= 0 && board.state.units[other]!.side !== unit.side) return violation('enemy-hex', 'NAW 5.12', `${action.to} holds an enemy unit`);
  if (action.via !== undefined) {
    // A named route: legal exactly when every step of it is (and then `to` is in the reach searched above).
    const ids = [...action.via, action.to];
    const checked = checkRoute(board, index, start, unit.movement * HALF, ids.map((id) => board.ctx.map.grid.indexOf(id)), ids);
    if (typeof checked !== 'number') return checked;
  }
  if (!reaches(board, index, to, memo)) {
    if (isNight(board.ctx, board.state) && enemyControls(board, to, unit.side)) {
      return violation('night-zoc', 'NAW 10.2', `${unit.id} may not enter ${action.to}: no unit may enter an enemy-controlled hex at night`);
    }
    return violation('unreachable', 'NAW 5.15', `${unit.id} cannot reach ${action.to} within its allowance of ${unit.movement} MP (terrain, zones of control or prohibited hexsides)`);
  }
  if (!mayStopIn(board, index, to, memo)) {
    return violation('stacked', 'NAW 5.32', `${action.to} is held by a unit that has moved or cannot make room`);
  }
  return null;
}

/** Whether the path of a unit's move could win a place award (see `entryAwardWithin`): only then is it searched. */
function mayWinAward(board: Board, unitIndex: number, memo: ReachMemo): boolean {
  const { ctx, state } = board;
  const side = state.units[unitIndex]!.side;
  if (!entryAwardOpen(ctx, state, side)) return false;
  // Without the whole reach (the check searched only as far as the destination): the path, found by that same search
  // (see `tablePath`), is what is read then; a path that enters no open place wins nothing (see `noteEntered`).
  const reach = memo.get(unitIndex);
  return reach === undefined || reach === null || entryAwardWithin(ctx, state, side, reach);
}

/** A cheapest path to `to` (map hexes only) and its cost in movement points. */
export function routeTo(board: Board, unitIndex: number, to: number, memo: ReachMemo): { path: number[]; cost: number } {
  const found = tablePath(board, unitIndex, to, memo); // the same path as the search below, from the step tables
  if (found) return { path: found.path, cost: found.cost / HALF };
  const reach = reachOf(board, unitIndex, to)!; // targeted: stops once `to` is settled
  const path = reach.reach.path(to).filter((hex) => hex < board.ctx.map.grid.size);
  return { path, cost: reach.reach.cost(to) / HALF }; // read both before anything searches again
}

/** The path (map hexes only, from the unit's hex if it is on the map) and cost in movement points of a checked route. */
function namedRoute(board: Board, unitIndex: number, via: readonly string[], to: string): { path: number[]; cost: number } {
  const grid = board.ctx.map.grid;
  const unit = board.state.units[unitIndex]!;
  const start = unit.status === 'active' ? unit.hex : grid.size;
  const ids = [...via, to];
  const cost = checkRoute(board, unitIndex, start, unit.movement * HALF, ids.map((id) => grid.indexOf(id)), ids) as number;
  const hexes = ids.map((id) => grid.indexOf(id));
  return { path: start < grid.size ? [start, ...hexes] : hexes, cost: cost / HALF };
}

/** Moves a unit along its named route or else its cheapest path (or off the map by an exit). */
export function applyMovement(ctx: NawContext, draft: Draft<NawState>, action: MoveAction | ExitAction, emit: Emit<NawEvent>): void {
  const index = ctx.unitIndex.get(action.unit)!;
  if (action.type === 'exit') {
    exitMap(ctx, draft, index, emit);
    draft.mustMove = null;
    return;
  }
  // Read the board from a plain snapshot: on the immutable path the draft's proxies would be read on every step.
  const plain = plainState(draft);
  // Nothing has changed yet in this play (a move is the first apply of its play): on the rollout path, the board
  // the move was checked on, without a content key. This play changes where this unit stands and nothing else the
  // movement cache keys by: after it, the cache compares this unit only.
  const { board, memo } = movementBoard(ctx, plain, true, index);
  const grid = ctx.map.grid;
  const to = hexIndexOf(ctx, action.to);
  // The path search runs only when something reads the path: the event, or a place award won on the way. A named
  // route is followed as named (Wagram 17.11: every town entered along it scores).
  const route =
    action.via !== undefined
      ? namedRoute(board, index, action.via, action.to)
      : emit !== undefined || mayWinAward(board, index, memo)
        ? routeTo(board, index, to, memo)
        : null;
  const unit = draft.units[index]!;
  const from = unit.status === 'active' ? ctx.hexIds[unit.hex]! : null; // `grid.idOf`, formatted once per map
  const other = board.occupant[to]! - 1;
  unit.hex = to;
  unit.status = 'active';
  unit.moved = true;
  unit.arrived = from === null;
  draft.mustMove = other >= 0 ? draft.units[other]!.id : null;
  if (route === null) return;
  emit?.({
    type: 'moved',
    rule: from === null ? 'NAW 14.1' : 'NAW 5.0',
    unit: unit.id,
    from,
    to: action.to,
    path: route.path.map((hex) => grid.idOf(hex)),
    cost: route.cost,
  });
  noteEntered(ctx, draft, index, route.path, emit);
}
