import { describe, expect, it } from 'vitest';
import { loadHexMap, loadPointGraph, type HexMap } from '../../src/maps/index.js';
import { isControlled, zoneOfControl } from '../../src/mechanics/zoneOfControl.js';

function riverMap(): HexMap {
  const r = loadHexMap({
    id: 'zoc',
    name: 'zoc',
    provenance: { kind: 'test' },
    grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 5 }, rows: { first: 1, last: 5 } },
    terrainTypes: ['clear'],
    defaultTerrain: 'clear',
    hexsides: [
      { between: ['0303', '0302'], features: ['river'] },
      { between: ['0303', '0304'], features: ['river', 'bridge'] },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.map;
}

const unbridgedRiver = (map: HexMap) => (from: number, _to: number, dir: number) =>
  map.hasFeature(from, dir, 'river') && !map.hasFeature(from, dir, 'bridge');

describe('zoneOfControl', () => {
  it('marks the six neighbours of a source, not the source itself', () => {
    const map = riverMap();
    const c = map.grid.indexOf('0303');
    const zoc = zoneOfControl(map, [c]);
    const marked = [...zoc.keys()].filter((i) => isControlled(zoc, i));
    expect(marked.sort((a, b) => a - b)).toEqual(map.grid.ring(c, 1).sort((a, b) => a - b));
    expect(isControlled(zoc, c)).toBe(false);
  });

  it('runs the TSDoc example: no ZOC across an unbridged river, ZOC across a bridge', () => {
    const map = riverMap();
    const at = (id: string): number => map.grid.indexOf(id);
    const zoc = zoneOfControl(map, [at('0303')], unbridgedRiver(map));
    expect(isControlled(zoc, at('0302'))).toBe(false);
    expect(isControlled(zoc, at('0304'))).toBe(true);
    expect([...zoc].reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('unions several sources, marks sources adjacent to each other, and stops at the map edge', () => {
    const map = riverMap();
    const at = (id: string): number => map.grid.indexOf(id);
    const zoc = zoneOfControl(map, new Set([at('0101'), at('0102')]));
    expect(isControlled(zoc, at('0101'))).toBe(true);
    expect(isControlled(zoc, at('0102'))).toBe(true);
    expect(isControlled(zoc, at('0201'))).toBe(true);
    expect(isControlled(zoc, at('0103'))).toBe(true);
    expect(isControlled(zoc, at('0104'))).toBe(false);
  });

  it('clears and reuses an out buffer; rejects bad input', () => {
    const map = riverMap();
    const out = new Uint8Array(map.size).fill(1);
    const zoc = zoneOfControl(map, [], undefined, out);
    expect(zoc).toBe(out);
    expect(zoc.every((v) => v === 0)).toBe(true);
    expect(() => zoneOfControl(map, [], undefined, new Uint8Array(3))).toThrow(RangeError);
    expect(() => zoneOfControl(map, [99])).toThrow(RangeError);
  });

  it('works on point-to-point graphs', () => {
    const r = loadPointGraph({
      id: 'g',
      name: 'g',
      provenance: { kind: 'test' },
      boxes: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }],
      connections: [{ between: ['a', 'b'], kind: 'plain', cost: 1 }, { between: ['b', 'c'], kind: 'major-river', cost: 3 }],
    });
    if (!r.ok) throw new Error(r.error.message);
    const g = r.graph;
    const zoc = zoneOfControl(g, [1], (from, _to, k) => g.connection(g.connectionAt(from, k)).kind === 'major-river');
    expect([...zoc]).toEqual([1, 0, 0]);
  });
});
