import { describe, expect, it } from 'vitest';
import { hex, hexDistance, hexEquals, hexRound, type Hex } from '../../src/maps/hexCoords.js';
import { hexLine, isHexsideDirection, lineRunsAlongHexside, type LineStep } from '../../src/maps/hexLine.js';

const key = (h: Hex): string => `${h.q},${h.r}`;
const flat = (line: readonly LineStep[]): string[] => line.flatMap((s) => s.hexes.map(key));

// Every pair of targets within this radius of two different origins.
function* targets(radius: number): Generator<[Hex, Hex]> {
  for (const a of [hex(0, 0), hex(3, -5)]) {
    for (let dq = -radius; dq <= radius; dq++) {
      for (let dr = -radius; dr <= radius; dr++) yield [a, hex(a.q + dq, a.r + dr)];
    }
  }
}

// Red Blob Games' sampled line with a +/- epsilon nudge, as a reference.
function sampledLine(a: Hex, b: Hex): string[][] {
  const n = hexDistance(a, b);
  const out: string[][] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const fq = a.q + (b.q - a.q) * t;
    const fr = a.r + (b.r - a.r) * t;
    const p = hexRound(fq + 1e-6, fr + 2e-6);
    const m = hexRound(fq - 1e-6, fr - 2e-6);
    out.push(hexEquals(p, m) ? [key(p)] : [key(p), key(m)].sort());
  }
  return out;
}

describe('hexLine', () => {
  it('matches the TSDoc example: (0,0) to (2,-1) runs along a hexside', () => {
    expect(hexLine(hex(0, 0), hex(2, -1))).toEqual([
      { hexes: [{ q: 0, r: 0 }] },
      { hexes: [{ q: 1, r: -1 }, { q: 1, r: 0 }] },
      { hexes: [{ q: 2, r: -1 }] },
    ]);
  });

  it('is a single step from a hex to itself', () => {
    expect(hexLine(hex(4, 4), hex(4, 4))).toEqual([{ hexes: [{ q: 4, r: 4 }] }]);
  });

  it('starts at a, ends at b, and consecutive steps are adjacent (exhaustive, radius 8)', () => {
    for (const [a, b] of targets(8)) {
      const line = hexLine(a, b);
      expect(line[0]!.hexes).toEqual([a]);
      expect(line[line.length - 1]!.hexes).toEqual([b]);
      expect(line.length).toBeGreaterThanOrEqual(hexDistance(a, b) + 1);
      for (let i = 1; i < line.length; i++) {
        for (const x of line[i - 1]!.hexes) for (const y of line[i]!.hexes) expect(hexDistance(x, y)).toBe(1);
      }
      for (const step of line) if (step.hexes.length === 2) expect(hexDistance(step.hexes[0], step.hexes[1])).toBe(1);
      // No hex appears twice.
      expect(new Set(flat(line)).size).toBe(flat(line).length);
    }
  });

  it('gives pairs exactly on hexside directions, alternating single/pair, distance + 1 steps', () => {
    for (const [a, b] of targets(8)) {
      const line = hexLine(a, b);
      if (isHexsideDirection(a, b)) {
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        line.forEach((step, i) => expect(step.hexes.length).toBe(i % 2 === 0 ? 1 : 2));
        // Red Blob's sampled line agrees wherever the line runs along hexsides.
        expect(line.map((s) => s.hexes.map(key).sort())).toEqual(sampledLine(a, b));
      } else {
        expect(lineRunsAlongHexside(line)).toBe(false);
      }
    }
  });

  it('has distance + 1 single steps along the axes, matching the sampled line', () => {
    for (let d = 0; d <= 7; d++) {
      for (const b of [hex(d, 0), hex(0, d), hex(-d, d), hex(-d, 0), hex(0, -d), hex(d, -d)]) {
        const line = hexLine(hex(0, 0), b);
        expect(line).toHaveLength(d + 1);
        expect(lineRunsAlongHexside(line)).toBe(false);
        expect(line.map((s) => s.hexes.map(key))).toEqual(sampledLine(hex(0, 0), b));
      }
    }
  });

  it('knows the classic along-hexside cases', () => {
    expect(hexLine(hex(0, 0), hex(4, -2)).map((s) => s.hexes.length)).toEqual([1, 2, 1, 2, 1]);
    expect(hexLine(hex(0, 0), hex(1, 1))[1]!.hexes).toEqual([hex(0, 1), hex(1, 0)]);
    expect(hexLine(hex(0, 0), hex(-1, 2))[1]!.hexes).toEqual([hex(-1, 1), hex(0, 1)]);
  });

  it('lists a hex whose corner the line clips (the sampled line misses it)', () => {
    // (0,0) to (-7,1) passes 0.915 hex-widths from the centre of (-3,1): inside its corner.
    const line = flat(hexLine(hex(0, 0), hex(-7, 1)));
    expect(line).toContain('-3,1');
    expect(sampledLine(hex(0, 0), hex(-7, 1)).flat()).not.toContain('-3,1');
  });

  it('lists both hexes, in order, when crossing a hexside at its midpoint', () => {
    // (0,0) to (4,-1) crosses the side between (2,-1) and (2,0) exactly at its midpoint.
    expect(flat(hexLine(hex(0, 0), hex(4, -1)))).toEqual(['0,0', '1,0', '2,-1', '2,0', '3,-1', '4,-1']);
  });

  it('is the reverse of the reversed line', () => {
    for (const [a, b] of targets(6)) {
      const fwd = hexLine(a, b).map((s) => s.hexes.map(key).sort().join('|'));
      const back = hexLine(b, a).map((s) => s.hexes.map(key).sort().join('|'));
      expect(back.reverse()).toEqual(fwd);
    }
  });

  it('agrees with dense sampling of the segment (exhaustive, radius 5)', () => {
    for (const [a, b] of targets(5)) {
      if (isHexsideDirection(a, b)) continue; // dense samples would sit on the side itself
      const n = Math.max(1, hexDistance(a, b));
      const samples = 3000 * n;
      const seen: string[] = [];
      for (let k = 0; k <= samples; k++) {
        // An irrational-ish offset keeps samples off corners and sides.
        const t = (k + 0.3712) / (samples + 1);
        const h = key(hexRound(a.q + (b.q - a.q) * t, a.r + (b.r - a.r) * t));
        if (seen[seen.length - 1] !== h) seen.push(h);
      }
      expect(flat(hexLine(a, b))).toEqual(seen);
    }
  });
});
