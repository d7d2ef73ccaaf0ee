// Names are data, not object keys (issue 8): scenario ids, map ids, unit ids, roll groups, places, regions and
// terrains named like the properties every JavaScript object inherits work like any other name. The one exception is
// "__proto__" where a name is itself a key of the JSON (a terrain type, a region, a terrain chart entry): refused
// naming its field, never silently dropped.
import { describe, expect, it } from 'vitest';
import { loadState, serializeState } from 'kriegsspiel';
import { BUILT_IN_SCENARIOS, napoleonAtWar, type NawScenario } from 'kriegsspiel/rulesets/napoleon-at-war';
import { contextOf, moveTargets, play, position, roll } from './position.js';

const ODD_NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty'] as const;
const SKIRMISH = BUILT_IN_SCENARIOS['skirmish']!;
const CLEAR = { cost: 1, roadOnly: false, defense: 1, blocksLineOfSight: false };

/** The scenario of a small test position, as data to edit. */
function testScenario(): NawScenario {
  return contextOf(position([['F', 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '1010']])).scenario;
}

/** The test scenario's inline map, as data to edit. */
const testMap = (scenario: NawScenario): Record<string, unknown> => scenario.map as Record<string, unknown>;

describe.each(ODD_NAMES)('the name %s is data', (name) => {
  it('as a scenario id: unknown as a built-in, and a custom scenario of that id sets up, saves and loads', () => {
    expect(napoleonAtWar.setup(name)).toMatchObject({ ok: false, violation: { code: 'unknown-scenario' } });
    const made = napoleonAtWar.setup({ ...SKIRMISH, id: name });
    if (!made.ok) throw new Error(made.violation.message);
    expect(made.state.scenario.id).toBe(name);
    const loaded = loadState(napoleonAtWar, serializeState(napoleonAtWar, made.state));
    expect(loaded.ok && loaded.state.scenario.id).toBe(name);
  });

  it('as a map id: no built-in map of that name, and an inline map of that id plays', () => {
    expect(napoleonAtWar.setup({ ...SKIRMISH, id: `map-${name}`, map: name })).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^scenario\.map: no built-in map /) } });
    const scenario = testScenario();
    const made = napoleonAtWar.setup({ ...scenario, id: `inline-${name}`, map: { ...testMap(scenario), id: name } });
    expect(made.ok).toBe(true);
  });

  it('as a unit id: it moves, and a move naming it is checked against it', () => {
    const state = position([[name, 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '1010']]);
    expect(moveTargets(state, name)).toContain('0505');
    const { events } = play(state, { type: 'move', unit: name, to: '0505' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', unit: name }));
    const other = position([['F', 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '1010']]);
    expect(napoleonAtWar.check(other, { type: 'move', unit: name, to: '0505' })).toMatchObject({ code: 'unknown-unit' });
  });

  it('as a roll group: the group arrives on its roll (Wagram 14.7)', () => {
    const arriving = { id: 'J', side: 'coalition' as const, kind: 'infantry' as const, strength: 3, movement: 4, arrives: { turn: 1, entry: ['1005'], roll: { group: name, lastTurn: 3, on: [1] } } };
    const state = position([['F', 'french', 'infantry', 2, 4, '0101']], {}, { scenario: { units: [{ id: 'F', side: 'french', kind: 'infantry', strength: 2, movement: 4, hex: '0101' }, arriving] } });
    const rolled = play(state, { type: 'endPhase' }, { type: 'endPhase' }, roll(1)).state;
    expect(rolled.rolledIn).toEqual([{ group: name, turn: 1 }]);
    expect(moveTargets(rolled, 'J')).toContain('0905');
  });

  it('as a place: entering it scores (Wagram 17.11)', () => {
    const scenario = testScenario();
    const map = { ...testMap(scenario), places: [{ name, hexes: ['0505'] }] };
    const victory = { ...scenario.victory, places: [{ side: 'french' as const, place: name, points: 7, onEntry: true, atEnd: false }] };
    const made = napoleonAtWar.setup({ ...scenario, id: `place-${name}`, map, victory }, {}, 1, 'explicit');
    if (!made.ok) throw new Error(made.violation.message);
    expect(play(made.state, { type: 'move', unit: 'F', to: '0505' }).state.points.french).toBe(7);
  });
});

describe.each(ODD_NAMES.filter((name) => name !== '__proto__'))('the name %s, as a key of the JSON, is data', (name) => {
  it('as a terrain type charted by the options: its own entry applies (NAW 9.0)', () => {
    const scenario = testScenario();
    const map = { ...testMap(scenario), terrainTypes: ['clear', name], terrain: { [name]: ['0405'] } };
    const made = napoleonAtWar.setup({ ...scenario, id: `terrain-${name}`, map }, { terrain: { [name]: { ...CLEAR, cost: 3 } } }, 1, 'explicit');
    if (!made.ok) throw new Error(made.violation.message);
    expect(play(made.state, { type: 'move', unit: 'F', to: '0405' }).events).toContainEqual(expect.objectContaining({ type: 'moved', cost: 3 }));
    // Uncharted, the terrain is refused at setup rather than read from Object.prototype or played as clear.
    expect(napoleonAtWar.setup({ ...scenario, id: `terrain-${name}`, map })).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^options\.terrain: the map uses /) } });
  });

  it('as a region: a unit confined to it stays in it (Wagram 15.3)', () => {
    const scenario = testScenario();
    const map = { ...testMap(scenario), regions: { [name]: ['0305', '0405'] } };
    const units = scenario.units.map((u) => (u.id === 'F' ? { ...u, confinedTo: name } : u));
    const made = napoleonAtWar.setup({ ...scenario, id: `region-${name}`, map, units }, {}, 1, 'explicit');
    if (!made.ok) throw new Error(made.violation.message);
    expect(moveTargets(made.state, 'F')).toEqual(['0405']);
  });
});

describe('"__proto__" as a key of the JSON is refused naming its field, never dropped', () => {
  const keyed = <T>(value: T): Record<string, T> => JSON.parse(JSON.stringify({ key: value }).replace('"key"', '"__proto__"')) as Record<string, T>;

  it('a terrain type, a region of the map, an entry of the terrain chart', () => {
    const scenario = testScenario();
    const terrainTypes = napoleonAtWar.setup({ ...scenario, map: { ...testMap(scenario), terrainTypes: ['clear', '__proto__'] } });
    expect(terrainTypes).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^scenario\.map\.terrainTypes\[1\]: .*reserved/) } });
    const region = napoleonAtWar.setup({ ...scenario, map: { ...testMap(scenario), regions: keyed(['0305']) } });
    expect(region).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^scenario\.map\.regions\.__proto__: .*reserved/) } });
    const chart = napoleonAtWar.setup('skirmish', { terrain: keyed(CLEAR) });
    expect(chart).toMatchObject({ ok: false, violation: { code: 'malformed-options', message: expect.stringMatching(/^options\.terrain\.__proto__: .*reserved/) } });
  });
});
