/**
 * Cavalry withdrawing (JdG 6.3), after a reconnaissance or from a battle box before the battle: 1d6 for each cavalry
 * unit (the French take 1 off), which loses 1 PF on 4-6 where enemy cavalry is present, on 5-6 where none is; then
 * the counters that are left move to the box chosen.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import { connectionCost } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { eliminate } from './battle/losses.js';
import { withdrawalsGoOn } from './battle/withdrawBeforeBattle.js';
import { dropEntrenchments, enterBox } from './entering.js';

type D = Draft<JdgState>;

/** The side withdrawing: the phasing player's scouts in the movement phase, the defender's cavalry in a battle. */
export const withdrawalSide = (state: JdgState): Side => (state.phase === 'combat' ? enemyOf(state.player) : state.player);

/** The lowest modified roll that costs a withdrawing unit 1 PF (6.3): 4 with enemy cavalry present, 5 without. */
export const withdrawalLoss = (screened: boolean): number => (screened ? 4 : 5);

/** The withdrawal test of the next cavalry unit. */
export function withdrawalDie(_ctx: JdgContext, _state: JdgState): ChanceSpec {
  return { what: 'withdrawal test', rule: 'JdG 6.3', values: D6 };
}

/** Applies a unit's withdrawal test; after the last, the withdrawal is made. */
export function applyWithdrawalDie(ctx: JdgContext, draft: D, die: number, emit: Emit<JdgEvent>): void {
  const w = draft.withdrawal!;
  const unit = w.rolls.shift()!;
  const p = draft.pieces[unit]!;
  if (die - (p.side === 'french' ? 1 : 0) >= withdrawalLoss(w.screened)) {
    p.pf--;
    draft.losses[p.side]++;
    emit?.({ type: 'pfChanged', rule: 'JdG 6.3', side: p.side, piece: p.id, change: -1, pf: p.pf, cause: 'withdrawal', secret: !p.revealed });
    if (p.pf === 0) eliminate(ctx, draft, unit, 'JdG 6.3', emit);
  }
  if (w.rolls.length === 0) withdraw(ctx, draft, emit);
}

/** The withdrawing counters still on the map go to the box chosen; the scouts' movement stays halted there (5.2). */
function withdraw(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const w = draft.withdrawal!;
  draft.withdrawal = null;
  const side = withdrawalSide(draft);
  const moving = w.pieces.filter((i) => draft.pieces[i]!.status === 'map');
  const via = ctx.map.connectionsBetween(w.from, w.to)[0]!;
  for (const i of moving) {
    const p = draft.pieces[i]!;
    [p.box, p.from, p.via, p.force] = [w.to, w.from, via, -1];
  }
  if (moving.length > 0) emit?.({ type: 'withdrew', rule: 'JdG 6.3', side, from: ctx.boxIds[w.from]!, to: ctx.boxIds[w.to]!, pieces: moving.map((i) => draft.pieces[i]!.id) });
  dropEntrenchments(draft, w.from);
  enterBox(ctx, draft, w.to, side, moving, emit);
  if (draft.phase === 'combat') return withdrawalsGoOn(ctx, draft, emit);
  const a = draft.activation!;
  [a.box, a.pieces, a.pm] = [w.to, moving, a.pm - connectionCost(ctx, draft, via)];
  if (moving.length === 0) draft.activation = null;
}
