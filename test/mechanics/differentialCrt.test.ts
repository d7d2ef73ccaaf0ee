import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkDifferentialTable,
  differentialColumn,
  differentialResult,
  type DifferentialTable,
} from '../../src/mechanics/differentialCrt.js';
import { applyDrm, shiftColumn } from '../../src/mechanics/tableModifiers.js';

type R = 'A1' | 'A2' | 'D1' | 'D2' | '-';
// A small made-up table; the modified rolls 0 and 7 have rows of their own.
const table: DifferentialTable<R> = {
  columns: [
    { label: '<=-2', max: -2 },
    { label: '-1..0', min: -1, max: 0 },
    { label: '+1..+2', min: 1, max: 2 },
    { label: '+3..+5', min: 3, max: 5 },
    { label: '>=+6', min: 6 },
  ],
  dieFaces: [0, 1, 2, 3, 4, 5, 6, 7],
  rows: [
    ['A2', 'A2', 'A1', 'A1', '-'],
    ['A2', 'A1', 'A1', '-', 'D1'],
    ['A1', 'A1', '-', 'D1', 'D1'],
    ['A1', '-', 'D1', 'D1', 'D2'],
    ['-', 'D1', 'D1', 'D2', 'D2'],
    ['-', 'D1', 'D2', 'D2', 'D2'],
    ['D1', 'D2', 'D2', 'D2', 'D2'],
    ['D1', 'D2', 'D2', 'D2', 'D2'],
  ],
};

describe('differentialColumn', () => {
  it('runs the TSDoc examples', () => {
    expect(differentialColumn(table, 7, 3).label).toBe('+3..+5');
    expect(differentialColumn(table, 2, 9).label).toBe('<=-2');
    expect(differentialColumn(table, 20, 3).label).toBe('>=+6');
  });

  it('bands every integer differential into the declared column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (a, d) => {
        const { index, differential } = differentialColumn(table, a, d);
        expect(differential).toBe(a - d);
        const c = table.columns[index]!;
        expect(c.min === undefined || c.min <= a - d).toBe(true);
        expect(c.max === undefined || a - d <= c.max).toBe(true);
      }),
    );
    expect(differentialColumn(table, 4, 5)).toEqual({ index: 1, label: '-1..0', differential: -1 });
    expect(differentialColumn(table, 3, 5).index).toBe(0);
    expect(differentialColumn(table, 3, 3).index).toBe(1);
  });

  it('puts a fractional differential between bands in the lower column', () => {
    expect(differentialColumn(table, 5.5, 3).label).toBe('+1..+2'); // +2.5
    expect(() => differentialColumn(table, Infinity, 3)).toThrow(RangeError);
  });

  it('works with shifts and die modifiers', () => {
    const col = shiftColumn(differentialColumn(table, 8, 4).index, 2, table.columns.length); // +4, two shifts right
    expect(table.columns[col]!.label).toBe('>=+6');
    const roll = applyDrm(1, -3, 0, 7);
    expect(differentialResult(table, col, roll)).toBe('-');
    expect(differentialResult(table, 2, 7)).toBe('D2');
    expect(() => differentialResult(table, 5, 1)).toThrow(RangeError);
  });
});

describe('checkDifferentialTable', () => {
  it('accepts the test table and reports problems', () => {
    expect(checkDifferentialTable(table)).toEqual([]);
    const closedFirst = { ...table, columns: [{ label: 'x', min: -9, max: -2 }, ...table.columns.slice(1)] };
    expect(checkDifferentialTable(closedFirst).join()).toMatch(/open below/);
    const overlap = { ...table, columns: [table.columns[0]!, { label: '-2..0', min: -2, max: 0 }, ...table.columns.slice(2)] };
    expect(checkDifferentialTable(overlap).join()).toMatch(/overlaps/);
    const noMax = { ...table, columns: [...table.columns.slice(0, 4), { label: '>=+6', min: 6, max: 9 }] };
    expect(checkDifferentialTable(noMax).join()).toMatch(/open above/);
    const inverted = { ...table, columns: [table.columns[0]!, { label: 'bad', min: 0, max: -1 }, ...table.columns.slice(2)] };
    expect(checkDifferentialTable(inverted).join()).toMatch(/above max/);
    expect(checkDifferentialTable({ ...table, rows: table.rows.map((r) => r.slice(1)) }).join()).toMatch(/4 results for 5 columns/);
  });
});
