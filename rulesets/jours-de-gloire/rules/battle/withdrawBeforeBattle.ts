/**
 * Withdrawal before combat (JdG 6.3, 8.4's exception): once the battle's counters are shown, each cavalry unit of the
 * defender in a box an attacking unit entered this turn may withdraw to a neighbouring box free of enemy counters,
 * with the withdrawal test (rules/withdrawal.ts), before the choices of 8.4 and 8.8 and the chits. A besieged force
 * is shut in its citadel (8.8) and cannot. If the defender has no units left, the attacker holds the box unfought.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { enemyCounters, exits, totalPf } from '../../board.js';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import type { JdgState } from '../../types.js';
import { enemyOf, SIDES } from '../../vocabulary.js';
import { battleDone } from './battleDone.js';
import { openBattle } from './engage.js';
import { forceUnits } from './force.js';

type D = Draft<JdgState>;

/** The boxes a defender's unit may withdraw to from the battle box (6.3: never one with enemy counters). */
export function withdrawalTargets(ctx: JdgContext, state: JdgState): number[] {
  const { box, attacker } = state.battle!;
  const defender = enemyOf(attacker);
  return [...new Set(exits(ctx, state, box).map(([to]) => to))].filter((to) => !enemyCounters(state, to, defender)).sort((a, b) => a - b);
}

/** The defender's cavalry units that may withdraw now (6.3). */
export function withdrawers(ctx: JdgContext, state: JdgState): number[] {
  const { box, attacker } = state.battle!;
  if (state.sieges.some((s) => s.box === box)) return [];
  const entered = forceUnits(state, box, attacker).some((i) => state.pieces[i]!.from >= 0);
  if (!entered || withdrawalTargets(ctx, state).length === 0) return [];
  return forceUnits(state, box, enemyOf(attacker)).filter((i) => state.pieces[i]!.arm === 'cavalry');
}

/**
 * After the battle's counters are shown (start.ts): the defender's withdrawals if he has cavalry that may go, else
 * the battle opens.
 *
 * @example
 * ```ts
 * // a French stack entered a box held by Austrian cavalry: draft.battle.stage === 'withdraw'
 * ```
 */
export function beforeBattle(ctx: JdgContext, draft: D): void {
  if (withdrawers(ctx, draft).length > 0) draft.battle!.stage = 'withdraw';
  else openBattle(ctx, draft);
}

/** The defender sends a cavalry unit away; its box is chosen next, then its test is rolled. */
export function chooseWithdrawal(draft: D, unit: number): void {
  const { box, attacker } = draft.battle!;
  const screened = forceUnits(draft, box, attacker).some((i) => draft.pieces[i]!.arm === 'cavalry');
  draft.withdrawal = { from: box, to: -1, pieces: [unit], rolls: [unit], screened };
}

/** After a withdrawal: more may go; when none can or the defender is done, the battle opens, or ends unfought. */
export function withdrawalsGoOn(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>, done = false): void {
  if (!done && withdrawers(ctx, draft).length > 0) return;
  const battle = draft.battle!;
  if (forceUnits(draft, battle.box, enemyOf(battle.attacker)).length === 0) return battleDone(ctx, draft, emit);
  for (const side of SIDES) battle.startPf[side] = totalPf(draft, forceUnits(draft, battle.box, side));
  openBattle(ctx, draft);
}
