import { aCrowningGlory, type AcgAction, type AcgState } from 'kriegsspiel/rulesets/a-crowning-glory';
import { describe, expect, it } from 'vitest';
import { eventOf, play, position, roll, type UnitLine } from './position.js';

/** Plays on with the quietest action (stay, pass, decline, movement first) until the game ends. */
function quietly(state: AcgState): AcgState {
  for (let i = 0; i < 500 && aCrowningGlory.result(state).terminal === false; i++) {
    const legal = aCrowningGlory.legalActions(state);
    const pick = (['stay', 'pass', 'decline', 'declare'] as const).map((t) => legal.find((a) => a.type === t)).find((a) => a !== undefined);
    state = play(state, (pick ?? legal[0]!) as AcgAction).state;
  }
  return state;
}

// The test field's west edge is column 10, its east edge column 01; its Town and Fortress west of the front line are
// 1306 and 1406 (fixture.ts).
describe('A Crowning Glory victory (ACG 4.0)', () => {
  it('ACG 4.1: an Allied unit leaving by the west edge wins at once', () => {
    const start = position([['f', 'french', 'infantry', 2, '1701'], ['a', 'allied', 'infantry', 3, '1209']]);
    const moving = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }).state;
    expect(aCrowningGlory.legalActions(moving)).toContainEqual({ type: 'exit' });
    const { state, events } = play(moving, { type: 'exit' });
    expect(eventOf(events, 'exited')).toMatchObject({ edge: 'west', rule: 'ACG 4.1' });
    expect(aCrowningGlory.result(state)).toMatchObject({ terminal: true, winner: 'allied', reason: 'a left the map by the west edge (sudden death)' });
  });

  it('ACG 4.2, 4.9: French demoralization wins the game for the Allies at once', () => {
    const start = position([['f', 'french', 'infantry', 2, '1306'], ['a', 'allied', 'infantry', 9, '1305']], 'combat', {}, { demoralizedAt: { french: 2, allied: 29 } });
    const { state, events } = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(1)); // <=0, 1: 2/0
    expect(eventOf(events, 'demoralized')).toMatchObject({ side: 'french', rule: 'ACG 4.9' });
    expect(aCrowningGlory.result(state)).toMatchObject({ terminal: true, winner: 'allied', grade: 'sudden death', reason: 'the French army is demoralized (2 steps lost) (sudden death)' });
  });

  it('ACG 4.4, 4.8: Allied demoralization wins for the French unless the Allies hold a Town or Fortress west of the line', () => {
    const lines: UnitLine[] = [['f', 'french', 'infantry', 9, '1304'], ['a', 'allied', 'infantry', 3, '1303']];
    const options = { demoralizedAt: { french: 33, allied: 1 } };
    const open = play(position(lines, 'combat', {}, options), { type: 'attack', target: '1303', attackers: ['f'] }, roll(6), { type: 'stand' });
    expect(aCrowningGlory.result(open.state)).toMatchObject({ terminal: true, winner: 'french', grade: 'sudden death', reason: 'no Allied unit is left on the map (sudden death)' });
    const holding = position([...lines, ['h', 'allied', 'infantry', 1, '1306']], 'combat', {}, options);
    expect(holding.control['1306']).toBe('allied');
    const held = play(holding, { type: 'attack', target: '1303', attackers: ['f'] }, roll(6), { type: 'stand' });
    expect(aCrowningGlory.result(held.state).terminal).toBe(false);
    expect(held.state).toMatchObject({ demoralized: { allied: true }, suddenDeathGone: true });
  });

  it('ACG 4.5: a French victory in the same attack outweighs French demoralization', () => {
    const start = position([['f', 'french', 'infantry', 2, '1304'], ['a', 'allied', 'infantry', 1, '1303']], 'combat', {}, { demoralizedAt: { french: 1, allied: 1 } });
    const { state } = play(start, { type: 'attack', target: '1303', attackers: ['f'] }, roll(1)); // +1 (French), 1: 2/0
    // 2/0: only the French lose, and their demoralization stands
    expect(aCrowningGlory.result(state).winner).toBe('allied');
    const both = play(position([['f', 'french', 'infantry', 5, '1304'], ['a', 'allied', 'infantry', 1, '1303']], 'combat', {}, { demoralizedAt: { french: 1, allied: 1 } }),
      { type: 'attack', target: '1303', attackers: ['f'] }, roll(1), { type: 'stand' }); // +4 (French), 1: 1/1
    expect(both.events.filter((e) => e.type === 'demoralized').map((e) => e.type === 'demoralized' && e.side).sort()).toEqual(['allied', 'french']);
    expect(aCrowningGlory.result(both.state)).toMatchObject({ terminal: true, winner: 'french' });
  });

  it('ACG 4.3: at the end, a demoralized Allied army that lost half as much again as the French is a French victory', () => {
    const lines: UnitLine[] = [['f', 'french', 'infantry', 9, '1304'], ['a', 'allied', 'infantry', 4, '1303'], ['h', 'allied', 'infantry', 1, '1306']];
    const start = position(lines, 'combat', {}, { demoralizedAt: { french: 33, allied: 1 } });
    const hit = play(start, { type: 'attack', target: '1303', attackers: ['f'] }, roll(6), { type: 'stand' }); // +5, 6: 0/3
    expect(hit.state).toMatchObject({ demoralized: { allied: true }, suddenDeathGone: true, lost: { allied: 3, french: 0 } });
    const end = quietly(hit.state);
    expect(aCrowningGlory.result(end)).toMatchObject({ terminal: true, winner: 'french', grade: 'end of game', reason: 'the Allied army is demoralized and lost 3 steps to 0' });
    expect(end.outcome?.rule).toBe('ACG 4.3');
  });

  it('ACG 4.6: a player may capitulate', () => {
    const start = position([['f', 'french', 'infantry', 2, '1701'], ['a', 'allied', 'infantry', 3, '1209']], 'movement', {}, { capitulation: true });
    expect(aCrowningGlory.legalActions(start)).toContainEqual({ type: 'capitulate' });
    const { state } = play(start, { type: 'capitulate' });
    expect(aCrowningGlory.result(state)).toMatchObject({ terminal: true, winner: 'allied', grade: 'capitulation', reason: 'the French capitulated' });
  });

  it('ACG 4.7, 5.9: the last turn ending without a French victory is an Allied victory', () => {
    const end = quietly(position([['f', 'french', 'infantry', 2, '1710'], ['a', 'allied', 'infantry', 3, '1001']]));
    expect(end.turn).toBe(3);
    expect(aCrowningGlory.result(end)).toMatchObject({ terminal: true, winner: 'allied', grade: 'end of game', reason: 'the French did not break the Allied army (0 steps lost to 0)' });
  });

  it('ACG 4.8: a demoralized Allied army exits by the east edge, not the west, and never advances', () => {
    const start = position([['f', 'french', 'infantry', 2, '1710'], ['a', 'allied', 'infantry', 3, '1202']]);
    const demoralized = { ...start, demoralized: { french: false, allied: true }, suddenDeathGone: true };
    const moving = play(demoralized, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' });
    const { state, events } = play(moving.state, { type: 'exit' });
    expect(eventOf(events, 'exited')).toMatchObject({ edge: 'east', rule: 'ACG 4.8' });
    expect(state.units.find((u) => u.id === 'a')!.status).toBe('exited');
    expect(state.lost.allied).toBe(0); // exited units are not losses
    // ACG 4.4: with the last Allied unit gone from the map, the French win at once
    expect(aCrowningGlory.result(state)).toMatchObject({ terminal: true, winner: 'french', grade: 'sudden death', reason: 'no Allied unit is left on the map (sudden death)' });
  });
});
