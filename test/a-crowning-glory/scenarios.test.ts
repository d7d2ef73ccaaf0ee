// The built-in scenarios: the reconstructed order of battle and the introductory scenario's rules (ACG 10.0).
import { aCrowningGlory, BUILT_IN_SCENARIOS, type AcgState } from 'kriegsspiel/rulesets/a-crowning-glory';
import { describe, expect, it } from 'vitest';
import { COUNTER_SHEET } from '../../rulesets/a-crowning-glory/data/orderOfBattle/markers.js';
import { introOutcome } from '../../rulesets/a-crowning-glory/rules/introVictory.js';
import { contextOf } from './invariants.js';
import { destinations, eventOf, play, roll } from './position.js';

const battle = BUILT_IN_SCENARIOS['austerlitz']!;
const intro = BUILT_IN_SCENARIOS['austerlitz-intro']!;

function start(id: string, options = {}, seed = 1): AcgState {
  const made = aCrowningGlory.setup(id, { capitulation: false, ...options }, seed, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('the reconstructed order of battle', () => {
  it('ACG 2.9: Olsusiev has 6 steps; every unit starts at full strength, Active (3.1)', () => {
    expect(battle.units.find((u) => u.name === 'Olsusiev')!.steps).toBe(6);
    const state = start('austerlitz');
    expect(state.units.every((u, i) => u.steps === battle.units[i]!.steps && u.active)).toBe(true);
  });

  it('ACG 2.0: the 216 counters are the steps, the markers, the turn, the Steps Lost and the Variant markers', () => {
    const steps = battle.units.reduce((n, u) => n + u.steps, 0);
    expect(steps).toBe(COUNTER_SHEET.steps);
    expect(COUNTER_SHEET.artillery).toBe(battle.markers.length);
    expect(Object.values(COUNTER_SHEET).reduce((a, b) => a + b, 0)).toBe(216);
  });

  it('ACG 3.1, 3.3: French set-up hexes west of the front line, Allied east; one unit a hex; the Reserve and Variable aside', () => {
    const state = start('austerlitz');
    const ctx = contextOf(state);
    for (const u of state.units) {
      if (u.status !== 'map') continue;
      expect(ctx.westOfLine[u.hex] === 1, `${u.id} in ${ctx.hexIds[u.hex]}`).toBe(u.side === 'french');
    }
    expect(state.units.filter((u) => u.status === 'reserve').map((u) => u.id).sort()).toEqual(['bessieres', 'duroc', 'hulin']);
    expect(state.units.filter((u) => u.status === 'variable').map((u) => u.id).sort()).toEqual(['bourcier', 'friant']);
    expect(state.markers.filter((m) => m.status === 'variable').map((m) => m.id)).toEqual(['f-var']); // 3.1: one Variable marker
  });

  it('ACG 9.13, 10.4-10.6: the markers the rules name exist', () => {
    const values = (side: string) => battle.markers.filter((m) => m.side === side).map((m) => m.value).sort();
    expect(values('french')).toEqual(expect.arrayContaining([1, 1, 1, 2, 3]));
    expect(values('allied')).toEqual(expect.arrayContaining([2, 3, 3, 3, 4, 4, 6]));
    expect(battle.markers.filter((m) => m.nation === 'austrian').map((m) => m.value)).toContain(4);
  });
});

describe('the introductory scenario (ACG 10.0)', () => {
  it('ACG 10.3-10.6: turns 3-6, the named units on their hexes, the Allied markers; the French choose their 3 points first', () => {
    const state = start('austerlitz-intro');
    const ctx = contextOf(state);
    const at = (id: string) => ctx.hexIds[state.units.find((u) => u.id === id)!.hex];
    expect(state.turn).toBe(3);
    expect([at('bourcier'), at('levasseur'), at('merle'), at('ferey'), at('margaron')]).toEqual(['2323', '2121', '2223', '2020', '1918']);
    expect([at('carneville'), at('liechtenstein'), at('stutterheim')]).toEqual(['2422', '2421', '2521']);
    expect([at('levis'), at('urusov'), at('przbyzowski'), at('kamensky'), at('olsusiev')]).toEqual(['2220', '2219', '2118', '2218', '2017']);
    expect(aCrowningGlory.legalActions(state)).toEqual([
      { type: 'artillery', markers: ['f-3'] }, { type: 'artillery', markers: ['f-2', 'f-1a'] }, { type: 'artillery', markers: ['f-1a', 'f-1b', 'f-1c'] },
    ]);
    const chosen = play(state, { type: 'artillery', markers: ['f-2', 'f-1a'] }).state;
    expect(chosen.markers.filter((m) => m.side === 'french' && m.status === 'box').map((m) => m.id)).toEqual(['f-2', 'f-1a']);
    expect(chosen.markers.filter((m) => m.side === 'allied').map((m) => m.value).sort()).toEqual([3, 3, 3, 4, 4]);
  });

  it('ACG 10.4: Friant goes north-west of the Goldbach; into a friend\'s hex only displacing it one hex there, never Bourcier', () => {
    const state = play(start('austerlitz-intro'), { type: 'artillery', markers: ['f-3'] }).state;
    const places = aCrowningGlory.legalActions(state).filter((a) => a.type === 'place');
    expect(places.some((a) => a.type === 'place' && a.to === '2323')).toBe(false); // Bourcier's hex
    expect(places.some((a) => a.type === 'place' && a.to === '2220')).toBe(false); // south-east of the Goldbach
    const displacing = places.find((a) => a.type === 'place' && a.to === '2121' && a.displace !== undefined)!;
    expect(places.some((a) => a.type === 'place' && a.to === '2121' && a.displace === undefined)).toBe(false);
    const { state: after, events } = play(state, displacing);
    expect(eventOf(events, 'displaced')).toMatchObject({ unit: 'levasseur', from: '2121', rule: 'ACG 10.4' });
    expect(after.phase).toBe('declaration');
  });

  it('ACG 10.2: movement stays on rows 23 and lower (north), columns 17 and higher', () => {
    let state = play(start('austerlitz-intro'), { type: 'artillery', markers: ['f-3'] }, { type: 'place', unit: 'friant', to: '1520' }, { type: 'declare', first: 'movement' }).state;
    state = play(state, { type: 'select', unit: 'friant' }).state;
    const seen = destinations(state);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.every((id) => Number(id.slice(0, 2)) <= 23 && Number(id.slice(2)) >= 17)).toBe(true);
  });

  it('ACG 10.4: Duroc arrives at the start of the 11:00 turn at 1518', () => {
    let state = play(start('austerlitz-intro'), { type: 'artillery', markers: ['f-3'] }, { type: 'place', unit: 'friant', to: '1520' }).state;
    for (let i = 0; i < 2000 && state.turn < 5; i++) {
      const legal = aCrowningGlory.legalActions(state);
      const quiet = legal.find((a) => a.type === 'stay' || a.type === 'pass' || a.type === 'decline') ?? legal.find((a) => a.type === 'select' || a.type === 'declare');
      state = play(state, quiet ?? roll(1)).state;
    }
    expect(state).toMatchObject({ turn: 5, phase: 'placement' });
    expect(aCrowningGlory.legalActions(state)).toEqual([{ type: 'place', unit: 'duroc', to: '1518' }]);
  });

  it('ACG 10.7: the victory levels at noon', () => {
    const state = start('austerlitz-intro');
    const ctx = contextOf(state);
    const moved = (moves: Record<string, string>, control: Record<string, 'french' | 'allied'> = {}): AcgState => ({
      ...state,
      units: state.units.map((u) => (moves[u.id] === undefined ? u : moves[u.id] === 'gone' ? { ...u, status: 'eliminated', hex: -1, steps: 0 } : { ...u, hex: ctx.map.grid.indexOf(moves[u.id]!) })),
      control: { ...state.control, ...control },
    });
    // the start position: French units hold Telnitz, Sokolnitz and the castle, and Allies stand on rows 18 and higher
    expect(introOutcome(ctx, state)).toMatchObject({ winner: 'french', grade: 'tactical' });
    // Allies on the objectives' rows cleared: three French units in the objectives -> strategic
    const clear = Object.fromEntries(['levis', 'urusov', 'przbyzowski', 'kamensky', 'olsusiev', 'carneville', 'liechtenstein', 'stutterheim'].map((id) => [id, 'gone']));
    expect(introOutcome(ctx, moved(clear))).toMatchObject({ winner: 'french', grade: 'strategic' });
    // the Allies hold every objective hex and have 5 steps on row 17 or lower -> Allied tactical
    const captured = { '2323': 'allied', '2121': 'allied', '2122': 'allied', '2020': 'allied' } as const;
    const allied = moved({ bourcier: 'gone', levasseur: 'gone', ferey: 'gone', urusov: '1720' }, captured);
    expect(introOutcome(ctx, allied)).toMatchObject({ winner: 'allied', grade: 'tactical' });
    // 10 steps on row 15 or lower -> Allied strategic, whoever holds the villages
    expect(introOutcome(ctx, moved({ bourcier: 'gone', levasseur: 'gone', ferey: 'gone', urusov: '1520', olsusiev: '1521' }))).toMatchObject({ winner: 'allied', grade: 'strategic' });
  });
});

describe('the rules on the reconstructed map', () => {
  it('ACG 8.9 example: 2316 to 2315 costs 2, 2315 to 2316 costs 1', () => {
    const map = contextOf(start('austerlitz')).map;
    expect(map.uphillOf(map.grid.indexOf('2316'), map.grid.directionTo(map.grid.indexOf('2316'), map.grid.indexOf('2315')))).toBe(map.grid.indexOf('2315'));
  });

  it('ACG 9.8 example: a unit in Telnitz (2323, a partial pond) defends as in a Town', () => {
    const ctx = contextOf(start('austerlitz'));
    expect(ctx.map.terrainName(ctx.map.grid.indexOf('2323'))).toBe('town');
    expect(ctx.victoryHexes.map((h) => ctx.hexIds[h])).toContain('2323');
  });
});
