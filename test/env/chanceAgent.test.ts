// Explicit chance mode: chance is an agent whose actions are the outcomes, with their probabilities in its infos.
import { describe, expect, it } from 'vitest';
import { allowed, playRandom } from './randomAgent.js';
import { CASES, envOf } from './scenarios.js';

describe.each(CASES)('environment, chance as an agent: $name', (c) => {
  it('whenever chance is to act its outcomes are exactly its mask, their probabilities sum to 1, and it observes nothing', () => {
    const env = envOf(c, { seed: 2, chanceMode: 'explicit' });
    let chanceSteps = 0;
    playRandom(env, c.agentSeed, (last) => {
      const outcomes = last.info.outcomes;
      if (last.agent !== 'chance' || last.termination) {
        expect(outcomes).toBeUndefined();
        return;
      }
      chanceSteps += 1;
      expect(outcomes!.length).toBeGreaterThan(0);
      expect(outcomes!.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
      for (const o of outcomes!) expect(o.probability).toBeGreaterThan(0);
      expect(outcomes!.map((o) => o.index).sort((a, b) => a - b)).toEqual(allowed(last.actionMask));
      expect(last.observation.every((x) => x === 0)).toBe(true);
      expect(last.reward).toBe(0);
    }, 300);
    expect(chanceSteps).toBeGreaterThan(0);
  });

  it('in auto chance mode no agent is chance and the dice are rolled inside step', () => {
    const env = envOf(c, { seed: 2 });
    expect(env.possibleAgents).not.toContain('chance');
    const game = playRandom(env, c.agentSeed, undefined, 60);
    expect(game.trace.every((s) => s.agent !== 'chance')).toBe(true);
  });
});
