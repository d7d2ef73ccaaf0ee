import type { Draft } from 'immer';
import { violation, type Emit, type Violation } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import { boardOf, type Board } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { FATIGUE_BY_ACTION, OTHER_MOVEMENT_EFFECTS } from '../tables.js';
import type { MibState } from '../types.js';
import { rest } from './activation.js';
import { addFatigue } from './losses.js';
import { pathTo, reachOf } from './reach.js';
import { stepCost } from './moveCost.js';
import { pathfinderOf } from './reach.js';
import { tracesSupply } from './supply.js';
import { isNight, stackingSp, unitId } from './unitStatus.js';
import { raidWagons } from './wagons.js';

type UnitAction = Extract<MibAction, { type: 'move' | 'face' | 'rest' | 'recover' | 'resupply' | 'commander' }>;

const UNIT_ACTION_TYPES: readonly string[] = ['move', 'face', 'rest', 'recover', 'resupply', 'commander'];
/** Whether an action is one of a unit's own actions (MiB 4.0), not an attack or a step of another decision. */
export const isUnitAction = (a: MibAction): a is UnitAction => UNIT_ACTION_TYPES.includes(a.type);

/** The units of the active formation on the map that may still act, smashed ones aside (MiB 4.0, 9.2). */
export function actors(ctx: MibContext, state: MibState): number[] {
  return ctx.formationUnits[state.active]!.filter((u) => {
    const unit = state.units[u]!;
    return unit.hex >= 0 && !unit.smashed && unit.act < 2;
  });
}

/** Whether the active formation's order lets its units move, and where to (MiB 5.1); `null`: no moves. */
function moveRule(ctx: MibContext, state: MibState, u: number): ((to: number) => boolean) | null {
  const formation = state.formations[state.active]!;
  const order = formation.order;
  if (order === null || formation.restOnly) return null;
  const grid = ctx.map.grid;
  const start = state.units[u]!.hex;
  const before = grid.distance(start, order.target);
  if (order.type === 'hold') return (to) => grid.distance(to, order.target) <= state.options.holdRadius || grid.distance(to, order.target) < before;
  return (to) => grid.distance(to, order.target) <= before;
}

/**
 * The hexes a unit may move to now (MiB 6.0-6.9, 5.1): within its reach (forced march included), as its order
 * allows, with room under the stacking limit (6.8).
 */
export function moveDestinations(ctx: MibContext, state: MibState, board: Board, u: number): number[] {
  const unit = state.units[u]!;
  if (unit.act !== 0) return [];
  const allowed = moveRule(ctx, state, u);
  if (allowed === null) return [];
  const march = state.formations[state.active]!.order?.type === 'march';
  const need = stackingSp(ctx, state, u);
  const room = (h: number): boolean => (board.owner[h] === 1 - ctx.unitSide[u]! ? 0 : board.sp[h]!) + need <= state.options.stacking.limit;
  return reachOf(ctx, state, board, u, march).hexes.filter((h) => allowed(h) && room(h));
}

/** The hexes the active commander may join (MiB 2.5): a hex of his formation's units within his allowance; none when only rest is allowed (OC). */
export function commanderDestinations(ctx: MibContext, state: MibState, board: Board): number[] {
  return commanderMoves(ctx, state, board).map((m) => m.hex);
}

/** {@link commanderDestinations} with the cheapest path (from his hex) and cost of each, in order of cost. */
export function commanderMoves(ctx: MibContext, state: MibState, board: Board): { readonly hex: number; readonly path: number[]; readonly cost: number }[] {
  const formation = state.formations[state.active]!;
  if (formation.commanderMoved || formation.commander < 0 || formation.restOnly) return [];
  const side = ctx.formationSide[state.active]!;
  const found = pathfinderOf(ctx).reachable(formation.commander, state.options.allowance.commander, {
    stepCost: (from, _to, dir) => {
      const c = stepCost(ctx, state, from, dir, false);
      return c === 'all' ? Infinity : c;
    },
    canEnter: (h) => board.owner[h] !== 1 - side,
  });
  const mine = new Set(ctx.formationUnits[state.active]!.map((u) => state.units[u]!.hex));
  return found.nodes().filter((h) => mine.has(h)).map((hex) => ({ hex, path: found.path(hex), cost: found.cost(hex) }));
}

const inEnemyZone = (ctx: MibContext, state: MibState, board: Board, u: number): boolean => board.zoc[1 - ctx.unitSide[u]!]![state.units[u]!.hex] === 1;

/** Every non-combat unit action of the active formation (MiB 4.0): moves, facing, rest, recovery, resupply, its commander. */
export function unitActions(ctx: MibContext, state: MibState, board: Board): UnitAction[] {
  const out: UnitAction[] = [];
  for (const u of actors(ctx, state)) {
    const unit = state.units[u]!;
    const id = unitId(ctx, u);
    for (const h of moveDestinations(ctx, state, board, u)) out.push({ type: 'move', unit: id, to: ctx.hexIds[h]! });
    for (let facing = 0; facing < 6; facing++) if (mayFace(state, unit, facing)) out.push({ type: 'face', unit: id, facing });
    if (unit.act === 0 && !inEnemyZone(ctx, state, board, u)) out.push({ type: 'rest', unit: id });
    if (mayRecover(state, board, unit)) out.push({ type: 'recover', unit: id });
    if (mayResupply(ctx, state, board, u)) out.push({ type: 'resupply', unit: id });
  }
  for (const h of commanderDestinations(ctx, state, board)) out.push({ type: 'commander', to: ctx.hexIds[h]! });
  return out;
}

function mayFace(state: MibState, unit: MibState['units'][number], facing: number): boolean {
  if (facing === unit.facing || state.formations[state.active]!.restOnly) return false;
  return unit.act === 0 || (unit.act === 1 && unit.mp >= OTHER_MOVEMENT_EFFECTS.turnAfterMove);
}

/** Straggler recovery (MiB 9.2): a unit that has not acted, with stragglers, in supply (11.2), with room in its hex (6.8). */
function mayRecover(state: MibState, board: Board, unit: MibState['units'][number]): boolean {
  return unit.act === 0 && unit.s > 0 && !unit.oos && board.sp[unit.hex]! + 1 <= state.options.stacking.limit;
}

function mayResupply(ctx: MibContext, state: MibState, board: Board, u: number): boolean {
  const unit = state.units[u]!;
  if (unit.act !== 0 || state.formations[state.active]!.restOnly || !(unit.oos || isNight(ctx, state))) return false;
  return tracesSupply(ctx, state, board, u);
}

/** Why a unit action is illegal, or `null` (MiB 4.0). */
export function checkUnitAction(ctx: MibContext, state: MibState, a: UnitAction): Violation | null {
  const board = boardOf(ctx, state);
  if (a.type === 'commander') {
    return commanderDestinations(ctx, state, board).includes(ctx.map.grid.indexOf(a.to)) ? null : violation('bad-commander-move', 'MiB 2.5', `to: ${a.to} is not a hex of the formation's units within the commander's reach`);
  }
  const u = ctx.unitIndex.get(a.unit);
  if (u === undefined || !actors(ctx, state).includes(u)) return violation('not-acting', 'MiB 4.0', `unit: ${a.unit} is not a unit of the active formation that may still act`);
  const unit = state.units[u]!;
  switch (a.type) {
    case 'move':
      return moveDestinations(ctx, state, board, u).includes(ctx.map.grid.indexOf(a.to)) ? null : violation('bad-move', 'MiB 6.0', `to: ${a.to} is not a hex ${a.unit} may move to now`);
    case 'face':
      return mayFace(state, unit, a.facing) ? null : violation('bad-facing', 'MiB 6.6', `facing: ${a.unit} cannot turn to ${a.facing} now`);
    case 'rest':
      return unit.act === 0 && !inEnemyZone(ctx, state, board, u) ? null : violation('no-rest', 'MiB 4.1', `unit: ${a.unit} cannot rest (it acted, or an enemy zone of control reaches it)`);
    case 'recover':
      return mayRecover(state, board, unit) ? null : violation('no-recovery', 'MiB 9.2', `unit: ${a.unit} has no stragglers to recover, acted, is out of supply (11.2), or its hex has no room for them (6.8)`);
    case 'resupply':
      return mayResupply(ctx, state, board, u) ? null : violation('no-resupply', 'MiB 11.0', `unit: ${a.unit} cannot resupply (it acted, needs none, or traces no supply)`);
  }
}

/** Applies a unit action (MiB 4.0, FE). */
export function applyUnitAction(ctx: MibContext, draft: Draft<MibState>, a: UnitAction, emit: Emit<MibEvent>): void {
  if (a.type === 'commander') {
    const formation = draft.formations[draft.active]!;
    formation.commander = ctx.map.grid.indexOf(a.to);
    formation.commanderMoved = true;
    return;
  }
  const u = ctx.unitIndex.get(a.unit)!;
  const unit = draft.units[u]!;
  switch (a.type) {
    case 'move':
      return move(ctx, draft, u, ctx.map.grid.indexOf(a.to), emit);
    case 'face':
      if (unit.act === 1) unit.mp -= OTHER_MOVEMENT_EFFECTS.turnAfterMove;
      else unit.act = 2;
      unit.facing = a.facing;
      emit?.({ type: 'faced', rule: 'MiB 6.6', unit: a.unit, facing: a.facing });
      return;
    case 'rest':
      return rest(ctx, draft, u, emit);
    case 'recover':
      unit.act = 2;
      draft.roll = { kind: 'recover', unit: u, extra: 0 };
      return;
    case 'resupply': {
      unit.act = 2;
      unit.oos = false;
      emit?.({ type: 'supply', rule: 'MiB 11.0', unit: a.unit, inSupply: true });
      if (isNight(ctx, draft)) addFatigue(ctx, draft, u, FATIGUE_BY_ACTION.nightResupply, 'MiB 13.0', emit);
      return;
    }
  }
}

/**
 * Moves a unit along its cheapest path (MiB 6.0): it then faces its last step (6.6), keeps the MP it did not spend
 * for a turn or an attack (OME), and rises one fatigue level (FE); past its allowance the move is a forced march
 * (6.9: one more level and a morale check). A move into enemy wagons raids them (7.5). Reaching its formation's
 * ATTACK or ADVANCE target asks its owner what next.
 */
function move(ctx: MibContext, draft: Draft<MibState>, u: number, to: number, emit: Emit<MibEvent>): void {
  const board = boardOf(ctx, draft);
  const march = draft.formations[draft.active]!.order?.type === 'march';
  const reach = pathTo(ctx, draft, board, u, march, to);
  const { path, cost } = reach;
  const unit = draft.units[u]!;
  const from = unit.hex;
  unit.hex = to;
  unit.facing = ctx.map.grid.directionTo(path[path.length - 2]!, to);
  unit.act = 1;
  const forced = cost > reach.allowance;
  unit.mp = Math.max(0, reach.allowance - cost);
  emit?.({ type: 'moved', rule: forced ? 'MiB 6.9' : 'MiB 6.0', unit: unitId(ctx, u), from: ctx.hexIds[from]!, to: ctx.hexIds[to]!, path: path.map((h) => ctx.hexIds[h]!), cost, forced });
  if (board.owner[to] === 1 - ctx.unitSide[u]!) raidWagons(ctx, draft, u, path[path.length - 2]!, emit);
  addFatigue(ctx, draft, u, FATIGUE_BY_ACTION.movement + (forced ? 1 : 0), forced ? 'MiB 6.9' : 'MiB FE', emit);
  if (forced && draft.units[u]!.hex >= 0) draft.roll = { kind: 'forced', unit: u, extra: cost - reach.allowance };
  const order = draft.formations[draft.active]!.order;
  if (order !== null && (order.type === 'attack' || order.type === 'advance') && !order.reached && order.target === unit.hex) draft.reached = true;
}
