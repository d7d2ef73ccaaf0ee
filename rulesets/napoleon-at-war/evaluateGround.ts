import { memoKey, plainState } from 'kriegsspiel';
import { hexsideBars, terrainAt } from './board.js';
import { BRIDGE, ROAD, SLOPE, STREAM, TRAIL, type NawContext } from './context.js';
import type { NawState } from './types.js';
import { weakMapSlot } from './weakMapSlot.js';

/** A step the evaluation's searches treat as impossible (an unbridged river, a lake, road-only terrain). */
export const BARRED = 255;

/**
 * What the evaluation reads of the ground under the options in force (terrain chart, hexside costs, the Wagram stream
 * rule): per-hex and per-hexside typed arrays, built once per scenario and options object.
 */
export interface EvalGround {
  /**
   * Per hex and direction, `into[hex * 6 + dir]`: the cost in half movement points for an infantry unit in the
   * neighbour `dir` of `hex` to step into `hex` (NAW 5.2, 9.0: road, trail, terrain, stream, slope), or {@link BARRED}.
   */
  readonly into: Uint8Array;
  /** Per hex and direction: bit 1 when the hexside bars the zone of control of infantry, bit 2 of cavalry and artillery (NAW 6.6, Wagram 15.2). */
  readonly zocBars: Uint8Array;
  /**
   * Per hex, from 0 to 1: how much the ground protects a defender there. The hex terrain's defence multiplier minus 1
   * (a town, rough), or the share of the hexsides an attacker would cross up a slope or over a stream or bridge
   * (NAW 9.0 doubles a defender attacked only across them), whichever is more; capped at 1.
   */
  readonly cover: Float32Array;
}

const GROUND = memoKey<WeakMap<object, EvalGround>>('evaluation ground');

/**
 * The {@link EvalGround} of a state's scenario under its options, built on first use and kept in the context's memo
 * (keyed by the options object, which a game never replaces).
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { groundOf } from './evaluateGround.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const context = napoleonAtWar.contextOf(setup.state);
 * const ground = context.ok ? groundOf(context.context, setup.state) : null; // ground.cover: 1 in the town of Dorf
 * ```
 */
export function groundOf(ctx: NawContext, state: NawState): EvalGround {
  const options = plainState(state.options);
  const byOptions = weakMapSlot(ctx.memo, GROUND);
  let ground = byOptions.get(options);
  if (ground === undefined) {
    ground = buildGround(ctx, state);
    byOptions.set(options, ground);
  }
  return ground;
}

function buildGround(ctx: NawContext, state: NawState): EvalGround {
  const grid = ctx.map.grid;
  const size = grid.size;
  const into = new Uint8Array(size * 6).fill(BARRED);
  const zocBars = new Uint8Array(size * 6);
  const cover = new Float32Array(size);
  for (let hex = 0; hex < size; hex++) {
    let sides = 0;
    let covered = 0;
    for (let dir = 0; dir < 6; dir++) {
      const from = grid.neighbor(hex, dir);
      if (from < 0) continue;
      const back = grid.directionTo(from, hex);
      into[hex * 6 + dir] = stepInto(ctx, state, from, hex, back);
      zocBars[hex * 6 + dir] = (hexsideBars(state, ctx, 'infantry', hex, dir) ? 1 : 0) | (hexsideBars(state, ctx, 'cavalry', hex, dir) ? 2 : 0);
      if (hexsideBars(state, ctx, 'infantry', from, back)) continue; // nobody attacks across a river
      sides++;
      const features = ctx.map.hexsideFeatures(from, back);
      if ((features & (BRIDGE | STREAM)) !== 0 || ((features & SLOPE) !== 0 && ctx.map.uphillOf(from, back) === hex)) covered++;
    }
    const terrain = terrainAt(state, ctx, hex).defense - 1;
    cover[hex] = Math.min(1, Math.max(terrain, sides > 0 ? covered / sides : 0));
  }
  return { into, zocBars, cover };
}

/** An infantry unit's cost in half movement points to step from `from` into `to` across `dir` (see `rules/reach.ts`). */
function stepInto(ctx: NawContext, state: NawState, from: number, to: number, dir: number): number {
  if (hexsideBars(state, ctx, 'infantry', from, dir)) return BARRED;
  const terrain = terrainAt(state, ctx, to);
  if (terrain.cost === null) return BARRED;
  const costs = state.options.hexsideCosts;
  const features = ctx.map.hexsideFeatures(from, dir);
  let cost: number;
  if (features & ROAD) cost = costs.road;
  else if (features & TRAIL) cost = costs.trail;
  else if (terrain.roadOnly) return BARRED;
  else cost = terrain.cost;
  if ((features & STREAM) !== 0 && (features & BRIDGE) === 0) cost += costs.stream;
  if ((features & SLOPE) !== 0 && ctx.map.uphillOf(from, dir) === to) cost += costs.slope;
  return Math.min(BARRED - 1, Math.max(1, Math.round(cost * 2)));
}
