import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createSimulator, ismctsBot, playGame, randomBot } from 'kriegsspiel';
import { joursDeGloire, type JdgState, type Side } from 'kriegsspiel/rulesets/jours-de-gloire';
import { perturbHidden } from '../jours-de-gloire/invariants.js';
import { nim } from './nim.js';

/** A Jours de Gloire S1 position `plies` plies into a game played by a fixed rule, and the side to decide. */
function jdgPosition(plies: number): { state: JdgState; side: Side } {
  const setup = joursDeGloire.setup('danube-s1', {}, 3);
  if (!setup.ok) throw new Error(setup.violation.message);
  const sim = createSimulator(joursDeGloire, setup.state);
  for (let ply = 0; ply < plies; ply++) {
    const legal = sim.legalActions();
    sim.play(legal[(ply * 7) % legal.length]!);
  }
  const decision = sim.decision();
  if (decision.kind !== 'side') throw new Error(`expected a side's decision, got ${decision.kind}`);
  return { state: joursDeGloire.definition.clone(sim.state), side: decision.side };
}

describe('ismcts bot', () => {
  it('decides the same on two Jours de Gloire states that differ only in the other side\'s hidden data', () => {
    const rng = { state: 777, int(lo: number, hi: number) { this.state = (this.state * 1103515245 + 12345) % 2 ** 31; return lo + (this.state % (hi - lo + 1)); } };
    for (const plies of [10, 30, 50]) {
      const { state, side } = jdgPosition(plies);
      expect(joursDeGloire.legalActions(state).length).toBeGreaterThan(1);
      const perturbed = perturbHidden(state, side, rng as never);
      expect(isDeepStrictEqual(perturbed, state)).toBe(false); // the enemy's hidden counters were dealt again
      const [seen, seenPerturbed] = [joursDeGloire.view(state, side), joursDeGloire.view(perturbed, side)];
      if (!seen.ok || !seenPerturbed.ok) throw new Error('view');
      expect(isDeepStrictEqual(seen.view, seenPerturbed.view)).toBe(true);
      const chosen = ismctsBot(5, { iterations: 12 }).choose(joursDeGloire, seen.view, side);
      expect(ismctsBot(5, { iterations: 12 }).choose(joursDeGloire, seenPerturbed.view, side)).toEqual(chosen);
      expect(joursDeGloire.check(state, chosen)).toBeNull();
      expect(joursDeGloire.check(perturbed, chosen)).toBeNull();
    }
  });

  it('is deterministic under its seed and finds the winning nim move, like mcts, with a fresh determinization each iteration', () => {
    const setup = nim.setup('five', {}, 1);
    if (!setup.ok) throw new Error(setup.violation.message);
    const view = nim.view(setup.state, 'first');
    if (!view.ok) throw new Error(view.violation.message);
    for (let seed = 1; seed <= 4; seed++) expect(ismctsBot(seed, { iterations: 300 }).choose(nim, view.view, 'first')).toEqual({ type: 'take', count: 1 });
    const game = () => playGame(nim, setup.state, { first: ismctsBot(2, { iterations: 50 }), second: randomBot(3) }, { maxPlies: 20 }).actions;
    expect(game()).toEqual(game());
  });
});
