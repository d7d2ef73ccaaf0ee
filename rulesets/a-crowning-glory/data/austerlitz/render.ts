/**
 * Draws the reconstructed Austerlitz map to `rulesets/a-crowning-glory/docs/austerlitz-map.svg`, north up, with a
 * title, a key, the initial front line (ACG 3.3) and the introductory scenario's set-up hexes (10.4-10.6):
 *
 *   npx tsx rulesets/a-crowning-glory/data/austerlitz/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { hexMapView, loadHexMap, renderHexMapSvg, type HexMap } from 'kriegsspiel';
import map from '../austerlitzMap.json' with { type: 'json' };

const HEX = 20;
const TITLE = 56;
const KEY = 270;
const COLORS = { clear: '#f2ecd2', forest: '#8fb46a', marsh: '#b7d4c0', town: '#c79a78', fortress: '#8a5a44', 'all-pond': '#9cc6e8' };
const FRENCH = '#7d9be0';
const ALLIED = '#f0f0f0';
/** ACG 10.4-10.6: the introductory set-up (Friant deploys freely; Duroc arrives at 1518). */
const INTRO: ReadonlyArray<readonly [string, string, string]> = [
  ['2323', 'Bou', FRENCH], ['2121', 'Lev', FRENCH], ['2223', 'Mer', FRENCH], ['2020', 'Fer', FRENCH], ['1918', 'Mar', FRENCH], ['1518', 'Dur', FRENCH],
  ['2422', 'Car', ALLIED], ['2421', 'Lie', ALLIED], ['2521', 'Stu', ALLIED], ['2220', 'Lvs', ALLIED], ['2219', 'Uru', ALLIED],
  ['2118', 'Prz', ALLIED], ['2218', 'Kam', ALLIED], ['2017', 'Ols', ALLIED],
];

/** The front line's hexsides (3.3): between a hex west of it and an eastern neighbour, as SVG lines. */
function frontLine(m: HexMap): string[] {
  const view = hexMapView(m, { hexSize: HEX });
  const west = new Set(m.region('west-of-front-line') ?? []);
  const out: string[] = [];
  for (const h of west) {
    for (let d = 0; d < 6; d++) {
      const n = m.grid.neighbor(h, d);
      if (n < 0 || west.has(n)) continue;
      const corners = view.corners(h);
      const [a, b] = [corners[(d + 5) % 6]!, corners[d]!];
      out.push(`<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}"/>`);
    }
  }
  return out;
}

function keyRows(x: number): string[] {
  const rows: string[] = [];
  let y = TITLE + 20;
  const row = (swatch: string, label: string): void => {
    rows.push(`<g transform="translate(${x},${y})">${swatch}<text x="34" y="12" font-size="12">${label}</text></g>`);
    y += 24;
  };
  rows.push(`<text x="${x}" y="${y - 4}" font-size="14" font-weight="bold">Key</text>`);
  y += 10;
  for (const [name, color] of Object.entries(COLORS)) row(`<rect width="26" height="16" fill="${color}" stroke="#b9b19a"/>`, name === 'all-pond' ? 'All-Pond (8.7)' : name);
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#3f8fd8" stroke-width="3"/>', 'stream (8.8)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#7a4b1e" stroke-width="2"/><line x1="8" y1="8" x2="8" y2="13" stroke="#7a4b1e"/><line x1="18" y1="8" x2="18" y2="13" stroke="#7a4b1e"/>', 'hillcrest, ticks downhill (8.9)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#8ec3ea" stroke-width="4"/>', 'pond hexside (8.10)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#9a5b2e" stroke-width="2.4"/>', 'road (8.11)');
  row('<line x1="0" y1="8" x2="26" y2="8" stroke="#c0392b" stroke-width="3" stroke-dasharray="6 3"/>', 'initial front line (3.3)');
  row(`<rect x="5" y="0" width="16" height="16" fill="${FRENCH}" stroke="#000"/>`, 'French, intro set-up (10.4)');
  row(`<rect x="5" y="0" width="16" height="16" fill="${ALLIED}" stroke="#000"/>`, 'Allied, intro set-up (10.5, 10.6)');
  rows.push(`<text x="${x}" y="${y + 16}" font-size="12" fill="#c0392b" font-weight="bold">RECONSTRUCTED map:</text>`);
  rows.push(`<text x="${x}" y="${y + 32}" font-size="11">not the printed map; see data/MAP.md</text>`);
  return rows;
}

const loaded = loadHexMap(map as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const units = INTRO.map(([hex, label, color]) => ({ hex, label, color }));
const inner = renderHexMapSvg(loaded.map, { hexSize: HEX, units, terrainColors: COLORS });
const [, width, height] = /width="([\d.]+)" height="([\d.]+)"/.exec(inner)!.map(Number) as [number, number, number];
const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width + KEY}" height="${height + TITLE}" viewBox="0 0 ${width + KEY} ${height + TITLE}" font-family="sans-serif">`,
  '<rect width="100%" height="100%" fill="#ffffff"/>',
  `<text x="16" y="26" font-size="20" font-weight="bold">A Crowning Glory: Austerlitz, 2 December 1805 (reconstructed map)</text>`,
  `<text x="16" y="46" font-size="12">Hex ids XXYY as the rules print them (rows 10-27 north to south, columns 01-26 east to west); north up.</text>`,
  `<g transform="translate(0,${TITLE})">${inner.replace(/^<svg[^>]*>/, '<g>').replace(/<\/svg>\s*$/, '</g>')}`,
  `<g class="front-line" stroke="#c0392b" stroke-width="3" stroke-dasharray="6 3" stroke-linecap="round">${frontLine(loaded.map).join('')}</g></g>`,
  ...keyRows(width + 12),
  '</svg>',
].join('\n');
const out = new URL('../../docs/austerlitz-map.svg', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `${svg}\n`);
console.log(`wrote ${out.pathname}`);
