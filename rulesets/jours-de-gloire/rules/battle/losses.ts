/**
 * Taking a battle's losses (JdG 8.4): the owner spreads them equitably over the units present, one PF at a time, and
 * eliminates a unit only when no other can take a loss. Losses count for the victory points of 9.0.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import type { JdgState } from '../../types.js';
import { enemyOf, type Side } from '../../vocabulary.js';
import { forceUnits } from './force.js';

type D = Draft<JdgState>;

/** The side that owes losses now (the attacker first), or `null`. */
export function owingSide(state: JdgState): Side | null {
  const battle = state.battle!;
  for (const side of [battle.attacker, enemyOf(battle.attacker)]) if (battle.owed[side] > 0) return side;
  return null;
}

/** The box a side's force of the battle stands in: the battle box, or where the loser retreated (pursuit, P6). */
export const forceBox = (state: JdgState, side: Side): number =>
  state.battle!.retreatedTo >= 0 && side === state.battle!.loser ? state.battle!.retreatedTo : state.battle!.box;

/**
 * The units that may take the next PF (8.4): among those that would survive it, the ones that have taken the fewest
 * in this allocation; only if none would survive, any unit.
 */
export function lossOptions(state: JdgState, side: Side): number[] {
  const units = forceUnits(state, forceBox(state, side), side);
  const taken = (i: number) => state.battle!.taken.filter((t) => t === i).length;
  const survivors = units.filter((i) => state.pieces[i]!.pf >= 2);
  if (survivors.length === 0) return units;
  const least = Math.min(...survivors.map(taken));
  return survivors.filter((i) => taken(i) === least);
}

/** Takes one PF from a unit; an empty force owes nothing more. Returns when the side owes nothing. */
export function loseOne(ctx: JdgContext, draft: D, side: Side, unit: number, cause: 'combat' | 'pursuit', emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const p = draft.pieces[unit]!;
  p.pf--;
  battle.owed[side]--;
  battle.lost[side]++;
  battle.taken.push(unit);
  draft.losses[side]++;
  emit?.({ type: 'pfChanged', rule: 'JdG 8.4', side, piece: p.id, change: -1, pf: p.pf, cause });
  if (p.pf === 0) eliminate(ctx, draft, unit, 'JdG 8.4', emit);
  if (forceUnits(draft, forceBox(draft, side), side).length === 0) battle.owed[side] = 0;
}

/** A unit goes off the map for good (8.4); a detachment's counter can be used again (6.1). */
export function eliminate(ctx: JdgContext, draft: D, unit: number, rule: string, emit: Emit<JdgEvent>): void {
  const p = draft.pieces[unit]!;
  emit?.({ type: 'eliminated', rule, side: p.side, piece: p.id, box: ctx.boxIds[p.box]! });
  draft.losses[p.side] += p.pf;
  [p.pf, p.box, p.force, p.status] = [0, -1, -1, ctx.pieces[unit]!.detachment ? 'spare' : 'eliminated'];
}
