import { formatPath } from '../core/describeIssues.js';
import { quote } from '../core/quote.js';
import type { Ruleset } from '../core/ruleset.js';
import type { ScenarioRef } from '../core/baseState.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { loadError, type Loaded } from './loadError.js';

/**
 * Compiles the scenario a saved file names (a built-in id, or inline data) into the ruleset instance and checks that
 * its content hash is the one the file recorded, so that a file is never played on other rules than its own.
 * Unknown ids, invalid data (a map that does not exist, say) and hash mismatches are refused at `path`.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { resolveScenario } from './resolveScenario.js';
 * resolveScenario(napoleonAtWar, 'skirmish', 'not-the-hash', ['scenario']); // { ok: false, error: { code: 'scenario-hash', ... } }
 * ```
 */
export function resolveScenario<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  scenario: unknown,
  hash: string,
  path: readonly PropertyKey[],
  hashPath: readonly PropertyKey[] = [...path, 'hash'],
): Loaded<ScenarioRef> {
  const compiled = ruleset.compile(scenario as string | T['scenario']);
  if (!compiled.ok) {
    const code = compiled.violation.code === 'unknown-scenario' ? 'unknown-scenario' : 'invalid-scenario';
    // The ruleset names the field from the scenario's root (`scenario.map...`): re-root it where the file keeps it.
    const named = /^scenario((?:[.[][^:]*)?): (.*)$/s.exec(compiled.violation.message);
    if (named === null) return { ok: false, error: loadError(code, path, compiled.violation.message) };
    const at = `${formatPath(path)}${named[1]}`;
    return { ok: false, error: { code, path: at, message: `${at}: ${named[2]}` } };
  }
  if (compiled.ref.hash !== hash) {
    const problem = `the file was written for scenario ${quote(compiled.ref.id)} with content hash ${quote(hash)}, but that scenario's content here hashes to "${compiled.ref.hash}" (its data changed since): refused rather than played on other rules`;
    return { ok: false, error: loadError('scenario-hash', hashPath, problem) };
  }
  return { ok: true, value: compiled.ref };
}
