import { createMemo, featureBit, loadHexMap, quote, violation, type CompileResult, type HexMap, type Memo } from 'kriegsspiel';
import type { NawScenario, ScenarioUnit, SetupArea } from './scenario.js';
import type { Side } from './types.js';
import { validateScenarioTables } from './validateScenarioTables.js';

/** Hexside feature bits the rules read: an unbridgeable river. */
export const RIVER = featureBit('river');
/** A bridge over a river or stream hexside. */
export const BRIDGE = featureBit('bridge');
/** A stream hexside. */
export const STREAM = featureBit('stream');
/** A slope hexside (see the map's uphill side). */
export const SLOPE = featureBit('slope');
/** A road connection across the hexside. */
export const ROAD = featureBit('road');
/** A trail connection across the hexside. */
export const TRAIL = featureBit('trail');


/**
 * A scenario compiled for play: its validated map and the dense lookups the rules use. Static data, built once per
 * scenario and never copied into states.
 */
export interface NawContext {
  /** The scenario data. */
  readonly scenario: NawScenario;
  /** The validated map. */
  readonly map: HexMap;
  /** Hex id by hex index (`map.grid.idOf`, formatted once: legal-action listings name many hexes). */
  readonly hexIds: readonly string[];
  /**
   * Hex index by printed hex id (the inverse of `hexIds`, for ids as the map formats them): a lookup instead of
   * parsing the id. Use `hexIndexOf` (rules code), which falls back to `map.grid.indexOf` for any other spelling.
   */
  readonly hexIndex: ReadonlyMap<string, number>;
  /** Unit index by unit id. */
  readonly unitIndex: ReadonlyMap<string, number>;
  /** Per unit: the entry hexes of a reinforcement, else empty. */
  readonly entries: readonly (readonly number[])[];
  /** Per unit: the region it is confined to (1 = allowed), else `null`. */
  readonly confinement: readonly (Uint8Array | null)[];
  /** Per unit: the hexes of its set-up area in index order (Wagram 13.1), else `null`. */
  readonly setupAreas: readonly (Int32Array | null)[];
  /** The reinforcement groups that arrive on a die roll (Wagram 14.7), in scenario order. */
  readonly rollGroups: readonly RollGroup[];
  /** Per side: the hexes it may exit the map from (1 = exit hex) and the cost in movement points, else `null`. */
  readonly exits: Readonly<Record<Side, { readonly hexes: Uint8Array; readonly cost: number } | null>>;
  /**
   * Caches filled on first use, owned through the context by the ruleset instance (see docs/core-contract.md): the
   * pathfinders (`rules/pathfinders.ts`), the reach searcher (`rules/reach.ts`), the action space's hex sets
   * (`rules/actionSpace.ts`) and the evaluation tables (`evaluateTables.ts`).
   */
  readonly memo: Memo;
}

/** A reinforcement group that arrives on a die roll (Wagram 14.7). */
export interface RollGroup {
  /** The group name shared by its units. */
  readonly group: string;
  /** Whose reinforcements. */
  readonly side: Side;
  /** The first game-turn of the roll. */
  readonly firstTurn: number;
  /** The last game-turn of the roll: after it the group never arrives. */
  readonly lastTurn: number;
  /** The die faces that bring the group in. */
  readonly on: readonly number[];
}

/**
 * Compiles a validated scenario into its context: the map (one of `maps`, by id, or inline) and the dense lookups
 * the rules use. A ruleset instance calls it once per scenario content (`definition.compile`) and keeps the result;
 * `compileScenario` is this function over every built-in map.
 *
 * @example
 * ```ts
 * import skirmishMap from './data/skirmishMap.json' with { type: 'json' };
 * import { SKIRMISH } from './data/skirmish.js';
 * import { compileScenarioOn } from './context.js';
 * const compiled = compileScenarioOn(SKIRMISH, { [skirmishMap.id]: skirmishMap });
 * if (!compiled.ok) throw new Error(compiled.violation.message);
 * compiled.context.map.grid.idOf(compiled.context.entries[5]![0]!); // where F6 enters: a hex of the west edge
 * ```
 */
export function compileScenarioOn(scenario: NawScenario, maps: Readonly<Record<string, unknown>>): CompileResult<NawContext> {
  const made = validateScenarioTables(scenario) ?? build(scenario, maps);
  return 'path' in made ? { ok: false, violation: violation('invalid-scenario', 'NAW 3.0', `${made.path}: ${made.message}`) } : { ok: true, context: made };
}

/** The context of a scenario, or the field path and message of what is wrong with it. */
function build(scenario: NawScenario, maps: Readonly<Record<string, unknown>>): NawContext | { readonly path: string; readonly message: string } {
  const mapData = typeof scenario.map === 'string' ? (Object.hasOwn(maps, scenario.map) ? maps[scenario.map] : undefined) : scenario.map;
  if (mapData === undefined) return { path: 'scenario.map', message: `no built-in map ${quote(scenario.map)}` };
  const loaded = loadHexMap(mapData);
  if (!loaded.ok) return { path: `scenario.map.${loaded.error.path}`, message: loaded.error.message };
  const map = loaded.map;
  const grid = map.grid;

  const hexesOf = (entry: NawScenario['exits'][number]['entry'], path: string): number[] | string => {
    if (!Array.isArray(entry)) return map.edge(entry.edge)?.slice() ?? `${path}.edge: the map names no edge ${quote(entry.edge)}`;
    const out: number[] = [];
    for (const [i, id] of entry.entries()) {
      const index = grid.indexOf(id);
      if (index < 0) return `${path}[${i}]: hex ${id} is not on the map`;
      out.push(index);
    }
    return out;
  };

  const unitIndex = new Map<string, number>();
  const entries: number[][] = [];
  const confinement: (Uint8Array | null)[] = [];
  const setupAreas: (Int32Array | null)[] = [];
  const rollGroups = new Map<string, RollGroup>();
  for (const [i, unit] of scenario.units.entries()) {
    const path = `scenario.units[${i}]`;
    if (unitIndex.has(unit.id)) return { path: `${path}.id`, message: `duplicate unit id ${quote(unit.id)}` };
    unitIndex.set(unit.id, i);
    const problem = checkPlacement(unit, path, grid.indexOf.bind(grid));
    if (problem) return { path: problem[0], message: problem[1] };
    const area = unit.setupArea === undefined ? null : areaOf(map, unit.setupArea);
    if (typeof area === 'string') return { path: `${path}.setupArea`, message: area };
    if (area && unit.hex !== undefined && !area.includes(grid.indexOf(unit.hex))) {
      return { path: `${path}.hex`, message: `${unit.hex} is outside the unit's set-up area` };
    }
    setupAreas.push(area);
    const roll = unit.arrives?.roll;
    if (roll) rollGroups.set(roll.group, { group: roll.group, side: unit.side, firstTurn: unit.arrives!.turn, lastTurn: roll.lastTurn, on: roll.on });
    const entry = unit.arrives ? hexesOf(unit.arrives.entry, `${path}.arrives.entry`) : [];
    if (typeof entry === 'string') return { path: entry.split(':')[0]!, message: entry };
    entries.push(entry);
    if (unit.confinedTo === undefined) confinement.push(null);
    else {
      const region = map.region(unit.confinedTo);
      if (region === undefined) return { path: `${path}.confinedTo`, message: `no region ${quote(unit.confinedTo)} on the map` };
      const mask = new Uint8Array(grid.size);
      for (const h of region) mask[h] = 1;
      confinement.push(mask);
    }
  }

  const exits: Record<Side, { hexes: Uint8Array; cost: number } | null> = { french: null, coalition: null };
  for (const [i, exit] of scenario.exits.entries()) {
    const hexes = hexesOf(exit.entry, `scenario.exits[${i}].entry`);
    if (typeof hexes === 'string') return { path: hexes.split(':')[0]!, message: hexes };
    const mask = exits[exit.side]?.hexes ?? new Uint8Array(grid.size);
    for (const h of hexes) mask[h] = 1;
    exits[exit.side] = { hexes: mask, cost: exit.cost };
  }

  for (const [i, award] of scenario.victory.places.entries()) {
    if (map.place(award.place) === undefined) {
      return { path: `scenario.victory.places[${i}].place`, message: `no place ${quote(award.place)} on the map` };
    }
  }
  for (const [i, award] of scenario.victory.regionStrength.entries()) {
    if (map.region(award.region) === undefined) {
      return { path: `scenario.victory.regionStrength[${i}].region`, message: `no region ${quote(award.region)} on the map` };
    }
  }

  const hexIds = Array.from({ length: grid.size }, (_, hex) => grid.idOf(hex));
  const hexIndex = new Map(hexIds.map((id, hex) => [id, hex]));
  return { scenario, map, hexIds, hexIndex, unitIndex, entries, confinement, setupAreas, rollGroups: [...rollGroups.values()], exits, memo: createMemo() };
}

/** The hexes of a set-up area, in index order, or why there are none. */
function areaOf(map: HexMap, area: SetupArea): Int32Array | string {
  if ('region' in area) {
    const region = map.region(area.region);
    return region === undefined ? `no region ${quote(area.region)} on the map` : Int32Array.from(region).sort();
  }
  const centre = map.grid.indexOf(area.near);
  if (centre < 0) return `hex ${area.near} is not on the map`;
  // Clamped to the map's extent (the grid clamps too): a larger radius would only list hexes off the map.
  return Int32Array.from(map.grid.range(centre, Math.min(area.within, map.grid.extent))).sort();
}

function checkPlacement(unit: ScenarioUnit, path: string, indexOf: (id: string) => number): [string, string] | null {
  if (unit.hex === undefined && unit.arrives === undefined && unit.setupArea === undefined) {
    return [`${path}.hex`, 'a unit needs a hex, a set-up area or an arrival'];
  }
  if (unit.hex !== undefined && indexOf(unit.hex) < 0) return [`${path}.hex`, `hex ${unit.hex} is not on the map`];
  return null;
}

/** The index of a printed hex id, or -1 when it names no hex of the map (`map.grid.indexOf`, by lookup when it can). */
export function hexIndexOf(ctx: NawContext, id: string): number {
  return ctx.hexIndex.get(id) ?? ctx.map.grid.indexOf(id);
}
