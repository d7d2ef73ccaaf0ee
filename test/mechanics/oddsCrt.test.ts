import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkOddsTable, oddsColumn, oddsResult, type OddsTable } from '../../src/mechanics/oddsCrt.js';
import { crtDistribution } from '../../src/mechanics/crtRows.js';
import { applyDrm, shiftColumn } from '../../src/mechanics/tableModifiers.js';

type R = 'AE' | 'AR' | 'EX' | 'DR' | 'DE';
const ratios: Array<[number, number]> = [[1, 5], [1, 4], [1, 3], [1, 2], [1, 1], [2, 1], [3, 1], [4, 1], [5, 1], [6, 1]];
// A made-up table in the classic SPI style (results are not from any published game).
const table: OddsTable<R> = {
  columns: ratios.map(([attack, defense]) => ({ attack, defense, label: `${attack}-${defense}` })),
  dieFaces: [1, 2, 3, 4, 5, 6],
  rows: [
    ['AR', 'AR', 'DR', 'DR', 'DR', 'DR', 'DE', 'DE', 'DE', 'DE'],
    ['AE', 'AR', 'AR', 'DR', 'DR', 'DR', 'DR', 'DE', 'DE', 'DE'],
    ['AE', 'AE', 'AR', 'AR', 'EX', 'DR', 'DR', 'DR', 'DE', 'DE'],
    ['AE', 'AE', 'AE', 'AR', 'AR', 'EX', 'DR', 'DR', 'DR', 'DE'],
    ['AE', 'AE', 'AE', 'AE', 'AR', 'AR', 'EX', 'EX', 'DR', 'DR'],
    ['AE', 'AE', 'AE', 'AE', 'AE', 'AR', 'AR', 'EX', 'EX', 'DR'],
  ],
};

describe('oddsColumn', () => {
  it('rounds in the defender\u2019s favour and clamps to the table (the TSDoc examples)', () => {
    expect(oddsColumn(table, 13, 4).label).toBe('3-1');
    expect(oddsColumn(table, 4, 9).label).toBe('1-3'); // 1 : 2.25
    expect(oddsColumn(table, 1, 7).label).toBe('1-5'); // worse than the worst column
    expect(oddsColumn(table, 20, 2).label).toBe('6-1'); // better than the best column
    expect(oddsColumn(table, 2, 1)).toEqual({ index: 5, label: '2-1', exactRatio: { attack: 2, defense: 1 } });
  });

  it('reports the exact ratio reduced', () => {
    expect(oddsColumn(table, 13, 4).exactRatio).toEqual({ attack: 13, defense: 4 });
    expect(oddsColumn(table, 12, 4).exactRatio).toEqual({ attack: 3, defense: 1 });
    expect(oddsColumn(table, 6, 9)).toEqual({ index: 3, label: '1-2', exactRatio: { attack: 2, defense: 3 } });
    expect(oddsColumn(table, 5, 2.5).exactRatio).toEqual({ attack: 5, defense: 2.5 });
  });

  it('handles exact boundaries, zero strengths and fractions', () => {
    expect(oddsColumn(table, 3, 9).label).toBe('1-3');
    expect(oddsColumn(table, 3, 10).label).toBe('1-4');
    expect(oddsColumn(table, 5, 0).label).toBe('6-1');
    expect(oddsColumn(table, 0, 5).label).toBe('1-5');
    expect(oddsColumn(table, 7.5, 2.5).label).toBe('3-1');
    expect(() => oddsColumn(table, -1, 3)).toThrow(RangeError);
    expect(() => oddsColumn(table, Number.NaN, 3)).toThrow(RangeError);
  });

  it('agrees with a brute-force definition for all small integer strengths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), (a, d) => {
        const { index } = oddsColumn(table, a, d);
        const fits = ratios.map(([ca, cd]) => ca / cd <= a / d);
        const expected = fits.lastIndexOf(true);
        expect(index).toBe(Math.max(0, expected));
      }),
    );
  });
});

describe('oddsResult', () => {
  it('reads the cell for a die face', () => {
    expect(oddsResult(table, 6, 1)).toBe('DE');
    expect(oddsResult(table, 0, 6)).toBe('AE');
    expect(oddsResult(table, oddsColumn(table, 13, 4).index, 4)).toBe('DR');
    expect(() => oddsResult(table, 10, 1)).toThrow(RangeError);
    expect(() => oddsResult(table, 0, 7)).toThrow(RangeError);
    expect(() => oddsResult(table, 0.5, 1)).toThrow(RangeError);
  });

  it('gives result probabilities per column', () => {
    const dist = crtDistribution(table, 5);
    expect(dist.get('DR')).toBeCloseTo(3 / 6);
    expect(dist.get('EX')).toBeCloseTo(1 / 6);
    expect(dist.get('AR')).toBeCloseTo(2 / 6);
    expect([...dist.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
});

describe('checkOddsTable', () => {
  it('accepts the test table and reports problems', () => {
    expect(checkOddsTable(table)).toEqual([]);
    const unordered = { ...table, columns: [table.columns[1]!, table.columns[0]!, ...table.columns.slice(2)] };
    expect(checkOddsTable(unordered).join()).toMatch(/not better odds/);
    expect(checkOddsTable({ ...table, rows: table.rows.slice(1) }).join()).toMatch(/5 rows for 6 die faces/);
    expect(checkOddsTable({ ...table, dieFaces: [1, 2, 3, 3, 5, 6] }).join()).toMatch(/not above/);
    expect(checkOddsTable({ ...table, columns: [{ attack: 0, defense: 1, label: '0-1' }], rows: table.rows.map((r) => r.slice(0, 1)) }).join()).toMatch(/positive/);
  });
});

describe('shiftColumn and applyDrm', () => {
  it('runs the TSDoc examples', () => {
    expect(shiftColumn(3, 2, 10)).toBe(5);
    expect(shiftColumn(8, 3, 10)).toBe(9);
    expect(shiftColumn(1, -4, 10)).toBe(0);
    expect(applyDrm(5, 2, 1, 6)).toBe(6);
    expect(applyDrm(2, -3, 1, 6)).toBe(1);
    expect(applyDrm(3, 1, 1, 6)).toBe(4);
  });
  it('reject nonsense', () => {
    expect(() => shiftColumn(0, 1, 0)).toThrow(RangeError);
    expect(() => shiftColumn(0.5, 1, 3)).toThrow(RangeError);
    expect(() => applyDrm(3, 1, 6, 1)).toThrow(RangeError);
  });
  it('shifting an odds column then reading a modified roll', () => {
    const col = shiftColumn(oddsColumn(table, 13, 4).index, -1, table.columns.length); // e.g. defender in town
    const roll = applyDrm(6, -2, table.dieFaces[0]!, table.dieFaces[table.dieFaces.length - 1]!);
    expect(table.columns[col]!.label).toBe('2-1');
    expect(oddsResult(table, col, roll)).toBe('EX');
  });
});
