// March into Battle's movement (MiB TEC, OME, 2.5, 2.6, 6.x, 8.0) on the test battle.
import { describe, expect, it } from 'vitest';
import { marchIntoBattle, type MibScenario, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { boardOf } from '../../rulesets/march-into-battle/board.js';
import { activate, ctxOf, edit, eventsOf, hexOf, moves, play, position, refusal, ring, roll, stepNow, unitState, type MapChanges, type Piece, type Setting } from './position.js';

const FORMATION: Readonly<Record<string, string>> = { molitor: 'IV', legrand: 'IV', 'iv-train': 'IV', guard: 'IV', lasalle: 'CR', espagne: 'CR' };

/** A test map's extra features: a side road 0802-0803 and a steep slope 0902-0903 (uphill 0902). */
const EXTRA: MapChanges = {
  hexsides: [
    { between: ['0802', '0803'], features: ['trail'] },
    { between: ['0902', '0903'], features: ['steep'], uphill: '0902' },
  ],
};

/** `unit` activated alone with free movement (a HOLD order with a radius covering the map). */
function mover(unit: string, piece: Piece, others: Readonly<Record<string, Piece>> = {}, setting: Setting = {}): MibState {
  const formation = FORMATION[unit]!;
  const s = position({ [unit]: piece, ...others }, { orders: { [formation]: ['hold', piece.hex] }, options: { holdRadius: 10 }, map: EXTRA, ...setting });
  return activate(s, formation, formation === 'CR' ? 2 : 1).state; // no natural 1 for Bessières (3): he would rest
}

/** The MP a unit pays to move from `from` to `to` along its cheapest path, or `null` when it cannot get there. */
function cost(unit: string, from: string, to: string, piece: Partial<Piece> = {}, others: Readonly<Record<string, Piece>> = {}, setting: Setting = {}): number | null {
  const state = mover(unit, { hex: from, ...piece }, others, setting);
  if (refusal(state, { type: 'move', unit, to }) !== null) return null;
  return eventsOf(play(state, { type: 'move', unit, to }).events, 'moved')[0]!.cost;
}

/** The hexes into which `side`'s units project a zone of control (MiB 6.1). */
function zone(state: MibState, side: 0 | 1): string[] {
  const ctx = ctxOf(state);
  const z = boardOf(ctx, state).zoc[side];
  return ctx.hexIds.filter((_h, i) => z[i] === 1).sort();
}

describe('MiB TEC: movement costs', () => {
  it('MiB TEC: a main road costs 1 MP for infantry, cavalry and trains', () => {
    expect(cost('molitor', '0402', '0403')).toBe(1);
    expect(cost('lasalle', '0402', '0403')).toBe(1);
    expect(cost('iv-train', '0402', '0403')).toBe(1);
  });
  it('MiB TEC: a side road costs 2 MP, trains included', () => {
    expect(cost('molitor', '0802', '0803')).toBe(2);
    expect(cost('iv-train', '0802', '0803')).toBe(2);
  });
  it('MiB TEC: clear costs 2 MP, 3 for trains', () => {
    expect(cost('molitor', '0805', '0806')).toBe(2);
    expect(cost('lasalle', '0805', '0806')).toBe(2);
    expect(cost('iv-train', '0805', '0806')).toBe(3);
  });
  it('MiB TEC: forest costs 3 MP, 5 for trains', () => {
    expect(cost('molitor', '0302', '0303')).toBe(3);
    expect(cost('lasalle', '0302', '0303')).toBe(3);
    expect(cost('iv-train', '0302', '0303')).toBe(5);
  });
  it('MiB TEC: swamp costs 3 MP and is closed to trains', () => {
    expect(cost('molitor', '0905', '0906')).toBe(3);
    expect(cost('iv-train', '0905', '0906')).toBeNull();
  });
  it('MiB TEC: a village and a town cost as clear', () => {
    expect(cost('molitor', '0504', '0404')).toBe(2);
    expect(cost('iv-train', '0504', '0404')).toBe(3);
    expect(cost('molitor', '0704', '0705')).toBe(2);
  });
  it('MiB TEC: a stream adds 1 MP and is closed to trains', () => {
    const streams: Setting = { map: { hexsides: ring('0805', 'stream') } };
    expect(cost('molitor', '0804', '0805', {}, {}, streams)).toBe(3);
    expect(cost('lasalle', '0804', '0805', {}, {}, streams)).toBe(3);
    expect(cost('iv-train', '0804', '0805', {}, {}, streams)).toBeNull();
  });
  it('MiB TEC: a creek adds 3 MP; a train crosses it only from the start of its move, with its whole allowance', () => {
    const creeks: Setting = { map: { hexsides: ring('0805', 'creek') } };
    expect(cost('molitor', '0804', '0805', {}, {}, creeks)).toBe(5);
    expect(cost('lasalle', '0804', '0805', {}, {}, creeks)).toBe(5);
    expect(cost('iv-train', '0804', '0805', {}, {}, creeks)).toBe(6);
    const across = mover('iv-train', { hex: '0804' }, {}, creeks);
    expect(unitState(play(across, { type: 'move', unit: 'iv-train', to: '0805' }).state, 'iv-train').mp).toBe(0);
    expect(cost('iv-train', '0803', '0805', {}, {}, creeks)).toBeNull(); // the creek is not the first hexside of the move
  });
  it('MiB TEC: a river is crossed only at a bridge, for 1 MP', () => {
    expect(cost('molitor', '0307', '0306')).toBe(1);
    expect(cost('iv-train', '0307', '0306')).toBe(1);
    const around = mover('molitor', { hex: '0407' });
    const moved = eventsOf(play(around, { type: 'move', unit: 'molitor', to: '0406' }).events, 'moved')[0]!;
    expect(moved.cost).toBe(4); // around the river hexside, not across it for 2
    expect(moved.path).toHaveLength(3);
  });
  it('MiB TEC: an up slope costs infantry nothing more, trains +1', () => {
    expect(cost('molitor', '0405', '0404')).toBe(2);
    expect(cost('iv-train', '0405', '0404')).toBe(4);
    expect(cost('iv-train', '0404', '0405')).toBe(3); // downhill
  });
  it('MiB TEC: a steep slope adds 1 MP uphill and is closed to trains', () => {
    const hill: Setting = { map: { hexsides: ring('0805', 'steep', true) } };
    expect(cost('molitor', '0804', '0805', {}, {}, hill)).toBe(3);
    expect(cost('lasalle', '0804', '0805', {}, {}, hill)).toBe(3);
    expect(cost('molitor', '0805', '0804', {}, {}, hill)).toBe(2); // downhill
    expect(cost('iv-train', '0804', '0805', {}, {}, hill)).toBeNull();
  });
});

describe('MiB 6.1: zones of control', () => {
  it('MiB 6.1: a unit projects a zone into its three front hexes only', () => {
    expect(zone(position({ hessen: { hex: '0802', facing: 5 } }), 1)).toEqual(['0703', '0803', '0903']);
  });
  it('MiB 6.1: infantry projects into clear hexes only with artillery in its stack', () => {
    expect(zone(position({ vincent: { hex: '0802', facing: 5 } }), 1)).toEqual([]);
    expect(zone(position({ vincent: { hex: '0802', facing: 5 }, 'vi-art': { hex: '0802', facing: 5 } }), 1)).toEqual(['0703', '0803', '0903']);
    expect(zone(position({ vincent: { hex: '0302', facing: 5 } }), 1)).toEqual(['0303']); // the wood
  });
  it('MiB 6.1: a zone does not extend up a slope or a steep slope', () => {
    expect(zone(position({ hessen: { hex: '0405', facing: 2 } }), 1)).toEqual(['0305', '0505']);
    expect(zone(position({ hessen: { hex: '0404', facing: 5 } }), 1)).toContain('0405'); // downhill
    expect(zone(position({ hessen: { hex: '0903', facing: 2 } }, { map: EXTRA }), 1)).toEqual(['0802', '1002']);
  });
  it('MiB 6.1: a zone does not cross a river hexside without a bridge', () => {
    expect(zone(position({ hessen: { hex: '0406', facing: 5 } }), 1)).toEqual(['0307', '0507']);
  });
  it('MiB 6.1: disorganised, smashed and spent units project no zone; tired ones do', () => {
    for (const piece of [{ dis: true }, { smashed: true }, { fatigue: 5 }]) expect(zone(position({ hessen: { hex: '0802', facing: 5, ...piece } }), 1)).toEqual([]);
    expect(zone(position({ hessen: { hex: '0802', facing: 5, fatigue: 3 } }), 1)).toEqual(['0703', '0803', '0903']);
  });

  const cavalry = { hessen: { hex: '0802', facing: 5 } } as const; // its zone: 0703, 0803, 0903

  it('MiB 6.1: a unit entering an enemy zone stops there', () => {
    expect(cost('molitor', '0804', '0803', {}, cavalry)).toBe(2);
    // 0702 lies behind the zone: through 0704 and 0703 it would cost 6; around the zone, 8 by forced march.
    expect(cost('molitor', '0804', '0702', {}, cavalry)).toBe(8);
  });
  it('MiB 6.1: a unit entering an enemy zone stops there even where friends stand', () => {
    expect(cost('molitor', '0804', '0702', {}, { ...cavalry, legrand: { hex: '0703' } })).toBe(8);
  });
  it('MiB 6.1, OME: leaving an enemy zone costs 2 MP more, unless a friendly combat unit stays in the hex left', () => {
    expect(cost('legrand', '0803', '0804', {}, cavalry)).toBe(4);
    expect(cost('legrand', '0803', '0804', {}, { ...cavalry, guard: { hex: '0803' } })).toBe(2);
    expect(cost('legrand', '0803', '0804', {}, { ...cavalry, 'iv-train': { hex: '0803' } })).toBe(4);
  });
  it('MiB 8.0: a disorganised unit cannot enter an enemy zone of control', () => {
    const state = mover('molitor', { hex: '0804', dis: true }, cavalry);
    expect(moves(state, 'molitor')).not.toContain('0803');
    expect(moves(state, 'molitor')).toContain('0805');
  });
});

describe('MiB 6.8: stacking', () => {
  it('MiB 6.8: a unit may not end its move over 10 SP, but may move through a full hex', () => {
    expect(cost('molitor', '0804', '0805', {}, { legrand: { hex: '0805' } })).toBeNull(); // 7 + 5
    expect(cost('molitor', '0804', '0806', {}, { legrand: { hex: '0805' }, 'iv-art': { hex: '0805' } })).toBe(4);
  });
  it('MiB 6.8: a full train counts 4 SP whatever its own', () => {
    const setting: Setting = { scenario: (s: MibScenario) => ({ ...s, units: s.units.map((u) => (u.id === 'iv-train' ? { ...u, sp: 1 } : u)) }) };
    expect(cost('molitor', '0804', '0805', {}, { 'iv-train': { hex: '0805' } }, setting)).toBeNull(); // 7 + 4
    expect(cost('legrand', '0804', '0805', {}, { 'iv-train': { hex: '0805' } }, setting)).toBe(2); // 5 + 4
  });
});

describe('MiB 6.9: forced march', () => {
  it('MiB 6.9: a unit may spend up to half its allowance more, rising one more fatigue level', () => {
    const state = mover('molitor', { hex: '0801' });
    expect(moves(state, 'molitor')).toContain('0805'); // 8 MP
    expect(moves(state, 'molitor')).not.toContain('0806'); // 10 MP
    const { state: after, events } = play(state, { type: 'move', unit: 'molitor', to: '0805' });
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ cost: 8, forced: true, rule: 'MiB 6.9' });
    expect(unitState(after, 'molitor').fatigue).toBe(2);
    const plain = play(state, { type: 'move', unit: 'molitor', to: '0804' });
    expect(unitState(plain.state, 'molitor').fatigue).toBe(1);
    expect(stepNow(plain.state)).toBe('act');
  });
  it('MiB 6.9: the morale check uses the rating less the extra MP; a failure costs 1 straggler', () => {
    const moved = play(mover('molitor', { hex: '0801' }), { type: 'move', unit: 'molitor', to: '0805' }).state;
    expect(stepNow(moved)).toBe('unit-roll');
    const passed = play(moved, roll(2));
    expect(eventsOf(passed.events, 'moraleCheck')[0]).toMatchObject({ rating: 2, passed: true });
    expect(unitState(passed.state, 'molitor').s).toBe(0);
    const failed = play(moved, roll(3));
    expect(eventsOf(failed.events, 'moraleCheck')[0]).toMatchObject({ rating: 2, passed: false });
    expect(unitState(failed.state, 'molitor').s).toBe(1);
  });
  it('MiB 6.9: cavalry checks against twice its rating less the extra MP', () => {
    const moved = play(mover('lasalle', { hex: '0801' }), { type: 'move', unit: 'lasalle', to: '0808' }).state; // 14 MP of 10
    expect(eventsOf(play(moved, roll(4)).events, 'moraleCheck')[0]).toMatchObject({ rating: 4, passed: true });
    expect(eventsOf(play(moved, roll(5)).events, 'moraleCheck')[0]).toMatchObject({ rating: 4, passed: false });
  });
  it('MiB 6.9, 8.0: a disorganised unit, or one in an enemy zone, does not force march', () => {
    expect(moves(mover('molitor', { hex: '0801', dis: true }), 'molitor')).toEqual(['0701', '0702', '0802', '0901', '0902']);
    expect(cost('molitor', '0803', '0806', {}, { hessen: { hex: '0802', facing: 5 } })).toBeNull(); // 2 + 6 > 6
    expect(cost('molitor', '0803', '0805', {}, { hessen: { hex: '0802', facing: 5 } })).toBe(6);
  });
});

describe('MiB 2.6: allowances', () => {
  /** Whether `unit` from `from` reaches `to` by a normal move (true), a forced march (`forced`) or not at all (null). */
  function reach(unit: string, piece: Partial<Piece>, to: string, setting: Setting = {}, from = '0801'): boolean | 'forced' | null {
    const state = mover(unit, { hex: from, ...piece }, {}, setting);
    if (refusal(state, { type: 'move', unit, to }) !== null) return null;
    return eventsOf(play(state, { type: 'move', unit, to }).events, 'moved')[0]!.forced ? 'forced' : true;
  }

  it('MiB 2.6: infantry has 6 MP, cavalry 10', () => {
    expect(reach('molitor', {}, '0804')).toBe(true);
    expect(reach('molitor', {}, '0805')).toBe('forced');
    expect(reach('lasalle', {}, '0806')).toBe(true);
    expect(reach('lasalle', {}, '0807')).toBe('forced');
  });
  it('MiB 2.6: horse artillery moves as cavalry', () => {
    const horse: Setting = { scenario: (s) => ({ ...s, units: s.units.map((u) => (u.id === 'iv-art' ? { ...u, horse: true as const } : u)) }) };
    const foot = mover('molitor', { hex: '0801' }, { 'iv-art': { hex: '0801' } });
    const mounted = mover('molitor', { hex: '0801' }, { 'iv-art': { hex: '0801' } }, horse);
    expect(moves(foot, 'iv-art')).not.toContain('0806');
    expect(moves(mounted, 'iv-art')).toContain('0806');
  });
  it('MiB 2.6: tired, out of supply and disorganised units have half (once, however many apply)', () => {
    for (const piece of [{ fatigue: 3 }, { oos: true }, { fatigue: 3, oos: true }]) {
      expect(reach('molitor', piece, '0802')).toBe(true);
      expect(reach('molitor', piece, '0803')).toBe('forced'); // 4 of 3, within 3 + 1
      expect(reach('molitor', piece, '0804')).toBeNull();
    }
    expect(reach('molitor', { dis: true }, '0802')).toBe(true);
    expect(reach('molitor', { dis: true }, '0803')).toBeNull();
  });
  it('MiB 2.6, 13.0: at night units have half', () => {
    expect(reach('molitor', {}, '0802', { turn: 7 })).toBe(true);
    expect(reach('molitor', {}, '0803', { turn: 7 })).toBe('forced');
    expect(reach('lasalle', {}, '0803', { turn: 7 })).toBe(true); // 4 of 5
  });
  it('MiB 2.6: a spent unit has 1 MP', () => {
    expect(reach('molitor', { fatigue: 5 }, '0403', {}, '0402')).toBe(true); // the road
    expect(reach('molitor', { fatigue: 5 }, '0802')).toBeNull();
  });
});

describe('MiB 6.6: facing', () => {
  it('MiB 6.6: after a move the unit faces its last step for free', () => {
    const { state } = play(mover('molitor', { hex: '0801', facing: 2 }), { type: 'move', unit: 'molitor', to: '0803' });
    expect(unitState(state, 'molitor')).toMatchObject({ facing: 5, mp: 2 });
  });
  it('MiB OME: turning after a move costs 1 MP, and needs it', () => {
    const moved = play(mover('molitor', { hex: '0801' }), { type: 'move', unit: 'molitor', to: '0803' }).state;
    const turned = play(moved, { type: 'face', unit: 'molitor', facing: 2 }).state;
    expect(unitState(turned, 'molitor')).toMatchObject({ facing: 2, mp: 1 });
    const spent = play(mover('molitor', { hex: '0801' }), { type: 'move', unit: 'molitor', to: '0804' }).state;
    expect(refusal(spent, { type: 'face', unit: 'molitor', facing: 2 })).toBe('MiB 6.6');
  });
  it('MiB 6.6: changing facing in place is a stationary action: no fatigue, and the unit is done', () => {
    const { state, events } = play(mover('molitor', { hex: '0801', fatigue: 2 }), { type: 'face', unit: 'molitor', facing: 3 });
    expect(unitState(state, 'molitor')).toMatchObject({ facing: 3, fatigue: 2 });
    expect(eventsOf(events, 'fatigue')).toEqual([]);
    expect(moves(state, 'molitor')).toEqual([]);
  });
});

describe('MiB 2.5: commanders and HQs', () => {
  const iv = () => activate(position({ molitor: { hex: '0801' }, legrand: { hex: '0807' }, guard: { hex: '1008' } }, { orders: { IV: ['hold', '0801'] }, commanders: { IV: '0801' } }), 'IV', 1).state;
  const commanderMoves = (state: MibState) => marchIntoBattle.legalActions(state).flatMap((a) => (a.type === 'commander' ? [a.to] : []));

  it('MiB 2.5: a commander joins a hex of his formation\'s units within 12 MP, once an activation', () => {
    expect(commanderMoves(iv())).toEqual(['0807']); // the Guard in 1008 is farther
    const { state } = play(iv(), { type: 'commander', to: '0807' });
    expect(state.formations[0]!.commander).toBe(hexOf(state, '0807'));
    expect(refusal(state, { type: 'commander', to: '0801' })).toBe('MiB 2.5'); // once an activation
    expect(refusal(iv(), { type: 'commander', to: '0805' })).toBe('MiB 2.5'); // no unit of his there
  });
  it('MiB 2.5, OC: a commander whose check allows only rest does not move', () => {
    const restOnly = edit(position({ molitor: { hex: '0801' }, legrand: { hex: '0803' } }, { orders: { IV: ['hold', '0801'] }, commanders: { IV: '0801' } }), (d) => void (d.formations[0]!.rating = 3));
    const state = activate(restOnly, 'IV', 1).state;
    expect(state.formations[0]!.restOnly).toBe(true);
    expect(commanderMoves(state)).toEqual([]);
    expect(refusal(state, { type: 'commander', to: '0803' })).toBe('MiB 2.5');
  });
  it('MiB 2.5: the HQ moves once in its side\'s orders phase, up to 12 MP, never into an enemy-held hex', () => {
    const s = edit(position({ vincent: { hex: '1005' } }, { hq: { french: '1008' } }), (d) => Object.assign(d, { phase: 'orders', toAct: 'french' }));
    expect(refusal(s, { type: 'hq', to: '0803' })).toBeNull(); // 12 MP
    expect(refusal(s, { type: 'hq', to: '1005' })).toBe('MiB 2.5');
    expect(refusal(s, { type: 'hq', to: '1001' })).toBe('MiB 2.5'); // 14 MP
    const moved = play(s, { type: 'hq', to: '0806' }).state;
    expect(moved.hq.french).toBe(hexOf(s, '0806'));
    expect(refusal(moved, { type: 'hq', to: '0807' })).toBe('MiB 2.5');
  });
});
