/**
 * Overrun (JdG 8.4): an attacker with six times the defender's PF (as printed, without modifiers) may roll instead of
 * fighting the battle, +1 with a cavalry unit: 1-2 the defender retreats one box without loss; 3-4 it loses half its
 * PF and retreats, and the attacker may advance one box; 5 or more it is eliminated and the attacker may advance. A
 * defender with no box to retreat to is eliminated; the attacker never advances into a box with enemy counters; an
 * overrun scores no victory points.
 *
 * @module
 */
import { D6, type ChanceSpec, type Draft, type Emit } from 'kriegsspiel';
import { enemyCounters, exits, totalPf } from '../../board.js';
import type { JdgContext } from '../../context.js';
import type { JdgEvent } from '../../events.js';
import type { JdgState } from '../../types.js';
import { enemyOf } from '../../vocabulary.js';
import { dropEntrenchments, enterBox } from '../entering.js';
import { arrivalBoxes } from '../evictions.js';
import { battleDone } from './battleDone.js';
import { retreatOptions } from './end.js';
import { forceUnits } from './force.js';
import { eliminate } from './losses.js';

type D = Draft<JdgState>;

/** The least ratio of the attacker's PF to the defender's that allows an overrun. */
const OVERRUN_ODDS = 6;

/**
 * Whether the attacker may attempt an overrun (8.4): at least six times the defender's PF, unmodified.
 *
 * @example
 * ```ts
 * // 18 PF against 3 may overrun; 17 against 3 may not
 * ```
 */
export function overrunPossible(state: JdgState): boolean {
  const { box, attacker } = state.battle!;
  const defence = totalPf(state, forceUnits(state, box, enemyOf(attacker)));
  return defence > 0 && totalPf(state, forceUnits(state, box, attacker)) >= OVERRUN_ODDS * defence;
}

/** The overrun die. */
export function overrunDie(_ctx: JdgContext, _state: JdgState): ChanceSpec {
  return { what: 'overrun', rule: 'JdG 8.4', values: D6 };
}

/** Applies the overrun die (+1 with a cavalry unit): the defender retreats, loses half its PF, or is eliminated. */
export function applyOverrunDie(ctx: JdgContext, draft: D, roll: number, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  const defender = enemyOf(battle.attacker);
  const attackers = forceUnits(draft, battle.box, battle.attacker);
  const modified = roll + (attackers.some((i) => draft.pieces[i]!.arm === 'cavalry') ? 1 : 0);
  const result = modified >= 5 ? 'eliminated' : modified >= 3 ? 'losses' : 'retreat';
  [battle.overrun, battle.decided, battle.loser] = [modified, true, defender];
  emit?.({ type: 'overrun', rule: 'JdG 8.4', box: ctx.boxIds[battle.box]!, attacker: battle.attacker, roll, modified, result });
  if (result === 'eliminated') {
    for (const i of forceUnits(draft, battle.box, defender)) eliminate(ctx, draft, i, 'JdG 8.4', emit);
    return afterOverrunRetreat(ctx, draft, emit);
  }
  const half = result === 'losses' ? Math.floor(totalPf(draft, forceUnits(draft, battle.box, defender)) / 2) : 0;
  [battle.owed[defender], battle.taken] = [half, []];
  if (half > 0) battle.stage = 'losses';
  else overrunRetreat(ctx, draft, emit);
}

/** After the defender's losses: it retreats one box if it can (to the boxes of 8.6-8.7), or is eliminated (8.4). */
export function overrunRetreat(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  if (retreatOptions(ctx, draft, enemyOf(battle.attacker)).length > 0) {
    battle.stage = 'retreat';
    return;
  }
  for (const i of forceUnits(draft, battle.box, enemyOf(battle.attacker))) eliminate(ctx, draft, i, 'JdG 8.4', emit);
  afterOverrunRetreat(ctx, draft, emit);
}

/** The defender is gone: on 3 or more the attacker may advance (8.4), otherwise the overrun is over. */
export function afterOverrunRetreat(ctx: JdgContext, draft: D, emit: Emit<JdgEvent>): void {
  const battle = draft.battle!;
  if (battle.overrun! >= 3 && advanceOptions(ctx, draft).length > 0) battle.stage = 'advance';
  else battleDone(ctx, draft, emit);
}

/** Where the overrunning force may advance (8.4): a neighbouring box with no enemy counter, not an enemy arrival box this turn (3.3). */
export function advanceOptions(ctx: JdgContext, state: JdgState): number[] {
  const { box, attacker } = state.battle!;
  const banned = arrivalBoxes(ctx, state, enemyOf(attacker));
  return [...new Set(exits(ctx, state, box).map(([to]) => to))].filter((to) => !enemyCounters(state, to, attacker) && !banned.includes(to)).sort((a, b) => a - b);
}

/** The attacker's counters in the battle box advance to `to` (8.4: all together, an interpretation), taking what entering takes. */
export function advanceForce(ctx: JdgContext, draft: D, to: number, emit: Emit<JdgEvent>): void {
  const { box, attacker } = draft.battle!;
  const moving = draft.pieces.flatMap((p, i) => (p.status === 'map' && p.box === box && p.side === attacker ? [i] : []));
  const connection = ctx.map.connectionsBetween(box, to)[0]!;
  for (const i of moving) {
    const p = draft.pieces[i]!;
    [p.box, p.from, p.via, p.moved, p.force] = [to, box, connection, true, -1];
  }
  emit?.({ type: 'moved', rule: 'JdG 8.4', side: attacker, from: ctx.boxIds[box]!, to: ctx.boxIds[to]!, pieces: moving.map((i) => draft.pieces[i]!.id), count: moving.length, secret: false });
  dropEntrenchments(draft, box);
  enterBox(ctx, draft, to, attacker, moving, emit);
}
