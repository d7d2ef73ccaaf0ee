/**
 * Draws the reconstructed Austerlitz map to `rulesets/a-crowning-glory/docs/austerlitz-map.svg` with
 * `kriegsspiel/render`, north up, with a title, a key, the initial front line (ACG 3.3) and the introductory
 * scenario's set-up hexes (10.4-10.6):
 *
 *   npx tsx rulesets/a-crowning-glory/data/austerlitz/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadHexMap, type HexMap, type Piece } from 'kriegsspiel';
import { renderBoard, type MarkedBoundary } from 'kriegsspiel/render';
import map from '../austerlitzMap.json' with { type: 'json' };

const COLORS = { clear: '#f2ecd2', forest: '#8fb46a', marsh: '#b7d4c0', town: '#c79a78', fortress: '#8a5a44', 'all-pond': '#9cc6e8' };
const FRONT = '#c0392b';
/** ACG 10.4-10.6: the introductory set-up (Friant deploys freely; Duroc arrives at 1518). */
const INTRO: ReadonlyArray<readonly [string, string, 'french' | 'allied']> = [
  ['2323', 'Bou', 'french'], ['2121', 'Lev', 'french'], ['2223', 'Mer', 'french'], ['2020', 'Fer', 'french'], ['1918', 'Mar', 'french'], ['1518', 'Dur', 'french'],
  ['2422', 'Car', 'allied'], ['2421', 'Lie', 'allied'], ['2521', 'Stu', 'allied'], ['2220', 'Lvs', 'allied'], ['2219', 'Uru', 'allied'],
  ['2118', 'Prz', 'allied'], ['2218', 'Kam', 'allied'], ['2017', 'Ols', 'allied'],
];

/** The front line's hexsides (3.3): between a hex west of it and an eastern neighbour. */
function frontLine(m: HexMap): MarkedBoundary[] {
  const west = new Set(m.region('west-of-front-line') ?? []);
  const out: MarkedBoundary[] = [];
  for (const h of west) {
    for (let d = 0; d < 6; d++) {
      const n = m.grid.neighbor(h, d);
      if (n >= 0 && !west.has(n)) out.push({ between: [m.grid.idOf(h), m.grid.idOf(n)], color: FRONT, dash: '6 3', width: 3 });
    }
  }
  return out;
}

const loaded = loadHexMap(map as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const svg = renderBoard(loaded.map, {
  hexSize: 20,
  title: 'A Crowning Glory: Austerlitz, 2 December 1805 (reconstructed map)',
  subtitle: ['Hex ids XXYY as the rules print them (rows 10-27 north to south, columns 01-26 east to west); north up.'],
  terrainColors: COLORS,
  terrainNames: { 'all-pond': 'All-Pond (8.7)' },
  featureNames: { stream: 'stream (8.8)', hillcrest: 'hillcrest, ticks downhill (8.9)', pond: 'pond hexside (8.10)', road: 'road (8.11)' },
  pieces: INTRO.map(([at, label, side]): Piece => ({ side, at, label })),
  sides: ['french', 'allied'],
  sideNames: { french: 'French, intro set-up (10.4)', allied: 'Allied, intro set-up (10.5, 10.6)' },
  boundaries: frontLine(loaded.map),
  keyEntries: [{ swatch: `<line x1="0" y1="9" x2="26" y2="9" stroke="${FRONT}" stroke-width="3" stroke-dasharray="6 3"/>`, label: 'initial front line (3.3)' }],
  keyNotes: ['RECONSTRUCTED map:', 'not the printed map; see data/MAP.md'],
});
const out = new URL('../../docs/austerlitz-map.svg', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, svg);
console.log(`wrote ${out.pathname}`);
