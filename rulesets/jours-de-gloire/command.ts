/**
 * Lines of communication and command (JdG 4.3-4.5): which counters can trace at most 4 PM (infantry rates, today's
 * weather) to their commander-in-chief or to a general who can, through boxes free of enemy combat units and over
 * usable connections. Dummies do not block (7.1): a player traces through face-down enemy counters only once they
 * are shown not to be units, so a box of face-down counters blocks until `revealBlockers` turns over the dummies and
 * generals that alone stand in the way.
 *
 * @module
 */
import { connectionCost, usable } from './board.js';
import type { JdgContext } from './context.js';
import type { JdgPiece, JdgState } from './types.js';
import { enemyOf, type Side } from './vocabulary.js';
import { commanderOf } from './chiefs.js';

/** How a counter stands for command (4.5): `full` (LdC to the commander-in-chief, directly or through a general who has one), `general` (only to a general), `none`. */
export type CommandLevel = 'full' | 'general' | 'none';

/** Whether counter `p` blocks its enemy's lines of communication as the enemy sees it: a combat unit, or a face-down counter (4.3; nothing is face down in the solitaire game, 10.0). */
const blocks = (state: JdgState, p: JdgPiece): boolean => p.status === 'map' && (p.kind === 'unit' || (!p.revealed && !state.options.solitaire));

/** Whether a box blocks `side`'s lines of communication as `side` sees it: an enemy combat unit, or a face-down enemy counter, is there (4.3). */
export function blocksLdc(state: JdgState, box: number, side: Side): boolean {
  const enemy = enemyOf(side);
  return state.pieces.some((p) => p.box === box && p.side === enemy && blocks(state, p));
}

/** Per box, 1 where `side`'s lines of communication cannot pass (see {@link blocksLdc}), one pass over the counters. */
function blockedBoxes(ctx: JdgContext, state: JdgState, side: Side, open: number): Uint8Array {
  const blocked = new Uint8Array(ctx.map.size);
  const enemy = enemyOf(side);
  for (const p of state.pieces) if (p.side === enemy && blocks(state, p)) blocked[p.box] = 1;
  if (open >= 0) blocked[open] = 0;
  return blocked;
}

/** The boxes within `limit` PM of `from` (4.3): a blocked box can be reached but not traced through. */
function ldcReach(ctx: JdgContext, state: JdgState, blocked: Uint8Array, from: number, limit: number): Int8Array {
  const cost = new Int8Array(ctx.map.size).fill(-1);
  cost[from] = 0;
  const queue = [from];
  const { offsets, targets, slotConnections } = ctx.map;
  // small costs (1-3 a connection, a limit of 4): a few passes of relaxation settle it
  for (let q = 0; q < queue.length; q++) {
    const box = queue[q]!;
    if (box !== from && blocked[box] === 1) continue;
    for (let k = offsets[box]!; k < offsets[box + 1]!; k++) {
      const c = slotConnections[k]!;
      if (!usable(ctx, state, c)) continue;
      const next = targets[k]!;
      const total = cost[box]! + connectionCost(ctx, state, c);
      if (total <= limit && (cost[next] === -1 || total < cost[next]!)) {
        cost[next] = total;
        queue.push(next);
      }
    }
  }
  return cost;
}

/** The command level of every piece of `side` on the map (4.3-4.5), by piece index; others `none`. `open`: a box treated as not blocking. */
export function commandLevels(ctx: JdgContext, state: JdgState, side: Side, open = -1): CommandLevel[] {
  const levels: CommandLevel[] = state.pieces.map(() => 'none');
  const limit = state.options.ldcLimit;
  const reachOf = new Map<number, Int8Array>();
  const blocked = blockedBoxes(ctx, state, side, open);
  const reach = (box: number) => reachOf.get(box) ?? (reachOf.set(box, ldcReach(ctx, state, blocked, box, limit)), reachOf.get(box)!);
  for (const army of ctx.armies.values()) {
    if (army.side !== side) continue;
    const commander = commanderOf(ctx, state, army);
    const chief = state.pieces[commander]!;
    const chiefReach = chief.status === 'map' ? reach(chief.box) : null;
    // generals of the army in reach of the commander-in-chief, and those not
    const linked: number[] = [];
    const unlinked: number[] = [];
    state.pieces.forEach((p, i) => {
      if (p.status !== 'map' || p.kind !== 'general' || p.army !== army.id || i === commander) return;
      if (chiefReach !== null && chiefReach[p.box]! >= 0) {
        levels[i] = 'full';
        linked.push(p.box);
      } else unlinked.push(p.box);
    });
    if (chief.status === 'map') levels[commander] = 'full';
    state.pieces.forEach((p, i) => {
      if (p.status !== 'map' || p.kind !== 'unit' || p.army !== army.id) return;
      if (ctx.pieces[i]!.alwaysInCommand) levels[i] = 'full';
      else if (ctx.pieces[i]!.detachment && p.origin === -1) levels[i] = 'none'; // 4.5: independent units are always out of command
      else if ((chiefReach !== null && chiefReach[p.box]! >= 0) || linked.some((g) => reach(g)[p.box]! >= 0)) levels[i] = 'full';
      else if (unlinked.some((g) => reach(g)[p.box]! >= 0)) levels[i] = 'general';
    });
  }
  return levels;
}
