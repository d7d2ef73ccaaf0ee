import { memoKey, plainState, quote } from 'kriegsspiel';
import { BRIDGE, RIVER, STREAM, type NawContext } from './context.js';
import type { NawOptions } from './options.js';
import { canonicalOptions } from './optionsKey.js';
import type { TerrainEffect } from './tables.js';
import type { NawState, NawUnit, Side, UnitKind } from './types.js';
import { weakMapSlot } from './weakMapSlot.js';

/**
 * What the rules need to know about the board right now, derived from a state (never stored in it):
 * who stands where, and which hexes each side controls.
 */
export interface Board {
  /** The compiled scenario. */
  readonly ctx: NawContext;
  /** The state it was derived from. */
  readonly state: NawState;
  /** Per hex: index of a unit there plus one, or 0 when empty. */
  readonly occupant: Int32Array;
  /** Per hex: how many units are there (2 only mid-move or mid-displacement). */
  readonly count: Uint8Array;
  /** Per side: 1 where that side exerts a zone of control (NAW 6.0). */
  readonly zoc: Readonly<Record<Side, Uint8Array>>;
}

/** The other side. */
export function enemyOf(side: Side): Side {
  return side === 'french' ? 'coalition' : 'french';
}

/**
 * Derives the {@link Board} of a state. Its four per-hex arrays are views of one buffer: one allocation instead of
 * four (allocating an off-heap typed array dominated the cost of a derivation). Every board owns its buffer, so
 * boards derived from different states, or before and after a change, never share memory; the movement cache
 * (`rules/movementCache.ts`) passes a `buffer` of its own (zeroed here) to reuse one no rule holds any more.
 */
export function boardOf(ctx: NawContext, state: NawState, buffer?: ArrayBuffer): Board {
  if (buffer !== undefined) new Uint8Array(buffer).fill(0);
  const board = boardOn(ctx, state, buffer ?? new ArrayBuffer(ctx.map.grid.size * 7));
  const { occupant, count, zoc } = board;
  const units = state.units;
  const reaches = zocTables(ctx, state.options);
  for (let index = 0; index < units.length; index++) {
    const unit = units[index]!;
    if (unit.status !== 'active') continue;
    occupant[unit.hex] = index + 1;
    count[unit.hex]! += 1;
    const control = unit.side === 'french' ? zoc.french : zoc.coalition;
    const table = reaches[unit.kind === 'infantry' ? 0 : 1];
    const base = unit.hex * 6;
    for (let dir = 0; dir < 6; dir++) {
      const next = table[base + dir]!;
      if (next >= 0) control[next] = 1;
    }
  }
  return board;
}

/**
 * A board of `state` over `buffer` (`7 * grid.size` bytes: the Int32 occupants, then the counts and the two zones,
 * one byte each), taken as it is: all zeros for {@link boardOf}, or a copy of another board's to patch.
 */
export function boardOn(ctx: NawContext, state: NawState, buffer: ArrayBuffer): Board {
  const size = ctx.map.grid.size;
  const occupant = new Int32Array(buffer, 0, size);
  const count = new Uint8Array(buffer, size * 4, size);
  const zoc = { french: new Uint8Array(buffer, size * 5, size), coalition: new Uint8Array(buffer, size * 6, size) };
  return { ctx, state, occupant, count, zoc };
}

/**
 * Per options content (its canonical object, see `canonicalOptions`) and kind of unit (`[infantry, cavalry and artillery]`): for each hex and
 * direction (`hex * 6 + dir`), the neighbour a unit there exerts its zone of control into, or -1: off the map, or
 * across a hexside that bars it (NAW 6.6: an unbridged river; Wagram 15.2: for cavalry and artillery, a stream).
 */
const ZOC_TABLES = memoKey<WeakMap<object, readonly [Int32Array, Int32Array]>>('zone of control tables');

/**
 * Per kind of unit (`[infantry, cavalry and artillery]`): for each hex and direction (`hex * 6 + dir`), the hex a unit
 * there exerts its zone of control into, or -1 (see {@link boardOf}); built once per options content.
 */
export function zocTables(ctx: NawContext, drafted: NawOptions): readonly [Int32Array, Int32Array] {
  const last = ctx.memo.get(LAST_ZOC, newLast);
  if (last.key === drafted) return last.value as readonly [Int32Array, Int32Array];
  const found = zocTablesOf(ctx, drafted);
  last.key = drafted;
  last.value = found;
  return found;
}

/**
 * The last object a per-options table was asked for and its table: most calls ask with the same options object as the
 * call before (a game's), and comparing it costs less than finding its canonical object (a draft's identity lives
 * only while its recipe runs, and an options object never changes, so the answer stays right).
 */
interface Last {
  key: object | null;
  value: unknown;
}
const newLast = (): Last => ({ key: null, value: null });
const LAST_ZOC = memoKey<Last>('last zone of control tables');
const LAST_TERRAIN = memoKey<Last>('last terrain by hex');

function zocTablesOf(ctx: NawContext, drafted: NawOptions): readonly [Int32Array, Int32Array] {
  const options = canonicalOptions(ctx, drafted);
  const tables = weakMapSlot(ctx.memo, ZOC_TABLES);
  let found = tables.get(options);
  if (found === undefined) {
    const grid = ctx.map.grid;
    const tabulate = (kind: UnitKind): Int32Array => {
      const table = new Int32Array(grid.size * 6).fill(-1);
      for (let hex = 0; hex < grid.size; hex++) {
        for (let dir = 0; dir < 6; dir++) {
          const next = grid.neighbor(hex, dir);
          if (next >= 0 && !hexsideBarsUnder(options, ctx, kind, hex, dir)) table[hex * 6 + dir] = next;
        }
      }
      return table;
    };
    found = [tabulate('infantry'), tabulate('cavalry')];
    tables.set(options, found);
  }
  return found;
}

/** The unit in a hex (any one, if two share it), or `undefined`. */
export function unitAt(board: Board, hex: number): NawUnit | undefined {
  const index = board.occupant[hex]! - 1;
  return index >= 0 ? board.state.units[index] : undefined;
}

/** Whether `side` has a unit in `hex`. */
export function sideAt(board: Board, hex: number, side: Side): boolean {
  return unitAt(board, hex)?.side === side;
}

/** Whether `hex` is controlled by the enemies of `side`. */
export function enemyControls(board: Board, hex: number, side: Side): boolean {
  return board.zoc[enemyOf(side)][hex] === 1;
}

function unbridged(features: number, kind: number): boolean {
  return (features & kind) !== 0 && (features & BRIDGE) === 0;
}

/**
 * Whether the hexside bars a unit of `kind` from moving, retreating, attacking or exerting its zone of control
 * across it: an unbridged river for everyone (NAW 5.24, 6.6, 9.0), and with the Wagram stream rule an unbridged
 * stream for cavalry and artillery (Wagram 15.1, 15.2).
 */
export function hexsideBars(state: NawState, ctx: NawContext, kind: UnitKind, hex: number, dir: number): boolean {
  return hexsideBarsUnder(state.options, ctx, kind, hex, dir);
}

/** {@link hexsideBars} under the options `options` (for tables built once per options object). */
export function hexsideBarsUnder(options: NawOptions, ctx: NawContext, kind: UnitKind, hex: number, dir: number): boolean {
  const features = ctx.map.hexsideFeatures(hex, dir);
  if (unbridged(features, RIVER)) return true;
  return options.streamBarsCavalryAndArtillery && kind !== 'infantry' && unbridged(features, STREAM);
}

/**
 * The terrain effect of a hex under the options in force. Setup and loading refuse a chart that lacks a terrain the
 * map uses (`tableProblem`), so every hex has its entry. Terrain names are data: looked up as own keys only, so a
 * terrain named `toString` is a terrain, never a function.
 */
export function terrainAt(state: NawState, ctx: NawContext, hex: number): TerrainEffect {
  return terrainByHex(ctx, state.options.terrain)[hex]!;
}

/** The terrain effect of every hex under the options `options` (see {@link terrainAt}). */
export function terrainTable(ctx: NawContext, options: NawOptions): readonly TerrainEffect[] {
  return terrainByHex(ctx, options.terrain);
}

/** Per terrain chart (by identity; a game's chart never changes): the effect of every hex of the map. */
const TERRAIN_BY_HEX = memoKey<WeakMap<object, readonly TerrainEffect[]>>('terrain by hex');

/** The terrain effect of every hex under `chart`, built once per chart and kept in the context's memo. */
function terrainByHex(ctx: NawContext, drafted: NawState['options']['terrain']): readonly TerrainEffect[] {
  const last = ctx.memo.get(LAST_TERRAIN, newLast);
  if (last.key === drafted) return last.value as readonly TerrainEffect[];
  const found = terrainByChart(ctx, drafted);
  last.key = drafted;
  last.value = found;
  return found;
}

function terrainByChart(ctx: NawContext, drafted: NawState['options']['terrain']): readonly TerrainEffect[] {
  const chart = plainState(drafted); // under immer the chart is a draft: key by the plain object behind it
  const tables = weakMapSlot(ctx.memo, TERRAIN_BY_HEX);
  let table = tables.get(chart);
  if (table === undefined) {
    table = Array.from({ length: ctx.map.grid.size }, (_, hex) => {
      const name = ctx.map.terrainName(hex);
      if (!Object.hasOwn(chart, name)) throw new Error(`the terrain chart lacks ${quote(name)} (setup and loading refuse such options)`);
      return chart[name]!;
    });
    tables.set(chart, table);
  }
  return table;
}

