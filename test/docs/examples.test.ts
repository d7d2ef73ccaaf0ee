// Every `@example` block in the TSDoc of src/ and rulesets/ is checked, so examples cannot rot: ```ts blocks
// type-check against the real package (path mapping of tsconfig.json) plus a short preamble of documented free
// names; the self-contained ones (no preamble name) also run against the real modules; ```json blocks parse.
// The guides' code (every ```ts block of docs/guides/*.md) is checked in the same program (one type-check of the
// package, not two) and must be self-contained: each block type-checks and runs.
import { describe, expect, it } from 'vitest';
import { findExamples, findMarkdownBlocks, isRunnable, markdownFiles, PREAMBLE, runExample, typeCheckExamples, whereOf, type ModuleLoader } from './docExamples.js';

/** The entry files whose exports {@link ENTRY_POINTS} names. */
const ENTRIES = {
  kriegsspiel: 'src/index.ts',
  'kriegsspiel/testing': 'src/testing/index.ts',
  'kriegsspiel/render': 'src/render/index.ts',
  'kriegsspiel/pool': 'src/pool.ts',
  'kriegsspiel/rulesets/napoleon-at-war': 'rulesets/napoleon-at-war/index.ts',
  'kriegsspiel/rulesets/napoleon-at-war/rules': 'rulesets/napoleon-at-war/entries/rules.ts',
  'kriegsspiel/rulesets/napoleon-at-war/wagram': 'rulesets/napoleon-at-war/entries/wagram.ts',
  'kriegsspiel/rulesets/a-crowning-glory': 'rulesets/a-crowning-glory/index.ts',
  'kriegsspiel/rulesets/jours-de-gloire': 'rulesets/jours-de-gloire/index.ts',
  'kriegsspiel/rulesets/march-into-battle': 'rulesets/march-into-battle/index.ts',
} as const;

/** The exports a user starts from: each must show an `@example` (DESIGN.md, Conventions). */
const ENTRY_POINTS: Record<keyof typeof ENTRIES, readonly string[]> = {
  kriegsspiel: [
    'defineRuleset', 'createSimulator', 'Game', 'startHistory', 'seedRng', 'violation',
    'serializeState', 'loadState', 'createRecord', 'loadRecord', 'replay', 'recordFromGame',
    'hex', 'hexId', 'createHexGrid', 'hexLayout', 'loadHexMap', 'loadPointGraph',
    'reachable', 'createPathfinder', 'zoneOfControl', 'lineOfSight', 'oddsColumn', 'differentialColumn',
    'randomBot', 'playGame', 'mctsBot', 'ismctsBot', 'createEnvironment',
  ],
  'kriegsspiel/testing': ['runConformance', 'randomGame', 'checkLegalActions', 'checkRandomGames'],
  'kriegsspiel/render': ['renderBoard', 'renderView', 'renderState', 'renderHexMapSvg'],
  'kriegsspiel/pool': ['runGames', 'runTasks', 'createTaskPool'],
  'kriegsspiel/rulesets/napoleon-at-war': ['napoleonAtWar', 'compileScenario'],
  'kriegsspiel/rulesets/napoleon-at-war/rules': ['napoleonAtWarRules', 'createNapoleonAtWarRules'],
  'kriegsspiel/rulesets/napoleon-at-war/wagram': ['WAGRAM_CONTENT'],
  'kriegsspiel/rulesets/a-crowning-glory': ['aCrowningGlory', 'createACrowningGlory', 'compileScenario'],
  'kriegsspiel/rulesets/jours-de-gloire': ['joursDeGloire', 'createJoursDeGloire', 'compileScenario'],
  'kriegsspiel/rulesets/march-into-battle': ['marchIntoBattle', 'createMarchIntoBattle', 'compileScenario'],
};

/** The modules examples may import, loaded the way the tests load them (vitest.config.ts aliases). */
const PACKAGES: Record<string, () => Promise<unknown>> = {
  kriegsspiel: () => import('kriegsspiel'),
  'kriegsspiel/testing': () => import('kriegsspiel/testing'),
  'kriegsspiel/render': () => import('kriegsspiel/render'),
  'kriegsspiel/pool': () => import('kriegsspiel/pool'),
  'kriegsspiel/rulesets/napoleon-at-war': () => import('kriegsspiel/rulesets/napoleon-at-war'),
  'kriegsspiel/rulesets/napoleon-at-war/rules': () => import('kriegsspiel/rulesets/napoleon-at-war/rules'),
  'kriegsspiel/rulesets/napoleon-at-war/wagram': () => import('kriegsspiel/rulesets/napoleon-at-war/wagram'),
  'kriegsspiel/rulesets/a-crowning-glory': () => import('kriegsspiel/rulesets/a-crowning-glory'),
  'kriegsspiel/rulesets/jours-de-gloire': () => import('kriegsspiel/rulesets/jours-de-gloire'),
  'kriegsspiel/rulesets/march-into-battle': () => import('kriegsspiel/rulesets/march-into-battle'),
  'fast-check': () => import('fast-check'),
  valibot: () => import('valibot'),
};

const load: ModuleLoader = (specifier) => {
  const known = PACKAGES[specifier];
  if (known) return known();
  if (specifier.startsWith('/') || specifier.startsWith('node:')) return import(/* @vite-ignore */ specifier);
  return Promise.reject(new Error(`an example imports '${specifier}', which the docs test does not provide`));
};

/** The guides for front ends, bots, rulesets and designers. */
const GUIDES = 'docs/guides';

const examples = findExamples(['src', 'rulesets']);
const guideBlocks = findMarkdownBlocks(GUIDES);
const checkedAll = typeCheckExamples([...examples, ...guideBlocks], Object.values(ENTRIES));
const isGuide = (e: { readonly file: string }): boolean => e.file.startsWith(`${GUIDES}/`);
const check = { ...checkedAll, examples: checkedAll.examples.filter((e) => !isGuide(e)) };
const guideCode = checkedAll.examples.filter(isGuide);
const runnable = check.examples.filter(isRunnable);

describe('@example blocks of src/ and rulesets/', () => {
  it('are found, and every fence names its language', () => {
    expect(examples.length).toBeGreaterThan(50);
    expect(examples.filter((e) => e.lang === '').map(whereOf)).toEqual([]);
    expect(examples.filter((e) => !['ts', 'json', 'sh'].includes(e.lang)).map((e) => `${whereOf(e)} ${e.lang}`)).toEqual([]);
  });

  it('summary: how many exist, type-check and run', () => {
    const typescript = check.examples;
    const summary = {
      examples: examples.length,
      ts: typescript.length,
      typeCheck: typescript.filter((e) => e.errors.length === 0).length,
      run: runnable.length,
      usePreamble: typescript.filter((e) => e.preambleNames.length > 0).map(whereOf),
      json: examples.filter((e) => e.lang === 'json').length,
      sh: examples.filter((e) => e.lang === 'sh').length,
    };
    console.log(JSON.stringify(summary, null, 1));
    expect(summary.run + summary.usePreamble.length).toBeGreaterThanOrEqual(summary.typeCheck);
  });

  it('the preamble stays short', () => {
    expect(PREAMBLE.match(/^\s+const /gm)?.length).toBeLessThanOrEqual(4);
  });

  describe('```ts blocks type-check', () => {
    for (const example of check.examples) {
      const names = example.preambleNames.length > 0 ? ` (uses ${example.preambleNames.join(', ')})` : '';
      it(`${whereOf(example)}${names}`, () => {
        expect(example.errors, `${whereOf(example)}:\n${example.code}`).toEqual([]);
      });
    }
  });

  describe('self-contained ```ts blocks run', () => {
    for (const example of runnable) {
      it(`ran: ${whereOf(example)}`, async () => {
        const run = await runExample(example, load);
        expect(run.output.filter(([kind]) => kind === 'error'), 'an example run with real data reports no error').toEqual([]);
        if (example.imports.includes('vitest')) expect(run.registered.length).toBeGreaterThan(0);
      });
    }
  });

  describe('```json blocks parse', () => {
    for (const example of examples.filter((e) => e.lang === 'json')) {
      it(whereOf(example), () => {
        expect(() => JSON.parse(example.code) as unknown).not.toThrow();
      });
    }
  });
});

describe('entry points have an @example', () => {
  for (const [entry, names] of Object.entries(ENTRY_POINTS) as [keyof typeof ENTRIES, readonly string[]][]) {
    it(entry, () => {
      expect(names.filter((name) => !check.hasExample(ENTRIES[entry], name))).toEqual([]);
    });
  }
});

describe('the guides in docs/guides/: every code block', () => {
  it('the four guides, each with TypeScript code; every fence names its language', () => {
    expect(markdownFiles(GUIDES)).toEqual(
      ['bots-and-agents.md', 'front-end.md', 'rulesets.md', 'variants-scenarios-maps.md'].map((name) => `${GUIDES}/${name}`),
    );
    for (const file of markdownFiles(GUIDES)) expect(guideCode.filter((b) => b.file === file).length, file).toBeGreaterThan(0);
    expect(guideBlocks.filter((b) => b.lang === '').map(whereOf)).toEqual([]);
    for (const block of guideBlocks.filter((b) => b.lang === 'json')) expect(() => JSON.parse(block.code) as unknown, whereOf(block)).not.toThrow();
  });

  describe('```ts blocks type-check and are self-contained (no preamble name)', () => {
    for (const block of guideCode) {
      it(whereOf(block), () => {
        expect(block.errors, `${whereOf(block)}:\n${block.code}`).toEqual([]);
        expect(block.preambleNames).toEqual([]);
      });
    }
  });

  describe('```ts blocks run, print what they show and report no error', () => {
    for (const block of guideCode) {
      it(`ran: ${whereOf(block)}`, async () => {
        const run = await runExample(block, load);
        if (process.env.SHOW_GUIDES) console.log(whereOf(block), JSON.stringify(run.output));
        expect(run.output.filter(([kind]) => kind === 'error')).toEqual([]);
        expect(run.output.length + run.registered.length, "a block prints what it shows, or registers tests").toBeGreaterThan(0);
        if (block.imports.includes('vitest')) expect(run.registered.length).toBeGreaterThan(0);
      });
    }
  });
});
