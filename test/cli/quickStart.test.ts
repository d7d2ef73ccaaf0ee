// The README's Quick start (DESIGN "The two commands"): one ```sh block of exactly two lines, the first playing a
// full bot-vs-bot game of Wagram from source (no build step), the second the tests.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url);

it('README Quick start: two lines, a Wagram game then the tests; `npm run play` needs no build', () => {
  const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
  const section = /## Quick start\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trimEnd().split('\n'));
  expect(blocks).toEqual([['npm ci && npm run play -- wagram --seed 42', 'npm ci && npm test']]);
  const scripts = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.play).toBe('node bin/kriegsspiel.js play'); // the bin's launcher: the sources through tsx in a clone
});
