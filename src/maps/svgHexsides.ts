/**
 * SVG drawing of hexside features (rivers, streams, slopes, bridges, roads...)
 * for {@link renderHexMapSvg}: one layer per kind, so roads lie under water
 * and bridges on top.
 *
 * @module
 */
import type { HexMap } from './hexMap.js';
import type { Point } from './hexLayout.js';
import type { HexMapView } from './hexMapView.js';
import { featureBit, type HexsideFeature } from './hexsideFeatures.js';

/** SVG layers of the hexside features, in drawing order. */
export interface HexsideLayers {
  readonly roads: string[];
  readonly water: string[];
  readonly slopes: string[];
  readonly bridges: string[];
}

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const line = (a: Point, b: Point, style: string): string =>
  `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" ${style}/>`;
const toward = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

const has = (mask: number, feature: HexsideFeature): boolean => (mask & featureBit(feature)) !== 0;

/**
 * Draws every hexside feature of the map once (each shared side is visited
 * from its lower-index hex). Slopes and hillcrests get ticks pointing downhill.
 */
export function svgHexsides(map: HexMap, view: HexMapView): HexsideLayers {
  const s = view.hexSize;
  const out: HexsideLayers = { roads: [], water: [], slopes: [], bridges: [] };
  for (let i = 0; i < map.size; i++) {
    for (let d = 0; d < 6; d++) {
      const j = map.grid.neighbor(i, d);
      const mask = map.hexsideFeatures(i, d);
      if (j < i || mask === 0) continue;
      const cs = view.corners(i);
      const a = cs[(d + 5) % 6] as Point;
      const b = cs[d] as Point;
      const ci = view.center(i);
      const cj = view.center(j);
      const id = `data-side="${map.grid.idOf(i)}-${map.grid.idOf(j)}"`;
      if (has(mask, 'road')) out.roads.push(line(ci, cj, `class="road" ${id} stroke="#9a5b2e" stroke-width="${f(s * 0.12)}" stroke-linecap="round"`));
      if (has(mask, 'trail')) {
        out.roads.push(line(ci, cj, `class="trail" ${id} stroke="#9a5b2e" stroke-width="${f(s * 0.07)}" stroke-dasharray="${f(s * 0.2)}"`));
      }
      if (has(mask, 'river')) out.water.push(line(a, b, `class="river" ${id} stroke="#2a64a8" stroke-width="${f(s * 0.26)}" stroke-linecap="round"`));
      if (has(mask, 'stream')) out.water.push(line(a, b, `class="stream" ${id} stroke="#3f8fd8" stroke-width="${f(s * 0.14)}" stroke-linecap="round"`));
      if (has(mask, 'creek')) out.water.push(line(a, b, `class="creek" ${id} stroke="#3476c0" stroke-width="${f(s * 0.2)}" stroke-linecap="round"`));
      if (has(mask, 'pond')) out.water.push(line(a, b, `class="pond" ${id} stroke="#8ec3ea" stroke-width="${f(s * 0.2)}"`));
      for (const kind of ['slope', 'hillcrest', 'steep'] as const) {
        if (!has(mask, kind)) continue;
        const colour = kind === 'slope' ? '#7a4a1c' : kind === 'steep' ? '#3d2410' : '#5b3a1a';
        const up = map.uphillOf(i, d);
        const down = up === i ? cj : ci;
        const ticks = [0.2, 0.5, 0.8].map((t) => {
          const p = toward(a, b, t);
          return line(p, toward(p, down, 0.28), `stroke="${colour}" stroke-width="${f(s * 0.07)}"`);
        });
        out.slopes.push(`<g class="${kind}" ${id}>${line(a, b, `stroke="${colour}" stroke-width="${f(s * 0.1)}" stroke-linecap="round"`)}${ticks.join('')}</g>`);
      }
      if (has(mask, 'bridge')) {
        const m = toward(a, b, 0.5);
        const p = toward(m, ci, 0.35);
        const q = toward(m, cj, 0.35);
        out.bridges.push(
          `<g class="bridge" ${id}>${line(p, q, `stroke="#2b2b2b" stroke-width="${f(s * 0.36)}"`)}` +
            `${line(p, q, `stroke="#e8dcc0" stroke-width="${f(s * 0.2)}"`)}</g>`,
        );
      }
    }
  }
  return out;
}
