// randomBot.chooseIn picks on a simulator's live state exactly what choose picks from a view: the same games from
// the same seeds, so the rollout path's random games equal the immutable path's.
import { describe, expect, it } from 'vitest';
import { createSimulator, randomBot, type RandomBot } from 'kriegsspiel';
import { napoleonAtWar, type NawAction, type NawState, type Side } from 'kriegsspiel/rulesets/napoleon-at-war';

function bots(seed: number): Record<Side, RandomBot> {
  return { french: randomBot(seed * 2 + 1), coalition: randomBot(seed * 2 + 2) };
}

function setup(seed: number): NawState {
  const made = napoleonAtWar.setup('skirmish', {}, seed, 'auto');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

/** A random game on the immutable path, each bot choosing from its side's view. */
function byViews(seed: number): { actions: NawAction[]; final: NawState } {
  const players = bots(seed);
  const actions: NawAction[] = [];
  let state = setup(seed);
  for (let decision = napoleonAtWar.decision(state); decision.kind === 'side'; decision = napoleonAtWar.decision(state)) {
    const view = napoleonAtWar.view(state, decision.side);
    if (!view.ok) throw new Error(view.violation.message);
    const action = players[decision.side].choose(napoleonAtWar, view.view, decision.side);
    const next = napoleonAtWar.apply(state, action, { events: false });
    if (!next.ok) throw new Error(next.violation.message);
    actions.push(action);
    state = next.state;
  }
  return { actions, final: state };
}

/** The same game on a simulator, each bot choosing on the live state. */
function inSimulator(seed: number): { actions: NawAction[]; final: NawState } {
  const players = bots(seed);
  const actions: NawAction[] = [];
  const sim = createSimulator(napoleonAtWar, setup(seed));
  for (let decision = sim.decision(); decision.kind === 'side'; decision = sim.decision()) {
    const action = players[decision.side].chooseIn(sim, decision.side);
    sim.play(action);
    actions.push(action);
  }
  return { actions, final: sim.state };
}

describe('randomBot.chooseIn', () => {
  it('plays the same skirmish games on a simulator as choose from views on the immutable path (seeds 1-6)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const a = byViews(seed);
      const b = inSimulator(seed);
      expect(b.actions).toEqual(a.actions);
      expect(b.final).toEqual(a.final);
      expect(napoleonAtWar.result(b.final).terminal).toBe(true);
    }
  });

  it("the simulator's check and actorOf agree with the ruleset's on the live state", () => {
    const sim = createSimulator(napoleonAtWar, setup(3));
    const space = sim.actionSpace();
    expect(space).not.toBeNull();
    for (let index = 0; index < space!.size; index += 7) {
      const action = space!.at(index);
      expect(sim.check(action)).toEqual(napoleonAtWar.check(sim.state, action));
      expect(sim.actorOf(action)).toBe(napoleonAtWar.actorOf(sim.state, action));
    }
  });
});
