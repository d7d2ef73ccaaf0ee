import { HEX_DIRECTIONS, lineOfSight } from 'kriegsspiel';
import { SLOPE, STEEP, TERRAIN } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibState } from '../types.js';
import { isSpent, isTired, KIND, strength } from './unitStatus.js';

/**
 * Whether `h` lies in the front arc of a unit in `hex` facing `facing` (MiB 7.10, 2.4): the 120-degree sector
 * between the rays to the centres of its two outer front hexes, edges included. Its hexes are those reached by steps
 * in front directions only: the three front hexes, then at range 2 the five hexes beyond them (the two straight
 * ahead of the outer front hexes, the one straight ahead, and the two between). In a village or town every hex is in
 * front (TEC: no rear hexes).
 */
export function inArc(ctx: MibContext, hex: number, facing: number, h: number): boolean {
  if (ctx.terrain[hex] === TERRAIN.village || ctx.terrain[hex] === TERRAIN.town) return true;
  const a = ctx.map.grid.hexOf(hex);
  const b = ctx.map.grid.hexOf(h);
  const [vq, vr] = [b.q - a.q, b.r - a.r];
  // v = i * left + j * right with the outer front directions as a basis of the hex lattice (determinant ±1).
  const left = HEX_DIRECTIONS[(facing + 5) % 6]!;
  const right = HEX_DIRECTIONS[(facing + 1) % 6]!;
  const det = left.q * right.r - left.r * right.q;
  return (vq * right.r - vr * right.q) * det >= 0 && (left.q * vr - left.r * vq) * det >= 0;
}

/** Whether stepping from `from` into the adjacent `to` climbs an up or steep slope hexside (MiB TEC). */
function climbs(ctx: MibContext, from: number, to: number): boolean {
  if (from < 0 || to < 0) return false;
  const dir = ctx.map.grid.directionTo(from, to);
  return dir >= 0 && (ctx.map.hexsideFeatures(from, dir) & (SLOPE | STEEP)) !== 0 && ctx.map.uphillOf(from, dir) === to;
}

/**
 * Whether the guns in `from` see `to` (MiB 7.10): the library's line of sight, blocked by a village, town or forest
 * between them, and not climbing a slope: a line every way along which crosses an up or steep slope hexside from
 * below (into the target hex included) is blocked, as fire, like a zone of control (6.1), does not reach up a slope.
 * Where the line runs along a hexside, either hex beside it is a way along it.
 */
export function seesHex(ctx: MibContext, from: number, to: number): boolean {
  const grid = ctx.map.grid;
  const cover = (h: number) => ctx.terrain[h] === TERRAIN.village || ctx.terrain[h] === TERRAIN.town || ctx.terrain[h] === TERRAIN.forest;
  if (!lineOfSight(grid, from, to, cover).clear) return false;
  let ways: readonly number[] = [from];
  for (const step of grid.line(from, to).slice(1)) {
    const prev = ways;
    ways = step.hexes.filter((h) => prev.some((p) => !climbs(ctx, p, h)));
    if (ways.length === 0) return false;
  }
  return true;
}

/** An artillery unit's field-of-fire strength (MiB 7.9): its SP less losses, halved when tired; 0 off the map, disorganised, spent or smashed. */
export function fireStrength(ctx: MibContext, state: MibState, u: number): number {
  const unit = state.units[u]!;
  if (ctx.unitKind[u] !== KIND.artillery || unit.hex < 0 || unit.dis || unit.smashed || isSpent(state.options, unit)) return 0;
  const sp = strength(ctx, unit, u);
  return isTired(state.options, unit) ? sp / 2 : sp;
}

/** Whether artillery unit `u` covers hex `h` (MiB 7.10): it has fire strength, and `h` is within range, in its front arc and in sight. */
export function covers(ctx: MibContext, state: MibState, u: number, h: number): boolean {
  const unit = state.units[u]!;
  if (fireStrength(ctx, state, u) === 0 || h === unit.hex || ctx.map.grid.distance(unit.hex, h) > state.options.artillery.range) return false;
  return inArc(ctx, unit.hex, unit.facing, h) && seesHex(ctx, unit.hex, h);
}

/**
 * The hexes an artillery unit covers (MiB 7.10): within `options.artillery.range`, in its front arc, in line of
 * sight; none when it has no fire strength.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { fieldOfFire } from './fieldOfFire.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * fieldOfFire(ctx, state, ctx.unitIndex.get('fr-iv-artillery')!).map((h) => ctx.hexIds[h]); // 15 hexes round 0709, '0508' to '0910'
 * ```
 */
export function fieldOfFire(ctx: MibContext, state: MibState, u: number): number[] {
  const hex = state.units[u]!.hex;
  return hex < 0 ? [] : ctx.map.grid.range(hex, state.options.artillery.range).filter((h) => covers(ctx, state, u, h));
}

/** The fire strength `side` (a side index) brings on any of `hexes`: each of its artillery units covering one of them counts once (MiB 7.9). */
export function fireOn(ctx: MibContext, state: MibState, side: number, hexes: readonly number[]): number {
  let total = 0;
  for (let u = 0; u < state.units.length; u++) {
    if (ctx.unitSide[u] === side && hexes.some((h) => covers(ctx, state, u, h))) total += fireStrength(ctx, state, u);
  }
  return total;
}
