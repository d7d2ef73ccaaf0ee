import { featureBit } from 'kriegsspiel';
import type { MibContext } from './context.js';
import { hexsideMask } from './rules/hexsideMask.js';
import { isCombat, isSpent, KIND, stackingSp } from './rules/unitStatus.js';
import type { MibState } from './types.js';
import { TERRAINS } from './vocabulary.js';

/** Hexside feature bits the rules read. */
export const RIVER = featureBit('river');
export const BRIDGE = featureBit('bridge');
export const STREAM = featureBit('stream');
export const CREEK = featureBit('creek');
export const SLOPE = featureBit('slope');
export const STEEP = featureBit('steep');
export const ROAD = featureBit('road');
export const TRAIL = featureBit('trail');

/** Terrain indices. */
export const TERRAIN = Object.fromEntries(TERRAINS.map((t, i) => [t, i])) as { readonly [T in (typeof TERRAINS)[number]]: number };

/**
 * Who stands where, derived from a state: the units in each hex (a linked list), the side holding it, its stacking
 * SP, and each side's zones of control (MiB 6.1) and its cavalry's.
 */
export interface Board {
  /** First unit in each hex (-1 none) and the next unit in the same hex (-1 last). */
  readonly first: Int32Array;
  readonly next: Int32Array;
  /** Side index holding the hex (-1 empty). */
  readonly owner: Int8Array;
  /** Stacking SP in the hex (MiB 6.8). */
  readonly sp: Float64Array;
  /** Per side index: 1 where that side's combat units project a zone of control, and where its cavalry does. */
  readonly zoc: readonly [Uint8Array, Uint8Array];
  readonly cavalryZoc: readonly [Uint8Array, Uint8Array];
}

/** The units in a hex, in index order. */
export function unitsIn(board: Board, hex: number): number[] {
  const out: number[] = [];
  for (let u = board.first[hex]!; u >= 0; u = board.next[u]!) out.push(u);
  return out.reverse();
}

/** The front directions of a unit facing `facing` (MiB 2.4): the faced hexside and the two beside it. */
export const frontDirections = (facing: number): readonly number[] => [(facing + 5) % 6, facing, (facing + 1) % 6];

/** Whether a unit in `hex` facing `facing` has `dir` in its front (no rear hexes in a village or town, TEC). */
export function inFront(ctx: MibContext, hex: number, facing: number, dir: number): boolean {
  const t = ctx.terrain[hex];
  if (t === TERRAIN.village || t === TERRAIN.town) return true;
  const d = (dir - facing + 6) % 6;
  return d === 0 || d === 1 || d === 5;
}

/** Whether a zone of control reaches from `hex` across `dir` (MiB 6.1): not up a slope, not across unbridged river. */
function zoneCrosses(ctx: MibContext, state: MibState, hex: number, dir: number): number {
  const j = ctx.map.grid.neighbor(hex, dir);
  if (j < 0 || ctx.terrain[j] === TERRAIN.river) return -1;
  const mask = hexsideMask(ctx, state, hex, dir);
  if ((mask & RIVER) !== 0 && (mask & BRIDGE) === 0) return -1;
  if ((mask & (SLOPE | STEEP)) !== 0 && ctx.map.uphillOf(hex, dir) === j) return -1;
  return j;
}

/**
 * The hexes a unit projects its zone of control into (MiB 6.1): its front hexes, not up a slope nor across an
 * unbridged river; none for a unit off the map, a non-combat unit, or one disorganised, smashed or spent. The
 * infantry stack's clear-hex rule is the board's (it depends on the stack).
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { zoneHexes } from './board.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * zoneHexes(ctx, state, ctx.unitIndex.get('fr-cav-espagne')!).map((h) => ctx.hexIds[h]); // ['0909', '0808']: hexes in its front
 * ```
 */
export function zoneHexes(ctx: MibContext, state: MibState, u: number): number[] {
  const unit = state.units[u]!;
  if (unit.hex < 0 || !isCombat(ctx, u) || unit.dis || unit.smashed || isSpent(state.options, unit)) return [];
  const out: number[] = [];
  for (let d = 0; d < 6; d++) {
    const j = inFront(ctx, unit.hex, unit.facing, d) ? zoneCrosses(ctx, state, unit.hex, d) : -1;
    if (j >= 0) out.push(j);
  }
  return out;
}

/**
 * Builds the board of a state.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { boardOf } from './board.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const board = boardOf(ctx, state);
 * board.zoc[0]![ctx.map.grid.indexOf('0808')]; // 1: the hex is in a French zone of control (Espagne's)
 * ```
 */
export function boardOf(ctx: MibContext, state: MibState): Board {
  const size = ctx.map.grid.size;
  const n = state.units.length;
  const first = new Int32Array(size).fill(-1);
  const next = new Int32Array(n).fill(-1);
  const owner = new Int8Array(size).fill(-1);
  const sp = new Float64Array(size);
  const artilleryIn = new Uint8Array(size);
  for (let u = 0; u < n; u++) {
    const h = state.units[u]!.hex;
    if (h < 0) continue;
    next[u] = first[h]!;
    first[h] = u;
    owner[h] = ctx.unitSide[u]!;
    sp[h]! += stackingSp(ctx, state, u);
    if (ctx.unitKind[u] === KIND.artillery) artilleryIn[h] = 1;
  }
  const zoc = [new Uint8Array(size), new Uint8Array(size)] as const;
  const cavalryZoc = [new Uint8Array(size), new Uint8Array(size)] as const;
  for (let u = 0; u < n; u++) {
    const h = state.units[u]!.hex;
    const s = ctx.unitSide[u]!;
    const kind = ctx.unitKind[u]!;
    for (const j of zoneHexes(ctx, state, u)) {
      // MiB 6.1: infantry projects into clear only when its stack holds artillery.
      if (kind === KIND.infantry && ctx.terrain[j] === TERRAIN.clear && artilleryIn[h] === 0) continue;
      zoc[s]![j] = 1;
      if (kind === KIND.cavalry) cavalryZoc[s]![j] = 1;
    }
  }
  return { first, next, owner, sp, zoc, cavalryZoc };
}
