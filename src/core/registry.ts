import { quote } from './quote.js';
import type { Ruleset } from './ruleset.js';
import type { RulesetTypes } from './rulesetTypes.js';
import { violation, type Violation } from './violation.js';

/** A ruleset of any types, as a registry holds it. */
export type AnyRuleset = Ruleset<RulesetTypes>;

/**
 * Erases a ruleset's types, once, so that it can sit in a registry beside rulesets of other types. Code that takes a
 * ruleset out of a registry hands it only data that ruleset produced (its states, its legal actions).
 *
 * @example
 * ```ts
 * import { anyRuleset, createRegistry } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const registry = createRegistry([anyRuleset(napoleonAtWar)]);
 * ```
 */
export function anyRuleset<T extends RulesetTypes>(ruleset: Ruleset<T>): AnyRuleset {
  return ruleset as unknown as AnyRuleset;
}

/** Where a scenario name was found: its ruleset and the built-in scenario id. */
export interface ScenarioMatch {
  /** The ruleset that has the scenario. */
  readonly ruleset: AnyRuleset;
  /** The built-in scenario id. */
  readonly scenario: string;
}

/**
 * An immutable set of rulesets by id, from which the command line, record loading and servers find a ruleset by id
 * and a built-in scenario by name. Built-ins plus any a user adds with `with`: never a global.
 */
export interface Registry {
  /** The rulesets, in the order they were added. */
  readonly rulesets: readonly AnyRuleset[];
  /** The ruleset with this id, or `undefined`. */
  ruleset(id: string): AnyRuleset | undefined;
  /** The ruleset with a built-in scenario of this name (`'wagram'`, or `'napoleon-at-war/wagram'`), or why none. */
  findScenario(name: string): { readonly ok: true; readonly match: ScenarioMatch } | { readonly ok: false; readonly violation: Violation };
  /** A new registry with `ruleset` added (replacing one with the same id). */
  with<T extends RulesetTypes>(ruleset: Ruleset<T>): Registry;
}

/**
 * Makes a registry of rulesets.
 *
 * @example
 * ```ts
 * import { anyRuleset, createRegistry } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const registry = createRegistry([anyRuleset(napoleonAtWar)]);
 * const found = registry.findScenario('wagram'); // { ok: true, match: { ruleset: napoleonAtWar, scenario: 'wagram' } }
 * ```
 */
export function createRegistry(rulesets: readonly AnyRuleset[]): Registry {
  const byId = new Map<string, AnyRuleset>();
  for (const ruleset of rulesets) byId.set(ruleset.id, ruleset);
  const all = [...byId.values()];
  return {
    rulesets: all,
    ruleset: (id) => byId.get(id),
    findScenario(name) {
      const slash = name.indexOf('/');
      const wanted = slash < 0 ? name : name.slice(slash + 1);
      const among = slash < 0 ? all : all.filter((r) => r.id === name.slice(0, slash));
      const matches = among.filter((r) => Object.hasOwn(r.definition.scenarios, wanted));
      if (matches.length === 1) return { ok: true, match: { ruleset: matches[0]!, scenario: wanted } };
      if (matches.length > 1) {
        const names = matches.map((r) => `${r.id}/${wanted}`).join(', ');
        return { ok: false, violation: violation('ambiguous-scenario', 'core', `scenario: ${quote(name)} is in several rulesets; name one of ${names}`) };
      }
      const known = all.flatMap((r) => Object.keys(r.definition.scenarios)).join(', ');
      return { ok: false, violation: violation('unknown-scenario', 'core', `scenario: no built-in scenario ${quote(name)} (known: ${known})`) };
    },
    with: (ruleset) => createRegistry([...all, anyRuleset(ruleset)]),
  };
}
