import { quote } from '../core/quote.js';
import { violation, type Violation } from '../core/violation.js';
import { importModule } from './importModule.js';

/**
 * Where a pool worker finds a value it cannot be sent (a ruleset, a bot factory, a task function): a module
 * specifier it can import (a package subpath such as `'kriegsspiel/rulesets/napoleon-at-war'`, or an absolute
 * `file:` URL) and the name of the export.
 */
export interface ModuleExport {
  /** What `import()` is given, resolved from the worker's own module (so a package name or an absolute URL). */
  readonly module: string;
  /** The export's name (`'default'` for a default export). */
  readonly export: string;
}

/**
 * Imports `ref.module` and returns its export `ref.export`, or a `module-not-found` / `export-not-found` violation
 * naming the field. Node caches modules, so importing the same module again costs a map lookup.
 *
 * @example
 * ```ts
 * import { importExport } from 'kriegsspiel/pool';
 * importExport({ module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' }).then((found) => {
 *   if (found.ok) console.log((found.value as { id: string }).id); // 'napoleon-at-war'
 * });
 * ```
 */
export async function importExport(ref: ModuleExport): Promise<{ readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly violation: Violation }> {
  if (typeof ref?.module !== 'string' || typeof ref.export !== 'string') {
    return { ok: false, violation: violation('bad-module-export', 'core', 'module, export: expected two strings, e.g. { module: "kriegsspiel/rulesets/napoleon-at-war", export: "napoleonAtWar" }') };
  }
  let loaded: Record<string, unknown>;
  try {
    loaded = await importModule(ref.module);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, violation: violation('module-not-found', 'core', `module: cannot import ${quote(ref.module)}: ${why.slice(0, 200)}`) };
  }
  if (!Object.hasOwn(loaded, ref.export)) {
    return { ok: false, violation: violation('export-not-found', 'core', `export: ${quote(ref.module)} has no export ${quote(ref.export)}`) };
  }
  return { ok: true, value: loaded[ref.export] };
}
