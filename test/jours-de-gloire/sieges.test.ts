// JdG 8.8 (fortified cities and sieges), 8.7 (the assault), 4.5 (no siege out of command) and the Combat Table's
// defensive terrain for a fortified city, on Danube S1 positions around Ulm (clear, fortified).
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf } from './invariants.js';
import { boxOf, choices, eventsOf, play, position, roll, type Placing } from './position.js';

const AUSTRIANS_IN_ULM: Record<string, Placing> = { 'g:kray': 'ulm', 'nauendorf-inf': 'ulm', 'nauendorf-cav': 'ulm' };
const FRENCH_IN_ULM: Record<string, Placing> = { 'g:moreau': 'ulm', moreau: 'ulm', lecourbe: 'ulm', hautpoul: 'ulm' };
const skirmish = [{ type: 'chit', side: 'french', tactic: 'skirmish' }, { type: 'chit', side: 'coalition', tactic: 'skirmish' }] as const;
const ulmBattle = (extra: Parameters<typeof position>[1] = {}): JdgState => play(position({ ...AUSTRIANS_IN_ULM, ...FRENCH_IN_ULM }, extra), { type: 'battle', box: 'ulm' }).state;
const step = (state: JdgState): string | null => {
  const decision = joursDeGloire.decision(state);
  return 'step' in decision ? decision.step : null;
};
type PositionSieges = NonNullable<NonNullable<Parameters<typeof position>[1]>['sieges']>;
const siegesOf = (state: JdgState) => state.sieges.map((s) => ({ ...s, box: contextOf(state).boxIds[s.box] }));

describe('JdG 8.8: a fortified city and its holder', () => {
  it('JdG 8.8: an unoccupied fortified city is taken by a unit entering it', () => {
    const start = position({ 'g:lecourbe': 'stuttgart', lecourbe: 'stuttgart' }, { phase: 'movement', pc: { rhin: 5 } });
    const { state, events } = play(start, { type: 'form', box: 'stuttgart' }, { type: 'add', piece: 'g:lecourbe' }, { type: 'add', piece: 'lecourbe' }, { type: 'go' }, { type: 'move', to: 'ulm' });
    expect(eventsOf(events, 'controlChanged')).toEqual([{ type: 'controlChanged', rule: 'JdG 9.0', box: 'ulm', side: 'french' }]);
    expect(state.control['ulm']).toBe('french');
  });

  it('JdG 8.8: the defender of a fortified city chooses, before the battle, to defend normally or shelter in the citadel', () => {
    expect(choices(ulmBattle())).toEqual({ who: 'coalition', actions: ['{"type":"defend"}', '{"type":"shelter"}'] });
  });

  it('JdG 8.8: a box that is not a fortified city offers no citadel: the chits come at once', () => {
    const state = play(position({ 'g:moreau': 'heilbronn', moreau: 'heilbronn' }), { type: 'battle', box: 'heilbronn' }).state;
    expect(step(state)).toBe('chits');
  });

  it('JdG 8.8: units that intercepted into a city the enemy had just entered do not hold it: no citadel for them', () => {
    const state = ulmBattle({ intercepted: ['nauendorf-inf', 'nauendorf-cav'] });
    expect(step(state)).toBe('chits');
    expect(state.battle!.city).toBe(false);
  });
});

describe('JdG 8.8 and the Combat Table: defending a fortified city normally', () => {
  it('JdG 8.8: the city is defensive terrain to its holder (A -1L, D +1R, cavalry halved, no clear-terrain +1), unlike an open clear box', () => {
    const fight = (battle: JdgState) => eventsOf(play(battle, ...skirmish, roll(3), roll(3)).events, 'roundFought')[0]!;
    const walled = fight(play(ulmBattle(), { type: 'defend' }).state);
    // French 9 + 10 + cavalry 1 halved = 19 on 16-21 shifted left; Austrians 11 + cavalry 2 halved = 12 on 11-15 shifted right
    expect(walled).toMatchObject({ pf: { french: 19, coalition: 12 }, column: { french: '11-15', coalition: '16-21' }, modified: { french: 3 + 3 + 1, coalition: 3 + 1 - 1 } });
    const open = position({ 'g:kray': 'gunzburg', 'nauendorf-inf': 'gunzburg', 'nauendorf-cav': 'gunzburg', 'g:moreau': 'gunzburg', moreau: 'gunzburg', lecourbe: 'gunzburg', hautpoul: 'gunzburg' });
    const field = fight(play(open, { type: 'battle', box: 'gunzburg' }).state);
    expect(field).toMatchObject({ pf: { french: 20, coalition: 13 }, column: { french: '16-21', coalition: '11-15' }, modified: { french: 7, coalition: 3 + 1 - 1 + 1 } });
  });

  it('JdG 8.8: a defender who defends normally and loses may retreat', () => {
    let { state } = play(ulmBattle(), { type: 'defend' }, ...skirmish, roll(6), roll(1));
    state = play(state, { type: 'lose', piece: 'nauendorf-inf' }, { type: 'lose', piece: 'nauendorf-cav' }).state;
    const { who, actions } = choices(state);
    expect(who).toBe('coalition');
    expect(actions).toContain('{"type":"retreat","to":"stuttgart"}');
    expect(actions).not.toContain('{"type":"stay"}');
  });
});

describe('JdG 8.8, 8.7: the citadel assaulted', () => {
  const sheltered = () => play(ulmBattle(), { type: 'shelter' }).state;

  it('JdG 8.8: when the defender shelters, the attacker chooses an assault or a siege', () => {
    expect(choices(sheltered())).toEqual({ who: 'french', actions: ['{"type":"assault"}', '{"type":"besiege"}'] });
  });

  it('JdG 8.8 and the Combat Table: an assault quarters the attacker\'s PF (defender in a fortified city), besides the defensive terrain', () => {
    const { events } = play(sheltered(), { type: 'assault' }, ...skirmish, roll(3), roll(3));
    // 9/4 + 10/4 + 1/2/4 = 4.875: 4 PF, on 4-6 shifted left to 1-3
    expect(eventsOf(events, 'roundFought')[0]).toMatchObject({ pf: { french: 4, coalition: 12 }, column: { french: '1-3', coalition: '16-21' } });
  });

  it('JdG 8.7: a defender who loses an assault is eliminated without retreat, his generals captured (3 VP for a commander-in-chief)', () => {
    let { state } = play(sheltered(), { type: 'assault' }, ...skirmish, roll(6), roll(1));
    const { state: after, events } = play(state, { type: 'lose', piece: 'nauendorf-inf' });
    state = after;
    expect(eventsOf(events, 'eliminated').map((e) => [e.piece, e.rule])).toEqual([['nauendorf-inf', 'JdG 8.7'], ['nauendorf-cav', 'JdG 8.7']]);
    expect(eventsOf(events, 'captured')).toEqual([{ type: 'captured', rule: 'JdG 8.7', side: 'coalition', piece: 'g:kray', box: 'ulm' }]);
    expect(state.vp.french).toBe(3);
    expect(step(state)).toBe('victor');
    expect(play(state, { type: 'stay' }).state.control['ulm']).toBe('french');
  });

  it('JdG 8.8: an attacker who loses an assault retreats; the defender keeps his city', () => {
    let { state } = play(sheltered(), { type: 'assault' }, ...skirmish, roll(1), roll(6));
    state = play(state, { type: 'lose', piece: 'moreau' }).state;
    expect(choices(state).who).toBe('french');
    expect(step(state)).toBe('retreat');
    expect(boxOf(state, 'nauendorf-inf')).toBe('ulm');
  });
});

describe('JdG 8.8: the siege, S1-S3', () => {
  const besieged = () => play(ulmBattle(), { type: 'shelter' }, { type: 'besiege' }).state;

  it('JdG 8.8 S1-S2: a siege places Siege 1 and rolls at once: the city falls on 5 or 6, the defenders eliminated and their generals captured', () => {
    for (const die of [5, 6]) {
      const { state, events } = play(besieged(), roll(die));
      expect(eventsOf(events, 'siegeRolled')).toEqual([{ type: 'siegeRolled', rule: 'JdG 8.8', box: 'ulm', besieger: 'french', level: 1, roll: die, fallen: true }]);
      expect(eventsOf(events, 'eliminated').map((e) => [e.piece, e.rule])).toEqual([['nauendorf-inf', 'JdG 8.8'], ['nauendorf-cav', 'JdG 8.8']]);
      expect(eventsOf(events, 'captured').map((e) => [e.piece, e.rule])).toEqual([['g:kray', 'JdG 8.8']]);
      expect([state.vp.french, state.control['ulm'], state.sieges.length]).toEqual([3, 'french', 0]);
    }
  });

  it('JdG 8.8 S2: on 1 to 4 the marker turns to Siege 2 and both sides stay in the box', () => {
    for (const die of [1, 2, 3, 4]) {
      const { state, events } = play(besieged(), roll(die));
      expect(eventsOf(events, 'siegeRolled')[0]).toMatchObject({ level: 1, roll: die, fallen: false });
      expect(siegesOf(state)).toEqual([{ box: 'ulm', besieger: 'french', level: 2 }]);
      expect([boxOf(state, 'nauendorf-inf'), boxOf(state, 'moreau'), state.control['ulm']]).toEqual(['ulm', 'ulm', 'coalition']);
      expect(joursDeGloire.validate(state)).toBeNull();
    }
  });

  it('JdG 8.8 S3: in a later combat phase the besieger assaults or rolls again: 2 to 6 the city falls, 1 the siege goes on', () => {
    const next = ulmBattle({ sieges: [{ box: 'ulm', besieger: 'french', level: 2 }] });
    expect(choices(next)).toEqual({ who: 'french', actions: ['{"type":"assault"}', '{"type":"besiege"}'] });
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const { state, events } = play(next, { type: 'besiege' }, roll(die));
      expect(eventsOf(events, 'siegeRolled')[0]).toMatchObject({ level: 2, roll: die, fallen: die >= 2 });
      expect(state.sieges.length).toBe(die >= 2 ? 0 : 1);
      expect(boxOf(state, 'nauendorf-inf')).toBe(die >= 2 ? '-eliminated' : 'ulm');
    }
  });

  it('JdG 4.5: a force with no LdC to any general cannot besiege: it must assault', () => {
    const alone = play(position({ ...AUSTRIANS_IN_ULM, moreau: 'ulm', lecourbe: 'ulm' }), { type: 'battle', box: 'ulm' }, { type: 'shelter' }).state;
    expect(choices(alone).actions).toEqual(['{"type":"assault"}']);
  });
});

describe('JdG 8.8: the besieged', () => {
  const BESIEGERS: Record<string, Placing> = { 'g:lecourbe': 'ulm', lecourbe: 'ulm' };
  const SIEGE = { sieges: [{ box: 'ulm', besieger: 'french', level: 2 }] } as const;
  const sortieBattle = () => play(position({ ...AUSTRIANS_IN_ULM, ...BESIEGERS }, { ...SIEGE, player: 'coalition' }), { type: 'battle', box: 'ulm' }).state;

  it('JdG 8.8: in his combat phase the besieged makes a sortie or holds the citadel (an interpretation)', () => {
    expect(choices(sortieBattle())).toEqual({ who: 'coalition', actions: ['{"type":"hold"}', '{"type":"sortie"}'] });
    const { state, events } = play(sortieBattle(), { type: 'hold' });
    expect(eventsOf(events, 'roundFought')).toEqual([]);
    expect(siegesOf(state)).toEqual([{ box: 'ulm', besieger: 'french', level: 2 }]);
  });

  it('JdG 8.0, 8.8: a relief force that came into the besieged box this turn must fight: no holding the citadel then', () => {
    const start = position({ ...AUSTRIANS_IN_ULM, ...BESIEGERS, 'sztaray-cav': 'ulm' }, { ...SIEGE, player: 'coalition' });
    const relief = { ...start, pieces: start.pieces.map((p) => (p.id === 'sztaray-cav' ? { ...p, from: contextOf(start).map.indexOf('heidelberg'), moved: true } : p)) };
    expect(choices(play(relief, { type: 'battle', box: 'ulm' }).state)).toEqual({ who: 'coalition', actions: ['{"type":"sortie"}'] });
  });

  it('JdG 8.8: a sortie is a normal battle: the besiegers outside the walls defend in the open (clear +1, no shift)', () => {
    const { events } = play(sortieBattle(), { type: 'sortie' }, ...skirmish, roll(1), roll(6));
    expect(eventsOf(events, 'roundFought')[0]).toMatchObject({ pf: { coalition: 13, french: 10 }, column: { coalition: '11-15', french: '7-10' }, modified: { coalition: 1 + 1 - 1, french: 6 + 2 + 1 + 1 } });
  });

  it('JdG 8.8: besiegers beaten by a sortie are expelled and the siege ends', () => {
    let { state } = play(sortieBattle(), { type: 'sortie' }, ...skirmish, roll(6), roll(1));
    const after = play(state, { type: 'lose', piece: 'lecourbe' });
    state = after.state;
    expect(eventsOf(after.events, 'siegeLifted')).toEqual([{ type: 'siegeLifted', rule: 'JdG 8.8', box: 'ulm', besieger: 'french' }]);
    expect([choices(state).who, step(state), state.sieges.length]).toEqual(['french', 'retreat', 0]);
  });

  it('JdG 8.8: besieged beaten in a sortie may fall back into their citadel: no pursuit, the siege goes on', () => {
    let { state } = play(sortieBattle(), { type: 'sortie' }, ...skirmish, roll(1), roll(6));
    state = play(state, { type: 'lose', piece: 'nauendorf-inf' }, { type: 'lose', piece: 'nauendorf-cav' }).state;
    expect(choices(state).actions).toContain('{"type":"stay"}');
    state = play(state, { type: 'stay' }).state;
    expect(step(state)).toBe('victor');
    state = play(state, { type: 'stay' }).state;
    expect(siegesOf(state)).toEqual([{ box: 'ulm', besieger: 'french', level: 2 }]);
  });

  it('JdG 8.8: the besieged cannot leave the citadel by moving (an interpretation)', () => {
    const state = position({ ...AUSTRIANS_IN_ULM, ...BESIEGERS }, { ...SIEGE, player: 'coalition', phase: 'movement', pc: { kray: 6 } });
    expect(choices(state).actions).not.toContain('{"type":"form","box":"ulm"}');
    expect(joursDeGloire.check(state, { type: 'form', box: 'ulm' })).not.toBeNull();
  });

  it('JdG 8.8: a siege ends when its besiegers leave the box (and would start again at Siege 1)', () => {
    const start = position({ ...AUSTRIANS_IN_ULM, ...BESIEGERS }, { ...SIEGE, phase: 'movement', pc: { rhin: 5 } });
    const { state, events } = play(start, { type: 'form', box: 'ulm' }, { type: 'add', piece: 'g:lecourbe' }, { type: 'add', piece: 'lecourbe' }, { type: 'go' }, { type: 'move', to: 'stuttgart' });
    expect(eventsOf(events, 'siegeLifted')).toEqual([{ type: 'siegeLifted', rule: 'JdG 8.8', box: 'ulm', besieger: 'french' }]);
    expect(state.sieges).toEqual([]);
  });

  it('JdG 8.8: the siege marker is public: both sides see it', () => {
    const state = sortieBattle();
    for (const side of ['french', 'coalition'] as const) {
      const view = joursDeGloire.view(state, side);
      expect(view.ok && view.view.sieges).toEqual(state.sieges);
    }
  });

  it('JdG 8.8: a saved state is refused with a siege marker outside a fortified city, or without both sides in its box', () => {
    const state = sortieBattle();
    const heilbronn = contextOf(state).map.indexOf('heilbronn');
    expect(joursDeGloire.validate({ ...state, sieges: [{ box: heilbronn, besieger: 'french', level: 1 }] })?.message).toMatch(/^sieges\[0\]\.box: heilbronn is not a fortified city/);
    const strasbourg = contextOf(state).map.indexOf('strasbourg');
    expect(joursDeGloire.validate({ ...state, sieges: [{ box: strasbourg, besieger: 'coalition', level: 1 }] })?.message).toMatch(/^sieges\[0\]: strasbourg does not hold both/);
  });
});

describe('JdG 8.8: nothing gets into a besieged citadel (an interpretation)', () => {
  const SIEGED: Record<string, Placing> = { ...AUSTRIANS_IN_ULM, 'nauendorf-inf': ['ulm', 9], 'g:lecourbe': 'ulm', lecourbe: 'ulm' };

  it('JdG 8.8: units shut in a besieged citadel take no PF reinforcements (3.3)', () => {
    const due = (moves: Record<string, Placing>, sieges: PositionSieges) => {
      const state = { ...position(moves, { phase: 'movement', player: 'coalition', sieges }), phase: 'reinforcement' as const, pfPool: [{ side: 'coalition' as const, arm: 'infantry' as const, pf: 1, army: null, unit: -1, from: 1 }] };
      return joursDeGloire.legalActions(state).map((a) => JSON.stringify(a));
    };
    expect(due(SIEGED, [{ box: 'ulm', besieger: 'french', level: 2 }])).not.toContain('{"type":"reinforce","unit":"nauendorf-inf"}');
    expect(due({ ...AUSTRIANS_IN_ULM, 'nauendorf-inf': ['ulm', 9] }, [])).toContain('{"type":"reinforce","unit":"nauendorf-inf"}');
  });

  it('JdG 7.1: the besieged side\'s dummies do not come back into the besieged citadel', () => {
    const { state } = play(ulmBattle({ sieges: [{ box: 'ulm', besieger: 'french', level: 2 }] }), { type: 'besiege' }, roll(1));
    const ctx = contextOf(state);
    const boxes = new Set(state.placing.flatMap((p) => p.boxes.map((b) => ctx.boxIds[b])));
    expect(state.player).toBe('coalition');
    expect(boxes.has('heilbronn')).toBe(true);
    expect(boxes.has('ulm')).toBe(false);
  });
});
