/**
 * Which reinforcements arrive this turn (JdG 3.3) under S9's optional rules, and which of their dice are due. With
 * Reinforcements from Italy on, the groups the scenario names leave the calendar and enter only when a die releases
 * them; with Additional Reinforcements on, the units a side brings in enter with the turn's arrivals, and PF given to
 * a unit before it arrives add to the strength it enters with. The dice are made at the start of the arrival of
 * reinforcements (3.3), before anything is placed: the rule's "administrative phase at the beginning of the turn" is
 * read as the events phase, where 3.3 says a roll may delay reinforcements (see arrivalRolls.ts for the dice).
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { Placement } from '../scenario.js';
import type { JdgState } from '../types.js';

type D = Draft<JdgState>;

/** The Italy groups' data when the option is on and the scenario has them, else `null`. */
export const italyRules = (ctx: JdgContext, state: JdgState) => (state.options.italyReinforcements ? ctx.scenario.special.italyReinforcements ?? null : null);

/** The additional reinforcements' data when the option is on and the scenario has them, else `null`. */
export const additionalRules = (ctx: JdgContext, state: JdgState) => (state.options.additionalReinforcements ? ctx.scenario.special.additionalReinforcements ?? null : null);

/** The Italy groups still to enter (none of whose counters has left the waiting box). */
export function pendingGroups(ctx: JdgContext, state: JdgState) {
  return (italyRules(ctx, state)?.groups ?? []).filter((g) => g.pieces.every((id) => state.pieces[ctx.pieceIndex.get(id)!]!.status === 'waiting'));
}

/** The placement a counter entering by the optional rules arrives with: its own reinforcement's, or an additional unit's. */
function placementOf(ctx: JdgContext, piece: number): Placement {
  const id = ctx.pieces[piece]!.id;
  const units = ctx.scenario.special.additionalReinforcements?.rolls.flatMap((r) => r.units) ?? [];
  return ctx.scenario.reinforcements.find((r) => r.piece === id) ?? units.find((u) => u.piece === id)!;
}

/**
 * The placements arriving this turn (3.3): the calendar's, but for the Italy groups while their option is on, and
 * the counters the optional dice bring in; a unit given PF before it arrived enters with them, up to its full strength.
 *
 * @example
 * ```ts
 * // S9, turn 4, Italy option on, a 6 rolled: neither Eugène nor Archduke Jean is in arrivals(ctx, state)
 * ```
 */
export function arrivals(ctx: JdgContext, state: JdgState): Placement[] {
  const italy = italyRules(ctx, state);
  const rolled = new Set(italy?.groups.flatMap((g) => g.pieces) ?? []);
  const calendar: Placement[] = ctx.scenario.reinforcements.filter((r) => r.turn === state.turn && !rolled.has(r.piece));
  const due = [...calendar, ...state.optionalArrivals.entering.map((i) => placementOf(ctx, i))];
  const bonuses = additionalRules(ctx, state)?.rolls.filter((r) => r.pf !== undefined && state.optionalArrivals.extraPf[r.side] > 0) ?? [];
  return due.map((p) => {
    const bonus = bonuses.find((r) => r.pf!.unit === p.piece);
    return bonus === undefined ? p : { ...p, pf: enteringPf(ctx, p) + state.optionalArrivals.extraPf[bonus.side] };
  });
}

/** The PF a placement puts a unit on the map with: its stated strength, or its full one. */
export const enteringPf = (ctx: JdgContext, p: Placement): number => p.pf ?? ctx.pieces[ctx.pieceIndex.get(p.piece)!]!.full;

/**
 * Opens the optional rules' dice of the turn (S9), in order: the Italy die while a group has not entered, then each
 * side's additional reinforcements die from their first turn, but for a side that brought in a unit last turn when
 * its rule forbids two turns running. The counters entering this turn by them are cleared first.
 */
export function startArrivalRolls(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'arrival-rolls';
  const o = draft.optionalArrivals;
  o.entering = [];
  const italy = italyRules(ctx, draft);
  if (italy !== null && draft.turn >= italy.from && pendingGroups(ctx, draft).length > 0) o.rolls.push('italy');
  const additional = additionalRules(ctx, draft);
  if (additional !== null && draft.turn >= additional.from) {
    for (const r of additional.rolls) if (!(r.notTwoTurnsRunning && o.lastUnit[r.side] === draft.turn - 1)) o.rolls.push(r.side);
  }
  if (o.rolls.length > 0) emit?.({ type: 'phaseStarted', rule: 'JdG S9', turn: draft.turn, phase: 'arrival-rolls', player: null });
}

/** Whether a die or a choice of the optional rules is still due before the turn's reinforcements arrive. */
export const arrivalRollsDue = (state: JdgState): boolean => state.optionalArrivals.rolls.length > 0 || state.optionalArrivals.choosing !== null;
