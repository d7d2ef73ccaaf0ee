// The README's example must run as written.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, it } from 'vitest';
import * as naw from 'kriegsspiel/rulesets/napoleon-at-war';

it('README: the example sets up a game, lists legal actions, applies one and reads the events', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = /## Example\s+```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toContain('napoleonAtWar.setup(');
  const body = block!.replace(/^import .*$/gm, '');
  const js = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.None } }).outputText;
  const lines: unknown[][] = [];
  const fakeConsole = { log: (...args: unknown[]) => lines.push(args) };
  new Function('napoleonAtWar', 'console', js)(naw.napoleonAtWar, fakeConsole);
  expect(lines[0]).toEqual([{ kind: 'side', side: 'french', step: 'movement' }]);
  expect(lines).toContainEqual(['moved', 'NAW 5.0']);
  expect(lines.at(-1)?.[0]).toBe('NAW 4.1');
});
