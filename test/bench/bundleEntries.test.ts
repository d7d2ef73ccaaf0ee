// What the judged browser entry of `npm run bench:bundle` holds (bench/bundleSize.ts, BUNDLE_ENTRY): the lean
// Napoleon at War ruleset keeps the AI hooks, the bots and Wagram's data out of a page's main chunk.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { AI_HOOK_MODULES, BOT_CHUNK_ENTRY, BUNDLE_ENTRY, WAGRAM_CHUNK_ENTRY } from '../../bench/bundleSize.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** The repository modules (and packages) esbuild bundles for `entry`, tree-shaken as in the bench. */
async function modulesOf(entry: readonly string[]): Promise<string[]> {
  const result = await build({
    stdin: { contents: entry.join('\n'), resolveDir: ROOT, sourcefile: 'browser-entry.ts', loader: 'ts' },
    absWorkingDir: ROOT,
    tsconfig: `${ROOT}/tsconfig.json`,
    bundle: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    outfile: `${ROOT}/browser-entry.js`,
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint !== undefined)!;
  return Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([m]) => m);
}

describe('the browser entries of bench:bundle', () => {
  it('the judged entry (game API and lean ruleset) holds no evaluation, encoding, action space, bots, environment or Wagram data', async () => {
    const modules = await modulesOf(BUNDLE_ENTRY);
    expect(modules.some((m) => m.endsWith('rulesets/napoleon-at-war/rules/steps.ts'))).toBe(true);
    expect(modules.filter((m) => AI_HOOK_MODULES.includes(m))).toEqual([]);
    // (src/core/createEncoder.ts, 0.4 KiB minified, stays: defineRuleset's `encoder()` imports it.)
    const avoidable = /napoleon-at-war\/(evaluate\w*|encoding)\.ts$|napoleon-at-war\/data\/wagram|^src\/(bots|env)\//;
    expect(modules.filter((m) => avoidable.test(m))).toEqual([]);
  });

  it('the bot chunk carries the full ruleset (its AI hooks, Wagram) and the Wagram chunk its data only', async () => {
    const bot = await modulesOf(BOT_CHUNK_ENTRY);
    expect(AI_HOOK_MODULES.filter((m) => !bot.includes(m))).toEqual([]); // every AI hook, the action space too
    expect(bot.some((m) => m.endsWith('data/wagramMap.json'))).toBe(true);
    const wagram = await modulesOf(WAGRAM_CHUNK_ENTRY);
    expect(wagram.filter((m) => !/data\/wagram|entries\/wagram|browser-entry/.test(m))).toEqual([]);
  });
});
