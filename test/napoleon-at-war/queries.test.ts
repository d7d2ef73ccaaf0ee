import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crtDistribution, type CombatPreview } from 'kriegsspiel';
import { arbitraryPlayout, eventLineProblems, queryProblems, randomGame } from 'kriegsspiel/testing';
import { NAW_CRT, napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { play, position } from './position.js';

const queries = napoleonAtWar.queries!;
const view = (state: NawState) => {
  const seen = napoleonAtWar.view(state, 'french');
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
};
const enemy = (id: string, hex: string, strength = 4) => [id, 'coalition', 'infantry', strength, 4, hex] as const;
const french = (id: string, hex: string, strength = 4, movement = 4) => [id, 'french', 'infantry', strength, movement, hex] as const;

/** Each result's probability on a preview's column, rounded to 12 places, as a map. */
const odds = (preview: CombatPreview | null) => new Map(preview?.outcomes.map((o) => [o.result, round(o.probability)]));
const round = (p: number): number => Math.round(p * 1e12) / 1e12;
const column = (index: number) => new Map([...crtDistribution(NAW_CRT, index)].map(([r, p]) => [r, round(p)]));

describe('Napoleon at War front-end queries', () => {
  it('NAW 5.0: the moves list exactly the legal move and exit actions, each applying, over random skirmish positions', () => {
    const playouts = arbitraryPlayout(napoleonAtWar, { scenario: 'skirmish' }, { maxPlies: 400 });
    fc.assert(
      fc.property(playouts, (p) => {
        expect(queryProblems(napoleonAtWar, p.final, { moveTypes: ['move', 'exit'] })).toEqual([]);
      }),
      { numRuns: 12, seed: 13 },
    );
  });

  it('NAW 5.0, 5.22: a destination carries its cheapest path and its cost in MP, the same as the moved event', () => {
    const s = position([french('A', '0303'), enemy('D', '0909')], { hexsides: [{ between: ['0303', '0403'], features: ['road'] }, { between: ['0403', '0503'], features: ['road'] }] });
    const option = queries.moves(view(s), 'french').get('A')!.find((o) => o.to === '0503')!;
    expect(option).toMatchObject({ to: '0503', cost: 1, path: ['0303', '0403', '0503'], rule: 'NAW 5.0' });
    const { events } = play(s, option.actions[0]!);
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ path: option.path, cost: option.cost });
  });

  it('NAW 6.0: a destination in an enemy zone of control says the unit stops there', () => {
    const s = position([french('A', '0303'), enemy('D', '0505')]);
    const option = queries.moves(view(s), 'french').get('A')!.find((o) => o.to === '0404')!;
    expect(option.notes).toEqual(['stops: enemy zone of control (NAW 6.0)']);
  });

  it('Wagram 17.11: where entering a place scores, a destination the cheapest path misses the place on gets the route through it', () => {
    const s = position([french('A', '0303', 4, 4), enemy('D', '0909')], { places: [{ name: 'Dorf', hexes: ['0404'] }] }, {
      scenario: { victory: { eliminationPoints: false, places: [{ side: 'french', place: 'Dorf', points: 10, onEntry: true, atEnd: false }], exitPointsPerStrength: 0, regionStrength: [], minimum: null, grades: [] } },
    });
    const options = queries.moves(view(s), 'french').get('A')!;
    const straight = options.find((o) => o.to === '0305')!; // two hexes south: the cheapest way does not enter 0404
    expect(straight.path).not.toContain('0404');
    expect(straight.alternatives).toHaveLength(1);
    const [alt] = straight.alternatives!;
    expect(alt).toMatchObject({ why: 'enters Dorf: +10 VP (Wagram 17.11)' });
    expect(alt!.path).toContain('0404');
    const { state, events } = play(s, alt!.actions[0]!);
    expect(events.filter((e) => e.type === 'pointsScored')).toHaveLength(1);
    expect(state.points.french).toBe(10);
    expect(queryProblems(napoleonAtWar, s, { moveTypes: ['move', 'exit'] })).toEqual([]);
  });

  it('NAW 7.0: the preview of 13 against 4 is the rulebook\'s 3-1, with the CRT column\'s probabilities and the lower columns', () => {
    const s = position([french('A', '0404', 9), french('B', '0405', 4), enemy('D', '0505', 4)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'addAttacker', unit: 'B' });
    const preview = queries.combatPreview(view(state), 'french');
    expect(preview).toMatchObject({ attack: 13, defense: 4, computed: '3-1', column: '3-1', rule: 'NAW 7.6', at: ['0505'] });
    expect(odds(preview)).toEqual(column(6));
    expect(preview!.outcomes.find((o) => o.result === 'Dr')!.rolls).toEqual([1, 2, 3, 4, 5]);
    expect(preview!.choices!.map((c) => c.column)).toEqual(['1-5', '1-4', '1-3', '1-2', '1-1', '2-1']);
    const reduced = queries.combatPreview(view(state), 'french', { type: 'resolve', odds: '1-1' });
    expect(reduced).toMatchObject({ computed: '3-1', column: '1-1' });
    expect(odds(reduced)).toEqual(column(4));
    expect(queries.combatPreview(view(state), 'french', { type: 'resolve', odds: '4-1' })).toBeNull(); // NAW 7.9: never higher
  });

  it('NAW 7.4, 9.0: the preview doubles a defender in a town once, and names why', () => {
    const s = position([french('A', '0405', 8), enemy('D', '0505', 4)], {
      terrain: { town: ['0505'] },
      hexsides: [{ between: ['0405', '0505'], features: ['stream'] }],
    }, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' });
    const preview = queries.combatPreview(view(state), 'french', { type: 'addAttacker', unit: 'A' });
    expect(preview).toMatchObject({ attack: 8, defense: 8, computed: '1-1', modifiers: [{ kind: 'multiplier', value: 2, what: 'D in 0505: town', rule: 'NAW 9.0' }] });
    const before = queries.combatPreview(view(s), 'french', { type: 'attack', hex: '0505' });
    expect(before).toMatchObject({ attack: 8, notes: ['no unit has joined yet: counted with every unit that could (NAW 7.13)'] });
  });

  it('NAW 7.71: the prompt of every step names the rule; the side not deciding is told whom it waits for', () => {
    const s = position([french('A', '0404', 2), enemy('D', '0505', 8)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '1-4' }, { type: 'chance', value: 1 });
    expect(queries.prompt(view(state), 'french')).toEqual({ side: 'french', step: 'retreat', text: 'French: retreat A one hex', rule: 'NAW 7.71' });
    const coalition = napoleonAtWar.view(state, 'coalition');
    expect(coalition.ok && queries.prompt(coalition.view, 'coalition')).toMatchObject({ side: null, text: 'Waiting for the French: French: retreat A one hex' });
  });

  it('gives a neutral answer to a side not in the game or a position off the map', () => {
    const s = position([french('A', '0404')]);
    expect(queries.moves(view(s), 'prussian' as never).size).toBe(0);
    expect(queries.prompt(view(s), 'prussian' as never)).toMatchObject({ side: null, rule: 'core' });
    expect(queries.placeName(view(s), -1)).toBeNull();
    expect(queries.placeName(view(s), 1e9)).toBeNull();
    expect(queries.placeName(view(s), s.units[0]!.hex)).toBe('0404');
  });

  it('describeEvent gives every event type of random games a full line, and the summary line or a deliberate null', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      randomGame(napoleonAtWar, { scenario: 'skirmish', seed }, {
        maxPlies: 3000,
        events: true,
        onPly: (r) => {
          expect(eventLineProblems(napoleonAtWar, r.after, r.events)).toEqual([]);
          for (const e of r.events) seen.add(e.type);
        },
      });
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining(['combatResolved', 'eliminated', 'moved', 'phaseStarted', 'retreated']));
  });
});
