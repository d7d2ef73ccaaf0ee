import type { Draft } from 'immer';
import { D6, type ChanceSpec, type Emit } from 'kriegsspiel';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import { SIDES } from '../vocabulary.js';
import { addFatigue, takeLoss } from './losses.js';
import { stepCost } from './moveCost.js';
import { KIND, stackingSp, unitId } from './unitStatus.js';

/** The morale check of a unit's pending roll (MiB MC): straggler recovery, forced march, or a smashed unit's check. */
export const unitRollDie = (state: MibState): ChanceSpec => {
  const rule = state.roll!.kind === 'recover' ? 'MiB 9.2' : state.roll!.kind === 'forced' ? 'MiB 6.9' : 'MiB 9.2';
  return { what: `${state.roll!.kind === 'forced' ? 'forced march' : 'straggler'} check`, rule, values: D6 };
};

/** The first smashed unit of the active formation yet to make its straggler check (MiB 9.2), or -1. */
export function smashedToCheck(ctx: MibContext, state: MibState): number {
  if (state.active < 0) return -1;
  return ctx.formationUnits[state.active]!.find((u) => state.units[u]!.smashed && state.units[u]!.hex >= 0 && state.units[u]!.act === 0) ?? -1;
}

/**
 * Resolves a unit's morale check (MiB MC): a recovery brings back 1 straggler (9.2); a forced march failed costs 1
 * straggler, the rating less the extra MP (cavalry: twice the rating less them, 6.9).
 */
export function applyUnitRoll(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const { kind, unit: u, extra } = draft.roll!;
  draft.roll = null;
  const morale = ctx.units[u]!.morale;
  const rating = kind === 'forced' ? (ctx.unitKind[u] === KIND.cavalry ? 2 * morale : morale) - extra : morale;
  const passed = roll <= rating;
  const rule = kind === 'forced' ? 'MiB 6.9' : 'MiB 9.2';
  emit?.({ type: 'moraleCheck', rule, unit: unitId(ctx, u), roll, rating, passed });
  if (kind === 'recover' && passed) {
    draft.units[u]!.s--;
    emit?.({ type: 'stragglers', rule, unit: unitId(ctx, u), change: -1 });
  }
  if (kind === 'forced' && !passed) takeLoss(ctx, draft, u, 's', rule, emit);
}

/**
 * A smashed unit's straggler check at activation (MiB 9.2): passed, it loses the Smashed marker and does nothing
 * more; failed, it stays smashed, falls back 2 hexes toward its own map edge and rises a fatigue level.
 */
export function applySmashedCheck(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const u = smashedToCheck(ctx, draft);
  const unit = draft.units[u]!;
  unit.act = 2;
  const passed = roll <= ctx.units[u]!.morale;
  emit?.({ type: 'moraleCheck', rule: 'MiB 9.2', unit: unitId(ctx, u), roll, rating: ctx.units[u]!.morale, passed });
  if (passed) {
    unit.smashed = false;
    emit?.({ type: 'smashed', rule: 'MiB 9.2', unit: unitId(ctx, u), cleared: true });
    return;
  }
  for (let step = 0; step < 2; step++) {
    const to = fallBackHex(ctx, draft, u);
    if (to < 0) break;
    emit?.({ type: 'retreated', rule: 'MiB 9.2', units: [unitId(ctx, u)], from: ctx.hexIds[unit.hex]!, to: ctx.hexIds[to]! });
    unit.hex = to;
  }
  addFatigue(ctx, draft, u, 1, 'MiB 9.2', emit);
}

/** The adjacent hex nearest the unit's own map edge it can enter with room, or -1 (interpretation 9.2). */
function fallBackHex(ctx: MibContext, state: MibState, u: number): number {
  const board = boardOf(ctx, state);
  const side = ctx.unitSide[u]!;
  const edge = ctx.friendlyEdge[SIDES[side]!];
  const from = state.units[u]!.hex;
  const distToEdge = (h: number): number => {
    let best = Infinity;
    for (let e = 0; e < edge.length; e++) if (edge[e] === 1) best = Math.min(best, ctx.map.grid.distance(h, e));
    return best;
  };
  let best = -1;
  let bestDistance = distToEdge(from);
  for (let d = 0; d < 6; d++) {
    const j = ctx.map.grid.neighbor(from, d);
    if (j < 0 || board.owner[j] === 1 - side || stepCost(ctx, state, from, d, false) === Infinity) continue;
    if (board.sp[j]! + stackingSp(ctx, state, u) > state.options.stacking.limit) continue;
    const dist = distToEdge(j);
    if (dist < bestDistance) [best, bestDistance] = [j, dist];
  }
  return best;
}
