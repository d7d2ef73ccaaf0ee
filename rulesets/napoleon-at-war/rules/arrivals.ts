import type { NawContext } from '../context.js';
import type { ChanceSpec, Draft, Emit } from 'kriegsspiel';
import { enemyControls, type Board } from '../board.js';
import type { NawEvent } from '../events.js';
import type { NawState } from '../types.js';

/** The faces of the die rolled for a reinforcement's arrival (Wagram 14.7). */
const DIE = [1, 2, 3, 4, 5, 6];

/**
 * The game-turn a reinforcement arrives on: its scheduled turn, or for a group that arrives on a die roll the turn
 * the roll succeeded (Wagram 14.7). `Infinity` for units on the map from the start and for groups not (yet) rolled in.
 */
export function arrivalTurn(ctx: NawContext, state: NawState, unitIndex: number): number {
  const arrives = ctx.scenario.units[unitIndex]?.arrives;
  if (arrives === undefined) return Infinity;
  const group = arrives.roll?.group;
  return group === undefined ? arrives.turn : (state.rolledIn.find((r) => r.group === group)?.turn ?? Infinity);
}

/** The arrival rolls the phasing side owes at the start of its player-turn (Wagram 14.7: game-turns 7 to 11). */
export function dueRolls(ctx: NawContext, state: NawState): string[] {
  return ctx.rollGroups
    .filter((g) => g.side === state.phasing && !state.rolledIn.some((r) => r.group === g.group) && state.turn >= g.firstTurn && state.turn <= g.lastTurn)
    .map((g) => g.group);
}

/** The die of the next pending arrival roll. */
export function arrivalDie(ctx: NawContext, state: NawState): ChanceSpec {
  return { what: `arrival roll (${state.pendingRolls[0]})`, rule: 'Wagram 14.7', values: DIE };
}

/** Applies the next pending arrival roll: on a listed face the whole group arrives this game-turn (Wagram 14.7). */
export function applyArrivalRoll(ctx: NawContext, draft: Draft<NawState>, roll: number, emit: Emit<NawEvent>): void {
  const group = draft.pendingRolls.shift()!;
  const arrived = ctx.rollGroups.find((g) => g.group === group)!.on.includes(roll);
  if (arrived) draft.rolledIn.push({ group, turn: draft.turn });
  emit?.({ type: 'arrivalRolled', rule: 'Wagram 14.7', group, roll, arrived });
}

/**
 * Whether a reinforcement may step from off the map onto entry hex `to`: not onto a hex held by any unit except
 * reinforcements that entered this phase (Wagram 14.6, with 14.3's stacking exception), nor, for reinforcements that
 * avoid them, onto an enemy-controlled hex (Wagram 14.72).
 */
export function mayEnterBy(board: Board, unitIndex: number, to: number): boolean {
  const other = board.occupant[to]! - 1;
  if (other >= 0 && !board.state.units[other]!.arrived) return false; // Wagram 14.6
  const unit = board.state.units[unitIndex]!;
  return !(board.ctx.scenario.units[unitIndex]?.arrives?.avoidsEnemyControl && enemyControls(board, to, unit.side)); // 14.72
}

/** Whether the unit is a reinforcement that must enter as soon as it can (Wagram 14.74) and is due now. */
export function mustEnter(ctx: NawContext, state: NawState, unitIndex: number): boolean {
  const unit = state.units[unitIndex]!;
  return unit.status === 'waiting' && ctx.scenario.units[unitIndex]?.arrives?.mandatory === true && arrivalTurn(ctx, state, unitIndex) <= state.turn;
}
