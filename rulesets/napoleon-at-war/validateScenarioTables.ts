import type { NawScenario } from './scenario.js';
import { crtProblem } from './tableProblem.js';

/**
 * What is wrong with the tables a scenario itself gives, as wholes, or `null`: its CRT (`scenario.options.crt`, NAW
 * 7.6) must have ascending die faces, a row per face, a result per column in every row and columns of strictly
 * better odds with distinct labels. Compiling the scenario runs it, so a broken scenario table is refused naming the
 * scenario's field (`scenario.options.crt.rows[3]`), not the user's options, before any game starts. The terrain chart
 * is checked at setup against the map (`tableProblem`), since the caller's options may chart a custom map's terrain.
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, validateScenarioTables } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const skirmish = BUILT_IN_SCENARIOS['skirmish']!;
 * validateScenarioTables(skirmish); // null
 * const ragged = { dieFaces: [1, 2], columns: [{ attack: 1, defense: 1, label: '1-1' }], rows: [['Ar' as const], []] };
 * validateScenarioTables({ ...skirmish, options: { crt: ragged } }); // { path: 'scenario.options.crt.rows[1]', ... }
 * ```
 */
export function validateScenarioTables(scenario: NawScenario): { readonly path: string; readonly message: string } | null {
  const crt = scenario.options?.crt === undefined ? null : crtProblem(scenario.options.crt);
  if (crt === null) return null;
  const at = crt.indexOf(': ');
  return { path: `scenario.options.crt.${crt.slice(0, at)}`, message: crt.slice(at + 2) };
}
