/**
 * A dynamic `import()` of `specifier` that stays a real `import()` in the package's CommonJS build, where esbuild would
 * otherwise turn it into `require()`, which cannot load ES modules on Node 20 (tinypool is ESM only, and so may be a
 * user's ruleset). In the CommonJS build (this module's URL ends in `.cjs`) the import is made by a function created
 * from source text, which Node resolves from this file, in dist/; everywhere else (the ESM build, the TypeScript
 * sources under vitest or tsx) it is a plain `import()`, so bundlers and test runners see it.
 *
 * @example
 * ```ts
 * import { importModule } from './importModule.js';
 * importModule('node:path').then((path) => console.log(typeof path['join'])); // 'function'
 * ```
 */
export function importModule(specifier: string): Promise<Record<string, unknown>> {
  if (import.meta.url.endsWith('.cjs')) {
    const nativeImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<Record<string, unknown>>;
    return nativeImport(specifier);
  }
  return import(specifier) as Promise<Record<string, unknown>>;
}
