import { describe, expect, it } from 'vitest';
import { loadPointGraph, type PointGraph } from '../../src/maps/pointGraph.js';
import { neighborsOf, slotTo } from '../../src/maps/topology.js';

const json = () => ({
  id: 'danube',
  name: 'Danube test graph',
  provenance: { kind: 'test' },
  boxes: [
    { id: 'vienna', name: 'Vienna', attributes: { fortified: true, vp: 3, terrain: 'city' } },
    { id: 'wagram', name: 'Wagram' },
    { id: 'lobau', name: 'Lobau' },
    { id: 'pressburg', name: 'Pressburg' },
  ],
  connections: [
    { between: ['vienna', 'wagram'], kind: 'plain', cost: 1 },
    { between: ['vienna', 'lobau'], kind: 'bridge', cost: 2 },
    { between: ['lobau', 'wagram'], kind: 'major-river', cost: 4 },
    { between: ['wagram', 'vienna'], kind: 'dotted', cost: 2 },
  ],
});

function load(): PointGraph {
  const r = loadPointGraph(json());
  if (!r.ok) throw new Error(r.error.message);
  return r.graph;
}

describe('loadPointGraph', () => {
  it('runs the TSDoc example', () => {
    const result = loadPointGraph({
      id: 'g',
      name: 'G',
      provenance: { kind: 'test' },
      boxes: [{ id: 'vienna', name: 'Vienna' }, { id: 'wagram', name: 'Wagram' }],
      connections: [{ between: ['vienna', 'wagram'], kind: 'plain', cost: 1 }],
    });
    expect(result.ok && result.graph.neighborAt(result.graph.indexOf('vienna'), 0)).toBe(1);
  });

  it('indexes boxes densely and keeps attributes', () => {
    const g = load();
    expect(g.size).toBe(4);
    expect(g.indexOf('lobau')).toBe(2);
    expect(g.indexOf('paris')).toBe(-1);
    expect(g.idOf(0)).toBe('vienna');
    expect(g.box(0).attributes).toEqual({ fortified: true, vp: 3, terrain: 'city' });
    expect(g.box(1).attributes).toEqual({});
    expect(() => g.box(4)).toThrow(RangeError);
  });

  it('builds CSR adjacency in both directions, in file order', () => {
    const g = load();
    expect(g.connectionCount).toBe(4);
    expect([...g.offsets]).toEqual([0, 3, 6, 8, 8]);
    const v = g.indexOf('vienna');
    expect(g.degree(v)).toBe(3);
    expect(neighborsOf(g, v)).toEqual([[1, 0], [2, 1], [1, 2]]);
    expect([0, 1, 2].map((k) => g.connectionAt(v, k))).toEqual([0, 1, 3]);
    expect(g.neighborAt(v, 3)).toBe(-1);
    expect(g.connectionAt(v, -1)).toBe(-1);
    expect(g.degree(g.indexOf('pressburg'))).toBe(0);
    // Every slot has a matching slot back.
    for (let n = 0; n < g.size; n++) {
      for (let k = 0; k < g.degree(n); k++) {
        const m = g.neighborAt(n, k);
        const c = g.connection(g.connectionAt(n, k));
        expect([c.a, c.b].sort()).toEqual([n, m].sort());
        expect(slotTo(g, m, n)).toBeGreaterThanOrEqual(0);
      }
    }
    expect(g.connectionsBetween(0, 1)).toEqual([0, 3]);
    expect(g.connectionsBetween(1, 0)).toEqual([0, 3]);
    expect(g.connectionsBetween(0, 3)).toEqual([]);
    expect(g.connection(2)).toEqual({ a: 2, b: 1, kind: 'major-river', cost: 4 });
  });

  const cases: Array<[string, (j: ReturnType<typeof json>) => void, string, string]> = [
    ['duplicate box id', (j) => { j.boxes[2]!.id = 'vienna'; }, 'duplicate-name', 'boxes[2].id'],
    ['unknown box', (j) => { j.connections[1]!.between[1] = 'paris'; }, 'unknown-box', 'connections[1].between[1]'],
    ['self connection', (j) => { j.connections[2]!.between[0] = 'wagram'; }, 'self-connection', 'connections[2].between'],
    ['negative cost', (j) => { j.connections[0]!.cost = -1; }, 'invalid-shape', 'connections[0].cost'],
    ['infinite cost', (j) => { j.connections[0]!.cost = Infinity; }, 'invalid-shape', 'connections[0].cost'],
  ];
  for (const [name, edit, code, path] of cases) {
    it(`reports ${name} as ${code} at ${path}`, () => {
      const j = json();
      edit(j);
      const r = loadPointGraph(j);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.path).toBe(path);
      expect(r.error.message.startsWith(`${path}: `)).toBe(true);
    });
  }

  it('never throws on garbage', () => {
    for (const junk of [null, 3, 'x', [], { boxes: 'no' }]) expect(loadPointGraph(junk).ok).toBe(false);
  });
});
