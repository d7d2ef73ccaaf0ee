/**
 * Draws the reconstructed Aspern-Essling map to `rulesets/march-into-battle/docs/aspern-map.svg`, north up, with a
 * title, a terrain key and the map-edge entries:
 *
 *   npx tsx rulesets/march-into-battle/data/aspern/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadHexMap, renderHexMapSvg } from 'kriegsspiel';
import map from '../aspernMap.json' with { type: 'json' };

const HEX = 22;
const TITLE = 58;
const KEY = 300;
const COLORS = { clear: '#f2ecd2', forest: '#8fb46a', village: '#c79a78', town: '#8a5a44', swamp: '#9fc7b4', river: '#6fa8dc' };
const FRENCH = '#7d9be0';
const AUSTRIAN = '#f0f0f0';
/** Region -> marker label and colour. */
const MARKERS: ReadonlyArray<readonly [string, string, string]> = [
  ['french-entry', 'Fr', FRENCH],
  ['austrian-entry-1', '1', AUSTRIAN], ['austrian-entry-2', '2', AUSTRIAN], ['austrian-entry-3', '3', AUSTRIAN],
  ['austrian-entry-4', '4', AUSTRIAN], ['austrian-entry-5', '5', AUSTRIAN], ['austrian-entry-reserve', 'R', AUSTRIAN],
];

function keyRows(x: number): string[] {
  const rows: string[] = [`<text x="${x}" y="${TITLE + 16}" font-size="14" font-weight="bold">Key</text>`];
  let y = TITLE + 28;
  const row = (swatch: string, label: string): void => {
    rows.push(`<g transform="translate(${x},${y})">${swatch}<text x="34" y="12" font-size="12">${label}</text></g>`);
    y += 22;
  };
  for (const [name, color] of Object.entries(COLORS)) row(`<rect width="26" height="16" fill="${color}" stroke="#b9b19a"/>`, name === 'river' ? 'river (the Danube: impassable)' : name);
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#2a64a8" stroke-width="5"/>', 'river hexside (Danube arm)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#2a64a8" stroke-width="5"/><line x1="13" y1="1" x2="13" y2="15" stroke="#2b2b2b" stroke-width="7"/><line x1="13" y1="2" x2="13" y2="14" stroke="#e8dcc0" stroke-width="4"/>', 'bridge (the small bridge)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#3f8fd8" stroke-width="3"/>', 'stream (rivulet)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#7a4a1c" stroke-width="2.2"/><line x1="7" y1="8" x2="7" y2="14" stroke="#7a4a1c" stroke-width="1.5"/><line x1="19" y1="8" x2="19" y2="14" stroke="#7a4a1c" stroke-width="1.5"/>', 'up slope, ticks downhill (ditch, dike)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#9a5b2e" stroke-width="2.6"/>', 'main road');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#9a5b2e" stroke-width="1.5" stroke-dasharray="4"/>', 'side road');
  row(`<rect x="5" y="0" width="16" height="16" fill="${FRENCH}" stroke="#000"/>`, 'Fr: French entry (great bridge)');
  row(`<rect x="5" y="0" width="16" height="16" fill="${AUSTRIAN}" stroke="#000"/>`, '1-5, R: Austrian columns, reserve');
  rows.push(`<text x="${x}" y="${y + 16}" font-size="12" fill="#c0392b" font-weight="bold">RECONSTRUCTED map:</text>`);
  rows.push(`<text x="${x}" y="${y + 32}" font-size="11">not a printed map; see data/MAP.md</text>`);
  rows.push(`<text x="${x}" y="${y + 48}" font-size="11">and data/aspern/README.md</text>`);
  return rows;
}

const loaded = loadHexMap(map as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const units = MARKERS.flatMap(([region, label, color]) => (loaded.map.region(region) ?? []).map((i) => ({ hex: loaded.map.grid.idOf(i), label, color })));
const inner = renderHexMapSvg(loaded.map, { hexSize: HEX, units, terrainColors: COLORS });
const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(inner)!.map(Number) as [number, number, number];
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width + KEY}" height="${height + TITLE}" viewBox="0 0 ${width + KEY} ${height + TITLE}" font-family="sans-serif">`,
  '<rect width="100%" height="100%" fill="#ffffff"/>',
  '<text x="16" y="26" font-size="20" font-weight="bold">March into Battle: Aspern-Essling, 21-22 May 1809 (reconstructed map)</text>',
  '<text x="16" y="46" font-size="12">Hexes 500 m across, ids CCRR (columns 01-23 west to east, rows 01-20 north to south); north up.</text>',
  `<g transform="translate(0,${TITLE})">${inner.replace(/^<svg[^>]*>/, '<g>').replace(/<\/svg>\s*$/, '</g>')}</g>`,
  ...keyRows(width + 12),
  '</svg>',
].join('\n');
const out = new URL('../../docs/aspern-map.svg', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `${svg}\n`);
console.log(`wrote ${out.pathname}`);
