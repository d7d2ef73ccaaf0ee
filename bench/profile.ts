/**
 * Where the time goes: plays seeded random 'skirmish' games on ONE path under the V8 sampling profiler and prints
 * the functions with the most self time and the inclusive time of the main phases. Not part of `npm run bench`.
 *
 *   npx tsx bench/profile.ts rollout   [games=40]   # or: immutable
 *   npx tsx bench/profile.ts immutable-apply [games] # replay of recorded actions: apply only
 *   npx tsx bench/profile.ts rollout-apply   [games] # replay of recorded actions: play only
 *   npx tsx bench/profile.ts wagram          [games=4]  # random Wagram games on the rollout path (bench/wagramGames.ts)
 *
 * Writes the raw profile to $PROFILE_OUT (default /tmp/kriegsspiel-<mode>.cpuprofile; open it in Chrome DevTools).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createSimulator } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { initialState, playImmutable, playRollout, replayImmutable, replayRollout } from './games.js';
import { playWagram, wagramInitial } from './wagramGames.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const MODES = ['immutable', 'rollout', 'immutable-apply', 'rollout-apply', 'wagram'] as const;
type Mode = (typeof MODES)[number];
const mode = (process.argv[2] ?? 'rollout') as Mode;
if (!MODES.includes(mode)) throw new Error(`mode must be one of ${MODES.join(', ')}`);
const games = Number(process.argv[3] ?? (mode === 'wagram' ? 4 : 40));
const immutable = mode.startsWith('immutable');

/** The work to profile: full games, or replays of games recorded beforehand (outside the profile). */
function workload(): () => void {
  const seeds = Array.from({ length: games }, (_, i) => i + 1);
  if (mode === 'wagram') {
    const initials = seeds.map((seed) => wagramInitial(seed)); // setup outside the profile, as in the bench
    return () => seeds.forEach((seed, i) => playWagram('rollout', initials[i]!, seed));
  }
  const play = immutable ? playImmutable : playRollout;
  if (!mode.endsWith('-apply')) {
    const initials = seeds.map((seed) => initialState(seed)); // setup stays outside the profile, as in the bench
    return () => seeds.forEach((seed, i) => play(initials[i]!, seed));
  }
  const recorded = seeds.map((seed) => {
    const initial = initialState(seed);
    return { initial, actions: play(initial, seed).actions };
  });
  return () => {
    for (let pass = 0; pass < 3; pass++) {
      for (const { initial, actions } of recorded) {
        if (immutable) replayImmutable(initial, actions);
        else replayRollout(createSimulator(napoleonAtWar, initial), actions);
      }
    }
  };
}

/** Short name of a profile node's function: `name file` (line numbers are of tsx's output, so left out). */
function label(node: ProfileNode): string {
  const { functionName, url } = node.callFrame;
  const file = url.replace(/^.*\/(src|rulesets|node_modules|bench)\//, '$1/').replace(/\?.*$/, '');
  return `${functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
}

function summarize(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // Depth-first from the root, with the set of functions on the stack (recursion counted once).
  const visit = (id: number, onStack: Map<string, number>): number => {
    const node = byId.get(id)!;
    const key = label(node);
    self.set(key, (self.get(key) ?? 0) + (selfMicros.get(id) ?? 0));
    onStack.set(key, (onStack.get(key) ?? 0) + 1);
    let subtree = selfMicros.get(id) ?? 0;
    for (const child of node.children ?? []) subtree += visit(child, onStack);
    const depth = onStack.get(key)! - 1;
    if (depth === 0) {
      onStack.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + subtree);
    } else onStack.set(key, depth);
    return subtree;
  };
  visit(profile.nodes[0]!.id, new Map());

  const pct = (micros: number): string => `${((100 * micros) / total).toFixed(1).padStart(5)}%`;
  console.log(`\n${mode}: ${games} games, ${(total / 1e6).toFixed(2)} s sampled\n\ntop self time:`);
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(micros)}  ${key}`);
  console.log('\ninclusive time of rule and engine functions (src/, rulesets/, immer):');
  const interesting = [...inclusive].filter(([key]) => /src\/|rulesets\/|bench\/|immer/.test(key));
  for (const [key, micros] of interesting.sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${pct(micros)}  ${key}`);
}

async function main(): Promise<void> {
  const work = workload();
  work(); // warm up outside the profile
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  work();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  session.disconnect();
  const out = process.env.PROFILE_OUT ?? `/tmp/kriegsspiel-${mode}.cpuprofile`;
  writeFileSync(out, JSON.stringify(profile));
  summarize(profile);
  console.log(`\nraw profile: ${out}`);
}

await main();
