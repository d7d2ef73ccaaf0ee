import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import { SIDES } from '../vocabulary.js';
import { setOrder } from './orders.js';

type TargetAction = Extract<MibAction, { type: 'target' }>;

/** The choices when a HOLD breaks (MiB AM line 5): set RETREAT, or keep the order the formation has. */
export const HOLD_BROKEN_ACTIONS: readonly TargetAction[] = [
  { type: 'target', choice: 'retreat' },
  { type: 'target', choice: 'keep' },
];

/** The hex of the side's friendly map edge nearest `from` (the lowest index on a tie): the broken HOLD's RETREAT target. */
function nearestEdgeHex(ctx: MibContext, side: number, from: number): number {
  const edge = ctx.friendlyEdge[SIDES[side]!];
  let best = -1;
  let distance = Infinity;
  for (let h = 0; h < edge.length; h++) {
    if (edge[h] !== 1) continue;
    const d = ctx.map.grid.distance(from, h);
    if (d < distance) [best, distance] = [h, d];
  }
  return best;
}

/**
 * The owner's choice for the first formation whose HOLD broke (MiB AM line 5): `retreat` sets a RETREAT order toward
 * the nearest hex of the side's friendly map edge from its commander, with no army morale line (the RETREAT line
 * included); `keep` leaves its order as it is.
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { breakHold } from './armyMorale.js';
 * import { applyHoldBroken } from './holdBroken.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const draft = structuredClone(state) as Draft<MibState>;
 * breakHold(draft, 0, 'french', 'Massena leaves his hex by retreat', undefined); // formation 0, fr-iv
 * applyHoldBroken(ctx, draft, { type: 'target', choice: 'retreat' }, undefined);
 * draft.formations[0]!.order?.type; // 'retreat', toward the French map edge
 * ```
 */
export function applyHoldBroken(ctx: MibContext, draft: Draft<MibState>, a: TargetAction, emit: Emit<MibEvent>): void {
  const f = draft.holdBroken.shift()!;
  if (a.choice !== 'retreat') return;
  const target = nearestEdgeHex(ctx, ctx.formationSide[f]!, draft.formations[f]!.commander);
  setOrder(ctx, draft, boardOf(ctx, draft), f, { type: 'retreat', target, reached: false }, 'MiB AM', emit, true);
}
