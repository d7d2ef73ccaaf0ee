// The cavalry rules of March into Battle on the test battle: charges and countercharges (MiB 7.12), retreat before
// combat (7.6) and organic cavalry (7.13). Each position is a state of the test battle with the pieces moved by hand,
// in explicit chance mode so each test chooses its dice.
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { ChanceAction } from 'kriegsspiel';
import { createMarchIntoBattle, type MibAction, type MibContext, type MibEvent, type MibScenario, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { testMap, testScenario } from './fixture.js';
import { eventsOf, roll } from './position.js';

const rs = createMarchIntoBattle({ freeze: true });
const setupOf = (scenario: MibScenario): MibState => {
  const made = rs.setup(scenario, {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
};
const contextOf = (state: MibState): MibContext => {
  const compiled = rs.contextOf(state);
  if (!compiled.ok) throw new Error(compiled.violation.message);
  return compiled.context;
};
const start = setupOf(testScenario());
/** The test battle with Espagne's cavalry in IV Corps, an up slope 0903-0902 and a steep slope 0703-0702 (both uphill north). */
const mixed = setupOf({
  ...testScenario(),
  id: 'mib-test-cavalry',
  map: { ...testMap, hexsides: [...testMap.hexsides, { between: ['0902', '0903'], features: ['slope'], uphill: '0902' }, { between: ['0702', '0703'], features: ['steep'], uphill: '0702' }] },
  units: testScenario().units.map((u) => (u.id === 'espagne' ? { ...u, formation: 'IV' } : u)),
});
const ctx = contextOf(start);

const hex = (id: string): number => ctx.map.grid.indexOf(id);
const unit = (id: string): number => ctx.unitIndex.get(id)!;

/**
 * A day turn of the test battle with only the `pieces` on the map (unit id -> hex id), `formation` active under an
 * ATTACK order on `target`; each attacker faces the target, each defender faces the first attacker's hex. Commanders
 * and HQs stand far off, out of every fight.
 */
function battle(formation: string, target: string, pieces: Record<string, string>, edit: (s: Draft<MibState>) => void = () => {}, base = start): MibState {
  const { unitFormation } = contextOf(base);
  const f = ctx.formationIndex.get(formation)!;
  const attackerHex = Object.entries(pieces).find(([id]) => unitFormation[unit(id)] === f)![1];
  return produce(base, (s) => {
    s.phase = 'operations';
    s.turn = 3;
    s.active = f;
    s.checked = true;
    s.hq = { french: hex('0108'), austrian: hex('0101') };
    for (const formationState of s.formations) formationState.commander = -1;
    s.formations[f]!.order = { type: 'attack', target: hex(target), reached: false };
    for (const u of s.units.keys()) s.units[u]!.hex = -1;
    for (const [id, at] of Object.entries(pieces)) {
      const u = s.units[unit(id)]!;
      u.hex = hex(at);
      u.act = unitFormation[unit(id)] === f ? 0 : 2;
      u.mp = 10;
      const toward = at === target ? attackerHex : target;
      u.facing = Math.max(0, ctx.map.grid.directionTo(hex(at), hex(toward)));
    }
    edit(s);
  });
}


/** Applies actions in order, failing loudly on a refusal; the final state and every event. */
function play(state: MibState, ...actions: (MibAction | ChanceAction)[]): { state: MibState; events: MibEvent[] } {
  let current = state;
  const events: MibEvent[] = [];
  for (const action of actions) {
    const applied = rs.apply(current, action);
    if (!applied.ok) throw new Error(`${JSON.stringify(action)} refused: ${applied.violation.rule} ${applied.violation.message}`);
    current = applied.state;
    events.push(...(applied.events as MibEvent[]));
  }
  return { state: current, events };
}

/** The rule a refused action cites. */
function refusal(state: MibState, action: MibAction): string {
  const applied = rs.apply(state, action);
  if (applied.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return applied.violation.rule;
}

const attack = (target: string, from: string[], charge: boolean): MibAction => ({ type: 'attack', target, from, charge });
const step = (state: MibState) => rs.decision(state);
const piece = (state: MibState, id: string) => state.units[unit(id)]!;

describe('MiB 7.12: charges', () => {
  // Lasalle (cavalry, 5 SP, morale 4) south of Vincent (infantry, 7 SP, morale 3) in the clear at 0803.
  const clear = () => battle('CR', '0803', { lasalle: '0804', vincent: '0803' });

  it('MiB 7.12: cavalry attacking alone into clear may charge: the attack is listed plain and as a charge', () => {
    const attacks = rs.legalActions(clear()).filter((a) => 'type' in a && a.type === 'attack');
    expect(attacks).toEqual([attack('0803', ['0804'], false), attack('0803', ['0804'], true)]);
  });

  it('MiB 7.12: a charge is declared as a charge (attackDeclared.charge) and starts with the infantry\'s morale check', () => {
    const { state, events } = play(clear(), attack('0803', ['0804'], true));
    expect(eventsOf(events, 'attackDeclared')[0]).toMatchObject({ rule: 'MiB 7.12', charge: true, attackers: ['lasalle'], defenders: ['vincent'] });
    expect(step(state)).toMatchObject({ kind: 'chance', step: 'charge-check' });
    expect(state.combat!.checks).toEqual([{ unit: unit('vincent'), kind: 'halve' }]);
  });

  it('MiB 7.12: when every defending infantry unit passes its morale check, the cavalry is halved', () => {
    const { events } = play(clear(), attack('0803', ['0804'], true), roll(3), roll(3));
    expect(eventsOf(events, 'moraleCheck')[0]).toMatchObject({ rule: 'MiB 7.12', unit: 'vincent', roll: 3, rating: 3, passed: true });
    expect(eventsOf(events, 'charge')[0]).toMatchObject({ rule: 'MiB 7.12', cavalry: 'halved' });
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ attack: 2.5, defence: 7 });
  });

  it('MiB 7.12: when one defending infantry unit fails, the cavalry is not halved', () => {
    const s = battle('CR', '0803', { lasalle: '0804', vincent: '0803', volunteers: '0803' });
    const { events } = play(s, attack('0803', ['0804'], true), roll(1), roll(6), roll(3));
    expect(eventsOf(events, 'moraleCheck').map((e) => [e.unit, e.passed])).toEqual([['vincent', true], ['volunteers', false]]);
    expect(eventsOf(events, 'charge')[0]).toMatchObject({ cavalry: 'full' });
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ attack: 5, defence: 10 });
  });

  it('MiB 7.12: against disorganised defenders the cavalry is doubled, with no morale check', () => {
    const s = battle('CR', '0803', { lasalle: '0804', vincent: '0803' }, (d) => void (d.units[unit('vincent')]!.dis = true));
    const { state, events } = play(s, attack('0803', ['0804'], true));
    expect(eventsOf(events, 'charge')[0]).toMatchObject({ cavalry: 'doubled' });
    expect(step(state)).toMatchObject({ step: 'combat-roll' });
    expect(eventsOf(play(state, roll(3)).events, 'combatRolled')[0]).toMatchObject({ attack: 10, defence: 3.5 });
  });

  it('MiB 7.12: the charging cavalry gains one more fatigue level than cavalry in combat (FE)', () => {
    const { state, events } = play(clear(), attack('0803', ['0804'], true), roll(6), roll(3));
    expect(eventsOf(events, 'fatigue').filter((e) => e.unit === 'lasalle').map((e) => e.rule).sort()).toEqual(['MiB 7.12', 'MiB FE']);
    expect(piece(state, 'lasalle').fatigue).toBe(2);
  });

  it('MiB 7.12: a Retreat result against a charge is rolled on the Engaged column with the same modifier, and the defender stays', () => {
    // Vincent fails its check (6). 5 against 7 is −2, morale 4 against 3 is +1: roll 6 reads row 5, Retreat 1 at 0.
    const { state, events } = play(clear(), attack('0803', ['0804'], true), roll(6), roll(6));
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ attack: 5, defence: 7, drm: -1, row: 5 });
    expect(state.combat!.stacks.at(-1)).toMatchObject({ hex: hex('0803'), column: 'engaged', drm: 0 });
    const cet = play(state, roll(6), roll(6));
    expect(eventsOf(cet.events, 'effectRolled')).toMatchObject([{ hex: '0804', column: 'advance' }, { hex: '0803', column: 'engaged', roll: 6, modified: 6 }]);
    expect(eventsOf(cet.events, 'retreated')).toEqual([]);
    expect(cet.state.combat).toBeNull();
    expect(piece(cet.state, 'vincent').hex).toBe(hex('0803'));
  });

  it('MiB 7.12: infantry in the attack cannot charge; the cavalry of the same formation alone can', () => {
    const s = battle('IV', '0803', { molitor: '0804', espagne: '0703', vincent: '0803' }, () => {}, mixed);
    expect(refusal(s, attack('0803', ['0703', '0804'], true))).toBe('MiB 7.12');
    expect(rs.legalActions(s)).toContainEqual(attack('0803', ['0703'], true));
    expect(rs.legalActions(s)).not.toContainEqual(attack('0803', ['0804'], true));
  });

  it('MiB 10.1: tired cavalry may not charge', () => {
    const s = battle('CR', '0803', { lasalle: '0804', vincent: '0803' }, (d) => void (d.units[unit('lasalle')]!.fatigue = 3));
    expect(refusal(s, attack('0803', ['0804'], true))).toBe('MiB 10.1');
    expect(rs.legalActions(s)).toContainEqual(attack('0803', ['0804'], false));
  });

  // Target, attacking hex, the terrain that forbids the charge (TEC **, or terrain that modifies combat).
  const noCharge: readonly [string, string, string][] = [
    ['0404', '0504', 'village'], ['0303', '0304', 'forest'], ['0705', '0704', 'town'], ['0906', '0905', 'swamp'],
    ['0505', '0506', 'stream hexside'], ['0605', '0606', 'creek hexside'], ['0306', '0307', 'river bridge'],
    ['0902', '0903', 'up slope'], ['0702', '0703', 'steep slope uphill'], ['0703', '0702', 'steep slope downhill'],
  ];
  for (const [target, from, terrain] of noCharge) {
    it(`MiB TEC: no charge into or across ${terrain} (${from} into ${target})`, () => {
      const s = battle('CR', target, { lasalle: from, vincent: target }, () => {}, mixed);
      expect(rs.legalActions(s)).toContainEqual(attack(target, [from], false));
      expect(refusal(s, attack(target, [from], true))).toBe('MiB TEC');
    });
  }

  it('MiB TEC: down an up slope the charge is allowed (the slope modifies only an attack uphill)', () => {
    const s = battle('CR', '0903', { lasalle: '0902', vincent: '0903' }, () => {}, mixed);
    expect(rs.legalActions(s)).toContainEqual(attack('0903', ['0902'], true));
  });
});

describe('MiB 7.12: countercharges', () => {
  // Lasalle charges Hessen (cavalry, 6 SP, morale 5) in the clear at 0803.
  const cavalry = (edit: (s: Draft<MibState>) => void = () => {}) => battle('CR', '0803', { lasalle: '0804', hessen: '0803' }, edit);

  it('MiB 7.12: defending cavalry that passes its countercharge check is doubled, and rises a level besides combat\'s (FE)', () => {
    const { state, events } = play(cavalry(), attack('0803', ['0804'], true), roll(5), roll(3));
    expect(eventsOf(events, 'moraleCheck')[0]).toMatchObject({ rule: 'MiB 7.12', unit: 'hessen', roll: 5, rating: 5, passed: true });
    expect(eventsOf(events, 'charge')[0]).toMatchObject({ cavalry: 'full', countercharged: ['hessen'] });
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ attack: 5, defence: 12 });
    expect(piece(state, 'hessen').fatigue).toBe(2);
  });

  it('MiB 7.12: a failed countercharge is not doubled, and still rises a level', () => {
    const { state, events } = play(cavalry(), attack('0803', ['0804'], true), roll(6), roll(3));
    expect(eventsOf(events, 'charge')[0]).toMatchObject({ countercharged: [] });
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ attack: 5, defence: 6 });
    expect(piece(state, 'hessen').fatigue).toBe(2);
  });

  it('MiB OCE: tired defending cavalry may be charged but does not countercharge ("no charge")', () => {
    const { state, events } = play(cavalry((d) => void (d.units[unit('hessen')]!.fatigue = 3)), attack('0803', ['0804'], true));
    expect(step(state)).toMatchObject({ step: 'combat-roll' });
    expect(eventsOf(events, 'charge')[0]).toMatchObject({ cavalry: 'full', countercharged: [] });
    expect(eventsOf(play(state, roll(3)).events, 'combatRolled')[0]).toMatchObject({ defence: 3 });
  });

  it('MiB 7.12: a plain attack by cavalry makes no morale checks', () => {
    const { state } = play(cavalry(), attack('0803', ['0804'], false));
    expect(step(state)).toMatchObject({ step: 'combat-roll' });
  });
});

describe('MiB 7.6: cavalry retreat before combat', () => {
  // Molitor (infantry, IV) south of Hessen (cavalry) at 0805: Hessen may go to 0905, 0804 or the town 0705.
  const evasion = (edit: (s: Draft<MibState>) => void = () => {}, pieces: Record<string, string> = {}) =>
    play(battle('IV', '0805', { molitor: '0806', hessen: '0805', ...pieces }, edit), attack('0805', ['0806'], false)).state;

  it('MiB 7.6: cavalry attacked by infantry chooses first: retreat hexes farther from the attackers, or stand', () => {
    const s = evasion();
    expect(step(s)).toMatchObject({ kind: 'side', side: 'austrian', step: 'evade' });
    expect(rs.legalActions(s)).toEqual([{ type: 'evade', to: '0905' }, { type: 'evade', to: '0804' }, { type: 'evade', to: '0705' }, { type: 'stand' }]);
    expect(refusal(s, { type: 'evade', to: '0806' })).toBe('MiB 7.6');
  });

  it('MiB 7.6: the stack retreats hex by hex, rises a level and is disorganised; standing after a hex ends the attack', () => {
    const { state, events } = play(evasion(), { type: 'evade', to: '0804' }, { type: 'evade', to: '0803' }, { type: 'stand' });
    expect(eventsOf(events, 'retreated').map((e) => [e.rule, e.to])).toEqual([['MiB 7.6', '0804'], ['MiB 7.6', '0803']]);
    expect(eventsOf(events, 'fatigue')).toMatchObject([{ rule: 'MiB 7.6', unit: 'hessen', level: 1 }]);
    expect(eventsOf(events, 'disorganised')).toMatchObject([{ rule: 'MiB 7.6', unit: 'hessen' }]);
    expect(state.combat).toBeNull();
    expect(piece(state, 'hessen')).toMatchObject({ hex: hex('0803'), dis: true, fatigue: 1 });
    expect(piece(state, 'molitor')).toMatchObject({ hex: hex('0806'), act: 2 });
  });

  it('MiB 7.6: the retreat before combat stops after 4 hexes', () => {
    const { state } = play(evasion(), ...['0804', '0803', '0802', '0801'].map((to) => ({ type: 'evade', to }) as const));
    expect(state.combat).toBeNull();
    expect(piece(state, 'hessen').hex).toBe(hex('0801'));
  });

  it('MiB 7.6: already disorganised cavalry loses 1 straggler instead, and is not smashed', () => {
    const { state, events } = play(evasion((d) => void (d.units[unit('hessen')]!.dis = true)), { type: 'evade', to: '0804' }, { type: 'stand' });
    expect(eventsOf(events, 'stragglers')).toMatchObject([{ rule: 'MiB 7.6', unit: 'hessen', change: 1 }]);
    expect(piece(state, 'hessen')).toMatchObject({ s: 1, dis: true, smashed: false });
  });

  it('MiB 7.6: the path has the penalties of a retreat (7.3) without a second disorganisation: through friends, not smashed', () => {
    const { state, events } = play(evasion(() => {}, { kienmayer: '0804' }), { type: 'evade', to: '0804' }, { type: 'evade', to: '0803' }, { type: 'stand' });
    expect(eventsOf(events, 'smashed')).toEqual([]);
    expect(piece(state, 'hessen')).toMatchObject({ hex: hex('0803'), dis: true, smashed: false });
    expect(piece(state, 'kienmayer')).toMatchObject({ hex: hex('0804'), dis: false });
  });

  it('MiB 7.6: standing before any retreat fights the attack', () => {
    const { state } = play(evasion(), { type: 'stand' });
    expect(step(state)).toMatchObject({ step: 'combat-roll' });
    expect(piece(state, 'hessen')).toMatchObject({ hex: hex('0805'), dis: false, fatigue: 0 });
  });

  it('MiB 10.1: spent cavalry cannot retreat before combat', () => {
    expect(step(evasion((d) => void (d.units[unit('hessen')]!.fatigue = 5)))).toMatchObject({ step: 'combat-roll' });
  });

  it('MiB 7.6: a stack with infantry in it cannot retreat before combat', () => {
    expect(step(evasion(() => {}, { volunteers: '0805' }))).toMatchObject({ step: 'combat-roll' });
  });

  it('MiB 7.6: cavalry attacked by cavalry cannot retreat before combat (charge or not)', () => {
    const s = battle('CR', '0805', { lasalle: '0806', hessen: '0805' });
    expect(step(play(s, attack('0805', ['0806'], false)).state)).toMatchObject({ step: 'combat-roll' });
    expect(step(play(s, attack('0805', ['0806'], true)).state)).toMatchObject({ step: 'charge-check' });
  });
});

describe('MiB 7.13: organic cavalry', () => {
  // Kottulinsky (infantry, 8 SP, morale 3, organic cavalry 1 SP) attacks Molitor (infantry, 7 SP, morale 4) to its
  // south. 8 against 7 with morale −1: DRM −1; roll 6 reads row 5, Retreat 1. Kottulinsky's Advance roll 5 (D3 F)
  // and Molitor's Retreat roll 6 (F); Molitor retreats to 0805.
  const retreated = (edit: (s: Draft<MibState>) => void = () => {}) =>
    play(battle('VI', '0804', { kottulinsky: '0803', molitor: '0804' }, edit), attack('0804', ['0803'], false), roll(6), roll(5), roll(6), { type: 'retreat', to: '0805' });

  it('MiB 7.13: when the enemy retreats, the organic cavalry charges it: its SP against 1, force ratio DRM only', () => {
    const { state } = retreated();
    expect(step(state)).toMatchObject({ kind: 'chance', step: 'pursuit-roll' });
    const { events } = play(state, roll(6));
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ rule: 'MiB 7.13', attack: 1, defence: 1, drm: 0, roll: 6, row: 6 });
  });

  it('MiB 7.13: the retreating stack rolls on the Engaged column with the row\'s defender modifier', () => {
    // Row 6: the organic cavalry's Advance +1 (roll 6: D3 F, no loss), the defender's −1: roll 2 reads row 1, D 1c 1s 3F.
    const { state, events } = play(retreated().state, roll(6), roll(6), roll(2));
    expect(eventsOf(events, 'effectRolled')).toMatchObject([{ rule: 'MiB 7.13', column: 'advance' }, { rule: 'MiB CET', hex: '0805', column: 'engaged', roll: 2, modified: 1 }]);
    expect(piece(state, 'molitor')).toMatchObject({ hex: hex('0805'), c: 1, s: 1, dis: true });
    expect(state.combat).toBeNull();
  });

  it('MiB 7.13: the organic cavalry charges against the enemy\'s organic cavalry when it has some', () => {
    const { state } = retreated((d) => void (d.units[unit('molitor')]!.orgCav = 2));
    expect(eventsOf(play(state, roll(6)).events, 'combatRolled')[0]).toMatchObject({ rule: 'MiB 7.13', attack: 1, defence: 2, drm: -2, row: 4 });
  });

  it('MiB 7.13: the attacker\'s losses in this charge come off the organic cavalry, and nothing else touches the division', () => {
    // Row 1: the organic cavalry rolls Engaged −2; roll 1 reads row <1: D 1c, 2s, 3F, more than its 1 SP.
    const { state } = play(retreated().state, roll(1));
    const before = piece(state, 'kottulinsky');
    const { state: after, events } = play(state, roll(1));
    expect(eventsOf(events, 'loss')).toEqual([{ type: 'loss', rule: 'MiB 7.13', unit: 'kottulinsky', loss: 'c' }]);
    expect(piece(after, 'kottulinsky')).toEqual({ ...before, orgCav: 0 });
  });

  it('MiB 10.1: a tired division has no organic cavalry to charge with', () => {
    // At fatigue 2, the Advance roll's F makes Kottulinsky tired before the retreat ends.
    const { state } = retreated((d) => void (d.units[unit('kottulinsky')]!.fatigue = 2));
    expect(piece(state, 'kottulinsky').fatigue).toBe(3);
    expect(state.combat).toBeNull();
  });

  // Lasalle charges Kottulinsky at 0803.
  const charged = (edit: (s: Draft<MibState>) => void = () => {}) => battle('CR', '0803', { lasalle: '0804', kottulinsky: '0803' }, edit);

  it('MiB 7.13: a charged division adds its organic cavalry, which countercharges and is doubled on a success', () => {
    const { state, events } = play(charged(), attack('0803', ['0804'], true));
    expect(state.combat!.checks).toEqual([{ unit: unit('kottulinsky'), kind: 'halve' }, { unit: unit('kottulinsky'), kind: 'organic' }]);
    const rolled = play(state, roll(3), roll(3), roll(3));
    expect(eventsOf(rolled.events, 'moraleCheck').map((e) => [e.rule, e.passed])).toEqual([['MiB 7.12', true], ['MiB 7.13', true]]);
    expect(eventsOf(rolled.events, 'combatRolled')[0]).toMatchObject({ attack: 2.5, defence: 10 });
    expect(eventsOf(events, 'attackDeclared')[0]).toMatchObject({ charge: true });
  });

  it('MiB 7.13: a failed organic countercharge adds the organic cavalry undoubled', () => {
    const { events } = play(charged(), attack('0803', ['0804'], true), roll(3), roll(4), roll(3));
    expect(eventsOf(events, 'combatRolled')[0]).toMatchObject({ attack: 2.5, defence: 9 });
  });

  it('MiB 10.1: a tired division adds no organic cavalry and makes no organic countercharge', () => {
    const { state } = play(charged((d) => void (d.units[unit('kottulinsky')]!.fatigue = 3)), attack('0803', ['0804'], true));
    expect(state.combat!.checks).toEqual([{ unit: unit('kottulinsky'), kind: 'halve' }]);
    expect(eventsOf(play(state, roll(4), roll(3)).events, 'combatRolled')[0]).toMatchObject({ defence: 4 });
  });

  it('MiB 7.13: casualties come off the organic cavalry first', () => {
    // Both checks fail: 5 against 9 (−2) with morale +1: roll 6 reads row 5, the defender Engaged at 0; its roll 1: D 1c, 1s, 3F.
    const { state } = play(charged(), attack('0803', ['0804'], true), roll(4), roll(4), roll(6), roll(6), roll(1));
    expect(piece(state, 'kottulinsky')).toMatchObject({ orgCav: 0, c: 0, s: 1, dis: true });
  });
});
