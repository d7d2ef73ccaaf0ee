/**
 * Draws the reconstructed Danube box map to `rulesets/jours-de-gloire/docs/danube-map.svg`: boxes at their
 * geographic positions (an equirectangular projection at 48.5 N), connections by kind, fortresses, mountain and
 * defensive boxes, with a title, a key and the word "reconstructed":
 *
 *   npx tsx rulesets/jours-de-gloire/data/danube/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import map from '../danubeMap.json' with { type: 'json' };

const W = 1500;
const KEY = 250;
const TITLE = 60;
const [LON0, LON1, LAT0, LAT1] = [7.1, 18.4, 46.3, 51.05];
const COS = Math.cos((48.5 * Math.PI) / 180);
const SCALE = (W - 40) / ((LON1 - LON0) * COS);
const H = Math.round((LAT1 - LAT0) * SCALE) + 40;
const FILL = { clear: '#f4efdc', defensive: '#d9c9a0', mountain: '#b08a5a' } as const;

interface Box { id: string; name: string; attributes: { lat: number; lon: number; terrain: keyof typeof FILL; fortified: boolean; filler: boolean } }
const boxes = map.boxes as unknown as Box[];
const at = new Map(boxes.map((b) => [b.id, { x: 20 + (b.attributes.lon - LON0) * COS * SCALE, y: TITLE + 20 + (LAT1 - b.attributes.lat) * SCALE }]));
const f = (n: number): string => n.toFixed(1);
const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function connection(c: { between: string[]; kind: string }): string {
  const a = at.get(c.between[0]!)!;
  const b = at.get(c.between[1]!)!;
  const line = `x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}"`;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (c.kind === 'river') return `<line ${line} stroke="#c0392b" stroke-width="2" stroke-dasharray="2 4"/><text x="${f(mid.x)}" y="${f(mid.y + 4)}" font-size="14" fill="#c0392b" text-anchor="middle">x</text>`;
  const dash = c.kind.startsWith('dotted') ? ' stroke-dasharray="6 4"' : '';
  let mark = '';
  if (c.kind.endsWith('+bridge')) mark = `<rect x="${f(mid.x - 5)}" y="${f(mid.y - 3)}" width="10" height="6" fill="#2a64a8"/>`;
  if (c.kind.endsWith('+ford')) mark = `<circle cx="${f(mid.x)}" cy="${f(mid.y)}" r="3.5" fill="#8ec3ea" stroke="#2a64a8"/>`;
  return `<line ${line} stroke="#555"${dash} stroke-width="1.6"/>${mark}`;
}

function box(b: Box): string {
  const p = at.get(b.id)!;
  const r = b.attributes.filler ? 5 : 7;
  const shape = b.attributes.fortified
    ? `<rect x="${f(p.x - r)}" y="${f(p.y - r)}" width="${2 * r}" height="${2 * r}" fill="${FILL[b.attributes.terrain]}" stroke="#000" stroke-width="2.2"/>`
    : `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${r}" fill="${FILL[b.attributes.terrain]}" stroke="#333"/>`;
  const style = b.attributes.filler ? ' font-style="italic" fill="#555"' : ' font-weight="bold"';
  return `${shape}<text x="${f(p.x)}" y="${f(p.y - r - 3)}" font-size="${b.attributes.filler ? 10 : 12}" text-anchor="middle"${style} stroke="#fff" stroke-width="3" paint-order="stroke">${esc(b.name)}</text>`;
}

function key(x: number): string[] {
  const out = [`<text x="${x}" y="${TITLE + 30}" font-size="15" font-weight="bold">Key</text>`];
  let y = TITLE + 50;
  const row = (swatch: string, label: string): void => {
    out.push(`<g transform="translate(${x},${y})">${swatch}<text x="40" y="11" font-size="12">${label}</text></g>`);
    y += 24;
  };
  row('<line x1="0" y1="7" x2="32" y2="7" stroke="#555" stroke-width="1.6"/>', 'plain line, 1 PM (5.1)');
  row('<line x1="0" y1="7" x2="32" y2="7" stroke="#555" stroke-width="1.6" stroke-dasharray="6 4"/>', 'dotted line, 2 PM (5.1)');
  row('<line x1="0" y1="7" x2="32" y2="7" stroke="#555"/><rect x="11" y="4" width="10" height="6" fill="#2a64a8"/>', 'bridge over a major river');
  row('<line x1="0" y1="7" x2="32" y2="7" stroke="#555"/><circle cx="16" cy="7" r="3.5" fill="#8ec3ea" stroke="#2a64a8"/>', 'ford over a minor river');
  row('<line x1="0" y1="7" x2="32" y2="7" stroke="#c0392b" stroke-width="2" stroke-dasharray="2 4"/>', 'major river, no bridge');
  for (const [terrain, fill] of Object.entries(FILL)) row(`<circle cx="16" cy="7" r="7" fill="${fill}" stroke="#333"/>`, `${terrain} box`);
  row('<rect x="9" y="0" width="14" height="14" fill="#f4efdc" stroke="#000" stroke-width="2.2"/>', 'fortified city (8.8)');
  row('<circle cx="16" cy="7" r="5" fill="#f4efdc" stroke="#333"/>', 'filler box (no rule names it)');
  out.push(`<text x="${x}" y="${y + 16}" font-size="13" fill="#c0392b" font-weight="bold">RECONSTRUCTED map:</text>`);
  out.push(`<text x="${x}" y="${y + 32}" font-size="11">not the printed map; see data/MAP.md</text>`);
  return out;
}

const svg = [
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W + KEY}" height="${H + TITLE}" viewBox="0 0 ${W + KEY} ${H + TITLE}" font-family="sans-serif">`,
  '<rect width="100%" height="100%" fill="#ffffff"/>',
  '<text x="20" y="30" font-size="22" font-weight="bold">Jours de Gloire Campaign: The Danube, 1800-1809 (reconstructed map)</text>',
  '<text x="20" y="50" font-size="12">Boxes at their geographic positions (north up); connections by kind; every box and connection carries its evidence in danubeMap.json.</text>',
  ...(map.connections as unknown as { between: string[]; kind: string }[]).map(connection),
  ...boxes.map(box),
  ...key(W + 10),
  '</svg>',
].join('\n');
const out = new URL('../../docs/danube-map.svg', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `${svg}\n`);
console.log(`wrote ${out.pathname}`);
