import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^kriegsspiel\/testing$/, replacement: here('./src/testing/index.ts') },
      { find: /^kriegsspiel\/render$/, replacement: here('./src/render/index.ts') },
      { find: /^kriegsspiel\/pool$/, replacement: here('./src/pool.ts') },
      { find: /^kriegsspiel\/rulesets\/napoleon-at-war\/rules$/, replacement: here('./rulesets/napoleon-at-war/entries/rules.ts') },
      { find: /^kriegsspiel\/rulesets\/napoleon-at-war\/wagram$/, replacement: here('./rulesets/napoleon-at-war/entries/wagram.ts') },
      { find: /^kriegsspiel\/rulesets\/napoleon-at-war$/, replacement: here('./test/support/napoleonAtWar.ts') },
      { find: /^kriegsspiel\/rulesets\/a-crowning-glory$/, replacement: here('./test/support/aCrowningGlory.ts') },
      { find: /^kriegsspiel\/rulesets\/jours-de-gloire$/, replacement: here('./test/support/joursDeGloire.ts') },
      { find: /^kriegsspiel\/rulesets\/march-into-battle$/, replacement: here('./test/support/marchIntoBattle.ts') },
      { find: /^kriegsspiel$/, replacement: here('./src/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'rulesets/**/*.test.ts'],
    // The browser tests need Chromium: `npm run test:browser` runs them (test-browser/vitest.config.ts).
    exclude: [...configDefaults.exclude, 'test-browser/**'],
    testTimeout: 120_000,
    pool: 'threads',
    // vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where the whole suite then
    // ran file after file (1470 s of wall time for 1367 s of tests). Its main process is idle while workers run.
    maxWorkers: availableParallelism(),
  },
});
