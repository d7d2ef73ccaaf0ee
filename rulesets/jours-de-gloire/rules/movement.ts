/**
 * Moving the active stack (JdG 5.1-5.4, 6.2): box to box over usable connections within its movement points,
 * stopping where the enemy has combat units (5.2), never into a box where enemy reinforcements arrive this turn
 * (3.3); a forced march (5.4), entrenchments (6.2); what entering a box does (dummies revealed 7.1, a lone general
 * moved on 4.2, victory boxes and fortified cities taken 8.8, 9.0).
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { connectionCost, exits } from '../board.js';
import { commandLevels } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { activationCost, isConcentration, stackAllowance, stackArmy } from './stacks.js';
import { dropEntrenchments, enterBox } from './entering.js';
import { offerInterception } from './reactions.js';
import { arrivalBoxes } from './evictions.js';
import { movementDice } from './solitaire.js';

type D = Draft<JdgState>;

/** The boxes the active stack may move to next, with the connection and its cost. */
export function moveOptions(ctx: JdgContext, state: JdgState): { readonly to: number; readonly connection: number; readonly cost: number }[] {
  const a = state.activation;
  if (a === null || a.halted) return [];
  const banned = arrivalBoxes(ctx, state, enemyOf(state.player));
  return exits(ctx, state, a.box)
    .map(([to, connection]) => ({ to, connection, cost: connectionCost(ctx, state, connection) }))
    .filter((o) => o.cost <= a.pm && !banned.includes(o.to));
}

/** Activates the stack formed (4.4: pays its command points; 5.3: it moves at its slowest counter's pace). */
export function activate(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const { box, pieces } = draft.forming!;
  const levels = commandLevels(ctx, draft, draft.player);
  const cost = activationCost(ctx, draft, pieces, levels);
  const army = stackArmy(draft, pieces);
  if (army !== null) draft.pc[army] = (draft.pc[army] ?? 0) - cost;
  draft.forming = null;
  // 10.0: in the solitaire game the movement points are rolled (rules/solitaire.ts) before the stack moves
  const dice = draft.options.solitaire ? movementDice(draft, pieces) : [];
  const pm = dice.length > 0 ? 0 : stackAllowance(draft, pieces, levels);
  draft.activation = { box, pieces: [...pieces], pm, started: false, forced: false, concentration: isConcentration(draft, pieces), halted: false, scouted: false, dice };
  emit?.({ type: 'activated', rule: 'JdG 4.4', side: draft.player, box: ctx.boxIds[box]!, pieces: pieces.map((i) => draft.pieces[i]!.id), count: pieces.length, cost, secret: true });
}

/** Moves the active stack one box (5.1), paying the connection's cost. */
export function moveStack(ctx: JdgContext, draft: D, to: number, emit: Emit<JdgEvent>): void {
  const a = draft.activation!;
  const option = moveOptions(ctx, draft).find((o) => o.to === to)!;
  const from = a.box;
  a.pm -= option.cost;
  a.box = to;
  a.started = true;
  for (const i of a.pieces) {
    const p = draft.pieces[i]!;
    [p.box, p.from, p.via, p.moved] = [to, from, option.connection, true];
    // 7.2: a counter that leaves its Force marker's box is no longer under it
    if (p.force >= 0 && !a.pieces.every((j) => draft.pieces[j]!.force === p.force)) p.force = -1;
  }
  emit?.({ type: 'moved', rule: 'JdG 5.1', side: draft.player, from: ctx.boxIds[from]!, to: ctx.boxIds[to]!, pieces: a.pieces.map((i) => draft.pieces[i]!.id), count: a.pieces.length, secret: true });
  dropEntrenchments(draft, from);
  a.halted = enterBox(ctx, draft, to, draft.player, a.pieces, emit);
  // 6.5.1: the enemy next door may try to intercept
  offerInterception(ctx, draft, to);
}

/** 5.4: a forced march needs every unit of the stack in LdC to a general, and gives +2 PM. */
export function mayForceMarch(ctx: JdgContext, state: JdgState): boolean {
  const a = state.activation;
  if (a === null || a.forced || a.halted) return false;
  const levels = commandLevels(ctx, state, state.player);
  return a.pieces.every((i) => state.pieces[i]!.kind !== 'unit' || levels[i] !== 'none');
}

/** 6.2: a stack with a combat unit that has not moved may entrench (not in a fortified city) for all its PM and 2 PC. */
export function mayEntrench(ctx: JdgContext, state: JdgState): boolean {
  const a = state.activation;
  if (a === null || a.started || a.pm <= 0 || ctx.fortified[a.box] === 1) return false;
  if (state.entrenchments.some((e) => e.box === a.box && e.side === state.player)) return false;
  const army = stackArmy(state, a.pieces);
  if (!a.pieces.some((i) => state.pieces[i]!.kind === 'unit')) return a.pieces.some((i) => state.pieces[i]!.kind === 'dummy');
  return army !== null && (state.pc[army] ?? 0) >= 2;
}

/** Builds entrenchments (6.2: 2 PC, all the PM); a stack of dummies only pretends to, at no cost (7.1). */
export function entrench(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const a = draft.activation!;
  const real = a.pieces.some((i) => draft.pieces[i]!.kind === 'unit');
  if (real) draft.pc[stackArmy(draft, a.pieces)!]! -= 2;
  a.pm = 0;
  draft.entrenchments.push({ box: a.box, side: draft.player, turn: draft.turn, real });
  // one event for both: the enemy sees a marker placed, not whether units or dummies placed it
  emit?.({ type: 'entrenched', rule: 'JdG 6.2', side: draft.player, box: ctx.boxIds[a.box]! });
}

/**
 * Ends the activation (5.4): a forced march leaves the units fatigued and a roll for stragglers each, a concentration
 * another; counters that moved are spent for this phase.
 */
export function stopStack(draft: D): void {
  const a = draft.activation!;
  for (const i of a.pieces) {
    const p = draft.pieces[i]!;
    p.acted = true;
    if (p.kind !== 'unit') continue;
    if (a.forced) {
      p.fatigued = true;
      draft.attrition.push({ piece: i, kind: 'stragglers' });
    }
    if (a.concentration && a.started) draft.attrition.push({ piece: i, kind: 'stragglers' });
  }
  draft.activation = null;
}
