import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import type { Side } from '../vocabulary.js';

/**
 * Changes a side's army morale by one of the aid's lines (MiB AM), reporting it.
 *
 * @example
 * ```ts
 * changeArmyMorale(draft, 'french', -1, 'the great bridge broke', emit);
 * ```
 */
export function changeArmyMorale(draft: Draft<MibState>, side: Side, change: number, reason: string, emit: Emit<MibEvent>): void {
  if (change === 0) return;
  draft.armyMorale[side] += change;
  emit?.({ type: 'armyMorale', rule: 'MiB AM', side, change, value: draft.armyMorale[side], reason });
}

/** An army at a third of its starting morale or below is shaken: no new ATTACK or ADVANCE orders (MiB 12). */
export const isShaken = (ctx: MibContext, state: MibState, side: Side): boolean => state.armyMorale[side] * 3 <= ctx.scenario.armyMorale[side];

/** An army at 0 or below is broken: the game ends (MiB 12). */
export const isBroken = (state: MibState, side: Side): boolean => state.armyMorale[side] <= 0;
