/**
 * S3's armistice (JdG S3 special rules): declared at the end of a player turn in which the French hold the victory
 * flags of Ulm and Munich (before the date it would end by itself), it suspends the sequence of play: both sides
 * redeploy in their zones (redeployment.ts), and at the start of each following turn the French, then the Austrians
 * may break it (a penalty by the date); kept, the turn is one of armistice (armisticeTurn.ts). A broken armistice
 * neutralises the turn it is broken in: play resumes on the next. On its end date it ends by itself without penalty and
 * play resumes on its resume date (S3: the beginning of November is skipped, play resumes at the end of November).
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import { dateIndex, turnOfDate, type TurnDate } from '../scenarios/calendar.js';
import type { JdgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { armisticeTurnKept } from './armisticeTurn.js';
import { clearTurnMarks, dateOf, startTurn } from './turn.js';
import { endGame } from './victory.js';

type D = Draft<JdgState>;

/** Whether the state's turn falls before `date`. */
const before = (ctx: JdgContext, state: JdgState, date: TurnDate): boolean => dateIndex(dateOf(ctx, state)) < dateIndex(date);

/** Whether the armistice is declared now: never declared yet, its side holds every flag it needs, before its end date. */
export function armisticeDue(ctx: JdgContext, state: JdgState): boolean {
  const rule = ctx.scenario.special.armistice;
  if (rule === undefined || state.armistice !== null || !before(ctx, state, rule.endsOn)) return false;
  return rule.declaredWhen.boxes.every((box) => state.control[box] === rule.declaredWhen.side);
}

/**
 * Declares the armistice: movement and combat stop; every counter is turned face down and leaves its Force marker,
 * the Encircled markers go (each side is about to leave the enemy); the French redeploy first. Reached before the
 * bonus date, it scores its side's bonus.
 */
export function declareArmistice(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const rule = ctx.scenario.special.armistice!;
  draft.phase = 'armistice';
  draft.armistice = { declared: draft.turn, stage: 'redeploy', side: 'french', turns: 0, replaced: false, redeployed: [] };
  draft.encircled = [];
  for (const p of draft.pieces) [p.revealed, p.force, p.fatigued] = [false, -1, false];
  emit?.({ type: 'armistice', rule: 'JdG S3', stage: 'declared', side: rule.declaredWhen.side, turn: draft.turn, resumes: null });
  if (before(ctx, draft, rule.earlyBonus.before)) score(draft, rule.earlyBonus.side, rule.earlyBonus.points, 'the armistice reached early', emit);
}

/** Whether the game waits for a side's choice of the armistice (a redeployment, or whether to break it). */
export const armisticeDecisionDue = (state: JdgState): boolean => state.armistice!.stage === 'redeploy' || state.armistice!.stage === 'break';

/** `side` breaks the armistice at the start of the turn: the penalty of the date; play resumes on the next turn. */
export function breakArmistice(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const armistice = draft.armistice!;
  const side = armistice.side;
  armistice.stage = 'over';
  emit?.({ type: 'armistice', rule: 'JdG S3', stage: 'broken', side, turn: draft.turn, resumes: draft.turn + 1 });
  const penalty = ctx.scenario.special.armistice!.penalties.find((p) => before(ctx, draft, p.before));
  if (penalty !== undefined) score(draft, side, -penalty.points, 'broke the armistice', emit);
}

/** `side` keeps the armistice this turn: the Austrians choose after the French; kept by both, it is a turn of armistice. */
export function keepArmistice(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const armistice = draft.armistice!;
  emit?.({ type: 'armistice', rule: 'JdG S3', stage: 'kept', side: armistice.side, turn: draft.turn, resumes: null });
  if (armistice.side === 'french') armistice.side = 'coalition';
  else armisticeTurnKept(ctx, draft, emit);
}

/**
 * The turn suspended by the armistice is over (fatigue goes, 8.3): the game ends after the last turn; a broken
 * armistice gives back the usual sequence on the next turn; otherwise the next turn starts in armistice, unless it is
 * the end date: the armistice ends by itself and play jumps to the resume date.
 */
export function armisticeTurnOver(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  for (const p of draft.pieces) p.fatigued = false;
  if (draft.turn >= ctx.scenario.turns) return endGame(ctx, draft, emit);
  draft.turn++;
  const armistice = draft.armistice!;
  const rule = ctx.scenario.special.armistice!;
  if (armistice.stage !== 'over' && !before(ctx, draft, rule.endsOn)) {
    const resumes = Math.max(draft.turn, turnOfDate({ first: ctx.scenario.first, turns: ctx.scenario.turns }, rule.resumesOn) ?? ctx.scenario.turns + 1);
    armistice.stage = 'over';
    emit?.({ type: 'armistice', rule: 'JdG S3', stage: 'expired', side: null, turn: draft.turn, resumes });
    if (resumes > ctx.scenario.turns) return endGame(ctx, draft, emit);
    draft.turn = resumes;
  }
  if (armistice.stage === 'over') return startTurn(ctx, draft, emit);
  clearTurnMarks(draft);
  [armistice.stage, armistice.side, draft.mudNext] = ['break', 'french', false];
  emit?.({ type: 'phaseStarted', rule: 'JdG S3', turn: draft.turn, phase: 'armistice', player: null });
}

function score(draft: D, side: Side, points: number, reason: string, emit: Emit<JdgEvent>): void {
  draft.vp[side] += points;
  emit?.({ type: 'victoryPoints', rule: 'JdG S3', side, points, reason });
}
