import type { Draft } from 'immer';
import { D6, type ChanceSpec, type Emit } from 'kriegsspiel';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { FATIGUE_BY_ACTION, ORDER_CHECK } from '../tables.js';
import type { MibState } from '../types.js';
import { SIDES } from '../vocabulary.js';
import { breakHold } from './armyMorale.js';
import { cup } from './flow.js';
import { addFatigue } from './losses.js';
import { setOrder } from './orders.js';
import { markSupply } from './supply.js';
import { formationId, isCombat, isNight, strength } from './unitStatus.js';

/** The chit pull (MiB SoP III.A): every chit left in the cup equally likely; the values are formation indices. */
export const chitPull = (ctx: MibContext, state: MibState): ChanceSpec => ({ what: 'selection chit', rule: 'MiB SoP', values: cup(ctx, state) });

/** A formation makes an order check when it has an order; one only waiting in Orders Received needs none (MiB OC, 5.3). */
export const needsOrderCheck = (state: MibState, f: number): boolean => state.formations[f]!.order !== null;

/** The pulled formation activates (MiB SoP III.B): its units may act again, its supply is checked (11.2). */
export function activate(ctx: MibContext, draft: Draft<MibState>, f: number, emit: Emit<MibEvent>): void {
  draft.active = f;
  const formation = draft.formations[f]!;
  formation.activated = true;
  formation.restOnly = false;
  formation.commanderMoved = false;
  emit?.({ type: 'chitPulled', rule: 'MiB SoP', formation: formationId(ctx, f) });
  for (const u of ctx.formationUnits[f]!) Object.assign(draft.units[u]!, { act: 0, mp: 0 });
  markSupply(ctx, draft, boardOf(ctx, draft), f, emit);
  draft.checked = !needsOrderCheck(draft, f);
  if (draft.checked) implementReceived(ctx, draft, f, emit);
}

/** The share of its starting SP the formation has lost (casualties, stragglers, eliminated units; MiB OC). */
export function lossFraction(ctx: MibContext, state: MibState, f: number): number {
  let left = 0;
  for (const u of ctx.formationUnits[f]!) {
    const unit = state.units[u]!;
    if (isCombat(ctx, u) && unit.hex !== -2) left += strength(ctx, unit, u);
  }
  const start = ctx.formationSp[f]!;
  return start === 0 ? 0 : (start - left) / start;
}

/** The order check's die (MiB OC). */
export const orderCheckDie = (): ChanceSpec => ({ what: 'order check', rule: 'MiB OC', values: D6 });

/**
 * Resolves the order check (MiB OC, 5.3): roll + rating of 6 or less follows orders; above, a formation that lost a
 * third of its SP drops them (a HOLD dropped so costs 1 army morale, AM); a commander rated 3 or less who rolls a
 * natural 1 gives only rest actions. Then an order waiting in Orders Received is implemented (5.4).
 */
export function applyOrderCheck(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const f = draft.active;
  const formation = draft.formations[f]!;
  const total = roll + formation.rating;
  const restOnly = formation.rating <= ORDER_CHECK.restOnlyRatingAtMost && roll === ORDER_CHECK.restOnlyRoll;
  const drop = total > ORDER_CHECK.followAtMost && formation.order !== null && lossFraction(ctx, draft, f) >= ORDER_CHECK.dropLossFraction;
  draft.checked = true;
  formation.restOnly = restOnly;
  emit?.({ type: 'orderCheck', rule: 'MiB OC', formation: formationId(ctx, f), roll, total, result: restOnly ? 'rest-only' : drop ? 'drop' : 'follow' });
  if (drop) {
    const side = SIDES[ctx.formationSide[f]!]!;
    if (formation.order?.type === 'hold') breakHold(draft, f, side, `${formationId(ctx, f)} drops its HOLD order on a mandatory order check`, emit);
    setOrder(ctx, draft, boardOf(ctx, draft), f, null, 'MiB OC', emit);
  }
  implementReceived(ctx, draft, f, emit);
}

/** An order in Orders Received replaces the formation's order (MiB 5.4). */
function implementReceived(ctx: MibContext, draft: Draft<MibState>, f: number, emit: Emit<MibEvent>): void {
  const pending = draft.formations[f]!.pending;
  if (pending === null || pending.box !== 0) return;
  draft.formations[f]!.pending = null;
  setOrder(ctx, draft, boardOf(ctx, draft), f, { type: pending.type, target: pending.target, reached: false }, 'MiB 5.4', emit);
}

/**
 * Ends the active formation's activation (MiB 4.0): its units that took no action rest when no enemy zone reaches
 * them, and stand otherwise.
 */
export function endActivation(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const board = boardOf(ctx, draft);
  for (const u of ctx.formationUnits[draft.active]!) {
    const unit = draft.units[u]!;
    if (unit.hex < 0 || unit.act !== 0 || board.zoc[1 - ctx.unitSide[u]!]![unit.hex] === 1) continue;
    rest(ctx, draft, u, emit);
  }
  draft.active = -1;
}

/** Day rest (−1 level) or night rest (−3), reorganising a disorganised unit (MiB 4.1, 13.0, interpretation 4.1). */
export function rest(ctx: MibContext, draft: Draft<MibState>, u: number, emit: Emit<MibEvent>): void {
  const night = isNight(ctx, draft);
  const unit = draft.units[u]!;
  unit.act = 2;
  emit?.({ type: 'rested', rule: night ? 'MiB 13.0' : 'MiB 4.1', unit: ctx.units[u]!.id, night });
  unit.dis = false;
  addFatigue(ctx, draft, u, night ? FATIGUE_BY_ACTION.nightRest : FATIGUE_BY_ACTION.dayRest, night ? 'MiB 13.0' : 'MiB 4.1', emit);
}
