import { describeIssues } from './describeIssues.js';
import type { CompileResult, RulesetDefinition } from './rulesetDefinition.js';
import { parseObjectSchema, parseSchema } from './parseSchema.js';
import type { CompiledScenario } from './ruleset.js';
import type { ScenarioRef } from './baseState.js';
import type { RulesetTypes } from './rulesetTypes.js';
import { scenarioHash } from './scenarioHash.js';
import { quote } from './quote.js';
import { violation } from './violation.js';

/** A compiled scenario as the cache keeps it. */
interface Entry<T extends RulesetTypes> {
  readonly ref: ScenarioRef;
  readonly scenario: T['scenario'];
  readonly context: T['context'];
  readonly builtIn: boolean;
}

/** The scenarios a ruleset instance has compiled, by content hash (see `Ruleset.compile`). */
export interface ScenarioCache<T extends RulesetTypes> {
  /** Validates and compiles a built-in id or scenario data (once per content), or says what is wrong. */
  compile(scenario: unknown): CompiledScenario<T> & { readonly context?: T['context'] };
  /** The entry a reference names: compiled here before, or a built-in scenario with that content. */
  resolve(ref: unknown): (CompiledScenario<T> & { readonly context?: T['context'] }) | null;
  /** The context of a reference, or why there is none. */
  context(ref: unknown): CompileResult<T['context']>;
}

/**
 * Makes the scenario cache a ruleset instance owns: contexts keyed by the hash of the scenario's canonical JSON (so
 * two scenarios that share an id never share rules), plus the data objects already hashed, so that setting up the
 * same scenario object again costs a lookup. Built-in scenarios are compiled on first use.
 */
export function createScenarioCache<T extends RulesetTypes>(def: RulesetDefinition<T>): ScenarioCache<T> {
  const byHash = new Map<string, Entry<T>>();
  const byObject = new WeakMap<object, Entry<T>>();
  const builtInHashes = new Map<string, string | null>();

  const found = (entry: Entry<T>) => ({ ok: true as const, ref: entry.ref, scenario: entry.scenario, builtIn: entry.builtIn, context: entry.context });

  function compileData(data: unknown): CompiledScenario<T> & { readonly context?: T['context'] } {
    if (typeof data === 'object' && data !== null) {
      const known = byObject.get(data);
      if (known) return found(known);
    }
    const parsed = parseObjectSchema(def.schemas.scenario, data);
    if (!parsed.success) {
      return { ok: false, violation: violation('malformed-scenario', 'core', describeIssues(parsed.error.issues, ['scenario'])) };
    }
    const hash = scenarioHash(def.hashedContent ? def.hashedContent(parsed.data) : parsed.data);
    let entry = byHash.get(hash);
    if (entry === undefined) {
      const compiled = def.compile(parsed.data);
      if (!compiled.ok) return compiled;
      const id = def.scenarioId(parsed.data);
      entry = { ref: { id, hash }, scenario: parsed.data, context: compiled.context, builtIn: builtInHash(id) === hash };
      byHash.set(hash, entry);
    }
    if (typeof data === 'object' && data !== null) byObject.set(data, entry);
    return found(entry);
  }

  /** The content hash of the built-in scenario `id`, or `null` when there is none (or it does not validate). */
  function builtInHash(id: string): string | null {
    if (!Object.hasOwn(def.scenarios, id)) return null;
    let hash = builtInHashes.get(id);
    if (hash === undefined) {
      const parsed = parseSchema(def.schemas.scenario, def.scenarios[id]);
      hash = parsed.success ? scenarioHash(def.hashedContent ? def.hashedContent(parsed.data) : parsed.data) : null;
      builtInHashes.set(id, hash);
    }
    return hash;
  }

  function compile(scenario: unknown): CompiledScenario<T> & { readonly context?: T['context'] } {
    if (typeof scenario !== 'string') return compileData(scenario);
    if (!Object.hasOwn(def.scenarios, scenario)) {
      return { ok: false, violation: violation('unknown-scenario', 'core', `scenario: no built-in scenario ${quote(scenario)} in "${def.id}"`) };
    }
    return compileData(def.scenarios[scenario]);
  }

  function resolve(ref: unknown): (CompiledScenario<T> & { readonly context?: T['context'] }) | null {
    if (typeof ref !== 'object' || ref === null) return null;
    const { id, hash } = ref as Partial<ScenarioRef>;
    if (typeof hash !== 'string' || typeof id !== 'string') return null;
    const known = byHash.get(hash);
    if (known) return known.ref.id === id ? found(known) : null;
    return builtInHash(id) === hash ? compile(id) : null;
  }

  function context(ref: unknown): CompileResult<T['context']> {
    const entry = resolve(ref);
    if (entry?.ok && entry.context !== undefined) return { ok: true, context: entry.context };
    const named = typeof ref === 'object' && ref !== null ? (ref as Partial<ScenarioRef>) : {};
    return {
      ok: false,
      violation: violation(
        'unknown-scenario',
        'core',
        `scenario: this "${def.id}" instance knows no scenario ${quote(named.id)} with hash ${quote(named.hash)}; set it up or load it (with its data) through this instance`,
      ),
    };
  }

  return { compile, resolve, context };
}
