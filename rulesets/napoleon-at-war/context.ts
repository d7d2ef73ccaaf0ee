import { HEXSIDE_FEATURES, loadHexMap, type HexMap } from 'kriegsspiel';
import { BUILT_IN_MAPS, BUILT_IN_SCENARIOS } from './data/index.js';
import type { NawScenario, ScenarioUnit, SetupArea } from './scenario.js';
import type { NawState, Side } from './types.js';

/** Bit of a hexside feature in the map's per-hexside bitmask. */
const bit = (name: (typeof HEXSIDE_FEATURES)[number]): number => 1 << HEXSIDE_FEATURES.indexOf(name);
/** Hexside feature bits the rules read. */
export const RIVER = bit('river');
/** A bridge over a river or stream hexside. */
export const BRIDGE = bit('bridge');
/** A stream hexside. */
export const STREAM = bit('stream');
/** A slope hexside (see the map's uphill side). */
export const SLOPE = bit('slope');
/** A road connection across the hexside. */
export const ROAD = bit('road');
/** A trail connection across the hexside. */
export const TRAIL = bit('trail');

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

const contexts = new Map<string, NawContext>();
/** Contexts by scenario object: setting up the same scenario data again does not validate its map again. */
const compiled = new WeakMap<NawScenario, NawContext>();

/** The result of compiling a scenario: its context, or a field-named error. */
export type CompileResult = { readonly ok: true; readonly context: NawContext } | { readonly ok: false; readonly path: string; readonly message: string };

/**
 * Compiles (and registers under its id) a validated scenario, so states naming it can be played and loaded.
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, compileScenario } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const longer = { ...BUILT_IN_SCENARIOS['skirmish']!, id: 'skirmish-long', turns: 8 };
 * const compiled = compileScenario(longer); // registered: saved states naming 'skirmish-long' now load
 * if (!compiled.ok) throw new Error(`${compiled.path}: ${compiled.message}`);
 * compiled.context.map.grid.idOf(compiled.context.entries[5]![0]!); // where F6 enters: a hex of the west edge
 * ```
 */
export function compileScenario(scenario: NawScenario): CompileResult {
  const known = compiled.get(scenario);
  if (known) {
    contexts.set(scenario.id, known);
    return { ok: true, context: known };
  }
  const mapData = typeof scenario.map === 'string' ? BUILT_IN_MAPS[scenario.map] : scenario.map;
  if (mapData === undefined) return { ok: false, path: 'scenario.map', message: `no built-in map "${String(scenario.map)}"` };
  const loaded = loadHexMap(mapData);
  if (!loaded.ok) return { ok: false, path: `scenario.map.${loaded.error.path}`, message: loaded.error.message };
  const map = loaded.map;
  const grid = map.grid;

  const hexesOf = (entry: NawScenario['exits'][number]['entry'], path: string): number[] | string => {
    if (!Array.isArray(entry)) return map.edge(entry.edge)?.slice() ?? `${path}.edge: the map names no edge "${entry.edge}"`;
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
    if (unitIndex.has(unit.id)) return { ok: false, path: `${path}.id`, message: `duplicate unit id "${unit.id}"` };
    unitIndex.set(unit.id, i);
    const problem = checkPlacement(unit, path, grid.indexOf.bind(grid));
    if (problem) return { ok: false, path: problem[0], message: problem[1] };
    const area = unit.setupArea === undefined ? null : areaOf(map, unit.setupArea);
    if (typeof area === 'string') return { ok: false, path: `${path}.setupArea`, message: area };
    if (area && unit.hex !== undefined && !area.includes(grid.indexOf(unit.hex))) {
      return { ok: false, path: `${path}.hex`, message: `${unit.hex} is outside the unit's set-up area` };
    }
    setupAreas.push(area);
    const roll = unit.arrives?.roll;
    if (roll) rollGroups.set(roll.group, { group: roll.group, side: unit.side, firstTurn: unit.arrives!.turn, lastTurn: roll.lastTurn, on: roll.on });
    const entry = unit.arrives ? hexesOf(unit.arrives.entry, `${path}.arrives.entry`) : [];
    if (typeof entry === 'string') return { ok: false, path: entry.split(':')[0]!, message: entry };
    entries.push(entry);
    if (unit.confinedTo === undefined) confinement.push(null);
    else {
      const region = map.region(unit.confinedTo);
      if (region === undefined) return { ok: false, path: `${path}.confinedTo`, message: `no region "${unit.confinedTo}" on the map` };
      const mask = new Uint8Array(grid.size);
      for (const h of region) mask[h] = 1;
      confinement.push(mask);
    }
  }

  const exits: Record<Side, { hexes: Uint8Array; cost: number } | null> = { french: null, coalition: null };
  for (const [i, exit] of scenario.exits.entries()) {
    const hexes = hexesOf(exit.entry, `scenario.exits[${i}].entry`);
    if (typeof hexes === 'string') return { ok: false, path: hexes.split(':')[0]!, message: hexes };
    const mask = exits[exit.side]?.hexes ?? new Uint8Array(grid.size);
    for (const h of hexes) mask[h] = 1;
    exits[exit.side] = { hexes: mask, cost: exit.cost };
  }

  for (const [i, award] of scenario.victory.places.entries()) {
    if (map.place(award.place) === undefined) {
      return { ok: false, path: `scenario.victory.places[${i}].place`, message: `no place "${award.place}" on the map` };
    }
  }
  for (const [i, award] of scenario.victory.regionStrength.entries()) {
    if (map.region(award.region) === undefined) {
      return { ok: false, path: `scenario.victory.regionStrength[${i}].region`, message: `no region "${award.region}" on the map` };
    }
  }

  const hexIds = Array.from({ length: grid.size }, (_, hex) => grid.idOf(hex));
  const context: NawContext = { scenario, map, hexIds, unitIndex, entries, confinement, setupAreas, rollGroups: [...rollGroups.values()], exits };
  contexts.set(scenario.id, context);
  compiled.set(scenario, context);
  return { ok: true, context };
}

/** The hexes of a set-up area, in index order, or why there are none. */
function areaOf(map: HexMap, area: SetupArea): Int32Array | string {
  if ('region' in area) {
    const region = map.region(area.region);
    return region === undefined ? `no region "${area.region}" on the map` : Int32Array.from(region).sort();
  }
  const centre = map.grid.indexOf(area.near);
  if (centre < 0) return `hex ${area.near} is not on the map`;
  return Int32Array.from(map.grid.range(centre, area.within)).sort();
}

function checkPlacement(unit: ScenarioUnit, path: string, indexOf: (id: string) => number): [string, string] | null {
  if (unit.hex === undefined && unit.arrives === undefined && unit.setupArea === undefined) {
    return [`${path}.hex`, 'a unit needs a hex, a set-up area or an arrival'];
  }
  if (unit.hex !== undefined && indexOf(unit.hex) < 0) return [`${path}.hex`, `hex ${unit.hex} is not on the map`];
  return null;
}

/** The context of the scenario a state names (compiling a built-in scenario on first use). */
export function contextOf(state: NawState): NawContext {
  const known = contexts.get(state.scenario);
  if (known) return known;
  const scenario = BUILT_IN_SCENARIOS[state.scenario];
  if (!scenario) throw new Error(`scenario "${state.scenario}" is not registered: set it up or call registerScenario first`);
  const compiled = compileScenario(scenario);
  if (!compiled.ok) throw new Error(`${compiled.path}: ${compiled.message}`);
  return compiled.context;
}
