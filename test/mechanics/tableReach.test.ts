// The table-driven reach search gives exactly what the callback search gives with the same rules: the same nodes in
// the same order, the same costs and the same paths (NAW's movement relies on it: legal actions list destinations
// in this order, and a move's path decides which towns it enters).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHexGrid } from '../../src/maps/index.js';
import { createPathfinder } from '../../src/mechanics/reachable.js';
import { createTableReach } from '../../src/mechanics/tableReach.js';

const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 9 }, rows: { first: 1, last: 8 } });
const size = grid.size;

const world = fc.record({
  costs: fc.array(fc.integer({ min: -1, max: 5 }), { minLength: size * 6, maxLength: size * 6 }),
  blocked: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: size, maxLength: size }),
  stops: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: size, maxLength: size }),
  confined: fc.boolean(),
  start: fc.integer({ min: 0, max: size - 1 }),
  budget: fc.integer({ min: 0, max: 14 }),
  leaveStart: fc.boolean(),
  seeds: fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 5 }),
});

describe('createTableReach', () => {
  it('reaches the nodes, costs, order and paths of createPathfinder with the same rules (from a node and from seeds)', () => {
    const table = createTableReach(grid);
    const finder = createPathfinder(grid);
    fc.assert(
      fc.property(world, (w) => {
        const stepCosts = Int32Array.from(w.costs.map((c) => (c === 0 ? -1 : c))); // costs are positive, or barred
        const blocked = Uint8Array.from(w.blocked.map((b) => (b === 0 ? 1 : 0)));
        const allowed = w.confined ? Uint8Array.from(w.blocked.map((b) => (b === 9 ? 0 : 1))) : null;
        const stops = Uint8Array.from(w.stops.map((s) => (s === 0 ? 1 : 0)));
        const masks = { blocked, allowed, stops };
        const canEnter = (v: number) => blocked[v] !== 1 && (allowed === null || allowed[v] === 1);
        const stepCost = (u: number, _v: number, k: number) => (stepCosts[u * 6 + k]! < 1 ? Infinity : stepCosts[u * 6 + k]!);

        const count = table.fromNode(w.start, w.budget, stepCosts, masks, w.leaveStart);
        const nodes = Array.from(table.nodes.subarray(0, count));
        const costs = Array.from(table.costs.subarray(0, count));
        const paths = nodes.map((v) => table.path(v));
        const reach = finder.reachable(w.start, w.budget, { stepCost, canEnter, stopsOnEntry: (v) => stops[v] === 1, canLeaveStart: w.leaveStart });
        expect(nodes).toEqual(reach.nodes());
        expect(costs).toEqual(nodes.map((v) => reach.cost(v)));
        expect(paths).toEqual(nodes.map((v) => reach.path(v)));

        // From off the map: one extra node leading to the seeds, entered at cost 2.
        const offMap = size;
        const withEntry = { size: size + 1, degree: (n: number) => (n === offMap ? w.seeds.length : 6), neighborAt: (n: number, k: number) => (n === offMap ? (w.seeds[k] ?? -1) : grid.neighborAt(n, k)) };
        const entry = createPathfinder(withEntry).reachable(offMap, w.budget, { stepCost: (u, v, k) => (u === offMap ? 2 : stepCost(u, v, k)), canEnter, stopsOnEntry: (v) => stops[v] === 1 });
        const seeded = table.fromSeeds(w.seeds, 2, w.budget, stepCosts, masks);
        const seededNodes = Array.from(table.nodes.subarray(0, seeded));
        expect(seededNodes).toEqual(entry.nodes());
        expect(Array.from(table.costs.subarray(0, seeded))).toEqual(seededNodes.map((v) => entry.cost(v)));
        expect(seededNodes.map((v) => table.path(v))).toEqual(seededNodes.map((v) => entry.path(v).slice(1)));
      }),
      { numRuns: 300 },
    );
  });

  it('stops once a target is settled, with its cost and path complete', () => {
    const table = createTableReach(grid);
    const stepCosts = new Int32Array(size * 6).fill(2);
    const masks = { blocked: null, allowed: null, stops: null };
    const start = grid.indexOf('0505');
    const target = grid.indexOf('0508');
    const full = table.fromNode(start, 10, stepCosts, masks, true);
    const fullPath = table.path(target);
    const targeted = table.fromNode(start, 10, stepCosts, masks, true, target);
    expect(targeted).toBeLessThan(full);
    expect(table.nodes[targeted - 1]).toBe(target);
    expect(table.costs[targeted - 1]).toBe(6);
    expect(table.path(target)).toEqual(fullPath);
  });
});
