import type { Draft } from 'immer';
import { D6, type ChanceSpec, type Emit } from 'kriegsspiel';
import type { MibContext } from '../../context.js';
import type { MibEvent } from '../../events.js';
import { ARMY_MORALE } from '../../tables.js';
import type { MibState } from '../../types.js';
import { SIDES } from '../../vocabulary.js';
import { changeArmyMorale } from '../armyMorale.js';
import { takeLoss } from '../losses.js';
import { KIND, strength, unitId } from '../unitStatus.js';
import { startPursuit } from './pursuit.js';

/** A commander's casualty check (MiB CET L): a 6 strikes him (interpretation 7.3). */
export const leaderDie = (): ChanceSpec => ({ what: 'commander casualty check', rule: 'MiB CET', values: D6 });
/** An artillery unit's gun-loss check on retreating (MiB 7.9). */
export const gunDie = (): ChanceSpec => ({ what: 'gun loss check', rule: 'MiB 7.9', values: D6 });

/** The face of the commander casualty check that strikes. */
export const LEADER_CASUALTY_ROLL = 6;
/** A gun-loss check at or below this (after −1 for a smashed unit) loses 1 SP, 4 guns (MiB 7.9). */
export const GUN_LOSS_AT_MOST = 2;
/** Guns per artillery SP (MiB 2.1). */
export const GUNS_PER_SP = 4;

/**
 * Resolves a commander's casualty check (MiB CET L): a formation commander struck is replaced by a subordinate rated
 * one less (at least 1); an army commander struck costs army morale (AM: Charles −2, Napoleon −3).
 */
export function applyLeaderCheck(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const leader = combat.leaders.shift()!;
  if (roll === LEADER_CASUALTY_ROLL) {
    if (leader >= 0) {
      const formation = draft.formations[leader]!;
      formation.rating = Math.max(1, formation.rating - 1);
      emit?.({ type: 'leaderCasualty', rule: 'MiB CET', leader: ctx.scenario.formations[leader]!.commander.id });
    } else {
      const side = SIDES[-1 - leader]!;
      draft.armyCommander[side] = false;
      emit?.({ type: 'leaderCasualty', rule: 'MiB CET', leader: ctx.scenario.armyCommanders[side].id });
      changeArmyMorale(draft, side, ARMY_MORALE.armyCommanderCasualty[side], `${ctx.scenario.armyCommanders[side].name} is a casualty`, emit);
    }
  }
  if (combat.leaders.length === 0 && combat.losses === null && combat.stacks.length === 0) finishEffects(ctx, draft, emit);
}

/**
 * After every stack's effects (MiB 7.3): the defender retreats when the CRT says so and it still holds the hex (not
 * after a charge, 7.12); then the attacker may advance into a vacated hex; otherwise the attack is over.
 */
export function finishEffects(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const result = draft.options.crt[combat.row]!;
  const stayed = combat.defenders.filter((u) => draft.units[u]!.hex === combat.target);
  if (combat.retreat === null && !combat.charge && result.defender.hexes > 0 && stayed.length > 0 && result.defender.column === 'retreat') {
    combat.retreat = { units: stayed, left: result.defender.hexes, path: [combat.target], column: 'retreat', extra: false };
    combat.stage = 'retreat';
    return;
  }
  startAdvance(ctx, draft, emit);
}

/** Ends a retreat: its artillery checks for gun losses (7.9), then the attacker may advance. */
export function endRetreat(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  combat.guns = combat.retreat!.units.filter((u) => ctx.unitKind[u] === KIND.artillery && draft.units[u]!.hex >= 0);
  combat.stage = 'guns';
  if (combat.guns.length === 0) startAdvance(ctx, draft, emit);
}

/**
 * Resolves a gun-loss check (MiB 7.9): on 2 or less (−1 when smashed) the battery loses 1 SP, 4 guns; a smashed
 * battery is eliminated by the loss (9.2) and loses all its guns. Every 5 guns lost cost 1 army morale (AM).
 */
export function applyGunCheck(ctx: MibContext, draft: Draft<MibState>, roll: number, emit: Emit<MibEvent>): void {
  const combat = draft.combat!;
  const u = combat.guns.shift()!;
  const unit = draft.units[u]!;
  if (roll - (unit.smashed ? 1 : 0) <= GUN_LOSS_AT_MOST) {
    const side = SIDES[ctx.unitSide[u]!]!;
    const sp = strength(ctx, unit, u);
    takeLoss(ctx, draft, u, 'c', 'MiB 7.9', emit);
    const guns = GUNS_PER_SP * (sp - (unit.hex >= 0 ? strength(ctx, unit, u) : 0));
    const before = Math.floor(draft.gunsLost[side] / 5);
    draft.gunsLost[side] += guns;
    emit?.({ type: 'gunsLost', rule: 'MiB 7.9', unit: unitId(ctx, u), guns });
    const fives = Math.floor(draft.gunsLost[side] / 5) - before;
    if (fives > 0) changeArmyMorale(draft, side, fives * ARMY_MORALE.perFiveGunsLost, `${draft.gunsLost[side]} guns lost`, emit);
  }
  if (combat.guns.length === 0) startAdvance(ctx, draft, emit);
}

/**
 * After a retreat, organic cavalry may charge the retreating stack first (7.13). The attacker may advance when the
 * CRT gave it an Advance and the target hex is empty (MiB 7.3).
 */
function startAdvance(ctx: MibContext, draft: Draft<MibState>, emit: Emit<MibEvent>): void {
  if (startPursuit(ctx, draft)) return;
  const combat = draft.combat!;
  const result = draft.options.crt[combat.row]!;
  const vacated = !draft.units.some((u) => u.hex === combat.target);
  const stacks = combat.from.filter((h) => combat.attackers.some((u) => draft.units[u]!.hex === h && !draft.units[u]!.dis));
  if (result.attacker.column === 'advance' && result.attacker.hexes > 0 && vacated && stacks.length > 0) {
    combat.stage = 'advance';
    combat.advance = { units: [], left: result.attacker.hexes, hexes: stacks };
    return;
  }
  endCombat(ctx, draft, emit);
}

/** The attack is over. */
export function endCombat(_ctx: MibContext, draft: Draft<MibState>, _emit: Emit<MibEvent>): void {
  draft.combat = null;
}
