/**
 * `npx tsx bench/bundleOptions.ts`: what the browser bundles of bench/bundleSize.ts would weigh after changes not made,
 * measured on stubs. An esbuild plugin replaces the named modules with a one-line stand-in, or a package (zod, immer)
 * with an empty module, and each entry is bundled and gzipped as there. The bundles do not run; they give the size a
 * change would save: zod stubbed is the schema code without a schema library (the move to valibot then adds valibot's
 * own share back).
 * See docs/performance.md, "Against the target".
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_ENTRY, EVERYTHING_ENTRY } from './bundleSize.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const NAW = 'rulesets/napoleon-at-war';
const ACTION_SPACE = { [`${NAW}/rules/actionSpace.ts`]: 'export const actionSpace = undefined;' };
const ZOD = { 'zod/mini': '', zod: '' };
const IMMER = { immer: 'export class Immer { produce(s, f) { f(s); return s; } }\nexport const current = (s) => s;\nexport const isDraft = () => false;' };
const SKIRMISH = { [`${NAW}/data/skirmishMap.json`]: '{}', [`${NAW}/data/skirmish.ts`]: "export const SKIRMISH = { id: 'skirmish' };" };

/** Each option: the modules (repository paths) or packages (bare names) it takes out, and the stand-in source of each. */
export const BUNDLE_OPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'none (today)': {},
  'zod stubbed (the schema library gone; valibot adds its own share back)': ZOD,
  'zod stubbed, and no built-in scenario in the lean ruleset (skirmish on demand too)': { ...ZOD, ...SKIRMISH },
  'zod stubbed, and the action space (read by bots only) out of the step table': { ...ZOD, ...ACTION_SPACE },
  'zod and immer stubbed (an immutable path without immer: clone and apply in place)': { ...ZOD, ...IMMER },
  'all four: zod, immer, the action space, skirmish': { ...ZOD, ...IMMER, ...ACTION_SPACE, ...SKIRMISH },
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
