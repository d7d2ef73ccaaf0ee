// MiB 7.5, the attack on supply wagons, and 11.2: a destroyed train supplies no one.
import { describe, expect, it } from 'vitest';
import { actionsOf, activate, eventsOf, hexOf, moves, play, position, unitState } from './position.js';

/** Lasalle's cavalry under ATTACK orders on the Austrian wagons in 0403, with a guard or not. */
const raid = (lasalle: string, others: Record<string, { hex: string; dis?: boolean }> = {}, order: 'attack' | 'march' = 'attack') =>
  activate(position({ lasalle: { hex: lasalle }, 'vi-train': { hex: '0403' }, ...others }, { orders: { CR: [order, '0403'] } }), 'CR', 2).state;

describe('MiB 7.5: attack on supply wagons', () => {
  it('MiB 7.5: a combat unit enters a hex of lone enemy wagons at its non-road cost, and the wagons are destroyed', () => {
    const before = raid('0402');
    expect(moves(before, 'lasalle')).toContain('0403');
    const { state, events } = play(before, { type: 'move', unit: 'lasalle', to: '0403' });
    // The road from 0402 would cost 1: the raid pays the clear hex's 2.
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ rule: 'MiB 6.0', to: '0403', cost: 2 });
    expect(unitState(state, 'vi-train').hex).toBe(-2);
    expect(eventsOf(events, 'eliminated')).toEqual([{ type: 'eliminated', rule: 'MiB 7.5', unit: 'vi-train' }]);
    expect(eventsOf(events, 'wagonsDestroyed')).toEqual([{ type: 'wagonsDestroyed', rule: 'MiB 7.5', units: ['vi-train'], by: 'lasalle' }]);
  });

  it('MiB 7.5: unguarded wagons: the raider stays in their hex, its move over, with 2 MP fewer for a turn or an attack', () => {
    const { state } = play(raid('0402'), { type: 'move', unit: 'lasalle', to: '0403' });
    const lasalle = unitState(state, 'lasalle');
    expect(lasalle.hex).toBe(hexOf(state, '0403'));
    expect(lasalle.mp).toBe(10 - 2 - 2);
    expect(moves(state, 'lasalle')).toEqual([]);
  });

  it('MiB 7.5: wagons within 1 hex of a combat unit of their side: the raider falls back to the hex it entered from', () => {
    const { state, events } = play(raid('0401', { vincent: { hex: '0404' } }), { type: 'move', unit: 'lasalle', to: '0403' });
    expect(unitState(state, 'vi-train').hex).toBe(-2);
    expect(eventsOf(events, 'moved').map((e) => [e.rule, e.from, e.to])).toEqual([['MiB 6.0', '0401', '0403'], ['MiB 7.5', '0403', '0402']]);
    expect(unitState(state, 'lasalle')).toMatchObject({ hex: hexOf(state, '0402'), mp: 10 - 4 - 2 });
  });

  it('MiB 7.5: only wagons alone in their hex are raided, and only by a unit that may attack (7.0, 8.0; MARCH 5.1)', () => {
    expect(moves(raid('0402', { vincent: { hex: '0403' } }), 'lasalle')).not.toContain('0403');
    expect(moves(raid('0402', {}, 'march'), 'lasalle')).not.toContain('0403');
    expect(moves(raid('0402', { lasalle: { hex: '0402', dis: true } }), 'lasalle')).not.toContain('0403');
  });

  it('MiB 7.5, 2.2: a hex of trains and engineers, or of engineers alone, is raided as wagons: the engineers are eliminated', () => {
    for (const [pieces, lost] of [[{ engineers: { hex: '0403' }, 'iv-train': { hex: '0403' } }, ['iv-train', 'engineers']], [{ engineers: { hex: '0403' } }, ['engineers']]] as const) {
      const start = activate(position({ hessen: { hex: '0402' }, ...pieces }, { orders: { KR: ['attack', '0403'] } }), 'KR', 2).state;
      expect(actionsOf(start, 'attack')).toEqual([]); // no combat unit to attack there
      const { state, events } = play(start, { type: 'move', unit: 'hessen', to: '0403' });
      expect(eventsOf(events, 'wagonsDestroyed')).toEqual([{ type: 'wagonsDestroyed', rule: 'MiB 7.5', units: lost, by: 'hessen' }]);
      expect(unitState(state, 'engineers').hex).toBe(-2);
      expect(unitState(state, 'hessen').hex).toBe(hexOf(state, '0403'));
    }
  });

  it('MiB 11.2: a destroyed train supplies no one: its units are out of supply at their next activation', () => {
    const pieces = { lasalle: { hex: '0807' }, 'iv-train': { hex: '0808' }, 'vi-train': { hex: '0707' }, vincent: { hex: '0708' } };
    const start = activate(position(pieces, { orders: { CR: ['attack', '0707'] }, supply: 'scenario' }), 'CR', 2).state;
    const supplied = activate(play(start, { type: 'done' }).state, 'VI').events;
    expect(eventsOf(supplied, 'supply')).toEqual([]);
    const raided = play(start, { type: 'move', unit: 'lasalle', to: '0707' }, { type: 'done' }).state;
    expect(unitState(raided, 'lasalle').hex).toBe(hexOf(raided, '0807'));
    const { state, events } = activate(raided, 'VI');
    expect(eventsOf(events, 'supply')).toEqual([{ type: 'supply', rule: 'MiB 11.2', unit: 'vincent', inSupply: false }]);
    expect(unitState(state, 'vincent').oos).toBe(true);
  });
});
