// determinize: a full state consistent with a side's view, the enemy's moving stack included.
import { describe, expect, it } from 'vitest';
import { seedRng } from 'kriegsspiel';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { play, position } from './position.js';

describe('Jours de Gloire determinize', () => {
  it('JdG 5.3, 7.0: the enemy\'s moving stack, whose counters the view hides, is sampled from his counters in its box', () => {
    const state = play(position({}, { phase: 'movement', pc: { rhin: 5, kray: 5, 'jean-1800': 5 } }), { type: 'form', box: 'bale' }, { type: 'add', piece: 'moreau' }, { type: 'go' }).state;
    const view = joursDeGloire.view(state, 'coalition');
    if (!view.ok) throw new Error(view.violation.message);
    expect(view.view.activation!.pieces).toEqual([]);
    const sampled = joursDeGloire.determinize(view.view, 'coalition', seedRng(1));
    if (!sampled.ok) throw new Error(sampled.violation.message);
    const a = sampled.state.activation!;
    expect(a.pieces.length).toBeGreaterThan(0);
    for (const i of a.pieces) expect([sampled.state.pieces[i]!.side, sampled.state.pieces[i]!.box]).toEqual(['french', a.box]);
    expect(joursDeGloire.legalActions(sampled.state).length).toBeGreaterThan(0);
  });
});
