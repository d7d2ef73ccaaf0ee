/**
 * A loaded hex map: grid, terrain per hex, hexside features, named places,
 * regions and edges, with dense typed-array lookups for the rules.
 *
 * @module
 */
import { checkHexGridDeclaration, createHexGrid, type HexGrid } from './hexGrid.js';
import { hexMapJsonSchema, type HexMapJson, type MapProvenance } from './hexMapSchema.js';
import { resolveHexMap } from './resolveHexMap.js';
import { featureBit, type HexsideFeature } from './hexsideFeatures.js';
import { formatPath, issueMessage } from '../core/describeIssues.js';
import { parseSchema } from '../core/parseSchema.js';
import { mapLoadError, MapLoadFailure, type MapLoadError } from './mapLoadError.js';
import type { Topology } from './topology.js';

/** A validated hex map with fast lookups by dense hex index; also a {@link Topology}. */
export interface HexMap extends Topology {
  /** Always `'hex'` (a point-to-point graph has `'points'`): what tells the two apart where both may come (see `BoardMap`). */
  readonly kind: 'hex';
  /** Stable map id, e.g. `'wagram'`. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Where the data comes from (published, reconstructed with notes, or test). */
  readonly provenance: MapProvenance;
  /** The printed grid: ids, coordinates, neighbours, lines. */
  readonly grid: HexGrid;
  /** Number of hexes (same as `grid.size`). */
  readonly size: number;
  /** Declared terrain names; `terrainOf` returns indices into this list. */
  readonly terrainTypes: readonly string[];
  /** The validated JSON the map was loaded from (for drawing and saving). */
  readonly source: HexMapJson;
  /** Terrain of a hex as an index into `terrainTypes`. */
  terrainOf(index: number): number;
  /** Terrain name of a hex. */
  terrainName(index: number): string;
  /** Index of a terrain name in `terrainTypes`, or -1 when not declared. */
  terrainIndex(name: string): number;
  /** Bitmask of the features on the hexside of `index` facing `dir` (see `featureBit`); 0 off-map. */
  hexsideFeatures(index: number, dir: number): number;
  /** True when the hexside of `index` facing `dir` has `feature`. */
  hasFeature(index: number, dir: number, feature: HexsideFeature): boolean;
  /** The uphill hex of a slope/hillcrest hexside (`index` or its neighbour), or -1. */
  uphillOf(index: number, dir: number): number;
  /** The provenance note of a hexside, if any. */
  hexsideNote(index: number, dir: number): string | undefined;
  /** Names of all places, in file order. */
  readonly placeNames: readonly string[];
  /** Hexes of a named place (sorted), or `undefined` when there is no such place. */
  place(name: string): readonly number[] | undefined;
  /** The place a hex belongs to, if any (places are disjoint). */
  placeAt(index: number): string | undefined;
  /** Names of all regions, in file order. */
  readonly regionNames: readonly string[];
  /** Hexes of a named region (sorted), or `undefined` when there is no such region. */
  region(name: string): readonly number[] | undefined;
  /** Hexes on a named map edge (from the file's `edges`), or `undefined` when not named. */
  edge(name: string): readonly number[] | undefined;
  /** The provenance note of a hex, if any. */
  note(index: number): string | undefined;
}

/** Result of {@link loadHexMap}: the map, or a coded, field-named error. */
export type LoadHexMapResult = { readonly ok: true; readonly map: HexMap } | { readonly ok: false; readonly error: MapLoadError };

/**
 * Validates hex map JSON and builds the map. Never throws: problems come back
 * as `{ ok: false, error: { code, path, message } }`, the message naming the
 * field, e.g. `hexsides[3].between[1]: hex 9999 is not on the map`.
 *
 * @example
 * ```ts
 * import { loadHexMap } from 'kriegsspiel';
 * const result = loadHexMap({ // parsed JSON, e.g. JSON.parse(readFileSync('map.json', 'utf8'))
 *   id: 'test-1', name: 'Test map', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *     columns: { first: 1, last: 6 }, rows: { first: 1, last: 6 } },
 *   terrainTypes: ['clear', 'town'], defaultTerrain: 'clear', terrain: { town: ['0305'] },
 *   hexsides: [{ between: ['0305', '0306'], features: ['stream', 'bridge'] }],
 * });
 * if (!result.ok) throw new Error(result.error.message);
 * const { map } = result;
 * const i = map.grid.indexOf('0305');
 * map.terrainName(i);                  // 'town'
 * map.hasFeature(i, 5, 'bridge');      // true: hexside 0305/0306
 * ```
 */
export function loadHexMap(json: unknown): LoadHexMapResult {
  try {
    const parsed = parseSchema(hexMapJsonSchema, json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = formatPath(issue?.path ?? []);
      return { ok: false, error: mapLoadError('invalid-shape', path, issue ? issueMessage(issue) : 'invalid map') };
    }
    return { ok: true, map: buildHexMap(parsed.data) };
  } catch (e) {
    if (e instanceof MapLoadFailure) return { ok: false, error: e.error };
    // Defensive: loaders report, never throw.
    return { ok: false, error: mapLoadError('invalid-shape', '', String(e)) };
  }
}

function buildHexMap(src: HexMapJson): HexMap {
  const gridProblem = checkHexGridDeclaration(src.grid);
  if (gridProblem) throw new MapLoadFailure(mapLoadError('invalid-grid', `grid.${gridProblem.path}`, gridProblem.message));
  const grid = createHexGrid(src.grid);
  const r = resolveHexMap(src, grid);
  const { size } = grid;
  const { terrain, hexsides, uphill, hexsideNotes, places, placeOf, regions, edges, notes } = r;
  const terrainTypes = Object.freeze([...src.terrainTypes]);
  const terrainOf = (index: number): number => {
    if (!(index >= 0 && index < size)) throw new RangeError(`hex index ${index} is not in 0..${size - 1}`);
    return terrain[index] as number;
  };
  const slot = (index: number, dir: number): number => (index >= 0 && index < size && dir >= 0 && dir < 6 ? index * 6 + dir : -1);
  const placeNames = Object.freeze([...places.keys()]);
  return {
    kind: 'hex',
    id: src.id,
    name: src.name,
    provenance: src.provenance,
    grid,
    size,
    terrainTypes,
    source: src,
    degree: () => 6,
    neighborAt: (node, k) => grid.neighborAt(node, k),
    terrainOf,
    terrainName: (index) => terrainTypes[terrainOf(index)] as string,
    terrainIndex: (name) => terrainTypes.indexOf(name),
    hexsideFeatures: (index, dir) => hexsides[slot(index, dir)] ?? 0,
    hasFeature: (index, dir, feature) => ((hexsides[slot(index, dir)] ?? 0) & featureBit(feature)) !== 0,
    uphillOf: (index, dir) => uphill[slot(index, dir)] ?? -1,
    hexsideNote: (index, dir) => hexsideNotes.get(slot(index, dir)),
    placeNames,
    place: (name) => places.get(name),
    placeAt: (index) => {
      const p = placeOf[index] ?? -1;
      return p < 0 ? undefined : placeNames[p];
    },
    regionNames: Object.freeze([...regions.keys()]),
    region: (name) => regions.get(name),
    edge: (name) => edges.get(name),
    note: (index) => notes.get(index),
  };
}
