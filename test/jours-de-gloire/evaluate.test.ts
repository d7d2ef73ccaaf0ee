// The bots' evaluation of Jours de Gloire states, and what it makes the greedy bot do.
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot, type AnyRulesetBot } from 'kriegsspiel';
import { joursDeGloire, type JdgState, type Side } from 'kriegsspiel/rulesets/jours-de-gloire';

/** Plays S1 with random bots until `stop` holds, from seed `seed`. */
function playUntil(seed: number, stop: (state: JdgState) => boolean): JdgState {
  const made = joursDeGloire.setup('danube-s1', {}, seed);
  if (!made.ok) throw new Error(made.violation.message);
  let state = made.state;
  const bot: AnyRulesetBot = randomBot(seed);
  while (!stop(state)) {
    const decision = joursDeGloire.decision(state);
    if (decision.kind === 'terminal') throw new Error('the game ended first');
    const side = (decision.kind === 'side' ? decision.side : decision.kind === 'simultaneous' ? decision.sides[0] : null) as Side | null;
    const action = side === null ? joursDeGloire.legalActions(state)[0]! : bot.choose(joursDeGloire, viewOf(state, side), side);
    const next = joursDeGloire.apply(state, action);
    if (!next.ok) throw new Error(next.violation.message);
    state = next.state;
  }
  return state;
}

function viewOf(state: JdgState, side: Side) {
  const view = joursDeGloire.view(state, side);
  if (!view.ok) throw new Error(view.violation.message);
  return view.view;
}

function stepOf(state: JdgState): string | null {
  const decision = joursDeGloire.decision(state);
  return decision.kind === 'terminal' ? null : decision.step;
}

const selecting = (state: JdgState): boolean => stepOf(state) === 'select' && state.player === 'french';

describe('Jours de Gloire evaluation', () => {
  it('is a margin: what one side gains the other loses (JdG 9.0 counts both sides alike)', () => {
    for (const seed of [1, 2, 3]) {
      const state = playUntil(seed, (s) => (s.turn >= 2 && s.battle !== null) || s.turn >= 4);
      expect(joursDeGloire.evaluate(state, 'french')).toBeCloseTo(-joursDeGloire.evaluate(state, 'coalition'), 9);
    }
  });

  it('JdG 5.1: ending the movement phase with stacks unmoved rates below forming a stack to move', () => {
    const state = playUntil(4, selecting);
    const value = (action: unknown): number => {
      const next = joursDeGloire.apply({ ...state, chanceMode: 'explicit' }, action as never);
      if (!next.ok) throw new Error(next.violation.message);
      return joursDeGloire.evaluate(next.state, 'french');
    };
    const forms = joursDeGloire.legalActions(state).filter((a) => a.type === 'form');
    expect(forms.length).toBeGreaterThan(0);
    expect(value({ type: 'done' })).toBeLessThan(Math.min(...forms.map(value)));
  });

  it('JdG 5.1: the greedy bot moves a stack towards the victory boxes rather than stopping where it stands', () => {
    let state = playUntil(5, selecting);
    const bot = greedyBot(5);
    // Form a stack and activate it, as the bot would, then compare its move with stopping.
    while (stepOf(state) !== 'move') {
      const next = joursDeGloire.apply(state, bot.choose(joursDeGloire, viewOf(state, 'french'), 'french'));
      if (!next.ok) throw new Error(next.violation.message);
      state = next.state;
    }
    const chosen = bot.choose(joursDeGloire, viewOf(state, 'french'), 'french');
    expect(chosen.type).toBe('move');
  });
});
