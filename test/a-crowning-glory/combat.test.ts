import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { describe, expect, it } from 'vitest';
import { contextOf } from './invariants.js';
import { eventOf, play, position, refusal, roll, type UnitLine } from './position.js';

const MARKERS = [
  { id: 'f1', side: 'french', nation: 'french', value: 1 }, { id: 'f3', side: 'french', nation: 'french', value: 3 },
  { id: 'a2', side: 'allied', nation: 'russian', value: 2 }, { id: 'a6', side: 'allied', nation: 'austrian', value: 6 },
] as const;
const NO_FOG = { fog: false };

/** A combat-first position (ACG 5.2) with the four test markers and no fog. */
const combat = (lines: UnitLine[]) => position(lines, 'combat', { markers: [...MARKERS] }, NO_FOG);
/** The breakdown of an attack, without rolling. */
const sumOf = (state: ReturnType<typeof combat>, target: string, attackers: string[], marker?: string) =>
  eventOf(play(state, { type: 'attack', target, attackers, ...(marker ? { marker } : {}) }).events, 'attacked').breakdown;

describe('A Crowning Glory combat (ACG 9.0)', () => {
  it('ACG 9.6 example 1: 5 factors against 3 resolve on the +2 column', () => {
    const state = combat([['f', 'french', 'infantry', 5, '1306'], ['a', 'allied', 'infantry', 3, '1305']]);
    expect(sumOf(state, '1305', ['f'])).toMatchObject({ differential: 2, column: '+2', finalColumn: '+2' });
  });

  it('ACG 9.6 example 2: 9 factors and 3 of artillery against 3 round down to +5; 9.9: in a Town, +4', () => {
    const open = combat([['f', 'french', 'infantry', 5, '1306'], ['g', 'french', 'infantry', 4, '1206'], ['a', 'allied', 'infantry', 3, '1305']]);
    expect(sumOf(open, '1305', ['f', 'g'], 'f3')).toMatchObject({ differential: 9, column: '+5', finalColumn: '+5' });
    const town = combat([['f', 'french', 'infantry', 5, '1305'], ['g', 'french', 'infantry', 4, '1206'], ['a', 'allied', 'infantry', 3, '1306']]);
    const sum = sumOf(town, '1306', ['f', 'g'], 'f3');
    expect(sum).toMatchObject({ differential: 9, column: '+5', finalColumn: '+4' });
    expect(sum.shifts).toEqual([{ rule: 'ACG 9.9', columns: -1 }]);
  });

  it('ACG 9.9: a Fortress shifts two columns left', () => {
    const state = combat([['f', 'french', 'infantry', 8, '1405'], ['a', 'allied', 'infantry', 3, '1406']]);
    expect(sumOf(state, '1406', ['f'])).toMatchObject({ differential: 5, column: '+5', finalColumn: '+3' });
  });

  it('ACG 9.13.1: artillery adds no more factors than the units bring (4 units + a 6 marker = 8)', () => {
    const start = combat([['a', 'allied', 'infantry', 4, '1306'], ['f', 'french', 'infantry', 2, '1305']]);
    const allied = play(start, { type: 'pass' }).state;
    const sum = sumOf(allied, '1305', ['a'], 'a6');
    expect(sum.marker).toEqual({ id: 'a6', value: 6, added: 4 });
    expect(sum.differential).toBe(4 + 4 - 2);
  });

  it('ACG 9.13.2: against infantry in an All-Pond hex artillery doubles, after the limit (examples 1 and 2: 9 and 15)', () => {
    const start = combat([['a', 'allied', 'infantry', 5, '1607'], ['f', 'french', 'infantry', 1, '1608']]);
    const allied = play(start, { type: 'pass' }).state;
    expect(sumOf(allied, '1608', ['a'], 'a2').differential).toBe(9 - 1);
    expect(sumOf(allied, '1608', ['a'], 'a6').differential).toBe(15 - 1);
  });

  it('ACG 9.14: the Allied +10 column with a 3 gives 1/2', () => {
    const start = combat([['a', 'allied', 'infantry', 6, '1306'], ['b', 'allied', 'infantry', 6, '1206'], ['f', 'french', 'infantry', 2, '1305']]);
    const allied = play(start, { type: 'pass' }).state;
    const { events } = play(allied, { type: 'attack', target: '1305', attackers: ['a', 'b'] }, roll(3));
    expect(eventOf(events, 'attacked').breakdown.finalColumn).toBe('+10');
    expect(eventOf(events, 'combatResolved')).toMatchObject({ roll: 3, attackerLoss: 1, defenderLoss: 2 });
  });

  it('ACG 9.12: opposite attackers, or three with one hex between each, enfilade (1R); 9.9: never a Town', () => {
    const lines = (hexes: string[]): UnitLine[] => [...hexes.map((h, i): UnitLine => [`f${i}`, 'french', 'infantry', 1, h]), ['a', 'allied', 'infantry', 9, '1305']];
    const grid = contextOf(combat(lines([]))).map.grid;
    const around = (ds: number[]) => ds.map((d) => grid.idOf(grid.neighbor(grid.indexOf('1305'), d)));
    const shiftsOf = (ds: number[]) => sumOf(combat(lines(around(ds))), '1305', ds.map((_, i) => `f${i}`)).shifts;
    expect(shiftsOf([0, 3])).toEqual([{ rule: 'ACG 9.12', columns: 1 }]);
    expect(shiftsOf([1, 3, 5])).toEqual([{ rule: 'ACG 9.12', columns: 1 }]);
    expect(shiftsOf([0, 1, 2, 4])).toEqual([{ rule: 'ACG 9.12', columns: 1 }]);
    expect(shiftsOf([0, 1])).toEqual([]);
    expect(shiftsOf([0, 1, 2])).toEqual([]);
    const town = combat([['f0', 'french', 'infantry', 1, '1305'], ['f1', 'french', 'infantry', 1, '1307'], ['a', 'allied', 'infantry', 9, '1306']]);
    expect(sumOf(town, '1306', ['f0', 'f1']).shifts).toEqual([{ rule: 'ACG 9.9', columns: -1 }]);
  });

  it('ACG 9.11: 1L only when every attacker climbs a hillcrest into the defender', () => {
    const up = combat([['f', 'french', 'infantry', 5, '1104'], ['g', 'french', 'infantry', 1, '1203'], ['a', 'allied', 'infantry', 3, '1103']]);
    expect(sumOf(up, '1103', ['f']).shifts).toEqual([{ rule: 'ACG 9.11', columns: -1 }]);
    expect(sumOf(up, '1103', ['f', 'g']).shifts).toEqual([]);
    const down = combat([['f', 'french', 'infantry', 5, '1103'], ['a', 'allied', 'infantry', 3, '1104']]);
    expect(sumOf(down, '1104', ['f']).shifts).toEqual([]);
  });

  it('ACG 9.10: cavalry never attack across a pond hexside', () => {
    const state = combat([['c', 'french', 'cavalry', 3, '1207'], ['a', 'allied', 'infantry', 3, '1307']]);
    expect(refusal(state, { type: 'attack', target: '1307', attackers: ['c'] })?.rule).toBe('ACG 9.1');
  });

  it('ACG 5.8: no artillery marker on turn 1 in the fog', () => {
    const state = position([['f', 'french', 'infantry', 5, '1306'], ['a', 'allied', 'infantry', 3, '1305']], 'combat', { markers: [...MARKERS] });
    expect(refusal(state, { type: 'attack', target: '1305', attackers: ['f'], marker: 'f3' })?.rule).toBe('ACG 5.8');
    expect(aCrowningGlory.legalActions(state).some((a) => a.type === 'attack' && a.marker !== undefined)).toBe(false);
  });

  it('ACG 9.17: the defender may retreat one hex, out of enemy zones, to lose one step fewer; 9.18: one victor may advance', () => {
    const start = combat([['f', 'french', 'infantry', 6, '1306'], ['a', 'allied', 'infantry', 3, '1305']]);
    const rolled = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(6)); // +3 column, 6: 0/2
    expect(eventOf(rolled.events, 'combatResolved')).toMatchObject({ attackerLoss: 0, defenderLoss: 2 });
    const options = aCrowningGlory.legalActions(rolled.state);
    const retreats = options.flatMap((a) => (a.type === 'retreat' ? [a.to] : [])).sort();
    expect(retreats).toEqual(['1205', '1304', '1405']); // not 1206 nor 1406: next to the attacker, in its zone of control
    expect(options).toContainEqual({ type: 'stand' });
    const retreated = play(rolled.state, { type: 'retreat', to: retreats[0]! });
    expect(retreated.state.units.find((u) => u.id === 'a')).toMatchObject({ steps: 2, hex: contextOf(start).map.grid.indexOf(retreats[0]!) });
    expect(aCrowningGlory.legalActions(retreated.state)).toEqual([{ type: 'advance', unit: 'f' }, { type: 'decline' }]);
    const advanced = play(retreated.state, { type: 'advance', unit: 'f' });
    expect(eventOf(advanced.events, 'advanced')).toMatchObject({ unit: 'f', to: '1305', rule: 'ACG 9.18' });
  });

  it('ACG 9.17: standing takes the full loss', () => {
    const start = combat([['f', 'french', 'infantry', 6, '1306'], ['a', 'allied', 'infantry', 3, '1305']]);
    const stood = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(6), { type: 'stand' });
    expect(stood.state.units.find((u) => u.id === 'a')!.steps).toBe(1);
    expect(stood.state.lost.allied).toBe(2);
  });

  it('ACG 9.18: cavalry never advance into an All-Pond hex', () => {
    const start = combat([['c', 'french', 'cavalry', 7, '1607'], ['a', 'allied', 'infantry', 1, '1608']]);
    const done = play(start, { type: 'attack', target: '1608', attackers: ['c'] }, roll(6));
    expect(done.state.units.find((u) => u.id === 'a')!.status).toBe('eliminated');
    expect(done.state.combat).toBeNull();
  });

  it('ACG 9.16: the attacker shares its losses among its attackers as it sees fit', () => {
    const start = combat([['f', 'french', 'infantry', 3, '1306'], ['g', 'french', 'infantry', 3, '1304'], ['a', 'allied', 'infantry', 6, '1305']]);
    const rolled = play(start, { type: 'attack', target: '1305', attackers: ['f', 'g'] }, roll(1)); // enfiladed 0 -> +1 column, 1: 2/0
    expect(eventOf(rolled.events, 'combatResolved')).toMatchObject({ attackerLoss: 2, defenderLoss: 0 });
    expect(aCrowningGlory.legalActions(rolled.state).filter((a) => a.type === 'apportion')).toHaveLength(3);
    const split = play(rolled.state, { type: 'apportion', losses: [{ unit: 'g', steps: 1 }, { unit: 'f', steps: 1 }] });
    expect(split.state.units.slice(0, 2).map((u) => u.steps)).toEqual([2, 2]);
    expect(refusal(rolled.state, { type: 'apportion', losses: [{ unit: 'f', steps: 1 }] })?.rule).toBe('ACG 9.16');
  });

  it('ACG 9.1, 9.2: attacks alternate; a defender still there may be attacked again; two declines end the phase', () => {
    const start = combat([['f', 'french', 'infantry', 2, '1306'], ['g', 'french', 'infantry', 2, '1304'], ['a', 'allied', 'infantry', 9, '1305']]);
    const first = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(4)); // <=0: 2/0, f is lost
    expect(first.state.toAct).toBe('french'); // the Allies' only unit is Passive now: no attack, a decline (9.1)
    const second = play(first.state, { type: 'attack', target: '1305', attackers: ['g'] }, roll(1));
    expect(eventOf(second.events, 'attacked').breakdown.defender.unit).toBe('a');
    expect(second.state.phase).toBe('movement'); // nobody can attack: Phase IV
  });

  it('ACG 4.8: a demoralized Allied defender must retreat when it can', () => {
    const start = combat([['f', 'french', 'infantry', 6, '1306'], ['a', 'allied', 'infantry', 3, '1305']]);
    const demoralized = { ...start, demoralized: { french: false, allied: true } };
    const rolled = play(demoralized, { type: 'attack', target: '1305', attackers: ['f'] }, roll(6));
    const options = aCrowningGlory.legalActions(rolled.state);
    expect(options.some((a) => a.type === 'stand')).toBe(false);
    expect(refusal(rolled.state, { type: 'stand' })?.rule).toBe('ACG 4.8');
  });
});
