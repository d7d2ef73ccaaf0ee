/**
 * Arrival boxes kept clear (JdG 3.3): no side may occupy a box where enemy reinforcements arrive in their turn of
 * entry. Movement never enters one (see `arrivalBoxes`); a side that stands in one all the same when they arrive (it
 * was there first, or came by a retreat) moves its counters there one box, to a box of its choice with no enemy
 * combat unit and not itself an arrival box, before the reinforcements are placed. The counters move together
 * (an interpretation: the rule speaks of "his unit"), face down as they were; with nowhere to go they stay.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { exits, hasUnits, piecesIn } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { enterBox } from './entering.js';
import { arrivals } from './optionalArrivals.js';

type D = Draft<JdgState>;

/** The boxes where `side`'s reinforcements arrive this turn, which its enemy may not enter (3.3). */
export function arrivalBoxes(ctx: JdgContext, state: JdgState, side: Side): number[] {
  return arrivals(ctx, state).flatMap((r) => (ctx.pieces[ctx.pieceIndex.get(r.piece)!]!.side === side && typeof r.box === 'string' ? [ctx.map.indexOf(r.box)] : []));
}

/** Queues, before the turn's arrivals are placed, each side's counters standing in an arrival box of its enemy's. */
export function queueEvictions(ctx: JdgContext, draft: D): void {
  for (const arriving of [draft.first!, enemyOf(draft.first!)]) {
    const side = enemyOf(arriving);
    const arrivals = arrivalBoxes(ctx, draft, arriving);
    for (const box of [...new Set(arrivals)].sort((a, b) => a - b)) {
      if (piecesIn(draft, box, side).length === 0) continue;
      const boxes = exits(ctx, draft, box).map(([n]) => n).filter((n) => !hasUnits(draft, n, arriving) && !arrivals.includes(n));
      if (boxes.length > 0) draft.evictions.push({ box, side, boxes: [...new Set(boxes)].sort((a, b) => a - b) });
    }
  }
}

/** Moves `side`'s counters out of the first queued arrival box to `to`. */
export function evict(ctx: JdgContext, draft: D, to: number, emit: Emit<JdgEvent>): void {
  const { box, side } = draft.evictions.shift()!;
  const pieces = piecesIn(draft, box, side);
  for (const i of pieces) draft.pieces[i]!.box = to;
  emit?.({ type: 'evicted', rule: 'JdG 3.3', side, from: ctx.boxIds[box]!, to: ctx.boxIds[to]!, count: pieces.length });
  enterBox(ctx, draft, to, side, pieces, emit);
}
