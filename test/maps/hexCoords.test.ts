import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  hex,
  hexAdd,
  hexDirectionTo,
  hexDistance,
  hexEquals,
  hexNeighbor,
  hexRange,
  hexRing,
  hexRound,
  hexS,
  oppositeDirection,
} from '../../src/maps/hexCoords.js';

const arbHex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });

describe('hex', () => {
  it('builds axial hexes and checks integers', () => {
    // Example from the TSDoc of hex().
    const h = hex(2, -1);
    expect(h).toEqual({ q: 2, r: -1 });
    expect(hexS(h)).toBe(-1);
    expect(() => hex(0.5, 0)).toThrow(RangeError);
    expect(() => hex(0, Number.NaN)).toThrow(RangeError);
    expect(Object.is(hex(-0, 0).q, 0)).toBe(true);
  });
});

describe('HEX_DIRECTIONS', () => {
  it('are six distinct unit vectors with opposite = dir + 3', () => {
    expect(HEX_DIRECTIONS).toHaveLength(6);
    for (let d = 0; d < 6; d++) {
      const v = HEX_DIRECTIONS[d]!;
      expect(hexDistance({ q: 0, r: 0 }, v)).toBe(1);
      const o = HEX_DIRECTIONS[oppositeDirection(d)]!;
      expect(hexAdd(v, o)).toEqual({ q: 0, r: 0 });
    }
    expect(new Set(HEX_DIRECTIONS.map((v) => `${v.q},${v.r}`)).size).toBe(6);
  });

  it('hexNeighbor and hexDirectionTo agree', () => {
    fc.assert(
      fc.property(arbHex, fc.integer({ min: 0, max: 5 }), (h, d) => {
        const n = hexNeighbor(h, d);
        expect(hexDistance(h, n)).toBe(1);
        expect(hexDirectionTo(h, n)).toBe(d);
        expect(hexDirectionTo(n, h)).toBe(oppositeDirection(d));
      }),
    );
    expect(hexDirectionTo({ q: 0, r: 0 }, { q: 2, r: 0 })).toBe(-1);
    expect(() => hexNeighbor({ q: 0, r: 0 }, 6)).toThrow(RangeError);
  });
});

describe('hexDistance', () => {
  it('is a metric', () => {
    fc.assert(
      fc.property(arbHex, arbHex, arbHex, (a, b, c) => {
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, b) === 0).toBe(hexEquals(a, b));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });
  it('matches known values', () => {
    expect(hexDistance({ q: 0, r: 0 }, { q: 2, r: -1 })).toBe(2);
    expect(hexDistance({ q: 0, r: 0 }, { q: 3, r: 3 })).toBe(6);
    expect(hexDistance({ q: -2, r: 1 }, { q: 1, r: -3 })).toBe(4);
  });
});

describe('hexRing and hexRange', () => {
  it('ring has 6r hexes all at distance r, consecutive ones adjacent', () => {
    const c = { q: 3, r: -2 };
    expect(hexRing(c, 0)).toEqual([c]);
    for (let radius = 1; radius <= 5; radius++) {
      const ring = hexRing(c, radius);
      expect(ring).toHaveLength(6 * radius);
      expect(new Set(ring.map((h) => `${h.q},${h.r}`)).size).toBe(6 * radius);
      ring.forEach((h, i) => {
        expect(hexDistance(c, h)).toBe(radius);
        expect(hexDistance(h, ring[(i + 1) % ring.length]!)).toBe(1);
      });
      expect(ring[0]).toEqual({ q: c.q - radius, r: c.r + radius });
    }
  });
  it('range has 3r(r+1)+1 hexes, exactly those within r', () => {
    const c = { q: -1, r: 4 };
    for (let radius = 0; radius <= 5; radius++) {
      const range = hexRange(c, radius);
      expect(range).toHaveLength(3 * radius * (radius + 1) + 1);
      const keys = new Set(range.map((h) => `${h.q},${h.r}`));
      for (let q = -8; q <= 8; q++) {
        for (let r = -8; r <= 8; r++) {
          const h = { q: c.q + q, r: c.r + r };
          expect(keys.has(`${h.q},${h.r}`)).toBe(hexDistance(c, h) <= radius);
        }
      }
    }
  });
  it('reject negative or fractional radii', () => {
    expect(() => hexRing({ q: 0, r: 0 }, -1)).toThrow(RangeError);
    expect(() => hexRange({ q: 0, r: 0 }, 1.5)).toThrow(RangeError);
  });
});

describe('hexRound', () => {
  it('rounds centres to themselves and nearby points to the nearest centre', () => {
    fc.assert(
      fc.property(arbHex, fc.double({ min: -0.3, max: 0.3, noNaN: true }), fc.double({ min: -0.3, max: 0.3, noNaN: true }), (h, dq, dr) => {
        // Points within cube distance 0.3 of a centre (all three components < 0.5 off) lie in its hex.
        fc.pre(Math.abs(dq + dr) < 0.3);
        expect(hexRound(h.q + dq, h.r + dr)).toEqual(h);
      }),
    );
  });
});
