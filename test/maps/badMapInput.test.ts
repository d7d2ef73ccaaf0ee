// Bad input never hurts the map layer: every map value is bounded (MAP_LIMITS), radii cost at most the map, names
// are data (toString, constructor and hasOwnProperty are names like any other; "__proto__" as a key is refused, never
// dropped) and errors quote input safely.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHexGrid, loadHexMap, loadPointGraph, MAP_LIMITS } from 'kriegsspiel';
import { renderHexMapSvg } from 'kriegsspiel/render';

const ODD_NAMES = ['toString', 'constructor', 'hasOwnProperty', 'valueOf'] as const;
const MEGABYTE = 'x'.repeat(1024 * 1024);

const fixture = (): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('./fixtures/test-map.json', import.meta.url), 'utf8')) as Record<string, unknown>;

function refusal(json: unknown): { code: string; path: string; message: string } {
  const loaded = loadHexMap(json);
  if (loaded.ok) throw new Error('expected the map to be refused');
  return loaded.error;
}

describe('radii cost at most the map (grid.range and grid.ring)', () => {
  const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 6 }, rows: { first: 1, last: 6 } });
  const centre = grid.indexOf('0303');

  it('a radius past the extent lists the whole map once, never the hexes off it', () => {
    expect(grid.extent).toBeGreaterThanOrEqual(Math.max(...Array.from({ length: grid.size }, (_, h) => grid.distance(centre, h))));
    expect(grid.range(centre, 1e9).sort((a, b) => a - b)).toEqual(Array.from({ length: grid.size }, (_, h) => h));
    expect(grid.range(centre, Number.MAX_SAFE_INTEGER)).toEqual(grid.range(centre, grid.extent));
  });

  it('a ring past the extent is empty, and rings within it are unchanged', () => {
    expect(grid.ring(centre, 1e9)).toEqual([]);
    expect(grid.ring(centre, 1)).toHaveLength(6);
  });
});

describe('hex maps refuse values past MAP_LIMITS, naming the field and quoting safely', () => {
  it('a 1 MB name, a 1 MB unknown key and a name with control characters give short, escaped errors', () => {
    const longName = refusal({ ...fixture(), name: MEGABYTE });
    expect(longName.path).toBe('name');
    const longKey = refusal({ ...fixture(), [`\u001b[2J${MEGABYTE}`]: 1 });
    const control = refusal({ ...fixture(), places: [{ name: 'Aspern\u001b[31m', hexes: ['0305'] }] });
    expect(control.path).toBe('places[0].name');
    for (const error of [longName, longKey, control]) {
      expect(error.message.length).toBeLessThan(300);
      expect(error.message).not.toMatch(/[\u0000-\u001f]/);
    }
  });

  it('lists past the limits are refused: more terrain types than MAP_LIMITS.terrainTypes', () => {
    const types = Array.from({ length: MAP_LIMITS.terrainTypes + 1 }, (_, i) => `t${i}`);
    expect(refusal({ ...fixture(), terrainTypes: types, defaultTerrain: 't0', terrain: {} }).path).toBe('terrainTypes');
  });

  it('an unknown terrain name in the terrain lists is refused, quoted', () => {
    expect(refusal({ ...fixture(), terrain: { volcano: ['0101'] } })).toMatchObject({ code: 'unknown-terrain', path: 'terrain.volcano', message: 'terrain.volcano: terrain "volcano" is not in terrainTypes' });
  });
});

describe('names are data in hex maps', () => {
  it.each(ODD_NAMES)('%s names a terrain, a place, a region and an edge', (name) => {
    const loaded = loadHexMap({
      ...fixture(),
      terrainTypes: ['clear', name],
      terrain: { [name]: ['0203'] },
      places: [{ name, hexes: ['0305'] }],
      regions: { [name]: ['0601'] },
      edges: { [name]: 'firstRow' },
    });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const { map } = loaded;
    expect(map.terrainName(map.grid.indexOf('0203'))).toBe(name);
    expect(map.place(name)).toEqual([map.grid.indexOf('0305')]);
    expect(map.region(name)).toEqual([map.grid.indexOf('0601')]);
    expect(map.edge(name)).toEqual(map.grid.edgeHexes('firstRow'));
    // The renderer looks colours up by own key: an unknown terrain named like an Object method gets the default.
    expect(renderHexMapSvg(map)).toContain(`class="hex ${name}" data-hex="0203"`);
  });

  it('"__proto__" as a place name is data; as a terrain type or a record key it is refused with its path, never dropped', () => {
    const place = loadHexMap({ ...fixture(), places: [{ name: '__proto__', hexes: ['0305'] }] });
    expect(place.ok && place.map.place('__proto__')).toEqual([place.ok ? place.map.grid.indexOf('0305') : -1]);
    expect(refusal({ ...fixture(), terrainTypes: ['clear', '__proto__'] }).path).toBe('terrainTypes[1]');
    const keyed = JSON.parse('{"__proto__": ["0101"]}') as unknown;
    expect(refusal({ ...fixture(), regions: keyed })).toMatchObject({ path: 'regions.__proto__', message: expect.stringContaining('reserved') });
    expect(refusal({ ...fixture(), terrain: keyed }).path).toBe('terrain.__proto__');
  });
});

describe('point-to-point maps', () => {
  const graph = (boxes: readonly string[], cost = 1) => ({
    id: 'g',
    name: 'g',
    provenance: { kind: 'test' },
    boxes: boxes.map((id) => ({ id, name: id })),
    connections: [{ between: [boxes[0], boxes[1]], kind: 'plain', cost }],
  });

  it('box ids named like Object properties, "__proto__" included, are data', () => {
    const loaded = loadPointGraph(graph(['__proto__', 'constructor', 'toString', 'hasOwnProperty']));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.graph.neighborAt(loaded.graph.indexOf('__proto__'), 0)).toBe(loaded.graph.indexOf('constructor'));
  });

  it('refuses an unbounded cost and a 1 MB box id with a short error', () => {
    const costly = loadPointGraph(graph(['a', 'b'], 1e300));
    expect(!costly.ok && costly.error.path).toBe('connections[0].cost');
    const unknown = loadPointGraph({ ...graph(['a', 'b']), connections: [{ between: ['a', MEGABYTE], kind: 'plain', cost: 1 }] });
    expect(!unknown.ok && unknown.error.message.length).toBeLessThan(300);
  });
});
