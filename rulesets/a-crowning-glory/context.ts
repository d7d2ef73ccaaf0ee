import { createMemo, featureBit, loadHexMap, quote, violation, type CompileResult, type HexMap, type Memo } from 'kriegsspiel';
import { BUILT_IN_MAPS } from './data/maps.js';
import type { AcgScenario } from './scenario.js';
import { TERRAINS, type Terrain } from './vocabulary.js';

/** Hexside feature bits the rules read (ACG 8.8-8.11). */
export const STREAM = featureBit('stream');
export const HILLCREST = featureBit('hillcrest');
export const POND = featureBit('pond');
export const ROAD = featureBit('road');

/**
 * A scenario compiled for play: the validated map and the dense lookups the rules use. Static, built once per
 * scenario content by the ruleset instance, never copied into states.
 */
export interface AcgContext {
  readonly scenario: AcgScenario;
  readonly map: HexMap;
  /** Hex id by index. */
  readonly hexIds: readonly string[];
  /** Printed row (XX) and column (YY) by hex index (1.3, 10.2, 10.7). */
  readonly row: Int8Array;
  readonly column: Int8Array;
  /** Terrain by hex index, as an index into `TERRAINS`. */
  readonly terrain: Uint8Array;
  /** Unit and marker index by id. */
  readonly unitIndex: ReadonlyMap<string, number>;
  readonly markerIndex: ReadonlyMap<string, number>;
  /** 1 where the French control the hex at the start (3.3: west of the initial front line). */
  readonly westOfLine: Uint8Array;
  /** The Town and Fortress hexes, whose control the state tracks (3.3, 4.4, 10.7). */
  readonly controlHexes: readonly number[];
  /** The Town and Fortress hexes west of the initial front line (4.4, 4.8). */
  readonly victoryHexes: readonly number[];
  /** Hexes of the west and east edges (4.1, 4.8). */
  readonly westEdge: Uint8Array;
  readonly eastEdge: Uint8Array;
  /** The Reserve's placement hexes (5.6) and the Variable group's entry hexes (5.7). */
  readonly reserveHexes: readonly number[];
  readonly variableEntry: readonly number[];
  /** 1 where movement is allowed (10.2), or `null` for the whole map. */
  readonly playArea: Uint8Array | null;
  /** Per deployment of the scenario: the region it places into (10.4). */
  readonly deployAreas: readonly Uint8Array[];
  /** The places of the introductory victory conditions, as hex lists (10.7). */
  readonly objectives: readonly (readonly number[])[];
  /** Caches filled on first use, owned by the ruleset instance through the context. */
  readonly memo: Memo;
}

/** The places the introductory scenario's victory conditions name (ACG 10.7). */
export const INTRO_OBJECTIVES = ['Telnitz', 'Sokolnitz', 'Sokolnitz Castle'] as const;

type Built = AcgContext | { readonly path: string; readonly message: string };

/**
 * Compiles a validated scenario into its context, or says which field is wrong.
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, compileScenario } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const compiled = compileScenario(BUILT_IN_SCENARIOS['austerlitz-intro']!);
 * if (compiled.ok) compiled.context.hexIds[compiled.context.controlHexes[0]!]; // a Town or Fortress hex
 * ```
 */
export function compileScenario(scenario: AcgScenario): CompileResult<AcgContext> {
  const made = build(scenario);
  return 'path' in made ? { ok: false, violation: violation('invalid-scenario', 'ACG 3.0', `${made.path}: ${made.message}`) } : { ok: true, context: made };
}

function build(scenario: AcgScenario): Built {
  const data = typeof scenario.map === 'string' ? (Object.hasOwn(BUILT_IN_MAPS, scenario.map) ? BUILT_IN_MAPS[scenario.map] : undefined) : scenario.map;
  if (data === undefined) return { path: 'scenario.map', message: `no built-in map ${quote(String(scenario.map))}` };
  const loaded = loadHexMap(data);
  if (!loaded.ok) return { path: `scenario.map.${loaded.error.path}`, message: loaded.error.message };
  const map = loaded.map;
  const size = map.grid.size;
  const hexIds = Array.from({ length: size }, (_, h) => map.grid.idOf(h) as string);
  const terrain = new Uint8Array(size);
  for (let h = 0; h < size; h++) {
    const t = TERRAINS.indexOf(map.terrainName(h) as Terrain);
    if (t < 0) return { path: 'scenario.map.terrain', message: `terrain ${quote(map.terrainName(h))} of ${hexIds[h]} is not one of ${TERRAINS.join(', ')} (ACG 8.3)` };
    terrain[h] = t;
  }
  const hexesOf = (ids: readonly string[], path: string): number[] | Built => {
    const out: number[] = [];
    for (const [i, id] of ids.entries()) {
      const h = map.grid.indexOf(id);
      if (h < 0) return { path: `${path}[${i}]`, message: `hex ${id} is not on the map` };
      out.push(h);
    }
    return out;
  };
  const maskOf = (name: string, path: string): Uint8Array | Built => {
    const region = map.region(name);
    if (region === undefined) return { path, message: `no region ${quote(name)} on the map` };
    const mask = new Uint8Array(size);
    for (const h of region) mask[h] = 1;
    return mask;
  };
  const edgeMask = (name: string): Uint8Array => {
    const mask = new Uint8Array(size);
    for (const h of map.edge(name) ?? []) mask[h] = 1;
    return mask;
  };

  const unitIndex = new Map<string, number>();
  for (const [i, u] of scenario.units.entries()) {
    if (unitIndex.has(u.id)) return { path: `scenario.units[${i}].id`, message: `duplicate unit id ${quote(u.id)}` };
    unitIndex.set(u.id, i);
    const hex = u.setup !== undefined && /^\d{4}$/.test(u.setup) ? u.setup : u.arrives?.hex;
    if (hex !== undefined && map.grid.indexOf(hex) < 0) return { path: `scenario.units[${i}]`, message: `hex ${hex} is not on the map` };
    if (u.setup === undefined && u.arrives === undefined) return { path: `scenario.units[${i}].setup`, message: 'a unit needs a set-up or an arrival' };
  }
  const markerIndex = new Map<string, number>();
  for (const [i, m] of scenario.markers.entries()) {
    if (markerIndex.has(m.id)) return { path: `scenario.markers[${i}].id`, message: `duplicate marker id ${quote(m.id)}` };
    markerIndex.set(m.id, i);
  }
  for (const [i, choice] of scenario.artilleryChoices.entries()) {
    for (const [j, id] of choice.entries()) {
      if (!markerIndex.has(id)) return { path: `scenario.artilleryChoices[${i}][${j}]`, message: `no marker ${quote(id)}` };
    }
  }
  const westOfLine = maskOf(scenario.frenchControl, 'scenario.frenchControl');
  if (!(westOfLine instanceof Uint8Array)) return westOfLine;
  const deployAreas: Uint8Array[] = [];
  for (const [i, d] of scenario.deployments.entries()) {
    if (!unitIndex.has(d.unit)) return { path: `scenario.deployments[${i}].unit`, message: `no unit ${quote(d.unit)}` };
    const area = maskOf(d.region, `scenario.deployments[${i}].region`);
    if (!(area instanceof Uint8Array)) return area;
    deployAreas.push(area);
  }
  const reserveHexes = hexesOf(scenario.reserveHexes, 'scenario.reserveHexes');
  if (!Array.isArray(reserveHexes)) return reserveHexes;
  const variableEntry = hexesOf(scenario.variableEntry, 'scenario.variableEntry');
  if (!Array.isArray(variableEntry)) return variableEntry;
  const objectives: number[][] = [];
  if (scenario.victory === 'introductory') {
    for (const name of INTRO_OBJECTIVES) {
      const place = map.place(name);
      if (place === undefined) return { path: 'scenario.map.places', message: `no place ${quote(name)} for the victory conditions (ACG 10.7)` };
      objectives.push([...place]);
    }
  }

  const row = new Int8Array(size);
  const column = new Int8Array(size);
  for (let h = 0; h < size; h++) {
    row[h] = Number(hexIds[h]!.slice(0, 2));
    column[h] = Number(hexIds[h]!.slice(2));
  }
  let playArea: Uint8Array | null = null;
  if (scenario.playArea) {
    const { rows, columns } = scenario.playArea;
    playArea = new Uint8Array(size);
    for (let h = 0; h < size; h++) playArea[h] = row[h]! >= rows[0] && row[h]! <= rows[1] && column[h]! >= columns[0] && column[h]! <= columns[1] ? 1 : 0;
  }
  const town = TERRAINS.indexOf('town');
  const fortress = TERRAINS.indexOf('fortress');
  const controlHexes = [...terrain.keys()].filter((h) => terrain[h] === town || terrain[h] === fortress);
  return {
    scenario, map, hexIds, row, column, terrain, unitIndex, markerIndex, westOfLine,
    controlHexes, victoryHexes: controlHexes.filter((h) => westOfLine[h] === 1),
    westEdge: edgeMask('west'), eastEdge: edgeMask('east'), reserveHexes, variableEntry, playArea, deployAreas, objectives,
    memo: createMemo(),
  };
}
