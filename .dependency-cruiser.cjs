/**
 * The layers of docs/DESIGN ("Layers (dependencies point one way)"), enforced in CI by `npm run lint:layers`.
 *
 *   src/core <- src/maps <- src/mechanics <- src/bots, src/testing
 *   src/core (+ maps) <- src/serialization <- src/bots, src/testing
 *   src/core, src/bots <- src/env (the AEC environment)
 *   src/core, src/maps <- src/render (SVG drawings; published as `kriegsspiel/render`)
 *   the package's public API (`kriegsspiel`, `kriegsspiel/testing`) <- rulesets/<id>
 *   (a ruleset's generator scripts under data/, not shipped, may also use `kriegsspiel/render`)
 *
 * Type-only imports count (tsPreCompilationDeps): a layer may not even name a type from a layer above it.
 * Cycles that exist at run time are errors; cycles closed only by `import type` are warnings.
 * Test files (`*.test.ts`) are exempt from the order between src layers (a test may use src/testing helpers),
 * but not from the rules about rulesets.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

/** Files a layer rule applies to: the layer's own source files, not its tests. */
const layer = (name) => ({ path: `^src/${name}/`, pathNot: '\\.test\\.ts$' });

/** A rule forbidding `from` to import anything under src/ except the listed layers. */
const mayOnlyImport = (name, allowed) => ({
  name: `${name}-layer`,
  comment: `src/${name} may import only ${allowed.map((a) => `src/${a}`).join(', ')} (docs/DESIGN "Layers").`,
  severity: 'error',
  from: layer(name),
  to: { path: '^src/', pathNot: `^src/(${allowed.join('|')})/` },
});

/** Source that ships in the package (fast-check and other devDependencies are not installed for users). */
const published = { path: '^(src|rulesets)/', pathNot: ['\\.test\\.ts$', '^src/testing/'] };

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'This import closes a cycle that exists at run time (module evaluation order then decides what is ' +
        'undefined): move the shared part into its own module.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-types',
      comment:
        'A cycle through type-only imports: harmless at run time (types are erased), but usually a sign that ' +
        'a shared type wants its own module.',
      severity: 'warn',
      from: {},
      to: { circular: true, via: { dependencyTypes: ['type-only'] } },
    },
    mayOnlyImport('core', ['core']),
    mayOnlyImport('maps', ['core', 'maps']),
    mayOnlyImport('mechanics', ['core', 'maps', 'mechanics']),
    mayOnlyImport('serialization', ['core', 'maps', 'serialization']),
    mayOnlyImport('bots', ['core', 'maps', 'mechanics', 'serialization', 'bots']),
    mayOnlyImport('env', ['core', 'maps', 'mechanics', 'serialization', 'bots', 'env']),
    mayOnlyImport('testing', ['core', 'maps', 'mechanics', 'serialization', 'bots', 'testing']),
    mayOnlyImport('render', ['core', 'maps', 'render']),
    {
      name: 'src-not-to-rulesets',
      comment:
        'src/ never imports rulesets/ (docs/DESIGN "Layers"): the engine knows no ruleset. The one exception is the ' +
        'command line (src/cli), an application on top of the library, which loads rulesets by their public entry.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^rulesets/' },
    },
    {
      name: 'cli-uses-public-entry-points',
      comment: 'The command line uses the engine and the rulesets only through their public entry points.',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^(rulesets/[^/]+/(?!index\\.ts$)|src/(?!index\\.ts$|render/index\\.ts$|pool\\.ts$|cli/))' },
    },
    {
      name: 'rulesets-import-the-package-by-name',
      comment:
        'A ruleset imports the engine only as `kriegsspiel` / `kriegsspiel/testing` (tsconfig "paths"), ' +
        'exactly as a third party would; no relative or baseUrl path into src/.',
      severity: 'error',
      from: { path: '^rulesets/' },
      to: { path: '^src/', dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'rulesets-use-the-public-entry-points',
      comment: 'A ruleset may reach only the public entry points src/index.ts and src/testing/index.ts.',
      severity: 'error',
      from: { path: '^rulesets/', pathNot: '^rulesets/[^/]+/data/[^/]+/render\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(index|testing/index)\\.ts$' },
    },
    {
      name: 'ruleset-map-drawings-use-the-render-entry-point',
      comment:
        "A ruleset's map-drawing script (rulesets/<id>/data/<map>/render.ts, a generator that is not shipped) may reach " +
        'the public entry points src/index.ts and src/render/index.ts (`kriegsspiel/render`), nothing else of src/.',
      severity: 'error',
      from: { path: '^rulesets/[^/]+/data/[^/]+/render\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(index|render/index)\\.ts$' },
    },
    {
      name: 'main-entry-not-to-the-pool',
      comment:
        'The worker pool (worker threads, dynamic imports by name) is Node only: it is `kriegsspiel/pool` (src/pool.ts), ' +
        'never reached from the main entry, which must bundle for the browser (docs/performance.md, "Browser bundle").',
      severity: 'error',
      from: { path: '^src/index\\.ts$' },
      to: { path: '^src/bots/(taskPool|importModule|moduleExport|loadRuleset|runGames|runTasks|poolWorker)\\.ts$', reachable: true },
    },
    {
      name: 'rulesets-are-independent',
      comment: 'A ruleset does not import another ruleset: copy what you need or move it into src/mechanics.',
      severity: 'error',
      from: { path: '^rulesets/([^/]+)/' },
      to: { path: '^rulesets/', pathNot: '^rulesets/$1/' },
    },
    {
      name: 'testing-kit-only-in-tests',
      comment:
        'kriegsspiel/testing needs the optional peer fast-check: only tests may import it, never shipped ' +
        'engine or ruleset code.',
      severity: 'error',
      from: published,
      to: { path: '^src/testing/' },
    },
    {
      name: 'published-code-uses-dependencies-only',
      comment:
        'Shipped code may import only "dependencies" (and node builtins): a devDependency is not installed for ' +
        'users. fast-check is an optional peer dependency, for src/testing only. The CLI is exempt: tsup bundles ' +
        'everything it imports into dist/cli.js (its terminal display library is a devDependency). So is the worker ' +
        "pool's bootstrap for the TypeScript sources (src/bots/poolWorkerSource.mjs registers tsx): the package's " +
        'pool starts dist/poolWorker.js instead, and the bootstrap is never built nor shipped.',
      severity: 'error',
      from: { ...published, pathNot: [...published.pathNot, '^src/cli/', '^src/bots/poolWorkerSource\\.mjs$'] },
      to: { dependencyTypes: ['npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'This import cannot be resolved (missing file, or a package not in package.json).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
