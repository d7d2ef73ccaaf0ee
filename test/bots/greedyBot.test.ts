import { describe, expect, it } from 'vitest';
import { greedyBot, playGame, randomBot, type Bot } from 'kriegsspiel';
import { napoleonAtWar, type NawState, type NawTypes, type Side } from 'kriegsspiel/rulesets/napoleon-at-war';
import { rateActions } from '../../src/bots/rateActions.js';
import { botChoice, play, position, type Piece } from '../napoleon-at-war/position.js';

/** French units far from an enemy, and a region worth one point per French strength point at the end. */
function heightsPosition(pieces: readonly Piece[], heights: readonly string[]): NawState {
  const victory = { eliminationPoints: true, places: [], exitPointsPerStrength: 0, minimum: null, grades: [] };
  return position([...pieces, ['Z', 'coalition', 'infantry', 3, 4, '0101']], { regions: { heights } }, {
    scenario: { victory: { ...victory, regionStrength: [{ side: 'french', region: 'heights', perStrength: 1 }] } },
  });
}

describe('greedy bot', () => {
  it('adds a strong attacker to a combat rather than abandoning it, and resolves at the best odds', () => {
    const s = position(
      [['A', 'french', 'infantry', 12, 4, '0405'], ['D', 'coalition', 'infantry', 2, 4, '0505']],
      {},
      { phase: 'combat' },
    );
    const forming = play(s, { type: 'attack', hex: '0505' }).state;
    const bot = greedyBot(1);
    expect(botChoice(bot, forming)).toEqual({ type: 'addAttacker', unit: 'A' });
    const ready = play(forming, { type: 'addAttacker', unit: 'A' }).state;
    expect(botChoice(bot, ready)).toEqual({ type: 'resolve', odds: '6-1' });
  });

  it('moves a unit onto the region it scores for rather than anywhere else', () => {
    const s = heightsPosition([['F', 'french', 'infantry', 6, 4, '0605']], ['0608']);
    expect(botChoice(greedyBot(2), s)).toEqual({ type: 'move', unit: 'F', to: '0608' });
  });

  it('is deterministic under its seed and never peeks at the dice', () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 5);
    if (!setup.ok) throw new Error('setup');
    const game = () => playGame(napoleonAtWar, setup.state, { french: greedyBot(3), coalition: randomBot(4) }, { maxPlies: 5000 });
    const first = game();
    expect(first.result.terminal).toBe(true);
    expect(game().actions).toEqual(first.actions);
    // The same position with a different die stream: the greedy choice does not change, since it weighs outcomes.
    const other = { ...setup.state, rng: [1, 2, 3, 4] };
    expect(botChoice(greedyBot(9), other)).toEqual(botChoice(greedyBot(9), setup.state));
  });

  it('rates lazily yet finds the best gain at every decision of a movement phase', () => {
    const pieces: Piece[] = ['0202', '0204', '0206', '0208', '0303'].map((hex, i) => [`F${i}`, 'french', 'infantry', 3 + i, 4, hex]);
    let state = heightsPosition(pieces, ['0908', '0909', '1008']);
    const lazy = greedyBot(6);
    let decisions = 0;
    while (state.phase === 'movement' && state.phasing === 'french') {
      const legal = napoleonAtWar.legalActions(state);
      const { gains } = rateActions(napoleonAtWar, state, legal, 'french'); // every action, in full
      const chosen = botChoice(lazy, state);
      const index = legal.findIndex((action) => JSON.stringify(action) === JSON.stringify(chosen));
      expect(gains[index]).toBeCloseTo(Math.max(...gains), 9);
      state = play(state, chosen).state;
      decisions++;
    }
    expect(decisions).toBeGreaterThan(3);
  });

  it('wins a skirmish from either side against the random bot', () => {
    const winner = (seed: number, greedySide: Side): Side | null => {
      const setup = napoleonAtWar.setup('skirmish', {}, seed);
      if (!setup.ok) throw new Error('setup');
      const greedy: Bot<NawTypes> = greedyBot(seed);
      const random: Bot<NawTypes> = randomBot(seed);
      const bots = greedySide === 'french' ? { french: greedy, coalition: random } : { french: random, coalition: greedy };
      return playGame(napoleonAtWar, setup.state, bots, { maxPlies: 5000 }).result.winner;
    };
    const seeds = [1, 2, 3, 4, 5, 6];
    expect(seeds.filter((seed) => winner(seed, 'french') === 'french').length).toBeGreaterThanOrEqual(5);
    expect(seeds.filter((seed) => winner(seed, 'coalition') === 'coalition').length).toBeGreaterThanOrEqual(4);
  });
});
