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

/** One modifier of a side's fire in a round (the Combat Table, JdG 8.5), with the case it comes from. */
export interface FireModifier {
  readonly rule: string;
  readonly value: number;
  readonly what: string;
}

/** A side's fire in one round as the Combat Table sets it (JdG 8.3-8.5), before its dice. */
export interface RoundFire {
  /** Its PF after the multipliers (8.3), and the column they give after the shifts. */
  readonly pf: number;
  readonly column: number;
  /** The column shifts and the die modifiers, each with its case. */
  readonly shifts: readonly FireModifier[];
  readonly drms: readonly FireModifier[];
  /** The die modifier in all. */
  readonly modifier: number;
  /** Its artillery bonus (BA), fired on even rounds (8.1). */
  readonly artillery: number;
}

/**
 * A side's fire in round `round` of the battle in progress (JdG 8.1 P3-P4, 8.3, 8.5): its PF, the column and shifts
 * (fourth round, defender in mountain, defensive terrain or entrenched, flank attack, defender encircled), and the
 * die modifiers (the leader's tactical bonus, the cohesion gap, the third and fourth rounds, an attack across a
 * bridge, defence in clear terrain). `entrenched` says whether the defender's entrenchment counts (the caller knows).
 */
export function roundFire(ctx: JdgContext, state: JdgState, side: Side, round: number, entrenched: boolean): RoundFire {
  const battle = state.battle!;
  const box = battle.box;
  const defender = enemyOf(battle.attacker);
  const terrain = battleTerrain(ctx, battle);
  const attacking = side === battle.attacker;
  const units = forceUnits(state, box, side);
  const enemyUnits = forceUnits(state, box, enemyOf(side));
  const pf = combatPf(state, units, terrain, { attacker: attacking, citadel: battle.citadel, entrenched });
  const role = attacking ? 'attacker' : 'defender';
  const shiftList: FireModifier[] = [];
  const shift = (value: number, what: string): void => void (value !== 0 && shiftList.push({ rule: 'JdG 8.5', value, what }));
  if (round === 4) shift(shifts.fourthRound[role], 'fourth round');
  if (terrain.mountain) shift(shifts.defenderInMountain[role], 'defender in mountains');
  if (terrain.defensive) shift(shifts.defenderInDefensiveTerrain[role], 'defender in defensive terrain');
  if (entrenched) shift(shifts.defenderEntrenched[role], 'defender entrenched');
  if (attacking && flankAttack(state, units)) shift(shifts.flankAttack.attacker, 'flank attack');
  if (attacking && state.encircled.some((e) => e.box === box && e.side === defender)) shift(shifts.defenderEncircled.attacker, 'defender encircled');
  const column = combatColumn(pf, shiftList.reduce((n, x) => n + x.value, 0));
  const drmList: FireModifier[] = [];
  const drm = (value: number, rule: string, what: string): void => void (value !== 0 && drmList.push({ rule, value, what }));
  const leader = leaderOf(ctx, state, box, side);
  drm(leader >= 0 ? ctx.pieces[leader]!.bt : 0, 'JdG 8.5', 'tactical bonus of the leader');
  drm(forceCohesion(ctx, units, box) - forceCohesion(ctx, enemyUnits, box), 'JdG 8.5', 'cohesion against the enemy\'s');
  if (round >= 3) drm(dice.thirdAndFourthRounds[role], 'JdG 8.5', 'third and fourth rounds');
  if (attacking && acrossBridge(ctx, state, units)) drm(dice.attackAcrossBridge.attacker, 'JdG 8.5', 'attack across a bridge');
  if (!attacking && terrain.clear) drm(dice.defenceInClear.defender, 'JdG 8.5', 'defence in clear terrain');
  return { pf, column, shifts: shiftList, drms: drmList, modifier: drmList.reduce((n, x) => n + x.value, 0), artillery: bonusOf(ctx, units, 'ba') };
}

function resolveRound(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const box = battle.box;
  const defender = enemyOf(battle.attacker);
  const entrenched = draft.entrenchments.some((e) => e.box === box && e.side === defender && e.real);
  const units = { french: forceUnits(draft, box, 'french'), coalition: forceUnits(draft, box, 'coalition') };
  const pf = {} as Record<Side, number>;
  const column = {} as Record<Side, string>;
  const modified = {} as Record<Side, number>;
  const losses = { french: 0, coalition: 0 };
  for (const side of SIDES) {
    const fire = roundFire(ctx, draft, side, battle.round, entrenched);
    pf[side] = fire.pf;
    column[side] = COMBAT_COLUMNS[fire.column]!.label;
    modified[side] = battle.dice[side].combat! + fire.modifier;
    const hit = pf[side] > 0 ? combatResult(fire.column, modified[side]) : { loss: 0, morale: false };
    const enemy = enemyOf(side);
    losses[enemy] += hit.loss;
    battle.starred[enemy] ||= hit.morale;
    if (battle.round % 2 === 0) {
      const fired = bandResult(draft.options.tables.artillery, fire.artillery, battle.dice[side].artillery! - (draft.weather === 'snow' ? 1 : 0));
      losses[enemy] += fired.result;
      battle.starred[enemy] ||= fired.morale;
    }
  }
  const rolled = { french: battle.dice.french.combat!, coalition: battle.dice.coalition.combat! };
  emit?.({ type: 'roundFought', rule: 'JdG 8.4', round: battle.round, pf, column, dice: rolled, modified, losses });
  battle.owed = { french: units.french.length > 0 ? losses.french : 0, coalition: units.coalition.length > 0 ? losses.coalition : 0 };
  battle.taken = [];
  battle.stage = 'losses';
  if (owingSide(draft) === null) lossesTaken(ctx, draft, emit);
}
