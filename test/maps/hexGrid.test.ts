import { describe, expect, it } from 'vitest';
import { hexDistance, hexNeighbor } from '../../src/maps/hexCoords.js';
import { checkHexGridDeclaration, createHexGrid, type HexGridDeclaration } from '../../src/maps/hexGrid.js';
import { formatHexId, hexId, isHexId, splitHexId } from '../../src/maps/hexId.js';
import { hexToOffset, offsetToHex } from '../../src/maps/offsetCoords.js';

const wagramDecl: HexGridDeclaration = {
  idFormat: 'CCRR',
  orientation: 'flat',
  shifted: 'even',
  columns: { first: 1, last: 20 },
  rows: { first: 1, last: 20 },
};

const allDecls: HexGridDeclaration[] = [];
for (const idFormat of ['CCRR', 'RRCC'] as const) {
  for (const orientation of ['flat', 'pointy'] as const) {
    for (const shifted of ['even', 'odd'] as const) {
      allDecls.push({ idFormat, orientation, shifted, columns: { first: 0, last: 6 }, rows: { first: 1, last: 5 } });
    }
  }
}

describe('hexId', () => {
  it('validates four digits', () => {
    expect(hexId('0809')).toBe('0809');
    expect(() => hexId('809')).toThrow(RangeError);
    expect(isHexId('08a9')).toBe(false);
    expect(formatHexId(8, 9)).toBe('0809');
    expect(splitHexId(hexId('1207'))).toEqual([12, 7]);
    expect(() => formatHexId(100, 1)).toThrow(RangeError);
  });
});

describe('offsetCoords', () => {
  it('round-trips for every layout', () => {
    for (const d of allDecls) {
      for (let col = -5; col <= 5; col++) {
        for (let row = -5; row <= 5; row++) expect(hexToOffset(d, offsetToHex(d, col, row))).toEqual([col, row]);
      }
    }
  });
  it('matches the TSDoc example', () => {
    expect(offsetToHex({ orientation: 'flat', shifted: 'even' }, 8, 14)).toEqual({ q: 8, r: 10 });
  });
});

describe('createHexGrid', () => {
  const grid = createHexGrid(wagramDecl);
  const at = (id: string): number => grid.indexOf(id);
  const adjacent = (a: string, b: string): boolean => grid.directionTo(at(a), at(b)) >= 0;

  it('Wagram: 0714, 0813, 0814 are mutually adjacent, as are 0516, 0517, 0616', () => {
    for (const trio of [['0714', '0813', '0814'], ['0516', '0517', '0616']]) {
      const [a, b, c] = trio as [string, string, string];
      expect(adjacent(a, b) && adjacent(b, c) && adjacent(a, c)).toBe(true);
    }
    // ...and the even column sits lower: 0814 is down-right (direction 0) of 0714.
    expect(grid.directionTo(at('0714'), at('0814'))).toBe(0);
    expect(adjacent('0714', '0815')).toBe(false);
    expect(adjacent('0713', '0814')).toBe(false);
  });

  it('matches the TSDoc example', () => {
    const i = grid.indexOf('0714');
    expect(grid.directionTo(i, grid.indexOf('0814'))).toBe(0);
  });

  it('indexes every printed id densely, in sorted id order', () => {
    expect(grid.size).toBe(400);
    const ids = Array.from({ length: grid.size }, (_, i) => grid.idOf(i));
    expect([...ids].sort()).toEqual(ids);
    ids.forEach((id, i) => expect(grid.indexOf(id)).toBe(i));
    expect(grid.idOf(0)).toBe('0101');
    expect(grid.idOf(399)).toBe('2020');
    for (const bad of ['0000', '0121', '2101', '101', 'abcd']) expect(grid.indexOf(bad)).toBe(-1);
    expect(() => grid.idOf(400)).toThrow(RangeError);
  });

  it('RRCC ids put the row first', () => {
    const g = createHexGrid({ ...wagramDecl, idFormat: 'RRCC' });
    // Printed "1407" = row 14, column 7: the same hex as CCRR "0714".
    expect(g.hexOf(g.indexOf('1407'))).toEqual(grid.hexOf(grid.indexOf('0714')));
    expect(g.idOf(g.indexOf('1407'))).toBe('1407');
  });

  it('neighbour tables agree with axial neighbours for every layout', () => {
    for (const d of allDecls) {
      const g = createHexGrid(d);
      expect(g.size).toBe(35);
      expect(g.neighbors).toHaveLength(35 * 6);
      for (let i = 0; i < g.size; i++) {
        expect(g.indexOfHex(g.hexOf(i))).toBe(i);
        expect(g.degree(i)).toBe(6);
        for (let dir = 0; dir < 6; dir++) {
          const n = g.neighbor(i, dir);
          expect(n).toBe(g.indexOfHex(hexNeighbor(g.hexOf(i), dir)));
          expect(g.neighborAt(i, dir)).toBe(n);
          if (n >= 0) {
            expect(g.neighbor(n, (dir + 3) % 6)).toBe(i);
            expect(g.distance(i, n)).toBe(1);
          }
        }
      }
    }
  });

  it('pointy grids shift rows toward higher columns', () => {
    const g = createHexGrid({ idFormat: 'CCRR', orientation: 'pointy', shifted: 'odd', columns: { first: 1, last: 5 }, rows: { first: 1, last: 5 } });
    // Row 03 is odd, so shifted right: 0303's lower neighbours are 0304 and 0404.
    const down = [4, 5].map((dir) => g.idOf(g.neighbor(g.indexOf('0303'), dir))).sort();
    expect(down).toEqual(['0304', '0404']);
    const even = [4, 5].map((dir) => g.idOf(g.neighbor(g.indexOf('0302'), dir))).sort();
    expect(even).toEqual(['0203', '0303']);
  });

  it('ring, range and distance use on-map hexes only', () => {
    const corner = at('0101');
    expect(grid.ring(corner, 0)).toEqual([corner]);
    const r1 = grid.ring(corner, 1).map((i) => grid.idOf(i)).sort();
    // Column 01 is unshifted, column 02 shifted down: 0101 touches 0201 but not 0202.
    expect(r1).toEqual(['0102', '0201']);
    const range2 = grid.range(corner, 2);
    for (const i of range2) expect(grid.distance(corner, i)).toBeLessThanOrEqual(2);
    let count = 0;
    for (let i = 0; i < grid.size; i++) if (grid.distance(corner, i) <= 2) count++;
    expect(range2).toHaveLength(count);
    expect(grid.distance(at('0101'), at('0501'))).toBe(hexDistance(grid.hexOf(at('0101')), grid.hexOf(at('0501'))));
  });

  it('line reports an off-map half of a hexside pair as -1', () => {
    // 0101 and 0301 (odd columns, unshifted) are joined along the top edge of 0201.
    const steps = grid.line(at('0101'), at('0301'));
    expect(steps).toHaveLength(3);
    expect([...steps[1]!.hexes].sort()).toEqual([-1, at('0201')].sort());
    expect(grid.line(at('0505'), at('0505'))).toEqual([{ hexes: [at('0505')] }]);
  });

  it('reports map edges', () => {
    expect(grid.edgeOf(at('0101'))).toEqual(['firstColumn', 'firstRow']);
    expect(grid.edgeOf(at('2020'))).toEqual(['lastColumn', 'lastRow']);
    expect(grid.edgeOf(at('1010'))).toEqual([]);
    expect(grid.edgeHexes('lastColumn')).toHaveLength(20);
    expect(grid.edgeHexes('firstRow').map((i) => grid.idOf(i))[0]).toBe('0101');
  });

  it('rejects bad declarations', () => {
    expect(checkHexGridDeclaration({ ...wagramDecl, rows: { first: 5, last: 4 } })?.path).toBe('rows.last');
    expect(checkHexGridDeclaration({ ...wagramDecl, columns: { first: 0, last: 100 } })?.path).toBe('columns.last');
    expect(checkHexGridDeclaration({ ...wagramDecl, columns: { first: 1.5, last: 4 } })?.path).toBe('columns.first');
    expect(() => createHexGrid({ ...wagramDecl, rows: { first: 5, last: 4 } })).toThrow(RangeError);
  });
});
