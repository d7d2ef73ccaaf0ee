// docs/environment.md's example type-checks and runs as written: a random agent plays a skirmish to the end.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, runExample, typeCheckExamples, type DocExample } from '../docs/docExamples.js';

const FILE = 'docs/environment.md';

/** The first ```ts block after the "## Example" heading, as a doc example. */
function exampleOf(text: string): DocExample {
  const lines = text.split('\n');
  const heading = lines.indexOf('## Example');
  const open = lines.findIndex((line, i) => i > heading && line === '```ts');
  const close = lines.findIndex((line, i) => i > open && line === '```');
  expect(heading >= 0 && open > heading && close > open).toBe(true);
  return { file: FILE, line: open + 1, lang: 'ts', code: lines.slice(open + 1, close).join('\n') };
}

it('docs/environment.md: the example type-checks, plays a whole game and prints the result and zero-sum returns', async () => {
  const example = exampleOf(readFileSync(join(ROOT, FILE), 'utf8'));
  const [checked] = typeCheckExamples([example]).examples;
  expect(checked!.errors).toEqual([]);
  const modules: Record<string, () => Promise<unknown>> = {
    kriegsspiel: () => import('kriegsspiel'),
    'kriegsspiel/rulesets/napoleon-at-war': () => import('kriegsspiel/rulesets/napoleon-at-war'),
  };
  const run = await runExample(checked!, (specifier) => modules[specifier]?.() ?? Promise.reject(new Error(specifier)));
  const [kind, result, returns, plies] = run.output.at(-1)!;
  expect(kind).toBe('log');
  expect(result).toMatchObject({ winner: expect.any(String) });
  const values = Object.values(returns as Record<string, number>);
  expect(values.reduce((a, b) => a + b, 0)).toBe(0);
  expect(values.map(Math.abs).sort()).toEqual([1, 1]);
  expect(plies).toBeGreaterThan(10);
});
