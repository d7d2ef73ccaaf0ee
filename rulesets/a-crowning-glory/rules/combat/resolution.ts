import type { Draft, Emit } from 'kriegsspiel';
import { boardOf, inEnemyZoc } from '../../board.js';
import { POND, type AcgContext } from '../../context.js';
import type { AcgEvent } from '../../events.js';
import type { AcgCombat, AcgState } from '../../types.js';
import { enemyOf } from '../../vocabulary.js';
import { enter } from '../control.js';
import { nextAttacker } from '../sequence.js';
import { terrainOf } from '../terrain.js';
import { judge } from '../victory.js';

type D = Draft<AcgState>;

/** Takes `steps` from unit `u` (ACG 2.9): it is eliminated at 0; the loss goes on its side's track (3.2). */
export function loseSteps(ctx: AcgContext, draft: D, u: number, steps: number, rule: string, emit: Emit<AcgEvent>): void {
  const unit = draft.units[u]!;
  const lost = Math.min(steps, unit.steps);
  if (lost === 0) return;
  unit.steps -= lost;
  draft.lost[unit.side] += lost;
  emit?.({ type: 'stepsLost', rule, unit: unit.id, steps: lost, left: unit.steps });
  if (unit.steps === 0) {
    emit?.({ type: 'eliminated', rule: 'ACG 2.9', unit: unit.id, hex: ctx.hexIds[unit.hex]! });
    unit.status = 'eliminated';
    unit.hex = -1;
  }
}

/** The attacking units' total steps (what the attacker can lose). */
const attackerSteps = (state: AcgState, combat: AcgCombat): number => combat.attackers.reduce((n, u) => n + state.units[u]!.steps, 0);

/**
 * After the roll (ACG 9.15): the attacker's losses first, apportioned by their owner when there is a choice
 * (9.16), then the defender's.
 */
export function afterRoll(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  const combat = draft.combat!;
  const owed = Math.min(combat.attackerLoss, attackerSteps(draft, combat));
  if (owed > 0 && owed < attackerSteps(draft, combat) && combat.attackers.length > 1) {
    combat.stage = 'attacker-losses';
    return;
  }
  let left = owed; // one attacker takes it all, or every attacker is lost whole: no choice to make
  for (const u of combat.attackers) {
    const take = Math.min(left, draft.units[u]!.steps);
    loseSteps(ctx, draft, u, take, 'ACG 9.15', emit);
    left -= take;
  }
  afterAttackerLosses(ctx, draft, emit);
}

/** The hexes the defender may retreat into (ACG 9.17): next to it, empty, out of enemy zones, terrain it may enter. */
export function retreatHexes(ctx: AcgContext, state: AcgState): number[] {
  const combat = state.combat!;
  const board = boardOf(ctx, state);
  const unit = state.units[combat.defender]!;
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = ctx.map.grid.neighbor(combat.hex, d);
    if (n < 0 || board.occupant[n] !== 0 || inEnemyZoc(board, n, unit.side)) continue;
    if (ctx.playArea !== null && ctx.playArea[n] === 0) continue; // ACG 10.2
    if (state.options.terrain[terrainOf(ctx, n)].cost[unit.arm] === null) continue; // ACG 8.7
    if (unit.arm === 'cavalry' && (ctx.map.hexsideFeatures(combat.hex, d) & POND) !== 0) continue; // ACG 8.10
    out.push(n);
  }
  return out;
}

/** Whether the defender chooses between retreating and standing, or must retreat (4.8: a demoralized Allied army). */
export function retreatChoice(ctx: AcgContext, state: AcgState): 'none' | 'choose' | 'must' {
  const combat = state.combat!;
  const unit = state.units[combat.defender]!;
  if (combat.defenderLoss === 0 || combat.defenderLoss - 1 >= unit.steps || retreatHexes(ctx, state).length === 0) return 'none';
  return unit.side === 'allied' && state.demoralized.allied ? 'must' : 'choose';
}

function afterAttackerLosses(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  const choice = retreatChoice(ctx, draft);
  if (choice !== 'none') {
    draft.combat!.stage = 'retreat';
    return;
  }
  defenderLoses(ctx, draft, -1, emit);
}

/** The attacker's chosen split of its losses (ACG 9.16). */
export function apportion(ctx: AcgContext, draft: D, losses: readonly { unit: string; steps: number }[], emit: Emit<AcgEvent>): void {
  for (const { unit, steps } of losses) loseSteps(ctx, draft, ctx.unitIndex.get(unit)!, steps, 'ACG 9.16', emit);
  afterAttackerLosses(ctx, draft, emit);
}

/**
 * The defender's loss (ACG 9.15, 9.17): one step fewer if it retreats to `to` (-1: it stands). Then the victors may
 * advance into the hex if it is empty (9.18).
 */
export function defenderLoses(ctx: AcgContext, draft: D, to: number, emit: Emit<AcgEvent>): void {
  const combat = draft.combat!;
  const unit = draft.units[combat.defender]!;
  if (to >= 0) {
    emit?.({ type: 'retreated', rule: 'ACG 9.17', unit: unit.id, from: ctx.hexIds[unit.hex]!, to: ctx.hexIds[to]! });
    unit.hex = to;
    enter(ctx, draft, to, unit.side, emit);
  }
  loseSteps(ctx, draft, combat.defender, to >= 0 ? combat.defenderLoss - 1 : combat.defenderLoss, to >= 0 ? 'ACG 9.17' : 'ACG 9.15', emit);
  judge(ctx, draft, emit); // ACG 4.5: both sides' losses of one attack are judged together
  if (draft.phase === 'over') return;
  if (advancers(ctx, draft).length > 0) combat.stage = 'advance';
  else endAttack(ctx, draft, emit);
}

/**
 * The attackers that may advance into the vacated hex (ACG 9.18): survivors, never cavalry into an All-Pond hex,
 * never a demoralized Allied army (4.8), never out of the scenario's area (10.2).
 */
export function advancers(ctx: AcgContext, state: AcgState): number[] {
  const combat = state.combat!;
  const board = boardOf(ctx, state);
  if (board.occupant[combat.hex] !== 0) return [];
  if (combat.attacker === 'allied' && state.demoralized.allied) return [];
  if (ctx.playArea !== null && ctx.playArea[combat.hex] === 0) return [];
  const terrain = state.options.terrain[terrainOf(ctx, combat.hex)];
  return combat.attackers.filter((u) => state.units[u]!.status === 'map' && terrain.cost[state.units[u]!.arm] !== null);
}

/** One victor advances (ACG 9.18), ignoring zones of control and costs. */
export function advance(ctx: AcgContext, draft: D, u: number, emit: Emit<AcgEvent>): void {
  const combat = draft.combat!;
  const unit = draft.units[u]!;
  emit?.({ type: 'advanced', rule: 'ACG 9.18', unit: unit.id, from: ctx.hexIds[unit.hex]!, to: ctx.hexIds[combat.hex]! });
  unit.hex = combat.hex;
  enter(ctx, draft, combat.hex, unit.side, emit);
  endAttack(ctx, draft, emit);
}

/** The attack is over: the other side may attack next (ACG 9.1, 9.4). */
export function endAttack(ctx: AcgContext, draft: D, emit: Emit<AcgEvent>): void {
  const attacker = draft.combat!.attacker;
  draft.combat = null;
  draft.toAct = enemyOf(attacker);
  nextAttacker(ctx, draft, emit);
}
