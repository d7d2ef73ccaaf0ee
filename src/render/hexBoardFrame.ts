/**
 * The frame of a hex map: hexes filled by terrain, hexside features, printed hex ids and place names, turned so that
 * the map's named north edge is up (see `hexMapView`).
 *
 * @module
 */
import type { HexMap } from '../maps/hexMap.js';
import type { Point } from '../maps/hexLayout.js';
import { hexMapView, type ViewRotation } from '../maps/hexMapView.js';
import { HEXSIDE_FEATURES, featureBit, type HexsideFeature } from '../maps/hexsideFeatures.js';
import type { BoardFrame, KeyEntry } from './boardFrame.js';
import { DEFAULT_TERRAIN_COLORS, UNKNOWN_TERRAIN } from './palette.js';
import { hexsideFeatureSvg, svgHexsides } from './svgHexsides.js';
import { escapeXml, num, pointList, toward } from './svgMarkup.js';

/** Options of {@link hexBoardFrame}. */
export interface HexFrameOptions {
  /** Hex centre-to-corner distance in pixels (default 24). */
  readonly hexSize?: number;
  /** Fill colour per terrain name, over the defaults. */
  readonly terrainColors?: Readonly<Record<string, string>>;
  /** The key's words for terrain names, e.g. `{ 'all-pond': 'All-Pond (8.7)' }` (default: the name). */
  readonly terrainNames?: Readonly<Record<string, string>>;
  /** The key's words for hexside features, e.g. `{ hillcrest: 'hillcrest, ticks downhill (8.9)' }`. */
  readonly featureNames?: Readonly<Partial<Record<HexsideFeature, string>>>;
  /** Print each hex's id (default true). */
  readonly hexIds?: boolean;
  /** Print place names (default true). */
  readonly placeNames?: boolean;
  /** Clockwise quarter-turn; by default the map's `north` edge is put at the top. */
  readonly rotate?: ViewRotation;
  /** Mirror left-right after turning (by default only to put a named `east` edge on the right). */
  readonly flip?: boolean;
}

/** The words of the key for features without a given name. */
const FEATURE_WORDS: Readonly<Record<HexsideFeature, string>> = {
  river: 'river hexside', bridge: 'bridge', stream: 'stream', slope: 'slope, ticks downhill', road: 'road', trail: 'trail',
  pond: 'pond hexside', hillcrest: 'hillcrest, ticks downhill', creek: 'creek', steep: 'steep slope, ticks downhill',
};

/** A key sample of a hexside feature: the feature drawn along a 26 px line (a bridge over a river). */
function featureSample(feature: HexsideFeature): string {
  const across = { a: { x: 0, y: 9 }, b: { x: 26, y: 9 }, from: { x: 13, y: 0 }, to: { x: 13, y: 18 }, down: { x: 13, y: 18 } };
  if (feature === 'road' || feature === 'trail') return hexsideFeatureSvg(feature, { ...across, from: across.a, to: across.b }, 20);
  if (feature === 'bridge') return hexsideFeatureSvg('river', across, 20) + hexsideFeatureSvg('bridge', across, 20);
  return hexsideFeatureSvg(feature, across, 20);
}

/** Place names (at most 14 px) below their hexes, or above them when that would overprint an earlier name. */
function placeLabels(map: HexMap, center: (i: number) => Point, s: number): string[] {
  const out: string[] = [];
  const boxes: Array<readonly [number, number, number, number]> = [];
  const fontSize = Math.min(s * 0.5, 14);
  for (const name of map.placeNames) {
    const cs = (map.place(name) ?? []).map(center);
    if (cs.length === 0) continue;
    const x = cs.reduce((a, c) => a + c.x, 0) / cs.length;
    const y = cs.reduce((a, c) => a + c.y, 0) / cs.length;
    const half = name.length * fontSize * 0.3 + 2;
    const free = (b: number): boolean => boxes.every(([x0, y0, x1, y1]) => x + half < x0 || x - half > x1 || b < y0 || b - fontSize > y1);
    const baseline = [y + s * 0.9, y - s * 0.6].find(free) ?? y + s * 0.9;
    boxes.push([x - half, baseline - fontSize, x + half, baseline]);
    out.push(`<text x="${num(x)}" y="${num(baseline)}">${escapeXml(name)}</text>`);
  }
  return out;
}

/**
 * Lays out a hex map for drawing.
 *
 * @example
 * ```ts
 * import { loadHexMap } from 'kriegsspiel';
 * import { hexBoardFrame } from 'kriegsspiel/render';
 * const loaded = loadHexMap({
 *   id: 'demo', name: 'Demo', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 3 }, rows: { first: 1, last: 3 } },
 *   terrainTypes: ['clear', 'town'], defaultTerrain: 'clear', terrain: { town: ['0202'] },
 * });
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const frame = hexBoardFrame(loaded.map, { hexSize: 20 });
 * frame.locate('0202'); // the hex's centre in pixels; frame.locate('9999') is null
 * frame.key.map((k) => k.label); // ['clear', 'town']
 * ```
 */
export function hexBoardFrame(map: HexMap, options: HexFrameOptions = {}): BoardFrame {
  const view = hexMapView(map, {
    ...(options.hexSize === undefined ? {} : { hexSize: options.hexSize }),
    ...(options.rotate === undefined ? {} : { rotate: options.rotate }),
    ...(options.flip === undefined ? {} : { flip: options.flip }),
  });
  const s = view.hexSize;
  const colors = { ...DEFAULT_TERRAIN_COLORS, ...options.terrainColors };
  const fill = (terrain: string): string => escapeXml((Object.hasOwn(colors, terrain) ? colors[terrain] : undefined) ?? UNKNOWN_TERRAIN);
  const ground: string[] = ['<g class="hexes" stroke="#b9b19a" stroke-width="0.6">'];
  const used = new Set<string>();
  for (let i = 0; i < map.size; i++) {
    const terrain = map.terrainName(i);
    used.add(terrain);
    ground.push(`<polygon class="hex ${escapeXml(terrain)}" data-hex="${map.grid.idOf(i)}" points="${pointList(view.corners(i))}" fill="${fill(terrain)}"/>`);
  }
  ground.push('</g>');
  for (const [name, layer] of Object.entries(svgHexsides(map, view))) ground.push(`<g class="${name}" fill="none">`, ...layer, '</g>');

  const labels: string[] = [];
  if (options.hexIds ?? true) {
    labels.push(`<g class="hex-ids" font-size="${num(s * 0.3)}" fill="#6b6454" text-anchor="middle">`);
    for (let i = 0; i < map.size; i++) {
      const c = view.center(i);
      labels.push(`<text x="${num(c.x)}" y="${num(c.y - s * 0.45)}">${map.grid.idOf(i)}</text>`);
    }
    labels.push('</g>');
  }
  if (options.placeNames ?? true) {
    labels.push(
      `<g class="places" font-size="${num(Math.min(s * 0.5, 14))}" font-weight="bold" fill="#1f1a14" text-anchor="middle" stroke="#ffffff" stroke-width="${num(Math.min(s * 0.12, 3.4))}" paint-order="stroke">`,
      ...placeLabels(map, (i) => view.center(i), s),
      '</g>',
    );
  }

  const key: KeyEntry[] = [];
  for (const terrain of map.terrainTypes) {
    if (used.has(terrain)) key.push({ swatch: `<rect width="26" height="16" fill="${fill(terrain)}" stroke="#b9b19a"/>`, label: options.terrainNames?.[terrain] ?? terrain });
  }
  let features = 0;
  for (let i = 0; i < map.size; i++) for (let d = 0; d < 6; d++) features |= map.hexsideFeatures(i, d);
  for (const feature of HEXSIDE_FEATURES) {
    if ((features & featureBit(feature)) !== 0) key.push({ swatch: featureSample(feature), label: options.featureNames?.[feature] ?? FEATURE_WORDS[feature] });
  }

  const indexOf = (at: string): number => map.grid.indexOf(at);
  return {
    width: view.width,
    height: view.height,
    counterSize: s * 1.05,
    locate: (at) => (indexOf(at) < 0 ? null : view.center(indexOf(at))),
    stackAt: (at, k, n) => {
      const i = indexOf(at);
      if (i < 0) return null;
      const c = view.center(i);
      return { x: c.x + (k - (n - 1) / 2) * s * 0.55, y: c.y + s * 0.12 };
    },
    outline: (at, attrs) => {
      const i = indexOf(at);
      if (i < 0) return null;
      const c = view.center(i);
      return `<polygon data-hex="${map.grid.idOf(i)}" points="${pointList(view.corners(i).map((p) => toward(c, p, 0.9)))}" ${attrs}/>`;
    },
    boundary: (a, b) => {
      const i = indexOf(a);
      const j = indexOf(b);
      if (i < 0 || j < 0) return null;
      for (let d = 0; d < 6; d++) {
        if (map.grid.neighbor(i, d) !== j) continue;
        const cs = view.corners(i);
        return [cs[(d + 5) % 6] as Point, cs[d] as Point];
      }
      return null;
    },
    ground,
    labels,
    key,
  };
}
