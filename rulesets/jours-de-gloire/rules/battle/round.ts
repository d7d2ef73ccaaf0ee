/**
 * A round of battle (JdG 8.1 P3-P4, 8.4, 8.5): each side's die on the Combat Table at the column of its PF, shifted
 * and modified as the table says, and on even rounds its artillery's; losses are taken at the same time.
 *
 * @module
 */
import type { ChanceSpec, Draft, Emit } from 'kriegsspiel';
import { D6 } from 'kriegsspiel';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import { COMBAT_COLUMNS, COMBAT_MODIFIERS, combatColumn, combatResult } from '../../tables/combatTable.js';
import { bandResult } from '../../tables/smallTables.js';
import type { JdgState } from '../../types.js';
import { enemyOf, SIDES, type Side } from '../../vocabulary.js';
import { battleTerrain, bonusOf, combatPf, forceCohesion, forceUnits, leaderOf } from './force.js';
import { owingSide } from './losses.js';
import { lossesTaken } from './morale.js';

type D = Draft<JdgState>;
const { shifts, dice } = COMBAT_MODIFIERS;

/** The dice of a round, in the order they are rolled: each side's combat die, then on even rounds its artillery die. */
function nextDie(state: JdgState): { readonly side: Side; readonly kind: 'combat' | 'artillery' } | null {
  const battle = state.battle!;
  const order = [battle.attacker, enemyOf(battle.attacker)];
  for (const side of order) if (battle.dice[side].combat === null) return { side, kind: 'combat' };
  if (battle.round % 2 === 0) for (const side of order) if (battle.dice[side].artillery === null) return { side, kind: 'artillery' };
  return null;
}

/** The chance spec of the next die of the round. */
export function roundDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  const die = nextDie(state)!;
  return { what: `${die.side} ${die.kind} die, round ${state.battle!.round}`, rule: die.kind === 'combat' ? 'JdG 8.4' : 'JdG 8.1', values: D6 };
}

/** Records a die; the last of the round resolves it. */
export function applyRoundDie(ctx: JdgContext, draft: D, value: number, emit: Emit<JdgEvent>): void {
  const die = nextDie(draft)!;
  draft.battle!.dice[die.side][die.kind] = value;
  if (nextDie(draft) === null) resolveRound(ctx, draft, emit);
}

/** Whether the attackers all crossed a bridge to come in this turn (the Combat Table: attack across a bridge). */
function acrossBridge(ctx: JdgContext, state: JdgState, units: readonly number[]): boolean {
  const entered = units.filter((i) => state.pieces[i]!.via >= 0);
  return entered.length > 0 && entered.every((i) => ctx.connections[state.pieces[i]!.via]!.bridge);
}

/** 8.5: at least two attacking stacks came in by two different connections this turn. */
export function flankAttack(state: JdgState, units: readonly number[]): boolean {
  return new Set(units.map((i) => state.pieces[i]!.via).filter((v) => v >= 0)).size >= 2;
}

function resolveRound(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const box = battle.box;
  const defender = enemyOf(battle.attacker);
  const terrain = battleTerrain(ctx, battle);
  const entrenched = draft.entrenchments.some((e) => e.box === box && e.side === defender && e.real);
  const units = { french: forceUnits(draft, box, 'french'), coalition: forceUnits(draft, box, 'coalition') };
  const cohesion = { french: forceCohesion(ctx, units.french, box), coalition: forceCohesion(ctx, units.coalition, box) };
  const late = battle.round >= 3;
  const pf = {} as Record<Side, number>;
  const column = {} as Record<Side, string>;
  const modified = {} as Record<Side, number>;
  const losses = { french: 0, coalition: 0 };
  for (const side of SIDES) {
    const attacking = side === battle.attacker;
    pf[side] = combatPf(draft, units[side], terrain, { attacker: attacking, citadel: battle.citadel, entrenched });
    const role = attacking ? 'attacker' : 'defender';
    let shift = battle.round === 4 ? shifts.fourthRound[role] : 0;
    if (terrain.mountain) shift += shifts.defenderInMountain[role];
    if (terrain.defensive) shift += shifts.defenderInDefensiveTerrain[role];
    if (entrenched) shift += shifts.defenderEntrenched[role];
    if (attacking && flankAttack(draft, units[side])) shift += shifts.flankAttack.attacker;
    if (attacking && draft.encircled.some((e) => e.box === box && e.side === defender)) shift += shifts.defenderEncircled.attacker;
    const col = combatColumn(pf[side], shift);
    column[side] = COMBAT_COLUMNS[col]!.label;
    const leader = leaderOf(ctx, draft, box, side);
    const gap = cohesion[side] - cohesion[enemyOf(side)];
    let mod = (leader >= 0 ? ctx.pieces[leader]!.bt : 0) + gap + (late ? dice.thirdAndFourthRounds[role] : 0);
    if (attacking && acrossBridge(ctx, draft, units[side])) mod += dice.attackAcrossBridge.attacker;
    if (!attacking && terrain.clear) mod += dice.defenceInClear.defender;
    modified[side] = battle.dice[side].combat! + mod;
    const hit = pf[side] > 0 ? combatResult(col, modified[side]) : { loss: 0, morale: false };
    const enemy = enemyOf(side);
    losses[enemy] += hit.loss;
    battle.starred[enemy] ||= hit.morale;
    if (battle.round % 2 === 0) {
      const fire = bandResult(draft.options.tables.artillery, bonusOf(ctx, units[side], 'ba'), battle.dice[side].artillery! - (draft.weather === 'snow' ? 1 : 0));
      losses[enemy] += fire.result;
      battle.starred[enemy] ||= fire.morale;
    }
  }
  const rolled = { french: battle.dice.french.combat!, coalition: battle.dice.coalition.combat! };
  emit?.({ type: 'roundFought', rule: 'JdG 8.4', round: battle.round, pf, column, dice: rolled, modified, losses });
  battle.owed = { french: units.french.length > 0 ? losses.french : 0, coalition: units.coalition.length > 0 ? losses.coalition : 0 };
  battle.taken = [];
  battle.stage = 'losses';
  if (owingSide(draft) === null) lossesTaken(ctx, draft, emit);
}
