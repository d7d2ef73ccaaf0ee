/**
 * Draws the reconstructed Danube box map to `rulesets/jours-de-gloire/docs/danube-map.svg` with `kriegsspiel/render`:
 * boxes at their geographic positions (an equirectangular projection, north up), connections by kind, fortresses,
 * mountain and defensive boxes, with a title, a key and the word "reconstructed":
 *
 *   npx tsx rulesets/jours-de-gloire/data/danube/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadPointGraph } from 'kriegsspiel';
import { renderBoard } from 'kriegsspiel/render';
import map from '../danubeMap.json' with { type: 'json' };

const loaded = loadPointGraph(map as never);
if (!loaded.ok) throw new Error(loaded.error.message);
const svg = renderBoard(loaded.graph, {
  width: 1500,
  title: 'Jours de Gloire Campaign: The Danube, 1800-1809 (reconstructed map)',
  subtitle: ['Boxes at their geographic positions (north up); connections by kind; every box and connection carries its evidence in danubeMap.json.'],
  connectionNames: {
    plain: 'plain line, 1 PM (5.1)',
    dotted: 'dotted line, 2 PM (5.1)',
    'plain+bridge': 'plain line, bridge over a major river',
    'dotted+bridge': 'dotted line, bridge over a major river',
    'plain+ford': 'plain line, ford over a minor river',
    river: 'major river, no bridge',
  },
  terrainNames: { fortified: 'fortified city (8.8)' },
  keyEntries: [{ swatch: '<circle cx="14" cy="9" r="5" fill="#f2ecd2" stroke="#333333"/>', label: 'filler box (no rule names it)' }],
  keyNotes: ['RECONSTRUCTED map:', 'not the printed map; see data/MAP.md'],
});
const out = new URL('../../docs/danube-map.svg', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, svg);
console.log(`wrote ${out.pathname}`);
