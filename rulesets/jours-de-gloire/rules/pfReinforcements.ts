/**
 * PF reinforcements (JdG 3.3): given one at a time to in-command units of the arm (and army, or unit) the scenario
 * names, never more than one a unit a turn, never beyond the unit's full strength; what is not given waits.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { commandLevels } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { isBesieged } from './sieges.js';
import { duePf } from './turn.js';

type D = Draft<JdgState>;

/** The side whose PF reinforcements are due first. */
export const reinforcingSide = (state: JdgState): Side => duePf(state)[0]!.side;

/** PF a unit has given to detachments still in play (6.1), their stragglers included (5.4: they come back). */
export const detachedPf = (state: JdgState, unit: number): number =>
  state.pieces.reduce((sum, d) => sum + (d.origin === unit && d.status === 'map' ? d.pf + d.straggled : 0), 0);

/** The units that may take a PF of the first due reinforcement of `side` (none shut in a besieged citadel, 8.8: an interpretation). */
export function reinforceable(ctx: JdgContext, state: JdgState): number[] {
  const side = reinforcingSide(state);
  const entry = duePf(state).find((r) => r.side === side)!;
  const levels = commandLevels(ctx, state, side);
  return state.pieces.flatMap((p, i) =>
    p.status === 'map' && p.side === side && p.kind === 'unit' && p.arm === entry.arm && levels[i] === 'full' && !state.reinforced.includes(i) && !isBesieged(state, p.box, side) &&
    (entry.army === null || p.army === entry.army) && (entry.unit < 0 || entry.unit === i) && p.pf + p.straggled + detachedPf(state, i) < p.full
      ? [i]
      : [],
  );
}

/** Gives one PF to `unit` (3.3: a cross taken off the roster). */
export function reinforce(draft: D, unit: number, emit: Emit<JdgEvent>): void {
  const side = reinforcingSide(draft);
  const entry = draft.pfPool.find((r) => r.side === side && r.from <= draft.turn)!;
  const p = draft.pieces[unit]!;
  p.pf++;
  draft.reinforced.push(unit);
  entry.pf--;
  draft.pfPool = draft.pfPool.filter((r) => r.pf > 0);
  emit?.({ type: 'reinforced', rule: 'JdG 3.3', side, unit: p.id, pf: p.pf, secret: !p.revealed });
}

/** The reinforcing side gives no more this turn: its due PF wait for the next (an interpretation). */
export function deferReinforcements(draft: D): void {
  const side = reinforcingSide(draft);
  for (const r of draft.pfPool) if (r.side === side && r.from <= draft.turn) r.from = draft.turn + 1;
}
