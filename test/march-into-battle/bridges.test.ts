// MiB 6.10 and 6.11: bridge engineers build and destroy bridges, and every rule reads the bridges as they stand.
import { describe, expect, it } from 'vitest';
import type { MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { actionsOf, activate, atTurn, edit, eventsOf, play, refusal, position, unitOf, unitState, type MapChanges, type Piece, type Setting } from './position.js';

/** The IV Corps activated (engineers, Molitor ...) with `pieces` on the map. */
const iv = (pieces: Record<string, Piece>, setting: Setting = {}): MibState => activate(position(pieces, setting), 'IV', 2).state;
const bridge = (across: string) => ({ type: 'bridge', unit: 'engineers', across }) as const;

describe('MiB 6.10, 6.11: bridges', () => {
  it('MiB 6.10: the legal actions hold exactly the bridges the active engineer may build or destroy', () => {
    const hexsides: MapChanges['hexsides'] = [{ between: ['0305', '0306'], features: ['stream'] }, { between: ['0205', '0306'], features: ['creek'] }];
    const state = iv({ engineers: { hex: '0306' }, molitor: { hex: '0306' } }, { map: { hexsides } });
    // The stream and the creek to build over, the river bridge to destroy; no water toward 0406, 0405 or 0206.
    expect(actionsOf(state, 'bridge')).toEqual([bridge('0305'), bridge('0205'), bridge('0307')]);
    expect(actionsOf(play(state, bridge('0305')).state, 'bridge')).toEqual([]);
    expect(actionsOf(iv({ engineers: { hex: '0306' }, hessen: { hex: '0307' } }, { map: { hexsides } }), 'bridge')).toEqual([bridge('0305'), bridge('0205')]);
  });

  it('MiB 6.10: a refused bridge action cites MiB 6.10', () => {
    const state = iv({ engineers: { hex: '0306' }, molitor: { hex: '0306' } });
    expect(refusal(state, bridge('0405'))).toBe('MiB 6.10');
    expect(refusal(state, bridge('0308'))).toBe('MiB 6.10');
    expect(refusal(state, { type: 'bridge', unit: 'molitor', across: '0307' })).toBe('MiB 6.10');
    expect(refusal(play(state, { type: 'rest', unit: 'engineers' }).state, bridge('0307'))).toBe('MiB 6.10');
  });

  it('MiB 6.10: a stream is bridged in one activation, and crossing it no longer costs +1 (TEC)', () => {
    const state = iv({ engineers: { hex: '0506' }, molitor: { hex: '0506' } }, { orders: { IV: ['attack', '0504'] } });
    const built = play(state, bridge('0505'));
    expect(eventsOf(built.events, 'bridgeWork')).toEqual([{ type: 'bridgeWork', rule: 'MiB 6.10', unit: 'engineers', hexside: '0505-0506', work: 'build', done: 1, needed: 1, built: true }]);
    expect(built.state.bridges.built).toEqual(['0505-0506']);
    expect(unitCost(state, 'molitor', '0505')).toBe(3);
    expect(unitCost(built.state, 'molitor', '0505')).toBe(2);
  });

  it('MiB 6.10: a river takes 3 activations of the same engineer, one a turn, and the bridge then carries movement (TEC 1 MP)', () => {
    let state = iv({ engineers: { hex: '0406' }, molitor: { hex: '0406' } }, { orders: { IV: ['attack', '0408'] } });
    for (const turn of [1, 2, 3]) {
      const worked = play(turn === 1 ? state : activate(atTurn(state, turn), 'IV', 2).state, bridge('0407'));
      expect(eventsOf(worked.events, 'bridgeWork')[0]).toMatchObject({ hexside: '0406-0407', done: turn, needed: 3, built: turn === 3 });
      if (turn < 3) expect(unitCost(worked.state, 'molitor', '0407')).toBe(4); // around by 0507, not across
      state = worked.state;
    }
    expect(state.bridges).toEqual({ built: ['0406-0407'], destroyed: [], work: [] });
    expect(unitCost(state, 'molitor', '0407')).toBe(1);
  });

  it('MiB 6.10: a turn without work abandons a river bridge; the work starts over', () => {
    const first = play(iv({ engineers: { hex: '0406' } }), bridge('0407')).state;
    const idle = play(activate(atTurn(first, 2), 'IV', 2).state, { type: 'rest', unit: 'engineers' }).state;
    const again = play(activate(atTurn(idle, 3), 'IV', 2).state, bridge('0407'));
    expect(eventsOf(again.events, 'bridgeWork')[0]).toMatchObject({ done: 1, needed: 3, built: false });
    expect(again.state.bridges.work).toEqual([{ unit: expect.any(Number), hex: first.bridges.work[0]!.hex, hexside: '0406-0407', done: 1, turn: 3 }]);
  });

  it('MiB 6.11: a destroyed bridge stops movement across the river, and the engineer may build it again', () => {
    const state = iv({ engineers: { hex: '0306' }, molitor: { hex: '0306' } }, { orders: { IV: ['attack', '0308'] } });
    expect(unitMove(state, 'molitor', '0307')).toEqual({ cost: 1, path: ['0306', '0307'] });
    const destroyed = play(state, bridge('0307'));
    expect(eventsOf(destroyed.events, 'bridgeWork')).toEqual([{ type: 'bridgeWork', rule: 'MiB 6.11', unit: 'engineers', hexside: '0306-0307', work: 'destroy', done: 1, needed: 1, built: false }]);
    expect(destroyed.state.bridges.destroyed).toEqual(['0306-0307']);
    // Around the end of the river hexsides (by 0206 or 0406), not across.
    expect(unitMove(destroyed.state, 'molitor', '0307')).toMatchObject({ cost: 4, path: { length: 3 } });
    expect(actionsOf(destroyed.state, 'bridge')).toEqual([]); // the engineer has acted
    // Two turns of work already done on it: the third rebuilds it.
    const rebuilding = edit(activate(atTurn(destroyed.state, 2), 'IV', 2).state, (s) => {
      s.bridges.work = [{ unit: unitOf(s, 'engineers'), hex: unitState(s, 'engineers').hex, hexside: '0306-0307', done: 2, turn: 1 }];
    });
    expect(play(rebuilding, bridge('0307')).state.bridges).toEqual({ built: [], destroyed: [], work: [] });
  });

  it('MiB 6.11: no destroying a bridge with an enemy unit across it', () => {
    expect(refusal(iv({ engineers: { hex: '0306' }, hessen: { hex: '0307' } }), bridge('0307'))).toBe('MiB 6.11');
  });

  it('MiB 6.1, 7.0: no zone of control and no attack across a destroyed river bridge', () => {
    const pieces = { molitor: { hex: '0306', facing: 5 }, hessen: { hex: '0307', facing: 2 } };
    const standing = iv(pieces, { orders: { IV: ['attack', '0307'] } });
    const destroyed = edit(standing, (s) => {
      s.bridges.destroyed = ['0306-0307'];
    });
    expect(refusal(standing, { type: 'rest', unit: 'molitor' })).toBe('MiB 4.1');
    expect(refusal(destroyed, { type: 'rest', unit: 'molitor' })).toBeNull();
    expect(actionsOf(standing, 'attack').map((a) => a.target)).toContain('0307');
    expect(actionsOf(destroyed, 'attack')).toEqual([]);
  });
});

/** The cost and path of a unit's move to `to` now (MiB 6.0), read from the `moved` event. */
function unitMove(state: MibState, unit: string, to: string): { cost: number; path: readonly string[] } {
  const { cost, path } = eventsOf(play(state, { type: 'move', unit, to }).events, 'moved')[0]!;
  return { cost, path };
}
const unitCost = (state: MibState, unit: string, to: string): number => unitMove(state, unit, to).cost;
