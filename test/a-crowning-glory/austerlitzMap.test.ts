// The reconstructed Austerlitz map against every fact the rules give about it.
import { readFileSync } from 'node:fs';
import { loadHexMap, type HexMap } from 'kriegsspiel';
import { describe, expect, it } from 'vitest';
import map from '../../rulesets/a-crowning-glory/data/austerlitzMap.json' with { type: 'json' };
import { buildAusterlitzMap } from '../../rulesets/a-crowning-glory/data/austerlitz/generate.js';

const loaded = loadHexMap(map as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const m: HexMap = loaded.map;
const g = m.grid;
const at = (id: string): number => g.indexOf(id);
const adjacent = (a: string, b: string): boolean => g.directionTo(at(a), at(b)) >= 0;
const side = (a: string, b: string): { features: number; dir: number } => {
  const dir = g.directionTo(at(a), at(b));
  return { features: m.hexsideFeatures(at(a), dir), dir };
};
const has = (a: string, b: string, feature: 'stream' | 'hillcrest' | 'pond' | 'road'): boolean => m.hasFeature(at(a), g.directionTo(at(a), at(b)), feature);
const region = (name: string): Set<string> => new Set((m.region(name) ?? []).map((h) => g.idOf(h)));

/** Whether the hexsides carrying `feature` between the sets `inside`/outside join up as one chain from `from` to `to`. */
function chained(inside: Set<string>, from: [string, string], to: [string, string]): boolean {
  // The boundary of a region on a hex grid is connected when the region and its complement are both connected:
  // walk each by neighbours and check the two ends are boundary hexsides.
  const reach = (start: string, within: (id: string) => boolean): Set<string> => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const h = at(queue.pop()!);
      for (let d = 0; d < 6; d++) {
        const n = g.neighbor(h, d);
        if (n >= 0 && within(g.idOf(n)) && !seen.has(g.idOf(n))) [seen.add(g.idOf(n)), queue.push(g.idOf(n))];
      }
    }
    return seen;
  };
  const all = Array.from({ length: g.size }, (_, h) => g.idOf(h) as string);
  const insideOk = reach([...inside][0]!, (id) => inside.has(id)).size === inside.size;
  const outside = all.filter((id) => !inside.has(id));
  const outsideOk = reach(outside[0]!, (id) => !inside.has(id)).size === outside.length;
  const ends = [from, to].every(([a, b]) => inside.has(a) !== inside.has(b));
  return insideOk && outsideOk && ends;
}

describe('the reconstructed Austerlitz map', () => {
  it('ACG 1.3: edges by hex ids: north 1001-1026, south 2701-2726, west 1026-2726, east 1001-2701', () => {
    expect(g.size).toBe(18 * 26);
    const ids = (edge: string) => (m.edge(edge) ?? []).map((h) => g.idOf(h)).sort();
    expect(ids('north')).toEqual(Array.from({ length: 26 }, (_, i) => `10${String(i + 1).padStart(2, '0')}`));
    expect(ids('south')).toEqual(Array.from({ length: 26 }, (_, i) => `27${String(i + 1).padStart(2, '0')}`));
    expect(ids('west')).toEqual(Array.from({ length: 18 }, (_, i) => `${10 + i}26`));
    expect(ids('east')).toEqual(Array.from({ length: 18 }, (_, i) => `${10 + i}01`));
  });

  it('ACG 8.10: the grid makes 1514 touch 1614 and 1615 across pond hexsides (odd rows shifted)', () => {
    for (const [a, b] of [['1514', '1614'], ['1514', '1615'], ['2315', '2316'], ['2326', '2426'], ['1012', '1013'], ['2719', '2720'], ['1004', '1005']]) expect(adjacent(a!, b!)).toBe(true);
    expect(has('1514', '1614', 'pond')).toBe(true);
    expect(has('1514', '1615', 'pond')).toBe(true);
  });

  it('ACG 8.9: the hillcrest between 2316 and 2315 has 2315 uphill', () => {
    const { dir } = side('2316', '2315');
    expect(has('2316', '2315', 'hillcrest')).toBe(true);
    expect(m.uphillOf(at('2316'), dir)).toBe(at('2315'));
  });

  it('ACG 2.1, 9.8, 10.4: Austerlitz 2401 and Telnitz 2323 are towns, Telnitz a partial pond; the castle 2020 is the Fortress', () => {
    expect(m.terrainName(at('2401'))).toBe('town');
    expect(m.terrainName(at('2323'))).toBe('town');
    expect(region('partial-pond').has('2323')).toBe(true);
    expect(m.terrainName(at('2020'))).toBe('fortress');
    expect(m.place('Sokolnitz Castle')?.map((h) => g.idOf(h))).toEqual(['2020']);
    expect(m.place('Sokolnitz')!.length).toBeGreaterThanOrEqual(2); // 10.7: "one hex of Sokolnitz"
    expect(m.place('Sokolnitz')!.map((h) => g.idOf(h))).toContain('2121');
    expect(m.place('St. Anthony Chapel')).toBeDefined(); // 8.12
  });

  it('ACG 10.4: the Goldbach runs unbroken from 2326/2426 to 1012/1013, the intro set-up hexes on their sides', () => {
    const bank = region('north-west-of-goldbach');
    expect(chained(bank, ['2326', '2426'], ['1012', '1013'])).toBe(true);
    for (let h = 0; h < g.size; h++) {
      for (let d = 0; d < 6; d++) {
        const n = g.neighbor(h, d);
        if (n >= 0 && bank.has(g.idOf(h)) !== bank.has(g.idOf(n))) expect(m.hasFeature(h, d, 'stream')).toBe(true);
      }
    }
    for (const id of ['2323', '2121', '2223', '2020', '1918', '1518']) expect(bank.has(id)).toBe(true);
    for (const id of ['2220', '2219', '2118', '2218', '2017', '2422', '2421', '2521']) expect(bank.has(id)).toBe(false);
  });

  it('ACG 3.3, 4.4: the initial front line runs from 2719/2720 to 1004/1005; the Goldbach towns lie west of it, the heights east', () => {
    const west = region('west-of-front-line');
    expect(chained(west, ['2719', '2720'], ['1004', '1005'])).toBe(true);
    for (const place of ['Telnitz', 'Sokolnitz', 'Sokolnitz Castle', 'Kobelnitz', 'Puntowitz', 'Girzikowitz', 'Schlapanitz', 'Turas']) {
      expect(m.place(place)!.every((h) => west.has(g.idOf(h))), place).toBe(true);
    }
    for (const place of ['Pratzen', 'Blasowitz', 'Krug', 'Holubitz', 'Krzenowitz', 'Austerlitz', 'Augezd', 'Hostieradek', 'Zbischow']) {
      expect(m.place(place)!.some((h) => west.has(g.idOf(h))), place).toBe(false);
    }
    for (const h of region('pratzen-heights')) expect(west.has(h)).toBe(false);
  });

  it('the committed map is the generator output, and the SVG has its title, key and the word "reconstructed"', () => {
    expect(map).toEqual(JSON.parse(JSON.stringify(buildAusterlitzMap())));
    const svg = readFileSync(new URL('../../rulesets/a-crowning-glory/docs/austerlitz-map.svg', import.meta.url), 'utf8');
    expect(svg).toContain('A Crowning Glory: Austerlitz, 2 December 1805 (reconstructed map)');
    expect(svg).toContain('>Key<');
    expect(svg).toContain('RECONSTRUCTED');
  });
});
