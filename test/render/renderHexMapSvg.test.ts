import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadHexMap, type HexMap } from '../../src/maps/hexMap.js';
import { hexMapView, northUp } from '../../src/maps/hexMapView.js';
import { featureBit, type HexsideFeature } from '../../src/maps/hexsideFeatures.js';
import * as maps from '../../src/maps/index.js';
import * as render from '../../src/render/index.js';
import { renderHexMapSvg } from '../../src/render/renderHexMapSvg.js';
import { count, tagsOf } from './wellFormed.js';

const fixture = (): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL('../maps/fixtures/test-map.json', import.meta.url), 'utf8')) as Record<string, unknown>;

function load(edit: (json: Record<string, unknown>) => void = () => {}): HexMap {
  const json = fixture();
  edit(json);
  const result = loadHexMap(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.map;
}

const sidesWith = (map: HexMap, feature: HexsideFeature): number => {
  let n = 0;
  for (let i = 0; i < map.size; i++) {
    for (let d = 0; d < 6; d++) if (map.grid.neighbor(i, d) > i && (map.hexsideFeatures(i, d) & featureBit(feature)) !== 0) n++;
  }
  return n;
};

describe('renderHexMapSvg', () => {
  it('draws a well-formed SVG document with one polygon per hex', () => {
    const map = load();
    const svg = renderHexMapSvg(map);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const tags = tagsOf(svg);
    expect(tags.filter((t) => t === 'polygon')).toHaveLength(map.size);
    const hexIds = [...svg.matchAll(/<polygon[^>]*data-hex="(\d{4})"/g)].map((m) => m[1]);
    expect(new Set(hexIds).size).toBe(map.size);
    expect(svg).toMatch(/<polygon class="hex town" data-hex="0305"[^>]*fill="#c79a78"/);
    expect(svg).toContain('<title>Six by six test map</title>');
  });

  it('draws each hexside feature once, with ticks on slopes', () => {
    const map = load();
    const svg = renderHexMapSvg(map);
    for (const feature of ['river', 'stream', 'road', 'trail', 'bridge', 'slope'] as const) {
      expect(count(svg, new RegExp(`class="${feature}"`, 'g')), feature).toBe(sidesWith(map, feature));
    }
    // A slope group is its line and three ticks.
    expect(svg).toMatch(/<g class="slope"[^>]*>(<line [^>]*\/>){4}<\/g>/);
  });

  it('labels places and hex ids unless told not to, escaping text', () => {
    const map = load((json) => {
      (json['places'] as Array<{ name: string }>)[1]!.name = 'Essling & <Co>';
    });
    const svg = renderHexMapSvg(map);
    expect(svg).toContain('>Aspern</text>');
    expect(svg).toContain('>Essling &amp; &lt;Co&gt;</text>');
    expect(count(svg, /<text [^>]*>\d{4}<\/text>/g)).toBe(map.size);
    tagsOf(svg);
    const bare = renderHexMapSvg(map, { labels: false });
    expect(bare).not.toContain('Aspern');
    expect(count(bare, /<text/g)).toBe(0);
  });

  it('draws unit markers on known hexes and skips unknown ones', () => {
    const svg = renderHexMapSvg(load(), { units: [{ hex: '0305', label: 'IV', color: '#5470c6' }, { hex: '9999', label: 'X' }] });
    expect(count(svg, /<g class="unit"/g)).toBe(1);
    expect(svg).toMatch(/<g class="unit" data-hex="0305"><rect [^>]*fill="#5470c6"[^>]*\/><text [^>]*>IV<\/text><\/g>/);
  });

  it('takes terrain colours and a hex size', () => {
    const map = load();
    const small = renderHexMapSvg(map, { hexSize: 10, terrainColors: { forest: 'darkgreen' } });
    expect(small).toMatch(/data-hex="0203"[^>]*fill="darkgreen"/);
    const width = (svg: string) => Number(/width="([\d.]+)"/.exec(svg)?.[1]);
    expect(width(renderHexMapSvg(map, { hexSize: 20 }))).toBeCloseTo(2 * width(small), 0);
  });

  it('turns the map so its named north edge is up (Wagram: north = last column, turned 270 degrees)', () => {
    const wagramLike = load((json) => {
      json['edges'] = { west: 'firstRow', east: 'lastRow', south: 'firstColumn', north: 'lastColumn' };
    });
    expect(northUp(wagramLike)).toEqual({ rotate: 270, flip: false });
    const view = hexMapView(wagramLike);
    const c = (id: string) => view.center(wagramLike.grid.indexOf(id));
    expect(c('0601').y).toBeLessThan(c('0101').y); // higher column = further north = higher up
    expect(c('0106').x).toBeGreaterThan(c('0101').x); // higher row = further east = further right
    // The fixture names north = first row and east = last column, as drawn; east = first column needs a mirror.
    expect(northUp(load())).toEqual({ rotate: 0, flip: false });
    const mirrored = load((json) => {
      json['edges'] = { north: 'firstRow', east: 'firstColumn' };
    });
    expect(northUp(mirrored)).toEqual({ rotate: 0, flip: true });
    const m = hexMapView(mirrored);
    expect(m.center(mirrored.grid.indexOf('0101')).x).toBeGreaterThan(m.center(mirrored.grid.indexOf('0601')).x);
    expect(northUp(load((json) => void delete json['edges']))).toEqual({ rotate: 0, flip: false });
    // An explicit rotation wins and swaps width and height at a quarter turn.
    const plain = hexMapView(wagramLike, { rotate: 0 });
    expect(plain.width).toBeCloseTo(view.height);
    expect(plain.flip).toBe(false);
  });

  it('is pure: the same map and options give the same text', () => {
    const map = load();
    expect(renderHexMapSvg(map, { hexSize: 16 })).toBe(renderHexMapSvg(map, { hexSize: 16 }));
  });

  it('is exported from the render entry point, and no longer from the maps one (TSDoc example)', () => {
    expect('renderHexMapSvg' in maps).toBe(false);
    const result = maps.loadHexMap(fixture());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const svg = render.renderHexMapSvg(result.map, { hexSize: 20, units: [{ hex: '0809', label: 'IV', color: '#5470c6' }] });
    expect(svg).toContain('</svg>');
  });
});
