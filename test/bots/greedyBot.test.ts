import { describe, expect, it } from 'vitest';
import { greedyBot, playGame, randomBot } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { play, position } from '../napoleon-at-war/position.js';

describe('greedy bot', () => {
  it('adds a strong attacker to a combat rather than abandoning it, and resolves at the best odds', () => {
    const s = position(
      [['A', 'french', 'infantry', 12, 4, '0405'], ['D', 'coalition', 'infantry', 2, 4, '0505']],
      {},
      { phase: 'combat' },
    );
    const forming = play(s, { type: 'attack', hex: '0505' }).state;
    const bot = greedyBot(1);
    expect(bot.choose(napoleonAtWar, forming)).toEqual({ type: 'addAttacker', unit: 'A' });
    const ready = play(forming, { type: 'addAttacker', unit: 'A' }).state;
    expect(bot.choose(napoleonAtWar, ready)).toEqual({ type: 'resolve', odds: '6-1' });
  });

  it('is deterministic under its seed and never peeks at the dice', () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 5);
    if (!setup.ok) throw new Error('setup');
    const game = () => playGame(napoleonAtWar, setup.state, { french: greedyBot(3), coalition: randomBot(4) }, { maxPlies: 200 }).actions;
    expect(game()).toEqual(game());
    // The same position with a different die stream: the greedy choice does not change, since it weighs outcomes.
    const other = { ...setup.state, rng: [1, 2, 3, 4] };
    expect(greedyBot(9).choose(napoleonAtWar, other)).toEqual(greedyBot(9).choose(napoleonAtWar, setup.state));
  });
});
