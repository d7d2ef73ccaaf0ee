// observe never reveals hidden data: Jours de Gloire states that differ only in the other side's hidden counters
// give an agent the same observation and the same mask.
import { describe, expect, it } from 'vitest';
import { seedRng } from 'kriegsspiel';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { digest, playRandom } from './randomAgent.js';
import { CASES, envOf } from './scenarios.js';

const jdg = CASES.find((c) => c.ruleset.id === joursDeGloire.id)!;

describe('environment: observe reveals nothing hidden (Jours de Gloire, danube-s1)', () => {
  it.each(joursDeGloire.sides)('%s sees the same in two states that differ only in the enemy\'s hidden data', (side) => {
    const enemy = joursDeGloire.sides.find((s) => s !== side)!;
    const env = envOf(jdg, { seed: 8 });
    let [compared, enemySawADifference, statesDiffered] = [0, false, false];
    for (let round = 0; round < 12 && env.agents.length > 0; round++) {
      playRandom(env, 100 + round, undefined, 15);
      const seen = joursDeGloire.view(env.state as never, side);
      if (!seen.ok) throw new Error(seen.violation.message);
      const [a, b] = [1, 2].map((k) => {
        const sampled = joursDeGloire.determinize(seen.view, side, seedRng(round * 10 + k));
        if (!sampled.ok) throw new Error(sampled.violation.message);
        const copy = env.clone();
        const loaded = copy.load(sampled.state);
        if (!loaded.ok) throw new Error(loaded.violation.message);
        return copy;
      }) as [typeof env, typeof env];
      const mine = [env, a, b].map((e) => e.observe(side)).map((o) => digest(o.observation, o.actionMask));
      expect(mine[1]).toBe(mine[0]);
      expect(mine[2]).toBe(mine[0]);
      compared += 1;
      if (JSON.stringify(a.state) !== JSON.stringify(b.state)) statesDiffered = true;
      const theirs = [a, b].map((e) => e.observe(enemy)).map((o) => digest(o.observation, o.actionMask));
      if (theirs[0] !== theirs[1]) enemySawADifference = true;
    }
    expect(compared).toBeGreaterThan(5);
    // the two states did differ, in what the enemy sees of its own counters: the test could have failed
    expect(statesDiffered).toBe(true);
    expect(enemySawADifference).toBe(true);
  });
});
