import { describe, expect, it } from 'vitest';
import { hexCorners, hexLayout, hexToPixel, hexsideKey, loadHexMap, type HexMap, type HexsideFeature } from 'kriegsspiel';
import { NAW_TERRAIN } from 'kriegsspiel/rulesets/napoleon-at-war';
import wagramMap from '../../rulesets/napoleon-at-war/data/wagramMap.json' with { type: 'json' };
import wagramProvenance from '../../rulesets/napoleon-at-war/data/wagramMap.provenance.json' with { type: 'json' };

function load(): HexMap {
  const result = loadHexMap(wagramMap);
  if (!result.ok) throw new Error(result.error.message);
  return result.map;
}
const map = load();
const at = (id: string): number => {
  const i = map.grid.indexOf(id);
  if (i < 0) throw new Error(`${id} is not on the map`);
  return i;
};
/** The provenance file's note for a hex id or a hexside key (`'0109-0209'`). */
const hexNote = (id: string): string | undefined => (wagramProvenance.hexes as Record<string, string>)[id];
const hexsideNote = (key: string): string | undefined => (wagramProvenance.hexsides as Record<string, string>)[key];
const enterable = (i: number): boolean => NAW_TERRAIN[map.terrainName(i)]?.cost != null;
/** Every hexside once, as [hex, direction, neighbour]. */
const allSides = (): Array<readonly [number, number, number]> => {
  const out: Array<readonly [number, number, number]> = [];
  for (let i = 0; i < map.size; i++) {
    for (let d = 0; d < 6; d++) {
      const j = map.grid.neighbor(i, d);
      if (j > i) out.push([i, d, j]);
    }
  }
  return out;
};
const sidesWith = (feature: HexsideFeature) => allSides().filter(([i, d]) => map.hasFeature(i, d, feature));
const ids = (hexes: readonly number[]): string[] => hexes.map((i) => map.grid.idOf(i));

/** Wagram 13.2: the Austrian set-up hexes. */
const AUSTRIAN_SETUP = [
  '1926', '2025', '1233', '1628', '2026', '2220', '2123', '2124', '2323', '2322', '2417', '2517', '2319', '2519', '2223',
  '2224', '2225', '2325', '2326', '2301', '2202', '2201', '2302', '2401', '2908', '2407', '2710', '2712', '2913', '2405',
];
/** Wagram 13.1: the French set-up areas, as centre, radius and number of units. */
const FRENCH_AREAS: ReadonlyArray<readonly [string, number, number]> = [
  ['0524', 3, 10], ['1320', 1, 4], ['1417', 2, 7], ['0517', 1, 4], ['0514', 1, 4], ['0714', 2, 7],
];

describe('Wagram map (reconstructed)', () => {
  it('loads, says it is reconstructed and how', () => {
    expect(map.id).toBe('wagram');
    expect(map.provenance.kind).toBe('reconstructed');
    expect(map.provenance.notes).toMatch(/A2b/);
    expect(map.provenance.notes).toMatch(/wagramMap\.provenance\.json/);
    expect(map.grid.declaration).toEqual({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 29 }, rows: { first: 1, last: 34 } });
    for (const t of map.terrainTypes) expect(Object.keys(NAW_TERRAIN), `terrain ${t}`).toContain(t);
  });

  it('Wagram 17.11: Aspern, Essling and Gross Enzersdorf are exactly the rule hexes, in town terrain', () => {
    expect(ids(map.place('Aspern') ?? [])).toEqual(['0809', '0810']);
    expect(ids(map.place('Essling') ?? [])).toEqual(['0714', '0813', '0814']);
    expect(ids(map.place('Gross Enzersdorf') ?? [])).toEqual(['0516', '0517', '0616']);
    for (const name of ['Aspern', 'Essling', 'Gross Enzersdorf']) for (const i of map.place(name) ?? []) expect(map.terrainName(i)).toBe('town');
  });

  it('Wagram 19.x: every town the rules name is a place in town terrain with a provenance note', () => {
    const named = ['Wagram', 'Baumersdorf', 'Markgrafneusiedl', 'Aderklaa', 'Grosshofen', 'Glinzendorf', 'Leopoldsdorf', 'Siebenbrunn', 'Raasdorf', 'Leopoldau', 'Gerasdorf', 'Süssenbrunn'];
    for (const name of named) {
      const hexes = map.place(name);
      expect(map.placeNames, name).toContain(name);
      for (const i of hexes ?? []) {
        expect(map.terrainName(i), name).toBe('town');
        expect(hexNote(map.grid.idOf(i)), name).toMatch(/A2b/);
      }
    }
  });

  it('Wagram 13.2: every Austrian set-up hex is enterable', () => {
    for (const id of AUSTRIAN_SETUP) expect(enterable(at(id)), id).toBe(true);
  });

  it('Wagram 13.1: each French set-up area holds its units', () => {
    for (const [centre, radius, units] of FRENCH_AREAS) {
      const room = map.grid.range(at(centre), radius).filter(enterable);
      expect(room.length, centre).toBeGreaterThanOrEqual(units);
    }
    expect((map.region('lobau') ?? []).filter(enterable).length).toBeGreaterThanOrEqual(7);
  });

  it('Lobau is an island: river all round (bridges excepted) or the Danube, and bridged to the left bank', () => {
    const lobau = new Set(map.region('lobau'));
    let bridges = 0;
    for (const i of lobau) {
      expect(map.terrainName(i)).toBe('forest');
      for (let d = 0; d < 6; d++) {
        const j = map.grid.neighbor(i, d);
        if (j < 0 || lobau.has(j) || map.terrainName(j) === 'lake') continue;
        expect(map.hasFeature(i, d, 'river'), `${map.grid.idOf(i)}-${map.grid.idOf(j)}`).toBe(true);
        if (map.hasFeature(i, d, 'bridge')) bridges++;
      }
    }
    expect(bridges).toBeGreaterThanOrEqual(4);
    expect(lobau.has(at('0113'))).toBe(true);
    expect(map.edge('south')?.some((i) => lobau.has(i))).toBe(true);
  });

  it('the Russbach is one chain of stream hexsides from the north edge to the east edge, bridged at its villages', () => {
    const streams = sidesWith('stream');
    expect(streams.length).toBeGreaterThan(20);
    // Hexsides are connected when they share a corner.
    const layout = hexLayout('flat', 10);
    const key = (p: { x: number; y: number }) => `${Math.round(p.x)},${Math.round(p.y)}`;
    const parent = new Map<string, string>();
    const find = (k: string): string => (parent.get(k) === k ? k : find(parent.get(k) as string));
    for (const [i, d] of streams) {
      const cs = hexCorners(layout, map.grid.hexOf(i));
      const a = key(cs[(d + 5) % 6]!);
      const b = key(cs[d]!);
      for (const k of [a, b]) if (!parent.has(k)) parent.set(k, k);
      parent.set(find(a), find(b));
    }
    expect(new Set([...parent.keys()].map(find)).size).toBe(1);
    const touches = (edge: string) => streams.some(([i, , j]) => map.edge(edge)?.includes(i) || map.edge(edge)?.includes(j));
    expect(touches('north')).toBe(true);
    expect(touches('east')).toBe(true);
    const bridged = streams.filter(([i, d]) => map.hasFeature(i, d, 'bridge'));
    for (const town of ['Wagram', 'Baumersdorf', 'Markgrafneusiedl', 'Glinzendorf', 'Leopoldsdorf']) {
      const near = bridged.some(([i, , j]) => (map.place(town) ?? []).some((t) => map.grid.distance(t, i) <= 2 && map.grid.distance(t, j) <= 2));
      expect(near, town).toBe(true);
    }
  });

  it('Wagram 5.26, 19.1: slopes name their uphill hex; the escarpment faces down onto the Russbach', () => {
    const heights = new Set(map.region('russbach-heights'));
    expect(heights.size).toBeGreaterThan(30);
    const slopes = sidesWith('slope');
    for (const [i, d, j] of slopes) {
      const up = map.uphillOf(i, d);
      const down = up === i ? j : i;
      expect([i, j]).toContain(up);
      if (heights.has(i) || heights.has(j)) {
        expect(heights.has(up)).toBe(true);
        expect(heights.has(down)).toBe(false);
      } else {
        // North-west ridges (19.1): the higher side lies to the north or to the west (towards the Bisamberg).
        const centre = (k: number) => hexToPixel(hexLayout('flat', 1), map.grid.hexOf(k)); // x grows with XX (north), y with YY (east)
        const [u, v] = [centre(up), centre(down)];
        expect(u.x > v.x + 0.1 || u.y < v.y - 0.1, `${map.grid.idOf(up)} over ${map.grid.idOf(down)}`).toBe(true);
      }
      // Two lines of defence (19.1): the stream and the escarpment never share a hexside.
      expect(map.hasFeature(i, d, 'stream')).toBe(false);
    }
    // The heights are bounded by slopes wherever they meet lower ground.
    for (const [i, d, j] of allSides()) if (heights.has(i) !== heights.has(j)) expect(map.hasFeature(i, d, 'slope')).toBe(true);
    // Austrian II and IV Corps stand on the heights, the French nowhere near them.
    for (const id of ['2223', '2224', '2225', '2322', '2323', '2325', '2326']) expect(heights.has(at(id)), id).toBe(true);
    for (const [centre, radius] of FRENCH_AREAS) for (const i of map.grid.range(at(centre), radius)) expect(heights.has(i)).toBe(false);
  });

  it('Wagram 14.6-14.7: the east edge 1134-2934 and part of the west edge are enterable', () => {
    for (let xx = 11; xx <= 29; xx++) expect(enterable(at(`${xx}34`)), `${xx}34`).toBe(true);
    expect((map.edge('west') ?? []).filter(enterable).length).toBeGreaterThanOrEqual(10);
  });

  it('roads join the towns and cross water only at bridges', () => {
    for (const [i, d] of sidesWith('road')) {
      if (map.hasFeature(i, d, 'river') || map.hasFeature(i, d, 'stream')) expect(map.hasFeature(i, d, 'bridge')).toBe(true);
    }
    // Every town of the rules is reachable from Aspern along roads.
    const seen = new Set([at('0809')]);
    const queue = [at('0809')];
    while (queue.length) {
      const i = queue.pop() as number;
      for (let d = 0; d < 6; d++) {
        const j = map.grid.neighbor(i, d);
        if (j >= 0 && !seen.has(j) && map.hasFeature(i, d, 'road')) {
          seen.add(j);
          queue.push(j);
        }
      }
    }
    const towns = ['Essling', 'Gross Enzersdorf', 'Wagram', 'Baumersdorf', 'Markgrafneusiedl', 'Aderklaa', 'Grosshofen', 'Glinzendorf', 'Leopoldsdorf', 'Siebenbrunn', 'Raasdorf', 'Leopoldau', 'Gerasdorf', 'Süssenbrunn'];
    for (const town of towns) expect((map.place(town) ?? []).some((i) => seen.has(i)), town).toBe(true);
  });

  it('every hexside with a feature has a provenance note in wagramMap.provenance.json, and every note there a hexside', () => {
    const featured = new Set<string>();
    for (const [i, d, j] of allSides()) if (map.hexsideFeatures(i, d) !== 0) featured.add(hexsideKey(map.grid.idOf(i), map.grid.idOf(j)));
    expect(featured.size).toBeGreaterThan(300);
    for (const key of featured) expect(hexsideNote(key), key).toBeTruthy();
    expect(new Set(Object.keys(wagramProvenance.hexsides))).toEqual(featured);
  });

  it('wagramMap.provenance.json documents this map: its id, and only hexes on the map', () => {
    expect(wagramProvenance.map).toBe(map.id);
    for (const id of Object.keys(wagramProvenance.hexes)) expect(map.grid.indexOf(id), id).toBeGreaterThanOrEqual(0);
    for (const i of map.place('Aspern') ?? []) expect(hexNote(map.grid.idOf(i))).toMatch(/^Aspern: /);
  });
});

describe('Wagram map citations', () => {
  /** Every note of the map and of its provenance file: the provenance notes, each place's, each hexside's and each hex's. */
  const notes = (): string[] => [
    wagramMap.provenance.notes,
    wagramProvenance.notes,
    ...wagramMap.places.map((p) => p.note),
    ...Object.values(wagramProvenance.hexsides),
    ...Object.values(wagramProvenance.hexes),
  ];

  it('every source a note cites (S [n]) is listed, with its title, in the SOURCES of the provenance notes', () => {
    const listed = new Map<number, string>();
    const list = wagramProvenance.notes.split('SOURCES: ')[1] ?? '';
    for (const [, n, text] of list.matchAll(/\[(\d+)\] (.*?)(?=; \[\d+\] |\.$)/g)) listed.set(Number(n), text!);
    expect(listed.size).toBeGreaterThan(30);
    const cited = new Set<number>();
    for (const note of notes()) {
      for (const [, first, rest] of note.split('SOURCES: ')[0]!.matchAll(/S \[(\d+)\]((?:, \[\d+\])*)/g)) {
        cited.add(Number(first));
        for (const [, n] of rest!.matchAll(/\[(\d+)\]/g)) cited.add(Number(n));
      }
    }
    expect(cited.size).toBeGreaterThan(20);
    for (const n of cited) expect(listed.get(n), `source [${n}]`).toMatch(/\w.*, /);
  });

  it('no note points to a document outside the repository or to a local path', () => {
    for (const note of notes()) expect(note).not.toMatch(/ref §|reference\/|\/work\/|\/home\//);
  });
});
