/**
 * The places and regions of the Aspern map: the villages, Lobau, the Gemeindeau, the two ends of the small bridge,
 * and the regions the scenario sets up, enters and scores by. Generator code only: not part of the published ruleset.
 */
import type { MapEdge } from 'kriegsspiel';
import { ASPERN_HEX_GRID as grid, centreOf, hexAt, offCentre, toPoint } from './fit.js';
import { GREAT_BRIDGE, MUHLAU } from './evidence.js';
import { ENTRIES } from './roads.js';
import type { Areas } from './areas.js';
import type { Works } from './hexsides.js';
import { dist } from './geometry.js';

/** A place: its hexes and the note on its evidence. */
export interface PlaceHexes {
  readonly hexes: readonly number[];
  readonly note: string;
}

/** The map edges, by the names the map file gives them. */
export const EDGES: Readonly<Record<'north' | 'south' | 'west' | 'east', MapEdge>> = { north: 'firstRow', south: 'lastRow', west: 'firstColumn', east: 'lastColumn' };

const S = 5; // flat-topped direction south

/**
 * The places, by name (disjoint; throws when two overlap).
 *
 * @example
 * ```ts
 * import { buildAreas } from './areas.js';
 * import { Sides, addWaterAndWorks } from './hexsides.js';
 * import { buildPlaces } from './regions.js';
 * const areas = buildAreas();
 * const works = addWaterAndWorks(new Sides(), areas);
 * buildPlaces(areas, works).get('Small bridge')!.hexes; // [works.lobauEnd]
 * ```
 */
export function buildPlaces(areas: Areas, works: Works): Map<string, PlaceHexes> {
  const places = new Map<string, PlaceHexes>();
  for (const [i, p] of areas.built) places.set(p.name, { hexes: [i], note: `${p.source}; the coordinate lies ${offCentre(p.at).toFixed(2)} hex from the centre of ${grid.idOf(i)}` });
  places.set('Small bridge', { hexes: [works.lobauEnd], note: 'the Lobau end of the small bridge, where the Napoleonstrasse stone stands [S18f][W36]' });
  const salient = hexAt(MUHLAU);
  const bridgehead = [works.bankEnd, ...(salient !== works.bankEnd && !areas.lobau.has(salient) && !areas.built.has(salient) ? [salient] : [])];
  places.set('Muhlau bridgehead', { hexes: bridgehead, note: 'the left-bank end of the small bridge and the Mühlau salient Napoleon fortified (K 48.207, 16.503; the works [S7])' });
  places.set('Lobau', { hexes: [...areas.lobau].filter((i) => i !== works.lobauEnd), note: 'the island, wooded and marshy [S21][W39]; centre [S18e]; its shores are the arms (K)' });
  const gemeindeau = [...areas.forest].filter(([i, wood]) => wood === 'Gemeindeau' && !bridgehead.includes(i)).map(([i]) => i);
  places.set('Gemeindeau', { hexes: gemeindeau, note: 'the floodplain wood south and west of Aspern [S7][S4]; extent K' });
  const owner = new Map<number, string>();
  for (const [name, { hexes }] of places) {
    for (const i of hexes) {
      if (owner.has(i)) throw new Error(`${name} and ${owner.get(i)} share hex ${grid.idOf(i)}`);
      owner.set(i, name);
    }
  }
  return places;
}

/** The `count` hexes of `hexes` nearest a point. */
const nearest = (hexes: readonly number[], at: readonly [number, number], count: number): number[] =>
  [...hexes].sort((x, y) => dist(centreOf(x), toPoint(at)) - dist(centreOf(y), toPoint(at))).slice(0, count);

/**
 * The regions the scenario uses, by name.
 *
 * @example
 * ```ts
 * import { buildAreas } from './areas.js';
 * import { ASPERN_HEX_GRID as grid } from './fit.js';
 * import { Sides, addWaterAndWorks } from './hexsides.js';
 * import { buildPlaces, buildRegions } from './regions.js';
 * const areas = buildAreas();
 * const works = addWaterAndWorks(new Sides(), areas);
 * const regions = buildRegions(areas, buildPlaces(areas, works), works);
 * regions['french-entry']!.map((i) => grid.idOf(i)); // ['0520', '0620']: Lobau's south edge at the great bridge
 * ```
 */
export function buildRegions(areas: Areas, places: ReadonlyMap<string, PlaceHexes>, works: Works): Record<string, number[]> {
  const hexesOf = (...names: string[]): number[] => names.flatMap((n) => places.get(n)?.hexes ?? []);
  const land = (edge: MapEdge): number[] => grid.edgeHexes(edge).filter((i) => !areas.danube.has(i));
  const bank = (i: number): boolean => i >= 0 && !areas.danube.has(i) && !areas.lobau.has(i);
  const withSouth = (...names: string[]): number[] => {
    const core = hexesOf(...names);
    return [...core, ...core.map((i) => grid.neighbor(i, S)).filter((j) => bank(j) && !areas.built.has(j))];
  };
  const entry = nearest(grid.edgeHexes(EDGES.south).filter((i) => areas.lobau.has(i)), GREAT_BRIDGE, 2);
  const regions: Record<string, number[]> = {
    lobau: [...areas.lobau],
    'french-entry': entry,
    'french-supply': entry,
    bridgehead: hexesOf('Muhlau bridgehead'),
    'small-bridge': hexesOf('Small bridge'),
    objectives: hexesOf('Aspern church', 'Essling granary', 'Muhlau bridgehead', 'Gross-Enzersdorf'),
    'french-start-aspern': withSouth('Aspern church', 'Aspern'),
    'french-start-essling': withSouth('Essling granary', 'Essling'),
    'french-start-centre': [...works.behindDitch].filter((i) => !areas.built.has(i)),
    'french-start-enzersdorf': hexesOf('Gross-Enzersdorf'),
  };
  for (const e of ENTRIES) regions[e.region] = nearest(land(EDGES[e.edge]), e.aim, e.count);
  regions['austrian-supply'] = [...new Set([...land(EDGES.north), ...land(EDGES.west)])];
  return regions;
}

/** The region notes for the provenance: why each entry is where it is. */
export const ENTRY_NOTES: string = ENTRIES.map((e) => `${e.region}: ${e.source}`).join('; ');

