/**
 * The end-of-movement rolls (JdG 5.4): stragglers of a forced march or a concentration on the Forced March Table
 * (-1 with a general of VC 3-4 in the box, -1 for cohesion 4 or more, +1 snow, +2 mud), marked "/" on the roster;
 * and units that stayed put recover one PF of stragglers, two on a 5 or 6.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import { bandResult } from '../tables/smallTables.js';
import type { JdgState } from '../types.js';
import { cohesionOf } from './battle/force.js';

/** The chance spec of the next roll. */
export function attritionDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  const { piece, kind } = state.attrition[0]!;
  // a player's own roll: the enemy does not see it (JdG 1.1: blind play)
  return { what: `${kind} of ${state.pieces[piece]!.id}`, rule: 'JdG 5.4', values: D6, privateTo: state.pieces[piece]!.side };
}

/** Applies the next roll. */
export function applyAttritionDie(ctx: JdgContext, draft: Draft<JdgState>, die: number, emit: Emit<JdgEvent>): void {
  const { piece, kind } = draft.attrition.shift()!;
  const p = draft.pieces[piece]!;
  if (p.status === 'map' && kind === 'recovery') {
    const back = Math.min(p.straggled, die >= 5 ? 2 : 1);
    [p.pf, p.straggled] = [p.pf + back, p.straggled - back];
    emit?.({ type: 'pfChanged', rule: 'JdG 5.4', side: p.side, piece: p.id, change: back, pf: p.pf, cause: 'recovered', secret: !p.revealed });
  } else if (p.status === 'map') {
    const general = draft.pieces.some((g, i) => g.status === 'map' && g.box === p.box && g.side === p.side && g.kind === 'general' && ctx.pieces[i]!.vc >= 3);
    const modifier = (general ? -1 : 0) + (cohesionOf(ctx, piece, p.box) >= 4 ? -1 : 0) + (draft.weather === 'snow' ? 1 : draft.weather === 'mud' ? 2 : 0);
    // stragglers never take a unit's last PF (an interpretation: they are recoverable, 5.4)
    const lost = Math.min(p.pf - 1, bandResult(draft.options.tables.forcedMarch, p.pf, die + modifier).result);
    if (lost > 0) {
      [p.pf, p.straggled] = [p.pf - lost, p.straggled + lost];
      emit?.({ type: 'pfChanged', rule: 'JdG 5.4', side: p.side, piece: p.id, change: -lost, pf: p.pf, cause: 'stragglers', secret: !p.revealed });
    }
  }
}
