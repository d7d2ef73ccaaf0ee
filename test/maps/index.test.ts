import { describe, expect, it } from 'vitest';
import * as maps from '../../src/maps/index.js';

describe('src/maps public API', () => {
  it('exports the entry points', () => {
    for (const name of ['hex', 'hexLine', 'createHexGrid', 'loadHexMap', 'loadPointGraph', 'hexsideKey', 'HEX_DIRECTIONS', 'hexLayout']) {
      expect(name in maps).toBe(true);
    }
  });
  it('builds the Wagram grid through the public API', () => {
    const grid = maps.createHexGrid({ idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 20 }, rows: { first: 1, last: 20 } });
    expect(grid.distance(grid.indexOf('0714'), grid.indexOf('0813'))).toBe(1);
  });
});
