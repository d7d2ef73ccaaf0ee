/**
 * `npx tsx bench/bundleOptions.ts`: what the browser bundle would weigh after changes not made, measured on stubs.
 * An esbuild plugin replaces the named modules of Napoleon at War with a one-line stand-in (the bots' evaluation, the
 * agents' encoding, the Wagram scenario and map), and both entries of bench/bundleSize.ts are bundled and gzipped as
 * there. The bundles do not run; they give the size a split (a subpath, data loaded on demand) would save.
 * See docs/performance.md, "Against the target".
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_ENTRY, FRONT_END_ENTRY } from './bundleSize.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const NAW = 'rulesets/napoleon-at-war';
const EVALUATE = { [`${NAW}/evaluate.ts`]: 'export const evaluate = undefined;' };
const ENCODING = { [`${NAW}/encoding.ts`]: 'export const NAW_ENCODING = undefined;' };
const WAGRAM = { [`${NAW}/data/wagram.ts`]: "export const WAGRAM = { id: 'wagram' };", [`${NAW}/data/wagramMap.json`]: '{"id":"wagram"}' };

/** Each option: the modules it takes out of the bundle and the stand-in source of each. */
export const BUNDLE_OPTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'none (today)': {},
  'evaluation and encoding in a subpath': { ...EVALUATE, ...ENCODING },
  'evaluation in a subpath': EVALUATE,
  'encoding in a subpath': ENCODING,
  'the Wagram scenario and map loaded on demand': WAGRAM,
  'both': { ...EVALUATE, ...ENCODING, ...WAGRAM },
};

/** The gzipped and minified bytes of `entry` with `stubs` standing in for their modules. */
export async function stubbedSize(entry: readonly string[], stubs: Readonly<Record<string, string>>): Promise<{ gzip: number; minified: number }> {
  const plugin: Plugin = {
    name: 'stub-modules',
    setup(b) {
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
  for (const [label, entry] of [['front end', FRONT_END_ENTRY], ['everything', BUNDLE_ENTRY]] as const) {
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
