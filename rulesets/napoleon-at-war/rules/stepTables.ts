import { createTableReach, memoKey, type TableReach } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawOptions } from '../options.js';
import { canonicalOptions } from '../optionsKey.js';
import type { UnitKind } from '../types.js';
import { mapStepCost } from './reach.js';
import { weakMapSlot } from '../weakMapSlot.js';

/**
 * The step costs of one options object, per kind of unit: `[infantry, cavalry and artillery]` (the kinds differ only
 * where the Wagram stream rule bars a hexside, 15.1), each indexed `hex * degree + dir`, in half movement points, -1
 * where the step is barred. `null` when some step costs less than one half point or not a whole number of them
 * (the options schema rules that out; a table search would then be wrong, so callers search with callbacks).
 */
type Tables = readonly [Int32Array, Int32Array] | null;

/** Per options content (by its canonical object, see `canonicalOptions`) the step tables of a context. */
const STEP_TABLES = memoKey<WeakMap<object, Tables>>('step tables');

/** The context's table-driven reach search over its map, allocated once (kept in its memo). */
const TABLE_REACH = memoKey<{ search: TableReach | null }>('table reach');
const newReachSlot = (): { search: TableReach | null } => ({ search: null });

/** The table-driven reach search of a context's map (see `createTableReach`). */
export function tableReachOf(ctx: NawContext): TableReach {
  // A slot and a named builder: a builder closing over `ctx` would be a new closure per search.
  const slot = ctx.memo.get(TABLE_REACH, newReachSlot);
  return (slot.search ??= createTableReach(ctx.map.grid));
}

/**
 * The step costs of a unit of `kind` under `options` (see {@link Tables}), tabulated from `mapStepCost` on first use
 * and kept in the context's memo, or `null` when they cannot be tabulated.
 */
export function stepTable(ctx: NawContext, options: NawOptions, kind: UnitKind): Int32Array | null {
  // Most calls ask with the options object of the call before (a game's; an options object never changes).
  const last = ctx.memo.get(LAST_TABLES, newLast);
  const found = last.options === options ? last.tables : tablesOf(ctx, options);
  last.options = options;
  last.tables = found;
  return found === null ? null : found[kind === 'infantry' ? 0 : 1];
}

/** The options object {@link stepTable} was asked with last, and its tables. */
interface Last {
  options: NawOptions | null;
  tables: Tables;
}
const LAST_TABLES = memoKey<Last>('step tables of the last options object');
const newLast = (): Last => ({ options: null, tables: null });

function tablesOf(ctx: NawContext, options: NawOptions): Tables {
  const plain = canonicalOptions(ctx, options);
  const tables = weakMapSlot(ctx.memo, STEP_TABLES);
  let found = tables.get(plain);
  if (found === undefined) {
    found = build(ctx, plain);
    tables.set(plain, found);
  }
  return found;
}

function build(ctx: NawContext, options: NawOptions): Tables {
  const infantry = tabulate(ctx, options, 'infantry');
  const others = tabulate(ctx, options, 'cavalry');
  return infantry === null || others === null ? null : [infantry, others];
}

function tabulate(ctx: NawContext, options: NawOptions, kind: UnitKind): Int32Array | null {
  const { degree, neighbors } = tableReachOf(ctx);
  const table = new Int32Array(neighbors.length).fill(-1);
  for (let slot = 0; slot < neighbors.length; slot++) {
    const to = neighbors[slot]!;
    if (to < 0) continue;
    const cost = mapStepCost(ctx, options, kind, Math.floor(slot / degree), to, slot % degree);
    if (cost === Infinity) continue;
    if (!(Number.isInteger(cost) && cost >= 1)) return null;
    table[slot] = cost;
  }
  return table;
}
