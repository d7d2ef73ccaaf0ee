import type { Draft, Emit } from 'kriegsspiel';
import { contestedBoxes, hasUnits } from '../../board.js';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import type { JdgState } from '../../types.js';
import { SIDES } from '../../vocabulary.js';
import { displaceLoneGenerals, takeBox } from '../entering.js';

/**
 * A battle is over (JdG 8.1): the side left alone holds the box (9.0), a general left alone with the enemy is moved
 * on (4.2).
 */
export function battleDone(ctx: JdgContext, draft: Draft<JdgState>, emit: Emit<JdgEvent>): void {
  const box = draft.battle!.box;
  draft.battle = null;
  holdAfterBattle(ctx, draft, box, emit);
  for (const side of SIDES) displaceLoneGenerals(ctx, draft, box, side, emit);
  if (draft.phase === 'over') return;
  const contested = contestedBoxes(draft);
  draft.battles = draft.battles.filter((b) => b !== box && contested.includes(b));
}

/** Takes a box for the side alone in it after a battle (9.0: its flag). */
function holdAfterBattle(ctx: JdgContext, draft: Draft<JdgState>, box: number, emit: Emit<JdgEvent>): void {
  const sides = (['french', 'coalition'] as const).filter((s) => hasUnits(draft, box, s));
  if (sides.length === 1) takeBox(ctx, draft, box, sides[0]!, emit);
}

