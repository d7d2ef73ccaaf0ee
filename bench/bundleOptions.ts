/**
 * `npx tsx bench/bundleOptions.ts`: what the browser bundles of bench/bundleSize.ts would weigh after changes not made,
 * measured on stubs on top of today's bundle. An esbuild plugin replaces the named modules with a one-line stand-in,
 * or a package (immer) with a small module of the same exports, and each entry is bundled and gzipped as there. The
 * bundles do not run; they give the size a change would save:
 * - immer stubbed: an immutable path without immer (clone, then apply in place, as the rollout path does);
 * - skirmish data stubbed: no scenario built into the lean ruleset (skirmish loaded on demand, as Wagram is);
 * - rules/validateState.ts stubbed: Napoleon at War's check of a loaded state's consistency left out (or loaded on
 *   demand with the saved-game code);
 * - all of them together.
 * See docs/performance.md, "Against the target".
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_ENTRY, EVERYTHING_ENTRY } from './bundleSize.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const NAW = 'rulesets/napoleon-at-war';
const IMMER = { immer: 'export class Immer { produce(s, f) { f(s); return s; } }\nexport const current = (s) => s;\nexport const isDraft = () => false;' };
const SKIRMISH = { [`${NAW}/data/skirmishMap.json`]: '{}', [`${NAW}/data/skirmish.ts`]: "export const SKIRMISH = { id: 'skirmish' };" };
const VALIDATE_STATE = { [`${NAW}/rules/validateState.ts`]: 'export const validateState = () => null;' };

/** Each option: the modules (repository paths) or packages (bare names) it takes out, and the stand-in source of each. */
export const BUNDLE_OPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'none (today)': {},
  'immer stubbed (an immutable path without immer: clone and apply in place)': IMMER,
  'skirmish data stubbed (no scenario built into the lean ruleset)': SKIRMISH,
  'rules/validateState.ts stubbed (no consistency check of a loaded state)': VALIDATE_STATE,
  'all three: immer, the skirmish data, validateState': { ...IMMER, ...SKIRMISH, ...VALIDATE_STATE },
};

/** The gzipped and minified bytes of `entry` with `stubs` standing in for their modules. */
export async function stubbedSize(entry: readonly string[], stubs: Readonly<Record<string, string>>): Promise<{ gzip: number; minified: number }> {
  const plugin: Plugin = {
    name: 'stub-modules',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (stubs[args.path] === undefined ? undefined : { path: args.path, namespace: 'stub-package' }));
      b.onLoad({ filter: /.*/, namespace: 'stub-package' }, (args) => ({ contents: stubs[args.path]!, loader: 'js' }));
      b.onLoad({ filter: /\.(ts|json)$/ }, (args) => {
        const contents = stubs[args.path.slice(ROOT.length + 1)];
        return contents === undefined ? undefined : { contents, loader: args.path.endsWith('.json') ? 'json' : 'ts' };
      });
    },
  };
  const result = await build({
    stdin: { contents: entry.join('\n'), resolveDir: ROOT, sourcefile: 'browser-entry.ts', loader: 'ts' },
    absWorkingDir: ROOT,
    tsconfig: `${ROOT}/tsconfig.json`,
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [plugin],
  });
  const code = result.outputFiles[0]!.contents;
  return { gzip: gzipSync(code).length, minified: code.length };
}

async function main(): Promise<void> {
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(6)} KiB`;
  for (const [label, entry] of [['core+NAW', BUNDLE_ENTRY], ['everything', EVERYTHING_ENTRY]] as const) {
    for (const [name, stubs] of Object.entries(BUNDLE_OPTIONS)) {
      const { gzip, minified } = await stubbedSize(entry, stubs);
      console.log(`${label.padEnd(10)} ${kib(gzip)} gzip ${kib(minified)} min  ${name}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`bundleOptions FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
