/**
 * Captured generals (JdG 4.2, 8.7, 8.8, 9.0): taken only by an encirclement or a siege; 1 VP each to the captor, 3
 * for a commander-in-chief; Napoléon's capture ends the game in the Coalition's favour.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import type { JdgState } from '../../types.js';
import { enemyOf, type Side } from '../../vocabulary.js';
import { finishGame } from '../victory.js';
import { isCommander } from '../../chiefs.js';

/** Captures `side`'s generals in `box`. */
export function captureGenerals(ctx: JdgContext, draft: Draft<JdgState>, box: number, side: Side, rule: string, emit: Emit<JdgEvent>): void {
  let napoleon = false;
  draft.pieces.forEach((p, i) => {
    if (p.status !== 'map' || p.box !== box || p.side !== side || p.kind !== 'general') return;
    [p.status, p.box] = ['captured', -1];
    const points = isCommander(ctx, draft, i) ? 3 : 1;
    draft.vp[enemyOf(side)] += points;
    emit?.({ type: 'captured', rule, side, piece: p.id, box: ctx.boxIds[box]! });
    emit?.({ type: 'victoryPoints', rule: 'JdG 9.0', side: enemyOf(side), points, reason: `captured ${ctx.pieces[i]!.name}` });
    if (p.id === 'g:napoleon') napoleon = true;
  });
  if (napoleon) {
    const outcome = { rule: 'JdG 9.0', grade: 'Napoléon captured', summary: 'Napoléon is captured: the game ends in the Coalition\'s victory', reason: 'Napoléon is captured' };
    finishGame(draft, 'coalition', outcome, emit);
  }
}
