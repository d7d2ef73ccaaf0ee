import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSimulator, mctsBot, playGame, randomBot, type AnyRulesetBot, type Ruleset, type RulesetTypes } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { chitPull } from '../fixtures/chitPull/chitPull.js';
import { nim } from './nim.js';
import { botRng } from '../../src/bots/botState.js';
import { resolveMctsOptions } from '../../src/bots/mctsOptions.js';
import { treeSearch } from '../../src/bots/treeSearch.js';
import { freshDice } from '../../src/bots/mctsBot.js';
import { randomRollout } from '../../src/bots/rollout.js';
import { playRollout } from '../../src/bots/priorRollout.js';
import { orderCandidates } from '../../src/bots/orderCandidates.js';
import { greedyLine, nextLegal } from '../../src/bots/ranking.js';

/** What `bot` plays for `side` at `state`, shown only that side's view. */
function choiceAt<T extends RulesetTypes>(bot: AnyRulesetBot, ruleset: Ruleset<T>, state: T['state'], side: T['side']): T['action'] {
  const view = ruleset.view(state, side);
  if (!view.ok) throw new Error(view.violation.message);
  return bot.choose(ruleset, view.view, side);
}

function nimStart(scenario: 'five' | 'nine') {
  const setup = nim.setup(scenario, {}, 1);
  if (!setup.ok) throw new Error(setup.violation.message);
  return setup.state;
}

describe('mcts bot', () => {
  it('finds the only winning move of nim from a pile of 5 (take 1), which the random bot often misses', () => {
    const state = nimStart('five');
    for (let seed = 1; seed <= 8; seed++) expect(choiceAt(mctsBot(seed, { iterations: 300 }), nim, state, 'first')).toEqual({ type: 'take', count: 1 });
    const randomChoices = Array.from({ length: 8 }, (_, seed) => (choiceAt(randomBot(seed), nim, state, 'first') as { count: number }).count);
    expect(randomChoices.some((count) => count !== 1)).toBe(true);
  });

  it('wins nim from 9 against the random bot by searching to the end (no heuristic)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const game = playGame(nim, nimStart('nine'), { first: mctsBot(seed, { iterations: 300 }), second: randomBot(seed) }, { maxPlies: 50 });
      expect(game.result.winner).toBe('first');
    }
  });

  it('is deterministic under its seed with an iteration budget: the same seed plays the same skirmish moves', () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 4);
    if (!setup.ok) throw new Error(setup.violation.message);
    const game = () => playGame(napoleonAtWar, setup.state, { french: mctsBot(3, { iterations: 12 }), coalition: randomBot(4) }, { maxPlies: 16 }).actions;
    expect(game()).toEqual(game());
  });

  it('always returns a legal action of its side, at positions along random skirmish games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 60 }), fc.constantFrom('exact' as const, 'sampled' as const), (seed, plies, chance) => {
        const setup = napoleonAtWar.setup('skirmish', {}, seed);
        if (!setup.ok) throw new Error(setup.violation.message);
        const sim = createSimulator(napoleonAtWar, setup.state);
        const rng = botRng(seed);
        for (let i = 0; i < plies && sim.decision().kind !== 'terminal'; i++) {
          const legal = sim.legalActions();
          sim.play(legal[rng.draw(legal.length)]!);
        }
        const decision = sim.decision();
        if (decision.kind !== 'side') return;
        const action = choiceAt(mctsBot(seed, { iterations: 8, chance, rolloutDepth: 2 }), napoleonAtWar, sim.state, decision.side);
        expect(napoleonAtWar.check(sim.state, action)).toBeNull();
        expect(napoleonAtWar.actorOf(sim.state, action)).toBe(decision.side);
      }),
      { numRuns: 8, seed: 12 },
    );
  });

  it('refuses bad options with a message naming the field', () => {
    expect(() => mctsBot(1, { iterations: 0 })).toThrow(/iterations/);
    expect(() => mctsBot(1, { exploration: -1 })).toThrow(/exploration/);
    expect(() => mctsBot(1, { timeMs: Number.NaN })).toThrow(/timeMs/);
  });

  it('stops at the time budget on the injected clock, whatever the iteration budget', () => {
    let now = 0;
    const clock = () => (now += 10); // every reading 10 ms later
    const options = resolveMctsOptions({ iterations: 1000, timeMs: 50, clock });
    if (typeof options === 'string') throw new Error(options);
    const root = treeSearch({ ruleset: nim, side: 'first', sample: () => nimStart('nine'), openLoop: false, options, rng: botRng(1) });
    expect(root.visits).toBeLessThan(10);
    expect(root.visits).toBeGreaterThan(0);
  });
});

describe('mcts rollouts', () => {
  it('the prior policy walks the root ranking while its side decides at its step, and the step scope stops at the other side', () => {
    const entries = [{ type: 'take', count: 3 }, { type: 'take', count: 2 }, { type: 'take', count: 1 }].map((action, i) => ({ key: JSON.stringify(action), action, gain: -i }));
    const memory = { gains: new Map(), ranking: { side: 'first', step: 'take', entries, line: [] } };
    const options = resolveMctsOptions({ rolloutDepth: 10 });
    if (typeof options === 'string') throw new Error(options);
    const sim = createSimulator(nim, { ...nimStart('nine'), pile: 2 });
    playRollout(nim, sim, options, botRng(1), memory);
    expect(sim.state.pile).toBe(0); // take 3 is refused with 2 left: the walk plays the next entry, take 2
    const step = createSimulator(nim, nimStart('nine'));
    playRollout(nim, step, options, botRng(1), memory);
    expect(step.state.pile).toBe(6); // first takes 3, then the second side decides: the rollout stops
    const whole = resolveMctsOptions({ rolloutDepth: 100, rolloutScope: 'game', rollout: 'random' }); // every ply random, to the end
    if (typeof whole === 'string') throw new Error(whole);
    const random = createSimulator(nim, nimStart('nine'));
    playRollout(nim, random, whole, botRng(1), memory);
    expect(random.decision().kind).toBe('terminal');
    randomRollout(nim, random, 100, botRng(1));
  });
});

describe('mcts sampled dice (auto chance mode)', () => {
  it('draws every iteration a fresh public stream and fresh private streams from the bot\'s PRNG, nothing else changed', () => {
    const state = { ...nimStart('five'), privateRng: { first: [1, 2, 3, 4], second: [5, 6, 7, 8] } };
    const rng = botRng(9);
    const [a, b] = [freshDice(state, rng), freshDice(state, rng)];
    expect(a.rng).not.toEqual(state.rng);
    expect(a.rng).not.toEqual(b.rng);
    expect(Object.keys(a.privateRng)).toEqual(['first', 'second']);
    expect(a.privateRng.first).not.toEqual(state.privateRng.first);
    expect({ ...a, rng: state.rng, privateRng: state.privateRng }).toEqual(state);
    expect(freshDice(nimStart('five'), botRng(9))).not.toHaveProperty('privateRng');
  });
});

describe('mcts chance nodes (explicit chance mode)', () => {
  it('expands a roll into one child per outcome with the exact probabilities, and samples them by probability', () => {
    // The chit-pull "meeting" cup holds 2 red and 3 blue chits: the first draw is red with probability 2/5.
    const setup = chitPull.setup('meeting', {}, 1, 'explicit');
    if (!setup.ok) throw new Error(setup.violation.message);
    expect(chitPull.decision(setup.state).kind).toBe('chance');
    const options = resolveMctsOptions({ iterations: 400 });
    if (typeof options === 'string') throw new Error(options);
    const root = treeSearch({ ruleset: chitPull, side: 'red', sample: () => setup.state, openLoop: false, options, rng: botRng(5) });
    const outcomes = chitPull.chanceOutcomes(setup.state);
    expect(root.children.map((child) => [child.action, child.actor, child.probability])).toEqual(outcomes.map((o) => [o.action, 'chance', o.probability]));
    expect(root.children.map((child) => child.probability)).toEqual([0.4, 0.6]);
    const share = root.children[0]!.visits / root.visits;
    expect(share).toBeGreaterThan(0.32);
    expect(share).toBeLessThan(0.48);
  });
});

describe('mcts prior: lazy rating, the ranking walk and the greedy line', () => {
  const skirmish = () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 3, 'explicit');
    if (!setup.ok) throw new Error(setup.violation.message);
    return setup.state;
  };
  type Skirmish = ReturnType<typeof skirmish>;
  const rate = (ruleset: typeof napoleonAtWar, state: Skirmish, side: 'french' | 'coalition') => ruleset.evaluate(state, side);

  it('rates lazily only the best actions under the bounds, and finds the same best actions as a full rating', () => {
    const state = skirmish();
    const full = orderCandidates(napoleonAtWar, state, napoleonAtWar.legalActions(state), 'french', botRng(1), rate as never);
    let calls = 0;
    const counted = (ruleset: typeof napoleonAtWar, s: Skirmish, side: 'french' | 'coalition') => (calls++, ruleset.evaluate(s, side));
    const bounds = new Map(full.map((entry) => [entry.key, entry.gain]));
    const lazy = orderCandidates(napoleonAtWar, state, napoleonAtWar.legalActions(state), 'french', botRng(2), counted as never, new Map(), { bounds, top: 3 });
    expect(lazy.slice(0, 3).map((entry) => entry.gain)).toEqual(full.slice(0, 3).map((entry) => entry.gain));
    expect(calls).toBeLessThan(full.length / 2);
    expect(lazy.map((entry) => entry.key).sort()).toEqual(full.map((entry) => entry.key).sort());
  });

  it('the greedy line plays, one after another, the next entry of the ranking still legal', () => {
    const state = skirmish();
    const entries = orderCandidates(napoleonAtWar, state, napoleonAtWar.legalActions(state), 'french', botRng(1), rate as never);
    const sim = createSimulator(napoleonAtWar, state);
    const line = greedyLine(sim, { side: 'french', step: 'movement', entries }, 4);
    expect(line.length).toBe(4);
    expect([...line].sort((a, b) => a - b)).toEqual(line); // walked forward only
    const replay = createSimulator(napoleonAtWar, state);
    for (const index of line) {
      expect(nextLegal(replay, { side: 'french', step: 'movement', entries }, index)).toBe(index);
      replay.play(entries[index]!.action as never);
    }
    expect(replay.state).toEqual(sim.state);
  });

  it('carries its gains to the next decision of a run and rates fewer actions than afresh, choosing legal moves', () => {
    const state = skirmish();
    const run = (lazyRoot: boolean) => {
      let calls = 0;
      const heuristic = ((ruleset: typeof napoleonAtWar, s: Skirmish, side: 'french' | 'coalition') => (calls++, ruleset.evaluate(s, side))) as never;
      const bot = mctsBot(4, { iterations: 10, lazyRoot, lazyRootMin: 0, heuristic });
      let current: Skirmish = { ...state, chanceMode: 'auto' };
      for (let i = 0; i < 3; i++) {
        const action = choiceAt(bot, napoleonAtWar, current, 'french');
        const next = napoleonAtWar.apply(current, action);
        if (!next.ok) throw new Error(next.violation.message);
        current = next.state;
      }
      return calls;
    };
    expect(run(true)).toBeLessThan(run(false));
  });

  it('rates a root of at most lazyRootMin actions in full even with gains carried (the same choices and ratings as without them)', () => {
    const state = skirmish();
    const run = (lazyRoot: boolean) => {
      let calls = 0;
      const heuristic = ((ruleset: typeof napoleonAtWar, s: Skirmish, side: 'french' | 'coalition') => (calls++, ruleset.evaluate(s, side))) as never;
      const bot = mctsBot(4, { iterations: 10, lazyRoot, lazyRootMin: 100_000, heuristic });
      let current: Skirmish = { ...state, chanceMode: 'auto' };
      const actions: unknown[] = [];
      for (let i = 0; i < 3; i++) {
        const action = choiceAt(bot, napoleonAtWar, current, 'french');
        actions.push(action);
        const next = napoleonAtWar.apply(current, action);
        if (!next.ok) throw new Error(next.violation.message);
        current = next.state;
      }
      return { calls, actions };
    };
    expect(run(true)).toEqual(run(false));
  });
});
