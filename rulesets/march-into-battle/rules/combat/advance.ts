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
 * Where the advancing stack may go next (MiB 7.3): each attacking stack in turn enters the vacated hex first; once
 * advancing, it may go on into adjacent passable hexes no enemy holds, until its hexes are spent or it enters an enemy
 * zone of control. Every hex needs room for the stack (6.8); none is the hex of a stack still to choose.
 */
export function advanceHexes(ctx: MibContext, state: MibState, board: Board): number[] {
  const combat = state.combat!;
  const adv = combat.advance!;
  const units = adv.units.length > 0 ? adv.units : stackAt(state, adv.hexes[0]!);
  const side = ctx.unitSide[units[0]!]!;
  const need = units.reduce((s, u) => s + stackingSp(ctx, state, u), 0);
  const room = (h: number): boolean => (board.owner[h] === side ? board.sp[h]! : 0) + need <= state.options.stacking.limit;
  if (adv.units.length === 0) return room(combat.target) ? [combat.target] : [];
  const cur = state.units[units[0]!]!.hex;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const j = ctx.map.grid.neighbor(cur, d);
    if (j < 0 || board.owner[j] === 1 - side || ctx.terrain[j] === TERRAIN.river || stepCost(ctx, state, cur, d, false) === Infinity) continue;
    if (room(j) && !adv.hexes.includes(j, 1)) out.push(j);
  }
  return out;
}

/** Advances the stack one hex (MiB 7.3); its hexes spent, or an enemy zone of control entered, the next stack may advance. */
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
  if (adv.left <= 0 || board.zoc[1 - ctx.unitSide[units[0]!]!]![to] === 1) stopAdvance(ctx, draft, emit);
}

/** The stack declines to advance (further): the next attacking stack may advance in its turn (MiB 7.3). */
export function stopAdvance(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const adv = combat.advance!;
  adv.hexes.shift();
  adv.units = [];
  adv.left = draft.options.crt[combat.row]!.attacker.hexes;
  if (adv.hexes.length === 0) endCombat(ctx, draft, emit);
}
