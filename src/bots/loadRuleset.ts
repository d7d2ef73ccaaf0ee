import { quote } from '../core/quote.js';
import type { AnyRuleset } from '../core/registry.js';
import { violation, type Violation } from '../core/violation.js';
import { importExport, type ModuleExport } from './moduleExport.js';

/**
 * Where a pool worker finds a ruleset: a module and the name of an export that is either a ruleset
 * (`{ module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' }`) or a `Registry`, with `id`
 * naming the ruleset in it.
 */
export interface RulesetSource extends ModuleExport {
  /** When the export is a registry: the id of the ruleset to take from it. */
  readonly id?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` has the shape of a ruleset (an id, sides and the functions the game loop calls). */
function isRuleset(value: unknown): value is AnyRuleset {
  return (
    isObject(value) &&
    typeof value['id'] === 'string' &&
    Array.isArray(value['sides']) &&
    ['setup', 'decision', 'apply', 'view', 'result', 'actorOf'].every((f) => typeof value[f] === 'function')
  );
}

/**
 * Imports the ruleset a {@link RulesetSource} names, or returns why not as a violation naming the field
 * (`module-not-found`, `export-not-found`, `not-a-ruleset`, `unknown-ruleset`).
 *
 * @example
 * ```ts
 * import { loadRuleset } from 'kriegsspiel/pool';
 * loadRuleset({ module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' }).then((found) => {
 *   if (found.ok) console.log(found.ruleset.sides); // ['french', 'coalition']
 * });
 * ```
 */
export async function loadRuleset(source: RulesetSource): Promise<{ readonly ok: true; readonly ruleset: AnyRuleset } | { readonly ok: false; readonly violation: Violation }> {
  const found = await importExport(source);
  if (!found.ok) return found;
  const value = found.value;
  if (source.id === undefined) {
    if (isRuleset(value)) return { ok: true, ruleset: value };
    return { ok: false, violation: violation('not-a-ruleset', 'core', `export: ${quote(source.export)} of ${quote(source.module)} is not a ruleset`) };
  }
  if (!isObject(value) || typeof value['ruleset'] !== 'function') {
    return { ok: false, violation: violation('not-a-ruleset', 'core', `export: ${quote(source.export)} of ${quote(source.module)} is not a registry (id is given)`) };
  }
  const ruleset: unknown = (value['ruleset'] as (id: string) => unknown)(source.id);
  if (isRuleset(ruleset)) return { ok: true, ruleset };
  return { ok: false, violation: violation('unknown-ruleset', 'core', `id: the registry ${quote(source.export)} has no ruleset ${quote(source.id)}`) };
}
