/**
 * Engineers (JdG 6.4), actions of the active stack on a connection of its box, never where enemy counters share its
 * box: a force of 5 PF destroys a bridge for 2 PM (3 with the enemy across), or a pontoon, whose marker goes back to
 * its owner to be laid again ("destroy one to reuse it"); a unit of 3 PF repairs a destroyed bridge with all its PM,
 * never with the enemy across (nor under a pontoon); a force of 5 PF lays a pontoon over a major river, or a destroyed bridge, with all its
 * PM, within its side's pontoon markers (scenarios), losing 1 PF with the enemy across. Interpretations: "the enemy
 * across" is as the working player sees it, an enemy unit or any face-down enemy counter there (4.3's test); "all its
 * PM" is a whole phase's work, so the stack must not have moved or acted yet (as 6.2's entrenchments).
 *
 * @module
 */
import { violation, type Draft, type Emit, type Violation } from 'kriegsspiel';
import { enemyCounters, totalPf } from '../board.js';
import { blocksLdc } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { eliminate } from './battle/losses.js';

type D = Draft<JdgState>;

/** The three works of 6.4, named as their actions. */
export const WORKS = ['destroy-bridge', 'repair-bridge', 'pontoon'] as const;
/** One work. */
export type Work = (typeof WORKS)[number];

/** The PF a force needs to destroy a bridge or lay a pontoon, and a unit to repair a bridge (6.4). */
const FORCE_PF = 5;
const REPAIR_PF = 3;

/** The pontoon markers `side` has not laid (6.4: the scenario's count). */
export const pontoonsLeft = (ctx: JdgContext, state: JdgState, side: Side): number =>
  ctx.scenario.pontoons[side] - state.pontoons.filter((p) => p.side === side).length;

/** The connection from the active stack's box to `to`, or -1. */
function connectionTo(ctx: JdgContext, state: JdgState, to: number): number {
  const box = state.activation!.box;
  return to < 0 || to === box ? -1 : (ctx.map.connectionsBetween(box, to)[0] ?? -1);
}

/** The movement points a work costs the active stack (6.4): 2 or 3 to destroy, all it has otherwise. */
function workCost(state: JdgState, work: Work, to: number): number {
  if (work !== 'destroy-bridge') return state.activation!.pm;
  return blocksLdc(state, to, state.player) ? 3 : 2;
}

/**
 * Why the active stack may not do `work` towards box `to` now (6.4), or `null`.
 *
 * @example
 * ```ts
 * // engineeringRefusal(ctx, state, 'repair-bridge', box)?.code: 'enemy-across' with an enemy counter beyond the bridge
 * ```
 */
export function engineeringRefusal(ctx: JdgContext, state: JdgState, work: Work, to: number): Violation | null {
  const a = state.activation!;
  const refuse = (code: string, message: string) => violation(code, 'JdG 6.4', `${work}: ${message}`);
  const c = connectionTo(ctx, state, to);
  if (c < 0) return refuse('no-connection', `to: ${ctx.boxIds[to] ?? to} is not joined to the stack's box ${ctx.boxIds[a.box]}`);
  if (enemyCounters(state, a.box, state.player)) return refuse('enemy-in-box', 'no engineering in a box the enemy also occupies');
  const info = ctx.connections[c]!;
  const pontoon = state.pontoons.some((p) => p.connection === c);
  const destroyed = state.destroyed.includes(c);
  const across = blocksLdc(state, to, state.player);
  const pf = totalPf(state, a.pieces);
  if (work === 'destroy-bridge') {
    if (!pontoon && (!info.bridge || destroyed)) return refuse('no-bridge', `no standing bridge or pontoon towards ${ctx.boxIds[to]}`);
    if (pf < FORCE_PF) return refuse('too-weak', `the stack has ${pf} PF, a force of ${FORCE_PF} is needed`);
  } else {
    if (a.started) return refuse('not-whole-phase', 'the work takes all the stack\'s PM: it must not have moved or acted this phase');
    if (work === 'repair-bridge') {
      if (!destroyed) return refuse('not-destroyed', `no destroyed bridge towards ${ctx.boxIds[to]}`);
      if (pontoon) return refuse('pontoon-there', `a pontoon crosses to ${ctx.boxIds[to]}: destroy it first`);
      if (!a.pieces.some((i) => state.pieces[i]!.kind === 'unit' && state.pieces[i]!.pf >= REPAIR_PF)) return refuse('too-weak', `no unit of ${REPAIR_PF} PF in the stack`);
      if (across) return refuse('enemy-across', `the enemy is across the river in ${ctx.boxIds[to]}`);
    } else {
      if (!info.river && !destroyed) return refuse('not-a-river', `no major river to bridge towards ${ctx.boxIds[to]}`);
      if (pontoon) return refuse('pontoon-there', `a pontoon already crosses to ${ctx.boxIds[to]}`);
      if (pf < FORCE_PF) return refuse('too-weak', `the stack has ${pf} PF, a force of ${FORCE_PF} is needed`);
      if (pontoonsLeft(ctx, state, state.player) <= 0) return refuse('no-pontoons', 'every pontoon marker of the side is laid: destroy one to use it again');
    }
  }
  const cost = workCost(state, work, to);
  return cost < 1 || cost > a.pm ? refuse('no-pm', `it costs ${cost < 1 ? 'some' : cost} PM, the stack has ${a.pm}`) : null;
}

/** Every work the active stack may do now, towards each neighbouring box. */
export function engineeringOptions(ctx: JdgContext, state: JdgState): { readonly work: Work; readonly to: number }[] {
  const box = state.activation!.box;
  const { offsets, targets } = ctx.map;
  const neighbours = [...new Set(targets.slice(offsets[box]!, offsets[box + 1]!))].sort((a, b) => a - b);
  return WORKS.flatMap((work) => neighbours.filter((to) => engineeringRefusal(ctx, state, work, to) === null).map((to) => ({ work, to })));
}

/** Does a work (6.4): the bridge or pontoon marker changes, the stack spends its PM; the enemy sees the marker, not the stack. */
export function engineer(ctx: JdgContext, draft: D, work: Work, to: number, emit: Emit<JdgEvent>): void {
  const a = draft.activation!;
  const c = connectionTo(ctx, draft, to);
  const across = blocksLdc(draft, to, draft.player);
  a.pm -= workCost(draft, work, to);
  a.started = true;
  const between = [ctx.boxIds[a.box]!, ctx.boxIds[to]!] as const;
  const pontoon = draft.pontoons.findIndex((p) => p.connection === c);
  let done: 'destroyed' | 'repaired' | 'pontoon' | 'pontoonRemoved' = 'pontoon';
  if (work === 'destroy-bridge' && pontoon >= 0) {
    draft.pontoons.splice(pontoon, 1);
    done = 'pontoonRemoved';
  } else if (work === 'destroy-bridge') {
    draft.destroyed.push(c);
    done = 'destroyed';
  } else if (work === 'repair-bridge') {
    draft.destroyed = draft.destroyed.filter((d) => d !== c);
    done = 'repaired';
  } else draft.pontoons.push({ connection: c, side: draft.player });
  emit?.({ type: 'engineered', rule: 'JdG 6.4', side: draft.player, work: done, between });
  if (work === 'pontoon' && across) pontoonLoss(ctx, draft, emit);
}

/** 6.4: laying a pontoon under the enemy's eyes costs 1 PF, from the stack's strongest unit (an interpretation: the rules do not say which). */
function pontoonLoss(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const a = draft.activation!;
  const units = a.pieces.filter((i) => draft.pieces[i]!.kind === 'unit').sort((x, y) => draft.pieces[y]!.pf - draft.pieces[x]!.pf);
  const unit = units[0]!;
  const p = draft.pieces[unit]!;
  p.pf--;
  draft.losses[p.side]++;
  emit?.({ type: 'pfChanged', rule: 'JdG 6.4', side: p.side, piece: p.id, change: -1, pf: p.pf, cause: 'pontoon', secret: !p.revealed });
  if (p.pf > 0) return;
  eliminate(ctx, draft, unit, 'JdG 6.4', emit);
  a.pieces = a.pieces.filter((i) => i !== unit);
}
