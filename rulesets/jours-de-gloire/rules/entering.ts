/**
 * What a stack's entering a box does (JdG 4.2, 5.2, 7.1, 8.8, 9.0): enemy dummies alone there are revealed and
 * removed; enemy generals left alone are moved to their nearest friendly unit; an enemy combat unit stops the stack;
 * otherwise the box's victory flag turns to the mover and a scenario's crossing scores.
 *
 * @module
 */
import type { Draft, Emit } from 'kriegsspiel';
import { enemyCounters, exits, hasUnits } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgEvent } from '../events.js';
import type { JdgState } from '../types.js';
import { enemyOf, type Side } from '../vocabulary.js';

type D = Draft<JdgState>;

/** Enters `box` with `pieces` of `side`; whether the stack must stop there (5.2). */
export function enterBox(ctx: JdgContext, draft: D, box: number, side: Side, pieces: readonly number[], emit: Emit<JdgEvent>): boolean {
  const enemy = enemyOf(side);
  const real = pieces.some((i) => draft.pieces[i]!.kind === 'unit');
  if (!real) return hasUnits(draft, box, enemy);
  if (!hasUnits(draft, box, enemy)) {
    removeDummies(ctx, draft, box, enemy, 'JdG 7.1', emit);
    displaceLoneGenerals(ctx, draft, box, enemy, emit);
    takeBox(ctx, draft, box, side, emit);
    return false;
  }
  return true;
}

/**
 * 7.1: the enemy's dummies in `box` (at most `limit` of them, 6.3) are shown and go off the map, to come back in their
 * owner's next administrative phase; how many went.
 */
export function removeDummies(ctx: JdgContext, draft: D, box: number, owner: Side, rule: string, emit: Emit<JdgEvent>, limit = Infinity): number {
  let count = 0;
  for (const p of draft.pieces) {
    if (count >= limit) break;
    if (p.status !== 'map' || p.box !== box || p.side !== owner || p.kind !== 'dummy') continue;
    [p.status, p.box, p.force] = ['spare', -1, -1];
    count++;
  }
  if (count === 0) return 0;
  emit?.({ type: 'dummiesRemoved', rule, side: owner, box: ctx.boxIds[box]!, count });
  dropEntrenchments(draft, box);
  return count;
}

/**
 * 4.2: a general alone in a box the enemy holds is moved, through anything, to the nearest box with a friendly
 * combat unit (the lowest-numbered box of equal distance: an interpretation of "at the player's choice"); with none
 * on the map he is captured.
 */
export function displaceLoneGenerals(ctx: JdgContext, draft: D, box: number, owner: Side, emit: Emit<JdgEvent>): void {
  if (hasUnits(draft, box, owner) || !hasUnits(draft, box, enemyOf(owner))) return;
  const generals = draft.pieces.flatMap((p, i) => (p.status === 'map' && p.box === box && p.side === owner && p.kind === 'general' ? [i] : []));
  if (generals.length === 0) return;
  const seen = new Set([box]);
  let frontier = [box];
  let target = -1;
  while (frontier.length > 0 && target < 0) {
    const next: number[] = [];
    for (const b of frontier) for (const [n] of exits(ctx, draft, b)) if (!seen.has(n)) [seen.add(n), next.push(n)];
    next.sort((a, b) => a - b);
    target = next.find((n) => hasUnits(draft, n, owner) && !enemyCounters(draft, n, owner)) ?? -1;
    frontier = next;
  }
  for (const g of generals) {
    const p = draft.pieces[g]!;
    if (target < 0) {
      [p.status, p.box, p.revealed] = ['captured', -1, true];
      emit?.({ type: 'captured', rule: 'JdG 4.2', side: owner, piece: p.id, box: ctx.boxIds[box]! });
      continue;
    }
    [p.box, p.force] = [target, -1];
    // moved face down: the enemy learns a counter left, not which general it was
    emit?.({ type: 'generalMoved', rule: 'JdG 4.2', side: owner, pieces: [p.id], count: 1, from: ctx.boxIds[box]!, to: ctx.boxIds[target]!, secret: !p.revealed });
  }
}

/** 9.0: the victory flag of a box turns to the last side to move through it; S2's crossings score once. */
export function takeBox(ctx: JdgContext, draft: D, box: number, side: Side, emit: Emit<JdgEvent>): void {
  const id = ctx.boxIds[box]!;
  if (Object.hasOwn(draft.control, id) && draft.control[id] !== side) {
    draft.control[id] = side;
    emit?.({ type: 'controlChanged', rule: 'JdG 9.0', box: id, side });
  }
  ctx.scenario.victory.crossings.forEach((c, k) => {
    if (c.side !== side || draft.crossed.includes(k) || !c.boxes.includes(id)) return;
    draft.crossed.push(k);
    draft.vp[side] += c.points;
    emit?.({ type: 'victoryPoints', rule: 'JdG 9.0', side, points: c.points, reason: c.label });
  });
}

/** 6.2: an entrenchment lasts while its side keeps a combat unit in the box; a pretended one while its dummies stay (7.1). */
export function dropEntrenchments(draft: D, box: number): void {
  const kept = (e: JdgState['entrenchments'][number]): boolean =>
    e.real ? hasUnits(draft, box, e.side) : draft.pieces.some((p) => p.status === 'map' && p.box === box && p.side === e.side && p.kind === 'dummy');
  draft.entrenchments = draft.entrenchments.filter((e) => e.box !== box || kept(e));
}
