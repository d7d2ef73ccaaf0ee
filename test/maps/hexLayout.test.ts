import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HEX_DIRECTIONS } from '../../src/maps/hexCoords.js';
import { hexCorners, hexLayout, hexToPixel, pixelToHex } from '../../src/maps/hexLayout.js';

const arbHex = fc.record({ q: fc.integer({ min: -30, max: 30 }), r: fc.integer({ min: -30, max: 30 }) });

describe('hexLayout', () => {
  it('matches the TSDoc example', () => {
    const layout = hexLayout('flat', 30);
    const p = hexToPixel(layout, { q: 1, r: 0 });
    expect(p.x).toBeCloseTo(45);
    expect(p.y).toBeCloseTo(25.98, 2);
  });

  it('rejects non-positive sizes', () => {
    expect(() => hexLayout('flat', 0)).toThrow(RangeError);
  });

  for (const orientation of ['flat', 'pointy'] as const) {
    const layout = hexLayout(orientation, 17, { x: 5, y: -3 });

    it(`${orientation}: pixelToHex inverts hexToPixel`, () => {
      fc.assert(
        fc.property(arbHex, (h) => {
          expect(pixelToHex(layout, hexToPixel(layout, h))).toEqual(h);
        }),
      );
    });

    it(`${orientation}: neighbours are sqrt(3) * size apart and corners are size from the centre`, () => {
      const c = hexToPixel(layout, { q: 0, r: 0 });
      for (const d of HEX_DIRECTIONS) {
        const n = hexToPixel(layout, d);
        expect(Math.hypot(n.x - c.x, n.y - c.y)).toBeCloseTo(Math.sqrt(3) * 17);
      }
      for (const k of hexCorners(layout, { q: 0, r: 0 })) expect(Math.hypot(k.x - c.x, k.y - c.y)).toBeCloseTo(17);
    });

    it(`${orientation}: the side facing direction d runs from corner d+5 to corner d`, () => {
      const corners = hexCorners(layout, { q: 0, r: 0 });
      const c = hexToPixel(layout, { q: 0, r: 0 });
      HEX_DIRECTIONS.forEach((d, i) => {
        const n = hexToPixel(layout, d);
        const a = corners[(i + 5) % 6]!;
        const b = corners[i]!;
        expect((a.x + b.x) / 2).toBeCloseTo((c.x + n.x) / 2);
        expect((a.y + b.y) / 2).toBeCloseTo((c.y + n.y) / 2);
      });
    });
  }

  it('flat: direction 5 points down the screen (higher rows), pointy: direction 0 points right', () => {
    expect(hexToPixel(hexLayout('flat', 1), HEX_DIRECTIONS[5]).y).toBeGreaterThan(0);
    expect(hexToPixel(hexLayout('flat', 1), HEX_DIRECTIONS[5]).x).toBeCloseTo(0);
    expect(hexToPixel(hexLayout('pointy', 1), HEX_DIRECTIONS[0]).x).toBeGreaterThan(0);
    expect(hexToPixel(hexLayout('pointy', 1), HEX_DIRECTIONS[0]).y).toBeCloseTo(0);
  });
});
