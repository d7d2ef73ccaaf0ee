/**
 * The environment's cost per step (docs/environment.md), not part of `npm run bench`:
 *
 *   npx tsx bench/env.ts            (BENCH_ENV_GAMES games per scenario, default 3; BENCH_ENV_SCENARIOS to pick)
 *
 * A random agent plays whole games through `createEnvironment` on one scenario of every ruleset (and Wagram),
 * drawing among the mask's ones; the time of `last()` (the view, its observation vector and the mask) and of
 * `step` (decode, check, immutable `apply`, rewards) is summed separately.
 */
import { performance } from 'node:perf_hooks';
import { anyRuleset, botRng, createEnvironment, type AnyRuleset } from 'kriegsspiel';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

const GAMES = Number(process.env['BENCH_ENV_GAMES'] ?? 3);
const TARGETS: readonly [string, AnyRuleset][] = [
  ['skirmish', anyRuleset(napoleonAtWar)],
  ['austerlitz-intro', anyRuleset(aCrowningGlory)],
  ['danube-s1', anyRuleset(joursDeGloire)],
  ['aspern', anyRuleset(marchIntoBattle)],
  ['wagram', anyRuleset(napoleonAtWar)],
];
const wanted = process.env['BENCH_ENV_SCENARIOS']?.split(',');

for (const [scenario, ruleset] of TARGETS.filter(([s]) => wanted === undefined || wanted.includes(s))) {
  const made = createEnvironment(ruleset, scenario, { seed: 1 });
  if (!made.ok) throw new Error(made.violation.message);
  const env = made.env;
  let [steps, lastMillis, stepMillis] = [0, 0, 0];
  for (let game = 1; game <= GAMES; game++) {
    env.reset(game);
    const rng = botRng(game);
    for (const _agent of env.agentIter()) {
      let t = performance.now();
      const last = env.last()!;
      lastMillis += performance.now() - t;
      let action: number | null = null;
      if (!last.termination && !last.truncation) {
        const legal: number[] = [];
        for (let i = 0; i < last.actionMask.length; i++) if (last.actionMask[i] === 1) legal.push(i);
        action = legal[rng.draw(legal.length)]!;
        steps += 1;
      }
      t = performance.now();
      const stepped = env.step(action);
      stepMillis += performance.now() - t;
      if (!stepped.ok) throw new Error(stepped.violation.message);
    }
  }
  const per = (millis: number) => ((millis * 1000) / steps).toFixed(0);
  console.log(
    `${scenario}: ${GAMES} games, ${steps} steps, ${(steps / ((lastMillis + stepMillis) / 1000)).toFixed(0)} steps/s; ` +
      `last() ${per(lastMillis)} µs, step ${per(stepMillis)} µs per step (actions ${env.actionSize}, observation ${env.observationShape[0]})`,
  );
}
