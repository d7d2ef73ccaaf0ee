// MiB AM (−1 each time the HQ is overrun) and 2.5: HQs and formation commanders overrun.
import { describe, expect, it } from 'vitest';
import { activate, ctxOf, eventsOf, hexOf, play, roll, position, unitState, type Piece, type Setting } from './position.js';

/** Lasalle's cavalry activated under ATTACK orders on 0403, two Austrian units away from it, and `more`. */
function lasalleOn0403(more: Record<string, Piece>, setting: Setting = {}) {
  const pieces = { lasalle: { hex: '0401' }, hessen: { hex: '0504' }, vincent: { hex: '0604' }, ...more };
  return activate(position(pieces, { orders: { CR: ['attack', '0403'] }, ...setting }), 'CR', 2).state;
}

describe('MiB AM, 2.5: overruns', () => {
  it('MiB AM: an enemy combat unit entering the HQ hex overruns it: it goes to the nearest friendly combat unit, −1 army morale', () => {
    const { state, events } = play(lasalleOn0403({}, { hq: { austrian: '0403' } }), { type: 'move', unit: 'lasalle', to: '0403' });
    expect(state.hq.austrian).toBe(hexOf(state, '0504'));
    expect(state.armyMorale.austrian).toBe(10 - 1);
    expect(eventsOf(events, 'overrun')).toEqual([{ type: 'overrun', rule: 'MiB AM', side: 'austrian', piece: 'hq-austrian', from: '0403', to: '0504' }]);
    expect(eventsOf(events, 'armyMorale')).toEqual([{ type: 'armyMorale', rule: 'MiB AM', side: 'austrian', change: -1, value: 9, reason: 'the HQ is overrun' }]);
  });

  it('MiB AM: a raid on wagons overruns the HQ standing with them', () => {
    // Hessen away, the wagons are unguarded: the raider stays, and the HQ goes to Vincent.
    const more = { 'vi-train': { hex: '0403' }, hessen: { hex: '0101' } };
    const { state, events } = play(lasalleOn0403(more, { hq: { austrian: '0403' } }), { type: 'move', unit: 'lasalle', to: '0403' });
    expect(eventsOf(events, 'wagonsDestroyed')).toHaveLength(1);
    expect(state.hq.austrian).toBe(hexOf(state, '0604'));
    expect(state.armyMorale.austrian).toBe(9);
  });

  it('MiB 2.5: a formation commander whose hex an enemy enters goes to the nearest unit of his formation, at no army morale', () => {
    const { state, events } = play(lasalleOn0403({}, { commanders: { VI: '0403' } }), { type: 'move', unit: 'lasalle', to: '0403' });
    // Hessen (0504) is nearer, but of the cavalry reserve: Hiller joins his own Vincent.
    expect(state.formations[ctxOf(state).formationIndex.get('VI')!]!.commander).toBe(hexOf(state, '0604'));
    expect(eventsOf(events, 'overrun')).toEqual([{ type: 'overrun', rule: 'MiB 2.5', side: 'austrian', piece: 'hiller', from: '0403', to: '0604' }]);
    expect(state.armyMorale.austrian).toBe(10);
  });

  it('MiB AM: an HQ whose units fall back and leave it alone in an enemy zone of control is overrun', () => {
    // Vincent, smashed, fails his straggler check (6 > morale 3) and falls back 2 hexes (9.2), away from Lasalle's zone.
    const pieces = { vincent: { hex: '0503', smashed: true }, lasalle: { hex: '0504', facing: 2 } };
    const pulled = activate(position(pieces, { hq: { austrian: '0503' } }), 'VI').state;
    const { state, events } = play(pulled, roll(6));
    const fellBack = unitState(state, 'vincent').hex;
    expect(fellBack).not.toBe(hexOf(state, '0503'));
    expect(state.hq.austrian).toBe(fellBack);
    expect(eventsOf(events, 'overrun')).toMatchObject([{ rule: 'MiB AM', piece: 'hq-austrian', from: '0503' }]);
    expect(state.armyMorale.austrian).toBe(9);
  });

  it('MiB AM: no overrun when its units leave an HQ outside enemy zones, nor when an enemy zone reaches an HQ already alone', () => {
    const left = activate(position({ vincent: { hex: '0404' } }, { orders: { VI: ['attack', '0401'] }, hq: { austrian: '0404' } }), 'VI', 2).state;
    const marched = play(left, { type: 'move', unit: 'vincent', to: '0402' });
    expect(marched.state.hq.austrian).toBe(hexOf(left, '0404'));
    // Lasalle, stepping to 0402, faces 0403 and his zone reaches the lone HQ there: it stays, and so does morale.
    const reached = play(lasalleOn0403({}, { hq: { austrian: '0403' } }), { type: 'move', unit: 'lasalle', to: '0402' });
    expect(reached.state.hq.austrian).toBe(hexOf(reached.state, '0403'));
    expect([...eventsOf(marched.events, 'overrun'), ...eventsOf(reached.events, 'overrun')]).toEqual([]);
    expect(reached.state.armyMorale.austrian).toBe(10);
  });
});
