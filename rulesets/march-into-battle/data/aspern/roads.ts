/**
 * The roads of 1809 on the Aspern-Essling map, and where the Austrian columns came onto it. Sources by tag as in
 * ./evidence.ts; the routes between the villages are K, and the exact hexes of every road a guess.
 *
 * Generator code only: not part of the published ruleset.
 */
import type { LatLon } from './fit.js';

/**
 * A road: its waypoints are place names (./evidence.ts `PLACES`, the two ends of the small bridge), the region
 * `french-entry` (the great bridge's landing) or coordinates, off the map for roads leaving it.
 */
export interface RoadEvidence {
  readonly name: string;
  /** `road` = main road, `trail` = side road or track. */
  readonly kind: 'road' | 'trail';
  readonly source: string;
  readonly via: ReadonlyArray<string | LatLon>;
}

const KAGRAN: LatLon = [48.2502, 16.4449]; // [W21]
const SUSSENBRUNN: LatLon = [48.2775, 16.4956]; // [W17]
const ADERKLAA: LatLon = [48.285, 16.5369]; // [W10]
const DEUTSCH_WAGRAM: LatLon = [48.2994, 16.5644]; // [W6]
const RUTZENDORF: LatLon = [48.209, 16.625]; // K
const WITTAU: LatLon = [48.1817, 16.5971]; // [W24]
const UPSTREAM: LatLon = [48.228, 16.435]; // the left bank towards the Spitz, K

/** The roads, main roads first. */
export const ROADS: readonly RoadEvidence[] = [
  { name: 'Aspern-Essling-Gross-Enzersdorf, the narrow road behind the ditch', kind: 'road', source: '[S7]; part of the Schlosshof road [W54], route K', via: ['Aspern', 'Essling granary', 'Essling', 'Gross-Enzersdorf'] },
  { name: 'Kagran-Hirschstetten-Aspern (the Schlosshof road from Floridsdorf)', kind: 'road', source: '[W54], route K, as on the Wagram map; Kagran [W21]', via: [KAGRAN, 'Hirschstetten', 'Aspern'] },
  { name: 'Stadlau-Aspern', kind: 'road', source: 'K', via: ['Stadlau', 'Aspern church', 'Aspern'] },
  { name: 'Süssenbrunn-Breitenlee-Aspern', kind: 'road', source: 'K, as on the Wagram map; Süssenbrunn [W17]; the 3rd column\'s way on Aspern [S2]', via: [SUSSENBRUNN, 'Breitenlee', 'Aspern'] },
  { name: 'Raasdorf-Essling', kind: 'road', source: 'K, as on the Wagram map; the 4th column\'s way on Essling [S2]', via: ['Raasdorf', 'Essling'] },
  { name: 'Deutsch-Wagram-Raasdorf-Gross-Enzersdorf', kind: 'road', source: '[W49]; Deutsch-Wagram [W6]', via: [DEUTSCH_WAGRAM, 'Raasdorf', 'Gross-Enzersdorf'] },
  { name: 'Gross-Enzersdorf-Muhlleiten-Wittau (the Schlosshof road on towards Orth)', kind: 'road', source: '[W54], route K; Wittau [W24]', via: ['Gross-Enzersdorf', 'Muhlleiten', WITTAU] },
  { name: 'the Napoleonstrasse across Lobau, from the great bridge to the small bridge', kind: 'road', source: '[S18f][W36]', via: ['french-entry', 'Small bridge'] },
  { name: 'from the small bridge through the Muhlau to Essling', kind: 'road', source: '[W36]; its line to Essling as on the Wagram map, K', via: ['Small bridge', 'Muhlau bridgehead', 'Essling'] },
  { name: 'Stadlau upstream along the left bank (the 1st column\'s way)', kind: 'trail', source: '[S2] (Hiller along the Danube by Stadlau); the track K', via: [UPSTREAM, 'Stadlau'] },
  { name: 'Stadlau-Hirschstetten', kind: 'trail', source: 'K', via: ['Stadlau', 'Hirschstetten'] },
  { name: 'Hirschstetten-Breitenlee', kind: 'trail', source: 'K', via: ['Hirschstetten', 'Breitenlee'] },
  { name: 'Breitenlee-Aderklaa', kind: 'trail', source: 'K, as on the Wagram map; Aderklaa [W10]', via: ['Breitenlee', ADERKLAA] },
  { name: 'Breitenlee-Raasdorf', kind: 'trail', source: 'K', via: ['Breitenlee', 'Raasdorf'] },
  { name: 'Raasdorf-Aderklaa', kind: 'trail', source: 'K, as on the Wagram map; Aderklaa [W10]', via: ['Raasdorf', ADERKLAA] },
  { name: 'Gross-Enzersdorf-Rutzendorf', kind: 'trail', source: 'K, as on the Wagram map', via: ['Gross-Enzersdorf', RUTZENDORF] },
];

/** Where an Austrian column (or the reserve) came onto the map: the `count` land hexes of `edge` nearest `aim`. */
export interface EntryEvidence {
  readonly region: string;
  readonly edge: 'north' | 'west' | 'east';
  readonly aim: LatLon;
  readonly count: number;
  readonly source: string;
}

/** The Austrian entries of 21 May, after the routes of the disposition [S2] (and Hiller [S4]). */
export const ENTRIES: readonly EntryEvidence[] = [
  { region: 'austrian-entry-1', edge: 'west', aim: [48.228, 16.4525], count: 3, source: '1st column (Hiller): along the Danube by Stadlau onto Aspern [S2][S4]' },
  { region: 'austrian-entry-2', edge: 'west', aim: [48.252, 16.4525], count: 3, source: '2nd column (Bellegarde): on Hirschstetten by the Kagran road [S2]' },
  { region: 'austrian-entry-3', edge: 'north', aim: [48.255, 16.5], count: 3, source: '3rd column (Hohenzollern): from Süssenbrunn by Breitenlee [S2]' },
  { region: 'austrian-entry-reserve', edge: 'north', aim: [48.255, 16.524], count: 3, source: 'cavalry reserve (Liechtenstein) between the 3rd and 4th columns, grenadier reserve brought up by Breitenlee [S2]' },
  { region: 'austrian-entry-4', edge: 'north', aim: [48.255, 16.56], count: 3, source: '4th column (Dedovich): by Aderklaa and Raasdorf on Essling [S2]' },
  { region: 'austrian-entry-5', edge: 'east', aim: [48.207, 16.581], count: 3, source: '5th column (Rosenberg): wide to the left on Gross-Enzersdorf [S2]' },
];
