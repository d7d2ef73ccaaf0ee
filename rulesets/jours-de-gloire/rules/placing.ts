/**
 * Placing a counter whose box its owner chooses (JdG 3.3 set-up choices and arrivals, 7.1 dummies coming back), and
 * what follows once every counter is placed.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { enterBox } from './entering.js';

type D = Draft<JdgState>;

/** The side that places the next counter. */
export const placingSide = (state: JdgState): Side => state.pieces[state.placing[0]!.piece]!.side;

/** Places the next counter in `box`. */
export function place(ctx: JdgContext, draft: D, box: number, emit: Emit<JdgEvent>): void {
  const { piece } = draft.placing.shift()!;
  const p = draft.pieces[piece]!;
  [p.status, p.box, p.revealed, p.force] = ['map', box, false, -1];
  // a dummy comes back in secret (7.1); the set-up and arrivals are public (3.3)
  const secret = p.kind === 'dummy';
  emit?.({ type: 'placed', rule: secret ? 'JdG 7.1' : 'JdG 3.3', side: p.side, box: ctx.boxIds[box]!, pieces: [p.id], count: 1, secret });
  if (!secret) enterBox(ctx, draft, box, p.side, [piece], emit);
}
