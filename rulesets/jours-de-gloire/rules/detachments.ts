/**
 * Detachments (JdG 6.1): at the start of its movement an in-command unit of the active stack may put PF on a free
 * detachment counter of its arm whose cohesion is no better than its own, 1 PM to each; the detachment answers to the
 * unit's commander-in-chief. A detachment and its unit in one box, both unmoved and out of battle, join again the
 * same way; an independent detachment joins any unit of its arm but a Guard unit, never beyond the unit's full
 * strength. S5-S6 make the Mortier counter a detachment of at most 2 PF from a date (namedDetachment).
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { enemyCounters } from '../board.js';
import { commandLevels } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { detachedPf } from './pfReinforcements.js';
import { dateOf } from './turn.js';

type D = Draft<JdgState>;

const dateIndex = (d: { readonly year: number; readonly month: number; readonly half: string }) => d.year * 24 + (d.month - 1) * 2 + (d.half === 'end' ? 1 : 0);

/** The counters `unit` may detach onto now: the first free detachment counter of its arm it may make, and S5-S6's named one. */
function countersFor(ctx: JdgContext, state: JdgState, unit: number): { readonly counter: number; readonly maxPf: number }[] {
  const p = state.pieces[unit]!;
  const co = ctx.pieces[unit]!.co;
  const out: { counter: number; maxPf: number }[] = [];
  const generic = state.pieces.findIndex((d, i) => d.status === 'spare' && d.side === p.side && d.arm === p.arm && ctx.pieces[i]!.detachment && ctx.pieces[i]!.co <= co);
  if (generic >= 0) out.push({ counter: generic, maxPf: p.pf - 1 });
  const named = ctx.scenario.special.namedDetachment;
  const n = named === undefined ? -1 : ctx.pieceIndex.get(named.piece) ?? -1;
  if (named !== undefined && n >= 0 && named.side === p.side && state.pieces[n]!.status === 'spare' && dateIndex(dateOf(ctx, state)) >= dateIndex(named.from) && ctx.pieces[n]!.co <= co && ctx.pieces[n]!.arm === p.arm) {
    out.push({ counter: n, maxPf: Math.min(named.maxPf, p.pf - 1) });
  }
  return out.filter((c) => c.maxPf >= 1);
}

/** Every detachment the active stack may make (6.1): before it moves, from an in-command unit (4.5) not itself a detachment. */
export function detachOptions(ctx: JdgContext, state: JdgState): { readonly unit: number; readonly counter: number; readonly pf: number }[] {
  const a = state.activation;
  if (a === null || a.started || a.pm < 1) return [];
  const levels = commandLevels(ctx, state, state.player);
  const out: { unit: number; counter: number; pf: number }[] = [];
  for (const unit of a.pieces) {
    const p = state.pieces[unit]!;
    if (p.kind !== 'unit' || ctx.pieces[unit]!.detachment || levels[unit] !== 'full' || p.pf < 2) continue;
    for (const { counter, maxPf } of countersFor(ctx, state, unit)) for (let pf = 1; pf <= maxPf; pf++) out.push({ unit, counter, pf });
  }
  return out;
}

/** Makes a detachment (6.1): 1 PM from the stack (its unit of origin spends it) and from the new counter. */
export function detach(ctx: JdgContext, draft: D, unit: number, counter: number, pf: number, emit: Emit<JdgEvent>): void {
  const origin = draft.pieces[unit]!;
  const d = draft.pieces[counter]!;
  origin.pf -= pf;
  Object.assign(d, { status: 'map', box: origin.box, pf, full: pf, straggled: 0, origin: unit, army: origin.army, revealed: false, force: -1, acted: false, pmSpent: 1 });
  draft.activation!.pm -= 1;
  emit?.({ type: 'detached', rule: 'JdG 6.1', side: origin.side, box: ctx.boxIds[origin.box]!, unit: origin.id, detachment: d.id, pf, secret: !origin.revealed });
}

/**
 * The joins open to the active stack (6.1): a detachment in its box, unmoved, with no battle there, to its unit of
 * origin in the stack; or an independent one to a unit of its arm in the stack, not of the Guard, within full strength.
 * "Not engaged in a battle" is read as no enemy counter in the box (its owner cannot tell dummies from units).
 */
export function joinOptions(ctx: JdgContext, state: JdgState): { readonly detachment: number; readonly unit: number }[] {
  const a = state.activation;
  if (a === null || a.started || a.pm < 1 || enemyCounters(state, a.box, state.player)) return [];
  const out: { detachment: number; unit: number }[] = [];
  state.pieces.forEach((d, i) => {
    if (d.status !== 'map' || d.box !== a.box || d.side !== state.player || !ctx.pieces[i]!.detachment || d.moved) return;
    for (const unit of a.pieces) {
      const p = state.pieces[unit]!;
      if (p.kind !== 'unit' || ctx.pieces[unit]!.detachment || p.moved) continue;
      const fits = d.origin === unit || (d.origin < 0 && p.arm === d.arm && !ctx.pieces[unit]!.guard && p.pf + p.straggled + detachedPf(state, unit) + d.pf + d.straggled <= p.full);
      if (fits) out.push({ detachment: i, unit });
    }
  });
  return out;
}

/** A detachment joins a unit (6.1): its PF and stragglers go back on the unit's roster line, 1 PM from the stack. */
export function join(ctx: JdgContext, draft: D, detachment: number, unit: number, emit: Emit<JdgEvent>): void {
  const d = draft.pieces[detachment]!;
  const p = draft.pieces[unit]!;
  const pf = d.pf;
  [p.pf, p.straggled] = [p.pf + d.pf, p.straggled + d.straggled];
  Object.assign(d, { status: ctx.pieces[detachment]!.detachment ? 'spare' : 'eliminated', box: -1, pf: 0, straggled: 0, origin: -1, force: -1 });
  const a = draft.activation!;
  a.pm -= 1;
  a.pieces = a.pieces.filter((i) => i !== detachment);
  emit?.({ type: 'joined', rule: 'JdG 6.1', side: p.side, box: ctx.boxIds[p.box]!, unit: p.id, detachment: d.id, pf, secret: !p.revealed });
}
