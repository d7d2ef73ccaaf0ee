import { quote, type HexMap } from 'kriegsspiel';
import type { NawOptions } from './options.js';
import type { NawCrt } from './tables.js';

/**
 * What is wrong with the options' tables as wholes, as `<field path>: <problem>` from the options' root, or `null`.
 * The CRT (NAW 7.6) needs die faces in ascending order, one row per face and one result per column in every row (a
 * ragged table would fail only at the first combat on the short column), and columns of strictly better odds with
 * distinct labels (a combat is resolved on a column named by its label, NAW 7.9). The terrain chart (NAW 9.0) needs
 * an entry for every terrain the map uses (else a hex would play as some other terrain). Setup and loading run it;
 * compiling a scenario runs it on the scenario's own options (`validateScenarioTables`).
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, DEFAULT_OPTIONS, compileScenario, tableProblem } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const compiled = compileScenario(BUILT_IN_SCENARIOS['skirmish']!);
 * if (compiled.ok) tableProblem(compiled.context, { ...DEFAULT_OPTIONS, terrain: {} }); // 'terrain: the map uses "clear", which the chart lacks'
 * ```
 */
export function tableProblem(ctx: { readonly map: HexMap }, options: NawOptions): string | null {
  const crt = crtProblem(options.crt);
  if (crt !== null) return `crt.${crt}`;
  const missing = unchartedTerrain(ctx.map, options.terrain);
  return missing === null ? null : `terrain: the map uses ${quote(missing)}, which the chart lacks`;
}

/** What is wrong with a CRT as a whole, as `<path from the CRT>: <problem>`, or `null` (see {@link tableProblem}). */
export function crtProblem(crt: NawCrt): string | null {
  const { dieFaces, rows, columns } = crt;
  const unordered = dieFaces.findIndex((face, i) => i > 0 && face <= dieFaces[i - 1]!);
  if (unordered >= 0) return `dieFaces[${unordered}]: ${dieFaces[unordered]} is not above the face before it`;
  if (rows.length !== dieFaces.length) return `rows: ${rows.length} rows for ${dieFaces.length} die faces`;
  const ragged = rows.findIndex((row) => row.length !== columns.length);
  if (ragged >= 0) return `rows[${ragged}]: ${rows[ragged]!.length} results for ${columns.length} columns`;
  for (const [i, column] of columns.entries()) {
    const before = columns[i - 1];
    if (before !== undefined && !(column.attack * before.defense > before.attack * column.defense)) {
      return `columns[${i}]: ${quote(column.label)} is not better odds than ${quote(before.label)} before it`;
    }
    if (columns.findIndex((c) => c.label === column.label) < i) return `columns[${i}].label: ${quote(column.label)} names two columns`;
  }
  return null;
}

/** The first terrain the map uses that the chart has no entry for, or `null`; names are looked up as own keys. */
export function unchartedTerrain(map: HexMap, chart: NawOptions['terrain']): string | null {
  const used = new Uint8Array(map.terrainTypes.length);
  for (let hex = 0; hex < map.size; hex++) used[map.terrainOf(hex)] = 1;
  const missing = map.terrainTypes.findIndex((name, t) => used[t] === 1 && !Object.hasOwn(chart, name));
  return missing < 0 ? null : map.terrainTypes[missing]!;
}
