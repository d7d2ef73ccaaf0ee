// The random bot samples from a ruleset's action space with rejection: only legal actions, the same choices from
// the same seed, and exactly uniform over the legal actions, also when most draws are refused and it falls back
// to listing them.
import { describe, expect, it } from 'vitest';
import { defineRuleset, randomBot, type Action, type ChanceAction, type SideStep } from 'kriegsspiel';
import { chosen } from '../support/chosen.js';
import { canonicalJson, randomGame } from 'kriegsspiel/testing';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { chitPull, type Action as ChitAction, type ChitPullTypes } from '../fixtures/chitPull/chitPull.js';
import { position } from '../napoleon-at-war/position.js';

/** Pearson's chi-square statistic of `counts` against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

/** How often each of `legal` is chosen in `draws` calls of `choose`, in the order of `legal`. */
function frequencies(choose: () => Action | ChanceAction, legal: readonly unknown[], draws: number): number[] {
  const index = new Map(legal.map((action, i) => [canonicalJson(action), i]));
  const counts = legal.map(() => 0);
  for (let i = 0; i < draws; i++) {
    const at = index.get(canonicalJson(choose()));
    if (at === undefined) throw new Error('the bot chose an action that is not legal');
    counts[at]! += 1;
  }
  return counts;
}

/** Movement-phase states of a seeded random game of a scenario, every `every`-th ply up to `plies`. */
function movementStates(scenario: string, seed: number, plies: number, every: number): NawState[] {
  const out: NawState[] = [];
  randomGame(napoleonAtWar, { scenario, seed }, {
    maxPlies: plies,
    onPly: (r) => void (r.ply % every === 0 && napoleonAtWar.actionSpace(r.after) !== null && out.push(r.after)),
  });
  return out;
}

describe('randomBot with an action space', () => {
  for (const scenario of ['skirmish', 'wagram']) {
    it(`${scenario}: chooses only legal actions, the same ones from the same seed`, () => {
      const states = movementStates(scenario, 3, 300, 7);
      expect(states.length).toBeGreaterThan(5);
      const choices = (seed: number) => {
        const bot = randomBot(seed);
        return states.map((state) => chosen(napoleonAtWar, bot, state));
      };
      const first = choices(11);
      first.forEach((action, i) => expect(napoleonAtWar.check(states[i]!, action)).toBeNull());
      expect(choices(11)).toEqual(first);
      expect(choices(12)).not.toEqual(first);
    });
  }

  it('is uniform over the legal moves of a small position (chi-square)', () => {
    // Two infantry units with 1 MP on clear ground: 6 moves each and endPhase. The space also holds the hexes two
    // steps away (a road could make them reachable), which check refuses.
    const state = position([['A', 'french', 'infantry', 4, 1, '0505'], ['B', 'french', 'infantry', 4, 1, '0202']]);
    const legal = napoleonAtWar.legalActions(state);
    expect(legal).toHaveLength(13);
    expect(napoleonAtWar.actionSpace(state)!.size).toBeGreaterThan(2 * legal.length);
    const bot = randomBot(5);
    const counts = frequencies(() => chosen(napoleonAtWar, bot, state), legal, 13_000);
    expect(chiSquare(counts)).toBeLessThan(40); // 12 degrees of freedom: the 0.999 quantile is 32.9
  });

  it('stays uniform when most draws are refused and it falls back to listing the legal actions', () => {
    // 1000 entries of which two are legal here: most choices fall back after 64 refused draws.
    const legalAt = new Map<number, ChitAction>([[101, { type: 'attack' }], [502, { type: 'rest' }], [903, { type: 'pass' }]]);
    const noise = (index: number) => ({ type: 'noise', index }) as unknown as ChitAction; // refused by the schema
    const activation = chitPull.definition.steps['activation'] as SideStep<ChitPullTypes>;
    const sparse = defineRuleset({
      ...chitPull.definition,
      steps: { ...chitPull.definition.steps, activation: { ...activation, actionSpace: () => ({ size: 1000, at: (index: number) => legalAt.get(index) ?? noise(index) }) } },
    });
    const made = sparse.setup('meeting', {}, 11);
    if (!made.ok) throw new Error(made.violation.message);
    const legal = sparse.legalActions(made.state);
    expect(legal).toEqual([{ type: 'attack' }, { type: 'pass' }]);
    const bot = randomBot(9);
    const counts = frequencies(() => chosen(sparse, bot, made.state), legal, 3000);
    expect(chiSquare(counts)).toBeLessThan(15); // 1 degree of freedom: the 0.999 quantile is 10.8
  });

  it('falls back to the legal actions when the ruleset offers no space for the state', () => {
    const state = { ...position([['A', 'french', 'infantry', 4, 1, '0505']]), phase: 'combat' as const };
    expect(napoleonAtWar.actionSpace(state)).toBeNull();
    expect(chosen(napoleonAtWar, randomBot(1), state)).toEqual({ type: 'endPhase' });
  });
});
