import type { NawContext } from '../../context.js';
import { oddsResult, plainState, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import { freshBoard } from '../movementCache.js';
import type { NawEvent } from '../../events.js';
import type { NawState } from '../../types.js';
import { combatUnits } from './combatFormation.js';
import { weighCombat } from './odds.js';
import { eliminate } from '../scoring.js';
import { afterRetreats } from './advance.js';

/**
 * Eliminates the units of `ids` (NAW 7.6). Hexes emptied by eliminations count as vacated for the other side's advance
 * (NAW 7.74, `vacates`), except an exchange's attacking losses: the defenders are all gone by then.
 */
function eliminateAll(ctx: NawContext, draft: Draft<NawState>, ids: readonly string[], vacates: boolean, emit: Emit<NawEvent>): void {
  const combat = draft.combat!;
  for (const id of ids) {
    const index = ctx.unitIndex.get(id)!;
    if (vacates) combat.vacated.push(draft.units[index]!.hex);
    eliminate(ctx, draft, index, 'NAW 7.6', emit);
  }
}

/** The pending combat die (NAW 7.0 procedure): one roll on the CRT's die faces. */
export function combatDie(ctx: NawContext, state: NawState): ChanceSpec {
  return { what: 'combat die', rule: 'NAW 7.6', values: state.options.crt.dieFaces };
}

/**
 * Resolves the formed combat with the die: looks up the CRT (NAW 7.6), reports the whole breakdown, marks every
 * participant as having fought (7.14) and applies the result. Bombarding artillery suffers nothing (8.14).
 */
export function applyCombatRoll(ctx: NawContext, draft: Draft<NawState>, roll: number, emit: Emit<NawEvent>): void {
  const board = freshBoard(ctx, plainState(draft)); // read before any change: the plain state behind the draft
  const combat = draft.combat!;
  const units = combatUnits(board, combat);
  const result = oddsResult(draft.options.crt, combat.column, roll);
  if (emit) {
    const { breakdown } = weighCombat(board, units);
    emit({ type: 'combatResolved', rule: 'NAW 7.6', breakdown: { ...breakdown, odds: draft.options.crt.columns[combat.column]!.label }, roll, result });
  }
  combat.result = result;
  for (const ids of [combat.attackers, combat.bombarding, combat.defenders]) for (const id of ids) draft.units[ctx.unitIndex.get(id)!]!.engaged = true;
  switch (result) {
    case 'Ae':
      eliminateAll(ctx, draft, combat.attackers, true, emit);
      return afterRetreats(ctx, draft);
    case 'De':
      eliminateAll(ctx, draft, combat.defenders, true, emit);
      return afterRetreats(ctx, draft);
    case 'Ex': {
      const owed = units.defenders.reduce((sum, u) => sum + u.strength, 0);
      eliminateAll(ctx, draft, combat.defenders, true, emit);
      const available = units.attackers.reduce((sum, u) => sum + u.strength, 0);
      if (available <= owed) {
        eliminateAll(ctx, draft, combat.attackers, false, emit); // everything that can pay must (NAW 7.6 Ex)
        return afterRetreats(ctx, draft);
      }
      combat.exchangeOwed = owed;
      combat.stage = 'exchange';
      return;
    }
    case 'Ar':
      combat.retreating = [...combat.attackers];
      combat.mayRetreat = [...combat.bombarding]; // NAW 8.15
      combat.stage = 'retreat';
      return afterRetreats(ctx, draft);
    case 'Dr':
      combat.retreating = [...combat.defenders];
      combat.stage = 'retreat';
      return afterRetreats(ctx, draft);
  }
}

/**
 * The attacker's choices of losses to an exchange: sets of adjacent attackers whose printed strengths reach what is
 * owed with no unit to spare (removing any one would fall short). Interpretation of NAW 7.6 Ex: "at least equal"
 * with no needless losses.
 */
export function exchangeChoices(strengths: readonly number[], owed: number): number[][] {
  const out: number[][] = [];
  const n = strengths.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    let sum = 0;
    let smallest = Infinity;
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i)) {
        sum += strengths[i]!;
        smallest = Math.min(smallest, strengths[i]!);
      }
    }
    if (sum >= owed && sum - smallest < owed) out.push([...Array(n).keys()].filter((i) => mask & (1 << i)));
  }
  return out;
}

/** Eliminates the attacking units chosen to pay an exchange, then moves on to the advance. */
export function applyExchange(ctx: NawContext, draft: Draft<NawState>, unitIds: readonly string[], emit: Emit<NawEvent>): void {
  for (const id of unitIds) eliminate(ctx, draft, ctx.unitIndex.get(id)!, 'NAW 7.6', emit);
  draft.combat!.exchangeOwed = 0;
  afterRetreats(ctx, draft);
}
