import { D6, differentialColumn, memoKey } from 'kriegsspiel';
import type { AcgContext } from './context.js';
import { exitThreat } from './exitThreat.js';
import type { AcgState } from './types.js';
import { enemyOf, type Side } from './vocabulary.js';

/** Weights of the evaluation terms. */
const WEIGHTS = { win: 1000, material: 30, hold: 4, holdEach: 1, distance: 0.05, threat: 0.5 };

/** Per hex: the hexes from the nearest Allied objective (a Town or Fortress west of the line, or the west edge). */
const ALLIED_DISTANCE = memoKey<Int16Array>('acg allied objective distance');

/** Breadth-first hex distances from `sources` over the whole map. */
function distancesFrom(ctx: AcgContext, sources: readonly number[]): Int16Array {
  const grid = ctx.map.grid;
  const dist = new Int16Array(grid.size).fill(-1);
  const queue = [...sources];
  for (const s of sources) dist[s] = 0;
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbor(h, d);
      if (n >= 0 && dist[n] === -1) [dist[n], queue[queue.length]] = [dist[h]! + 1, n];
    }
  }
  return dist;
}

/** The expected steps a defender of `steps` loses, minus what the attackers lose, at `column` of `side`'s CRT row. */
function expectedExchange(state: AcgState, side: Side, attack: number, defense: number): number {
  const table = state.options.crt[side];
  const column = differentialColumn({ columns: table.columns, dieFaces: D6, rows: table.rows }, attack, defense).index;
  let value = 0;
  for (const row of table.rows) {
    const [a, d] = row[column]!.split('/').map(Number) as [number, number];
    value += Math.min(d, defense) - Math.min(a, attack);
  }
  return value / table.rows.length;
}

/**
 * A heuristic value of an A Crowning Glory state for `side`, for bots (higher is better). The terms, each a margin
 * of `side` over the enemy:
 * - **win** (1000): the game's result once it is over;
 * - **material** (30 per army's demoralization threshold): the steps each side has taken, each army's losses
 *   counted against its own threshold (ACG 4.2, 4.8), so a French step is worth 30/33 and an Allied one 30/29;
 *   losses the CRT has dealt but that wait for a decision (9.16, 9.17) count already;
 * - **hold**: the Allies holding a Town or Fortress west of the front line (4 for the first, +1 each), which denies
 *   the French their sudden death (4.4); for the introductory scenario, the French units on the objectives (10.7);
 * - **exit**: Allied units that could walk off the west edge next move (20) or in two (4), past French zones of
 *   control (4.1; see `exitThreat`), so that the French guard the road west and the Allies look for gaps;
 * - **distance** (-0.05 per hex): Allied units close in on those towns and the west edge (4.1); French units close
 *   in on the nearest Allied unit (the burden of the offensive is French, 4.0); a unit off the map counts 15 hexes;
 * - **threat** (0.5 per expected step): for every unit next to enemies, what an attack by all of them would take off
 *   by the CRT, minus what it would cost (both sides' threats), so that units keep out of bad fights.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * if (setup.ok) aCrowningGlory.evaluate(setup.state, 'french'); // a number: higher is better for the French
 * ```
 */
export function evaluate(ctx: AcgContext, state: AcgState, side: Side): number {
  const enemy = enemyOf(side);
  if (state.phase === 'over') return state.winner === side ? WEIGHTS.win : state.winner === enemy ? -WEIGHTS.win : 0;
  const sign = (s: Side): number => (s === side ? 1 : -1);
  const { demoralizedAt } = state.options;
  const lost = pendingLosses(state);
  let value = WEIGHTS.material * (lost[enemy] / demoralizedAt[enemy] - lost[side] / demoralizedAt[side]);
  value += sign('allied') * (holdValue(ctx, state) + exitThreat(ctx, state));
  const grid = ctx.map.grid;
  const occupant = new Int16Array(grid.size);
  const allied: number[] = [];
  state.units.forEach((u, i) => {
    if (u.status !== 'map') return;
    occupant[u.hex] = i + 1;
    if (u.side === 'allied') allied.push(u.hex);
  });
  const alliedDistance = ctx.memo.get(ALLIED_DISTANCE, () => distancesFrom(ctx, [...ctx.victoryHexes, ...grid.edgeHexes('lastColumn')]));
  const frenchDistance = distancesFrom(ctx, allied);
  let distance = 0;
  let threat = 0;
  for (const unit of state.units) {
    if (unit.status !== 'map') {
      distance += sign(unit.side) * OFF_MAP_DISTANCE; // no gain in losing a unit, nor in keeping one off the map
      continue;
    }
    const d = unit.side === 'allied' ? alliedDistance[unit.hex]! : frenchDistance[unit.hex]!;
    distance += sign(unit.side) * Math.max(0, d);
    let attack = 0;
    for (let k = 0; k < 6; k++) {
      const n = grid.neighbor(unit.hex, k);
      const other = n < 0 ? 0 : occupant[n]!;
      if (other > 0 && state.units[other - 1]!.side !== unit.side) attack += state.units[other - 1]!.steps;
    }
    if (attack > 0) threat -= sign(unit.side) * expectedExchange(state, enemyOf(unit.side), attack, unit.steps);
  }
  return value - WEIGHTS.distance * distance + WEIGHTS.threat * threat;
}

/** The hexes a unit off the map counts for in the distance term. */
const OFF_MAP_DISTANCE = 15;

/**
 * Steps lost per side, counting the losses of the attack in progress that wait for a decision (ACG 9.16: the
 * attacker's split; 9.17: the defender's retreat, which may save one step, counted as half a step).
 */
function pendingLosses(state: AcgState): { french: number; allied: number } {
  const lost = { ...state.lost };
  const combat = state.combat;
  if (combat === null || combat.stage === 'roll') return lost;
  const defender = enemyOf(combat.attacker);
  if (combat.stage === 'attacker-losses') {
    lost[combat.attacker] += combat.attackerLoss;
    lost[defender] += Math.min(combat.defenderLoss, state.units[combat.defender]!.steps);
  } else if (combat.stage === 'retreat') {
    lost[defender] += Math.min(combat.defenderLoss - 0.5, state.units[combat.defender]!.steps);
  }
  return lost;
}

/** What the Allies' hold on the victory places is worth to them (ACG 4.4; 10.7 in the introductory scenario). */
function holdValue(ctx: AcgContext, state: AcgState): number {
  if (ctx.scenario.victory === 'introductory') {
    const objectives = ctx.objectives.flat();
    const french = state.units.filter((u) => u.status === 'map' && u.side === 'french' && objectives.includes(u.hex)).length;
    const allied = objectives.filter((h) => state.control[ctx.hexIds[h]!] === 'allied').length;
    return WEIGHTS.holdEach * (allied - french) * 2;
  }
  if (state.suddenDeathGone) return 0;
  const held = ctx.victoryHexes.filter((h) => state.control[ctx.hexIds[h]!] === 'allied').length;
  return held === 0 ? 0 : WEIGHTS.hold + WEIGHTS.holdEach * held;
}
