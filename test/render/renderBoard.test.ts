import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHexMap, loadPointGraph, type HexMap, type Piece, type PointGraph } from 'kriegsspiel';
import { counterSvg, hexBoardFrame, pointBoardFrame, renderBoard, stackSvg } from 'kriegsspiel/render';
import { count, tagsOf } from './wellFormed.js';

function hexMap(): HexMap {
  const loaded = loadHexMap(JSON.parse(readFileSync(new URL('../maps/fixtures/test-map.json', import.meta.url), 'utf8')));
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.map;
}

function boxMap(attributes: (i: number) => Record<string, number | boolean | string>): PointGraph {
  const ids = ['ulm', 'munich', 'vienne', 'linz'];
  const loaded = loadPointGraph({
    id: 'boxes', name: 'Four boxes', provenance: { kind: 'test' },
    boxes: ids.map((id, i) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), attributes: attributes(i) })),
    connections: [
      { between: ['ulm', 'munich'], kind: 'plain', cost: 1 },
      { between: ['munich', 'linz'], kind: 'dotted+bridge', cost: 2 },
      { between: ['linz', 'vienne'], kind: 'river', cost: 3 },
    ],
  });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.graph;
}

/** The board's part of a picture (the key draws sample counters too). */
const boardOf = (svg: string): string => svg.slice(svg.indexOf('<g class="board"'), svg.indexOf('<g class="key"') >= 0 ? svg.indexOf('<g class="key"') : undefined);

const unit = (id: string, side: string, at: string, extra: Partial<Piece> = {}): Piece => ({ id, side, at, label: id, kind: 'infantry', values: '4-4', ...extra });

describe('renderBoard on a hex map', () => {
  const map = hexMap();

  it('draws a well-formed document with the title, the subtitle, every hex and the pieces in stacks', () => {
    const svg = renderBoard(map, {
      title: 'Test <board>',
      subtitle: ['Turn 1'],
      pieces: [unit('F1', 'french', '0203'), unit('F2', 'french', '0203'), unit('A1', 'allied', '0405')],
    });
    tagsOf(svg);
    expect(svg).toContain('<title>Test &lt;board&gt;</title>');
    expect(svg).toContain('>Turn 1</text>');
    expect(count(svg, /<polygon class="hex /g)).toBe(map.size);
    expect(count(svg, /<g class="stack"/g)).toBe(2);
    expect(svg).toMatch(/<g class="stack" data-at="0203" data-side="french">.*data-id="F2".*data-id="F1".*>2<\/text><\/g><\/g>/);
    expect(count(boardOf(svg), /<g class="piece"/g)).toBe(3);
  });

  it('leaves out pieces on locations the map does not have', () => {
    const svg = renderBoard(map, { pieces: [unit('F1', 'french', '9999'), unit('F2', 'french', 'ulm')] });
    expect(count(boardOf(svg), /<g class="piece"/g)).toBe(0);
  });

  it('colours sides by their order, and a given colour wins', () => {
    const pieces = [unit('A1', 'allied', '0101'), unit('F1', 'french', '0202')];
    expect(renderBoard(map, { pieces, sides: ['french', 'allied'] })).toMatch(/data-id="F1"[^]*?fill="#7d9be0"/);
    expect(renderBoard(map, { pieces, sides: ['french', 'allied'], sideColors: { french: 'red' } })).toMatch(/data-id="F1"[^]*?fill="red"/);
  });

  it('draws highlights, paths, odds and marked hexsides where the map has those locations', () => {
    const svg = renderBoard(map, {
      highlights: [{ at: '0202', label: '2' }, { at: '0303', kind: 'origin' }, { at: '0404', kind: 'target' }, { at: '9999' }],
      paths: [{ through: ['0303', '0302', '0202'] }, { through: ['0303'] }],
      odds: [{ at: '0404', text: '3-1' }, { at: '9999', text: '1-1' }],
      boundaries: [{ between: ['0101', '0102'] }, { between: ['0101', '0606'] }],
    });
    tagsOf(svg);
    expect(count(svg, /class="highlight (destination|origin|target)"/g)).toBe(3);
    expect(svg).toContain('>2</text>');
    expect(count(svg, /<g class="path"/g)).toBe(1);
    expect(svg).toContain('data-through="0303 0302 0202"');
    expect(count(svg, /<g class="odds"/g)).toBe(1);
    expect(svg).toContain('>3-1</text>');
    expect(count(svg, /class="boundary"/g)).toBe(1);
  });

  it('keys the terrain and hexside features the map has, the sides, markers and overlays the picture shows', () => {
    const key = (svg: string): string[] => [...svg.slice(svg.indexOf('<g class="key"')).matchAll(/<text x="36" y="13" font-size="12">([^<]*)<\/text>/g)].map((m) => m[1]!);
    const bare = key(renderBoard(map));
    expect(bare).toEqual(['clear', 'forest', 'town', 'lake', 'river hexside', 'bridge', 'stream', 'slope, ticks downhill', 'road', 'trail']);
    const full = key(renderBoard(map, {
      pieces: [unit('F1', 'french', '0101'), { side: 'allied', at: '0202', label: '?', hidden: true }],
      sideNames: { french: 'French' },
      highlights: [{ at: '0102' }],
      paths: [{ through: ['0101', '0102'] }],
      odds: [{ at: '0202', text: '1-2' }],
      terrainNames: { lake: 'lake (prohibited)' },
      keyEntries: [{ swatch: '', label: 'extra row' }],
    }));
    expect(full).toContain('lake (prohibited)');
    expect(full.slice(-6)).toEqual(['French', 'allied, face down', 'legal destination (cost)', 'path', 'combat odds', 'extra row']);
    expect(renderBoard(map, { key: false })).not.toContain('class="key"');
  });

  it('is pure: the same map and options give the same text, whatever the order of the pieces', () => {
    const pieces = [unit('F1', 'french', '0101'), unit('A1', 'allied', '0505'), unit('F2', 'french', '0303')];
    const svg = renderBoard(map, { pieces, sides: ['french', 'allied'] });
    expect(renderBoard(map, { pieces: [...pieces].reverse(), sides: ['french', 'allied'] })).toBe(svg);
  });

  it('lays out the frame: hex centres, stacks side by side, outlines only for hexes of the map', () => {
    const frame = hexBoardFrame(map, { hexSize: 20 });
    expect(frame.locate('0101')).not.toBeNull();
    expect(frame.locate('0000')).toBeNull();
    const [a, b] = [frame.stackAt('0303', 0, 2)!, frame.stackAt('0303', 1, 2)!];
    expect(b.x).toBeGreaterThan(a.x);
    expect(frame.outline('0303', 'fill="red"')).toMatch(/^<polygon data-hex="0303" points="[^"]+" fill="red"\/>$/);
    expect(frame.boundary('0101', '0303')).toBeNull();
  });
});

describe('renderBoard on a point-to-point map', () => {
  it('places boxes by x and y, draws connections by kind and counters beside their box', () => {
    const graph = boxMap((i) => ({ x: i * 100, y: i % 2 === 0 ? 0 : 50, terrain: i === 0 ? 'mountain' : 'clear', fortified: i === 2 }));
    const svg = renderBoard(graph, { pieces: [unit('F1', 'french', 'ulm'), unit('A1', 'allied', 'ulm'), { side: 'allied', at: 'linz', label: '?', hidden: true, count: 3 }] });
    tagsOf(svg);
    expect(count(svg, /class="box"/g)).toBe(4);
    expect(svg).toMatch(/<rect class="box" data-box="vienne"/);
    expect(svg).toContain('class="connection dotted bridge"');
    expect(svg).toContain('class="connection river"');
    expect(count(svg, /<g class="stack" data-at="ulm"/g)).toBe(2);
    expect(svg).toMatch(/<g class="piece hidden" data-side="allied" data-at="linz" data-kind="[^"]*" data-count="3">|<g class="piece hidden" data-side="allied" data-at="linz" data-count="3">/);
    expect(svg).toContain('>3</text>');
    const frame = pointBoardFrame(graph, { width: 800 });
    expect(frame.locate('ulm')!.x).toBeLessThan(frame.locate('munich')!.x);
    expect(frame.locate('munich')!.y).toBeGreaterThan(frame.locate('ulm')!.y);
    expect(frame.stackAt('ulm', 1, 2)!.x).toBeGreaterThan(frame.stackAt('ulm', 0, 2)!.x);
    expect(frame.boundary('ulm', 'munich')).not.toBeNull();
    expect(frame.boundary('ulm', 'vienne')).toBeNull();
    expect(frame.key.map((k) => k.label)).toEqual(['dotted line, bridge', 'plain line', 'major river, no crossing', 'mountain box', 'clear box', 'fortified']);
  });

  it('places boxes by latitude and longitude (north up), else round a circle', () => {
    const geo = pointBoardFrame(boxMap((i) => ({ lat: 48 + i, lon: 10 + i })));
    expect(geo.locate('munich')!.y).toBeLessThan(geo.locate('ulm')!.y);
    expect(geo.locate('munich')!.x).toBeGreaterThan(geo.locate('ulm')!.x);
    const plain = pointBoardFrame(boxMap(() => ({})));
    const points = ['ulm', 'munich', 'vienne', 'linz'].map((id) => plain.locate(id)!);
    expect(new Set(points.map((p) => `${p.x},${p.y}`)).size).toBe(4);
  });
});

describe('counters', () => {
  it('print the label, values, face, marks and step pips, escaped', () => {
    const svg = counterSvg({ id: 'a&b', side: 'french', at: '0101', label: 'L<1>', kind: 'cavalry', values: '3', face: 'Passive', steps: { left: 2, full: 4 }, marks: ['D'] }, { x: 20, y: 20 }, 36, '#fff');
    tagsOf(svg);
    expect(svg).toContain('data-id="a&amp;b"');
    expect(svg).toContain('data-face="Passive"');
    expect(svg).toContain('>L&lt;1&gt;</text>');
    expect(svg).toContain('>P</text>');
    expect(svg).toContain('>D</text>');
    expect(count(svg, /<circle [^>]*fill="#000000" stroke/g)).toBe(2);
    expect(count(svg, /<circle [^>]*fill="none" stroke/g)).toBe(2);
  });

  it('a hidden marker shows nothing but its side and a question mark, even if given an id or a name', () => {
    const svg = counterSvg({ id: 'secret', side: 'coalition', at: 'ulm', label: 'Secret name', hidden: true, values: '9' }, { x: 20, y: 20 }, 24, '#fff');
    expect(svg).not.toContain('secret');
    expect(svg).not.toContain('Secret name');
    expect(svg).not.toContain('>9<');
    expect(svg).toContain('>?</text>');
  });

  it('a stack of one has no count badge; a long name is set on two lines', () => {
    expect(stackSvg([unit('F1', 'french', '0101')], { x: 0, y: 0 }, 36, '#fff')).not.toContain('stack-count');
    expect(stackSvg([], { x: 0, y: 0 }, 36, '#fff')).toBe('');
    const long = counterSvg(unit('x', 'french', '0101', { label: 'Cavalry Reserve train' }), { x: 0, y: 0 }, 36, '#fff');
    expect(long).toContain('>Cavalry</text>');
    expect(long).toContain('>Reserve train</text>');
  });
});
