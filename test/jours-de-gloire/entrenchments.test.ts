// JdG 6.2 entrenchments, and 7.1: dummies only pretend to entrench.
import { describe, expect, it } from 'vitest';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { choices, eventsOf, play, position } from './position.js';

const PC = { rhin: 5, kray: 5, 'jean-1800': 5 };
const ENTRENCH = JSON.stringify({ type: 'entrench' });

describe('JdG 6.2 entrenchments and 7.1 pretended ones', () => {
  it('JdG 6.2: a stack with a combat unit that has not moved entrenches for 2 PC and all its PM', () => {
    const state = position({}, { phase: 'movement', pc: PC });
    const active = play(state, { type: 'form', box: 'colmar' }, { type: 'add', piece: 'st-cyr' }, { type: 'go' }).state;
    expect(choices(active).actions).toContain(ENTRENCH);
    const { state: after, events } = play(active, { type: 'entrench' });
    expect(after.pc['rhin']).toBe(active.pc['rhin']! - 2);
    expect(after.activation!.pm).toBe(0);
    expect(after.entrenchments).toEqual([expect.objectContaining({ side: 'french', real: true })]);
    expect(eventsOf(events, 'entrenched')).toEqual([expect.objectContaining({ rule: 'JdG 6.2', box: 'colmar' })]);
  });

  it('JdG 6.2: a stack short of 2 PC cannot entrench', () => {
    const state = position({}, { phase: 'movement', pc: { ...PC, rhin: 1 } });
    const active = play(state, { type: 'form', box: 'colmar' }, { type: 'add', piece: 'st-cyr' }, { type: 'go' }).state;
    expect(choices(active).actions).not.toContain(ENTRENCH);
    const refused = joursDeGloire.apply(active, { type: 'entrench' });
    expect(refused.ok).toBe(false);
  });

  it('JdG 7.1: dummies alone pretend to entrench, at no cost, and the enemy cannot tell the marker from a real one', () => {
    const state = position({ 'fr-dummy-infantry-1': 'stuttgart' }, { phase: 'movement', pc: PC });
    const active = play(state, { type: 'form', box: 'stuttgart' }, { type: 'add', piece: 'fr-dummy-infantry-1' }, { type: 'go' }).state;
    expect(choices(active).actions).toContain(ENTRENCH);
    const { state: after, events } = play(active, { type: 'entrench' });
    expect(after.pc).toEqual(active.pc);
    expect(after.entrenchments).toEqual([expect.objectContaining({ side: 'french', real: false })]);
    // the enemy's view and events are those of a real entrenchment
    const seen = joursDeGloire.view(after, 'coalition');
    if (!seen.ok) throw new Error(seen.violation.message);
    expect(seen.view.entrenchments).toEqual([expect.objectContaining({ side: 'french', real: null })]);
    expect(joursDeGloire.eventsFor(events as never, 'coalition')).toContainEqual(expect.objectContaining({ type: 'entrenched', rule: 'JdG 6.2', box: 'stuttgart' }));
    const own = joursDeGloire.view(after, 'french');
    if (own.ok) expect(own.view.entrenchments[0]!.real).toBe(false);
  });

  it('JdG 7.1: a pretended entrenchment goes with its dummies', () => {
    const state = position({ 'fr-dummy-infantry-1': 'stuttgart' }, { phase: 'movement', pc: PC });
    const built = play(state, { type: 'form', box: 'stuttgart' }, { type: 'add', piece: 'fr-dummy-infantry-1' }, { type: 'go' }, { type: 'entrench' }, { type: 'stop' }).state;
    expect(built.entrenchments.length).toBe(1);
    // the same dummy moves on next phase: its marker is removed as the box empties (6.2)
    const later = { ...built, pieces: built.pieces.map((p) => (p.id === 'fr-dummy-infantry-1' ? { ...p, acted: false } : p)), entrenchments: built.entrenchments.map((e) => ({ ...e, turn: 0 })) };
    const moved = play(later, { type: 'form', box: 'stuttgart' }, { type: 'add', piece: 'fr-dummy-infantry-1' }, { type: 'go' });
    const to = choices(moved.state).actions.map((a) => JSON.parse(a) as { type: string; to?: string }).find((a) => a.type === 'move')!;
    expect(play(moved.state, to as never).state.entrenchments).toEqual([]);
  });

  it('JdG 6.2: no entrenchments in a fortified city', () => {
    const state = position({ 'st-suzanne': 'ulm' }, { phase: 'movement', pc: PC });
    const active = play(state, { type: 'form', box: 'ulm' }, { type: 'add', piece: 'st-suzanne' }, { type: 'go' }).state;
    expect(choices(active).actions).not.toContain(ENTRENCH);
  });
});
