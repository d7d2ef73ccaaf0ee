/**
 * SVG drawing of hexside features (rivers, streams, ponds, slopes with their uphill side, bridges, roads): one
 * layer per kind, so that roads lie under water and bridges on top. The key draws its samples with the same code.
 *
 * @module
 */
import type { HexMap } from '../maps/hexMap.js';
import type { Point } from '../maps/hexLayout.js';
import type { HexMapView } from '../maps/hexMapView.js';
import { HEXSIDE_FEATURES, featureBit, type HexsideFeature } from '../maps/hexsideFeatures.js';
import { HEXSIDE_STYLES } from './palette.js';
import { num, svgLine, toward } from './svgMarkup.js';

/** SVG layers of the hexside features, in drawing order. */
export interface HexsideLayers {
  readonly roads: string[];
  readonly water: string[];
  readonly slopes: string[];
  readonly bridges: string[];
}

/** Where one hexside is drawn: its two corners, the centres of the hexes on either side, and the downhill centre. */
export interface HexsideGeometry {
  /** The hexside's ends. */
  readonly a: Point;
  readonly b: Point;
  /** The centres of the two hexes it separates (a road runs between them). */
  readonly from: Point;
  readonly to: Point;
  /** The centre of the downhill hex, for slopes (ticks point to it). */
  readonly down?: Point;
}

const LAYER_OF: Readonly<Record<HexsideFeature, keyof HexsideLayers>> = {
  road: 'roads', trail: 'roads', river: 'water', creek: 'water', stream: 'water', pond: 'water',
  slope: 'slopes', hillcrest: 'slopes', steep: 'slopes', bridge: 'bridges',
};

/**
 * One hexside feature as SVG (`attrs` is written into its element, e.g. a `data-side`): a road or trail joins the
 * two centres, water runs along the side, a slope is a line with three ticks on its downhill side, a bridge a plank
 * across the side's middle. `s` is the hex size in pixels.
 */
export function hexsideFeatureSvg(feature: HexsideFeature, g: HexsideGeometry, s: number, attrs = ''): string {
  const style = HEXSIDE_STYLES[feature];
  const width = `stroke-width="${num(s * style.width)}"`;
  const at = attrs === '' ? '' : ` ${attrs}`;
  switch (feature) {
    case 'road':
    case 'trail': {
      const dash = style.dash === undefined ? '' : ` stroke-dasharray="${num(s * style.dash)}"`;
      return svgLine(g.from, g.to, `class="${feature}"${at} stroke="${style.color}" ${width} stroke-linecap="round"${dash}`);
    }
    case 'slope':
    case 'hillcrest':
    case 'steep': {
      const down = g.down ?? g.to;
      const ticks = [0.2, 0.5, 0.8].map((t) => {
        const p = toward(g.a, g.b, t);
        return svgLine(p, toward(p, down, 0.28), `stroke="${style.color}" stroke-width="${num(s * 0.07)}"`);
      });
      return `<g class="${feature}"${at}>${svgLine(g.a, g.b, `stroke="${style.color}" ${width} stroke-linecap="round"`)}${ticks.join('')}</g>`;
    }
    case 'bridge': {
      const m = toward(g.a, g.b, 0.5);
      const p = toward(m, g.from, 0.35);
      const q = toward(m, g.to, 0.35);
      return `<g class="bridge"${at}>${svgLine(p, q, `stroke="${style.color}" ${width}`)}${svgLine(p, q, `stroke="#e8dcc0" stroke-width="${num(s * 0.2)}"`)}</g>`;
    }
    default:
      return svgLine(g.a, g.b, `class="${feature}"${at} stroke="${style.color}" ${width}${feature === 'pond' ? '' : ' stroke-linecap="round"'}`);
  }
}

/**
 * Draws every hexside feature of the map once (each shared side is visited from its lower-index hex).
 *
 * @example
 * ```ts
 * import { hexMapView, loadHexMap } from 'kriegsspiel';
 * import { svgHexsides } from 'kriegsspiel/render';
 * const loaded = loadHexMap({
 *   id: 'demo', name: 'Demo', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 2 }, rows: { first: 1, last: 2 } },
 *   terrainTypes: ['clear'], defaultTerrain: 'clear', hexsides: [{ between: ['0101', '0102'], features: ['stream', 'bridge'] }],
 * });
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const layers = svgHexsides(loaded.map, hexMapView(loaded.map));
 * layers.water.length; // 1 (the stream), and layers.bridges.length is 1
 * ```
 */
export function svgHexsides(map: HexMap, view: HexMapView): HexsideLayers {
  const out: HexsideLayers = { roads: [], water: [], slopes: [], bridges: [] };
  for (let i = 0; i < map.size; i++) {
    for (let d = 0; d < 6; d++) {
      const j = map.grid.neighbor(i, d);
      const mask = map.hexsideFeatures(i, d);
      if (j < i || mask === 0) continue;
      const cs = view.corners(i);
      const from = view.center(i);
      const to = view.center(j);
      const up = map.uphillOf(i, d);
      const g: HexsideGeometry = { a: cs[(d + 5) % 6] as Point, b: cs[d] as Point, from, to, down: up === i ? to : from };
      const attrs = `data-side="${map.grid.idOf(i)}-${map.grid.idOf(j)}"`;
      for (const feature of HEXSIDE_FEATURES) {
        if ((mask & featureBit(feature)) !== 0) out[LAYER_OF[feature]].push(hexsideFeatureSvg(feature, g, view.hexSize, attrs));
      }
    }
  }
  return out;
}
