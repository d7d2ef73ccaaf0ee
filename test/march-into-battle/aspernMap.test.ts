// The reconstructed Aspern-Essling map of March into Battle against the facts its evidence gives.
import { describe, expect, it } from 'vitest';
import { hexLayout, hexToPixel, loadHexMap, type HexMap, type HexsideFeature } from 'kriegsspiel';
import aspernMap from '../../rulesets/march-into-battle/data/aspernMap.json' with { type: 'json' };
import { buildAspernMap } from '../../rulesets/march-into-battle/data/aspern/generate.js';

const loaded = loadHexMap(aspernMap as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const map: HexMap = loaded.map;
const g = map.grid;
const ids = (hexes: Iterable<number>): string[] => [...hexes].map((i) => g.idOf(i)).sort();
const place = (name: string): number[] => [...(map.place(name) ?? [])];
const region = (name: string): number[] => [...(map.region(name) ?? [])];
/** Every hexside once, as [hex, direction, neighbour]. */
const allSides = (): Array<readonly [number, number, number]> => {
  const out: Array<readonly [number, number, number]> = [];
  for (let i = 0; i < map.size; i++) for (let d = 0; d < 6; d++) if (g.neighbor(i, d) > i) out.push([i, d, g.neighbor(i, d)]);
  return out;
};
const sidesWith = (f: HexsideFeature) => allSides().filter(([i, d]) => map.hasFeature(i, d, f));
/** Metres between hex centres (500 m across the flats). */
const metres = (a: number, b: number): number => {
  const layout = hexLayout('flat', 500 / Math.sqrt(3));
  const [p, q] = [hexToPixel(layout, g.hexOf(a)), hexToPixel(layout, g.hexOf(b))];
  return Math.hypot(p.x - q.x, p.y - q.y);
};

const PLACES = ['Aspern', 'Aspern church', 'Essling', 'Essling granary', 'Gross-Enzersdorf', 'Breitenlee', 'Hirschstetten', 'Stadlau', 'Raasdorf', 'Lobau', 'Muhlau bridgehead', 'Gemeindeau', 'Small bridge'];
const ENTRIES: ReadonlyArray<readonly [string, string]> = [
  ['austrian-entry-1', 'west'], ['austrian-entry-2', 'west'], ['austrian-entry-3', 'north'], ['austrian-entry-4', 'north'],
  ['austrian-entry-5', 'east'], ['austrian-entry-reserve', 'north'], ['french-entry', 'south'],
];
const REGIONS = ['lobau', 'bridgehead', 'objectives', 'french-start-aspern', 'french-start-essling', 'french-start-centre', 'french-start-enzersdorf', 'austrian-supply', 'french-supply', ...ENTRIES.map(([r]) => r)];

describe('the reconstructed Aspern-Essling map', () => {
  it('loads, is marked reconstructed, and is the generator\'s output', () => {
    expect(map.provenance.kind).toBe('reconstructed');
    expect(map.provenance.notes).toMatch(/reconstructed/);
    expect(map.grid.declaration).toEqual({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 23 }, rows: { first: 1, last: 20 } });
    expect(map.size).toBeLessThan(600);
    expect(map.terrainTypes).toEqual(['clear', 'forest', 'village', 'town', 'swamp', 'river']);
    expect(map.source.edges).toEqual({ north: 'firstRow', south: 'lastRow', west: 'firstColumn', east: 'lastColumn' });
    expect(aspernMap).toEqual(JSON.parse(JSON.stringify(buildAspernMap())));
  });

  it('every place and region the scenario names exists and is not empty', () => {
    for (const name of PLACES) expect(place(name).length, name).toBeGreaterThan(0);
    for (const name of REGIONS) expect(region(name).length, name).toBeGreaterThan(0);
  });

  it('[S7][S18a][S18b]: Aspern church and Essling granary are village hexes about 3 km apart, each beside the rest of its village', () => {
    const [church, granary] = [place('Aspern church'), place('Essling granary')];
    expect(church).toHaveLength(1);
    expect(granary).toHaveLength(1);
    for (const name of ['Aspern church', 'Aspern', 'Essling granary', 'Essling', 'Breitenlee', 'Hirschstetten', 'Stadlau', 'Raasdorf']) {
      for (const i of place(name)) expect(map.terrainName(i), name).toBe('village');
    }
    expect(metres(church[0]!, granary[0]!)).toBeGreaterThan(2500);
    expect(metres(church[0]!, granary[0]!)).toBeLessThan(3500);
    expect(g.distance(church[0]!, granary[0]!)).toBeGreaterThanOrEqual(6);
    expect(g.distance(church[0]!, granary[0]!)).toBeLessThanOrEqual(7);
    expect(place('Aspern').some((i) => g.distance(i, church[0]!) === 1)).toBe(true);
    expect(place('Essling').some((i) => g.distance(i, granary[0]!) === 1)).toBe(true);
  });

  it('[S18c]: Gross-Enzersdorf is a town hex', () => {
    expect(place('Gross-Enzersdorf').length).toBeGreaterThan(0);
    for (const i of place('Gross-Enzersdorf')) expect(map.terrainName(i)).toBe('town');
  });

  it('[S2][S9][S18f]: the small bridge is the only crossing of the arms from Lobau to the left bank', () => {
    const lobau = new Set(region('lobau'));
    expect(ids(lobau)).toEqual(ids([...place('Lobau'), ...place('Small bridge')]));
    const crossings: string[] = [];
    for (const [i, d, j] of allSides()) {
      if (lobau.has(i) === lobau.has(j) || map.terrainName(i) === 'river' || map.terrainName(j) === 'river') continue;
      expect(map.hasFeature(i, d, 'river'), `${g.idOf(i)}-${g.idOf(j)}`).toBe(true);
      if (map.hasFeature(i, d, 'bridge')) crossings.push(ids([i, j]).join('-'));
    }
    expect(crossings).toHaveLength(1);
    const [lobauEnd, bankEnd] = crossings[0]!.split('-').map((id) => g.indexOf(id)).sort((a, b) => Number(lobau.has(b)) - Number(lobau.has(a)));
    expect(place('Small bridge')).toEqual([lobauEnd]);
    expect(place('Muhlau bridgehead')).toContain(bankEnd);
    expect(sidesWith('bridge')).toHaveLength(1);
  });

  it('roads and side roads cross water only at bridges and never enter the river', () => {
    const ways = [...sidesWith('road'), ...sidesWith('trail')];
    expect(ways.length).toBeGreaterThan(40);
    for (const [i, d, j] of ways) {
      if (map.hasFeature(i, d, 'river') || map.hasFeature(i, d, 'stream')) expect(map.hasFeature(i, d, 'bridge'), `${g.idOf(i)}-${g.idOf(j)}`).toBe(true);
      expect([map.terrainName(i), map.terrainName(j)]).not.toContain('river');
    }
  });

  it('[S2]: each entry region holds 2-4 land hexes on its map edge', () => {
    for (const [name, edge] of ENTRIES) {
      const hexes = region(name);
      expect(hexes.length, name).toBeGreaterThanOrEqual(2);
      expect(hexes.length, name).toBeLessThanOrEqual(4);
      for (const i of hexes) {
        expect(map.edge(edge), `${name} ${g.idOf(i)}`).toContain(i);
        expect(map.terrainName(i)).not.toBe('river');
      }
    }
    for (const i of region('french-entry')) expect(region('lobau')).toContain(i);
    expect(ids(region('french-supply'))).toEqual(ids(region('french-entry')));
    for (const i of region('austrian-supply')) expect(g.edgeOf(i).some((e) => e === 'firstRow' || e === 'firstColumn')).toBe(true);
  });

  it('the objectives are the church, the granary, the bridgehead and Gross-Enzersdorf', () => {
    expect(ids(region('bridgehead'))).toEqual(ids(place('Muhlau bridgehead')));
    expect(ids(region('objectives'))).toEqual(ids(['Aspern church', 'Essling granary', 'Muhlau bridgehead', 'Gross-Enzersdorf'].flatMap(place)));
  });

  it('[S7][S8][S4]: the ditch and the dike are up slopes with the French side uphill; the centre start stands behind the ditch', () => {
    const slopes = sidesWith('slope');
    const aspern = new Set([...place('Aspern'), ...place('Aspern church')]);
    const centre = new Set(region('french-start-centre'));
    expect(slopes.length).toBeGreaterThan(10);
    for (const [i, d, j] of slopes) {
      const up = map.uphillOf(i, d);
      const down = up === i ? j : i;
      if (aspern.has(i) || aspern.has(j)) expect(aspern.has(up)).toBe(true);
      else expect(g.hexOf(up).r + g.hexOf(up).q / 2, `ditch ${g.idOf(i)}-${g.idOf(j)}: uphill to the south`).toBeGreaterThan(g.hexOf(down).r + g.hexOf(down).q / 2);
    }
    for (const i of centre) expect(slopes.some(([a, d, b]) => (a === i || b === i) && map.uphillOf(a, d) === i), g.idOf(i)).toBe(true);
  });

  it('Lobau is wooded and marshy [S21]; the Danube beyond the main bed is river', () => {
    for (const i of region('lobau')) expect(['forest', 'swamp']).toContain(map.terrainName(i));
    expect(region('lobau').some((i) => map.terrainName(i) === 'swamp')).toBe(true);
    for (const i of place('Gemeindeau')) expect(map.terrainName(i)).toBe('forest');
    expect(map.edge('west')?.some((i) => map.terrainName(i) === 'river')).toBe(true);
  });

  it('every hexside and every built hex carries a note naming its evidence', () => {
    for (const [i, d] of allSides()) if (map.hexsideFeatures(i, d) !== 0) expect(map.hexsideNote(i, d)).toMatch(/\[[SW]\d|K|guess/);
    for (let i = 0; i < map.size; i++) if (['village', 'town'].includes(map.terrainName(i))) expect(map.note(i)).toBeTruthy();
  });
});

describe('the Aspern-Essling map\'s citations', () => {
  const notes = (): string[] => [
    aspernMap.provenance.notes.split('SOURCES: ')[0]!,
    ...aspernMap.hexsides.map((s) => s.note),
    ...aspernMap.places.map((p) => p.note),
    ...Object.values(aspernMap.notes),
  ];

  it('every source tag cited ([S..], [W..]) is listed in the SOURCES of the provenance notes, and every listed source is cited', () => {
    const list = aspernMap.provenance.notes.split('SOURCES: ')[1] ?? '';
    const listed = new Map([...list.matchAll(/\[([SW]\d+[a-f]?)\] (.*?)(?=; \[[SW]\d+[a-f]?\] |\.$)/g)].map(([, tag, text]) => [tag!, text!]));
    expect(listed.size).toBeGreaterThan(20);
    const cited = new Set(notes().flatMap((n) => [...n.matchAll(/\[([SW]\d+[a-f]?)\]/g)].map(([, tag]) => tag!)));
    for (const tag of cited) expect(listed.get(tag), tag).toMatch(/\w.*, /);
    for (const tag of listed.keys()) expect(cited, tag).toContain(tag);
  });

  it('no note points to a document outside the repository or to a local path', () => {
    for (const note of notes()) expect(note).not.toMatch(/reference\/|\/work\/|\/home\/|\/shared\//);
  });
});
