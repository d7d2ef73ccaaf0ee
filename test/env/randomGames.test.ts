// A random agent plays whole games of one scenario of every ruleset through the environment, from masks alone.
import { describe, expect, it } from 'vitest';
import { terminalRewards } from 'kriegsspiel';
import { playRandom } from './randomAgent.js';
import { CASES, envOf } from './scenarios.js';

describe.each(CASES)('environment: random games of $name', (c) => {
  it.each(['auto', 'explicit'] as const)('a game in %s chance mode ends with every agent terminated and removed, and the rewards sum to the result', (chanceMode) => {
    const env = envOf(c, { seed: 3, chanceMode });
    expect(env.possibleAgents).toEqual(chanceMode === 'auto' ? c.ruleset.sides : [...c.ruleset.sides, 'chance']);
    const game = playRandom(env, c.agentSeed, (last, e) => {
      expect(last.observation.length).toBe(e.observationShape[0]);
      expect(last.actionMask.length).toBe(e.actionSize);
      expect(last.observation.every(Number.isFinite)).toBe(true);
      const live = !last.termination && !last.truncation;
      // the selected live agent has a legal action; every other agent's mask is empty
      expect(last.actionMask.includes(1)).toBe(live);
      for (const other of e.agents) if (other !== last.agent) expect(e.observe(other).actionMask.includes(1)).toBe(false);
    });
    expect(env.agents).toEqual([]);
    expect(env.agentSelection).toBeNull();
    expect(env.last()).toBeNull();
    for (const agent of env.possibleAgents) expect(env.terminations[agent]).toBe(true);
    expect(env.possibleAgents.some((agent) => env.truncations[agent])).toBe(false);
    const info = env.infos[c.ruleset.sides[0]!]!;
    // the infos carry the ruleset's own result of the state reached
    const final = c.ruleset.result(env.state);
    expect(info.result).toEqual({ winner: final.winner, scores: final.scores });
    const result = { terminal: true, winner: info.result!.winner, scores: info.result!.scores };
    const expected = terminalRewards(result, c.ruleset.sides, 'win-loss');
    for (const side of c.ruleset.sides) expect(game.returns[side]).toBe(expected[side]);
    expect(c.ruleset.sides.reduce((sum, side) => sum + game.returns[side]!, 0)).toBe(0);
    if (chanceMode === 'explicit') {
      expect(game.returns['chance']).toBe(0);
      expect(game.trace.some((s) => s.agent === 'chance' && s.action !== null)).toBe(true);
    }
    // the state reached is the ruleset's terminal state with that result
    expect(c.ruleset.result(env.state)).toMatchObject({ terminal: true, winner: result.winner });
  });
});
