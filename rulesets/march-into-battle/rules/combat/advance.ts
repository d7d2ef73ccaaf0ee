import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import { boardOf, TERRAIN, type Board } from '../../board.js';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import type { MibState } from '../../types.js';
import { stepCost } from '../moveCost.js';
import { stackingSp, unitId } from '../unitStatus.js';
import { endCombat } from './finish.js';

/** The attacking units of the stack in `hex` that may advance (not disorganised, MiB 8.0). */
const stackAt = (state: MibState, hex: number): number[] => state.combat!.attackers.filter((u) => state.units[u]!.hex === hex && !state.units[u]!.dis);

/**
 * Where the advancing stack may go next (MiB 7.3): the first stack of the attack still to choose enters the vacated
 * hex first; once advancing, it may go on into adjacent passable hexes no enemy holds, with room, until its hexes
 * are spent or it enters an enemy zone of control.
 */
export function advanceHexes(ctx: MibContext, state: MibState, board: Board): number[] {
  const combat = state.combat!;
  const adv = combat.advance!;
  if (adv.units.length === 0) return [combat.target];
  const cur = state.units[adv.units[0]!]!.hex;
  const side = ctx.unitSide[adv.units[0]!]!;
  const need = adv.units.reduce((s, u) => s + stackingSp(ctx, state, u), 0);
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const j = ctx.map.grid.neighbor(cur, d);
    if (j < 0 || board.owner[j] === 1 - side || ctx.terrain[j] === TERRAIN.river || stepCost(ctx, state, cur, d, false) === Infinity) continue;
    if ((board.owner[j] === side ? board.sp[j]! : 0) + need <= state.options.stacking.limit) out.push(j);
  }
  return out;
}

/** Advances the stack one hex (MiB 7.3); entering an enemy zone of control ends it. */
export function advanceStep(ctx: MibContext, draft: Draft<MibState>, to: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const adv = combat.advance!;
  if (adv.units.length === 0) adv.units = stackAt(draft, adv.hexes[0]!);
  const units = adv.units.filter((u) => draft.units[u]!.hex >= 0);
  const from = draft.units[units[0]!]!.hex;
  const board = boardOf(ctx, draft);
  for (const u of units) draft.units[u]!.hex = to;
  emit?.({ type: 'advanced', rule: 'MiB 7.3', units: units.map((u) => unitId(ctx, u)), from: ctx.hexIds[from]!, to: ctx.hexIds[to]! });
  adv.left--;
  const order = draft.formations[draft.active]?.order;
  if (order && (order.type === 'attack' || order.type === 'advance') && !order.reached && order.target === to) draft.reached = true;
  const side = ctx.unitSide[units[0]!]!;
  if (adv.left <= 0 || (board.zoc[1 - side]![to] === 1 && board.owner[to] !== side)) endCombat(ctx, draft, emit);
}

/** The stack declines to advance (further): the next stack may advance instead while none has (MiB 7.3). */
export function stopAdvance(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const adv = draft.combat!.advance!;
  if (adv.units.length === 0) adv.hexes.shift();
  if (adv.units.length > 0 || adv.hexes.length === 0) endCombat(ctx, draft, emit);
}
