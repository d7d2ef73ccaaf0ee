/**
 * A player turn (JdG 2.B): the administrative phase (reveals turned back, dummies re-entered 7.1, Force markers 7.2),
 * command points per army (4.4), movement (5-6), the end-of-movement rolls (5.4), marching to the guns (6.5.2) and
 * combat (8.0).
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { contestedBoxes } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { isBesieged } from './sieges.js';
import { commanderOf } from '../chiefs.js';

type D = Draft<JdgState>;

/** The boxes where `side` has combat units, but for citadels it is besieged in (8.8: nothing gets in). */
const friendlyBoxes = (state: JdgState, side: Side): number[] =>
  [...new Set(state.pieces.filter((p) => p.status === 'map' && p.side === side && p.kind === 'unit' && !isBesieged(state, p.box, side)).map((p) => p.box))].sort((a, b) => a - b);

/** Starts `side`'s player turn with its administrative phase (2.B1). */
export function beginPlayerTurn(ctx: JdgContext, draft: D, side: Side, emit: Emit<JdgEvent>): void {
  draft.player = side;
  draft.phase = 'admin';
  draft.pc = {};
  emit?.({ type: 'phaseStarted', rule: 'JdG 2.B1', turn: draft.turn, phase: 'admin', player: side });
  // 2.B1: the units revealed last turn are turned face down again
  for (const p of draft.pieces) if (p.side === side) [p.revealed, p.acted, p.pmSpent] = [false, false, 0];
  for (const p of draft.pieces) p.intercepted = false;
  draft.forcesChanged = [];
  // 7.1: dummies off the map come back, in boxes with friendly units (none in the solitaire game, 10.0)
  if (draft.options.solitaire) return;
  const boxes = friendlyBoxes(draft, side);
  if (boxes.length === 0) return;
  draft.pieces.forEach((p, i) => {
    if (p.side !== side || p.kind !== 'dummy' || p.status !== 'spare') return;
    p.status = 'waiting';
    draft.placing.push({ piece: i, boxes: [...boxes] });
  });
}

/** The administrative phase is done: the command point rolls, army by army (4.4). */
export function adminDone(draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'command';
  emit?.({ type: 'phaseStarted', rule: 'JdG 4.4', turn: draft.turn, phase: 'command', player: draft.player });
}

/** The phasing player's next army without its command points yet, or `null`. */
export function nextArmyToRoll(ctx: JdgContext, state: JdgState): string | null {
  for (const army of ctx.armies.values()) if (army.side === state.player && !Object.hasOwn(state.pc, army.id)) return army.id;
  return null;
}

/** 4.4: 1d6 plus the commander-in-chief's VC (the die alone while he is off the map: an interpretation). */
export function rollCommandPoints(ctx: JdgContext, draft: D, die: number, emit: Emit<JdgEvent>): void {
  const army = ctx.armies.get(nextArmyToRoll(ctx, draft)!)!;
  const commander = commanderOf(ctx, draft, army);
  const points = die + (draft.pieces[commander]!.status === 'map' ? ctx.pieces[commander]!.vc : 0);
  draft.pc[army.id] = points;
  emit?.({ type: 'commandPoints', rule: 'JdG 4.4', side: army.side, army: army.id, points, secret: true });
}

/** The command points are rolled: the movement phase (2.B2). */
export function startMovement(draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'movement';
  emit?.({ type: 'phaseStarted', rule: 'JdG 2.B2', turn: draft.turn, phase: 'movement', player: draft.player });
}

/**
 * The movement phase is over (5.4): stragglers are rolled for the stacks that force-marched or concentrated (queued
 * as they stopped), and units that neither moved nor reacted this turn recover stragglers.
 */
export function endMovement(draft: D): void {
  draft.phase = 'attrition';
  draft.pieces.forEach((p, i) => {
    if (p.side === draft.player && p.status === 'map' && p.kind === 'unit' && p.straggled > 0 && !p.moved && !p.reacted) draft.attrition.push({ piece: i, kind: 'recovery' });
  });
}

/** 2.B3: battle markers go where both sides have units; the enemy may march to the sound of the guns (6.5.2). */
export function startSound(draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'sound';
  draft.battles = contestedBoxes(draft);
  emit?.({ type: 'phaseStarted', rule: 'JdG 6.5.2', turn: draft.turn, phase: 'sound', player: draft.player });
}

/** 8.0: every box with combat units of both sides is a battle; the phasing player fights them in the order he chooses. */
export function startCombat(draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'combat';
  draft.battles = contestedBoxes(draft);
  emit?.({ type: 'phaseStarted', rule: 'JdG 8.0', turn: draft.turn, phase: 'combat', player: draft.player });
}
