import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { ARMY_MORALE } from '../tables.js';
import type { MibState } from '../types.js';
import type { Side } from '../vocabulary.js';

/**
 * Changes a side's army morale by one of the aid's lines (MiB AM), reporting it.
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { changeArmyMorale } from './armyMorale.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const draft = structuredClone(setup.state) as Draft<MibState>;
 * changeArmyMorale(draft, 'french', -1, 'the great bridge broke', (event) => console.log(event.type)); // logs 'armyMorale'
 * draft.armyMorale.french; // 11: one less than the 12 it started with
 * ```
 */
export function changeArmyMorale(draft: Draft<MibState>, side: Side, change: number, reason: string, emit: Emit<MibEvent>): void {
  if (change === 0) return;
  draft.armyMorale[side] += change;
  emit?.({ type: 'armyMorale', rule: 'MiB AM', side, change, value: draft.armyMorale[side], reason });
}

/**
 * Formation `f`'s HOLD broke (MiB AM line 5: its commander left his hex by retreat, or a mandatory order check dropped
 * it): its army loses 1, and its owner then decides whether it takes up RETREAT at no cost (`applyHoldBroken`).
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { breakHold } from './armyMorale.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const draft = structuredClone(setup.state) as Draft<MibState>;
 * breakHold(draft, 4, 'austrian', 'Hiller, under HOLD orders, leaves his hex by retreat', undefined); // formation 4, au-vi
 * [draft.armyMorale.austrian, draft.holdBroken]; // [13, [4]]: one army morale lost, the owner to choose
 * ```
 */
export function breakHold(draft: Draft<MibState>, f: number, side: Side, reason: string, emit: Emit<MibEvent>): void {
  changeArmyMorale(draft, side, ARMY_MORALE.holdBroken, reason, emit);
  if (!draft.holdBroken.includes(f)) draft.holdBroken.push(f);
}

/** An army at a third of its starting morale or below is shaken: no new ATTACK or ADVANCE orders (MiB 12). */
export const isShaken = (ctx: MibContext, state: MibState, side: Side): boolean => state.armyMorale[side] * 3 <= ctx.scenario.armyMorale[side];

/** An army at 0 or below is broken: the game ends (MiB 12). */
export const isBroken = (state: MibState, side: Side): boolean => state.armyMorale[side] <= 0;
