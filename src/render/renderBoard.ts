/**
 * A whole board as one SVG document: a hex map or a box map, counters in stacks, overlays for a decision, a title
 * and a key. Pure: the same map and options give the same text; no DOM.
 *
 * @module
 */
import type { Piece } from '../core/piece.js';
import type { HexMap } from '../maps/hexMap.js';
import type { PointGraph } from '../maps/pointGraph.js';
import type { BoardFrame, KeyEntry } from './boardFrame.js';
import { counterSvg, stackSvg } from './counterSvg.js';
import { hexBoardFrame, type HexFrameOptions } from './hexBoardFrame.js';
import { keyHeight, keyWidth, mapKeySvg } from './mapKey.js';
import { boundariesSvg, highlightsSvg, oddsSvg, pathsSvg, type Highlight, type MarkedBoundary, type OddsLabel, type PathOverlay } from './overlays.js';
import { DEFAULT_SIDE_COLORS, OVERLAY_COLORS } from './palette.js';
import { pointBoardFrame, type PointFrameOptions } from './pointBoardFrame.js';
import { escapeXml, num } from './svgMarkup.js';

/** A map `renderBoard` draws: a hex map or a point-to-point graph. */
export type DrawableMap = HexMap | PointGraph;

/**
 * Options of {@link renderBoard}; the frame options apply to the map's kind (`hexSize` to hex maps, default 36 here so
 * that counters read; `width` and `counterSize` to box maps).
 */
export interface RenderBoardOptions extends HexFrameOptions, PointFrameOptions {
  /** The title line (default: the map's name). */
  readonly title?: string;
  /** Lines under the title, e.g. the turn and phase. */
  readonly subtitle?: readonly string[];
  /** The counters, each at a printed hex id or box id (those at unknown locations are left out). */
  readonly pieces?: readonly Piece[];
  /** The sides in their order, for default colours and the key (default: as they first appear in `pieces`). */
  readonly sides?: readonly string[];
  /** Counter colour per side, over the defaults (French blue, then white). */
  readonly sideColors?: Readonly<Record<string, string>>;
  /** The key's name per side, e.g. `{ coalition: 'Austrian' }`. */
  readonly sideNames?: Readonly<Record<string, string>>;
  /** Highlighted locations (legal destinations, the selected counter, attack targets). */
  readonly highlights?: readonly Highlight[];
  /** Routes, e.g. the path of a move. */
  readonly paths?: readonly PathOverlay[];
  /** Combat odds labels. */
  readonly odds?: readonly OddsLabel[];
  /** Lines along hexsides or connections (a front line). */
  readonly boundaries?: readonly MarkedBoundary[];
  /** Draw the key (default true). */
  readonly key?: boolean;
  /** More key rows, after the map's and the counters' (e.g. what a marked boundary means). */
  readonly keyEntries?: readonly KeyEntry[];
  /** Lines under the key; the first in bold red (e.g. `'RECONSTRUCTED map:'`). */
  readonly keyNotes?: readonly string[];
}

/** Pieces by location, then by side in side order: the stacks to draw. */
function stacksOf(pieces: readonly Piece[], sides: readonly string[]): Map<string, Piece[][]> {
  const byAt = new Map<string, Map<string, Piece[]>>();
  for (const p of pieces) {
    const here = byAt.get(p.at) ?? new Map<string, Piece[]>();
    here.set(p.side, [...(here.get(p.side) ?? []), p]);
    byAt.set(p.at, here);
  }
  const out = new Map<string, Piece[][]>();
  for (const [at, bySide] of byAt) out.set(at, [...bySide.entries()].sort((a, b) => sides.indexOf(a[0]) - sides.indexOf(b[0])).map(([, ps]) => ps));
  return out;
}

/** The key rows of the counters and overlays in the picture. */
function overlayKey(options: RenderBoardOptions, sides: readonly string[], color: (side: string) => string): KeyEntry[] {
  const pieces = options.pieces ?? [];
  const rows: KeyEntry[] = [];
  const sample = (piece: Piece, fill: string): string => counterSvg(piece, { x: 13, y: 9 }, 18, fill);
  for (const side of sides) {
    if (pieces.some((p) => p.side === side && p.hidden !== true)) rows.push({ swatch: sample({ side, at: '', label: '' }, color(side)), label: options.sideNames?.[side] ?? side });
  }
  for (const side of sides) {
    if (pieces.some((p) => p.side === side && p.hidden === true)) {
      rows.push({ swatch: sample({ side, at: '', label: '?', hidden: true }, color(side)), label: `${options.sideNames?.[side] ?? side}, face down` });
    }
  }
  const kinds = new Set((options.highlights ?? []).map((h) => h.kind ?? 'destination'));
  const words = { destination: 'legal destination (cost)', origin: 'selected', target: 'attack target' } as const;
  for (const kind of ['origin', 'destination', 'target'] as const) {
    if (kinds.has(kind)) rows.push({ swatch: `<rect width="26" height="16" fill="${OVERLAY_COLORS[kind]}" fill-opacity="0.35" stroke="${OVERLAY_COLORS[kind]}" stroke-width="2"/>`, label: words[kind] });
  }
  if ((options.paths ?? []).length > 0) rows.push({ swatch: `<line x1="0" y1="9" x2="26" y2="9" stroke="${OVERLAY_COLORS.path}" stroke-width="3"/>`, label: 'path' });
  if ((options.odds ?? []).length > 0) rows.push({ swatch: `<rect x="1" y="1" width="24" height="15" rx="2" fill="#ffffff" stroke="${OVERLAY_COLORS.target}"/>`, label: 'combat odds' });
  return rows;
}

/**
 * Draws a board: the map (terrain, hexsides, hex ids and place names; or boxes and connections), the counters in
 * stacks (sides side by side in a box), highlights, paths, odds and marked boundaries, with a title and a key.
 *
 * @example
 * ```ts
 * import { loadHexMap } from 'kriegsspiel';
 * import { renderBoard } from 'kriegsspiel/render';
 * const loaded = loadHexMap({
 *   id: 'demo', name: 'Demo', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 4 }, rows: { first: 1, last: 3 } },
 *   terrainTypes: ['clear', 'forest'], defaultTerrain: 'clear', terrain: { forest: ['0302'] },
 * });
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const svg = renderBoard(loaded.map, {
 *   title: 'Demo, turn 1',
 *   pieces: [{ id: 'F1', side: 'french', at: '0202', label: 'F1', kind: 'infantry', values: '6-4' }, { id: 'A1', side: 'allied', at: '0302', label: 'A1', kind: 'cavalry', values: '2-6' }],
 *   highlights: [{ at: '0201', label: '1' }, { at: '0302', kind: 'target' }],
 *   paths: [{ through: ['0202', '0201'] }],
 *   odds: [{ at: '0302', text: '3-1' }],
 * });
 * svg.includes('data-id="F1"'); // true: write it to a .svg file to look at it
 * ```
 */
export function renderBoard(map: DrawableMap, options: RenderBoardOptions = {}): string {
  const frame: BoardFrame = map.kind === 'hex' ? hexBoardFrame(map, { hexSize: 36, ...options }) : pointBoardFrame(map, options);
  const pieces = options.pieces ?? [];
  const sides = [...(options.sides ?? [])];
  for (const p of pieces) if (!sides.includes(p.side)) sides.push(p.side);
  const color = (side: string): string =>
    options.sideColors?.[side] ?? DEFAULT_SIDE_COLORS[sides.indexOf(side) % DEFAULT_SIDE_COLORS.length] ?? DEFAULT_SIDE_COLORS[0]!;

  const title = options.title ?? map.name;
  const subtitle = options.subtitle ?? [];
  const top = 40 + subtitle.length * 17;
  const showKey = options.key ?? true;
  const entries = showKey ? [...frame.key, ...overlayKey(options, sides, color), ...(options.keyEntries ?? [])] : [];
  const notes = showKey ? (options.keyNotes ?? []) : [];
  // Wide enough for the title (20 px bold: about 12 px a character) and the subtitle (13 px: about 7.5).
  const words = Math.max(title.length * 12, ...subtitle.map((line) => line.length * 7.5)) + 32;
  const width = Math.max(frame.width + (showKey ? keyWidth(entries, notes) : 0), Math.ceil(words));
  const height = top + Math.max(frame.height, showKey ? keyHeight(entries.length, notes.length) + 16 : 0);

  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" font-family="sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    `<text class="title" x="16" y="28" font-size="20" font-weight="bold">${escapeXml(title)}</text>`,
    ...subtitle.map((line, k) => `<text class="subtitle" x="16" y="${48 + k * 17}" font-size="13">${escapeXml(line)}</text>`),
    `<g class="board" transform="translate(0,${num(top)})">`,
    ...frame.ground,
    ...highlightsSvg(frame, options.highlights ?? []),
    ...boundariesSvg(frame, options.boundaries ?? []),
    ...frame.labels,
    ...pathsSvg(frame, options.paths ?? []),
    '<g class="pieces" text-anchor="middle">',
  ];
  // Stacks from the top of the picture down (and left to right), so the order of `pieces` does not matter and a
  // lower stack overlaps the one above it, as counters on a table would.
  const placed: { readonly c: { x: number; y: number }; readonly stack: readonly Piece[] }[] = [];
  for (const [at, stacks] of stacksOf(pieces, sides)) {
    stacks.forEach((stack, k) => {
      const c = frame.stackAt(at, k, stacks.length);
      if (c !== null) placed.push({ c, stack });
    });
  }
  placed.sort((a, b) => a.c.y - b.c.y || a.c.x - b.c.x);
  for (const { c, stack } of placed) out.push(stackSvg(stack, c, frame.counterSize, color(stack[0]!.side)));
  out.push('</g>', '<g class="overlays" text-anchor="middle">', ...oddsSvg(frame, options.odds ?? []), '</g>', '</g>');
  if (showKey) out.push(...mapKeySvg(entries, notes, frame.width + 12, top + 8));
  out.push('</svg>', '');
  return out.join('\n');
}
