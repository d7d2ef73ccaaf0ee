import { existsSync, readdirSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

/**
 * Every rulesets/<id>/index.ts is published as `kriegsspiel/rulesets/<id>` and every rulesets/<id>/entries/<name>.ts
 * as `kriegsspiel/rulesets/<id>/<name>` (the `./rulesets/*` pattern in package.json "exports"), so adding a ruleset
 * or a subpath of one needs no line here (a subpath needs one in tsconfig.json "paths" and vitest.config.ts).
 */
const RULESETS = readdirSync('rulesets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`rulesets/${d.name}/index.ts`))
  .map((d) => d.name)
  .sort();

/** Output name under dist/ -> source file. The output name is the subpath in package.json "exports". */
const entry: Record<string, string> = {
  index: 'src/index.ts',
  testing: 'src/testing/index.ts',
  render: 'src/render/index.ts',
  // The worker pool, Node only: its own entry so the main one stays free of it in browser bundles.
  pool: 'src/pool.ts',
  // The worker pool's thread entry (src/bots/taskPool.ts starts dist/poolWorker.js beside itself); not an export.
  poolWorker: 'src/bots/poolWorker.ts',
  ...Object.fromEntries(RULESETS.map((id) => [`rulesets/${id}`, `rulesets/${id}/index.ts`])),
  ...Object.fromEntries(
    RULESETS.flatMap((id) =>
      existsSync(`rulesets/${id}/entries`)
        ? readdirSync(`rulesets/${id}/entries`)
            .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
            .map((file) => [`rulesets/${id}/${file.slice(0, -3)}`, `rulesets/${id}/entries/${file}`])
        : [],
    ),
  ),
};

/** The command line, dist/cli.js, which the `kriegsspiel` bin (bin/kriegsspiel.js) runs once published; built only once its source exists (see docs/tooling.md). */
const CLI = 'src/cli/main.ts';

const shared: Options = {
  target: 'es2022',
  platform: 'node',
  // tsup already leaves `dependencies` and `peerDependencies` (immer, zod, pure-rand, fast-check) external.
  // Rulesets import the core as `kriegsspiel` (a self-reference): keep it external so dist/rulesets/*.js
  // import the package's own main entry at run time instead of carrying a second copy of the core.
  external: ['kriegsspiel', /^kriegsspiel\//],
  // The worker pool finds its worker entry from `import.meta.url`: shimmed (from __filename) in the CommonJS build.
  shims: true,
};

export default defineConfig([
  {
    ...shared,
    entry,
    format: ['esm', 'cjs'],
    dts: true, // .d.ts for ESM, .d.cts for CJS
    // Shared chunks in both formats: `kriegsspiel` and `kriegsspiel/testing` then share one copy of the core.
    splitting: true,
    // The CLI build below writes into the same folder concurrently: do not delete its output.
    clean: ['!cli.js'],
  },
  ...(existsSync(CLI)
    ? [
        {
          ...shared,
          // The CLI is an application: bundle the core and the rulesets into it (resolved through tsconfig
          // "paths") so it does not depend on the library build's file layout.
          external: [],
          entry: { cli: CLI },
          format: ['esm'],
          dts: false,
          splitting: false,
          clean: false,
          banner: { js: '#!/usr/bin/env node' },
        } satisfies Options,
      ]
    : []),
]);
