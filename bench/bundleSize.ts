/**
 * `npm run bench:bundle`: the size of a browser bundle of the core plus Napoleon at War (issue 13, "A small browser
 * bundle"; target at most 40 KiB gzip). esbuild bundles {@link BUNDLE_ENTRY}, what a page that plays and replays
 * Napoleon at War loads (the game API and the lean ruleset, `kriegsspiel/rulesets/napoleon-at-war/rules`), for
 * platform 'browser', minified and tree-shaken, from the sources (resolved through tsconfig "paths", as the tests
 * do); then the output is gzipped at zlib's default level (the level of `gzip` without a flag). That figure,
 * `bundle.coreNawGzipKiB`, is the one judged. The bot's Web Worker chunk, Wagram's data chunk and everything both
 * public entries export are measured the same way and printed, not judged ({@link MEASURED_ENTRIES}).
 * Exits 1 if a browser graph pulls in a Node built-in (`node:*`, `fs`, `worker_threads`, ...) or the worker pool's
 * `tinypool`, or a schema package other than valibot (zod, or the dev-only `@valibot/to-json-schema` and `ajv`: the
 * sign that a file imports a second schema library, or that the JSON Schema tooling leaked into the library), or if
 * the judged bundle holds one of Napoleon at War's AI hooks ({@link AI_HOOK_MODULES}).
 * Prints the biggest contributors (esbuild's metafile) so a regression names its cause.
 * See docs/performance.md, "Browser bundle".
 *
 * With `--groups` (`npm run bench:bundle -- --groups`) it also gives each file group's gzip share of the judged
 * bundle (bench/bundleGroups.ts).
 *
 * Environment (optional): BENCH_BUNDLE_TOP (how many of the biggest modules to list; default 12).
 */
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';
import { groupShares, type GroupShare } from './bundleGroups.js';
import { envInt } from './envInt.js';

/**
 * The entry judged against the target, `bundle.coreNawGzipKiB`: "the core plus Napoleon at War" as a browser page
 * that plays and replays the game loads it. The game API from `kriegsspiel` (a game, undo, saving and loading
 * states and records, replay) and the lean ruleset (`kriegsspiel/rulesets/napoleon-at-war/rules`: the rules, views,
 * front-end queries and presentation, skirmish built in). Not in it: the bots, which a page runs in a Web Worker
 * ({@link BOT_CHUNK_ENTRY}, a chunk of its own), Wagram's data, loaded on demand ({@link WAGRAM_CHUNK_ENTRY}), and the
 * environment, tree search, registry and pool of the main entry.
 */
export const BUNDLE_ENTRY = [
  "export { napoleonAtWarRules, createNapoleonAtWarRules } from 'kriegsspiel/rulesets/napoleon-at-war/rules';",
  "export { Game, GameError, loadRecord, loadState, serializeState, serializeRecord, createRecord, recordFromGame, replay, startHistory, playInHistory, canUndo, undoInHistory, isChanceAction, isHiddenMarker } from 'kriegsspiel';",
];

/**
 * Printed, not judged: the Web Worker chunk a page starts for its bot, on its own (it shares no module instance with
 * the page): the full ruleset with its AI hooks (every built-in scenario, the bots' evaluation) and the bots.
 */
export const BOT_CHUNK_ENTRY = [
  "export { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';",
  "export { randomBot, greedyBot, mctsBot, botRng } from 'kriegsspiel';",
];

/** Printed, not judged: the Wagram scenario and map, a chunk the page imports on demand. */
export const WAGRAM_CHUNK_ENTRY = ["export { WAGRAM_CONTENT } from 'kriegsspiel/rulesets/napoleon-at-war/wagram';"];

/**
 * Printed, not judged: everything both public entry points export, the most a page can import from them (the main
 * entry also holds the environment for learning agents, the tree search and the other bots, the registry...).
 */
export const EVERYTHING_ENTRY = ["export * from 'kriegsspiel';", "export * from 'kriegsspiel/rulesets/napoleon-at-war';"];

/** The entries measured, with the key each figure has in bench/latest.json's `bundle`; only the first is judged. */
export const MEASURED_ENTRIES = [
  { key: 'coreNaw', entry: BUNDLE_ENTRY, judged: true },
  { key: 'botChunk', entry: BOT_CHUNK_ENTRY, judged: false },
  { key: 'wagramChunk', entry: WAGRAM_CHUNK_ENTRY, judged: false },
  { key: 'everything', entry: EVERYTHING_ENTRY, judged: false },
] as const;

/** Issue 13's target for the gzipped bundle, in KiB. */
export const BUNDLE_TARGET_KIB = 40;

/** Packages that must never reach a browser bundle (the worker pool's thread library). */
const NODE_ONLY_PACKAGES = ['tinypool'];

/** Schema packages that must not reach the bundle: a second schema library, or the dev-only JSON Schema tooling. */
const OTHER_SCHEMA_PACKAGES = ['zod', '@valibot/to-json-schema', 'ajv'];

/**
 * Modules that must not reach the judged bundle: Napoleon at War's AI hooks, which only bots and learning agents read
 * (the bots' evaluation, the encoding, the movement and set-up action space). The lean ruleset leaves them out.
 */
export const AI_HOOK_MODULES = [
  'rulesets/napoleon-at-war/evaluate.ts',
  'rulesets/napoleon-at-war/encoding.ts',
  'rulesets/napoleon-at-war/rules/actionSpace.ts',
];

/** What {@link measureBundle} found. */
export interface BundleReport {
  /** The gzipped bundle in KiB (1 KiB = 1,024 bytes), one decimal. */
  readonly gzipKiB: number;
  /** The minified bundle before gzip, in KiB. */
  readonly minifiedKiB: number;
  readonly gzipBytes: number;
  readonly minifiedBytes: number;
  /** Node built-ins and Node-only packages the graph imports, as `specifier <- importer`; empty when clean. */
  readonly nodeImports: readonly string[];
  /** Packages of schema code other than valibot in the bundle (`zod`, `@valibot/to-json-schema`, `ajv`); empty when clean. */
  readonly otherSchemaPackages: readonly string[];
  /** The {@link AI_HOOK_MODULES} in the bundle; must be empty for the judged entry. */
  readonly aiHookModules: readonly string[];
  /** Minified bytes per area: a package (`valibot`, `immer`), a src/ layer, a ruleset's code or its data. */
  readonly byArea: readonly { readonly area: string; readonly bytes: number }[];
  /** The biggest modules, minified bytes in the output. */
  readonly biggest: readonly { readonly module: string; readonly bytes: number }[];
  /** Each dependency package's and each big JSON data file's share: the gzipped bundle's KiB without it, subtracted. */
  readonly gzipShares: readonly { readonly part: string; readonly gzipKiB: number }[];
  /** With `groups`: each file group's share of the gzipped bundle and of the minified bundle (bench/bundleGroups.ts). */
  readonly groups?: readonly GroupShare[];
}

const BUILTINS = new Set(builtinModules);

/** Marks Node built-ins and Node-only packages external and records who imports them (specifier -> importers). */
function nodeImportsPlugin(found: Map<string, Set<string>>, root: string): Plugin {
  return {
    name: 'node-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        const bare = args.path.replace(/^node:/, '').split('/')[0]!;
        const nodeOnly = args.path.startsWith('node:') || BUILTINS.has(bare) || NODE_ONLY_PACKAGES.includes(bare);
        if (!nodeOnly) return undefined;
        const importer = args.importer.startsWith(root) ? args.importer.slice(root.length + 1) : args.importer;
        found.set(args.path, (found.get(args.path) ?? new Set()).add(importer));
        return { path: args.path, external: true };
      });
    },
  };
}

/** The area a module of the metafile belongs to, e.g. `valibot`, `src/core`, `rulesets/napoleon-at-war/data`. */
export function areaOf(module: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (pkg) return pkg[1]!;
  const parts = module.replace(/^(\.\.\/)+[^/]*\/?/, '').split('/');
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : 'src';
  if (parts[0] === 'rulesets') return parts[2] === 'data' ? `rulesets/${parts[1]}/data` : `rulesets/${parts[1]}`;
  return parts[0] ?? module;
}

/** A module's path for display: the package-relative path for dependencies, the repository path otherwise. */
function shortName(module: string): string {
  const at = module.lastIndexOf('node_modules/');
  return at >= 0 ? module.slice(at + 'node_modules/'.length) : module;
}

/** What one esbuild run of the entry gave. */
interface Built {
  readonly code: Uint8Array;
  readonly output: Metafile['outputs'][string];
  /** Node built-ins and Node-only packages found while resolving: specifier -> importers. */
  readonly candidates: ReadonlyMap<string, ReadonlySet<string>>;
  /** The source map, when asked for. */
  readonly map?: SourceMap;
}

/** The parts of a source map that {@link groupShares} reads. */
interface SourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** Bundles the entry; `external` packages are left out (imported, not bundled), `stub` JSON modules replaced by `{}`. */
async function bundle(entry: readonly string[], external: readonly string[] = [], stub: readonly string[] = [], sourcemap = false): Promise<Built> {
  const candidates = new Map<string, Set<string>>();
  const stubPlugin: Plugin = {
    name: 'stub-json',
    setup(b) {
      b.onLoad({ filter: /\.json$/ }, (args) => (stub.some((s) => args.path.endsWith(s)) ? { contents: '{}', loader: 'json' } : undefined));
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
    outfile: `${ROOT}/browser-entry.js`,
    metafile: true,
    sourcemap: sourcemap ? 'external' : false,
    sourcesContent: false,
    logLevel: 'silent',
    external: external.flatMap((pkg) => [pkg, `${pkg}/*`]),
    plugins: [nodeImportsPlugin(candidates, ROOT), stubPlugin],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!;
  const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
  return {
    code: js.contents,
    output: Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('.js'))![1],
    candidates,
    ...(map ? { map: JSON.parse(map.text) as SourceMap } : {}),
  };
}

/** Big JSON data files get their own gzip share (their minified size in the bundle, at least this many bytes). */
const BIG_JSON = 8 * 1024;

/**
 * Bundles {@link BUNDLE_ENTRY} for the browser (minified, tree-shaken) and measures it; then, for each dependency
 * package and each big JSON data file, how much smaller the gzipped bundle is without it (its gzip share).
 *
 * @example
 * ```ts
 * import { measureBundle } from './bundleSize.js';
 * const report = await measureBundle();
 * console.log(`${report.gzipKiB} KiB gzip`, report.nodeImports); // e.g. '83 KiB gzip' []
 * ```
 */
export async function measureBundle(top = 12, entry: readonly string[] = BUNDLE_ENTRY, groups = false): Promise<BundleReport> {
  const { code, output, candidates, map } = await bundle(entry, [], [], groups);
  const gzipBytes = gzipSync(code).length;
  const inputs = output.inputs;
  // Only the imports left in the output count: a module that imports a built-in for code tree-shaking drops is fine.
  const nodeImports = output.imports
    .filter((i) => i.external && candidates.has(i.path))
    .map((i) => `${i.path} <- ${[...candidates.get(i.path)!].sort().join(', ')}`);
  const areas = new Map<string, number>();
  for (const [module, { bytesInOutput }] of Object.entries(inputs)) areas.set(areaOf(module), (areas.get(areaOf(module)) ?? 0) + bytesInOutput);
  const kib = (bytes: number): number => Number((bytes / 1024).toFixed(1));
  const packages = [...areas.keys()].filter((area) => Object.keys(inputs).some((m) => m.includes(`node_modules/${area}/`)));
  const bigJson = Object.entries(inputs).filter(([m, i]) => m.endsWith('.json') && i.bytesInOutput >= BIG_JSON).map(([m]) => m);
  const shares: { part: string; gzipKiB: number }[] = [];
  for (const pkg of packages) shares.push({ part: pkg, gzipKiB: kib(gzipBytes - gzipSync((await bundle(entry, [pkg])).code).length) });
  for (const json of bigJson) shares.push({ part: json, gzipKiB: kib(gzipBytes - gzipSync((await bundle(entry, [], [json])).code).length) });
  return {
    gzipKiB: kib(gzipBytes),
    minifiedKiB: kib(code.length),
    gzipBytes,
    minifiedBytes: code.length,
    nodeImports: [...new Set(nodeImports)].sort(),
    otherSchemaPackages: [...new Set(Object.keys(inputs).flatMap((m) => OTHER_SCHEMA_PACKAGES.filter((p) => m.includes(`node_modules/${p}/`))))].sort(),
    aiHookModules: AI_HOOK_MODULES.filter((m) => (inputs[m]?.bytesInOutput ?? 0) > 0),
    byArea: [...areas].map(([area, bytes]) => ({ area, bytes })).filter((a) => a.bytes > 0).sort((a, b) => b.bytes - a.bytes),
    biggest: Object.entries(inputs)
      .map(([module, { bytesInOutput }]) => ({ module: shortName(module), bytes: bytesInOutput }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, top),
    gzipShares: shares.sort((a, b) => b.gzipKiB - a.gzipKiB),
    ...(map ? { groups: groupShares(new TextDecoder().decode(code), map) } : {}),
  };
}

/**
 * The lines that print a report: the figure against the target, the areas, the biggest modules, the file groups (when
 * measured), any Node import. `key` names the figure as bench/latest.json stores it.
 */
export function bundleLines(report: BundleReport, entry: readonly string[] = BUNDLE_ENTRY, key = 'bundle.coreNawGzipKiB', judged = true): string[] {
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(6)} KiB`;
  const met = report.gzipKiB <= BUNDLE_TARGET_KIB ? 'met' : 'NOT met';
  const against = judged ? `(target <= ${BUNDLE_TARGET_KIB}): ${met}` : '(printed, not judged)';
  return [
    `Browser bundle (esbuild, platform browser, minified; gzip at the default level) of: ${entry.join(' ')}`,
    `${key} = ${report.gzipKiB.toFixed(1)} ${against}; ${report.minifiedKiB.toFixed(1)} KiB minified`,
    'minified bytes by area:',
    ...report.byArea.map((a) => `  ${kib(a.bytes)}  ${a.area}`),
    'biggest modules (minified bytes):',
    ...report.biggest.map((m) => `  ${kib(m.bytes)}  ${m.module}`),
    'gzip shares (the bundle without the part, subtracted):',
    ...report.gzipShares.map((s) => `  ${s.gzipKiB.toFixed(1).padStart(6)} KiB  ${s.part}`),
    ...(report.groups
      ? [
          'gzip share and minified bytes by file group (the bundle without the group, subtracted):',
          ...report.groups.map((g) => `  ${kib(g.gzipBytes)} gzip ${kib(g.minifiedBytes)} min  ${g.group}`),
        ]
      : []),
    report.nodeImports.length === 0
      ? 'Node built-ins and Node-only packages in the browser graph: none'
      : `FAILED: the browser graph imports Node built-ins or Node-only packages:\n  ${report.nodeImports.join('\n  ')}`,
    ...(report.otherSchemaPackages.length === 0
      ? []
      : [`FAILED: schema packages other than valibot are bundled: ${report.otherSchemaPackages.join(', ')} (the engine and its rulesets validate with valibot only)`]),
    ...(judged && report.aiHookModules.length > 0
      ? [`FAILED: AI hooks are in the judged bundle: ${report.aiHookModules.join(', ')} (the lean ruleset leaves them to the bots' chunk)`]
      : []),
  ];
}

async function main(): Promise<void> {
  const groups = process.argv.includes('--groups');
  const top = envInt('BENCH_BUNDLE_TOP', 12);
  for (const [n, { key, entry, judged }] of MEASURED_ENTRIES.entries()) {
    const report = await measureBundle(top, entry, groups && judged);
    if (n > 0) console.log('');
    for (const line of bundleLines(report, entry, `bundle.${key}GzipKiB`, judged)) console.log(line);
    if (report.nodeImports.length > 0 || report.otherSchemaPackages.length > 0) process.exitCode = 1;
    if (judged && report.aiHookModules.length > 0) process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`bench:bundle FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
