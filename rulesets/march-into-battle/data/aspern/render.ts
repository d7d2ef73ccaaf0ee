/**
 * Draws the reconstructed Aspern-Essling map to `rulesets/march-into-battle/docs/aspern-map.svg` with
 * `kriegsspiel/render`, north up, with a title, a terrain key and the map-edge entries:
 *
 *   npx tsx rulesets/march-into-battle/data/aspern/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadHexMap, type Piece } from 'kriegsspiel';
import { renderBoard } from 'kriegsspiel/render';
import map from '../aspernMap.json' with { type: 'json' };

const COLORS = { clear: '#f2ecd2', forest: '#8fb46a', village: '#c79a78', town: '#8a5a44', swamp: '#9fc7b4', river: '#6fa8dc' };
/** Region -> marker label and side. */
const MARKERS: ReadonlyArray<readonly [string, string, 'french' | 'austrian']> = [
  ['french-entry', 'Fr', 'french'],
  ['austrian-entry-1', '1', 'austrian'], ['austrian-entry-2', '2', 'austrian'], ['austrian-entry-3', '3', 'austrian'],
  ['austrian-entry-4', '4', 'austrian'], ['austrian-entry-5', '5', 'austrian'], ['austrian-entry-reserve', 'R', 'austrian'],
];

const loaded = loadHexMap(map as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const pieces = MARKERS.flatMap(([region, label, side]) => (loaded.map.region(region) ?? []).map((i): Piece => ({ side, at: loaded.map.grid.idOf(i), label })));
const svg = renderBoard(loaded.map, {
  hexSize: 22,
  title: 'March into Battle: Aspern-Essling, 21-22 May 1809 (reconstructed map)',
  subtitle: ['Hexes 500 m across, ids CCRR (columns 01-23 west to east, rows 01-20 north to south); north up.'],
  terrainColors: COLORS,
  terrainNames: { river: 'river (the Danube: impassable)' },
  featureNames: {
    river: 'river hexside (Danube arm)', bridge: 'bridge (the small bridge)', stream: 'stream (rivulet)',
    slope: 'up slope, ticks downhill (ditch, dike)', road: 'main road', trail: 'side road',
  },
  pieces,
  sides: ['french', 'austrian'],
  sideNames: { french: 'Fr: French entry (great bridge)', austrian: '1-5, R: Austrian columns, reserve' },
  keyNotes: ['RECONSTRUCTED map:', 'not a printed map; see data/MAP.md', 'and data/aspern/README.md'],
});
const out = new URL('../../docs/aspern-map.svg', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, svg);
console.log(`wrote ${out.pathname}`);
