/**
 * The water and earthworks of the Aspern map as hexsides: the arms round Lobau (river), the small bridge, the
 * rivulets west of Aspern (stream), the ditch between the villages and the Aspern flood dike (slope). A line becomes
 * the hexsides whose centre-to-centre segment crosses it. Generator code only: not part of the published ruleset.
 */
import { hexsideKey } from 'kriegsspiel';
import { ASPERN_HEX_GRID as grid, centreOf, toPoint } from './fit.js';
import { ASPERN_DIKE, DITCH, ENZERSDORF_ARM, RIVULETS, SMALL_BRIDGE, STADLER_ARM, type LinePoint } from './evidence.js';
import { ALL_HEXES, linePoints, type Areas } from './areas.js';
import { crossedSegment, dist, distanceToLine, mid, side } from './geometry.js';

/** The hexside features this map uses. */
export type SideFeature = 'river' | 'bridge' | 'stream' | 'slope' | 'road' | 'trail';

/** One hexside being built: its hexes (lower id first), features, uphill hex and notes. */
export interface Side {
  readonly a: number;
  readonly b: number;
  readonly features: Set<SideFeature>;
  uphill?: number;
  readonly notes: string[];
}

/** The hexsides being built, by `hexsideKey`. */
export class Sides {
  readonly byKey = new Map<string, Side>();

  /** Adds a feature (and its note, once) to the hexside between two adjacent hexes. */
  add(a: number, b: number, feature: SideFeature, note: string, uphill?: number): void {
    const key = hexsideKey(grid.idOf(a), grid.idOf(b));
    const s = this.byKey.get(key) ?? (grid.idOf(a) < grid.idOf(b) ? { a, b, features: new Set(), notes: [] } : { a: b, b: a, features: new Set(), notes: [] });
    this.byKey.set(key, s);
    s.features.add(feature);
    if (uphill !== undefined) s.uphill = uphill;
    if (!s.notes.includes(note)) s.notes.push(note);
  }

  /** True when the hexside between two hexes has the feature. */
  has(a: number, b: number, feature: SideFeature): boolean {
    return this.byKey.get(hexsideKey(grid.idOf(a), grid.idOf(b)))?.features.has(feature) ?? false;
  }
}

/** Every pair of adjacent hexes once, lower index first. */
export const PAIRS: ReadonlyArray<readonly [number, number]> = ALL_HEXES.flatMap((i) =>
  [0, 1, 2, 3, 4, 5].map((d) => grid.neighbor(i, d)).filter((j) => j > i).map((j) => [i, j] as const),
);

/** What the other modules need of the water and works: the two ends of the small bridge, the hexes behind the ditch. */
export interface Works {
  readonly lobauEnd: number;
  readonly bankEnd: number;
  /** The uphill (south) hexes of the ditch's hexsides. */
  readonly behindDitch: ReadonlySet<number>;
}

const label = (line: readonly LinePoint[], k: number): string => `between '${line[k]![0]}' and '${line[k + 1]![0]}'`;

/** Calls `each` for the hexsides between left-bank hexes that the line crosses, with the segment it crosses. */
function crossings(line: readonly LinePoint[], areas: Areas, each: (i: number, j: number, k: number) => void): void {
  const points = linePoints(line);
  const bank = (i: number): boolean => !areas.danube.has(i) && !areas.lobau.has(i);
  for (const [i, j] of PAIRS) {
    if (!bank(i) || !bank(j)) continue;
    const k = crossedSegment(centreOf(i), centreOf(j), points);
    if (k >= 0) each(i, j, k);
  }
}

/**
 * Adds the arms, the small bridge, the rivulets, the ditch and the dike to `sides`.
 *
 * @example
 * ```ts
 * import { buildAreas } from './areas.js';
 * import { Sides, addWaterAndWorks } from './hexsides.js';
 * const sides = new Sides();
 * const { lobauEnd, bankEnd } = addWaterAndWorks(sides, buildAreas());
 * sides.has(lobauEnd, bankEnd, 'bridge'); // true
 * ```
 */
export function addWaterAndWorks(sides: Sides, areas: Areas): Works {
  const arms = [
    { name: 'Stadler arm', line: STADLER_ARM, source: '[S18f][W36]; course K +-500 m' },
    { name: 'Gross-Enzersdorf arm', line: ENZERSDORF_ARM, source: 'the Wagram map\'s evidence [W36][W39]; K +-500 m' },
  ];
  for (const [i, j] of PAIRS) {
    if (areas.lobau.has(i) === areas.lobau.has(j) || areas.danube.has(i) || areas.danube.has(j)) continue;
    const m = mid(centreOf(i), centreOf(j));
    const near = arms.map((arm) => ({ arm, ...distanceToLine(m, linePoints(arm.line)) })).sort((x, y) => x.distance - y.distance)[0]!;
    sides.add(i, j, 'river', `${near.arm.name} ${label(near.arm.line, near.segment)} (${near.arm.source})`);
  }
  const bridgeAt = toPoint(SMALL_BRIDGE);
  const rivers = [...sides.byKey.values()].filter((s) => s.features.has('river'));
  const s = rivers.reduce((x, y) => (dist(mid(centreOf(y.a), centreOf(y.b)), bridgeAt) < dist(mid(centreOf(x.a), centreOf(x.b)), bridgeAt) ? y : x));
  sides.add(s.a, s.b, 'bridge', 'the small bridge over the Stadler arm, about 100 yards long [S17], finished on 20 May [S9]: the river hexside nearest the Napoleonstrasse stone (48.203, 16.502) [S18f][W36], K +-500 m');

  for (const rivulet of RIVULETS) crossings(rivulet, areas, (i, j, k) => sides.add(i, j, 'stream', `rivulet in the brush west of Aspern ${label(rivulet, k)} ([S7]; course a guess)`));
  const ditch = linePoints(DITCH);
  const behindDitch = new Set<number>();
  crossings(DITCH, areas, (i, j, k) => {
    const up = side(ditch[k]!, ditch[k + 1]!, centreOf(i)) > 0 ? i : j; // right of the line going east = south
    behindDitch.add(up);
    sides.add(i, j, 'slope', `the earth-banked ditch along the road between the villages ${label(DITCH, k)} ([S7][S8][S4]; line K): uphill = the French side behind it`, up);
  });
  addDike(sides, areas);
  return { ...(areas.lobau.has(s.a) ? { lobauEnd: s.a, bankEnd: s.b } : { lobauEnd: s.b, bankEnd: s.a }), behindDitch };
}

/** The Aspern flood dike: the north sides of the Aspern hexes, and the west side of the west end and the east side of the east end. */
function addDike(sides: Sides, areas: Areas): void {
  const aspern = ALL_HEXES.filter((i) => areas.built.get(i)?.name.startsWith('Aspern'));
  const x = (i: number): number => centreOf(i).x;
  const west = aspern.reduce((p, q) => (x(q) < x(p) ? q : p));
  const east = aspern.reduce((p, q) => (x(q) > x(p) ? q : p));
  for (const i of aspern) {
    // Flat-topped directions: 0 SE, 1 NE, 2 N, 3 NW, 4 SW, 5 S.
    const dirs = [1, 2, 3, ...(i === west ? [4] : []), ...(i === east ? [0] : [])];
    for (const d of dirs) {
      const j = grid.neighbor(i, d);
      if (j < 0 || aspern.includes(j)) continue;
      sides.add(i, j, 'slope', `remains of the flood dike west, north and east of Aspern (${ASPERN_DIKE}; drawn on the Aspern hexes' sides): uphill = the village`, i);
    }
  }
}
