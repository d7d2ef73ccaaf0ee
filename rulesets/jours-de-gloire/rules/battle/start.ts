/**
 * Opening a battle (JdG 8.0-8.2): the dummies in the box are shown and removed (7.1), the units of both sides are
 * revealed, and each side chooses a tactic chit in secret within its restrictions; the chits fix the rounds.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import { battleRounds, type Tactic } from '../../tables/battleArithmetic.js';
import type { JdgState } from '../../types.js';
import { enemyOf, SIDES, type Side } from '../../vocabulary.js';
import { removeDummies } from '../entering.js';
import { forceUnits, leaderOf } from './force.js';
import { beforeBattle } from './withdrawBeforeBattle.js';

type D = Draft<JdgState>;

/** Starts the battle in `box`, the phasing player attacking (8.0); cavalry withdrawals (6.3) and the choices of 8.4 and 8.8 come before the chits. */
export function startBattle(ctx: JdgContext, draft: D, box: number, emit: Emit<JdgEvent>): void {
  draft.battles = draft.battles.filter((b) => b !== box);
  const attacker = draft.player;
  emit?.({ type: 'battleStarted', rule: 'JdG 8.0', box: ctx.boxIds[box]!, attacker });
  for (const side of SIDES) {
    removeDummies(ctx, draft, box, side, 'JdG 7.1', emit);
    const shown: string[] = [];
    for (const p of draft.pieces) {
      if (p.status !== 'map' || p.box !== box || p.side !== side) continue;
      [p.revealed, p.force] = [true, -1];
      shown.push(p.id);
    }
    emit?.({ type: 'revealed', rule: 'JdG 8.1', side, box: ctx.boxIds[box]!, pieces: shown });
  }
  const start = (side: Side) => forceUnits(draft, box, side).reduce((sum, i) => sum + draft.pieces[i]!.pf, 0);
  draft.battle = {
    box, attacker, stage: 'chits',
    chits: { french: null, coalition: null }, rounds: 0, round: 0,
    startPf: { french: start('french'), coalition: start('coalition') }, lost: { french: 0, coalition: 0 },
    dice: { french: { combat: null, artillery: null }, coalition: { combat: null, artillery: null } },
    owed: { french: 0, coalition: 0 }, taken: [], starred: { french: false, coalition: false },
    morale: [], failed: { french: false, coalition: false }, city: false, citadel: false, overrun: null, decided: false, loser: null, retreatedTo: -1,
    arrivals: draft.marches.filter((m) => m.box === box).map((m) => ({ pieces: [...m.pieces], round: m.round })),
  };
  beforeBattle(ctx, draft);
}

/**
 * The chits a side may choose (8.2): Decisive with a general of 3 or 4 stars and 15 PF, Offensive with a general and
 * 10 PF, Screen unless only detachments without a general, Skirmish always.
 */
export function chitOptions(ctx: JdgContext, state: JdgState, side: Side): Tactic[] {
  const box = state.battle!.box;
  const units = forceUnits(state, box, side);
  const pf = units.reduce((sum, i) => sum + state.pieces[i]!.pf, 0);
  const leader = leaderOf(ctx, state, box, side);
  const options: Tactic[] = [];
  if (leader >= 0 && ctx.pieces[leader]!.rank >= 3 && pf >= 15) options.push('decisive');
  if (leader >= 0 && pf >= 10) options.push('offensive');
  if (leader >= 0 || units.some((i) => !ctx.pieces[i]!.detachment)) options.push('screen');
  options.push('skirmish');
  return options;
}

/** A side's chit (8.1 P1); once both are in they are revealed and fix the rounds (8.2; snow takes one off, 3.1). */
export function chooseChit(ctx: JdgContext, draft: D, side: Side, tactic: Tactic, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  battle.chits[side] = tactic;
  const { french, coalition } = battle.chits;
  if (french === null || coalition === null) return;
  const generals = SIDES.map((s) => leaderOf(ctx, draft, battle.box, s) >= 0);
  battle.rounds = battleRounds(french, coalition, generals[0] !== generals[1], draft.weather === 'snow');
  battle.round = 1;
  battle.stage = 'roll';
  emit?.({ type: 'chitsRevealed', rule: 'JdG 8.2', french, coalition, rounds: battle.rounds });
}

/** The side that owes a chit, for the decision (both until one is in). */
export const owingChits = (state: JdgState): Side[] => SIDES.filter((s) => state.battle!.chits[s] === null);

/** The defender of the battle. */
export const defenderOf = (state: JdgState): Side => enemyOf(state.battle!.attacker);
