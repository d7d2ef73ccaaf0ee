import type { CompileResult } from 'kriegsspiel';
import { compileScenarioOn, type NawContext } from './context.js';
import { BUILT_IN_MAPS } from './data/index.js';
import type { NawScenario } from './scenario.js';

/**
 * Compiles a validated scenario into its context: the map (built in or inline) and the dense lookups the rules use.
 * The ruleset instance calls it once per scenario content (`definition.compile`) and keeps the result.
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, compileScenario } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const compiled = compileScenario(BUILT_IN_SCENARIOS['skirmish']!);
 * if (!compiled.ok) throw new Error(compiled.violation.message);
 * compiled.context.map.grid.idOf(compiled.context.entries[5]![0]!); // where F6 enters: a hex of the west edge
 * ```
 */
export function compileScenario(scenario: NawScenario): CompileResult<NawContext> {
  return compileScenarioOn(scenario, BUILT_IN_MAPS);
}
