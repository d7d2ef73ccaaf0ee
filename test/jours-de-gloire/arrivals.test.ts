// JdG 3.3: reinforcements arrive in boxes the enemy may not hold in their turn of entry.
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf } from './invariants.js';
import { eventsOf, play, roll } from './position.js';

/** S5 with a French unit standing in Troppau, where the Tsar and Buxhöwden arrive on turn 2, played (dice 3, first choices) until `stop`. */
function s5Until(stop: (state: JdgState) => boolean): JdgState {
  const made = joursDeGloire.setup('danube-s5', {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  const ctx = contextOf(made.state);
  const troppau = ctx.map.indexOf('troppau');
  const french = made.state.pieces.findIndex((p) => p.side === 'french' && p.kind === 'unit' && p.status === 'map' && p.box !== ctx.map.indexOf('vienne'));
  let state: JdgState = { ...made.state, pieces: made.state.pieces.map((p, i) => (i === french ? { ...p, box: troppau } : p)) };
  expect(joursDeGloire.validate(state)).toBeNull();
  for (let ply = 0; ply < 2000 && !stop(state); ply++) {
    const decision = joursDeGloire.decision(state);
    if (decision.kind === 'terminal') throw new Error('the game ended');
    const legal = joursDeGloire.legalActions(state);
    const action = decision.kind === 'chance' ? roll(3) : legal.find((a) => a.type === 'done' || a.type === 'stop') ?? legal[0]!;
    state = play(state, action).state;
  }
  return state;
}

const stepOf = (state: JdgState): string | null => {
  const decision = joursDeGloire.decision(state);
  return decision.kind === 'terminal' ? null : decision.step;
};

describe('JdG 3.3 arrival boxes', () => {
  it('JdG 3.3: a side standing in an enemy arrival box moves out one box, of its choice, before the reinforcements are placed', () => {
    const state = s5Until((s) => stepOf(s) === 'evict');
    const ctx = contextOf(state);
    const troppau = ctx.map.indexOf('troppau');
    expect(state.turn).toBe(2);
    const decision = joursDeGloire.decision(state);
    expect(decision.kind === 'side' && decision.side).toBe('french');
    const choices = joursDeGloire.legalActions(state);
    expect(choices.length).toBeGreaterThan(0);
    for (const a of choices) {
      expect(a.type).toBe('move');
      const to = ctx.map.indexOf((a as { to: string }).to);
      expect(ctx.map.connectionsBetween(troppau, to).length).toBeGreaterThan(0);
      expect(state.pieces.some((p) => p.status === 'map' && p.box === to && p.side === 'coalition' && p.kind === 'unit')).toBe(false);
    }
    const moved = play(state, choices[0]!);
    expect(eventsOf(moved.events, 'evicted')).toEqual([expect.objectContaining({ rule: 'JdG 3.3', side: 'french', from: 'troppau' })]);
    expect(moved.state.pieces.some((p) => p.status === 'map' && p.box === troppau && p.side === 'french')).toBe(false);
  });

  it('JdG 3.3: a refusal names the rule when the counters would go elsewhere, and the state is unchanged', () => {
    const state = s5Until((s) => stepOf(s) === 'evict');
    const refused = joursDeGloire.apply(state, { type: 'move', to: 'troppau' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.rule).toBe('JdG 3.3');
  });

  it('JdG 3.3: after the move the Tsar and Buxhöwden arrive in Troppau', () => {
    const state = s5Until((s) => s.turn === 2 && s.phase !== 'reinforcement' && s.phase !== 'initiative' && s.phase !== 'weather');
    const ctx = contextOf(state);
    const at = (id: string) => state.pieces[ctx.pieceIndex.get(id)!]!;
    expect(at('g:alexandre').status).toBe('map');
    expect(ctx.boxIds[at('g:alexandre').box]).toBe('troppau');
    expect(state.pieces.some((p) => p.status === 'map' && ctx.boxIds[p.box] === 'troppau' && p.side === 'french')).toBe(false);
  });
});
