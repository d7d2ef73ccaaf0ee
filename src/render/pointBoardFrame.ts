/**
 * The frame of a point-to-point map: boxes placed by their attributes, connections drawn by kind, box names.
 *
 * Where a box goes: its `x` and `y` attributes when every box has them; else its `lat` and `lon` (an
 * equirectangular projection, north up); else evenly round a circle in file order. A box's `terrain` attribute picks
 * its fill, `fortified: true` draws it square, `filler: true` small with an italic name. A connection's kind is read
 * as words joined by `+`: `dotted` is dashed, `river` (alone) is an uncrossed major river, `bridge` and `ford` put
 * their mark on the line.
 *
 * @module
 */
import type { Point } from '../maps/hexLayout.js';
import type { PointGraph } from '../maps/pointGraph.js';
import type { BoardFrame, KeyEntry } from './boardFrame.js';
import { DEFAULT_TERRAIN_COLORS, UNKNOWN_TERRAIN } from './palette.js';
import { escapeXml, num, svgLine } from './svgMarkup.js';

/** Options of {@link pointBoardFrame}. */
export interface PointFrameOptions {
  /** The width of the drawing in pixels, margins included (default 1800); the height follows the boxes' spread. */
  readonly width?: number;
  /** The side of a counter in pixels (default 24). */
  readonly counterSize?: number;
  /** Fill colour per box terrain, over the defaults. */
  readonly terrainColors?: Readonly<Record<string, string>>;
  /** The key's words for box terrains, e.g. `{ mountain: 'mountain box' }`. */
  readonly terrainNames?: Readonly<Record<string, string>>;
  /** The key's words for connection kinds, e.g. `{ dotted: 'dotted line, 2 PM (5.1)' }` (default: `'dotted line'`). */
  readonly connectionNames?: Readonly<Record<string, string>>;
  /** Print box names (default true). */
  readonly boxNames?: boolean;
}

const MARGIN = 40;
const attr = (graph: PointGraph, i: number, name: string): unknown => graph.box(i).attributes[name];
const numeric = (graph: PointGraph, names: readonly string[]): boolean =>
  Array.from({ length: graph.size }, (_, i) => i).every((i) => names.every((n) => typeof attr(graph, i, n) === 'number' && Number.isFinite(attr(graph, i, n))));

/** Raw positions (any scale, y down) of the boxes, from their attributes. */
function rawPositions(graph: PointGraph): Point[] {
  const all = Array.from({ length: graph.size }, (_, i) => i);
  if (graph.size > 0 && numeric(graph, ['x', 'y'])) return all.map((i) => ({ x: attr(graph, i, 'x') as number, y: attr(graph, i, 'y') as number }));
  if (graph.size > 0 && numeric(graph, ['lat', 'lon'])) {
    const lats = all.map((i) => attr(graph, i, 'lat') as number);
    const cos = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
    return all.map((i) => ({ x: (attr(graph, i, 'lon') as number) * cos, y: -(attr(graph, i, 'lat') as number) }));
  }
  return all.map((i) => ({ x: Math.cos((2 * Math.PI * i) / graph.size - Math.PI / 2), y: Math.sin((2 * Math.PI * i) / graph.size - Math.PI / 2) }));
}

/** A connection kind's words. */
const words = (kind: string): string[] => kind.split('+');

/** The key's default words for a connection kind: `'plain+bridge'` -> `'plain line, bridge'`. */
const WORDS: Readonly<Record<string, string>> = { plain: 'plain line', dotted: 'dotted line', bridge: 'bridge', ford: 'ford' };
const kindWords = (kind: string): string => (kind === 'river' ? 'major river, no crossing' : words(kind).map((w) => WORDS[w] ?? w).join(', '));

/** One connection as SVG between two points. */
function connectionSvg(kind: string, a: Point, b: Point, attrs: string): string {
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (kind === 'river') {
    return `<g class="connection river" ${attrs}>${svgLine(a, b, 'stroke="#c0392b" stroke-width="2" stroke-dasharray="2 4"')}<text x="${num(mid.x)}" y="${num(mid.y + 4)}" font-size="13" fill="#c0392b" text-anchor="middle">x</text></g>`;
  }
  const w = words(kind);
  const dash = w.includes('dotted') ? ' stroke-dasharray="6 4"' : '';
  let mark = '';
  if (w.includes('bridge')) mark = `<rect x="${num(mid.x - 5)}" y="${num(mid.y - 3)}" width="10" height="6" fill="#2a64a8"/>`;
  else if (w.includes('ford')) mark = `<circle cx="${num(mid.x)}" cy="${num(mid.y)}" r="3.5" fill="#8ec3ea" stroke="#2a64a8"/>`;
  return `<g class="connection ${escapeXml(w.join(' '))}" ${attrs}>${svgLine(a, b, `stroke="#555555" stroke-width="1.6"${dash}`)}${mark}</g>`;
}

/** A box's shape: a circle, a square if fortified, smaller if a filler. */
function boxSvg(p: Point, r: number, fill: string, fortified: boolean, attrs: string): string {
  return fortified
    ? `<rect ${attrs} x="${num(p.x - r)}" y="${num(p.y - r)}" width="${num(2 * r)}" height="${num(2 * r)}" fill="${fill}" stroke="#000000" stroke-width="2.2"/>`
    : `<circle ${attrs} cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}" fill="${fill}" stroke="#333333"/>`;
}

/**
 * Lays out a point-to-point map for drawing.
 *
 * @example
 * ```ts
 * import { loadPointGraph } from 'kriegsspiel';
 * import { pointBoardFrame } from 'kriegsspiel/render';
 * const loaded = loadPointGraph({
 *   id: 'demo', name: 'Demo', provenance: { kind: 'test' },
 *   boxes: [{ id: 'ulm', name: 'Ulm', attributes: { x: 0, y: 0, fortified: true } }, { id: 'munich', name: 'Munich', attributes: { x: 100, y: 40 } }],
 *   connections: [{ between: ['ulm', 'munich'], kind: 'dotted', cost: 2 }],
 * });
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const frame = pointBoardFrame(loaded.graph, { width: 600 });
 * frame.locate('ulm')!.x < frame.locate('munich')!.x; // true
 * ```
 */
export function pointBoardFrame(graph: PointGraph, options: PointFrameOptions = {}): BoardFrame {
  const width = options.width ?? 1800;
  const size = options.counterSize ?? 24;
  const raw = rawPositions(graph);
  const [xs, ys] = [raw.map((p) => p.x), raw.map((p) => p.y)];
  const [minX, minY] = raw.length === 0 ? [0, 0] : [Math.min(...xs), Math.min(...ys)];
  const spanX = (raw.length === 0 ? 1 : Math.max(...xs) - minX) || 1;
  const spanY = raw.length === 0 ? 0 : Math.max(...ys) - minY;
  const scale = (width - 2 * MARGIN - 4 * size) / spanX;
  const at = raw.map((p) => ({ x: MARGIN + (p.x - minX) * scale, y: MARGIN + (p.y - minY) * scale }));
  const height = spanY * scale + 2 * MARGIN;
  const colors = { ...DEFAULT_TERRAIN_COLORS, ...options.terrainColors };
  const fillOf = (i: number): string => {
    const t = attr(graph, i, 'terrain');
    return escapeXml(typeof t === 'string' && Object.hasOwn(colors, t) ? (colors[t] ?? UNKNOWN_TERRAIN) : UNKNOWN_TERRAIN);
  };
  const radius = (i: number): number => (attr(graph, i, 'filler') === true ? 5 : 7);

  const ground: string[] = ['<g class="connections" fill="none">'];
  const kinds: string[] = [];
  for (let c = 0; c < graph.connectionCount; c++) {
    const conn = graph.connection(c);
    if (!kinds.includes(conn.kind)) kinds.push(conn.kind);
    ground.push(connectionSvg(conn.kind, at[conn.a]!, at[conn.b]!, `data-between="${graph.idOf(conn.a)}-${graph.idOf(conn.b)}"`));
  }
  ground.push('</g>', '<g class="boxes">');
  const terrains: string[] = [];
  for (let i = 0; i < graph.size; i++) {
    const t = attr(graph, i, 'terrain');
    if (typeof t === 'string' && !terrains.includes(t)) terrains.push(t);
    ground.push(boxSvg(at[i]!, radius(i), fillOf(i), attr(graph, i, 'fortified') === true, `class="box" data-box="${escapeXml(graph.idOf(i))}"`));
  }
  ground.push('</g>');

  const labels: string[] = [];
  if (options.boxNames ?? true) {
    labels.push('<g class="box-names" text-anchor="middle" stroke="#ffffff" stroke-width="3" paint-order="stroke">');
    for (let i = 0; i < graph.size; i++) {
      const p = at[i]!;
      const style = attr(graph, i, 'filler') === true ? 'font-size="10" font-style="italic" fill="#555555"' : 'font-size="12" font-weight="bold" fill="#1f1a14"';
      labels.push(`<text x="${num(p.x)}" y="${num(p.y - radius(i) - 3)}" ${style}>${escapeXml(graph.box(i).name)}</text>`);
    }
    labels.push('</g>');
  }

  const key: KeyEntry[] = [];
  for (const kind of kinds.sort()) key.push({ swatch: connectionSvg(kind, { x: 0, y: 9 }, { x: 28, y: 9 }, ''), label: options.connectionNames?.[kind] ?? kindWords(kind) });
  for (const t of terrains) {
    const fill = escapeXml(Object.hasOwn(colors, t) ? (colors[t] ?? UNKNOWN_TERRAIN) : UNKNOWN_TERRAIN);
    key.push({ swatch: boxSvg({ x: 14, y: 9 }, 7, fill, false, ''), label: options.terrainNames?.[t] ?? `${t} box` });
  }
  if (Array.from({ length: graph.size }, (_, i) => attr(graph, i, 'fortified') === true).some(Boolean)) {
    key.push({ swatch: boxSvg({ x: 14, y: 9 }, 7, escapeXml(colors['clear'] ?? UNKNOWN_TERRAIN), true, ''), label: options.terrainNames?.['fortified'] ?? 'fortified' });
  }

  const indexOf = (id: string): number => graph.indexOf(id);
  return {
    width,
    height,
    counterSize: size,
    locate: (id) => (indexOf(id) < 0 ? null : at[indexOf(id)]!),
    stackAt: (id, k) => {
      const i = indexOf(id);
      if (i < 0) return null;
      const p = at[i]!;
      return { x: p.x + radius(i) + 3 + size / 2 + k * (size + 4), y: p.y + size * 0.15 };
    },
    outline: (id, attrs) => {
      const i = indexOf(id);
      return i < 0 ? null : `<circle data-box="${escapeXml(id)}" cx="${num(at[i]!.x)}" cy="${num(at[i]!.y)}" r="${num(radius(i) + 5)}" ${attrs}/>`;
    },
    boundary: (a, b) => {
      const [i, j] = [indexOf(a), indexOf(b)];
      return i < 0 || j < 0 || graph.connectionsBetween(i, j).length === 0 ? null : [at[i]!, at[j]!];
    },
    ground,
    labels,
    key,
  };
}
