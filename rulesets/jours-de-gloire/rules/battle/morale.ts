/**
 * Morale tests (JdG 8.6) at the end of a round: a force that has lost a fifth of its PF since the battle began, or
 * suffered a starred result, rolls a die and must score no more than its average cohesion, raised by its senior
 * leader's tactical bonus (+2 for BT 3-4, +1 for BT 1-2); failing, it is defeated and retreats.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import { lossCallsForMorale, moraleBonus } from '../../tables/battleArithmetic.js';
import type { JdgState } from '../../types.js';
import { enemyOf, type Side } from '../../vocabulary.js';
import { decideBattle } from './end.js';
import { forceCohesion, forceUnits, leaderOf } from './force.js';
import { joinMarchers } from '../reactions.js';
import { overrunRetreat } from './overrun.js';

type D = Draft<JdgState>;

/** The score a force must not exceed to pass (8.6). */
export function moraleTarget(ctx: JdgContext, state: JdgState, side: Side): number {
  const box = state.battle!.box;
  const leader = leaderOf(ctx, state, box, side);
  return forceCohesion(ctx, forceUnits(state, box, side), box) + (leader >= 0 ? moraleBonus(ctx.pieces[leader]!.bt) : 0);
}

/** After the round's losses: the forces that must test (8.6), or the next round. */
export function lossesTaken(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  if (battle.decided) return afterDecision(ctx, draft, emit);
  battle.morale = [battle.attacker, enemyOf(battle.attacker)].filter(
    (s) => forceUnits(draft, battle.box, s).length > 0 && (battle.starred[s] || lossCallsForMorale(battle.startPf[s], battle.lost[s])),
  );
  battle.stage = 'morale';
  if (battle.morale.length === 0) endRound(ctx, draft, emit);
}

/** The chance spec of the next morale test. */
export function moraleDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  return { what: `${state.battle!.morale[0]} morale test`, rule: 'JdG 8.6', values: D6 };
}

/** Applies a morale roll. */
export function applyMoraleDie(ctx: JdgContext, draft: D, roll: number, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const side = battle.morale.shift()!;
  const target = moraleTarget(ctx, draft, side);
  const passed = roll <= target;
  if (!passed) battle.failed[side] = true;
  emit?.({ type: 'moraleTested', rule: 'JdG 8.6', side, roll, target, passed });
  if (battle.morale.length === 0) endRound(ctx, draft, emit);
}

function endRound(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  battle.starred = { french: false, coalition: false };
  battle.dice = { french: { combat: null, artillery: null }, coalition: { combat: null, artillery: null } };
  const gone = [battle.attacker, enemyOf(battle.attacker)].some((s) => forceUnits(draft, battle.box, s).length === 0);
  if (battle.failed.french || battle.failed.coalition || gone || battle.round >= battle.rounds) return decideBattle(ctx, draft, emit);
  battle.round++;
  battle.stage = 'roll';
  joinMarchers(ctx, draft, emit);
}

/** Losses taken after the decision: after a pursuit (P6) the victor's choice comes next, after an overrun the retreat (8.4). */
function afterDecision(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  if (draft.battle!.overrun !== null) return overrunRetreat(ctx, draft, emit);
  draft.battle!.stage = 'victor';
}
