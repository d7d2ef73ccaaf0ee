// The reconstructed Danube box map against what the rules and scenarios say of it.
import { readFileSync } from 'node:fs';
import { loadPointGraph } from 'kriegsspiel';
import { describe, expect, it } from 'vitest';
import map from '../../rulesets/jours-de-gloire/data/danubeMap.json' with { type: 'json' };
import { buildDanubeMap } from '../../rulesets/jours-de-gloire/data/danube/generate.js';

interface Link { between: [string, string]; kind: string; note?: string }
const links = map.connections as unknown as Link[];
const boxes = map.boxes as unknown as { id: string; name: string; attributes: { lat: number; lon: number; terrain: string; fortified: boolean } }[];
const box = (id: string) => boxes.find((b) => b.id === id)!;
const link = (a: string, b: string) => links.find((l) => (l.between[0] === a && l.between[1] === b) || (l.between[0] === b && l.between[1] === a));
const neighbours = (id: string) => links.filter((l) => l.between.includes(id) && l.kind !== 'river').map((l) => (l.between[0] === id ? l.between[1] : l.between[0]));

/** Every box the nine scenarios name, by its map id. */
const NAMED = [
  'bale', 'zurich', 'colmar', 'strasbourg', 'donau-eschingen', 'heilbronn', 'heidelberg', 'baden', 'kempfen', 'bregenz', 'ulm', 'munich',
  'freising', 'rosenheim', 'braunau', 'salzbourg', 'ratisbonne', 'passau', 'linz', 'wels', 'vienne', 'mayence', 'frankfurt', 'landau', 'spire',
  'manheim', 'bamberg', 'neuburg', 'ravensburg', 'eger', 'troppau', 'augsbourg', 'innsbruck', 'molk', 'landsberg', 'amstetten', 'gaming',
  'st-ganing', 'steyer', 'prague', 'cham', 'kufstein', 'annaberg', 'brunn', 'olmutz', 'brixen', 'amberg', 'nuremberg', 'hall', 'neumarkt',
  'landshut', 'straubing', 'lobositz', 'pilsen', 'laufen', 'zwickau', 'klagenfurt', 'volkermarkt', 'essling', 'wiener-neustadt', 'kollabrunn',
  'krems', 'st-polten', 'presbourg', 'radstadt', 'enns', 'budweiss', 'wagram', 'raab', 'ems', 'freiberg', 'austerlitz', 'goding',
];

describe('the reconstructed Danube map', () => {
  it('loads, and is the generator output', () => {
    expect(loadPointGraph(map as never).ok).toBe(true);
    expect(map).toEqual(JSON.parse(JSON.stringify(buildDanubeMap())));
  });

  it('JdG scenarios S1-S9: every box they name is on the map', () => {
    for (const id of NAMED) expect(box(id), id).toBeDefined();
  });

  it('JdG 5.1: the connection between Essling and the space south of it is a major river without a bridge', () => {
    expect(link('essling', 'wiener-neustadt')?.kind).toBe('river');
  });

  it('JdG S8: the bridges the scenario destroys are bridges (Vienne-Wagram, Krems-St Pölten, Hollabrünn-south, Presbourg-south)', () => {
    for (const [a, b] of [['vienne', 'wagram'], ['krems', 'st-polten'], ['kollabrunn', 'tulln'], ['presbourg', 'altenburg']] as const) {
      expect(link(a, b)?.kind, `${a}-${b}`).toMatch(/\+bridge$/);
    }
    expect(box('tulln').attributes.lat).toBeLessThan(box('kollabrunn').attributes.lat); // the box south of Hollabrünn
    expect(box('altenburg').attributes.lat).toBeLessThan(box('presbourg').attributes.lat);
  });

  it('JdG S5, S8: a space between St Pölten and Vienne, a mountain space between Kufstein and Radstadt', () => {
    expect(neighbours('tulln')).toEqual(expect.arrayContaining(['st-polten', 'vienne']));
    expect(link('st-polten', 'vienne')).toBeUndefined();
    expect(box('st-johann').attributes.terrain).toBe('mountain');
    expect(neighbours('st-johann')).toEqual(expect.arrayContaining(['kufstein', 'radstadt']));
  });

  it('JdG S1: a box directly north of Baden; S2: the Inn is crossed by bridges between Passau and Salzbourg, the Traun by fords', () => {
    // Karlsruhe: on the right bank, apart from Heidelberg, which S1 names on its own
    expect(neighbours('baden')).toContain('karlsruhe');
    expect(neighbours('baden')).not.toContain('heidelberg');
    expect(box('karlsruhe').attributes.lat).toBeGreaterThan(box('baden').attributes.lat);
    expect(Math.abs(box('karlsruhe').attributes.lon - box('baden').attributes.lon)).toBeLessThan(0.3);
    expect(links.filter((l) => /Inn \(major\)/.test(l.note ?? '')).every((l) => l.kind.endsWith('+bridge'))).toBe(true);
    expect(links.some((l) => /Traun/.test(l.note ?? '') && l.kind.endsWith('+ford'))).toBe(true);
  });

  it('the map erratum: the road from Austerlitz joins the others at Göding', () => {
    expect(neighbours('austerlitz')).toContain('goding');
    expect(neighbours('goding')).toEqual(expect.arrayContaining(['austerlitz', 'wagram', 'presbourg']));
  });

  it('every box can be reached from every other by crossable connections', () => {
    const seen = new Set(['vienne']);
    const queue = ['vienne'];
    while (queue.length > 0) for (const n of neighbours(queue.pop()!)) if (!seen.has(n)) [seen.add(n), queue.push(n)];
    expect(seen.size).toBe(boxes.length);
  });

  it('the SVG has its title, key and the word "reconstructed"', () => {
    const svg = readFileSync(new URL('../../rulesets/jours-de-gloire/docs/danube-map.svg', import.meta.url), 'utf8');
    expect(svg).toContain('The Danube, 1800-1809 (reconstructed map)');
    expect(svg).toContain('>Key<');
    expect(svg).toContain('RECONSTRUCTED');
  });
});
