// The environment's options: validation, truncation, the reward modes and shaping, and PettingZoo's reward records.
import { describe, expect, it } from 'vitest';
import { anyRuleset, createEnvironment, terminalRewards } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { secretChoice } from '../fixtures/secretChoice/secretChoice.js';
import { playRandom } from './randomAgent.js';
import { CASES, envOf } from './scenarios.js';

const skirmish = CASES[0]!;

describe('environment options', () => {
  it.each([
    [{ maxPlies: 0 }, 'maxPlies'], [{ maxPlies: 2.5 }, 'maxPlies'], [{ shaping: Number.NaN }, 'shaping'],
    [{ reward: 'elo' }, 'reward'], [{ illegalAction: 'ignore' }, 'illegalAction'], [{ chanceMode: 'dice' }, 'chanceMode'],
    [{ illegalReward: Number.POSITIVE_INFINITY }, 'illegalReward'],
  ])('a bad option %o is a value naming the field %s', (options, field) => {
    const made = createEnvironment(napoleonAtWar, 'skirmish', options as never);
    expect(made.ok).toBe(false);
    if (!made.ok) expect([made.violation.code, made.violation.message.startsWith(`${field}:`)]).toEqual(['bad-env-option', true]);
  });

  it('a bad seed, an unknown scenario and a ruleset without encodings are values too', () => {
    const codes = [
      createEnvironment(napoleonAtWar, 'skirmish', { seed: 0.5 }),
      createEnvironment(napoleonAtWar, 'borodino'),
      createEnvironment(secretChoice, Object.keys(secretChoice.definition.scenarios)[0]!),
    ].map((made) => (made.ok ? 'ok' : made.violation.code));
    expect(codes[0]).toBe('bad-seed');
    expect(codes[1]).not.toBe('ok');
    expect(codes[2]).toBe('no-encoder');
    const env = envOf(skirmish);
    const reset = env.reset(-0.5);
    expect(reset.ok).toBe(false);
    const other = createEnvironment(anyRuleset(napoleonAtWar), 'wagram');
    expect(other.ok && env.load(other.env.state)).toMatchObject({ ok: false, violation: { code: 'other-scenario' } });
  });

  it('maxPlies truncates every agent after that many live steps, with no terminal reward', () => {
    const env = envOf(skirmish, { seed: 1, maxPlies: 12 });
    const game = playRandom(env, 3);
    expect(env.plies).toBe(12);
    expect(game.trace.length).toBe(12 + env.possibleAgents.length);
    for (const agent of env.possibleAgents) expect([env.truncations[agent], env.terminations[agent], game.returns[agent]]).toEqual([true, false, 0]);
  });

  it("reward 'score' pays the normalised score lead; shaping adds evaluate deltas that sum to the change over the game", () => {
    const plain = envOf(skirmish, { seed: 1, reward: 'score' });
    const start = plain.state;
    const game = playRandom(plain, 3);
    const info = plain.infos['french']!.result!;
    const lead = terminalRewards({ terminal: true, ...info }, ['french', 'coalition'], 'score');
    expect(game.returns).toEqual(lead);
    const shaped = envOf(skirmish, { seed: 1, reward: 'score', shaping: 0.5 });
    const again = playRandom(shaped, 3);
    expect(again.trace.map((s) => s.seen)).toEqual(game.trace.map((s) => s.seen));
    for (const side of ['french', 'coalition'] as const) {
      const delta = napoleonAtWar.evaluate(shaped.state as never, side) - napoleonAtWar.evaluate(start as never, side);
      expect(again.returns[side]).toBeCloseTo(lead[side]! + 0.5 * delta, 6);
    }
    expect(again.trace.some((s) => s.rewards['french'] !== 0 && s.agent !== 'french')).toBe(true);
  });

  it("cumulativeRewards is PettingZoo's: zeroed when the agent acts, then each step's rewards added, so last() gives what came since", () => {
    const env = envOf(skirmish, { seed: 1, shaping: 1 });
    const since: Record<string, number> = { french: 0, coalition: 0 };
    for (const agent of env.agentIter()) {
      const last = env.last()!;
      expect(last.reward).toBeCloseTo(since[agent]!, 9);
      if (last.termination || last.truncation) {
        env.step(null);
        continue;
      }
      since[agent] = 0;
      env.step([...last.actionMask.keys()].find((i) => last.actionMask[i] === 1)!);
      for (const a of env.possibleAgents) since[a]! += env.rewards[a]!;
      for (const a of env.possibleAgents) expect(env.cumulativeRewards[a]).toBeCloseTo(since[a]!, 9);
    }
  });
});
