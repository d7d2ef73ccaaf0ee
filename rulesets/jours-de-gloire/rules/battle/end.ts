/**
 * The end of a battle (JdG 8.1 P5-P6, 8.6, 8.7, 9.0): the loser is the side that failed its morale or lost more PF
 * (equal: an indecisive battle, the attacker falls back to where it came from); decisive and offensive victories
 * score; the loser retreats one box, or is encircled where it cannot, or eliminated if it already was or lost an
 * assault on its citadel (8.8), or falls back into its citadel after a sortie; the victor's cavalry pursues; the
 * victor may fall back too.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import { enemyCounters, exits } from '../../board.js';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import { bandResult } from '../../tables/smallTables.js';
import type { JdgState } from '../../types.js';
import { enemyOf, type Side } from '../../vocabulary.js';
import { dropEntrenchments, enterBox } from '../entering.js';
import { bonusOf, forceUnits } from './force.js';
import { eliminate } from './losses.js';
import { captureGenerals } from './capture.js';
import { battleDone } from './battleDone.js';
import { endSiege, isBesieged, siegeAt } from '../sieges.js';

type D = Draft<JdgState>;

/** P5: who lost, what the victory is worth (9.0), then the retreat. */
export function decideBattle(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const { attacker } = battle;
  const defender = enemyOf(attacker);
  const gone = (s: Side) => forceUnits(draft, battle.box, s).length === 0;
  let loser: Side | null;
  if (gone(attacker) !== gone(defender)) loser = gone(attacker) ? attacker : defender;
  else if (battle.failed[attacker] !== battle.failed[defender]) loser = battle.failed[attacker] ? attacker : defender;
  else loser = battle.lost[attacker] === battle.lost[defender] ? null : battle.lost[attacker] > battle.lost[defender] ? attacker : defender;
  battle.decided = true;
  battle.loser = loser;
  // 9.0: a decisive battle (4 rounds) is worth 5 to its victor, a victorious offensive battle (3 rounds) 3
  const vp = loser === null ? 0 : battle.rounds === 4 ? 5 : battle.rounds === 3 ? 3 : 0;
  if (vp > 0) draft.vp[enemyOf(loser!)] += vp;
  emit?.({ type: 'battleEnded', rule: 'JdG 8.1', box: ctx.boxIds[battle.box]!, loser, rounds: battle.rounds, vp });
  const retreating = loser ?? attacker;
  // 8.8: besiegers who must retreat are expelled and the siege ends
  if (siegeAt(draft, battle.box)?.besieger === retreating) endSiege(ctx, draft, battle.box, emit);
  if (gone(retreating)) return battleDone(ctx, draft, emit);
  // 8.7: a defender who loses an assault on his citadel has no retreat
  if (battle.citadel && loser === defender) return destroyForce(ctx, draft, defender, 'JdG 8.7', emit);
  if (retreatOptions(ctx, draft, retreating).length > 0 || fallsBackIntoCitadel(draft, retreating)) {
    battle.stage = 'retreat';
    return;
  }
  cannotRetreat(ctx, draft, retreating, emit);
}

/**
 * 8.8: besieged who lost a sortie, or must retreat after an indecisive one, may fall back into their citadel rather
 * than retreat out of it (an interpretation: the rules do not say where a sortie goes back).
 */
export const fallsBackIntoCitadel = (state: JdgState, side: Side): boolean => state.battle!.overrun === null && isBesieged(state, state.battle!.box, side);

/** A force that cannot get away is destroyed (8.7): its units eliminated, its generals captured; the victor chooses next. */
function destroyForce(ctx: JdgContext, draft: D, side: Side, rule: string, emit: Emit<JdgEvent>): void {
  const box = draft.battle!.box;
  for (const i of forceUnits(draft, box, side)) eliminate(ctx, draft, i, rule, emit);
  draft.encircled = draft.encircled.filter((e) => !(e.box === box && e.side === side));
  captureGenerals(ctx, draft, box, side, rule, emit);
  if (draft.phase !== 'over') startPursuit(ctx, draft, emit);
}

/**
 * Where a force may retreat (8.6, 8.7, P5): a neighbouring box over a usable connection with no enemy counter in it
 * (an interpretation: "free of enemy units", and the retreating player cannot tell face-down dummies from units);
 * for the defender not one the attacker came in by; after an indecisive battle the attacker goes back where it came
 * from if it can.
 */
export function retreatOptions(ctx: JdgContext, state: JdgState, side: Side): number[] {
  const battle = state.battle!;
  const units = forceUnits(state, battle.box, side);
  const attackerVias = forceUnits(state, battle.box, battle.attacker).map((i) => state.pieces[i]!.via);
  const open = exits(ctx, state, battle.box)
    .filter(([to, c]) => !enemyCounters(state, to, side) && (side === battle.attacker || !attackerVias.includes(c)))
    .map(([to]) => to);
  if (battle.loser === null && side === battle.attacker) {
    const back = open.filter((b) => units.some((i) => state.pieces[i]!.from === b));
    if (back.length > 0) return [...new Set(back)];
  }
  return [...new Set(open)];
}

/** 8.6, 8.7: a force that cannot retreat is encircled; one already encircled and defeated is destroyed, its generals captured. */
function cannotRetreat(ctx: JdgContext, draft: D, side: Side, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  if (battle.loser === side && draft.encircled.some((e) => e.box === battle.box && e.side === side)) return destroyForce(ctx, draft, side, 'JdG 8.7', emit);
  if (!draft.encircled.some((e) => e.box === battle.box && e.side === side)) {
    draft.encircled.push({ box: battle.box, side });
    emit?.({ type: 'encircled', rule: 'JdG 8.6', side, box: ctx.boxIds[battle.box]! });
  }
  if (draft.phase !== 'over') startPursuit(ctx, draft, emit);
}

/** Moves a side's counters from the battle box to `to` (8.7: all to the same box); a loser over a bridge or ford loses 1 PF more. */
export function retreat(ctx: JdgContext, draft: D, side: Side, to: number, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const from = battle.box;
  const moving = draft.pieces.flatMap((p, i) => (p.status === 'map' && p.box === from && p.side === side ? [i] : []));
  const connection = ctx.map.connectionsBetween(from, to)[0]!;
  for (const i of moving) {
    const p = draft.pieces[i]!;
    [p.box, p.from, p.via, p.force] = [to, from, connection, -1];
  }
  draft.encircled = draft.encircled.filter((e) => !(e.box === from && e.side === side));
  emit?.({ type: 'retreated', rule: 'JdG 8.7', side, from: ctx.boxIds[from]!, to: ctx.boxIds[to]!, pieces: moving.map((i) => draft.pieces[i]!.id) });
  dropEntrenchments(draft, from);
  enterBox(ctx, draft, to, side, moving, emit);
  if (battle.loser !== side) return;
  battle.retreatedTo = to;
  // 8.4: an overrun's retreat costs only what its die says
  if (battle.overrun !== null) return;
  const info = ctx.connections[connection]!;
  if (info.bridge || info.ford) {
    // 8.7: the PF lost crossing is taken from the strongest retreating unit (an interpretation: the rules do not say which)
    const units = moving.filter((i) => draft.pieces[i]!.kind === 'unit' && draft.pieces[i]!.status === 'map').sort((a, b) => draft.pieces[b]!.pf - draft.pieces[a]!.pf);
    if (units.length > 0) {
      const p = draft.pieces[units[0]!]!;
      p.pf--;
      draft.losses[side]++;
      emit?.({ type: 'pfChanged', rule: 'JdG 8.7', side, piece: p.id, change: -1, pf: p.pf, cause: 'retreat' });
      if (p.pf === 0) eliminate(ctx, draft, units[0]!, 'JdG 8.7', emit);
    }
  }
}

/** After the loser's retreat: the victor's pursuit (P6; none in mud, 3.1), or its choice to stay. */
export function startPursuit(ctx: JdgContext, draft: D, _emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const victor = battle.loser === null ? null : enemyOf(battle.loser);
  const canPursue = victor !== null && draft.weather !== 'mud' && forceUnits(draft, forceBoxOfLoser(draft), battle.loser!).length > 0 && bonusOf(ctx, forceUnits(draft, battle.box, victor), 'bc') > 0;
  battle.stage = canPursue ? 'pursuit' : 'victor';
}

const forceBoxOfLoser = (state: JdgState): number => (state.battle!.retreatedTo >= 0 ? state.battle!.retreatedTo : state.battle!.box);

/** The pursuit die (P6). */
export function pursuitDie(_ctx: JdgContext, _state: JdgState): ChanceSpec {
  return { what: 'pursuit', rule: 'JdG 8.1', values: D6 };
}

/** The victor's cavalry bonus on the Pursuit Table (rain or snow -1): the loser owes that many PF more. */
export function applyPursuitDie(ctx: JdgContext, draft: D, die: number): void {
  const battle = draft.battle!;
  const victor = enemyOf(battle.loser!);
  const wet = draft.weather === 'rain' || draft.weather === 'rain*' || draft.weather === 'snow';
  const { result } = bandResult(draft.options.tables.pursuit, bonusOf(ctx, forceUnits(draft, battle.box, victor), 'bc'), die - (wet ? 1 : 0));
  battle.owed[battle.loser!] = result;
  battle.taken = [];
  battle.stage = result > 0 ? 'losses' : 'victor';
  if (result > 0 && forceUnits(draft, battle.retreatedTo >= 0 ? battle.retreatedTo : battle.box, battle.loser!).length === 0) [battle.owed[battle.loser!], battle.stage] = [0, 'victor'];
}

/** The victor (or after an indecisive battle, the defender) may fall back one box (8.7). */
export function victorOptions(ctx: JdgContext, state: JdgState): number[] {
  const battle = state.battle!;
  const side = battle.loser === null ? enemyOf(battle.attacker) : enemyOf(battle.loser);
  if (forceUnits(state, battle.box, side).length === 0) return [];
  return [...new Set(exits(ctx, state, battle.box).filter(([to]) => !enemyCounters(state, to, side)).map(([to]) => to))];
}

/** The side that chooses at the 'victor' stage. */
export const victorSide = (state: JdgState): Side => (state.battle!.loser === null ? enemyOf(state.battle!.attacker) : enemyOf(state.battle!.loser));
