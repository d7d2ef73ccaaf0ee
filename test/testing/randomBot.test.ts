import { describe, expect, it } from 'vitest';
import { chancePlayer, playGame, randomBot, seedRng, type Bot } from 'kriegsspiel';
import { chosen } from '../support/chosen.js';
import { drawUniform, pickByProbability } from '../../src/bots/index.js';
import { chitPull, type ChitPullTypes, type State as ChitState } from '../fixtures/chitPull/chitPull.js';
import { secretChoice } from '../fixtures/secretChoice/secretChoice.js';

function chitState(mode: 'auto' | 'explicit'): ChitState {
  const made = chitPull.setup('meeting', {}, 11, mode);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('randomBot', () => {
  it('makes the same choices from the same seed, and its own PRNG leaves the state alone', () => {
    const state = chitState('auto');
    const a = randomBot(7);
    const b = randomBot(7);
    const choices = (bot: typeof a) => Array.from({ length: 20 }, () => chosen(chitPull, bot, state));
    expect(choices(a)).toEqual(choices(b));
    expect(new Set(choices(randomBot(8)).map((x) => x.type)).size).toBeGreaterThan(1);
    expect(state).toEqual(chitState('auto'));
  });

  it('picks uniformly among the legal actions', () => {
    const state = chitState('auto');
    const legal = chitPull.legalActions(state);
    const bot = randomBot(1);
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const type = chosen(chitPull, bot, state).type;
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    expect(counts.size).toBe(legal.length);
    for (const n of counts.values()) expect(Math.abs(n - 3000 / legal.length)).toBeLessThan(150);
  });

  it('chancePlayer samples chance outcomes with their probabilities (the driver’s dice, not a player)', () => {
    const state = chitState('explicit');
    const dice = chancePlayer(2);
    let blue = 0;
    for (let i = 0; i < 5000; i++) if (dice.choose(chitPull, state).value === 1) blue++;
    expect(Math.abs(blue / 5000 - 3 / 5)).toBeLessThan(0.03);
  });

  it('picks among one side’s actions in a simultaneous decision, and throws when there is none', () => {
    const made = secretChoice.setup('best-of-3', {}, 1);
    if (!made.ok) throw new Error('setup');
    const bot = randomBot(3);
    for (let i = 0; i < 10; i++) expect(chosen(secretChoice, bot, made.state, 'blue')).toMatchObject({ side: 'blue' });
    const committed = secretChoice.apply(made.state, { type: 'commit', side: 'red', chit: 1 });
    if (!committed.ok) throw new Error('commit');
    expect(() => chosen(secretChoice, bot, committed.state, 'red')).toThrow(/no legal action for red/);
  });
});

describe('playGame', () => {
  it('plays to the end deterministically, sampling chance in explicit mode', () => {
    const play = () =>
      playGame(
        chitPull,
        chitState('explicit'),
        { red: randomBot(1), blue: randomBot(2) },
        { maxPlies: 500, chanceSeed: 9 },
      );
    const game = play();
    expect(game.result.terminal).toBe(true);
    expect(game.refused).toBeNull();
    expect(game.plies).toBe(game.actions.length);
    expect(game.actions.some((a) => a.type === 'chance')).toBe(true);
    expect(play()).toEqual(game);
  });

  it('asks every owing side in a simultaneous decision and reports each ply with its events', () => {
    const made = secretChoice.setup('best-of-3', {}, 1);
    if (!made.ok) throw new Error('setup');
    const actors: string[] = [];
    const game = playGame(
      secretChoice,
      made.state,
      { red: randomBot(1), blue: randomBot(2) },
      {
        maxPlies: 100,
        onPly: (r) => {
          actors.push(r.actor);
          expect(r.events.length).toBeGreaterThan(0);
        },
      },
    );
    expect(game.plies).toBe(6);
    expect(actors).toEqual(['red', 'blue', 'red', 'blue', 'red', 'blue']);
  });

  it('hands each bot its side’s view: the second side never sees the first side’s secret commitment', () => {
    const made = secretChoice.setup('best-of-3', {}, 1);
    if (!made.ok) throw new Error('setup');
    const seen: unknown[] = [];
    const spy: Bot<import('../fixtures/secretChoice/secretChoice.js').SecretChoiceTypes> = {
      name: 'spy',
      choose: (ruleset, view, side) => {
        seen.push(view.commitments[side === 'red' ? 'blue' : 'red']);
        return randomBot(1).choose(ruleset, view, side);
      },
    };
    playGame(secretChoice, made.state, { red: randomBot(1), blue: spy }, { maxPlies: 2 });
    expect(seen).toEqual([{ hidden: true, kind: 'chit', id: 'red-1' }]);
  });

  it('reports a bot that throws instead of throwing', () => {
    const broken: Bot<ChitPullTypes> = { name: 'broken', choose: () => { throw new Error('no idea'); } };
    const game = playGame(chitPull, chitState('auto'), { red: broken, blue: broken }, { maxPlies: 10 });
    expect(game.refused).toMatchObject({ action: null, violation: { code: 'bot-error' } });
  });

  it('stops at maxPlies, and reports a refused action instead of throwing', () => {
    expect(
      playGame(chitPull, chitState('auto'), { red: randomBot(1), blue: randomBot(2) }, { maxPlies: 3 }).plies,
    ).toBe(3);
    const cheat: Bot<ChitPullTypes> = { name: 'cheat', choose: () => ({ type: 'rest' }) };
    const game = playGame(chitPull, chitState('auto'), { red: cheat, blue: cheat }, { maxPlies: 10 });
    expect(game.refused?.violation).toMatchObject({ code: 'full-strength', rule: 'CP 4.3' });
    expect(game.plies).toBe(0);
  });
});

describe('drawUniform and pickByProbability', () => {
  it('draws in [0, 1) and picks by cumulative probability', () => {
    let rng = seedRng(4);
    for (let i = 0; i < 1000; i++) {
      const drawn = drawUniform(rng);
      expect(drawn.value).toBeGreaterThanOrEqual(0);
      expect(drawn.value).toBeLessThan(1);
      rng = drawn.rng;
    }
    expect(pickByProbability([0.25, 0.5, 0.25], 0.1)).toBe(0);
    expect(pickByProbability([0.25, 0.5, 0.25], 0.74)).toBe(1);
    expect(pickByProbability([0.25, 0.5, 0.25], 0.999999)).toBe(2);
    expect(pickByProbability([0.3, 0.3, 0.3], 0.95)).toBe(2);
  });
});
