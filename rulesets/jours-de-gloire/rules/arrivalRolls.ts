/**
 * The dice of S9's optional reinforcements (JdG S9), opened by `startArrivalRolls`, all public. The Italy die
 * releases every group still waiting whose faces it shows (odd: Archduke Jean's, 2 or 4: Eugène's, 6: neither); what
 * has not entered waits for the next turn's die, the only way in. A side's additional reinforcements die: on its
 * unit faces the side may bring in one of its units not yet in play, of its choice (or none); on its PF faces its
 * unit gets the PF, on the map, or before it arrives by adding to the strength it will enter with, never beyond
 * its full strength (the rule names the unit: no line of communication is needed, 3.3's one PF a turn gives way).
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { detachedPf } from './pfReinforcements.js';
import { additionalRules, enteringPf, pendingGroups } from './optionalArrivals.js';

type D = Draft<JdgState>;

const ruleOf = (ctx: JdgContext, state: JdgState, side: Side) => additionalRules(ctx, state)!.rolls.find((r) => r.side === side)!;

/** The next optional die: the Italy die, or a side's additional reinforcements die. */
export function arrivalDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  const roll = state.optionalArrivals.rolls[0]!;
  return { what: roll === 'italy' ? 'reinforcements from Italy' : `${roll} additional reinforcements`, rule: 'JdG S9', values: D6 };
}

/** The units a side may bring in now: its rule's units not yet in play. */
export function callable(ctx: JdgContext, state: JdgState, side: Side): number[] {
  return ruleOf(ctx, state, side).units.map((u) => ctx.pieceIndex.get(u.piece)!).filter((i) => state.pieces[i]!.status === 'spare');
}

/** Applies the next optional die. */
export function applyArrivalDie(ctx: JdgContext, draft: D, die: number, emit: Emit<JdgEvent>): void {
  const o = draft.optionalArrivals;
  const roll = o.rolls.shift()!;
  if (roll === 'italy') {
    const ids = pendingGroups(ctx, draft).filter((g) => g.faces.includes(die)).flatMap((g) => g.pieces);
    o.entering.push(...ids.map((id) => ctx.pieceIndex.get(id)!));
    emit?.({ type: 'arrivalRolled', rule: 'JdG S9', roll, die, outcome: ids.length > 0 ? 'enter' : 'none', pieces: ids });
    return;
  }
  const rule = ruleOf(ctx, draft, roll);
  const units = callable(ctx, draft, roll);
  if (rule.faces.includes(die) && units.length > 0) {
    o.choosing = roll;
    emit?.({ type: 'arrivalRolled', rule: 'JdG S9', roll, die, outcome: 'choose', pieces: units.map((i) => draft.pieces[i]!.id) });
  } else if (rule.pf !== undefined && rule.pf.faces.includes(die)) {
    emit?.({ type: 'arrivalRolled', rule: 'JdG S9', roll, die, outcome: 'pf', pieces: [rule.pf.unit] });
    givePf(ctx, draft, roll, rule.pf.unit, rule.pf.pf, emit);
  } else {
    emit?.({ type: 'arrivalRolled', rule: 'JdG S9', roll, die, outcome: 'none', pieces: [] });
  }
}

/** Gives `pf` PF to a side's named unit, up to its full strength: on the map, or banked for its arrival while it waits. */
function givePf(ctx: JdgContext, draft: D, side: Side, unit: string, pf: number, emit: Emit<JdgEvent>): void {
  const i = ctx.pieceIndex.get(unit)!;
  const p = draft.pieces[i]!;
  if (p.status === 'map') {
    const given = Math.min(pf, p.full - p.pf - p.straggled - detachedPf(draft, i));
    if (given <= 0) return;
    p.pf += given;
    emit?.({ type: 'reinforced', rule: 'JdG S9', side, unit, pf: p.pf, secret: !p.revealed });
    return;
  }
  const arrival = ctx.scenario.reinforcements.find((r) => r.piece === unit);
  if (p.status !== 'waiting' || arrival === undefined) return;
  const o = draft.optionalArrivals;
  const entering = enteringPf(ctx, arrival);
  const banked = Math.min(o.extraPf[side] + pf, p.full - entering);
  if (banked <= o.extraPf[side]) return;
  o.extraPf[side] = banked;
  emit?.({ type: 'reinforced', rule: 'JdG S9', side, unit, pf: entering + banked, secret: false });
}

/** The choosing side brings in `piece` with the turn's arrivals, or none (`-1`). */
export function callUnit(draft: D, piece: number, emit: Emit<JdgEvent>): void {
  const o = draft.optionalArrivals;
  const side = o.choosing!;
  o.choosing = null;
  if (piece < 0) return;
  o.entering.push(piece);
  o.lastUnit[side] = draft.turn;
  emit?.({ type: 'unitCalled', rule: 'JdG S9', side, piece: draft.pieces[piece]!.id });
}
