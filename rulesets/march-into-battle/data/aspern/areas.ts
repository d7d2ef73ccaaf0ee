/**
 * The hex terrain of the Aspern map from the evidence: a hex belongs to an area (the Danube's main bed, Lobau, a
 * wood) when its centre lies inside the area's polygon; a village when its coordinate falls in the hex; swamp where
 * a Lobau channel passes within 200 m of its centre. Generator code only: not part of the published ruleset.
 */
import type { Point } from 'kriegsspiel';
import { ASPERN_HEX_GRID as grid, centreOf, hexAt, toPoint, type LatLon } from './fit.js';
import { ENZERSDORF_ARM, LOBAU_CHANNELS, MAIN_BED, PLACES, STADLER_ARM, WOODS, type LinePoint, type PlaceEvidence } from './evidence.js';
import { distanceToLine, inPolygon } from './geometry.js';

/** The terrain areas, as sets of dense hex indices. */
export interface Areas {
  /** The Danube's main bed and everything beyond it: `river` hexes. */
  readonly danube: ReadonlySet<number>;
  /** Lobau (and the islands west of it up to the main bed). */
  readonly lobau: ReadonlySet<number>;
  /** Lobau hexes on its channels. */
  readonly swamp: ReadonlySet<number>;
  /** Forest hexes, with the name of their wood. */
  readonly forest: ReadonlyMap<number, string>;
  /** The built-up hexes and the place each one is. */
  readonly built: ReadonlyMap<number, PlaceEvidence>;
}

/** Every hex index of the map. */
export const ALL_HEXES: readonly number[] = Array.from({ length: grid.size }, (_, i) => i);

/** A line in the grid's frame. */
export const linePoints = (line: readonly LinePoint[]): Point[] => line.map(([, lat, lon]) => toPoint([lat, lon]));

const within = (polygon: readonly Point[]): Set<number> => new Set(ALL_HEXES.filter((i) => inPolygon(centreOf(i), polygon)));
const far = (points: readonly LatLon[]): Point[] => points.map(toPoint);

/**
 * Computes the areas; throws when a village falls off the map, in the water or on another village.
 *
 * @example
 * ```ts
 * import { buildAreas } from './areas.js';
 * import { hexAt } from './fit.js';
 * const areas = buildAreas();
 * areas.lobau.has(hexAt([48.183, 16.517])); // true: the middle of Lobau
 * ```
 */
export function buildAreas(): Areas {
  // The main bed, closed through points far to the south-west: everything beyond it is the river.
  const danube = within([...linePoints(MAIN_BED), ...far([[48.1, 16.52], [48.1, 16.4], [48.228, 16.4]])]);
  // Lobau: south of the Stadler arm and west of the Gross-Enzersdorf arm, up to the main bed.
  const lobau = new Set([...within([...linePoints(STADLER_ARM), ...linePoints(ENZERSDORF_ARM), ...far([[48.1, 16.57], [48.1, 16.4], [48.2155, 16.4]])])].filter((i) => !danube.has(i)));
  const channels = LOBAU_CHANNELS.map(linePoints);
  const swamp = new Set([...lobau].filter((i) => channels.some((c) => distanceToLine(centreOf(i), c).distance < 200)));

  const built = new Map<number, PlaceEvidence>();
  for (const place of PLACES) {
    const i = hexAt(place.at);
    if (i < 0) throw new Error(`${place.name} is off the map`);
    if (danube.has(i) || lobau.has(i)) throw new Error(`${place.name} falls in the water or on Lobau at ${grid.idOf(i)}`);
    const other = built.get(i);
    if (other) throw new Error(`${place.name} and ${other.name} share hex ${grid.idOf(i)}`);
    built.set(i, place);
  }

  const forest = new Map<number, string>();
  for (const i of lobau) if (!swamp.has(i)) forest.set(i, 'Lobau');
  for (const wood of WOODS) {
    for (const i of within(wood.polygon.map(toPoint))) if (!danube.has(i) && !lobau.has(i) && !built.has(i) && !forest.has(i)) forest.set(i, wood.name);
  }
  return { danube, lobau, swamp, forest, built };
}
