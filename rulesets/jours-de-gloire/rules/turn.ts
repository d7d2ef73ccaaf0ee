/**
 * The game turn (JdG 2.0): the events phase (weather 3.1, initiative 3.2, reinforcements 3.3), then the two player
 * turns, then the end of the turn (fatigue removed, 8.3) and of the game (9.0).
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import { dateOfTurn } from '../scenarios/calendar.js';
import { applyPlacement } from '../pieceSetup.js';
import { weatherFor } from '../tables/weatherTable.js';
import type { JdgState } from '../types.js';
import { SIDES, type Side } from '../vocabulary.js';
import { commanderOf } from '../chiefs.js';
import { queueEvictions } from './evictions.js';
import { arrivals, startArrivalRolls } from './optionalArrivals.js';
import { removeGenerals } from './removals.js';

type D = Draft<JdgState>;

/** The date of the state's turn (0.2). */
export const dateOf = (ctx: JdgContext, state: JdgState) => dateOfTurn({ first: ctx.scenario.first, turns: ctx.scenario.turns }, state.turn);

/** Clears the last turn's marks: moves, reactions, reinforced units, initiative and first player. */
export function clearTurnMarks(draft: D): void {
  for (const p of draft.pieces) [p.moved, p.reacted, p.marched, p.from, p.via] = [false, false, false, -1, -1];
  draft.reinforced = [];
  draft.first = null;
  draft.chooser = null;
  draft.initiative = { french: null, coalition: null };
}

/** Starts a game turn: clears the last turn's marks, then the weather (3.1), or mud without a roll after Rain*. */
export function startTurn(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  clearTurnMarks(draft);
  draft.phase = 'weather';
  emit?.({ type: 'phaseStarted', rule: 'JdG 2.A', turn: draft.turn, phase: 'weather', player: null });
  removeGenerals(ctx, draft, emit);
  if (draft.mudNext) {
    draft.mudNext = false;
    setWeather(ctx, draft, 'mud', emit);
  }
}

/** Applies the weather roll (3.1). */
export function rollWeather(ctx: JdgContext, draft: D, die: number, emit: Emit<JdgEvent>): void {
  const weather = weatherFor(dateOf(ctx, draft).month, die, false);
  draft.mudNext = weather === 'rain*';
  setWeather(ctx, draft, weather, emit);
}

function setWeather(ctx: JdgContext, draft: D, weather: JdgState['weather'], emit: Emit<JdgEvent>): void {
  draft.weather = weather;
  emit?.({ type: 'weather', rule: 'JdG 3.1', weather, mudNext: draft.mudNext });
  startInitiative(ctx, draft, emit);
}

/** The commander-in-chief of the highest rank on the map of a side, best VC on equal rank (3.2), or -1. */
export function seniorChief(ctx: JdgContext, state: JdgState, side: Side): number {
  let best = -1;
  for (const army of ctx.armies.values()) {
    const chief = commanderOf(ctx, state, army);
    if (army.side !== side || state.pieces[chief]!.status !== 'map') continue;
    const [a, b] = [ctx.pieces[chief]!, best < 0 ? null : ctx.pieces[best]!];
    if (b === null || a.rank > b.rank || (a.rank === b.rank && a.vc > b.vc)) best = chief;
  }
  return best;
}

/** 3.2: with Napoléon on the map the French choose; otherwise both roll, adding their senior commander's VC. */
function startInitiative(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'initiative';
  const napoleon = ctx.pieceIndex.get('g:napoleon');
  if (napoleon !== undefined && draft.pieces[napoleon]!.status === 'map') draft.chooser = 'french';
  emit?.({ type: 'phaseStarted', rule: 'JdG 3.2', turn: draft.turn, phase: 'initiative', player: null });
}

/** One side's initiative die (3.2); once both are in, the higher total chooses, a tie is rolled again (an interpretation). */
export function rollInitiative(ctx: JdgContext, draft: D, side: Side, die: number): void {
  draft.initiative[side] = die;
  const { french, coalition } = draft.initiative;
  if (french === null || coalition === null) return;
  const total = (s: Side, d: number) => d + (seniorChief(ctx, draft, s) >= 0 ? ctx.pieces[seniorChief(ctx, draft, s)]!.vc : 0);
  const [f, c] = [total('french', french), total('coalition', coalition)];
  if (f === c) draft.initiative = { french: null, coalition: null };
  else draft.chooser = f > c ? 'french' : 'coalition';
}

/** The chooser names the first player (3.2); then the optional reinforcements' dice (S9), and the reinforcements arrive (3.3). */
export function chooseFirst(ctx: JdgContext, draft: D, first: Side, emit: Emit<JdgEvent>): void {
  draft.first = first;
  emit?.({ type: 'firstPlayer', rule: 'JdG 3.2', chooser: draft.chooser!, first });
  startArrivalRolls(ctx, draft, emit);
}

/**
 * 3.3: the turn's reinforcements (with S9's optional ones: `arrivals`) are placed in their boxes (or, where the
 * scenario says, another if the enemy holds it); a choice of boxes waits for its owner; PF reinforcements go to the
 * pool. An enemy counter in an arrival box must leave it: its owner moves it one box. None come once S3's armistice
 * has replaced the counters.
 */
export function arriveReinforcements(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  draft.phase = 'reinforcement';
  const stopped = draft.armistice?.replaced === true;
  if (!stopped) queueEvictions(ctx, draft);
  for (const r of stopped ? [] : arrivals(ctx, draft)) {
    const i = ctx.pieceIndex.get(r.piece)!;
    const piece = draft.pieces[i]!;
    if (piece.status === 'map') continue;
    piece.status = 'waiting';
    applyPlacement(ctx, piece, r);
    const boxes = (typeof r.box === 'string' ? [r.box] : r.box).map((id) => ctx.map.indexOf(id));
    const held = boxes.length === 1 && r.otherwise !== undefined && draft.pieces.some((p) => p.status === 'map' && p.box === boxes[0] && p.side !== piece.side && p.kind === 'unit');
    draft.placing.push({ piece: i, boxes: held ? r.otherwise!.map((id) => ctx.map.indexOf(id)) : boxes });
  }
  for (const r of ctx.scenario.pfReinforcements) {
    if (r.turn !== draft.turn || stopped) continue;
    draft.pfPool.push({ side: r.side, arm: r.arm, pf: r.pf, army: r.army ?? null, unit: r.unit === undefined ? -1 : ctx.pieceIndex.get(r.unit)!, from: draft.turn });
  }
  emit?.({ type: 'phaseStarted', rule: 'JdG 3.3', turn: draft.turn, phase: 'reinforcement', player: null });
}

/** The PF reinforcements due now, in pool order. */
export const duePf = (state: JdgState) => state.pfPool.filter((r) => r.from <= state.turn);

/** The sides in their order of play this turn. */
export const playOrder = (state: JdgState): readonly Side[] => (state.first === 'coalition' ? ['coalition', 'french'] : SIDES);
