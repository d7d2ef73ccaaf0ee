import { describe, expect, it } from 'vitest';
import { TEST_MAP } from './fixture.js';
import { destinations, eventOf, play, position, refusal, type UnitLine } from './position.js';

// The test field (fixture.ts): forest 1203, marsh 1503, town 1306, fortress 1406, All-Pond 1608; a stream 1304|1305,
// a stream crossed by a road 1404|1405, a hillcrest 1103|1104 (1103 uphill), a pond hexside 1207|1307.
const FAR_ALLY: UnitLine = ['far', 'allied', 'infantry', 2, '1701'];

/** The cost the moved event reports for one French unit's move. */
function costOf(lines: UnitLine[], unit: string, to: string): number {
  const start = position([...lines, FAR_ALLY]);
  return eventOf(play(start, { type: 'select', unit }, { type: 'move', to }).events, 'moved').cost;
}

describe('A Crowning Glory movement (ACG 8.0)', () => {
  it('ACG 8.4, 8.5: clear costs 1, forest and marsh 2', () => {
    expect(costOf([['f', 'french', 'infantry', 3, '1204']], 'f', '1205')).toBe(1);
    expect(costOf([['f', 'french', 'infantry', 3, '1204']], 'f', '1203')).toBe(2);
    expect(costOf([['f', 'french', 'infantry', 3, '1504']], 'f', '1503')).toBe(2);
  });

  it('ACG 8.8: crossing a stream costs one more (examples 1-3: into clear 2, forest or marsh 3, a Town 2); 8.11: not where a road crosses it too', () => {
    expect(costOf([['f', 'french', 'infantry', 3, '1304']], 'f', '1305')).toBe(2);
    const streamInto = (terrain: string) => ({ terrain: { clear: [], [terrain]: ['1305'] } });
    for (const [terrain, cost] of [['forest', 3], ['marsh', 3], ['town', 2]] as const) {
      const map = { ...TEST_MAP, terrain: { ...TEST_MAP.terrain, ...streamInto(terrain).terrain, town: terrain === 'town' ? ['1305', '1002'] : ['1306', '1002'] } };
      const start = position([['f', 'french', 'infantry', 3, '1304'], FAR_ALLY], 'movement', { map: map as never });
      expect(eventOf(play(start, { type: 'select', unit: 'f' }, { type: 'move', to: '1305', via: [] }).events, 'moved').cost).toBe(cost);
    }
    expect(costOf([['f', 'french', 'infantry', 3, '1404']], 'f', '1405')).toBe(1);
  });

  it('ACG 8.9: a hillcrest costs one more uphill, nothing downhill', () => {
    expect(costOf([['f', 'french', 'infantry', 3, '1104']], 'f', '1103')).toBe(2);
    expect(costOf([['f', 'french', 'infantry', 3, '1103']], 'f', '1104')).toBe(1);
  });

  it('ACG 8.10: infantry cross a pond hexside freely, cavalry never', () => {
    expect(costOf([['f', 'french', 'infantry', 3, '1207']], 'f', '1307')).toBe(1);
    const cavalry = play(position([['c', 'french', 'cavalry', 2, '1207'], FAR_ALLY]), { type: 'select', unit: 'c' }).state;
    expect(refusal(cavalry, { type: 'move', to: '1307', via: [] })?.rule).toBe('ACG 8.7');
    expect(eventOf(play(cavalry, { type: 'move', to: '1307' }).events, 'moved').cost).toBeGreaterThan(1); // the way round
  });

  it('ACG 8.7: an All-Pond hex costs infantry 2; cavalry never enter it', () => {
    expect(costOf([['f', 'french', 'infantry', 3, '1607']], 'f', '1608')).toBe(2);
    const cavalry = play(position([['c', 'french', 'cavalry', 2, '1607'], FAR_ALLY]), { type: 'select', unit: 'c' }).state;
    expect(destinations(cavalry)).not.toContain('1608');
  });

  it('ACG 2.7, 8.1: a unit never spends more than its movement points (French infantry 5)', () => {
    const state = play(position([['f', 'french', 'infantry', 3, '1010'], FAR_ALLY]), { type: 'select', unit: 'f' }).state;
    expect(destinations(state)).toContain('1005');
    expect(destinations(state)).not.toContain('1004');
  });

  it('ACG 6.1: French units pass through French units but never end on one', () => {
    const state = play(position([['f', 'french', 'infantry', 3, '1008'], ['g', 'french', 'infantry', 3, '1007'], FAR_ALLY]), { type: 'select', unit: 'f' }).state;
    expect(destinations(state)).not.toContain('1007');
    expect(refusal(state, { type: 'move', to: '1006', via: ['1007'] })).toBeNull();
  });

  it('ACG 6.2: Allied units never pass through Allied units', () => {
    const lines: UnitLine[] = [['a', 'allied', 'infantry', 3, '1008'], ['b', 'allied', 'infantry', 3, '1007'], ['f', 'french', 'infantry', 2, '1701']];
    const start = position(lines);
    const state = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }).state;
    expect(refusal(state, { type: 'move', to: '1006', via: ['1007'] })?.rule).toBe('ACG 6.2');
  });

  it('ACG 7.1: a unit stops on entering an enemy zone of control', () => {
    const state = play(position([['f', 'french', 'infantry', 4, '1308'], ['a', 'allied', 'infantry', 3, '1305']]), { type: 'select', unit: 'f' }).state;
    expect(destinations(state)).toContain('1306'); // next to the enemy: reachable, but the move ends there
    expect(refusal(state, { type: 'move', to: '1206', via: ['1307', '1306'] })?.rule).toBe('ACG 7.1');
  });

  it('ACG 7.1: a unit starting in an enemy zone moves one hex only, never into another enemy zone', () => {
    const state = play(position([['f', 'french', 'infantry', 5, '1306'], ['a', 'allied', 'infantry', 3, '1305']]), { type: 'select', unit: 'f' }).state;
    // 1306's neighbours: 1305 (the enemy), 1307, 1206, 1207, 1406, 1407; 1206 and 1406 touch 1305
    expect(destinations(state)).toEqual(['1207', '1307', '1407']);
  });

  it('ACG 8.2: the sides move one unit each in turn; a side with units left moves them all', () => {
    const start = position([['f1', 'french', 'infantry', 2, '1010'], ['f2', 'french', 'infantry', 2, '1009'], ['a', 'allied', 'infantry', 2, '1701']]);
    expect(refusal(start, { type: 'select', unit: 'a' })?.rule).toBe('ACG 8.1');
    const afterFrench = play(start, { type: 'select', unit: 'f1' }, { type: 'stay' }).state;
    expect(afterFrench.toAct).toBe('allied');
    const afterAllied = play(afterFrench, { type: 'select', unit: 'a' }, { type: 'stay' }).state;
    expect(afterAllied.toAct).toBe('french');
    const end = play(afterAllied, { type: 'select', unit: 'f2' }, { type: 'stay' });
    expect(end.state.phase).not.toBe('movement');
    expect(end.events.some((e) => e.type === 'recovered')).toBe(true); // ACG 5.4
  });

  it('ACG 3.3: a unit moving through a Town takes control of it', () => {
    const start = position([['a', 'allied', 'infantry', 3, '1304'], ['f', 'french', 'infantry', 2, '1701']]);
    expect(start.control['1306']).toBe('french');
    const moved = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }, { type: 'move', to: '1307', via: ['1305', '1306'] });
    expect(moved.state.control['1306']).toBe('allied');
    expect(eventOf(moved.events, 'controlChanged')).toMatchObject({ hex: '1306', side: 'allied', rule: 'ACG 3.3' });
  });
});
