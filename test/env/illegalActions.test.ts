// Illegal actions: refused as values that change nothing (default), or ending the game as PettingZoo's
// TerminateIllegalWrapper does (illegalAction: 'terminate').
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEnvironment, type Environment, type RulesetTypes } from 'kriegsspiel';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { allowed, playRandom } from './randomAgent.js';
import { CASES, envOf } from './scenarios.js';

const skirmish = CASES[0]!;

/** What a refused step must leave as it was. */
const snapshot = (env: Environment<RulesetTypes>) => ({
  state: env.state, plies: env.plies, agent: env.agentSelection, agents: [...env.agents],
  rewards: { ...env.rewards }, cumulative: { ...env.cumulativeRewards }, infos: { ...env.infos },
});

describe('environment: illegal actions refused (the default)', () => {
  it('an index outside the space, not an integer, null for a live agent, or masked out is a value with code illegal-action, and nothing changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 1000 }), (plies, pick) => {
        const env = envOf(skirmish, { seed: 4 });
        playRandom(env, 6, undefined, plies);
        if (env.agents.length === 0 || env.terminations[env.agentSelection!]) return;
        const mask = env.last()!.actionMask;
        const masked = [...mask.keys()].filter((i) => mask[i] === 0);
        const before = snapshot(env);
        for (const bad of [-1, env.actionSize, 1.5, Number.NaN, null, masked[pick % masked.length]!]) {
          const stepped = env.step(bad);
          expect(stepped.ok).toBe(false);
          if (!stepped.ok) expect(stepped.violation.code).toBe('illegal-action');
          expect(snapshot(env)).toEqual(before);
        }
        expect(env.step(allowed(mask)[0]!)).toEqual({ ok: true });
      }),
      { numRuns: 12, seed: 7 },
    );
  });

  it('in a simultaneous decision (Jours de Gloire tactic chits), the other owing side\'s chit is refused for the selected agent', () => {
    const made = createEnvironment(joursDeGloire, 'danube-s1', { seed: 3 });
    if (!made.ok) throw new Error(made.violation.message);
    const env = made.env;
    let found = false;
    for (let step = 0; step < 3000 && !found && env.agents.length > 0; step++) {
      const decision = joursDeGloire.decision(env.state);
      if (decision.kind === 'simultaneous' && decision.sides.length === 2) {
        const [mine, theirs] = decision.sides as [string, string];
        expect(env.agentSelection).toBe(mine);
        const encoder = joursDeGloire.encoder(env.state)!;
        const chitsOf = (side: string) => joursDeGloire.legalActions(env.state).filter((a) => a.type === 'chit' && a.side === side).map((a) => encoder.encode(env.state, a));
        expect(chitsOf(theirs).length).toBeGreaterThan(0);
        const mask = env.last()!.actionMask;
        for (const index of chitsOf(theirs)) expect(mask[index]).toBe(0);
        expect(chitsOf(mine).some((index) => mask[index] === 1)).toBe(true);
        const refused = env.step(chitsOf(theirs)[0]!);
        expect(refused.ok ? null : refused.violation.code).toBe('illegal-action');
        // once the selected side has chosen, the other is selected and its chits are its mask's
        expect(env.step(allowed(mask)[0]!)).toEqual({ ok: true });
        expect(env.agentSelection).toBe(theirs);
        expect(chitsOf(theirs).some((index) => env.last()!.actionMask[index] === 1)).toBe(true);
        found = true;
      } else playRandom(env, step, undefined, 1);
    }
    expect(found).toBe(true);
  });

  it('a done agent may only step with null; once no agent is left every step is refused with game-over', () => {
    const env = envOf(skirmish, { seed: 4, maxPlies: 5 });
    playRandom(env, 1, undefined, 5);
    expect(env.truncations[env.agentSelection!]).toBe(true);
    const done = env.step(0);
    expect(done.ok ? null : done.violation.code).toBe('agent-done');
    while (env.agents.length > 0) expect(env.step(null)).toEqual({ ok: true });
    const over = env.step(null);
    expect(over.ok ? null : over.violation.code).toBe('game-over');
  });
});

describe('environment: illegal actions ending the game (illegalAction: terminate)', () => {
  it('the offender gets illegalReward, the others 0, every agent is terminated and the offender\'s info holds the violation', () => {
    const env = envOf(skirmish, { seed: 4, illegalAction: 'terminate', illegalReward: -2 });
    playRandom(env, 6, undefined, 10);
    const offender = env.agentSelection!;
    const state = env.state;
    expect(env.step(-1)).toEqual({ ok: true });
    expect(env.state).toBe(state);
    expect(env.rewards).toEqual({ french: offender === 'french' ? -2 : 0, coalition: offender === 'coalition' ? -2 : 0 });
    expect(env.cumulativeRewards[offender]).toBe(-2);
    for (const agent of env.possibleAgents) expect(env.terminations[agent]).toBe(true);
    expect(env.infos[offender]!.illegal?.code).toBe('illegal-action');
    for (const agent of env.possibleAgents) if (agent !== offender) expect(env.infos[agent]).toEqual({});
    expect(playRandom(env, 1).trace.map((s) => s.action)).toEqual([null, null]);
  });
});
