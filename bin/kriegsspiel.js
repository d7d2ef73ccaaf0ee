#!/usr/bin/env node
// The `kriegsspiel` command (package.json "bin"). In the published package it runs the built CLI, dist/cli.js. In a
// clone of the repository (src/ is there) it runs the TypeScript sources through tsx, a devDependency, in this same
// process: `npx kriegsspiel ...` works right after `npm ci`, with no build, and never runs a stale dist/.
// tsx is registered with the repository's tsconfig.json, whose "paths" resolve `kriegsspiel` and
// `kriegsspiel/rulesets/*` to the sources (as src/bots/poolWorkerSource.mjs does for pool workers).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = new URL('../src/cli/main.ts', import.meta.url);
if (existsSync(source)) {
  let register;
  try {
    ({ register } = await import('tsx/esm/api'));
  } catch {
    console.error('kriegsspiel: running from a clone needs its devDependencies (tsx): run `npm ci` first');
    process.exit(1);
  }
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import(source.href);
} else {
  await import(new URL('../dist/cli.js', import.meta.url).href);
}
