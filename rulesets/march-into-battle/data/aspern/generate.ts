/**
 * Builds the reconstructed Aspern-Essling map (`../aspernMap.json`) from the evidence (./evidence.ts, ./roads.ts):
 *
 *   npx tsx rulesets/march-into-battle/data/aspern/generate.ts
 *
 * `buildAspernMap` is pure; a test checks that the committed file is its output. Generator code only: not part of
 * the published ruleset.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadHexMap, type HexMapJson } from 'kriegsspiel';
import { formatMapJson } from '../../../../scripts/formatMapJson.js';
import { ASPERN_GRID, ASPERN_HEX_GRID as grid, offCentre } from './fit.js';
import { buildAreas } from './areas.js';
import { Sides, addWaterAndWorks, type SideFeature } from './hexsides.js';
import { addRoads } from './routeRoads.js';
import { buildPlaces, buildRegions, EDGES, ENTRY_NOTES } from './regions.js';
import { provenanceNotes } from './provenance.js';

const FEATURE_ORDER: readonly SideFeature[] = ['river', 'bridge', 'stream', 'slope', 'road', 'trail'];

/**
 * The map as JSON data (`loadHexMap` input); throws when the result does not load.
 *
 * @example
 * ```ts
 * import { loadHexMap } from 'kriegsspiel';
 * import { buildAspernMap } from './generate.js';
 * loadHexMap(buildAspernMap()).ok; // true
 * ```
 */
export function buildAspernMap(): HexMapJson {
  const areas = buildAreas();
  const sides = new Sides();
  const works = addWaterAndWorks(sides, areas);
  const places = buildPlaces(areas, works);
  const regions = buildRegions(areas, places, works);
  addRoads(sides, areas, (name) => {
    const hexes = places.get(name)?.hexes ?? regions[name];
    if (!hexes?.length) throw new Error(`road waypoint ${name} is neither a place nor a region`);
    return hexes[0]!;
  });

  const ids = (hexes: Iterable<number>): string[] => [...hexes].map((i) => grid.idOf(i)).sort();
  const notes = new Map<number, string>();
  for (const [i, p] of areas.built) notes.set(i, `${p.name}: ${p.source}`);
  notes.set(works.lobauEnd, 'Small bridge: the Lobau end of the only bridge over the Stadler arm [S18f][W36]');
  for (const i of places.get('Muhlau bridgehead')!.hexes) notes.set(i, 'Muhlau bridgehead: the left bank at the small bridge, the salient Napoleon traced (K; the works [S7])');
  for (const i of regions['french-entry']!) notes.set(i, 'Lobau at the landing of the great bridge from Kaiser-Ebersdorf (the bridge off the map; [S18f], K +-700 m)');
  for (const i of areas.swamp) if (!notes.has(i)) notes.set(i, 'swamp: a channel across Lobau, dry at low water but the Danube in flood ([S21][S17]; course a guess)');
  const residuals = [...areas.built.entries()].map(([i, p]) => `${p.name} ${grid.idOf(i)} (${offCentre(p.at).toFixed(2)})`);
  const built = (terrain: string): number[] => [...areas.built].filter(([, p]) => p.terrain === terrain).map(([i]) => i);

  const json: HexMapJson = {
    id: 'aspern',
    name: 'Aspern-Essling, 21-22 May 1809 (March into Battle), reconstructed',
    provenance: { kind: 'reconstructed', notes: provenanceNotes(residuals, ENTRY_NOTES) },
    grid: ASPERN_GRID,
    terrainTypes: ['clear', 'forest', 'village', 'town', 'swamp', 'river'],
    defaultTerrain: 'clear',
    terrain: {
      forest: ids(areas.forest.keys()),
      village: ids(built('village')),
      town: ids(built('town')),
      swamp: ids(areas.swamp),
      river: ids(areas.danube),
    },
    hexsides: [...sides.byKey.values()]
      .map((s) => ({
        between: [grid.idOf(s.a), grid.idOf(s.b)] as [string, string],
        features: FEATURE_ORDER.filter((f) => s.features.has(f)),
        ...(s.uphill === undefined ? {} : { uphill: grid.idOf(s.uphill) }),
        note: s.notes.join('; '),
      }))
      .sort((x, y) => (x.between.join() < y.between.join() ? -1 : 1)),
    places: [...places].map(([name, p]) => ({ name, hexes: ids(p.hexes), note: p.note })),
    regions: Object.fromEntries(Object.entries(regions).map(([name, hexes]) => [name, ids(hexes)])),
    edges: { ...EDGES },
    notes: Object.fromEntries([...notes].map(([i, n]) => [grid.idOf(i), n])),
  };
  const loaded = loadHexMap(json);
  if (!loaded.ok) throw new Error(`generated map does not load: ${loaded.error.message}`);
  return json;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = new URL('../aspernMap.json', import.meta.url);
  const json = buildAspernMap();
  writeFileSync(out, formatMapJson(json));
  console.log(`wrote ${out.pathname}: ${json.hexsides?.length} hexsides, ${Object.entries(json.terrain ?? {}).map(([t, h]) => `${h.length} ${t}`).join(', ')}`);
}
