// `npx kriegsspiel` in a clone after `npm ci`, with no build: package.json's bin is bin/kriegsspiel.js, which runs the
// sources through tsx when src/ is there (npm 9.1+ runs a project's own bin for `npx <bin>` inside the project).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url);

it('package.json bin names a file of the repository (not the build), and `npx kriegsspiel play` plays a game', () => {
  const bin = (JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as { bin: Record<string, string> }).bin;
  expect(bin).toEqual({ kriegsspiel: './bin/kriegsspiel.js' });
  expect(existsSync(new URL(bin.kriegsspiel!, ROOT))).toBe(true);
  const run = spawnSync('npx', ['--yes', 'kriegsspiel', 'play', 'skirmish', '--seed', '2', '--bots', 'random,random'], {
    cwd: ROOT.pathname,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.status).toBe(0);
  expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Result: /);
});
