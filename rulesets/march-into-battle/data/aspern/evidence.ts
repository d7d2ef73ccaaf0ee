/**
 * The geographic evidence behind the reconstructed Aspern-Essling map, as data: the villages, the Danube arms round
 * Lobau, the woods and marshes, the rivulets, the ditch between the villages and the Aspern flood dike, the bridges.
 * The roads are in ./roads.ts.
 *
 * Every figure names its source by tag (./sources.ts): `S..` the sources of the historical data compiled for this
 * scenario, `W..` the Wagram map's evidence (rulesets/napoleon-at-war/data/wagram/evidence.ts), copied here where the
 * battlefields overlap and cited as the same evidence; `K`, `A` and `guess` as in `ESTIMATE`. Coordinates are today's
 * village centres or churches: the villages of 1809 stood on the same sites.
 *
 * Generator code only: not part of the published ruleset.
 */
import type { LatLon } from './fit.js';

/** A point of a line: a label, latitude, longitude. */
export type LinePoint = readonly [label: string, lat: number, lon: number];

/** A village or town, put on the map as a place of one hex: the hex containing its coordinate. */
export interface PlaceEvidence {
  /** Name on the map (ASCII, as the scenario names it). */
  readonly name: string;
  readonly at: LatLon;
  readonly terrain: 'village' | 'town';
  /** Where the coordinate comes from and what the place was. */
  readonly source: string;
}

/** The built-up places. Aspern is two places: its church and cemetery at the west end, and the rest of the village. */
export const PLACES: readonly PlaceEvidence[] = [
  { name: 'Aspern church', at: [48.21805, 16.48298], terrain: 'village', source: 'the church of St Martin [S18a] (the same evidence as the Wagram map [W1]), with the round old cemetery south of it behind a chest-high stone wall [S7][S23], at the west end of the village on slightly raised ground [S18a]; Napoleon watched from the tower [S4]' },
  { name: 'Aspern', at: [48.2192, 16.4884], terrain: 'village', source: 'the rest of the village: 106 stone houses on two parallel streets running east from the church [S7]; its centre taken 400 m east of the church, a guess' },
  { name: 'Essling granary', at: [48.216, 16.522], terrain: 'village', source: 'the Schüttkasten, three storeys of brick walls several feet thick, iron doors and shutters, held throughout [S7][S8][S24]; north-west of the Schloss [S18b] (K +-100 m)' },
  { name: 'Essling', at: [48.2136, 16.5265], terrain: 'village', source: 'the rest of the village, 56 houses round a square [S7]: between the centre of [S18b] (48.2139, 16.525) and that of the Wagram map [W2] (48.2133, 16.528)' },
  { name: 'Gross-Enzersdorf', at: [48.2025, 16.5506], terrain: 'town', source: 'the small walled town [S18c] (the same coordinate as the Wagram map [W4]) on the arm east of Lobau; taken by the 5th column on 21 May [S2]' },
  { name: 'Breitenlee', at: [48.248, 16.503], terrain: 'village', source: 'K +-500 m (as on the Wagram map); the Austrian 3rd column and the grenadier reserve came by it [S2]' },
  { name: 'Hirschstetten', at: [48.2389, 16.4833], terrain: 'village', source: '[W22] (the Wagram map\'s evidence); fighting from 14:30 on 21 May [S4]' },
  { name: 'Stadlau', at: [48.219, 16.465], terrain: 'village', source: '[S18d] (today\'s centre; the hamlet of 1809 had 10-15 houses; the Wagram map used 48.223, 16.463, K, one hex further north here); the 1st column came by it [S2][S4]' },
  { name: 'Raasdorf', at: [48.2467, 16.5644], terrain: 'village', source: '[S18c] (the same coordinate as the Wagram map [W16]); the 4th column came by it [S2]' },
  { name: 'Muhlleiten', at: [48.193, 16.564], terrain: 'village', source: 'K (as on the Wagram map): Mühlleiten, on the left bank below Gross-Enzersdorf' },
];

/**
 * The Danube's main bed of 1809 (today's Alte Donau and its continuation, [W34]; points K +-500 m), copied from the
 * Wagram map's evidence; everything west and south-west of it is drawn as river hexes.
 */
export const MAIN_BED: readonly LinePoint[] = [
  ['Alte Donau S (Kaisermühlen)', 48.228, 16.428],
  ['main arm at Stadlau', 48.219, 16.455],
  ['main arm at Lobgrund / Kaiserebersdorf', 48.17, 16.475],
  ['main arm S of Lobau (off the map)', 48.14, 16.52],
];

/**
 * The Stadler arm, the last arm between Lobau and the left bank (its course: the Mühlwasser of today, K +-500 m),
 * from its head at the main bed by Stadlau (an extension, K) past the Gemeindeau and the Mühlau to south of Essling.
 */
export const STADLER_ARM: readonly LinePoint[] = [
  ['head of the arm at the main bed below Stadlau (extension)', 48.2155, 16.4565],
  ['below Stadlau', 48.215, 16.468],
  ['south of the Gemeindeau', 48.207, 16.488],
  ['the small bridge, Untere Mühlau', 48.203, 16.502],
  ['south of Essling', 48.197, 16.54],
];

/**
 * The Gross-Enzersdorf arm, the same water going on round the east side of Lobau (points K +-500 m, those of the
 * Wagram map's evidence [W36][W39] before that map moved them), then off the south edge.
 */
export const ENZERSDORF_ARM: readonly LinePoint[] = [
  ['Lobau east edge opposite Gross-Enzersdorf', 48.193, 16.549],
  ['opposite Mühlleiten', 48.19, 16.56],
  ['Kühwörther Wasser / Fadenbach head', 48.18, 16.57],
  ['south, off the map', 48.15, 16.57],
];

/** The Lobau end of the great bridge (the "Brückenkopf der Franzosen" stone at the Lobgrund [S18f]; K +-700 m). */
export const GREAT_BRIDGE: LatLon = [48.172, 16.476];

/** The small bridge over the Stadler arm: the Napoleonstrasse stone on the south bank opposite the Untere Mühlau ([S18f][W36]; K +-500 m). */
export const SMALL_BRIDGE: LatLon = [48.203, 16.502];

/** The Mühlau salient, the bridgehead Napoleon traced on the left bank (K; the works [S7]). */
export const MUHLAU: LatLon = [48.207, 16.503];

/** The Lobau channels: two small channels crossing a wooded, marshy island [S21], swamp within 200 m; courses a guess. */
export const LOBAU_CHANNELS: ReadonlyArray<readonly LinePoint[]> = [
  [['west channel, from the Stadler arm', 48.2045, 16.492], ['west channel', 48.195, 16.486], ['by the Panozzalacke [S18f]', 48.185, 16.482], ['west channel, south', 48.17, 16.488]],
  [['east channel, from the arm', 48.197, 16.538], ['east channel', 48.188, 16.53], ['east channel, south', 48.178, 16.525], ['east channel, off the map', 48.165, 16.525]],
];

/** The rivulets cutting the brush west of Aspern [S7]: courses a guess, draining south-east to the Stadler arm. */
export const RIVULETS: ReadonlyArray<readonly LinePoint[]> = [
  [['rivulet below Stadlau', 48.2172, 16.4695], ['rivulet, to the arm', 48.2115, 16.4745]],
  [['rivulet SW of the church', 48.2168, 16.4778], ['rivulet, to the arm', 48.2085, 16.4835]],
];

/**
 * The earth-banked ditch along the narrow road between the villages [S7], the "trench" [S8], Hiller's "Graben" that
 * made a natural bridgehead for the French [S4]: from the east end of Aspern to the west end of Essling. Its midpoint
 * is K (48.216, 16.503); it is drawn 170 m north of it, within that estimate, so that it runs along hexsides north of
 * the road's hexes and not through them.
 */
export const DITCH: readonly LinePoint[] = [
  ['east end of Aspern', 48.2192, 16.4925],
  ['ditch, west half', 48.2177, 16.5],
  ['ditch, east half', 48.2177, 16.514],
  ['west end of Essling, by the granary', 48.2172, 16.5195],
];

/** The flood dike whose remains ran west, north and east of Aspern [S7], drawn on those sides of the Aspern hexes. */
export const ASPERN_DIKE = '[S7]';

/** A wood (or the Lobau) as a polygon; hexes whose centre is inside are forest unless built up or marsh. */
export interface WoodEvidence {
  readonly name: string;
  readonly source: string;
  readonly polygon: readonly LatLon[];
}

/** The woods of the left bank; Lobau is wooded throughout [S21][W39]. */
export const WOODS: readonly WoodEvidence[] = [
  {
    name: 'Gemeindeau',
    source: 'the dense floodplain wood south of Aspern down to the arm [S7], held by Austrian light troops and two guns [S4], and the brush and woods west of Aspern [S7]; extent K',
    polygon: [[48.2215, 16.467], [48.2215, 16.4785], [48.216, 16.4835], [48.214, 16.495], [48.2, 16.495], [48.2, 16.455]],
  },
  {
    name: 'Mühlau woods',
    source: 'the floodplain woods along the arm between the villages [W39][W33], as on the Wagram map (down from 48.2065); extent K',
    polygon: [[48.2065, 16.495], [48.2065, 16.522], [48.2, 16.541], [48.19, 16.541], [48.19, 16.495]],
  },
  {
    name: 'Mühlleiten floodplain',
    source: 'the floodplain woods below Mühlleiten [W39][W33], as on the Wagram map; extent K',
    polygon: [[48.19, 16.556], [48.186, 16.575], [48.174, 16.585], [48.15, 16.585], [48.15, 16.556]],
  },
];
