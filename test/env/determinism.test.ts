// The environment is a pure function of its seed and the actions stepped; clones are independent.
import { describe, expect, it } from 'vitest';
import { allowed, digest, playRandom } from './randomAgent.js';
import { CASES, envOf } from './scenarios.js';

describe.each(CASES.filter((c) => c.name.includes('skirmish') || c.name.includes('Jours')))('environment determinism: $name', (c) => {
  it('the same seed and the same agent give the same game, step for step (200 steps); reset(seed) replays it', () => {
    const first = playRandom(envOf(c, { seed: 11 }), 2, undefined, 200);
    const second = playRandom(envOf(c, { seed: 11 }), 2, undefined, 200);
    expect(second.trace).toEqual(first.trace);
    expect(playRandom(envOf(c, { seed: 12 }), 2, undefined, 200).trace).not.toEqual(first.trace); // the seed matters
    const again = envOf(c, { seed: 4 });
    playRandom(again, 9, undefined, 40);
    expect(again.reset(11)).toEqual({ ok: true });
    expect(again.plies).toBe(0);
    expect(playRandom(again, 2, undefined, 200).trace).toEqual(first.trace);
  });

  it('reset() without a seed takes the last seed + 1', () => {
    const env = envOf(c, { seed: 11 });
    env.reset();
    const next = envOf(c, { seed: 12 });
    expect(env.state).toEqual(next.state);
  });

  it('a clone plays on by itself: the original is untouched, and both continue alike from the same point', () => {
    const env = envOf(c, { seed: 5 });
    playRandom(env, 3, undefined, 30);
    const copy = env.clone();
    const before = { state: env.state, plies: env.plies, agent: env.agentSelection, seen: digest(env.last()!.observation, env.last()!.actionMask) };
    const fromCopy = playRandom(copy, 8, undefined, 200);
    expect({ state: env.state, plies: env.plies, agent: env.agentSelection, seen: digest(env.last()!.observation, env.last()!.actionMask) }).toEqual(before);
    expect(env.agents).toEqual(env.possibleAgents);
    expect(playRandom(env, 8, undefined, 200).trace).toEqual(fromCopy.trace);
  });

  it('load continues from a state taken from another environment, seeing what it saw', () => {
    const env = envOf(c, { seed: 5 });
    playRandom(env, 3, undefined, 25);
    const other = envOf(c, { seed: 99 });
    expect(other.load(env.state)).toEqual({ ok: true });
    expect(other.agentSelection).toBe(env.agentSelection);
    const [a, b] = [env.last()!, other.last()!];
    expect(digest(b.observation, b.actionMask)).toBe(digest(a.observation, a.actionMask));
    expect(allowed(b.actionMask).length).toBeGreaterThan(0);
  });
});
