import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { describe, expect, it } from 'vitest';
import { eventOf, play, position, roll } from './position.js';

describe('A Crowning Glory turn sequence (ACG 5.0)', () => {
  it('ACG 5.2: the French declare which phase comes first; the other follows after a recovery (5.4)', () => {
    const combatFirst = position([['f', 'french', 'infantry', 2, '1710'], ['a', 'allied', 'infantry', 3, '1001']], 'combat');
    // nobody can attack: two declines end Phase II, recovery, then Phase IV is the movement phase
    expect(combatFirst.phase).toBe('movement');
    expect(combatFirst.half).toBe(1);
  });

  it('ACG 5.6: the Reserve is placed at the end of turn 1 movement, in its hexes, never in an enemy zone', () => {
    const start = position([['f', 'french', 'infantry', 2, '1701'], ['r', 'french', 'infantry', 3, 'reserve'], ['a', 'allied', 'infantry', 3, '1009']]);
    const moved = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }, { type: 'stay' }).state;
    expect(moved.phase).toBe('placement');
    // the test scenario's Reserve hexes are 1010 and 1110; 1010 is next to the Allied unit in 1009
    expect(aCrowningGlory.legalActions(moved)).toEqual([{ type: 'place', unit: 'r', to: '1110' }]);
    const placed = play(moved, { type: 'place', unit: 'r', to: '1110' });
    expect(eventOf(placed.events, 'placed')).toMatchObject({ unit: 'r', rule: 'ACG 5.6' });
  });

  it('ACG 5.7: the Variable group arrives on 1-2 on turn 1, enters by its hexes paying their cost', () => {
    const lines = [['f', 'french', 'infantry', 2, '1701'], ['v', 'french', 'infantry', 3, 'variable'], ['a', 'allied', 'infantry', 3, '1001']] as const;
    const waiting = position([...lines].map((l) => [...l]) as never);
    expect(aCrowningGlory.decision(waiting)).toMatchObject({ kind: 'chance' });
    const stillMarching = play(waiting, roll(3)).state;
    expect(stillMarching.units.find((u) => u.id === 'v')!.status).toBe('variable');
    const arrived = play(waiting, roll(2), { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }, { type: 'stay' }).state;
    expect(arrived.units.find((u) => u.id === 'v')!.status).toBe('arrived');
    const entering = play(arrived, { type: 'select', unit: 'v' }).state;
    const entry = aCrowningGlory.legalActions(entering).flatMap((a) => (a.type === 'move' ? [a.to] : []));
    expect(entry).toContain('1710'); // an entry hex
    expect(entry).toContain('1706'); // 1 MP to enter, 4 more
    expect(entry).not.toContain('1705');
  });

  it('ACG 5.5: the French regroup once: units short of strength and out of enemy zones gain a step', () => {
    const lines = [['f', 'french', 'infantry', 4, '1306'], ['a', 'allied', 'infantry', 9, '1305']] as const;
    const start = position([...lines].map((l) => [...l]) as never, 'combat');
    const hurt = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(1)).state; // <=0, 1: 2/0
    expect(hurt).toMatchObject({ phase: 'movement', lost: { french: 2 } });
    const endOfTurn = play(hurt, { type: 'select', unit: 'f' }, { type: 'move', to: '1307' }, { type: 'select', unit: 'a' }, { type: 'stay' }).state;
    expect(endOfTurn.phase).toBe('regroup');
    const { state, events } = play(endOfTurn, { type: 'regroup' });
    expect(eventOf(events, 'regrouped')).toMatchObject({ steps: 1, rule: 'ACG 5.5' });
    expect(state.units.find((u) => u.id === 'f')!.steps).toBe(3);
    expect(state).toMatchObject({ lost: { french: 1 }, regrouped: true, turn: 2, phase: 'declaration' });
  });

  it('ACG 5.5: no regroup while the hurt unit stays in an enemy zone of control', () => {
    const lines = [['f', 'french', 'infantry', 4, '1306'], ['a', 'allied', 'infantry', 9, '1305']] as const;
    const start = position([...lines].map((l) => [...l]) as never, 'combat');
    const hurt = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, roll(1)).state;
    const endOfTurn = play(hurt, { type: 'select', unit: 'f' }, { type: 'stay' }, { type: 'select', unit: 'a' }, { type: 'stay' }).state;
    expect(endOfTurn).toMatchObject({ phase: 'declaration', turn: 2 });
  });
});
