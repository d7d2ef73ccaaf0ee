// Random-vs-random seeded games played on the rollout path (playInPlace, what playSeededGame uses for bots with a
// `chooseIn`) equal the games playGame plays on the immutable path: same actions, result, refusal and final state.
import { describe, expect, it } from 'vitest';
import { anyRuleset, fieldBots, playGame, type AnyRuleset } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { allPickInPlace, playInPlace } from '../../src/bots/playInPlace.js';

const CASES: { name: string; ruleset: AnyRuleset; scenario: string; chance: 'auto' | 'explicit'; seeds: number[]; maxPlies: number }[] = [
  { name: 'NAW skirmish', ruleset: anyRuleset(napoleonAtWar), scenario: 'skirmish', chance: 'auto', seeds: [1, 2], maxPlies: 100_000 },
  { name: 'NAW skirmish, explicit chance', ruleset: anyRuleset(napoleonAtWar), scenario: 'skirmish', chance: 'explicit', seeds: [4], maxPlies: 100_000 },
  { name: 'ACG austerlitz-intro', ruleset: anyRuleset(aCrowningGlory), scenario: 'austerlitz-intro', chance: 'auto', seeds: [1], maxPlies: 150 },
  { name: 'JdG danube-s1', ruleset: anyRuleset(joursDeGloire), scenario: 'danube-s1', chance: 'auto', seeds: [1], maxPlies: 80 },
  { name: 'MiB aspern', ruleset: anyRuleset(marchIntoBattle), scenario: 'aspern', chance: 'auto', seeds: [1], maxPlies: 50 },
];

describe('playInPlace', () => {
  for (const c of CASES) {
    it(`plays the games playGame plays (${c.name}, seeds ${c.seeds.join(', ')})`, () => {
      for (const seed of c.seeds) {
        const setup = c.ruleset.setup(c.scenario, {}, seed, c.chance);
        if (!setup.ok) throw new Error(setup.violation.message);
        const bots = (): ReturnType<typeof fieldBots> => fieldBots(c.ruleset.sides, ['random', 'random'], seed);
        const a = bots();
        const b = bots();
        if (!a.ok || !b.ok || !allPickInPlace(b.bots)) throw new Error('random bots expected');
        const immutable = playGame(c.ruleset, setup.state, a.bots, { maxPlies: c.maxPlies, chanceSeed: seed, events: false });
        const inPlace = playInPlace(c.ruleset, setup.state, b.bots, { maxPlies: c.maxPlies, chanceSeed: seed });
        expect(inPlace.plies).toBeGreaterThan(0);
        expect(inPlace.actions).toEqual(immutable.actions);
        expect(inPlace.result).toEqual(immutable.result);
        expect(inPlace.refused).toEqual(immutable.refused);
        expect(JSON.parse(JSON.stringify(inPlace.final))).toEqual(JSON.parse(JSON.stringify(immutable.final)));
      }
    });
  }

  it('leaves a game to playGame unless every bot has a chooseIn', () => {
    const mixed = fieldBots(napoleonAtWar.sides, ['greedy', 'random'], 1);
    const random = fieldBots(napoleonAtWar.sides, ['random', 'random'], 1);
    expect(mixed.ok && allPickInPlace(mixed.bots)).toBe(false);
    expect(random.ok && allPickInPlace(random.bots)).toBe(true);
  });
});
