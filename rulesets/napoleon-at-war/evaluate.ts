import type { NawContext } from './context.js';
import { boardOf, enemyOf, hexsideBars, terrainAt } from './board.js';
import { groundOf, type EvalGround } from './evaluateGround.js';
import { lineMargin } from './evaluateLine.js';
import { exposureMargin } from './evaluateExposure.js';
import { columnOf, stakeAt, vacated, worth } from './evaluateOdds.js';
import { reachMargin } from './evaluateReach.js';
import { NAW_EVAL_WEIGHTS, tablesOf, type EvalTables, type EvalWeights } from './evaluateTables.js';
import { combatUnits } from './rules/combat/combatFormation.js';
import { weighCombat } from './rules/combat/odds.js';
import type { NawState, Side } from './types.js';

/**
 * A heuristic value of a Napoleon at War state for `side`, for bots (higher is better; a designer may replace it, or
 * change its weights: {@link NAW_EVAL_WEIGHTS}). The weighted sum of terms, each a margin of `side` over the enemy:
 *
 * - **score**: points as if the game ended now: points scored so far, places held and strength on scoring regions
 *   (Wagram 17.11-17.12);
 * - **material**: losses, enemy minus own (NAW 14.4);
 * - **objective distance**: the hexes between each of the side's units on the map and the nearest place, region or
 *   exit it scores for, summed (subtracted), so that units close in on their objectives;
 * - **reach**: the points each army could still score within a few of its moves through the ground the other leaves
 *   open, own minus enemy's (`evaluateReach.ts`): blocking the enemy's paths, or putting zones of control across
 *   them, denies him his objectives;
 * - **ground and line** (`evaluateLine.ts`): garrisons in places the enemy scores for, units holding a region where
 *   the enemy scores (the Russbach heights), cover near the enemy, and no isolated units or open flanks;
 * - **threat**: zone-of-control safety: what attacks by adjacent units could win by the CRT, against the enemy's units
 *   minus against the side's own; a retreat result counts as a loss for a unit whose every way back is blocked or
 *   enemy-controlled (NAW 7.72), and a result that empties the defender's hex (De, Dr, Ex) wins the points the
 *   attacker would score by advancing into it (a town it scores for, a scoring region: NAW 7.74; `EvalWeights.capture`);
 * - **prospect**: the same reckoning for the combat being formed, at its odds, so that a one-ply bot adds attackers
 *   and resolves at good odds;
 * - **exposure** (`evaluateExposure.ts`): the same reckoning for the attacks the enemy could mount on its next turn
 *   with the units it can march next to the phasing side's units, beyond those already there.
 *
 * Allocation-free outside combat: the scenario's objectives and ground are read from typed arrays built once per
 * scenario, and the reach search of the side whose units did not move is reused.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const value = napoleonAtWar.evaluate(setup.state, 'french'); // no points nor losses yet: distance, reach and line terms
 * ```
 */
export function evaluate(ctx: NawContext, state: NawState, side: Side, w: EvalWeights = NAW_EVAL_WEIGHTS): number {
  const enemy = enemyOf(side);
  const t = tablesOf(ctx);
  const ground = groundOf(ctx, state);
  let score = state.points[side] - state.points[enemy];
  let distance = 0;
  const held = t.held.fill(0);
  const ownDistance = t.distance[side];
  for (const unit of state.units) {
    if (unit.status !== 'active') continue;
    const sign = unit.side === side ? 1 : -1;
    const place = t.placeAt[unit.hex]!;
    if (place >= 0 && t.places[place]!.side === unit.side) held[place] = 1;
    const perStrength = t.perStrength[unit.side];
    if (perStrength !== null) score += sign * unit.strength * perStrength[unit.hex]!;
    if (sign === 1 && ownDistance !== null) distance += ownDistance[unit.hex]!;
  }
  for (let i = 0; i < t.places.length; i++) {
    if (held[i] === 1) score += t.places[i]!.side === side ? t.places[i]!.points : -t.places[i]!.points;
  }
  const material = state.losses[enemy] - state.losses[side];
  mark(ctx, state, t, ground, true);
  const combat = w.threat * threat(ctx, state, side, t, w) + w.prospect * prospect(ctx, state, side, t, w);
  const reach = reachMargin(ctx, state, side, t, ground, t.zoc, w);
  const line = lineMargin(state, side, t, ground, t.zoc, w);
  const exposure = exposureMargin(ctx, state, side, t, w);
  mark(ctx, state, t, ground, false);
  return w.score * score + w.material * material - w.objectiveDistance * distance + combat + reach + line + exposure;
}

/** Marks (in `t.occupant`) where each active unit stands and (in `t.zoc`) the zones of control, or clears the marks. */
function mark(ctx: NawContext, state: NawState, t: EvalTables, ground: EvalGround, on: boolean): void {
  const units = state.units;
  if (!on) {
    for (let i = 0; i < units.length; i++) {
      if (units[i]!.status !== 'active') continue;
      t.occupant[units[i]!.hex] = 0;
      t.sideAt[units[i]!.hex] = 0;
    }
    return;
  }
  const neighbors = ctx.map.grid.neighbors;
  t.zoc.french.fill(0);
  t.zoc.coalition.fill(0);
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (unit.status !== 'active') continue;
    t.occupant[unit.hex] = i + 1;
    t.sideAt[unit.hex] = unit.side === 'french' ? 1 : 2;
    const zoc = t.zoc[unit.side];
    const bar = unit.kind === 'infantry' ? 1 : 2; // NAW 6.6, Wagram 15.2
    for (let dir = 0; dir < 6; dir++) {
      const next = neighbors[unit.hex * 6 + dir]!;
      if (next >= 0 && (ground.zocBars[unit.hex * 6 + dir]! & bar) === 0) zoc[next] = 1;
    }
  }
}

/** The side of the unit in `hex` (marked by {@link mark}), or `null`; off-map hexes are empty. */
function sideIn(state: NawState, t: EvalTables, hex: number): Side | null {
  const occupant = hex >= 0 ? t.occupant[hex]! : 0; // never index units with -1: a slow dictionary lookup
  return occupant > 0 ? state.units[occupant - 1]!.side : null;
}

/**
 * Whether a unit of `side` in `hex` has no hex to retreat into: every neighbour is off the map, holds an enemy unit
 * or lies next to one (enemy zone of control, NAW 6.0; rivers ignored). A retreat result then eliminates it (NAW 7.72).
 */
function cornered(state: NawState, t: EvalTables, neighbors: Int32Array, hex: number, side: Side): boolean {
  for (let dir = 0; dir < 6; dir++) {
    const next = neighbors[hex * 6 + dir]!;
    const there = sideIn(state, t, next);
    if (next < 0 || (there !== null && there !== side)) continue;
    let controlled = false;
    for (let d = 0; d < 6 && !controlled; d++) {
      const who = sideIn(state, t, neighbors[next * 6 + d]!);
      controlled = who !== null && who !== side;
    }
    if (!controlled) return false;
  }
  return true;
}

/**
 * Zone-of-control safety: for every unit on the map, the expected CRT worth to the enemy of an attack on it by all the
 * enemy units next to it (across hexsides they may attack over, NAW 6.6), counted only when positive; a unit with no
 * retreat open counts a retreat result as its loss. Enemy units so threatened count for `side`, its own against it.
 */
function threat(ctx: NawContext, state: NawState, side: Side, t: EvalTables, w: EvalWeights): number {
  const neighbors = ctx.map.grid.neighbors;
  const crt = state.options.crt;
  let value = 0;
  for (const unit of state.units) {
    if (unit.status !== 'active') continue;
    let attack = 0;
    let biggest = 0;
    for (let dir = 0; dir < 6; dir++) {
      const next = neighbors[unit.hex * 6 + dir]!;
      if (sideIn(state, t, next) !== enemyOf(unit.side)) continue;
      const enemy = state.units[t.occupant[next]! - 1]!;
      if (hexsideBars(state, ctx, enemy.kind, unit.hex, dir)) continue;
      attack += enemy.strength;
      if (enemy.kind !== 'artillery') biggest = Math.max(biggest, enemy.strength);
    }
    if (attack === 0) continue;
    const defense = unit.strength * terrainAt(state, ctx, unit.hex).defense;
    const column = columnOf(crt, attack, defense);
    const trapped = cornered(state, t, neighbors, unit.hex, unit.side) ? unit.strength : 0;
    const captured = w.capture * vacated(crt, column) * stakeAt(state, t, enemyOf(unit.side), unit.hex, biggest);
    const expected = worth(crt, column, attack, unit.strength, trapped) + captured;
    if (expected > 0) value += unit.side === side ? -expected : expected;
  }
  return value;
}

/** The expected worth, to `side`, of resolving the combat being formed at its best odds (0 when none is formed). */
function prospect(ctx: NawContext, state: NawState, side: Side, t: EvalTables, w: EvalWeights): number {
  const combat = state.combat;
  if (combat === null || combat.stage !== 'forming' || combat.attackers.length + combat.bombarding.length === 0) return 0;
  const board = boardOf(ctx, state);
  const units = combatUnits(board, combat);
  const { column } = weighCombat(board, units);
  const neighbors = board.ctx.map.grid.neighbors;
  const a = units.attackers.reduce((n, u) => n + u.strength, 0);
  let d = 0;
  let trapped = 0;
  let stake = 0;
  const biggest = units.attackers.reduce((n, u) => (u.kind === 'artillery' ? n : Math.max(n, u.strength)), 0);
  for (const u of units.defenders) {
    d += u.strength;
    if (cornered(state, t, neighbors, u.hex, u.side)) trapped += u.strength;
    stake = Math.max(stake, stakeAt(state, t, state.phasing, u.hex, biggest));
  }
  const crt = state.options.crt;
  const value = worth(crt, column, a, d, trapped) + w.capture * vacated(crt, column) * stake;
  return state.phasing === side ? value : -value;
}
