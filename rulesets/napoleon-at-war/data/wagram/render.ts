/**
 * Draws the reconstructed Wagram map to docs/wagram-map.svg with `kriegsspiel/render`, north up, with a title, a key,
 * the 13.2 Austrian set-up hexes and the centres of the 13.1 French set-up areas marked:
 *
 *   npx tsx rulesets/napoleon-at-war/data/wagram/render.ts
 *
 * Generator code only: not part of the published ruleset.
 */
import { writeFileSync } from 'node:fs';
import { loadHexMap, type Piece } from 'kriegsspiel';
import { renderBoard } from 'kriegsspiel/render';
import wagramMap from '../wagramMap.json' with { type: 'json' };

/** Austrian initial deployment (13.2): hex and the unit's designation. */
const AUSTRIAN_SETUP: ReadonlyArray<readonly [string, string]> = [
  ['1926', '1/AG'], ['2025', '2/AG'], ['1233', 'AGc'], ['1628', 'AGc'], ['2026', 'AGa'],
  ['2220', '1/II'], ['2123', '2/II'], ['2124', '3/II'], ['2323', 'IIc'], ['2322', 'IIa'],
  ['2417', '1/I'], ['2517', '2/I'], ['2319', '3/I'], ['2519', 'Ia'],
  ['2223', '1/IV'], ['2224', '2/IV'], ['2225', '3/IV'], ['2325', 'IVc'], ['2326', 'IVa'],
  ['2301', '1/VI'], ['2202', '2/VI'], ['2201', '3/VI'], ['2302', 'VIc'], ['2401', 'VIa'],
  ['2908', '1/R'], ['2407', '2/R'], ['2710', 'Rc'], ['2712', 'Rc'], ['2913', 'Rc'], ['2405', 'Ra'],
];
/** Centres of the French set-up areas (13.1). */
const FRENCH_CENTRES: ReadonlyArray<readonly [string, string]> = [
  ['0524', 'III'], ['1320', 'II'], ['1417', 'Ital'], ['0517', 'Gd'], ['0514', 'IX'], ['0714', 'IV'],
];
/** The arm of a designation: `c` cavalry, `a` artillery, else infantry (13.2). */
const kindOf = (label: string): string => (/c$/.test(label) ? 'cavalry' : /a$/.test(label) ? 'artillery' : 'infantry');

const result = loadHexMap(wagramMap);
if (!result.ok) throw new Error(result.error.message);
const pieces: Piece[] = [
  ...AUSTRIAN_SETUP.map(([at, label]): Piece => ({ side: 'coalition', at, label, kind: kindOf(label) })),
  ...FRENCH_CENTRES.map(([at, label]): Piece => ({ side: 'french', at, label })),
];
const svg = renderBoard(result.map, {
  hexSize: 24,
  title: 'Napoleon at War: Wagram, 5-6 July 1809 (reconstructed map)',
  subtitle: ['Hex ids XXYY as the rules print them; north up. Austrian set-up (13.2) and the centres of the French set-up areas (13.1).'],
  pieces,
  sides: ['french', 'coalition'],
  sideNames: { french: 'French set-up area (13.1), its centre', coalition: 'Austrian set-up (13.2)' },
  terrainNames: { lake: 'lake (the Danube: prohibited)' },
  keyNotes: ['RECONSTRUCTED map:', 'not the printed map; see data/wagram/README.md'],
});
const out = new URL('../../../../docs/wagram-map.svg', import.meta.url);
writeFileSync(out, svg);
console.log(`wrote ${out.pathname}`);
