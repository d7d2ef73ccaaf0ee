import type { Draft, Emit } from 'kriegsspiel';
import { boardOf, inEnemyZoc } from '../board.js';
import type { AcgContext } from '../context.js';
import type { AcgEvent } from '../events.js';
import type { AcgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { hasAttack } from './combat/attackOptions.js';
import { placeable } from './placesOf.js';
import { finalVictory } from './victory.js';

type D = Draft<AcgState>;

/** What the current action phase is (ACG 5.1, 5.2): Phase II is what the French declared, Phase IV the other. */
export function actionPhase(state: AcgState): 'movement' | 'combat' {
  const first = state.first ?? 'movement';
  return state.half === 0 ? first : first === 'movement' ? 'combat' : 'movement';
}

/** Starts a turn (ACG 5.9): units due this turn arrive to be placed (10.4), then the French declare (5.2). */
export function startTurn(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  draft.first = null;
  draft.half = 0;
  const due = ctx.scenario.units.flatMap((data, u) => (draft.units[u]!.status === 'waiting' && data.arrives !== undefined && data.arrives.turn <= draft.turn ? [u] : []));
  draft.placing = placeable(ctx, draft, due);
  draft.phase = draft.placing.length > 0 ? 'placement' : 'declaration';
  emit?.({ type: 'phaseStarted', rule: draft.phase === 'placement' ? 'ACG 10.4' : 'ACG 5.2', turn: draft.turn, phase: draft.phase });
}

/** Every unit to place is placed: play goes on where it stopped (set-up, the turn's start, or 5.6's movement end). */
export function placementDone(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  if (draft.phase === 'setup') startTurn(ctx, draft, emit);
  else if (draft.first === null) {
    draft.phase = 'declaration';
    emit?.({ type: 'phaseStarted', rule: 'ACG 5.2', turn: draft.turn, phase: 'declaration' });
  } else finishActionPhase(ctx, draft, emit);
}

/** The French declaration (ACG 5.2) opens Phase II. */
export function declare(ctx: AcgContext, draft: D, first: 'movement' | 'combat', emit: Emit<AcgEvent>): void {
  draft.first = first;
  emit?.({ type: 'declared', rule: 'ACG 5.2', first });
  beginActionPhase(ctx, draft, emit);
}

function beginActionPhase(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  const kind = actionPhase(draft);
  draft.phase = kind;
  draft.toAct = 'french';
  draft.moving = -1;
  draft.passes = 0;
  draft.rolled = false;
  emit?.({ type: 'phaseStarted', rule: 'ACG 5.3', turn: draft.turn, phase: kind });
  if (kind === 'movement') nextMover(ctx, draft, null, emit);
  else nextAttacker(ctx, draft, emit);
}

const mayMove = (state: AcgState, side: Side): boolean =>
  state.units.some((u) => u.side === side && u.active && (u.status === 'map' || u.status === 'arrived'));

/**
 * Passes the move to the other side if it has an Active unit left, else lets the same side go on (ACG 8.2: the
 * side with units left moves them all), else ends the movement phase.
 */
export function nextMover(ctx: AcgContext, draft: D, justMoved: Side | null, emit: Emit<AcgEvent>): void {
  draft.moving = -1;
  const order: Side[] = justMoved === null ? ['french', 'allied'] : [enemyOf(justMoved), justMoved];
  const side = order.find((s) => mayMove(draft, s));
  if (side !== undefined) {
    draft.toAct = side;
    return;
  }
  // ACG 5.6: the Reserve comes on at the end of turn 1's movement phase (a unit with no free hex then waits for the
  // end of the next one: an interpretation, the rules do not say)
  const reserve = placeable(ctx, draft, draft.units.flatMap((u, i) => (u.status === 'reserve' ? [i] : [])));
  if (reserve.length > 0) {
    draft.phase = 'placement';
    draft.placing = reserve;
    emit?.({ type: 'phaseStarted', rule: 'ACG 5.6', turn: draft.turn, phase: 'placement' });
    return;
  }
  finishActionPhase(ctx, draft, emit);
}

/**
 * Hands the next attack to the side whose turn it is, skipping (as a decline) a side with no attack to make; two
 * declines in a row end the combat phase (ACG 9.1).
 */
export function nextAttacker(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  while (draft.passes < 2) {
    if (hasAttack(boardOf(ctx, draft), draft.toAct)) return;
    emit?.({ type: 'passed', rule: 'ACG 9.1', side: draft.toAct });
    draft.passes++;
    draft.toAct = enemyOf(draft.toAct);
  }
  finishActionPhase(ctx, draft, emit);
}

/** The recovery phase (ACG 5.4): every unit and marker shows its Active face; then Phase IV, or the regroup (5.5). */
function finishActionPhase(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  for (const unit of draft.units) unit.active = true;
  for (const marker of draft.markers) marker.active = true;
  draft.moving = -1;
  emit?.({ type: 'recovered', rule: 'ACG 5.4' });
  if (draft.half === 0) {
    draft.half = 1;
    beginActionPhase(ctx, draft, emit);
  } else if (mayRegroup(ctx, draft)) {
    draft.phase = 'regroup';
    emit?.({ type: 'phaseStarted', rule: 'ACG 5.5', turn: draft.turn, phase: 'regroup' });
  } else endTurn(ctx, draft, emit);
}

/** The French units a regroup would give a step back (ACG 5.5: on the map, short of full strength, not in an EZOC). */
export function regroupable(ctx: AcgContext, state: AcgState): number[] {
  const board = boardOf(ctx, state);
  return state.units.flatMap((u, i) =>
    u.side === 'french' && u.status === 'map' && u.steps < ctx.scenario.units[i]!.steps && !inEnemyZoc(board, u.hex, 'french') ? [i] : [],
  );
}

/** Whether the French may still regroup this turn (ACG 5.5: once, on turns 1 to 9, and only if a unit gains). */
const mayRegroup = (ctx: AcgContext, state: AcgState): boolean => !state.regrouped && state.turn <= 9 && regroupable(ctx, state).length > 0;

/** Ends the turn (ACG 5.9): the last one ends the game (4.3, 4.7, 10.7). */
export function endTurn(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  if (draft.turn >= ctx.scenario.turns.last) {
    finalVictory(ctx, draft, emit);
    return;
  }
  draft.turn++;
  startTurn(ctx, draft, emit);
}
