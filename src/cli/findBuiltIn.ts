import type { ScenarioMatch } from 'kriegsspiel';
import { quote } from 'kriegsspiel';
import { BUILT_INS } from './builtIns.js';

/**
 * The built-in scenarios by ruleset, one line each, e.g. `  napoleon-at-war: skirmish, wagram`: what the command
 * line lists when a scenario name is unknown, and in its help.
 *
 * @example
 * ```ts
 * import { knownScenarios } from './findBuiltIn.js';
 * knownScenarios()[0]; // '  napoleon-at-war: skirmish, wagram'
 * ```
 */
export function knownScenarios(): string[] {
  return BUILT_INS.rulesets.map((ruleset) => `  ${ruleset.id}: ${Object.keys(ruleset.definition.scenarios).join(', ')}`);
}

/**
 * The built-in scenario a command names (`wagram`, or `<ruleset>/<scenario>` when two rulesets share a name), or the
 * lines that say what is wrong: an unknown name lists every known scenario by ruleset.
 *
 * @example
 * ```ts
 * import { findBuiltIn } from './findBuiltIn.js';
 * const found = findBuiltIn('austerlitz'); // { ok: true, match: { ruleset: aCrowningGlory, scenario: 'austerlitz' } }
 * const unknown = findBuiltIn('borodino'); // { ok: false, lines: ['Unknown scenario "borodino". Known scenarios:', ...] }
 * ```
 */
export function findBuiltIn(name: string): { readonly ok: true; readonly match: ScenarioMatch } | { readonly ok: false; readonly lines: readonly string[] } {
  const found = BUILT_INS.findScenario(name);
  if (found.ok) return found;
  if (found.violation.code !== 'unknown-scenario') return { ok: false, lines: [found.violation.message] };
  return { ok: false, lines: [`Unknown scenario ${quote(name)}. Known scenarios:`, ...knownScenarios()] };
}
