/**
 * Builds the reconstructed Austerlitz map (`../austerlitzMap.json`) from the features in `features.ts`:
 *
 *   npx tsx rulesets/a-crowning-glory/data/austerlitz/generate.ts
 *
 * Generator code only: not part of the published ruleset. `buildAusterlitzMap` is pure; a test checks that the
 * committed file is its output.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHexGrid, type HexGridDeclaration, type HexMapJson } from 'kriegsspiel';
import { formatMapJson } from '../../../../scripts/formatMapJson.js';
import { CHAPEL, FRONT_LINE_WEST, GOLDBACH_WEST_BANK, LITTAWA_NORTH, PONDS, PRATZEN_PLATEAU, ROADS, TOWNS, WOODS_AND_MARSH } from './features.js';
import { FIT_NOTE } from './fit.js';

/** ACG 1.3, 8.10: ids XXYY, rows 10-27 north to south, columns 01-26 east to west, odd rows shifted. */
export const AUSTERLITZ_GRID: HexGridDeclaration = { idFormat: 'RRCC', orientation: 'pointy', shifted: 'odd', rows: { first: 10, last: 27 }, columns: { first: 1, last: 26 } };

const grid = createHexGrid(AUSTERLITZ_GRID);
const ids = Array.from({ length: grid.size }, (_, h) => grid.idOf(h) as string);
const rowOf = (id: string): number => Number(id.slice(0, 2));
const colOf = (id: string): number => Number(id.slice(2));

/** The hexes of a boundary-defined region, as ids. */
const regionOf = (inside: (row: number, col: number) => boolean): string[] => ids.filter((id) => inside(rowOf(id), colOf(id)));

/** Every hexside between a hex inside a region and a neighbour outside it, as sorted id pairs (`keep` filters). */
function boundary(inside: ReadonlySet<string>, keep: (a: string, b: string) => boolean = () => true): [string, string][] {
  const out: [string, string][] = [];
  for (let h = 0; h < grid.size; h++) {
    if (!inside.has(ids[h]!)) continue;
    for (let d = 0; d < 6; d++) {
      const n = grid.neighbor(h, d);
      if (n < 0 || inside.has(ids[n]!)) continue;
      const pair = [ids[h]!, ids[n]!].sort() as [string, string];
      if (keep(...pair)) out.push(pair);
    }
  }
  return out;
}

/** The hexsides a road crosses between consecutive waypoints, along the hex line. */
function roadHexsides(waypoints: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 1; i < waypoints.length; i++) {
    const line = grid.line(grid.indexOf(waypoints[i - 1]!), grid.indexOf(waypoints[i]!)).map((step) => step.hexes[0]);
    for (let k = 1; k < line.length; k++) out.push([ids[line[k - 1]!]!, ids[line[k]!]!].sort() as [string, string]);
  }
  return out;
}

const key = ([a, b]: readonly [string, string]): string => `${a}-${b}`;

/**
 * The map as JSON data (`loadHexMap` input).
 *
 * @example
 * ```ts
 * import { loadHexMap } from 'kriegsspiel';
 * import { buildAusterlitzMap } from './generate.js';
 * loadHexMap(buildAusterlitzMap()).ok; // true
 * ```
 */
export function buildAusterlitzMap(): HexMapJson {
  const westBank = new Set(regionOf((r, c) => r <= 23 && c >= GOLDBACH_WEST_BANK.value[r]!));
  const westOfLine = new Set(regionOf((r, c) => c >= FRONT_LINE_WEST.value[r]!));
  const plateau = new Set(regionOf((r, c) => PRATZEN_PLATEAU.value[r] !== undefined && c >= PRATZEN_PLATEAU.value[r]![0] && c <= PRATZEN_PLATEAU.value[r]![1]));
  const northOfLittawa = new Set(regionOf((r, c) => LITTAWA_NORTH.value[c] !== undefined && r <= LITTAWA_NORTH.value[c]!));
  const allPond = new Set(PONDS.allPond.value);

  const features = new Map<string, { between: [string, string]; features: Set<string>; uphill?: string }>();
  const add = (pair: [string, string], feature: string, uphill?: string): void => {
    const entry = features.get(key(pair)) ?? { between: pair, features: new Set<string>() };
    entry.features.add(feature);
    if (uphill !== undefined) entry.uphill = uphill;
    features.set(key(pair), entry);
  };
  for (const pair of boundary(westBank)) add(pair, 'stream'); // ACG 10.4: the Goldbach
  // The Littawa, east of the Satschan pond, and never through a pond hex
  for (const pair of boundary(northOfLittawa, (a, b) => colOf(a) <= 19 && colOf(b) <= 19 && !allPond.has(a) && !allPond.has(b))) add(pair, 'stream');
  for (const pair of boundary(plateau)) add(pair, 'hillcrest', plateau.has(pair[0]) ? pair[0] : pair[1]); // ACG 8.9
  for (const pair of PONDS.hexsides.value) add([...pair].sort() as [string, string], 'pond'); // ACG 8.10
  for (const road of ROADS) for (const pair of roadHexsides(road.value)) add(pair, 'road'); // ACG 8.11

  const terrain: Record<string, string[]> = { forest: [...WOODS_AND_MARSH.forest.value], marsh: [...WOODS_AND_MARSH.marsh.value], 'all-pond': [...PONDS.allPond.value], town: [], fortress: [] };
  for (const { value } of TOWNS) terrain[value.terrain]!.push(...value.hexes);
  const notes: Record<string, string> = {};
  for (const { value, note } of TOWNS) for (const hex of value.hexes) notes[hex] = `${value.name}: ${note}`;
  notes[CHAPEL.value] = `St. Anthony Chapel: ${CHAPEL.note}`;
  const sorted = (set: ReadonlySet<string> | readonly string[]): string[] => [...set].sort();

  return {
    id: 'austerlitz',
    name: 'Austerlitz, 2 December 1805 (A Crowning Glory, reconstructed)',
    provenance: {
      kind: 'reconstructed',
      notes: [
        'No copy of the printed map of A Crowning Glory (LPS 2022) was available: this map is rebuilt from the hexes the rules name (ACG 1.3, 2.1, 8.9, 8.10, 9.8, 10.4, 10.7) and the geography of 1805 (/shared/reference/austerlitz.md). An owner of the game can replace this file with the printed map: same ids, same terrain and feature names.',
        FIT_NOTE,
        `THE GOLDBACH: ${GOLDBACH_WEST_BANK.note}`,
        `THE FRONT LINE: ${FRONT_LINE_WEST.note}`,
        `THE PRATZEN HEIGHTS: ${PRATZEN_PLATEAU.note}`,
        `THE LITTAWA: ${LITTAWA_NORTH.note}`,
        `PONDS: ${PONDS.allPond.note}; ${PONDS.partial.note}; ${PONDS.hexsides.note}.`,
        `WOODS AND MARSH: ${WOODS_AND_MARSH.forest.note}; ${WOODS_AND_MARSH.marsh.note}.`,
        `ROADS: ${ROADS.map((r) => r.note).join('; ')}.`,
      ].join(' '),
    },
    grid: AUSTERLITZ_GRID,
    terrainTypes: ['clear', 'forest', 'marsh', 'town', 'fortress', 'all-pond'],
    defaultTerrain: 'clear',
    terrain: Object.fromEntries(Object.entries(terrain).map(([t, hexes]) => [t, sorted(hexes)])),
    hexsides: [...features.values()]
      .sort((a, b) => (key(a.between) < key(b.between) ? -1 : 1))
      .map((s) => ({ between: s.between, features: [...s.features].sort() as never, ...(s.uphill === undefined ? {} : { uphill: s.uphill }) })),
    places: [...TOWNS.map(({ value }) => ({ name: value.name, hexes: [...value.hexes] })), { name: 'St. Anthony Chapel', hexes: [CHAPEL.value] }],
    regions: {
      'west-of-front-line': sorted(westOfLine),
      'north-west-of-goldbach': sorted(westBank),
      'pratzen-heights': sorted(plateau),
      'partial-pond': sorted(PONDS.partial.value),
    },
    edges: { north: 'firstRow', south: 'lastRow', east: 'firstColumn', west: 'lastColumn' },
    notes,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = new URL('../austerlitzMap.json', import.meta.url);
  writeFileSync(out, formatMapJson(buildAusterlitzMap()));
  console.log(`wrote ${out.pathname}`);
}
