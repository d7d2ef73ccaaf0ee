import type { Draft, Emit } from 'kriegsspiel';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import { endTurn, regroupable } from './sequence.js';

/**
 * The French regroup (ACG 5.5), once per game: every French unit on the map short of full strength and out of
 * enemy zones of control gains one step, and the French steps lost go down by as many. Declining ends the turn.
 */
export function applyRegroup(ctx: AcgContext, draft: Draft<AcgState>, regroup: boolean, emit: Emit<AcgEvent>): void {
  if (regroup) {
    const units = regroupable(ctx, draft);
    for (const u of units) draft.units[u]!.steps++;
    draft.lost.french -= units.length;
    draft.regrouped = true;
    emit?.({ type: 'regrouped', rule: 'ACG 5.5', steps: units.length });
  }
  endTurn(ctx, draft, emit);
}
