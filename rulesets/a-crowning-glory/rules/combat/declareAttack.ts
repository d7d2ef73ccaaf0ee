import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import type { AcgAction } from '../../actions.js';
import { boardOf } from '../../board.js';
import type { AcgContext } from '../../context.js';
import type { AcgEvent } from '../../events.js';
import type { AcgState } from '../../types.js';
import { attackSum } from './differential.js';
import { afterRoll } from './resolution.js';

/**
 * Launches an attack (ACG 9.1, 9.5): the attackers, the defender and the marker show their Passive faces from now
 * on (9.1, 9.13), and the die is rolled next.
 */
export function declareAttack(ctx: AcgContext, draft: Draft<AcgState>, action: Extract<AcgAction, { type: 'attack' }>, emit: Emit<AcgEvent>): void {
  const board = boardOf(ctx, draft);
  const side = draft.toAct;
  const target = ctx.map.grid.indexOf(action.target);
  const attackers = action.attackers.map((id) => ctx.unitIndex.get(id)!);
  const marker = action.marker === undefined ? -1 : ctx.markerIndex.get(action.marker)!;
  const { breakdown, column } = attackSum(board, side, target, attackers, marker);
  const defender = board.occupant[target]! - 1;
  for (const u of attackers) draft.units[u]!.active = false;
  draft.units[defender]!.active = false;
  if (marker >= 0) draft.markers[marker]!.active = false;
  draft.passes = 0;
  draft.combat = { stage: 'roll', attacker: side, defender, hex: target, attackers, marker, column, attackerLoss: 0, defenderLoss: 0 };
  emit?.({ type: 'attacked', rule: 'ACG 9.5', breakdown });
}

/** The combat die (ACG 9.14). */
export const combatDie = (): ChanceSpec => ({ what: 'combat die', rule: 'ACG 9.14', values: D6 });

/** Reads the CRT cell of the roll (ACG 9.14, 9.15) and goes on with the losses. */
export function applyCombatRoll(ctx: AcgContext, draft: Draft<AcgState>, roll: number, emit: Emit<AcgEvent>): void {
  const combat = draft.combat!;
  const cell = draft.options.crt[combat.attacker].rows[roll - 1]![combat.column]!;
  const [a, d] = cell.split('/').map(Number) as [number, number];
  combat.attackerLoss = a;
  combat.defenderLoss = d;
  emit?.({ type: 'combatResolved', rule: 'ACG 9.14', roll, attackerLoss: a, defenderLoss: d });
  afterRoll(ctx, draft, emit);
}
