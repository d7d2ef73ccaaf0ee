/**
 * Cross-reference checks of hex map JSON and its conversion to dense arrays
 * (the second half of `loadHexMap`, after the schema's shape check).
 *
 * @module
 */
import type { HexGrid } from './hexGrid.js';
import type { HexMapJson } from './hexMapSchema.js';
import { featureMask, UPHILL_FEATURES } from './hexsideFeatures.js';
import { formatPath } from '../core/describeIssues.js';
import { quote } from '../core/quote.js';
import { mapLoadError, MapLoadFailure, type MapErrorCode } from './mapLoadError.js';

/** Dense lookup tables of a hex map, indexed by hex index or `index * 6 + dir`. */
export interface ResolvedHexMap {
  readonly terrain: Uint8Array;
  readonly hexsides: Uint16Array;
  readonly uphill: Int32Array;
  readonly hexsideNotes: ReadonlyMap<number, string>;
  readonly places: ReadonlyMap<string, readonly number[]>;
  readonly placeOf: Int32Array;
  readonly regions: ReadonlyMap<string, readonly number[]>;
  readonly edges: ReadonlyMap<string, readonly number[]>;
  readonly notes: ReadonlyMap<number, string>;
}

type Path = ReadonlyArray<string | number>;

function fail(code: MapErrorCode, path: Path, message: string): never {
  throw new MapLoadFailure(mapLoadError(code, formatPath(path), message));
}

/**
 * Checks every cross-reference of shape-valid map JSON against its grid and
 * builds the lookup tables; throws `MapLoadFailure` at the first problem.
 */
export function resolveHexMap(src: HexMapJson, grid: HexGrid): ResolvedHexMap {
  const { size } = grid;
  const onMap = (id: string, path: Path): number => {
    const i = grid.indexOf(id);
    if (i < 0) fail('hex-not-on-map', path, `hex ${id} is not on the map`);
    return i;
  };
  const hexList = (ids: readonly string[], path: Path): number[] => {
    const seen = new Set<number>();
    ids.forEach((id, k) => {
      const i = onMap(id, [...path, k]);
      if (seen.has(i)) fail('duplicate-hex', [...path, k], `hex ${id} is listed twice`);
      seen.add(i);
    });
    return Object.freeze([...seen].sort((a, b) => a - b)) as number[];
  };

  if (src.provenance.kind === 'reconstructed' && !src.provenance.notes?.trim()) {
    fail('missing-provenance-notes', ['provenance', 'notes'], 'a reconstructed map must say what was reconstructed and from what');
  }

  // Terrain: default everywhere, then the listed hexes; a hex gets one terrain.
  const terrainIndex = new Map<string, number>();
  src.terrainTypes.forEach((t, k) => {
    if (terrainIndex.has(t)) fail('duplicate-name', ['terrainTypes', k], `terrain type ${quote(t)} is declared twice`);
    terrainIndex.set(t, k);
  });
  const defaultTerrain = terrainIndex.get(src.defaultTerrain);
  if (defaultTerrain === undefined) fail('unknown-terrain', ['defaultTerrain'], `terrain ${quote(src.defaultTerrain)} is not in terrainTypes`);
  const terrain = new Uint8Array(size).fill(defaultTerrain);
  const assigned = new Uint8Array(size);
  for (const [name, ids] of Object.entries(src.terrain ?? {})) {
    const t = terrainIndex.get(name);
    if (t === undefined) fail('unknown-terrain', ['terrain', name], `terrain ${quote(name)} is not in terrainTypes`);
    ids.forEach((id, k) => {
      const i = onMap(id, ['terrain', name, k]);
      if (assigned[i]) fail('duplicate-hex', ['terrain', name, k], `hex ${id} already has a terrain`);
      assigned[i] = 1;
      terrain[i] = t;
    });
  }

  // Hexsides: both slots of a side get the same bits; repeated entries merge.
  const hexsides = new Uint16Array(size * 6);
  const uphill = new Int32Array(size * 6).fill(-1);
  const hexsideNotes = new Map<number, string>();
  (src.hexsides ?? []).forEach((side, k) => {
    const path: Path = ['hexsides', k];
    const a = onMap(side.between[0], [...path, 'between', 0]);
    const b = onMap(side.between[1], [...path, 'between', 1]);
    const dir = grid.directionTo(a, b);
    if (dir < 0) fail('not-adjacent', [...path, 'between'], `hexes ${side.between[0]} and ${side.between[1]} are not adjacent`);
    const slotA = a * 6 + dir;
    const slotB = b * 6 + ((dir + 3) % 6);
    const needsUphill = side.features.some((f) => UPHILL_FEATURES.includes(f));
    if (needsUphill && side.uphill === undefined) {
      fail('missing-uphill', [...path, 'uphill'], 'a slope or hillcrest hexside must name its uphill hex');
    }
    if (side.uphill !== undefined) {
      if (!needsUphill) fail('unexpected-uphill', [...path, 'uphill'], 'uphill is only meaningful with slope or hillcrest');
      if (side.uphill !== side.between[0] && side.uphill !== side.between[1]) {
        fail('uphill-not-in-pair', [...path, 'uphill'], `uphill hex ${side.uphill} is not one of ${side.between.join(', ')}`);
      }
      const up = side.uphill === side.between[0] ? a : b;
      if (uphill[slotA] !== -1 && uphill[slotA] !== up) {
        fail('conflicting-uphill', [...path, 'uphill'], 'an earlier entry for this hexside names the other hex uphill');
      }
      uphill[slotA] = up;
      uphill[slotB] = up;
    }
    const mask = featureMask(side.features);
    hexsides[slotA] = (hexsides[slotA] as number) | mask;
    hexsides[slotB] = (hexsides[slotB] as number) | mask;
    if (side.note !== undefined) {
      const note = hexsideNotes.has(slotA) ? `${hexsideNotes.get(slotA)}\n${side.note}` : side.note;
      hexsideNotes.set(slotA, note);
      hexsideNotes.set(slotB, note);
    }
  });

  // Places are disjoint; regions may overlap.
  const places = new Map<string, readonly number[]>();
  const placeOf = new Int32Array(size).fill(-1);
  (src.places ?? []).forEach((place, k) => {
    if (places.has(place.name)) fail('duplicate-name', ['places', k, 'name'], `place ${quote(place.name)} is declared twice`);
    const hexes = hexList(place.hexes, ['places', k, 'hexes']);
    hexes.forEach((i) => {
      const other = placeOf[i] as number;
      if (other >= 0) {
        const j = place.hexes.indexOf(grid.idOf(i));
        fail('overlapping-places', ['places', k, 'hexes', j], `hex ${grid.idOf(i)} is already in place ${quote([...places.keys()][other])}`);
      }
      placeOf[i] = places.size;
    });
    places.set(place.name, hexes);
  });
  const regions = new Map<string, readonly number[]>();
  for (const [name, ids] of Object.entries(src.regions ?? {})) regions.set(name, hexList(ids, ['regions', name]));
  const edges = new Map<string, readonly number[]>();
  for (const [name, edge] of Object.entries(src.edges ?? {})) edges.set(name, Object.freeze(grid.edgeHexes(edge)));
  const notes = new Map<number, string>();
  for (const [id, note] of Object.entries(src.notes ?? {})) notes.set(onMap(id, ['notes', id]), note);

  return { terrain, hexsides, uphill, hexsideNotes, places, placeOf, regions, edges, notes };
}
