import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHexGrid, loadHexMap, loadPointGraph, type Topology } from '../../src/maps/index.js';
import { createPathfinder, reachable, type MovementRules } from '../../src/mechanics/reachable.js';
import { createMinHeap } from '../../src/mechanics/minHeap.js';
import { isControlled, zoneOfControl } from '../../src/mechanics/zoneOfControl.js';

// Brute force: every simple path from start, respecting the rules; minimal cost per node.
function bruteForce(t: Topology, start: number, budget: number, rules: MovementRules): Map<number, number> {
  const best = new Map<number, number>();
  const onPath = new Uint8Array(t.size);
  const visit = (u: number, c: number): void => {
    if (u !== start) {
      if (!best.has(u) || c < best.get(u)!) best.set(u, c);
      if (rules.stopsOnEntry?.(u)) return;
    } else if (rules.canLeaveStart === false) return;
    onPath[u] = 1;
    for (let k = 0; k < t.degree(u); k++) {
      const v = t.neighborAt(u, k);
      if (v < 0 || onPath[v] || (rules.canEnter && !rules.canEnter(v))) continue;
      const nc = c + rules.stepCost(u, v, k);
      if (nc <= budget) visit(v, nc);
    }
    onPath[u] = 0;
  };
  visit(start, 0);
  return best;
}

const COSTS = [0, 1, 1, 2, 2, 3, Infinity] as const;

const scenario = (maxNodes: number) =>
  fc
    .record({
      cols: fc.integer({ min: 1, max: 4 }),
      rows: fc.integer({ min: 1, max: 3 }),
      shifted: fc.constantFrom('even' as const, 'odd' as const),
      orientation: fc.constantFrom('flat' as const, 'pointy' as const),
    })
    .filter((g) => g.cols * g.rows <= maxNodes)
    .chain((g) => {
      const n = g.cols * g.rows;
      return fc.record({
        grid: fc.constant(g),
        costs: fc.array(fc.constantFrom(...COSTS), { minLength: n * 6, maxLength: n * 6 }),
        blocked: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        stops: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        start: fc.integer({ min: 0, max: n - 1 }),
        budget: fc.integer({ min: 0, max: 7 }),
        canLeaveStart: fc.boolean(),
      });
    });

function checkAgainstBruteForce(t: Topology, start: number, budget: number, rules: MovementRules, viaFinder?: ReturnType<typeof createPathfinder>): void {
  const reach = viaFinder ? viaFinder.reachable(start, budget, rules) : reachable(t, start, budget, rules);
  const expected = bruteForce(t, start, budget, rules);
  expect(new Set(reach.nodes())).toEqual(new Set(expected.keys()));
  expect(reach.cost(start)).toBe(0);
  expect(reach.path(start)).toEqual([start]);
  let last = 0;
  for (const node of reach.nodes()) {
    expect(reach.cost(node)).toBe(expected.get(node));
    expect(reach.cost(node)).toBeGreaterThanOrEqual(last); // increasing cost order
    last = reach.cost(node);
    const path = reach.path(node);
    const slots = reach.pathSlots(node);
    expect(path[0]).toBe(start);
    expect(path[path.length - 1]).toBe(node);
    expect(slots).toHaveLength(path.length - 1);
    let sum = 0;
    for (let i = 1; i < path.length; i++) {
      const [u, v, k] = [path[i - 1]!, path[i]!, slots[i - 1]!];
      expect(t.neighborAt(u, k)).toBe(v);
      if (i > 1) expect(rules.stopsOnEntry?.(u) ?? false).toBe(false);
      if (rules.canEnter) expect(rules.canEnter(v)).toBe(true);
      sum += rules.stepCost(u, v, k);
    }
    expect(sum).toBe(reach.cost(node));
  }
  for (let v = 0; v < t.size; v++) {
    if (v !== start && !expected.has(v)) {
      expect(reach.cost(v)).toBe(Infinity);
      expect(reach.path(v)).toEqual([]);
      expect(reach.reaches(v)).toBe(false);
    }
  }
}

describe('reachable', () => {
  it('matches brute-force enumeration of simple paths on random hex maps', () => {
    fc.assert(
      fc.property(scenario(12), (s) => {
        const grid = createHexGrid({ idFormat: 'CCRR', orientation: s.grid.orientation, shifted: s.grid.shifted, columns: { first: 1, last: s.grid.cols }, rows: { first: 1, last: s.grid.rows } });
        const rules: MovementRules = {
          stepCost: (from, _to, k) => s.costs[from * 6 + k]!,
          canEnter: (v) => !s.blocked[v],
          stopsOnEntry: (v) => s.stops[v]!,
          canLeaveStart: s.canLeaveStart,
        };
        checkAgainstBruteForce(grid, s.start, s.budget, rules);
      }),
      { numRuns: 300 },
    );
  });

  it('a reused pathfinder gives the same answers as one-shot searches', () => {
    const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 4 }, rows: { first: 1, last: 3 } });
    const finder = createPathfinder(grid);
    fc.assert(
      fc.property(scenario(12).filter((s) => s.grid.cols === 4 && s.grid.rows === 3), (s) => {
        const rules: MovementRules = { stepCost: (from, _to, k) => s.costs[from * 6 + k]!, stopsOnEntry: (v) => s.stops[v]! };
        checkAgainstBruteForce(grid, s.start, s.budget, rules, finder);
      }),
      { numRuns: 100 },
    );
  });

  it('matches brute force on random point-to-point graphs with parallel connections', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 7 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            edges: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: 3 })), { maxLength: 14 }),
            stops: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
            start: fc.integer({ min: 0, max: n - 1 }),
            budget: fc.integer({ min: 0, max: 6 }),
          }),
        ),
        (s) => {
          const edges = s.edges.filter(([a, b]) => a !== b);
          const r = loadPointGraph({
            id: 'g',
            name: 'g',
            provenance: { kind: 'test' },
            boxes: Array.from({ length: s.n }, (_, i) => ({ id: `b${i}`, name: `B${i}` })),
            connections: edges.map(([a, b, cost]) => ({ between: [`b${a}`, `b${b}`], kind: 'plain', cost })),
          });
          if (!r.ok) throw new Error(r.error.message);
          const g = r.graph;
          const rules: MovementRules = {
            stepCost: (from, _to, k) => g.connection(g.connectionAt(from, k)).cost,
            stopsOnEntry: (v) => s.stops[v]!,
          };
          checkAgainstBruteForce(g, s.start, s.budget, rules);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('runs the TSDoc example: roads at half cost, enemy ZOC stops movement', () => {
    const r = loadHexMap({
      id: 'road',
      name: 'road',
      provenance: { kind: 'test' },
      grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 6 }, rows: { first: 1, last: 1 } },
      terrainTypes: ['clear'],
      defaultTerrain: 'clear',
      // Row 01 only: 0101-0201-0301... zig-zag, with a road from 0101 to 0301.
      hexsides: [
        { between: ['0101', '0201'], features: ['road'] },
        { between: ['0201', '0301'], features: ['road'] },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    const map = r.map;
    const at = (id: string): number => map.grid.indexOf(id);
    const enemyZoc = zoneOfControl(map, [at('0601')]);
    const start = at('0101');
    const target = at('0501');
    const reach = reachable(map, start, 2 * 4, {
      stepCost: (from, _to, dir) => (map.hasFeature(from, dir, 'road') ? 1 : 2),
      stopsOnEntry: (hex) => isControlled(enemyZoc, hex),
    });
    // Road, road, clear, clear: 1 + 1 + 2 + 2 half-points.
    expect(reach.cost(target)).toBe(6);
    expect(reach.path(target).map((i) => map.grid.idOf(i))).toEqual(['0101', '0201', '0301', '0401', '0501']);
    // 0501 is in the enemy ZOC: entering it ends the move, so 0601 (cost 8) is out of reach.
    expect(reach.reaches(at('0601'))).toBe(false);
    expect(reach.nodes().map((i) => map.grid.idOf(i))).toEqual(['0201', '0301', '0401', '0501']);
  });

  it('throws on stale results, bad starts and negative costs', () => {
    const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'odd', columns: { first: 1, last: 3 }, rows: { first: 1, last: 3 } });
    const finder = createPathfinder(grid);
    const first = finder.reachable(0, 3, { stepCost: () => 1 });
    expect(first.cost(1)).toBe(1);
    finder.reachable(4, 3, { stepCost: () => 1 });
    expect(() => first.cost(1)).toThrow(/stale/);
    expect(() => finder.reachable(9, 3, { stepCost: () => 1 })).toThrow(RangeError);
    expect(() => finder.reachable(0, -1, { stepCost: () => 1 })).toThrow(RangeError);
    expect(() => finder.reachable(0, 3, { stepCost: () => -1 })).toThrow(RangeError);
    expect(() => finder.reachable(0, 3, { stepCost: () => Number.NaN })).toThrow(RangeError);
  });

  it('an unbounded budget reaches every connected node', () => {
    const grid = createHexGrid({ idFormat: 'RRCC', orientation: 'pointy', shifted: 'odd', columns: { first: 1, last: 10 }, rows: { first: 1, last: 10 } });
    const reach = reachable(grid, 0, Infinity, { stepCost: () => 1 });
    expect(reach.nodes()).toHaveLength(99);
    for (let i = 0; i < grid.size; i++) expect(reach.cost(i)).toBe(grid.distance(0, i));
  });
});

describe('createMinHeap', () => {
  it('runs the TSDoc example and sorts like Array.sort with node tie-break', () => {
    const heap = createMinHeap(16);
    heap.push(3, 7);
    heap.push(1, 9);
    expect(heap.peekPriority()).toBe(1);
    expect(heap.pop()).toBe(9);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 100 }))), (entries) => {
        const h = createMinHeap(1);
        for (const [p, n] of entries) h.push(p, n);
        const out: Array<[number, number]> = [];
        while (h.length > 0) {
          const p = h.peekPriority();
          out.push([p, h.pop()]);
        }
        expect(out).toEqual([...entries].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
      }),
    );
  });
});

describe('reachable with a target', () => {
  it('stops early but gives the same cost and path to the target as the full search', () => {
    const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 8 }, rows: { first: 1, last: 8 } });
    const sixCosts = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: grid.size * 6, maxLength: grid.size * 6 });
    fc.assert(
      fc.property(sixCosts, fc.nat(grid.size - 1), fc.nat(grid.size - 1), (costs, start, target) => {
        const rules: MovementRules = { stepCost: (from, _to, k) => costs[from * 6 + k]! };
        const full = reachable(grid, start, 12, rules);
        const aimed = reachable(grid, start, 12, { ...rules, target });
        expect(aimed.cost(target)).toBe(full.cost(target));
        expect(aimed.path(target)).toEqual(full.path(target));
      }),
      { numRuns: 200 },
    );
  });
});
