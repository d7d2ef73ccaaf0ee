import type { Draft } from 'immer';
import { violation, type Emit, type Violation } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import type { Board } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { ARMY_MORALE, ORDER_RANGES } from '../tables.js';
import type { MibOrder, MibState } from '../types.js';
import { enemyOf, ORDER_TYPES, SIDES, type OrderType, type Side } from '../vocabulary.js';
import { changeArmyMorale, isShaken } from './armyMorale.js';
import { terrainDistance } from './reach.js';
import { formationId } from './unitStatus.js';

type OrderAction = Extract<MibAction, { type: 'order' }>;

/** The hexes an order may target (MiB 5.1): the scenario's named places and the hexes enemy units hold. */
export function orderTargets(ctx: MibContext, board: Board, side: Side): number[] {
  const enemy = SIDES.indexOf(enemyOf(side));
  const out = new Set(ctx.targets);
  for (let h = 0; h < board.owner.length; h++) if (board.owner[h] === enemy) out.add(h);
  return [...out].sort((a, b) => a - b);
}

/** The formations of `side` that may receive an order now: on the map, none issued this phase (MiB 3.3). */
export const orderable = (ctx: MibContext, state: MibState, side: Side): number[] =>
  state.formations.flatMap((f, i) => (ctx.formationSide[i] === SIDES.indexOf(side) && f.commander >= 0 && !f.ordered ? [i] : []));

/** The order types a side may issue: a shaken army issues no ATTACK or ADVANCE (MiB 12). */
export const issuable = (ctx: MibContext, state: MibState, side: Side): readonly OrderType[] =>
  isShaken(ctx, state, side) ? ORDER_TYPES.filter((t) => t !== 'attack' && t !== 'advance') : ORDER_TYPES;

/** Every order the side may issue now (MiB 3.3, 5.1): HOLD on the commander's hex, the others on any target. */
export function orderActions(ctx: MibContext, state: MibState, board: Board, side: Side): OrderAction[] {
  const out: OrderAction[] = [];
  const targets = orderTargets(ctx, board, side);
  for (const f of orderable(ctx, state, side)) {
    const formation = formationId(ctx, f);
    for (const order of issuable(ctx, state, side)) {
      const hexes = order === 'hold' ? [state.formations[f]!.commander] : targets;
      for (const h of hexes) if (!alreadyGiven(state, f, order, h)) out.push({ type: 'order', formation, order, target: ctx.hexIds[h]! });
    }
  }
  return out;
}

/** The formation follows this very order, or it is already on its way (interpretation 3.3: nothing to send). */
function alreadyGiven(state: MibState, f: number, type: OrderType, target: number): boolean {
  const { order, pending } = state.formations[f]!;
  return (order?.type === type && order.target === target) || (pending?.type === type && pending.target === target);
}

/** Why an order cannot be issued, or `null` (MiB 3.3, 5.1, 12). */
export function checkOrder(ctx: MibContext, state: MibState, board: Board, side: Side, a: OrderAction): Violation | null {
  const f = ctx.formationIndex.get(a.formation);
  if (f === undefined || !orderable(ctx, state, side).includes(f)) return violation('not-orderable', 'MiB 3.3', `formation: ${a.formation} is not a ${side} formation on the map without a new order this phase`);
  if (!issuable(ctx, state, side).includes(a.order)) return violation('army-shaken', 'MiB 12', `order: a shaken army issues no ${a.order.toUpperCase()} order`);
  const h = ctx.map.grid.indexOf(a.target);
  if (alreadyGiven(state, f, a.order, h)) return violation('same-order', 'MiB 3.3', `order: ${a.formation} already has this order, in force or on its way`);
  if (a.order === 'hold') return h === state.formations[f]!.commander ? null : violation('bad-target', 'MiB 5.1', `target: a HOLD order names its commander's hex, ${ctx.hexIds[state.formations[f]!.commander]}`);
  return orderTargets(ctx, board, side).includes(h) ? null : violation('bad-target', 'MiB 5.1', `target: ${a.target} is neither a named place nor an enemy-held hex`);
}

/** The box a new order's marker starts in (MiB OR): by the commander's MP range to the HQ, +5 with an order. */
export function orderBox(ctx: MibContext, state: MibState, f: number): number {
  const formation = state.formations[f]!;
  const side = SIDES[ctx.formationSide[f]!]!;
  const limit = ORDER_RANGES.limits[ORDER_RANGES.limits.length - 1]!;
  const range = terrainDistance(ctx, state, formation.commander, state.hq[side], limit) + (formation.order !== null ? ORDER_RANGES.withOrder : 0);
  const box = ORDER_RANGES.limits.findIndex((l) => range <= l);
  return box < 0 ? ORDER_RANGES.limits.length : box;
}

/** Issues an order: its marker goes to the box its range gives, replacing any order waiting (MiB 3.3, OR). */
export function issueOrder(ctx: MibContext, draft: Draft<MibState>, a: OrderAction, emit: Emit<MibEvent>): void {
  const f = ctx.formationIndex.get(a.formation)!;
  const box = orderBox(ctx, draft, f);
  const formation = draft.formations[f]!;
  formation.pending = { type: a.order, target: ctx.map.grid.indexOf(a.target), box };
  formation.ordered = true;
  emit?.({ type: 'orderIssued', rule: 'MiB OR', side: SIDES[ctx.formationSide[f]!]!, formation: a.formation, order: a.order, target: a.target, box });
}

/** Order markers in transit move one box closer (MiB OR, 3.3). */
export function moveMarkers(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  for (const [f, formation] of draft.formations.entries()) {
    formation.ordered = false;
    if (formation.pending === null || formation.pending.box === 0) continue;
    formation.pending.box--;
    emit?.({ type: 'orderMoved', rule: 'MiB OR', formation: formationId(ctx, f), box: formation.pending.box });
  }
}

/** One army morale change an order brings (MiB AM). */
export interface MoraleLine {
  readonly side: Side;
  readonly change: number;
  readonly reason: string;
}

/**
 * The army morale lines triggered when formation `f` passes from order `old` to `order` (MiB AM), `holder` giving the
 * side index holding a hex (-1 none): +1 for taking up
 * ATTACK or ADVANCE on an enemy-held hex (unless it already had one), −1 for an ATTACK discarded or replaced (the
 * enemy +1 unless the new order is another ATTACK), −1 for RETREAT, and −1 for MARCH toward the friendly map edge.
 */
export function orderMoraleLines(ctx: MibContext, state: MibState, holder: (hex: number) => number, f: number, old: MibOrder | null, order: MibOrder | null): MoraleLine[] {
  const side = SIDES[ctx.formationSide[f]!]!;
  const name = formationId(ctx, f);
  const out: MoraleLine[] = [];
  const offensive = (o: MibOrder | null): boolean => o !== null && (o.type === 'attack' || o.type === 'advance');
  if (order !== null && offensive(order) && !offensive(old) && holder(order.target) === SIDES.indexOf(enemyOf(side))) {
    out.push({ side, change: ARMY_MORALE.attackOrAdvanceOnEnemy, reason: `${name} takes up an ${order.type.toUpperCase()} order on an enemy-held hex` });
  }
  if (old?.type === 'attack') {
    out.push({ side, change: ARMY_MORALE.attackDiscarded, reason: `${name}'s ATTACK order is ${order === null ? 'discarded' : 'replaced'}` });
    if (order?.type !== 'attack') out.push({ side: enemyOf(side), change: ARMY_MORALE.enemyAttackDiscarded, reason: `the enemy's ${name} gives up its ATTACK order` });
  }
  if (order?.type === 'retreat') out.push({ side, change: ARMY_MORALE.retreatOrMarchBack, reason: `${name} takes up a RETREAT order` });
  if (order?.type === 'march' && towardEdge(ctx, side, state.formations[f]!.commander, order.target)) {
    out.push({ side, change: ARMY_MORALE.retreatOrMarchBack, reason: `${name} marches toward its own map edge` });
  }
  return out;
}

/**
 * Replaces a formation's order, with the army morale lines this triggers (`orderMoraleLines`). `quiet` replaces it
 * without them (a target marker removed on reaching it, AM line 3's exception; a broken HOLD set to RETREAT, AM line
 * 5).
 */
export function setOrder(ctx: MibContext, draft: Draft<MibState>, board: Board, f: number, order: MibOrder | null, rule: string, emit: Emit<MibEvent>, quiet = false): void {
  const old = draft.formations[f]!.order;
  const lines = quiet ? [] : orderMoraleLines(ctx, draft, (h) => board.owner[h]!, f, old, order);
  draft.formations[f]!.order = order;
  emit?.({ type: 'orderImplemented', rule, formation: formationId(ctx, f), order: order?.type ?? null, target: order === null ? null : ctx.hexIds[order.target]! });
  for (const line of lines) changeArmyMorale(draft, line.side, line.change, line.reason, emit);
}

/** Whether `target` is nearer the side's own map edge than `from` (MiB AM: a MARCH toward the friendly edge). */
function towardEdge(ctx: MibContext, side: Side, from: number, target: number): boolean {
  const edge = ctx.friendlyEdge[side];
  let a = Infinity;
  let b = Infinity;
  for (let h = 0; h < edge.length; h++) {
    if (edge[h] !== 1) continue;
    a = Math.min(a, ctx.map.grid.distance(from, h));
    b = Math.min(b, ctx.map.grid.distance(target, h));
  }
  return b < a;
}
