import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHexMap, type HexMap } from '../../src/maps/hexMap.js';
import { featureBit, featuresOf, hexsideKey, HEXSIDE_FEATURES, isHexsideFeature } from '../../src/maps/hexsideFeatures.js';
import { formatPath } from '../../src/core/describeIssues.js';

const fixture = (): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('./fixtures/test-map.json', import.meta.url), 'utf8')) as Record<string, unknown>;

function load(): HexMap {
  const result = loadHexMap(fixture());
  if (!result.ok) throw new Error(result.error.message);
  return result.map;
}

function errorOf(edit: (json: Record<string, unknown>) => void): { code: string; path: string; message: string } {
  const json = fixture();
  edit(json);
  const result = loadHexMap(json);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('hexside features', () => {
  it('encode as bits and decode back', () => {
    // Example from the TSDoc of featureBit.
    const mask = featureBit('stream') | featureBit('bridge');
    expect((mask & featureBit('bridge')) !== 0).toBe(true);
    expect(featuresOf(mask)).toEqual(['bridge', 'stream']);
    expect(HEXSIDE_FEATURES.map(featureBit)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    expect(isHexsideFeature('river')).toBe(true);
    expect(isHexsideFeature('canal')).toBe(false);
  });
  it('hexsideKey is order-independent', () => {
    expect(hexsideKey('0204', '0203')).toBe('0203-0204');
    expect(hexsideKey('0203', '0204')).toBe('0203-0204');
  });
});

describe('loadHexMap', () => {
  it('loads the fixture (the TSDoc example)', () => {
    const result = loadHexMap(fixture());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { map } = result;
    const i = map.grid.indexOf('0305');
    expect(map.terrainName(i)).toBe('town');
    expect(map.hasFeature(i, 5, 'bridge')).toBe(true);
  });

  it('gives terrain per hex', () => {
    const map = load();
    const at = (id: string): number => map.grid.indexOf(id);
    expect(map.size).toBe(36);
    expect(map.terrainTypes).toEqual(['clear', 'forest', 'town', 'lake']);
    expect(map.terrainOf(at('0203'))).toBe(1);
    expect(map.terrainName(at('0606'))).toBe('lake');
    expect(map.terrainName(at('0101'))).toBe('clear');
    expect(map.terrainIndex('town')).toBe(2);
    expect(map.terrainIndex('swamp')).toBe(-1);
    expect(() => map.terrainOf(36)).toThrow(RangeError);
  });

  it('sets hexside features on both sides and merges repeated entries', () => {
    const map = load();
    const at = (id: string): number => map.grid.indexOf(id);
    const side = (a: string, b: string): [number, number] => [at(a), map.grid.directionTo(at(a), at(b))];
    expect(map.hasFeature(...side('0203', '0204'), 'river')).toBe(true);
    expect(map.hasFeature(...side('0204', '0203'), 'river')).toBe(true);
    expect(map.hasFeature(...side('0203', '0204'), 'bridge')).toBe(false);
    expect(featuresOf(map.hexsideFeatures(...side('0306', '0305')))).toEqual(['bridge', 'stream']);
    expect(featuresOf(map.hexsideFeatures(...side('0102', '0101')))).toEqual(['road', 'trail']);
    expect(map.hexsideFeatures(...side('0202', '0203'))).toBe(0);
    // Off-map side of a corner hex.
    expect(map.hexsideFeatures(at('0101'), 2)).toBe(0);
    expect(map.hexsideNote(...side('0204', '0203'))).toBe('the Russbach, from the 1809 survey');
    expect(map.hexsideNote(...side('0305', '0306'))).toBeUndefined();
  });

  it('knows the uphill hex of a slope from either side', () => {
    const map = load();
    const at = (id: string): number => map.grid.indexOf(id);
    const a = at('0405');
    const b = at('0406');
    expect(map.uphillOf(a, map.grid.directionTo(a, b))).toBe(b);
    expect(map.uphillOf(b, map.grid.directionTo(b, a))).toBe(b);
    expect(map.uphillOf(at('0203'), map.grid.directionTo(at('0203'), at('0204')))).toBe(-1);
  });

  it('gives places, regions, named edges and notes', () => {
    const map = load();
    const at = (id: string): number => map.grid.indexOf(id);
    expect(map.placeNames).toEqual(['Aspern', 'Essling']);
    expect(map.place('Aspern')).toEqual([at('0305'), at('0405')].sort((x, y) => x - y));
    expect(map.place('Wagram')).toBeUndefined();
    expect(map.placeAt(at('0405'))).toBe('Aspern');
    expect(map.placeAt(at('0101'))).toBeUndefined();
    expect(map.regionNames).toEqual(['lobau', 'north']);
    expect(map.region('north')).toEqual([at('0101'), at('0201'), at('0601')]);
    expect(map.region('nowhere')).toBeUndefined();
    expect(map.edge('east')).toHaveLength(6);
    expect(map.edge('east')!.every((i) => map.grid.idOf(i).startsWith('06'))).toBe(true);
    expect(map.edge('west')).toBeUndefined();
    expect(map.note(at('0305'))).toBe('church tower');
    expect(map.note(at('0306'))).toBeUndefined();
  });

  it('is a Topology over the grid', () => {
    const map = load();
    const i = map.grid.indexOf('0303');
    expect(map.degree(i)).toBe(6);
    for (let d = 0; d < 6; d++) expect(map.neighborAt(i, d)).toBe(map.grid.neighbor(i, d));
  });

  it('never throws on garbage', () => {
    for (const junk of [null, undefined, 42, 'map', [], {}, { id: 1 }]) {
      const result = loadHexMap(junk);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-shape');
    }
  });

  it('names the field path in shape errors', () => {
    const e = errorOf((j) => {
      (j['hexsides'] as Array<Record<string, unknown>>)[3]!['features'] = ['canal'];
    });
    expect(e.code).toBe('invalid-shape');
    expect(e.path).toBe('hexsides[3].features[0]');
    expect(e.message.startsWith('hexsides[3].features[0]: ')).toBe(true);
    const e2 = errorOf((j) => {
      j['hexside'] = [];
    });
    expect(e2.code).toBe('invalid-shape');
  });

  const cases: Array<[string, (j: Record<string, unknown>) => void, string, string]> = [
    ['hex off the map', (j) => { (j['hexsides'] as Array<{ between: string[] }>)[3]!.between[1] = '9999'; }, 'hex-not-on-map', 'hexsides[3].between[1]'],
    ['non-adjacent hexside', (j) => { (j['hexsides'] as Array<{ between: string[] }>)[0]!.between[1] = '0206'; }, 'not-adjacent', 'hexsides[0].between'],
    ['undeclared terrain', (j) => { (j['terrain'] as Record<string, string[]>)['swamp'] = ['0101']; }, 'unknown-terrain', 'terrain.swamp'],
    ['undeclared default terrain', (j) => { j['defaultTerrain'] = 'plain'; }, 'unknown-terrain', 'defaultTerrain'],
    ['terrain type twice', (j) => { (j['terrainTypes'] as string[]).push('forest'); }, 'duplicate-name', 'terrainTypes[4]'],
    ['hex with two terrains', (j) => { (j['terrain'] as Record<string, string[]>)['town']!.push('0203'); }, 'duplicate-hex', 'terrain.town[2]'],
    ['terrain hex off map', (j) => { (j['terrain'] as Record<string, string[]>)['forest']![1] = '0707'; }, 'hex-not-on-map', 'terrain.forest[1]'],
    ['uphill not in pair', (j) => { (j['hexsides'] as Array<{ uphill?: string }>)[2]!.uphill = '0101'; }, 'uphill-not-in-pair', 'hexsides[2].uphill'],
    ['slope without uphill', (j) => { delete (j['hexsides'] as Array<{ uphill?: string }>)[2]!.uphill; }, 'missing-uphill', 'hexsides[2].uphill'],
    ['uphill on a river', (j) => { (j['hexsides'] as Array<{ uphill?: string }>)[0]!.uphill = '0203'; }, 'unexpected-uphill', 'hexsides[0].uphill'],
    ['conflicting uphill', (j) => { (j['hexsides'] as unknown[]).push({ between: ['0406', '0405'], features: ['hillcrest'], uphill: '0405' }); }, 'conflicting-uphill', 'hexsides[5].uphill'],
    ['place name twice', (j) => { (j['places'] as Array<{ name: string }>)[1]!.name = 'Aspern'; }, 'duplicate-name', 'places[1].name'],
    ['overlapping places', (j) => { (j['places'] as Array<{ hexes: string[] }>)[1]!.hexes.push('0405'); }, 'overlapping-places', 'places[1].hexes[1]'],
    ['region hex twice', (j) => { (j['regions'] as Record<string, string[]>)['lobau']!.push('0601'); }, 'duplicate-hex', 'regions.lobau[2]'],
    ['note off the map', (j) => { (j['notes'] as Record<string, string>)['0909'] = 'x'; }, 'hex-not-on-map', 'notes["0909"]'],
    ['bad grid', (j) => { (j['grid'] as { rows: { first: number } }).rows.first = 9; }, 'invalid-grid', 'grid.rows.last'],
    ['reconstructed without notes', (j) => { j['provenance'] = { kind: 'reconstructed' }; }, 'missing-provenance-notes', 'provenance.notes'],
  ];
  for (const [name, edit, code, path] of cases) {
    it(`reports ${name} as ${code} at ${path}`, () => {
      const e = errorOf(edit);
      expect(e.code).toBe(code);
      expect(e.path).toBe(path);
      expect(e.message.startsWith(`${path}: `)).toBe(true);
    });
  }

  it('words the off-map error as documented', () => {
    const e = errorOf((j) => {
      (j['hexsides'] as Array<{ between: string[] }>)[3]!.between[1] = '9999';
    });
    expect(e.message).toBe('hexsides[3].between[1]: hex 9999 is not on the map');
  });
});

describe('formatPath', () => {
  it('formats keys and indices', () => {
    expect(formatPath(['hexsides', 3, 'between', 1])).toBe('hexsides[3].between[1]');
    expect(formatPath(['notes', '0809'])).toBe('notes["0809"]');
    expect(formatPath([])).toBe('(root)');
  });
});
