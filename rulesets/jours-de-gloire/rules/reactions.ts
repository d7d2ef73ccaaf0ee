/**
 * Reactions of the non-phasing player (JdG 6.5): interception of a stack entering a box next to his (6.5.1), and
 * marching to the sound of the guns towards a battle within 1 or 2 PM (6.5.2). A stack of units that have not reacted (2
 * infantry and 1 cavalry, more with the commander-in-chief) tries once a turn: 1d6 no more than the VC of its senior
 * general (1 without one), -2 in command, -1 in LdC to a general only (6.5.2) or when the enemy stack is (6.5.1), +1
 * over a dotted connection (6.5.1). No command points are spent.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import { connectionCost, enemyCounters, exits } from '../board.js';
import { commandLevels } from '../command.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';
import { dropEntrenchments, enterBox } from './entering.js';
import { hasChief, isConcentration } from './stacks.js';
import { isCommander } from '../chiefs.js';

type D = Draft<JdgState>;

/** The side that reacts: the non-phasing player. */
export const reactingSide = (state: JdgState): Side => enemyOf(state.player);

/**
 * The counters of `side` in `box` that may react (6.5): generals and units on the map that have not reacted (or, for
 * a march, marched) this turn, out of any box with enemy counters, not of a stack that entrenched this turn (6.2).
 */
export function reactors(state: JdgState, box: number, side: Side, kind: 'intercept' | 'march'): number[] {
  if (enemyCounters(state, box, side)) return [];
  if (state.entrenchments.some((e) => e.box === box && e.side === side && e.turn === state.turn)) return [];
  const out: number[] = [];
  state.pieces.forEach((p, i) => {
    if (p.status !== 'map' || p.box !== box || p.side !== side || p.kind === 'dummy') return;
    if (kind === 'intercept' ? p.reacted : p.marched) return;
    out.push(i);
  });
  return out.some((i) => state.pieces[i]!.kind === 'unit') ? out : [];
}

/** The counters that may join the reacting stack being formed (5.3's limits; any army: no command points are paid). */
export function reactionAddable(ctx: JdgContext, state: JdgState): number[] {
  const forming = state.forming!;
  const kind = forming.purpose === 'march' ? 'march' : 'intercept';
  const chief = (pieces: readonly number[]) => pieces.some((i) => isCommander(ctx, state, i)) || hasChief(ctx, state, pieces);
  return reactors(state, forming.box, reactingSide(state), kind).filter((i) => {
    if (forming.pieces.includes(i)) return false;
    const next = [...forming.pieces, i];
    return chief(next) || !isConcentration(state, next);
  });
}

/** After the phasing stack enters `box` from `from`: the boxes next to it whose counters may try to intercept (6.5.1). */
export function offerInterception(ctx: JdgContext, draft: D, box: number): void {
  const side = reactingSide(draft);
  const offered = [...new Set(exits(ctx, draft, box).map(([x]) => x))].filter((x) => x !== box && reactors(draft, x, side, 'intercept').length > 0).sort((a, b) => a - b);
  if (offered.length > 0) draft.reaction = { kind: 'intercept', box, from: -1, offered, reactors: [], stage: 'choose' };
}

/** The cost in PM from `from` to each box within `limit`, at infantry rates, never through a box with enemy counters (6.5.2). */
function reach(ctx: JdgContext, state: JdgState, side: Side, from: number, limit: number): Map<number, number> {
  const cost = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const box = queue.shift()!;
    if (box !== from && enemyCounters(state, box, side)) continue;
    for (const [next, c] of exits(ctx, state, box)) {
      const total = cost.get(box)! + connectionCost(ctx, state, c);
      if (total <= limit && (!cost.has(next) || total < cost.get(next)!)) [cost.set(next, total), queue.push(next)];
    }
  }
  return cost;
}

/** The battles (boxes with both sides' units) within 2 PM of `from`, and their costs (6.5.2). */
export function battlesInReach(ctx: JdgContext, state: JdgState, from: number): [number, number][] {
  const costs = reach(ctx, state, reactingSide(state), from, 2);
  return state.battles.filter((b) => b !== from && costs.has(b)).map((b) => [b, costs.get(b)!]);
}

/** The boxes whose counters may march to the sound of the guns (6.5.2). */
export function marchBoxes(ctx: JdgContext, state: JdgState): number[] {
  const side = reactingSide(state);
  const boxes = [...new Set(state.pieces.filter((p) => p.status === 'map' && p.side === side).map((p) => p.box))].sort((a, b) => a - b);
  return boxes.filter((b) => !state.battles.includes(b) && reactors(state, b, side, 'march').length > 0 && battlesInReach(ctx, state, b).length > 0);
}

/** The reacting stack is formed: it rolls, after choosing its battle if it marches to several (6.5.2). */
export function reactionFormed(ctx: JdgContext, draft: D): void {
  const { box, pieces } = draft.forming!;
  draft.forming = null;
  const r = draft.reaction;
  if (r !== null && r.kind === 'intercept') {
    [r.reactors, r.stage, r.offered] = [[...pieces], 'roll', r.offered.filter((x) => x !== box)];
    r.from = box;
    return;
  }
  const targets = battlesInReach(ctx, draft, box).map(([b]) => b);
  draft.reaction = { kind: 'march', box: targets.length === 1 ? targets[0]! : -1, from: box, offered: targets, reactors: [...pieces], stage: targets.length === 1 ? 'roll' : 'target' };
}

/** The target of the reaction roll (6.5.1, 6.5.2). */
export function reactionTarget(ctx: JdgContext, state: JdgState): { readonly vc: number; readonly modifier: number } {
  const r = state.reaction!;
  const side = reactingSide(state);
  let leader = -1;
  for (const i of r.reactors) {
    if (state.pieces[i]!.kind !== 'general') continue;
    const [a, b] = [ctx.pieces[i]!, leader < 0 ? null : ctx.pieces[leader]!];
    if (b === null || a.rank > b.rank || (a.rank === b.rank && a.vc > b.vc)) leader = i;
  }
  const mine = commandLevels(ctx, state, side);
  const units = r.reactors.filter((i) => state.pieces[i]!.kind === 'unit');
  let modifier = units.every((i) => mine[i] === 'full') ? -2 : 0;
  if (r.kind === 'march' && units.some((i) => mine[i] === 'general')) modifier -= 1;
  if (r.kind === 'intercept') {
    const theirs = commandLevels(ctx, state, state.player);
    if ((state.activation?.pieces ?? []).some((i) => state.pieces[i]!.kind === 'unit' && theirs[i] === 'general')) modifier -= 1;
    const c = ctx.map.connectionsBetween(r.from, r.box)[0];
    if (c !== undefined && ctx.connections[c]!.cost === 2) modifier += 1;
  }
  return { vc: leader >= 0 ? ctx.pieces[leader]!.vc : 1, modifier };
}

/** The chance spec of the reaction roll. */
export function reactionDie(_ctx: JdgContext, state: JdgState): ChanceSpec {
  return { what: state.reaction!.kind === 'intercept' ? 'interception' : 'march to the sound of the guns', rule: state.reaction!.kind === 'intercept' ? 'JdG 6.5.1' : 'JdG 6.5.2', values: D6 };
}

/** Applies the reaction roll: the stack has used its reaction either way. */
export function applyReactionDie(ctx: JdgContext, draft: D, die: number): void {
  const r = draft.reaction!;
  const { vc, modifier } = reactionTarget(ctx, draft);
  const success = die + modifier <= vc;
  for (const i of r.reactors) {
    const p = draft.pieces[i]!;
    if (r.kind === 'intercept') p.reacted = true;
    else p.marched = true;
  }
  if (r.kind === 'march') {
    // 6.5.2: 1 PM away it fights from round 2, 2 PM from round 3 (an interpretation of "at the end of round 2 / 3" and the rule's example)
    if (success) draft.marches.push({ pieces: [...r.reactors], box: r.box, round: 1 + battlesInReach(ctx, draft, r.from).find(([b]) => b === r.box)![1] });
    draft.reaction = null;
    return;
  }
  if (success) r.stage = 'effect';
  else nextOffer(draft);
}

function nextOffer(draft: D): void {
  const r = draft.reaction!;
  if (r.offered.length === 0) draft.reaction = null;
  else [r.stage, r.reactors] = ['choose', []];
}

/** Where a successful interceptor may fall back instead (6.5.1): a box next to its own with no enemy counter. */
export function fallBackBoxes(ctx: JdgContext, state: JdgState): number[] {
  const r = state.reaction!;
  return [...new Set(exits(ctx, state, r.from).map(([b]) => b))].filter((b) => b !== r.box && !enemyCounters(state, b, reactingSide(state))).sort((a, b) => a - b);
}

/** A successful interception (6.5.1): into the enemy's box, stopping its movement; or one box back, and offers go on. */
export function interceptEffect(ctx: JdgContext, draft: D, to: number, emit: Emit<JdgEvent>): void {
  const r = draft.reaction!;
  const side = reactingSide(draft);
  const connection = ctx.map.connectionsBetween(r.from, to)[0]!;
  for (const i of r.reactors) {
    const p = draft.pieces[i]!;
    [p.box, p.from, p.via, p.moved, p.force, p.intercepted] = [to, r.from, connection, true, -1, to === r.box];
  }
  emit?.({ type: 'moved', rule: 'JdG 6.5.1', side, from: ctx.boxIds[r.from]!, to: ctx.boxIds[to]!, pieces: r.reactors.map((i) => draft.pieces[i]!.id), count: r.reactors.length, secret: true });
  dropEntrenchments(draft, r.from);
  enterBox(ctx, draft, to, side, r.reactors, emit);
  if (to === r.box) {
    const a = draft.activation;
    if (a !== null) {
      // the interceptors stop the stack (6.5.1); a stack of dummies and generals alone is dispersed (7.1, 4.2)
      a.pieces = a.pieces.filter((i) => draft.pieces[i]!.status === 'map' && draft.pieces[i]!.box === a.box);
      a.halted = true;
      if (a.pieces.length === 0) draft.activation = null;
    }
    draft.reaction = null;
  } else nextOffer(draft);
}

/** Stacks marching to the guns join the battle at the start of their round if they can still reach it (6.5.2). */
export function joinMarchers(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  for (const m of battle.arrivals.filter((a) => a.round === battle.round)) {
    const side = reactingSide(draft);
    const here = m.pieces.filter((i) => draft.pieces[i]!.status === 'map' && draft.pieces[i]!.side === side);
    if (here.length === 0) continue;
    const from = draft.pieces[here[0]!]!.box;
    for (const i of here) [draft.pieces[i]!.box, draft.pieces[i]!.revealed, draft.pieces[i]!.force, draft.pieces[i]!.moved] = [battle.box, true, -1, true];
    emit?.({ type: 'moved', rule: 'JdG 6.5.2', side, from: ctx.boxIds[from]!, to: ctx.boxIds[battle.box]!, pieces: here.map((i) => draft.pieces[i]!.id), count: here.length, secret: false });
    dropEntrenchments(draft, from);
  }
}
