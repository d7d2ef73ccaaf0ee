// March into Battle's combat (MiB 7.x, CM, CRT, CET, OCE, 9.2, AM) on the test battle, in explicit chance mode.
import { describe, expect, it } from 'vitest';
import { marchIntoBattle, type MibScenario, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { activate, edit, eventsOf, formationOf, hexOf, play, position, refusal, roll, stepNow, unitOf, unitState, type Piece, type Setting } from './position.js';

// 0504's neighbours: 0604 (dir 0), 0603, 0503, 0403, 0404, 0505 (dir 5). Vincent (7 SP, morale 3) defends 0504 unless
// a test says otherwise; Molitor (7 SP, morale 4) attacks it from 0505, facing north.
const DEFENDER: Piece = { hex: '0504', facing: 5 };
const ATTACKER: Piece = { hex: '0505', facing: 2 };

/** Vincent's morale set to Molitor's (4), so the morale DRM is 0. */
const sameMorale = (s: MibScenario): MibScenario => ({ ...s, units: s.units.map((u) => (u.id === 'vincent' ? { ...u, morale: 4 } : u)) });

/** `pieces` on the map, IV Corps activated under ATTACK on `target` (its check rolled 2). */
function ready(pieces: Readonly<Record<string, Piece>>, target = '0504', setting: Setting = {}): MibState {
  const s = position(pieces, { ...setting, orders: { IV: ['attack', target], ...setting.orders } });
  return activate(s, 'IV', 2).state;
}

/** Declares an attack on `target` from `from` and rolls the CRT: the state after, and its `combatRolled` event. */
function attack(state: MibState, target: string, from: readonly string[], die: number) {
  const { state: after, events } = play(state, { type: 'attack', target, from: [...from], charge: false }, roll(die));
  return { state: after, events, rolled: eventsOf(events, 'combatRolled')[0]! };
}

/** Molitor's attack from 0505 on 0504 with `defenders`, rolled 3: its strengths and DRMs. */
function odds(attackers: Readonly<Record<string, Piece>>, defenders: Readonly<Record<string, Piece>>, setting: Setting = {}, from = ['0505']) {
  return attack(ready({ ...attackers, ...defenders }, '0504', setting), '0504', from, 3).rolled;
}

describe('MiB 7.0: who may attack', () => {
  const attacks = (state: MibState) => marchIntoBattle.legalActions(state).filter((a) => a.type === 'attack');

  it('MiB 7.0: a unit attacks an adjacent enemy hex in its front only', () => {
    expect(attacks(ready({ molitor: ATTACKER, vincent: DEFENDER }))).toEqual([{ type: 'attack', target: '0504', from: ['0505'], charge: false }]);
    expect(attacks(ready({ molitor: { hex: '0505', facing: 5 }, vincent: DEFENDER }))).toEqual([]);
  });
  it('MiB 7.0, TEC: no attack across a river hexside without a bridge; across the bridge, yes', () => {
    expect(attacks(ready({ molitor: { hex: '0407', facing: 2 }, vincent: { hex: '0406' } }, '0406'))).toEqual([]);
    expect(attacks(ready({ molitor: { hex: '0307', facing: 2 }, vincent: { hex: '0306' } }, '0306'))).toHaveLength(1);
  });
  it('MiB 7.0, 8.0, 9.2, 10.1, 11.2: disorganised, smashed, spent and out of supply units do not attack; tired ones do', () => {
    for (const state of [{ dis: true }, { fatigue: 5 }, { oos: true }]) expect(attacks(ready({ molitor: { ...ATTACKER, ...state }, vincent: DEFENDER }))).toEqual([]);
    const smashed = ready({ molitor: { ...ATTACKER, smashed: true }, vincent: DEFENDER });
    expect(attacks(play(smashed, roll(1)).state)).toEqual([]); // its straggler check passed: it does nothing else
    expect(attacks(ready({ molitor: { ...ATTACKER, fatigue: 4 }, vincent: DEFENDER }))).toHaveLength(1);
  });
  it('MiB 13.0, OCE: no attacks at night', () => {
    expect(attacks(ready({ molitor: ATTACKER, vincent: DEFENDER }, '0504', { turn: 7 }))).toEqual([]);
    expect(attacks(ready({ molitor: ATTACKER, vincent: DEFENDER }, '0504', { turn: 9 }))).toHaveLength(1);
  });
  it('MiB OME: attacking after a move needs 2 MP left', () => {
    const start = ready({ molitor: { hex: '0806' }, vincent: { hex: '0803' } }, '0803');
    const two = play(start, { type: 'move', unit: 'molitor', to: '0804' }).state; // 4 MP, 2 left, facing north
    expect(unitState(two, 'molitor').mp).toBe(2);
    expect(attacks(two)).toHaveLength(1);
    const none = play(ready({ molitor: { hex: '0807' }, vincent: { hex: '0803' } }, '0803'), { type: 'move', unit: 'molitor', to: '0804' }).state;
    expect(unitState(none, 'molitor').mp).toBe(0);
    expect(attacks(none)).toEqual([]);
  });
  it('MiB 7.0: artillery adds no SP to an attack, and the attackers are done for the activation', () => {
    const { state, rolled } = attack(ready({ molitor: ATTACKER, 'iv-art': ATTACKER, vincent: DEFENDER }), '0504', ['0505'], 3);
    expect(rolled.attack).toBe(7);
    expect(eventsOf(play(ready({ molitor: ATTACKER, 'iv-art': ATTACKER, vincent: DEFENDER }), { type: 'attack', target: '0504', from: ['0505'], charge: false }).events, 'attackDeclared')[0]!.attackers).toEqual(['molitor']);
    expect(unitState(state, 'molitor').act).toBe(2);
  });
});

describe('MiB 7.1: strengths', () => {
  const attackInto = (target: string, from: string, facing: number, setting: Setting = {}) =>
    attack(ready({ molitor: { hex: from, facing }, vincent: { hex: target } }, target, setting), target, [from], 3).rolled.attack;

  it('MiB TEC: the attacker\'s multiplier of the defender\'s hex', () => {
    expect(attackInto('0303', '0304', 2)).toBe(7); // forest
    expect(attackInto('0404', '0504', 4)).toBe(5.25); // village
    expect(attackInto('0705', '0704', 5)).toBe(3.5); // town
    expect(attackInto('0906', '0905', 5)).toBe(3.5); // swamp
  });
  it('MiB TEC: the attacker\'s multiplier of the hexside crossed', () => {
    expect(attackInto('0505', '0506', 2)).toBe(7); // stream
    expect(attackInto('0605', '0606', 2)).toBe(3.5); // creek
    expect(attackInto('0306', '0307', 2)).toBe(3.5); // river bridge
    const slope = (features: string[]): Setting => ({ map: { hexsides: [{ between: ['0802', '0803'], features, uphill: '0802' }] } });
    expect(attackInto('0802', '0803', 2, slope(['slope']))).toBe(5.25);
    expect(attackInto('0802', '0803', 2, slope(['steep']))).toBe(3.5);
    expect(attackInto('0803', '0802', 5, slope(['steep']))).toBe(7); // downhill
  });
  it('MiB 7.1: the lowest of the hex\'s and the hexside\'s multipliers applies, not both', () => {
    expect(attackInto('0404', '0405', 2)).toBe(5.25); // a village up a slope
  });
  it('MiB OCE: a tired attacker has half its SP', () => {
    expect(odds({ molitor: { ...ATTACKER, fatigue: 3 } }, { vincent: DEFENDER }).attack).toBe(3.5);
  });
  it('MiB OCE: a tired, disorganised or out of supply defender, or one attacked from its rear, has half; each condition halves again', () => {
    const defence = (piece: Partial<Piece>) => odds({ molitor: ATTACKER }, { vincent: { ...DEFENDER, ...piece } }).defence;
    expect(defence({})).toBe(7);
    expect(defence({ fatigue: 3 })).toBe(3.5);
    expect(defence({ dis: true })).toBe(3.5);
    expect(defence({ oos: true })).toBe(3.5);
    expect(defence({ facing: 2 })).toBe(3.5); // 0505 is behind it
    expect(defence({ dis: true, oos: true })).toBe(1.75);
  });
  it('MiB TEC: a defender in a village or town has no rear', () => {
    const rolled = attack(ready({ molitor: { hex: '0504', facing: 4 }, vincent: { hex: '0404', facing: 4 } }, '0404'), '0404', ['0504'], 3).rolled;
    expect(rolled.defence).toBe(7);
  });
  it('MiB 10.1, 9.2: a spent or smashed defender counts 1 SP', () => {
    expect(odds({ molitor: ATTACKER }, { vincent: { ...DEFENDER, fatigue: 5 } }).defence).toBe(1);
    expect(odds({ molitor: ATTACKER }, { vincent: { ...DEFENDER, smashed: true, dis: true } }).defence).toBe(1);
  });
  it('MiB 7.1: option spentDefence "half" halves a spent defender instead', () => {
    expect(odds({ molitor: ATTACKER }, { vincent: { ...DEFENDER, fatigue: 5 } }, { options: { spentDefence: 'half' } }).defence).toBe(3.5);
  });
  it('MiB 7.0: artillery adds its SP in defence; trains add nothing', () => {
    expect(odds({ molitor: ATTACKER }, { vincent: DEFENDER, 'vi-art': { hex: '0504', facing: 5 } }).defence).toBe(7 + 4);
    expect(odds({ molitor: ATTACKER }, { volunteers: DEFENDER, 'vi-train': DEFENDER }).defence).toBe(3);
  });
});

describe('MiB 2.2: engineers are not combat units', () => {
  it('MiB 2.2: engineers add no defence, do not count for the morale DRM and take no combat losses', () => {
    // Legrand down to 1 SP (rated 4) with the engineers (1 SP, rated 6 here, so they would be the larger by morale).
    const engineers6 = (sc: MibScenario): MibScenario => ({ ...sc, units: sc.units.map((u) => (u.id === 'engineers' ? { ...u, morale: 6 } : u)) });
    const pieces = { vincent: { hex: '0505', facing: 2 }, legrand: { ...DEFENDER, c: 4 }, engineers: DEFENDER };
    const s = activate(position(pieces, { orders: { VI: ['attack', '0504'] }, scenario: engineers6 }), 'VI', 1).state;
    const { state: rolled, rolled: crt } = attack(s, '0504', ['0505'], 1);
    expect(crt).toMatchObject({ attack: 7, defence: 1, drms: [{ rule: 'MiB CM', value: 4 }, { rule: 'MiB CM', value: 3 - 4 }], row: 4 });
    // Vincent rolls 6 (F); the defenders roll 1 - 1 on Engaged: D 1c, 2s, 3F, all on Legrand.
    const { state, events } = play(rolled, roll(6), roll(1));
    expect(eventsOf(events, 'eliminated').map((e) => e.unit)).toEqual(['legrand']);
    expect(unitState(state, 'engineers')).toMatchObject({ hex: hexOf(s, '0504'), c: 0, s: 0, dis: false });
  });
});

describe('MiB CM: the force ratio bands', () => {
  // Molitor (7 SP) and Vincent (7 SP), both rated 4, their SP cut by casualties.
  const ratioDrm = (attack: number, defence: number) => {
    const rolled = odds({ molitor: { ...ATTACKER, c: 7 - attack } }, { vincent: { ...DEFENDER, c: 7 - defence } }, { scenario: sameMorale });
    expect(rolled.drms.every((d) => d.rule === 'MiB CM')).toBe(true);
    return rolled.drm;
  };
  it('MiB CM: below 1:2 is -3; 1:2 is -2', () => {
    expect(ratioDrm(2, 5)).toBe(-3);
    expect(ratioDrm(3, 6)).toBe(-2);
  });
  it('MiB CM: "<1" (from 3:4) is -1; 1:1 is 0', () => {
    expect(ratioDrm(2, 3)).toBe(-2);
    expect(ratioDrm(3, 4)).toBe(-1);
    expect(ratioDrm(6, 7)).toBe(-1);
    expect(ratioDrm(4, 4)).toBe(0);
  });
  it('MiB CM: ">1" (from 3:2) is +1; 2:1 is +2', () => {
    expect(ratioDrm(5, 4)).toBe(0);
    expect(ratioDrm(6, 4)).toBe(1);
    expect(ratioDrm(7, 4)).toBe(1);
    expect(ratioDrm(6, 3)).toBe(2);
  });
  it('MiB CM: 3:1 is +3; ">3:1" (from 4:1) is +4', () => {
    expect(ratioDrm(5, 2)).toBe(2);
    expect(ratioDrm(6, 2)).toBe(3);
    expect(ratioDrm(7, 2)).toBe(3);
    expect(ratioDrm(4, 1)).toBe(4);
  });
});

describe('MiB CM: the other DRMs', () => {
  // Each total below is the force ratio's DRM (stated) plus the DRMs under test.
  const drm = (...args: Parameters<typeof odds>) => odds(...args).drm;

  it('MiB CM: the attacker\'s morale less the defender\'s, from each side\'s largest unit', () => {
    expect(drm({ molitor: ATTACKER }, { vincent: DEFENDER })).toBe(0 + (4 - 3)); // 7:7
    // The Guard (4 SP, 6) is the largest attacker once Molitor is down to 3 SP; the volunteers (3 SP, 2) are smaller than Vincent.
    const from = { molitor: { hex: '0505', facing: 2, c: 4 }, guard: { hex: '0404', facing: 1 } };
    expect(drm(from, { vincent: DEFENDER, volunteers: DEFENDER }, {}, ['0404', '0505'])).toBe(-2 + (6 - 3)); // 7:10
  });
  it('MiB CM: on a tie in size the better morale counts', () => {
    const from = { molitor: { hex: '0505', facing: 2, c: 3 }, guard: { hex: '0404', facing: 1 } }; // both 4 SP
    expect(drm(from, { vincent: DEFENDER }, {}, ['0404', '0505'])).toBe(0 + (6 - 3)); // 8:7
  });
  it('MiB CM: +1 for an attack from three hexes', () => {
    const three = { molitor: { hex: '0505', facing: 2 }, guard: { hex: '0404', facing: 1 }, legrand: { hex: '0604', facing: 3 } };
    expect(drm(three, { vincent: DEFENDER }, { scenario: sameMorale }, ['0404', '0505', '0604'])).toBe(2 + 1); // 16:7
    expect(drm({ molitor: ATTACKER, guard: { hex: '0404', facing: 1 } }, { vincent: DEFENDER }, { scenario: sameMorale }, ['0404', '0505'])).toBe(1); // 11:7
  });
  it('MiB CM: +1 when a commander with the attackers outranks the defenders\', -1 the other way round', () => {
    // 7:7 and the same morale: the total is the commanders' DRM.
    const commanders = (placed: NonNullable<Setting['commanders']>, hq: Setting['hq'] = {}) => drm({ molitor: ATTACKER }, { vincent: DEFENDER }, { scenario: sameMorale, commanders: placed, hq });
    expect(commanders({})).toBe(0);
    expect(commanders({ IV: '0505' })).toBe(1); // Masséna (5), no one
    expect(commanders({ VI: '0504' })).toBe(-1); // Hiller (5)
    expect(commanders({ IV: '0505', VI: '0504' })).toBe(0); // 5 against 5
    expect(commanders({ KR: '0504' }, { french: '0505' })).toBe(1); // Napoleon (5) against Liechtenstein (3)
    expect(commanders({ IV: '0505' }, { austrian: '0504' })).toBe(1); // Masséna (5) against Charles (4)
  });
  it('MiB CM: -1 against a defender under HOLD, +1 against one under RETREAT', () => {
    const against = (type: 'hold' | 'retreat') => drm({ molitor: ATTACKER }, { vincent: DEFENDER }, { scenario: sameMorale, orders: { VI: [type, '0504'] } });
    expect(against('hold')).toBe(-1);
    expect(against('retreat')).toBe(1);
  });
  it('MiB 6.12, OCE: a hasty attack (after a move, or under ADVANCE) takes -2', () => {
    const moved = play(ready({ molitor: { hex: '0805' }, vincent: { hex: '0803' } }, '0803', { scenario: sameMorale }), { type: 'move', unit: 'molitor', to: '0804' }).state;
    expect(attack(moved, '0803', ['0804'], 3).rolled).toMatchObject({ drm: -2, drms: [{ rule: 'MiB 6.12', value: -2 }] });
    const advance = position({ molitor: ATTACKER, vincent: DEFENDER }, { orders: { IV: ['advance', '0504'] }, scenario: sameMorale });
    expect(attack(activate(advance, 'IV', 2).state, '0504', ['0505'], 3).rolled.drm).toBe(-2);
  });
});

/** Declares the attack and rolls the die that gives CRT row `row` (0 for <1 ... 7 for >6). */
function toRow(state: MibState, target: string, from: readonly string[], row: number) {
  for (let die = 1; die <= 6; die++) {
    const tried = attack(state, target, from, die);
    if (tried.rolled.row === row) return tried;
  }
  throw new Error(`no die gives CRT row ${row}`);
}

/** The hexes the retreating stack may enter next. */
const retreats = (state: MibState) => marchIntoBattle.legalActions(state).map((a) => (a.type === 'retreat' ? a.to : a.type)).sort();

describe('MiB CRT, CET, 7.3: an attack from the roll to the advance', () => {
  it('MiB 7.3: CRT, then each stack on its CET column, the losses allocated, the retreat and the advance', () => {
    // Legrand (0404) and Molitor (0505), 12 SP, attack Vincent and the volunteers (10 SP) in 0504: 1:1 is 0, morale +1.
    const s = ready({ legrand: { hex: '0404', facing: 1 }, molitor: ATTACKER, vincent: DEFENDER, volunteers: DEFENDER });
    const { state: rolled, rolled: crt } = attack(s, '0504', ['0404', '0505'], 5);
    expect(crt).toMatchObject({ attack: 12, defence: 10, drm: 1, roll: 5, row: 6 }); // Advance 2 +1 / Retreat 2 -1
    expect(stepNow(rolled)).toBe('effects-roll');
    // Legrand's stack, then Molitor's, roll 5 + 1 on Advance: D3 F (rated 4, neither is disorganised).
    const attackers = play(rolled, roll(5), roll(5));
    expect(eventsOf(attackers.events, 'effectRolled').map((e) => [e.hex, e.column, e.modified])).toEqual([['0404', 'advance', 6], ['0505', 'advance', 6]]);
    expect([unitState(attackers.state, 'legrand'), unitState(attackers.state, 'molitor')].map((u) => [u.fatigue, u.dis])).toEqual([[1, false], [1, false]]);
    // The defenders roll 2 - 1 on Retreat: D 1s, 2F; the Austrians choose who loses the straggler.
    const hit = play(attackers.state, roll(2));
    expect(eventsOf(hit.events, 'disorganised').map((e) => e.unit)).toEqual(['vincent', 'volunteers']);
    expect(stepNow(hit.state)).toBe('losses');
    expect(marchIntoBattle.decision(hit.state)).toMatchObject({ side: 'austrian' });
    expect(marchIntoBattle.legalActions(hit.state)).toEqual([{ type: 'lose', unit: 'vincent', loss: 's' }, { type: 'lose', unit: 'volunteers', loss: 's' }]);
    const lost = play(hit.state, { type: 'lose', unit: 'volunteers', loss: 's' }).state;
    expect(unitState(lost, 'volunteers')).toMatchObject({ s: 1, fatigue: 2, dis: true });
    // Two hexes of retreat, each farther from both attacking hexes.
    expect(stepNow(lost)).toBe('retreat');
    expect(retreats(lost)).toEqual(['0503', '0603']);
    expect(refusal(lost, { type: 'retreat', to: '0403' })).toBe('MiB 7.3'); // next to Legrand
    const first = play(lost, { type: 'retreat', to: '0503' }).state;
    const second = play(first, { type: 'retreat', to: retreats(first)[0]! }).state;
    expect(unitState(second, 'vincent').hex).toBe(unitState(second, 'volunteers').hex);
    // Legrand's stack may advance two hexes, the first into the vacated hex.
    expect(stepNow(second)).toBe('advance');
    expect(marchIntoBattle.legalActions(second)).toEqual([{ type: 'advance', to: '0504' }, { type: 'stop' }]);
    const advanced = play(second, { type: 'advance', to: '0504' }, { type: 'advance', to: '0603' });
    expect(eventsOf(advanced.events, 'advanced').map((e) => [e.units, e.to])).toEqual([[['legrand'], '0504'], [['legrand'], '0603']]);
    // Then Molitor's stack may advance in its turn (each stack may, 7.3), or stop.
    expect(marchIntoBattle.legalActions(advanced.state)).toEqual([{ type: 'advance', to: '0504' }, { type: 'stop' }]);
    const done = play(advanced.state, { type: 'advance', to: '0504' }, { type: 'stop' }).state;
    expect(unitState(done, 'molitor').hex).toBe(hexOf(done, '0504'));
    expect(done.combat).toBeNull();
    expect(stepNow(done)).toBe('target'); // Legrand reached the ATTACK target on the way (MiB AM)
  });
});

describe('MiB 7.3: advances', () => {
  // Molitor (7) attacks Vincent (7, rated 3) from 0505: 0 and +1. A 5 gives row 6, Advance 2 / Retreat 2.
  const afterRetreat = (attackerDie: number) => {
    const crt = attack(ready({ molitor: ATTACKER, vincent: DEFENDER }), '0504', ['0505'], 5).state;
    const effects = play(crt, roll(attackerDie), roll(6)).state; // the defender rolls 6 - 1 on Retreat: F
    return play(effects, { type: 'retreat', to: '0503' }, { type: 'retreat', to: '0502' }).state;
  };
  it('MiB 7.3: an advance stops on entering an enemy zone of control, friends there or not', () => {
    // Legrand (5) attacks Vincent (5 left, rated 3) at row 7: Advance 3 / Retreat 3; Hessen (0703) covers 0602, 0603 and 0702.
    const advancing = (pieces: Readonly<Record<string, Piece>>) => {
      const s = ready({ legrand: ATTACKER, vincent: { ...DEFENDER, c: 2 }, ...pieces });
      let state = play(toRow(s, '0504', ['0505'], 7).state, roll(6), roll(6)).state;
      for (let hex = 0; hex < 3; hex++) state = play(state, { type: 'retreat', to: retreats(state)[0]! }).state;
      return play(state, { type: 'advance', to: '0504' }, { type: 'advance', to: '0603' }).state;
    };
    expect(stepNow(advancing({}))).toBe('advance'); // a third hex to go
    expect(advancing({ hessen: { hex: '0703', facing: 3 } }).combat).toBeNull();
    expect(advancing({ hessen: { hex: '0703', facing: 3 }, guard: { hex: '0603' } }).combat).toBeNull();
  });
  it('MiB 8.0: a disorganised attacker does not advance', () => {
    expect(stepNow(afterRetreat(5))).toBe('advance');
    const dis = afterRetreat(2); // 2 + 1 on Advance: D5 2F
    expect(unitState(dis, 'molitor').dis).toBe(true);
    expect(dis.combat).toBeNull();
  });
});

describe('MiB CET: losses', () => {
  // Molitor (7) attacks Kottulinsky (7 left of 8, organic cavalry 1, rated 3) and the volunteers (3): 7:10 is -2, +1.
  const engaged = () => {
    const s = ready({ molitor: ATTACKER, kottulinsky: { ...DEFENDER, c: 1 }, volunteers: DEFENDER });
    return play(toRow(s, '0504', ['0505'], 3).state, roll(6)).state; // Engaged +0 both; Molitor rolls 6: F
  };
  it('MiB 7.13, CET: casualties come off organic cavalry first; the owner allocates the rest', () => {
    const { state, events } = play(engaged(), roll(1)); // Engaged 1: D 1c, 1s, 3F
    expect(unitState(state, 'kottulinsky')).toMatchObject({ orgCav: 0, c: 1 });
    expect(eventsOf(events, 'loss')).toEqual([{ type: 'loss', rule: 'MiB 7.13', unit: 'kottulinsky', loss: 'c' }]);
    expect(marchIntoBattle.legalActions(state)).toEqual([{ type: 'lose', unit: 'kottulinsky', loss: 's' }, { type: 'lose', unit: 'volunteers', loss: 's' }]);
  });
  it('MiB CET: a train in the stack takes no losses', () => {
    const s = ready({ molitor: ATTACKER, vincent: DEFENDER, 'vi-train': DEFENDER });
    const { state } = play(toRow(s, '0504', ['0505'], 3).state, roll(6), roll(1)); // Engaged 1: D 1c, 1s, 3F
    expect(stepNow(state)).toBe('act');
    expect(unitState(state, 'vincent')).toMatchObject({ c: 1, s: 1 });
    expect(unitState(state, 'vi-train')).toMatchObject({ c: 0, s: 0 });
  });
  it('MiB CET: a lone unit takes its losses without a decision', () => {
    const s = ready({ molitor: ATTACKER, vincent: DEFENDER });
    const { state } = play(toRow(s, '0504', ['0505'], 3).state, roll(6), roll(1));
    expect(unitState(state, 'vincent')).toMatchObject({ c: 1, s: 1, fatigue: 3, dis: true });
    expect(stepNow(state)).toBe('act');
  });
  it('MiB CET: Dn disorganises only the units rated n or less', () => {
    // The volunteers (3, rated 2) and Hessen (6, rated 5): 7:9 is -1, morale 4 - 5.
    const s = ready({ molitor: ATTACKER, volunteers: DEFENDER, hessen: DEFENDER });
    const crt = play(toRow(s, '0504', ['0505'], 3).state, roll(6)).state;
    const d4 = play(crt, roll(2)); // Engaged 2: D4L 2s, 2F
    expect(eventsOf(d4.events, 'disorganised').map((e) => e.unit)).toEqual(['volunteers']);
    const d3 = play(crt, roll(4)); // Engaged 4: D3L 1s, F
    expect(eventsOf(d3.events, 'disorganised').map((e) => e.unit)).toEqual(['volunteers']);
    expect(unitState(d3.state, 'hessen')).toMatchObject({ dis: false, fatigue: 2 }); // 1 F, and 1 for cavalry in combat
  });
  it('MiB CET L: each commander in the stack checks; a 6 strikes him and his replacement rates one less', () => {
    const s = ready({ molitor: ATTACKER, vincent: DEFENDER }, '0504', { commanders: { VI: '0504' } });
    const lost = play(toRow(s, '0504', ['0505'], 3).state, roll(6), roll(2)).state; // Engaged 2: D4L 2s, 2F
    expect(stepNow(lost)).toBe('leader-check');
    expect(play(lost, roll(5)).state.formations[formationOf(s, 'VI')]!.rating).toBe(5);
    const struck = play(lost, roll(6));
    expect(eventsOf(struck.events, 'leaderCasualty')).toMatchObject([{ leader: 'hiller' }]);
    expect(struck.state.formations[formationOf(s, 'VI')]!.rating).toBe(4);
  });
  it('MiB AM: an army commander struck costs his army 3 (Napoleon) or 2 (Charles)', () => {
    const charles = ready({ molitor: ATTACKER, vincent: DEFENDER }, '0504', { hq: { austrian: '0504' } });
    const austrian = play(toRow(charles, '0504', ['0505'], 3).state, roll(6), roll(2), roll(6)).state;
    expect(austrian.armyCommander.austrian).toBe(false);
    expect(austrian.armyMorale.austrian - charles.armyMorale.austrian).toBe(-2);
    const napoleon = ready({ molitor: ATTACKER, vincent: DEFENDER }, '0504', { hq: { french: '0505' } });
    const french = play(toRow(napoleon, '0504', ['0505'], 3).state, roll(2), roll(6), roll(6)).state; // Molitor's Engaged 2: D4L
    expect(french.armyCommander.french).toBe(false);
    expect(french.armyMorale.french - napoleon.armyMorale.french).toBe(-3);
  });
});

describe('MiB 7.3: retreat penalties', () => {
  // Molitor attacks Vincent; row 5 (Advance 1 / Retreat 1), Molitor rolls 6 (D3 F) and Vincent 6 (F): one hex to retreat.
  const retreating = (pieces: Readonly<Record<string, Piece>>, target = '0504', from = '0505', facing = 2, setting: Setting = {}) => {
    const s = ready({ molitor: { hex: from, facing }, vincent: { hex: target, facing: 5 }, ...pieces }, target, setting);
    return play(toRow(s, target, [from], 5).state, roll(6), roll(6)).state;
  };
  const into = (state: MibState, to: string) => play(state, { type: 'retreat', to });

  it('MiB 7.3: through an enemy zone of control: D and 1 straggler', () => {
    const { state } = into(retreating({ legrand: { hex: '0402', facing: 0 }, 'iv-art': { hex: '0402', facing: 0 } }), '0503');
    expect(unitState(state, 'vincent')).toMatchObject({ dis: true, s: 1, c: 0 });
  });
  it('MiB 7.3, 6.1: through a cavalry zone: 1 casualty, and the cavalry whose zone it is rises a level', () => {
    // Lasalle (0402) faces 0503; Espagne (0602) stands next to 0503 facing away.
    const { state } = into(retreating({ lasalle: { hex: '0402', facing: 0 }, espagne: { hex: '0602', facing: 2 } }), '0503');
    expect(unitState(state, 'vincent')).toMatchObject({ dis: true, s: 0, c: 1 });
    expect(unitState(state, 'lasalle').fatigue).toBe(1);
    expect(unitState(state, 'espagne').fatigue).toBe(0);
  });
  it('MiB 7.3: the retreat\'s own losses fall on the strongest combat unit of the stack, never on a train', () => {
    // Lasalle's zone (no guns, so no artillery DRM) costs the casualty.
    const { state } = into(retreating({ lasalle: { hex: '0402', facing: 0 }, vincent: { hex: '0403' }, volunteers: { hex: '0504', facing: 5 }, 'vi-train': { hex: '0504' } }), '0503');
    expect(unitState(state, 'volunteers').c).toBe(1);
    expect(unitState(state, 'vi-train').c).toBe(0);
  });
  it('MiB 7.3: through friendly units: D', () => {
    const { state } = into(retreating({ volunteers: { hex: '0503' } }), '0503');
    expect(unitState(state, 'vincent')).toMatchObject({ dis: true, s: 0, c: 0 });
  });
  it('MiB 7.3: blocked: 2 casualties, D, and the stack stays', () => {
    const blocked = retreating({ legrand: { hex: '0503' }, guard: { hex: '0403' }, lasalle: { hex: '0603' } });
    expect(marchIntoBattle.legalActions(blocked)).toEqual([{ type: 'stand' }]);
    const { state } = play(blocked, { type: 'stand' });
    expect(unitState(state, 'vincent')).toMatchObject({ hex: hexOf(state, '0504'), dis: true, c: 2 });
    expect(state.combat).toBeNull(); // no advance into a hex still held
  });
  it('MiB 7.3: across a creek: D and 1 straggler', () => {
    const { state } = into(retreating({}, '0605', '0604', 5), '0606');
    expect(unitState(state, 'vincent')).toMatchObject({ dis: true, s: 1, c: 0 });
  });
  it('MiB 7.3: across a river at its bridge, or into a swamp: D and 2 casualties', () => {
    expect(unitState(into(retreating({}, '0306', '0305', 5), '0307').state, 'vincent')).toMatchObject({ dis: true, c: 2 });
    expect(unitState(into(retreating({}, '0905', '0904', 5), '0906').state, 'vincent')).toMatchObject({ dis: true, c: 2 });
  });
  it('MiB 7.3: a hex that gives two Ds (friends across a creek) disorganises the stack once, not smashing it', () => {
    const { state, events } = into(retreating({ volunteers: { hex: '0606' } }, '0605', '0604', 5), '0606');
    expect(unitState(state, 'vincent')).toMatchObject({ dis: true, smashed: false, s: 1 });
    expect(eventsOf(events, 'disorganised').map((e) => e.unit)).toEqual(['vincent']);
  });
  it('MiB 9.2: a D on a disorganised unit smashes it', () => {
    const { state, events } = into(retreating({ volunteers: { hex: '0503' } }, '0504', '0505', 2, {}), '0503');
    expect(unitState(state, 'vincent').smashed).toBe(false);
    const dis = retreating({ volunteers: { hex: '0503' }, vincent: { hex: '0504', facing: 5, dis: true } });
    const smashed = into(dis, '0503');
    expect(unitState(smashed.state, 'vincent').smashed).toBe(true);
    expect(eventsOf(smashed.events, 'smashed')).toMatchObject([{ unit: 'vincent', rule: 'MiB 9.2' }]);
    expect(eventsOf(events, 'smashed')).toEqual([]);
  });
  it('MiB AM line 5: a commander under HOLD who leaves his hex by retreat costs 1', () => {
    const s = retreating({}, '0504', '0505', 2, { orders: { VI: ['hold', '0504'] }, commanders: { VI: '0504' } });
    const { state } = into(s, '0503');
    expect(state.formations[formationOf(s, 'VI')]!.commander).toBe(hexOf(s, '0503'));
    expect(state.armyMorale.austrian - s.armyMorale.austrian).toBe(-1);
  });
  it('MiB AM line 5: then its owner may set RETREAT at no further cost, before the combat goes on', () => {
    const s = retreating({}, '0504', '0505', 2, { orders: { VI: ['hold', '0504'] }, commanders: { VI: '0504' } });
    const broken = play(s, { type: 'retreat', to: '0503' }).state;
    expect(stepNow(broken)).toBe('hold-broken');
    expect(marchIntoBattle.decision(broken)).toMatchObject({ side: 'austrian' });
    const { state } = play(broken, { type: 'target', choice: 'retreat' });
    expect(state.formations[formationOf(s, 'VI')]!.order).toEqual({ type: 'retreat', target: hexOf(s, '0401'), reached: false }); // row 1, 2 hexes off (0501 too: the first in index order)
    expect(state.armyMorale.austrian - s.armyMorale.austrian).toBe(-1);
    expect(stepNow(state)).toBe('advance');
    const kept = play(broken, { type: 'target', choice: 'keep' }).state;
    expect(kept.formations[formationOf(s, 'VI')]!.order!.type).toBe('hold');
    expect(stepNow(kept)).toBe('advance');
  });
  it('MiB 7.9, AM: retreating artillery checks for gun losses, and every five guns lost cost 1', () => {
    // The guns face away from Molitor, so their fire does not push the CRT below row 5.
    const s = retreating({ vincent: { hex: '0403' }, volunteers: { hex: '0504', facing: 5 }, 'vi-art': { hex: '0504', facing: 2 } });
    const checked = play(s, { type: 'retreat', to: '0503' }).state;
    expect(stepNow(checked)).toBe('gun-check');
    expect(unitState(play(checked, roll(3)).state, 'vi-art').c).toBe(0);
    const first = play(checked, roll(2)).state;
    expect(unitState(first, 'vi-art').c).toBe(1);
    expect(first.armyMorale.austrian).toBe(s.armyMorale.austrian); // 4 guns
    const again = edit(checked, (d) => void (d.gunsLost.austrian = 4));
    expect(play(again, roll(2)).state.armyMorale.austrian).toBe(s.armyMorale.austrian - 1); // 8 guns
  });
});

describe('MiB 9.2: smashed units', () => {
  it('MiB 9.2: a smashed unit checks at activation: passed, it loses the marker and does nothing more', () => {
    const s = ready({ molitor: { hex: '0805', smashed: true, dis: true } }, '0801');
    expect(stepNow(s)).toBe('smashed-check');
    const { state, events } = play(s, roll(4));
    expect(eventsOf(events, 'smashed')).toMatchObject([{ unit: 'molitor', cleared: true }]);
    expect(unitState(state, 'molitor')).toMatchObject({ smashed: false, act: 2 });
  });
  it('MiB 9.2: failed, it stays smashed, falls back 2 hexes toward its own edge and rises a level', () => {
    const s = ready({ molitor: { hex: '0804', smashed: true, dis: true } }, '0801');
    const { state } = play(s, roll(5));
    expect(unitState(state, 'molitor')).toMatchObject({ smashed: true, hex: hexOf(s, '0906'), fatigue: 1 }); // two hexes nearer row 8
  });
  it('MiB CET, 9.2: a cell\'s losses come before its D: a disorganised unit takes its loss, then is smashed', () => {
    // Vincent (disorganised) and the volunteers at row 7; they roll 3 - 2 on Retreat: D 1s, 2F.
    const s = ready({ molitor: ATTACKER, vincent: { ...DEFENDER, dis: true }, volunteers: DEFENDER });
    const { state: allocating } = play(toRow(s, '0504', ['0505'], 7).state, roll(6), roll(3));
    expect(stepNow(allocating)).toBe('losses');
    expect(unitState(allocating, 'vincent').smashed).toBe(false);
    expect(allocating.combat!.smash).toEqual([unitOf(s, 'vincent')]);
    const { state, events } = play(allocating, { type: 'lose', unit: 'vincent', loss: 's' });
    expect(unitState(state, 'vincent')).toMatchObject({ s: 1, smashed: true, hex: hexOf(s, '0504') });
    expect(events.map((e) => e.type).filter((t) => t === 'stragglers' || t === 'smashed')).toEqual(['stragglers', 'smashed']);
    expect(state.combat!.smash).toEqual([]);
  });
  it('MiB 9.2, AM: any loss eliminates a smashed unit, and its division is not counted twice', () => {
    const s = ready({ molitor: ATTACKER, vincent: { ...DEFENDER, smashed: true, dis: true } });
    const { state, events } = play(toRow(s, '0504', ['0505'], 7).state, roll(6), roll(3)); // Retreat 3 - 2: D 1s, 2F
    expect(eventsOf(events, 'eliminated')).toMatchObject([{ unit: 'vincent' }]);
    expect(state.armyMorale.austrian).toBe(s.armyMorale.austrian);
  });
});

describe('MiB AM: divisions smashed or eliminated', () => {
  // Molitor attacks alone at row 7 (Retreat 3 -2); the defender rolls 3 (D 1s, 2F) or 5 (D4 F) on Retreat.
  const hit = (defender: string, piece: Partial<Piece>, die: number, change: (s: MibState) => MibState = (s) => s) => {
    const s = change(ready({ molitor: ATTACKER, [defender]: { ...DEFENDER, ...piece } }));
    const { state, events } = play(toRow(s, '0504', ['0505'], 7).state, roll(6), roll(die));
    return { change: state.armyMorale.austrian - s.armyMorale.austrian, events };
  };
  it('MiB AM: a division smashed or eliminated costs 1', () => {
    const smashed = hit('vincent', { dis: true }, 5);
    expect(eventsOf(smashed.events, 'smashed')).toHaveLength(1);
    expect(smashed.change).toBe(-1);
    const eliminated = hit('vincent', { c: 6 }, 3);
    expect(eventsOf(eliminated.events, 'eliminated')).toHaveLength(1);
    expect(eliminated.change).toBe(-1);
    expect(hit('vincent', {}, 5).change).toBe(0); // disorganised only
  });
  it('MiB AM: small divisions (3 SP or fewer) cost 1 for every two', () => {
    expect(hit('volunteers', { c: 2 }, 3).change).toBe(0);
    expect(hit('volunteers', { c: 2 }, 3, (s) => edit(s, (d) => void (d.smallLost.austrian = 1))).change).toBe(-1);
  });
  it('MiB AM: artillery lost is no division', () => {
    const lost = hit('vi-art', { c: 3 }, 3);
    expect(eventsOf(lost.events, 'eliminated')).toHaveLength(1);
    expect(lost.change).toBe(0);
  });
  it('MiB AM: a smashed Guard infantry division costs 2', () => {
    // Vincent attacks the disorganised Guard, which retreats through Legrand's hex (D): smashed.
    const s = activate(position({ vincent: { hex: '0505', facing: 2 }, guard: { ...DEFENDER, dis: true }, legrand: { hex: '0503' } }, { orders: { VI: ['attack', '0504'] } }), 'VI', 1).state;
    const effects = play(toRow(s, '0504', ['0505'], 5).state, roll(6), roll(6)).state; // Retreat 1; the Guard rolls F
    const { state } = play(effects, { type: 'retreat', to: '0503' });
    expect(unitState(state, 'guard').smashed).toBe(true);
    expect(state.armyMorale.french - s.armyMorale.french).toBe(-2);
  });
});
