import { describe, expect, it } from 'vitest';
import { createHexGrid, loadHexMap } from '../../src/maps/index.js';
import { lineOfSight } from '../../src/mechanics/lineOfSight.js';

// Flat-topped, odd columns unshifted: 0103 -> 0303 runs along the hexside between 0202 and 0203.
const grid = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 8 }, rows: { first: 1, last: 8 } });
const at = (id: string): number => grid.indexOf(id);
const blocking = (...ids: string[]) => {
  const set = new Set(ids.map(at));
  return (i: number): boolean => set.has(i);
};

describe('lineOfSight', () => {
  it('the test line really runs along the 0202/0203 hexside', () => {
    const steps = grid.line(at('0103'), at('0303'));
    expect(steps).toHaveLength(3);
    expect([...steps[1]!.hexes].sort((a, b) => a - b)).toEqual([at('0202'), at('0203')]);
  });

  it('along a hexside: one side blocking leaves the line clear', () => {
    for (const id of ['0202', '0203']) {
      const los = lineOfSight(grid, at('0103'), at('0303'), blocking(id));
      expect(los).toEqual({ clear: true, blockedBy: [], alongHexside: true });
    }
  });

  it('along a hexside: both sides blocking block the line', () => {
    const los = lineOfSight(grid, at('0103'), at('0303'), blocking('0202', '0203'));
    expect(los.clear).toBe(false);
    expect(los.alongHexside).toBe(true);
    expect([...los.blockedBy].sort((a, b) => a - b)).toEqual([at('0202'), at('0203')]);
  });

  it('along a hexside at the map edge: the off-map half never blocks', () => {
    // 0101 -> 0301 runs along the top edge of 0201; its other side is off the map.
    const los = lineOfSight(grid, at('0101'), at('0301'), () => true);
    expect(los).toEqual({ clear: true, blockedBy: [], alongHexside: true });
  });

  it('an ordinary intervening hex blocks; the end hexes never do', () => {
    // Straight down column 04.
    expect(lineOfSight(grid, at('0401'), at('0405'), blocking('0403')).blockedBy).toEqual([at('0403')]);
    expect(lineOfSight(grid, at('0401'), at('0405'), blocking('0401', '0405'))).toEqual({ clear: true, blockedBy: [], alongHexside: false });
    expect(lineOfSight(grid, at('0401'), at('0402'), () => true).clear).toBe(true);
    expect(lineOfSight(grid, at('0401'), at('0401'), () => true).clear).toBe(true);
    const los = lineOfSight(grid, at('0401'), at('0405'), blocking('0402', '0404', '0505'));
    expect(los.blockedBy).toEqual([at('0402'), at('0404')]);
  });

  it('a clipped corner counts as passing through the hex', () => {
    // Axial (0,0) -> (-7,1) clips the corner of (-3,1); find those hexes on a big grid.
    const big = createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 0, last: 20 }, rows: { first: 0, last: 20 } });
    const from = big.indexOfHex({ q: 10, r: 5 });
    const to = big.indexOfHex({ q: 3, r: 6 });
    const corner = big.indexOfHex({ q: 7, r: 6 });
    expect(lineOfSight(big, from, to, (i) => i === corner).clear).toBe(false);
  });

  it('runs the TSDoc example on a hex map', () => {
    const r = loadHexMap({
      id: 'los',
      name: 'los',
      provenance: { kind: 'test' },
      grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 5 }, rows: { first: 1, last: 5 } },
      terrainTypes: ['clear', 'forest'],
      defaultTerrain: 'clear',
      terrain: { forest: ['0303'] },
    });
    if (!r.ok) throw new Error(r.error.message);
    const map = r.map;
    const los = lineOfSight(map.grid, map.grid.indexOf('0301'), map.grid.indexOf('0304'), (i) => map.terrainName(i) === 'forest');
    expect(los.clear).toBe(false);
    expect(los.blockedBy.map((i) => map.grid.idOf(i))).toEqual(['0303']);
  });
});
