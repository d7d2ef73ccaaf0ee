// JdG 10.0: the solitaire game: nothing hidden, no dummies, movement points rolled on activation.
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { rolledPm } from '../../rulesets/jours-de-gloire/rules/solitaire.js';
import { choices, play, position, roll } from './position.js';

const solitaire = (state: JdgState): JdgState => ({ ...state, options: { ...state.options, solitaire: true } });

describe('JdG 10.0 solitaire game', () => {
  it('JdG 10.0: a unit rolls 1d6+2 (infantry) or 1d6+4 (cavalry) with a line to a general, 1d6 or 1d6+2 without; a general 1d6+4 with a line to his chief, 1d6+2 without', () => {
    expect([rolledPm('infantry', 3, 'full'), rolledPm('infantry', 3, 'general'), rolledPm('infantry', 3, 'none')]).toEqual([5, 5, 3]);
    expect([rolledPm('cavalry', 3, 'full'), rolledPm('cavalry', 3, 'general'), rolledPm('cavalry', 3, 'none')]).toEqual([7, 7, 5]);
    expect([rolledPm('general', 3, 'full'), rolledPm('general', 3, 'general'), rolledPm('general', 3, 'none')]).toEqual([7, 5, 5]);
  });

  it('JdG 10.0: an activated stack rolls one die per kind of counter and moves at its slowest counter\'s pace', () => {
    const state = solitaire(position({}, { phase: 'movement', pc: { rhin: 5, kray: 5, 'jean-1800': 5 } }));
    const formed = play(state, { type: 'form', box: 'bale' }, { type: 'add', piece: 'g:moreau' }, { type: 'add', piece: 'moreau' }, { type: 'add', piece: 'hautpoul' }, { type: 'go' }).state;
    expect(choices(formed).who).toBe('chance');
    // the general 3 + 4 = 7, the infantry 1 + 2 = 3, the cavalry 2 + 4 = 6: the stack has 3 PM
    const rolled = play(formed, roll(3), roll(1), roll(2)).state;
    expect(rolled.activation!.pm).toBe(3);
    expect(choices(rolled).actions).toContain(JSON.stringify({ type: 'stop' }));
  });

  it('JdG 10.0: a counter always has at least 1 PM, even out of command and in mud', () => {
    const state = solitaire({ ...position({ 'st-suzanne': 'vienne' }, { phase: 'movement', pc: { rhin: 5, kray: 5, 'jean-1800': 5 } }), weather: 'mud' });
    const formed = play(state, { type: 'form', box: 'vienne' }, { type: 'add', piece: 'st-suzanne' }, { type: 'go' }).state;
    // infantry with no line to a general: 1 + 0, less 1 in mud, is 0: raised to 1
    expect(play(formed, roll(1)).state.activation!.pm).toBe(1);
    // with a 3: 3 - 1 = 2
    expect(play(formed, roll(3)).state.activation!.pm).toBe(2);
  });

  it('JdG 10.0: in the two-player game the allowance is not rolled', () => {
    const state = position({}, { phase: 'movement', pc: { rhin: 5, kray: 5, 'jean-1800': 5 } });
    const formed = play(state, { type: 'form', box: 'bale' }, { type: 'add', piece: 'moreau' }, { type: 'go' }).state;
    expect(choices(formed).who).toBe('french');
    expect(formed.activation!.pm).toBe(state.options.movement.infantry);
  });

  it('JdG 10.0: nothing is hidden: each side sees the other\'s counters where they are', () => {
    const state = solitaire(position({}, { phase: 'movement', pc: { rhin: 5, kray: 5, 'jean-1800': 5 } }));
    const view = joursDeGloire.view(state, 'coalition');
    expect(view.ok).toBe(true);
    if (!view.ok) return;
    expect(view.view.faceDown).toEqual([]);
    const moreau = view.view.pieces.find((p) => p.id === 'moreau')!;
    expect(moreau.hidden).toBe(false);
    expect(moreau.box).toBe(state.pieces.find((p) => p.id === 'moreau')!.box);
  });
});
