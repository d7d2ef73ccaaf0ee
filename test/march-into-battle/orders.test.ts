// March into Battle's orders (MiB 3.3, 5.x, OR, OC, AM, 12) on the test battle.
import { describe, expect, it } from 'vitest';
import { marchIntoBattle, type MibScenario, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { activate, ctxOf, edit, EVERY_HEX, eventsOf, formationOf, hexOf, moves, play, position, refusal, roll, stepNow, type Piece, type Setting } from './position.js';

/** The French orders phase of a position. */
const ordersPhase = (state: MibState): MibState => edit(state, (s) => Object.assign(s, { phase: 'orders', toAct: 'french' }));

/** The box an order issued now lands in (MiB OR). */
function boxOf(state: MibState, formation = 'IV', order: 'attack' | 'march' = 'march', target = '0705'): number {
  const { events } = play(ordersPhase(state), { type: 'order', formation, order, target });
  return eventsOf(events, 'orderIssued')[0]!.box;
}

/** The test battle on an all-forest map without hexside features: every step costs 3 MP. */
const allForest = (s: MibScenario): MibScenario => ({ ...s, map: { ...(s.map as object), terrain: { forest: EVERY_HEX }, hexsides: [] } });

/** Plays the rest of the turn into the next orders phase: every side and activation done at once, each chance its first value. */
function toNextOrders(state: MibState): MibState {
  let s = state;
  const turn = s.turn;
  while (!(s.phase === 'orders' && s.turn > turn)) {
    const kind = marchIntoBattle.decision(s).kind;
    s = play(s, kind === 'chance' ? marchIntoBattle.legalActions(s)[0]! : { type: 'done' }).state;
  }
  return s;
}

const morale = (before: MibState, after: MibState) => ({ french: after.armyMorale.french - before.armyMorale.french, austrian: after.armyMorale.austrian - before.armyMorale.austrian });
const withPending = (state: MibState, formation: string, type: 'attack' | 'advance' | 'hold' | 'retreat' | 'march', target: string): MibState =>
  edit(state, (s) => void (s.formations[formationOf(state, formation)]!.pending = { type, target: hexOf(state, target), box: 0 }));

describe('MiB OR: order ranges and boxes', () => {
  const at = (commander: string, setting: Setting = {}) => position({ molitor: { hex: commander } }, { commanders: { IV: commander }, hq: { french: '1001' }, ...setting });

  it('MiB OR: an order 10 MP from the HQ lands in Orders Received', () => {
    expect(boxOf(at('1006'))).toBe(0); // five clear hexes
  });
  it('MiB OR: an order 11-20 MP from the HQ starts in Transit 1', () => {
    expect(boxOf(at('1007'))).toBe(1); // six clear hexes, 12 MP
    const forest = (c: string) => position({ molitor: { hex: c } }, { commanders: { IV: c }, hq: { french: '0101' }, scenario: allForest });
    expect(boxOf(forest('0105'))).toBe(1); // 12 MP
    expect(boxOf(forest('0107'))).toBe(1); // 18 MP
  });
  it('MiB OR: 21-30 MP is Transit 2, more than 30 MP Transit 3', () => {
    const forest = (c: string) => position({ molitor: { hex: c } }, { commanders: { IV: c }, hq: { french: '0101' }, scenario: allForest });
    expect(boxOf(forest('0108'))).toBe(2); // 21 MP
    expect(boxOf(forest('1006'))).toBe(2); // 30 MP
    expect(boxOf(forest('1007'))).toBe(3); // 33 MP
    expect(boxOf(forest('0104'))).toBe(0); // 9 MP
  });
  it('MiB OR: a formation that has an order adds 5 MP to the range', () => {
    const ordered = (c: string) => at(c, { orders: { IV: ['hold', c] } });
    expect(boxOf(at('1004'))).toBe(0); // 6 MP
    expect(boxOf(ordered('1004'))).toBe(1); // 6 + 5 = 11
    expect(boxOf(ordered('1003'))).toBe(0); // 4 + 5 = 9
    const forest = position({ molitor: { hex: '0108' } }, { commanders: { IV: '0108' }, hq: { french: '0101' }, scenario: allForest, orders: { IV: ['hold', '0108'] } });
    expect(boxOf(forest)).toBe(2); // 21 + 5 = 26
    const forest30 = position({ molitor: { hex: '1001' } }, { commanders: { IV: '1001' }, hq: { french: '0101' }, scenario: allForest, orders: { IV: ['hold', '1001'] } });
    expect(boxOf(forest30)).toBe(3); // 27 + 5 = 32
  });

  it('MiB 3.3: a marker in transit moves one box closer each orders phase and is implemented at the activation after it reaches Orders Received', () => {
    const forest = position({ molitor: { hex: '0108' } }, { commanders: { IV: '0108' }, hq: { french: '0101' }, scenario: allForest });
    const issued = play(ordersPhase(forest), { type: 'order', formation: 'IV', order: 'march', target: '0705' }).state;
    const f = formationOf(forest, 'IV');
    expect(issued.formations[f]!.pending).toMatchObject({ type: 'march', box: 2 });
    const next = toNextOrders(issued);
    expect(next.formations[f]!.pending!.box).toBe(1);
    expect(next.formations[f]!.order).toBeNull();
    const third = toNextOrders(next);
    expect(third.formations[f]!.pending!.box).toBe(0);
    const ops = play(third, { type: 'done' }, { type: 'done' }).state;
    expect(ops.formations[f]!.order).toBeNull(); // not yet: it waits for the activation
    const { state, events } = activate(ops, 'IV');
    expect(state.formations[f]!.order).toMatchObject({ type: 'march', target: hexOf(state, '0705') });
    expect(state.formations[f]!.pending).toBeNull();
    expect(eventsOf(events, 'orderImplemented')[0]!.rule).toBe('MiB 5.4');
  });

  it('MiB 3.3: the HQ moves before its side\'s first order of the phase, not after', () => {
    const s = ordersPhase(position({ molitor: { hex: '1007' } }, { commanders: { IV: '1007' }, hq: { french: '1005' } }));
    expect(refusal(s, { type: 'hq', to: '1006' })).toBeNull();
    const ordered = play(s, { type: 'order', formation: 'IV', order: 'march', target: '0705' }).state;
    expect(refusal(ordered, { type: 'hq', to: '1006' })).toBe('MiB 3.3');
    expect(marchIntoBattle.legalActions(ordered).some((a) => a.type === 'hq')).toBe(false);
    // The Austrians, who have issued nothing yet, may still move theirs.
    const austrian = play(ordered, { type: 'done' }).state;
    expect(marchIntoBattle.legalActions(austrian).some((a) => a.type === 'hq')).toBe(true);
  });
  it('MiB 3.3: a formation takes one new order a phase, and a new order replaces the one waiting', () => {
    const s = ordersPhase(position({ molitor: { hex: '1007' } }, { commanders: { IV: '1007' }, hq: { french: '1001' } }));
    const first = play(s, { type: 'order', formation: 'IV', order: 'march', target: '0705' }).state;
    expect(refusal(first, { type: 'order', formation: 'IV', order: 'attack', target: '0705' })).toBe('MiB 3.3');
    const next = toNextOrders(first);
    expect(next.formations[0]!.pending).toMatchObject({ type: 'march', box: 0 });
    const second = play(next, { type: 'order', formation: 'IV', order: 'hold', target: '1007' }).state;
    expect(second.formations[0]!.pending).toMatchObject({ type: 'hold', box: 1 });
  });
});

describe('MiB 5.4: implementing an order', () => {
  it('MiB 5.4: an order in Orders Received replaces the current one at activation, after the order check', () => {
    const s = withPending(position({ molitor: { hex: '0505' } }, { orders: { IV: ['hold', '1008'] } }), 'IV', 'march', '0705');
    const pulled = activate(s, 'IV').state;
    expect(stepNow(pulled)).toBe('order-check');
    expect(pulled.formations[formationOf(s, 'IV')]!.order!.type).toBe('hold');
    const { state } = play(pulled, roll(1));
    expect(state.formations[formationOf(s, 'IV')]!.order!.type).toBe('march');
  });
  it('MiB 5.4: an order still in transit is not implemented', () => {
    const s = edit(position({ molitor: { hex: '0505' } }, { orders: { IV: ['hold', '1008'] } }), (d) => {
      d.formations[0]!.pending = { type: 'march', target: 5, box: 1 };
    });
    const { state } = activate(s, 'IV', 1);
    expect(state.formations[0]!.order!.type).toBe('hold');
    expect(state.formations[0]!.pending!.box).toBe(1);
  });
});

describe('MiB 5.1: targets', () => {
  it('MiB 5.1: a HOLD order names its commander\'s hex and no other', () => {
    const s = ordersPhase(position({ molitor: { hex: '0505' } }, { commanders: { IV: '0505' } }));
    expect(refusal(s, { type: 'order', formation: 'IV', order: 'hold', target: '0505' })).toBeNull();
    expect(refusal(s, { type: 'order', formation: 'IV', order: 'hold', target: '0705' })).toBe('MiB 5.1');
    const holds = marchIntoBattle.legalActions(s).filter((a) => a.type === 'order' && a.formation === 'IV' && a.order === 'hold');
    expect(holds).toEqual([{ type: 'order', formation: 'IV', order: 'hold', target: '0505' }]);
  });
  it('MiB 5.1: the other orders target a named place or an enemy-held hex', () => {
    const s = ordersPhase(position({ molitor: { hex: '0505' }, vincent: { hex: '0802' } }));
    expect(refusal(s, { type: 'order', formation: 'IV', order: 'attack', target: '0404' })).toBeNull(); // the church
    expect(refusal(s, { type: 'order', formation: 'IV', order: 'attack', target: '0802' })).toBeNull(); // Vincent
    expect(refusal(s, { type: 'order', formation: 'IV', order: 'attack', target: '0803' })).toBe('MiB 5.1');
  });
});

describe('MiB 12: a shaken army', () => {
  it('MiB 12: an army at a third of its starting morale or below issues no ATTACK or ADVANCE order', () => {
    const s = ordersPhase(position({ molitor: { hex: '0505' } }));
    const at = (value: number) => edit(s, (d) => void (d.armyMorale.french = value)); // the French start at 8
    for (const order of ['attack', 'advance'] as const) {
      expect(refusal(at(3), { type: 'order', formation: 'IV', order, target: '0404' })).toBeNull();
      expect(refusal(at(2), { type: 'order', formation: 'IV', order, target: '0404' })).toBe('MiB 12');
    }
    expect(refusal(at(2), { type: 'order', formation: 'IV', order: 'march', target: '0404' })).toBeNull();
    expect(marchIntoBattle.legalActions(at(2)).some((a) => a.type === 'order' && (a.order === 'attack' || a.order === 'advance'))).toBe(false);
  });
});

describe('MiB OC: order checks', () => {
  // IV Corps (Masséna, 5) starts with 19 SP of combat units; a third is 6 1/3.
  const iv = (pieces: Record<string, Piece>, order: Setting['orders'] = { IV: ['march', '0705'] }) => position(pieces, { orders: order });
  const third = { molitor: { hex: '0505', c: 3, s: 2 }, legrand: { hex: '0506', c: 2 } }; // 7 SP lost

  it('MiB OC: a roll plus rating of 6 or less follows orders', () => {
    const { state, events } = activate(iv(third), 'IV', 1);
    expect(eventsOf(events, 'orderCheck')[0]).toMatchObject({ roll: 1, total: 6, result: 'follow' });
    expect(state.formations[0]!.order!.type).toBe('march');
  });
  it('MiB OC: above 6, a formation that lost a third of its SP or more drops its orders', () => {
    const { state, events } = activate(iv(third), 'IV', 2);
    expect(eventsOf(events, 'orderCheck')[0]).toMatchObject({ total: 7, result: 'drop' });
    expect(state.formations[0]!.order).toBeNull();
    expect(moves(state, 'molitor')).toEqual([]);
  });
  it('MiB OC: above 6, a formation that lost less than a third follows its orders', () => {
    const { state, events } = activate(iv({ molitor: { hex: '0505', c: 3, s: 2 }, legrand: { hex: '0506', c: 1 } }), 'IV', 6);
    expect(eventsOf(events, 'orderCheck')[0]).toMatchObject({ total: 11, result: 'follow' });
    expect(state.formations[0]!.order!.type).toBe('march');
  });
  it('MiB OC: a commander rated 3 or less who rolls a natural 1 gives only rest actions', () => {
    const s = position({ lasalle: { hex: '0505', fatigue: 2 } }, { orders: { CR: ['march', '0705'] } });
    const { state, events } = activate(s, 'CR', 1);
    expect(eventsOf(events, 'orderCheck')[0]).toMatchObject({ total: 4, result: 'rest-only' });
    const actions = marchIntoBattle.legalActions(state);
    expect(actions.filter((a) => a.type !== 'done')).toEqual([{ type: 'rest', unit: 'lasalle' }]);
    expect(refusal(state, { type: 'face', unit: 'lasalle', facing: 3 })).toBe('MiB 6.6');
  });
  it('MiB OC: a commander rated 4 who rolls a natural 1 follows orders', () => {
    const s = edit(position({ lasalle: { hex: '0505' } }, { orders: { CR: ['march', '0705'] } }), (d) => void (d.formations[1]!.rating = 4));
    const { state, events } = activate(s, 'CR', 1);
    expect(eventsOf(events, 'orderCheck')[0]!.result).toBe('follow');
    expect(moves(state, 'lasalle').length).toBeGreaterThan(0);
  });
  it('MiB OC: a formation without an order makes no order check, even with one waiting in Orders Received', () => {
    expect(stepNow(activate(position({ molitor: { hex: '0505' } }), 'IV').state)).toBe('act');
    const waiting = withPending(position({ molitor: { hex: '0505' } }), 'IV', 'march', '0705');
    const { state, events } = activate(waiting, 'IV');
    expect(eventsOf(events, 'orderCheck')).toEqual([]);
    expect(state.formations[0]!.order!.type).toBe('march');
  });
});

describe('MiB AM: army morale from orders', () => {
  const third = { molitor: { hex: '0505', c: 3, s: 2 }, legrand: { hex: '0506', c: 2 } }; // 7 of IV Corps' 19 SP lost
  const enemyAt = { vincent: { hex: '0802' } } as const;

  it('MiB AM line 1: implementing an ATTACK or ADVANCE on an enemy-held hex is +1, unless the formation already had one', () => {
    for (const type of ['attack', 'advance'] as const) {
      const s = withPending(position({ molitor: { hex: '0505' }, ...enemyAt }), 'IV', type, '0802');
      const { state } = activate(s, 'IV');
      expect(morale(s, state)).toEqual({ french: 1, austrian: 0 });
    }
    const had = withPending(position({ molitor: { hex: '0505' }, ...enemyAt }, { orders: { IV: ['advance', '0404'] } }), 'IV', 'attack', '0802');
    expect(morale(had, activate(had, 'IV', 1).state)).toEqual({ french: 0, austrian: 0 });
  });
  it('MiB AM line 1: an ATTACK on a hex no enemy holds gains nothing', () => {
    const s = withPending(position({ molitor: { hex: '0505' } }), 'IV', 'attack', '0404');
    expect(morale(s, activate(s, 'IV').state)).toEqual({ french: 0, austrian: 0 });
  });
  it('MiB AM lines 2-3: an ATTACK replaced by another order is -1, and +1 for the enemy', () => {
    const s = withPending(position({ molitor: { hex: '0505' } }, { orders: { IV: ['attack', '0404'] } }), 'IV', 'march', '0705');
    expect(morale(s, activate(s, 'IV', 1).state)).toEqual({ french: -1, austrian: 1 });
  });
  it('MiB AM lines 2-3: an ATTACK dropped on an order check is -1, and +1 for the enemy', () => {
    const s = position(third, { orders: { IV: ['attack', '0404'] } });
    const { state } = activate(s, 'IV', 6);
    expect(state.formations[0]!.order).toBeNull();
    expect(morale(s, state)).toEqual({ french: -1, austrian: 1 });
  });
  it('MiB AM line 3: an ATTACK replaced by another ATTACK is -1, and the enemy gains nothing', () => {
    const s = withPending(position({ molitor: { hex: '0505' } }, { orders: { IV: ['attack', '0404'] } }), 'IV', 'attack', '0705');
    expect(morale(s, activate(s, 'IV', 1).state)).toEqual({ french: -1, austrian: 0 });
  });
  it('MiB AM line 4: implementing a RETREAT order is -1', () => {
    const s = withPending(position({ molitor: { hex: '0505' } }), 'IV', 'retreat', '0307');
    expect(morale(s, activate(s, 'IV').state)).toEqual({ french: -1, austrian: 0 });
  });
  it('MiB AM line 4: a MARCH toward the friendly map edge is -1, one away from it costs nothing', () => {
    const back = withPending(position({ molitor: { hex: '0505' } }, { commanders: { IV: '0505' } }), 'IV', 'march', '0307');
    expect(morale(back, activate(back, 'IV').state)).toEqual({ french: -1, austrian: 0 });
    const forward = withPending(position({ molitor: { hex: '0505' } }, { commanders: { IV: '0505' } }), 'IV', 'march', '0404');
    expect(morale(forward, activate(forward, 'IV').state)).toEqual({ french: 0, austrian: 0 });
  });
  it('MiB AM line 5: a HOLD dropped on a mandatory order check is -1', () => {
    const s = position(third, { orders: { IV: ['hold', '1008'] } });
    const { state } = activate(s, 'IV', 2);
    expect(state.formations[0]!.order).toBeNull();
    expect(morale(s, state)).toEqual({ french: -1, austrian: 0 });
  });
  it('MiB AM line 5: at a HOLD dropped on the check, its owner may set RETREAT (toward the own map edge) at no further cost', () => {
    const s = position(third, { orders: { IV: ['hold', '0505'] }, commanders: { IV: '0505' } });
    const dropped = activate(s, 'IV', 2).state;
    expect(stepNow(dropped)).toBe('hold-broken');
    expect(marchIntoBattle.decision(dropped)).toMatchObject({ side: 'french' });
    expect(marchIntoBattle.legalActions(dropped)).toEqual([{ type: 'target', choice: 'retreat' }, { type: 'target', choice: 'keep' }]);
    expect(refusal(dropped, { type: 'target', choice: 'hold' })).toBe('MiB AM');
    const { state, events } = play(dropped, { type: 'target', choice: 'retreat' });
    expect(state.formations[0]!.order).toEqual({ type: 'retreat', target: hexOf(s, '0508'), reached: false }); // the nearest hex of row 8
    expect(eventsOf(events, 'orderImplemented')).toMatchObject([{ rule: 'MiB AM', formation: 'IV', order: 'retreat', target: '0508' }]);
    expect(morale(s, state)).toEqual({ french: -1, austrian: 0 }); // the dropped HOLD only, not the RETREAT line
    expect(stepNow(state)).toBe('act');
    const kept = play(dropped, { type: 'target', choice: 'keep' }).state;
    expect(kept.formations[0]!.order).toBeNull();
    expect(stepNow(kept)).toBe('act');
  });
});

describe('MiB AM: the target reached', () => {
  // IV Corps under ATTACK on the granary (0705); Molitor next to it.
  const atTarget = () => {
    const s = position({ molitor: { hex: '0704' } }, { orders: { IV: ['attack', '0705'] } });
    const { state } = play(activate(s, 'IV', 1).state, { type: 'move', unit: 'molitor', to: '0705' });
    return { before: s, state };
  };

  it('MiB AM: a unit reaching its ATTACK target asks its owner to keep, hold, advance or remove the order', () => {
    const { state } = atTarget();
    expect(stepNow(state)).toBe('target');
    expect(marchIntoBattle.legalActions(state)).toEqual((['keep', 'hold', 'advance', 'remove'] as const).map((choice) => ({ type: 'target', choice })));
  });
  it('MiB AM: keeping the order asks no more', () => {
    const { state } = play(atTarget().state, { type: 'target', choice: 'keep' });
    expect(state.formations[0]!.order).toMatchObject({ type: 'attack', reached: true });
    expect(stepNow(state)).toBe('act');
  });
  it('MiB AM: the order may become HOLD or ADVANCE on the target, with no army morale', () => {
    for (const choice of ['hold', 'advance'] as const) {
      const { before, state } = atTarget();
      const after = play(state, { type: 'target', choice }).state;
      expect(after.formations[0]!.order).toMatchObject({ type: choice, target: hexOf(after, '0705') });
      expect(morale(before, after)).toEqual({ french: 0, austrian: 0 });
    }
  });
  it('MiB AM line 3: removing the target marker costs no army morale', () => {
    const { before, state } = atTarget();
    const after = play(state, { type: 'target', choice: 'remove' }).state;
    expect(after.formations[0]!.order).toBeNull();
    expect(morale(before, after)).toEqual({ french: 0, austrian: 0 });
  });
});

describe('MiB 5.1: what each order lets units do', () => {
  it('MiB 5.1: without an order a formation neither moves nor attacks, but may rest and face', () => {
    const s = position({ molitor: { hex: '0505', facing: 2 }, vincent: { hex: '0504' } });
    const { state } = activate(s, 'IV');
    const types = new Set(marchIntoBattle.legalActions(state).map((a) => a.type));
    expect(types.has('move')).toBe(false);
    expect(types.has('attack')).toBe(false);
    expect(types.has('face')).toBe(true);
  });
  it('MiB 5.1: under HOLD units stay within 2 hexes of the HOLD hex', () => {
    const s = position({ molitor: { hex: '0505' } }, { orders: { IV: ['hold', '0505'] }, commanders: { IV: '0505' } });
    const { state } = activate(s, 'IV', 1);
    const grid = ctxOf(s).map.grid;
    const dests = moves(state, 'molitor');
    expect(dests.length).toBeGreaterThan(0);
    expect(dests.every((h) => grid.distance(hexOf(s, h), hexOf(s, '0505')) <= 2)).toBe(true);
    expect(dests).toContain('0705'); // two hexes away
  });
  it('MiB 5.1: under HOLD a unit beyond the radius may only close on the HOLD hex', () => {
    const s = position({ molitor: { hex: '0901' } }, { orders: { IV: ['hold', '0505'] }, commanders: { IV: '0505' } });
    const { state } = activate(s, 'IV', 1);
    const grid = ctxOf(s).map.grid;
    const before = grid.distance(hexOf(s, '0901'), hexOf(s, '0505'));
    const dests = moves(state, 'molitor');
    expect(dests.length).toBeGreaterThan(0);
    expect(dests.every((h) => grid.distance(hexOf(s, h), hexOf(s, '0505')) < before)).toBe(true);
  });
  it('MiB 5.1: under ATTACK, ADVANCE, RETREAT and MARCH no unit ends a move farther from the target', () => {
    for (const type of ['attack', 'advance', 'retreat', 'march'] as const) {
      const s = position({ molitor: { hex: '0702' } }, { orders: { IV: [type, '0705'] } });
      const { state } = activate(s, 'IV', 1);
      const grid = ctxOf(s).map.grid;
      const dests = moves(state, 'molitor');
      expect(dests).toContain('0703');
      expect(dests).not.toContain('0701');
      expect(dests.every((h) => grid.distance(hexOf(s, h), hexOf(s, '0705')) <= 3)).toBe(true);
    }
  });
  it('MiB 5.1: under MARCH units may not enter an enemy zone of control', () => {
    // Hessen (cavalry, facing south) projects a zone into 0402, 0503 and 0602.
    const pieces = { molitor: { hex: '0505' }, hessen: { hex: '0502', facing: 5 } };
    const march = activate(position(pieces, { orders: { IV: ['march', '0501'] } }), 'IV', 1).state;
    const attack = activate(position(pieces, { orders: { IV: ['attack', '0501'] } }), 'IV', 1).state;
    expect(moves(attack, 'molitor')).toContain('0503');
    expect(moves(march, 'molitor')).not.toContain('0503');
    expect(moves(march, 'molitor')).toContain('0504');
  });
  it('MiB 5.1: under RETREAT or MARCH units do not attack; under ATTACK, ADVANCE and HOLD they may', () => {
    const pieces = { molitor: { hex: '0505', facing: 2 }, vincent: { hex: '0504' } };
    const attacks = (type: 'attack' | 'advance' | 'hold' | 'retreat' | 'march') => {
      const { state } = activate(position(pieces, { orders: { IV: [type, type === 'hold' ? '1008' : '0404'] } }), 'IV', 1);
      return marchIntoBattle.legalActions(state).filter((a) => a.type === 'attack').length;
    };
    expect(attacks('attack')).toBe(1);
    expect(attacks('advance')).toBe(1);
    expect(attacks('hold')).toBe(1);
    expect(attacks('retreat')).toBe(0);
    expect(attacks('march')).toBe(0);
  });
});
