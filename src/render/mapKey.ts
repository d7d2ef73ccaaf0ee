/**
 * The key beside a board: the map's terrain and features, the sides' counters, the markers and overlays the picture
 * uses, then notes (e.g. that the map is a reconstruction).
 *
 * @module
 */
import type { KeyEntry } from './boardFrame.js';
import { escapeXml, num } from './svgMarkup.js';

/** The width of the key column in pixels: room for its longest line (12 px text is taken as 7 px a character). */
export function keyWidth(entries: readonly KeyEntry[], notes: readonly string[]): number {
  const longest = Math.max(0, ...entries.map((e) => 36 + e.label.length * 7), ...notes.map((n) => n.length * 6.6));
  return Math.ceil(Math.max(160, longest) + 24);
}

/** The key's height for `entries` rows and `notes` lines. */
export function keyHeight(entries: number, notes: number): number {
  return 34 + entries * 24 + (notes > 0 ? 10 + notes * 16 : 0);
}

/** The key as SVG at (`x`, `y`): a heading, one row per entry (sample, then words), then the notes in red and black. */
export function mapKeySvg(entries: readonly KeyEntry[], notes: readonly string[], x: number, y: number): string[] {
  const out = [`<g class="key" transform="translate(${num(x)},${num(y)})">`, '<text x="0" y="14" font-size="14" font-weight="bold">Key</text>'];
  let row = 28;
  for (const entry of entries) {
    out.push(`<g transform="translate(0,${row})">${entry.swatch}<text x="36" y="13" font-size="12">${escapeXml(entry.label)}</text></g>`);
    row += 24;
  }
  row += 10;
  notes.forEach((note, k) => {
    const style = k === 0 ? 'font-size="12" font-weight="bold" fill="#c0392b"' : 'font-size="11"';
    out.push(`<text x="0" y="${row + 12}" ${style}>${escapeXml(note)}</text>`);
    row += 16;
  });
  out.push('</g>');
  return out;
}
