import { memoKey } from 'kriegsspiel';
import type { MibContext } from './context.js';
import { orderMoraleLines } from './rules/orders.js';
import { isCombat, strength } from './rules/unitStatus.js';
import type { MibState } from './types.js';
import { enemyOf, SIDES, type Side } from './vocabulary.js';

/** Weights of the evaluation terms. */
const WEIGHTS = { win: 1000, morale: 20, material: 30, church: 6, granary: 6, bridgehead: 10, minor: 2, distance: 0.05, order: 0.5, objectiveOrder: 0.5, fatigue: 0.1, disorder: 0.5 };

const DISTANCE = memoKey<Int16Array>('mib objective distance');

/** Per hex, the hexes to the nearest objective (breadth first over the whole map). */
function objectiveDistance(ctx: MibContext): Int16Array {
  return ctx.memo.get(DISTANCE, () => {
    const grid = ctx.map.grid;
    const dist = new Int16Array(grid.size).fill(-1);
    const queue = [...ctx.objectiveHexes];
    for (const h of queue) dist[h] = 0;
    for (let i = 0; i < queue.length; i++) {
      const h = queue[i]!;
      for (let d = 0; d < 6; d++) {
        const n = grid.neighbor(h, d);
        if (n >= 0 && dist[n] === -1) [dist[n], queue[queue.length]] = [dist[h]! + 1, n];
      }
    }
    return dist;
  });
}

/** The side index of the units in `hex`, or -1. */
function holderOf(ctx: MibContext, state: MibState, hex: number): number {
  const u = state.units.findIndex((unit) => unit.hex === hex);
  return u < 0 ? -1 : ctx.unitSide[u]!;
}

/** One side's share of the terms that are symmetric (each is added for `side` and subtracted for the enemy). */
function sideValue(ctx: MibContext, state: MibState, side: Side): number {
  const s = SIDES.indexOf(side);
  const dist = objectiveDistance(ctx);
  let value = WEIGHTS.morale * (state.armyMorale[side] / ctx.scenario.armyMorale[side]);
  let sp = 0;
  let start = 0;
  for (const [u, unit] of state.units.entries()) {
    if (ctx.unitSide[u] !== s || !isCombat(ctx, u)) continue;
    start += ctx.units[u]!.sp;
    if (unit.hex < 0) {
      if (unit.hex === -1) sp += ctx.units[u]!.sp;
      continue;
    }
    sp += strength(ctx, unit, u);
    value -= WEIGHTS.distance * Math.max(0, dist[unit.hex]!) + WEIGHTS.fatigue * unit.fatigue + (unit.dis || unit.smashed ? WEIGHTS.disorder : 0);
  }
  value += WEIGHTS.material * (start === 0 ? 0 : sp / start);
  const objective = new Set(ctx.objectiveHexes);
  for (const [f, formation] of state.formations.entries()) {
    if (ctx.formationSide[f] !== s) continue;
    // An order on its way is worth less the farther it still has to go (MiB OR), so that resending it is no gain.
    const order = formation.pending ?? formation.order;
    if (order === null) continue;
    const progress = formation.pending === null ? 1 : (4 - formation.pending.box) / 4;
    value += progress * (WEIGHTS.order + (objective.has(order.target) ? WEIGHTS.objectiveOrder : 0));
    // The army morale the order on its way will cost or bring when implemented (MiB AM).
    if (formation.pending !== null) {
      const next = { type: formation.pending.type, target: formation.pending.target, reached: false };
      for (const line of orderMoraleLines(ctx, state, (h) => holderOf(ctx, state, h), f, formation.order, next)) value += (line.side === side ? 1 : -1) * WEIGHTS.morale * line.change / ctx.scenario.armyMorale[line.side];
    }
  }
  const held = (hexes: readonly number[]): number => hexes.filter((h) => state.held[ctx.objectiveHexes.indexOf(h)] === side).length / Math.max(1, hexes.length);
  const { church, granary, bridgehead, minor } = ctx.objectives;
  value += WEIGHTS.church * held(church) + WEIGHTS.granary * held(granary) + WEIGHTS.bridgehead * held(bridgehead) + WEIGHTS.minor * held(minor);
  return value;
}

/**
 * A heuristic value of a March into Battle state for `side`, for bots (higher is better). Each term is `side`'s
 * margin over the enemy:
 * - **win** (1000): the game's result once it is over;
 * - **army morale** (20 × the share of the starting morale left, MiB 12): what breaks armies;
 * - **material** (30 × the share of the starting combat SP left; units still to arrive count whole);
 * - **objectives** (16.2): the Aspern church 6, the Essling granary 6, the bridgehead 10, the minor objectives 2;
 * - **distance** (−0.05 a hex from each combat unit to the nearest objective): both armies are drawn to the villages
 *   and the bridgehead, the Austrians to take them, the French to hold them;
 * - **orders** (+0.5 a formation with an order in force, +0.5 more when it names an objective; an order on its way
 *   counts a quarter less per box still to go, plus the army morale it will bring or cost when implemented):
 *   orders take turns to arrive (MiB OR), so a one-ply bot must value sending them;
 * - **condition** (−0.1 a fatigue level, −0.5 a disorganised or smashed unit).
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (setup.ok) marchIntoBattle.evaluate(setup.state, 'french'); // the French margin at the start
 * ```
 */
export function evaluate(ctx: MibContext, state: MibState, side: Side): number {
  if (state.phase === 'over') return state.winner === side ? WEIGHTS.win : state.winner === null ? 0 : -WEIGHTS.win;
  return sideValue(ctx, state, side) - sideValue(ctx, state, enemyOf(side));
}
