/**
 * Routes the roads of ./roads.ts hex to hex between their waypoints: the cheapest path near the straight line,
 * never into the river, across an arm or a rivulet only at a bridge, into Lobau only for the Lobau roads, across the
 * ditch only when there is no other way (through the dike into Aspern freely: the roads entered the village).
 * Generator code only: not part of the published ruleset.
 */
import { pixelToHex, type Point } from 'kriegsspiel';
import { ASPERN_HEX_GRID as grid, HEX_METRES, LAYOUT, centreOf, hexAt, toPoint, type LatLon } from './fit.js';
import type { Areas } from './areas.js';
import { distanceToSegment, dist } from './geometry.js';
import type { Sides } from './hexsides.js';
import { ROADS } from './roads.js';

const neighbours = (i: number): number[] => [0, 1, 2, 3, 4, 5].map((d) => grid.neighbor(i, d)).filter((j) => j >= 0);

/** Cheapest hex path from a to b, hugging the segment between their centres. */
function route(a: number, b: number, sides: Sides, areas: Areas, onLobau: boolean): number[] {
  const [pa, pb] = [centreOf(a), centreOf(b)];
  const passable = (i: number, j: number): boolean =>
    !areas.danube.has(j) && ((!sides.has(i, j, 'river') && !sides.has(i, j, 'stream')) || sides.has(i, j, 'bridge'));
  const cost = new Float64Array(grid.size).fill(Infinity);
  const prev = new Int32Array(grid.size).fill(-1);
  const done = new Uint8Array(grid.size);
  cost[a] = 0;
  for (;;) {
    let i = -1;
    for (let k = 0; k < grid.size; k++) if (!done[k] && cost[k]! < Infinity && (i < 0 || cost[k]! < cost[i]!)) i = k;
    if (i < 0) throw new Error(`no road route ${grid.idOf(a)} -> ${grid.idOf(b)}`);
    if (i === b) break;
    done[i] = 1;
    for (const j of neighbours(i)) {
      if (done[j] || !passable(i, j)) continue;
      const step = (sides.has(i, j, 'road') ? 0.8 : 1)
        + (0.4 * distanceToSegment(centreOf(j), pa, pb)) / HEX_METRES
        + (areas.lobau.has(j) && !onLobau ? 10 : 0)
        + (sides.has(i, j, 'slope') && !areas.built.has(i) && !areas.built.has(j) ? 2 : 0);
      if (cost[i]! + step < cost[j]!) {
        cost[j] = cost[i]! + step;
        prev[j] = i;
      }
    }
  }
  const path = [b];
  while (path[0] !== a) path.unshift(prev[path[0]!]!);
  return path;
}

/** The last land hex on the straight way from hex `from` towards a point off the map: where a road leaving the map crosses its edge. */
function exitHex(from: number, to: Point, areas: Areas): number {
  const a = centreOf(from);
  const steps = Math.ceil(dist(a, to) / 50);
  let last = from;
  for (let k = 1; k <= steps; k++) {
    const i = grid.indexOfHex(pixelToHex(LAYOUT, { x: a.x + ((to.x - a.x) * k) / steps, y: a.y + ((to.y - a.y) * k) / steps }));
    if (i < 0) break;
    if (!areas.danube.has(i)) last = i;
  }
  return last;
}

/**
 * Adds every road and trail to `sides`; `placeHex` gives the hex of a waypoint named by place.
 *
 * @example
 * ```ts
 * import { buildAreas } from './areas.js';
 * import { Sides, addWaterAndWorks } from './hexsides.js';
 * import { buildPlaces, buildRegions } from './regions.js';
 * import { addRoads } from './routeRoads.js';
 * const [areas, sides] = [buildAreas(), new Sides()];
 * const works = addWaterAndWorks(sides, areas);
 * const places = buildPlaces(areas, works);
 * const regions = buildRegions(areas, places, works);
 * addRoads(sides, areas, (name) => places.get(name)?.hexes[0] ?? regions[name]![0]!);
 * [...sides.byKey.values()].some((s) => s.features.has('road')); // true
 * ```
 */
export function addRoads(sides: Sides, areas: Areas, placeHex: (name: string) => number): void {
  for (const road of ROADS) {
    const onMap = road.via.map((w) => (typeof w === 'string' ? placeHex(w) : hexAt(w)));
    const hexes = onMap.map((i, k) => (i >= 0 ? i : exitHex(onMap[k - 1] ?? onMap[k + 1]!, toPoint(road.via[k] as LatLon), areas)));
    const onLobau = hexes.some((i) => areas.lobau.has(i));
    for (let k = 0; k + 1 < hexes.length; k++) {
      const path = route(hexes[k]!, hexes[k + 1]!, sides, areas, onLobau);
      for (let m = 0; m + 1 < path.length; m++) {
        const [i, j] = [path[m]!, path[m + 1]!];
        if (road.kind === 'trail' && sides.has(i, j, 'road')) continue;
        sides.add(i, j, road.kind, `${road.kind === 'road' ? 'main road' : 'side road'}: ${road.name} (${road.source})`);
      }
    }
  }
}
