import { aCrowningGlory, VARIANTS } from 'kriegsspiel/rulesets/a-crowning-glory';
import { describe, expect, it } from 'vitest';
import { testScenario } from './fixture.js';
import { eventOf, play, position, refusal, roll } from './position.js';

const withVariants = (pool: number[]) => ({ variants: true, variantPool: pool });

describe('A Crowning Glory variants (ACG 11.0, reconstructed)', () => {
  it('ACG 11.0: each side draws one marker in secret; the enemy sees it only once it is played', () => {
    const made = aCrowningGlory.setup(testScenario(), withVariants([3, 5, 9]), 5);
    if (!made.ok) throw new Error(made.violation.message);
    const { french, allied } = made.state.variants;
    expect(new Set([french!.id, allied!.id]).size).toBe(2);
    const seen = aCrowningGlory.view(made.state, 'french');
    if (!seen.ok) throw new Error(seen.violation.message);
    expect(seen.view.variants).toEqual({ french: { id: french!.id, revealed: false }, allied: { id: 0, revealed: false } });
    const sampled = aCrowningGlory.determinize(seen.view, 'french', [1, 2, 3, 4]);
    if (!sampled.ok) throw new Error(sampled.violation.message);
    expect([3, 5, 9].filter((v) => v !== french!.id)).toContain(sampled.state.variants.allied!.id);
  });

  it('ACG 6.2, 11.0: once the Allies play Variant 3 (Training) they pass through Allied units', () => {
    const lines = [['a', 'allied', 'infantry', 3, '1008'], ['b', 'allied', 'infantry', 3, '1007'], ['f', 'french', 'infantry', 2, '1701']] as const;
    const start = position([...lines].map((l) => [...l]) as never, 'movement', {}, withVariants([3, 3]));
    const moving = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }).state;
    expect(refusal(moving, { type: 'move', to: '1006', via: ['1007'] })?.rule).toBe('ACG 6.2');
    expect(aCrowningGlory.legalActions(moving)).toContainEqual({ type: 'variant' });
    const trained = play(moving, { type: 'variant' });
    expect(eventOf(trained.events, 'variantPlayed')).toMatchObject({ side: 'allied', variant: 3, name: VARIANTS[3]!.name });
    expect(refusal(trained.state, { type: 'move', to: '1006', via: ['1007'] })).toBeNull();
  });

  it('ACG 9.13.1, 9.13.2, 11.0: Variant 5 adds one artillery factor beyond the limit (4 units + 6 marker: 5)', () => {
    const markers = [{ id: 'a6', side: 'allied', nation: 'austrian', value: 6 }] as const;
    const lines = [['a', 'allied', 'infantry', 4, '1306'], ['f', 'french', 'infantry', 2, '1305']] as const;
    const start = position([...lines].map((l) => [...l]) as never, 'combat', { markers: [...markers] }, { fog: false, ...withVariants([5, 5]) });
    const allied = play(start, { type: 'pass' }, { type: 'variant' }).state;
    const { events } = play(allied, { type: 'attack', target: '1305', attackers: ['a'], marker: 'a6' });
    expect(eventOf(events, 'attacked').breakdown.marker).toEqual({ id: 'a6', value: 6, added: 5 });
  });

  it('ACG 9.13.2, 11.0: with Variant 5, the All-Pond examples give 10 and 16', () => {
    const markers = [{ id: 'a2', side: 'allied', nation: 'russian', value: 2 }, { id: 'a6', side: 'allied', nation: 'austrian', value: 6 }] as const;
    const lines = [['a', 'allied', 'infantry', 5, '1607'], ['f', 'french', 'infantry', 1, '1608']] as const;
    const start = position([...lines].map((l) => [...l]) as never, 'combat', { markers: [...markers] }, { fog: false, ...withVariants([5, 5]) });
    const allied = play(start, { type: 'pass' }, { type: 'variant' }).state;
    const total = (marker: string) => eventOf(play(allied, { type: 'attack', target: '1608', attackers: ['a'], marker }).events, 'attacked').breakdown.differential + 1;
    expect(total('a2')).toBe(10);
    expect(total('a6')).toBe(16);
  });

  it('ACG 4.2, 11.0: Variant 9 regroups its holder at once and takes the steps off its track', () => {
    const lines = [['f', 'french', 'infantry', 4, '1306'], ['a', 'allied', 'infantry', 9, '1305']] as const;
    const start = position([...lines].map((l) => [...l]) as never, 'combat', {}, withVariants([9, 9]));
    const hurt = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(1), { type: 'select', unit: 'f' }, { type: 'move', to: '1307' }).state;
    expect(hurt.lost.french).toBe(2);
    const regroupPhase = play(hurt, { type: 'select', unit: 'a' }, { type: 'stay' }).state;
    expect(regroupPhase.phase).toBe('regroup');
    const { state, events } = play(regroupPhase, { type: 'variant' });
    expect(eventOf(events, 'regrouped')).toMatchObject({ steps: 1, rule: 'ACG 11.0' });
    expect(state.units.find((u) => u.id === 'f')!.steps).toBe(3);
    expect(state.lost.french).toBe(1);
    expect(state.phase).toBe('regroup'); // the once-a-game regroup of 5.5 is still the French player's
  });

  it('ACG 11.0: a marker of no use to its holder (Training drawn by the French) cannot be played', () => {
    const start = position([['f', 'french', 'infantry', 2, '1701'], ['a', 'allied', 'infantry', 2, '1001']], 'movement', {}, withVariants([3, 3]));
    expect(start.variants.french).toEqual({ id: 3, revealed: false });
    expect(refusal(start, { type: 'variant' })?.rule).toBe('ACG 11.0');
  });
});
