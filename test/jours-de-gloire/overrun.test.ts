// JdG 8.4 (overrun), on Danube S1 positions: the French (9 + 10 + 9 PF under Moreau) against Sztaray's 4 PF in
// Heilbronn, whose neighbours are Heidelberg (Austrian cavalry), Stuttgart, Hall and Würzburg.
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { boxOf, choices, eventsOf, play, position, roll, type Placing } from './position.js';

const FRENCH: Record<string, Placing> = { 'g:moreau': 'heilbronn', moreau: 'heilbronn', lecourbe: 'heilbronn', 'st-cyr': 'heilbronn' };
const battle = (moves: Record<string, Placing> = {}, box = 'heilbronn'): JdgState => play(position({ ...FRENCH, ...moves }), { type: 'battle', box }).state;
const overrun = (moves: Record<string, Placing> = {}): JdgState => play(battle(moves), { type: 'overrun' }).state;
const step = (state: JdgState): string | null => {
  const decision = joursDeGloire.decision(state);
  return 'step' in decision ? decision.step : null;
};

describe('JdG 8.4: the overrun attempt', () => {
  it('JdG 8.4: an attacker with six times the defender\'s PF chooses to attempt an overrun or fight the battle', () => {
    expect(choices(battle())).toEqual({ who: 'french', actions: ['{"type":"fight"}', '{"type":"overrun"}'] });
    expect(step(play(battle(), { type: 'fight' }).state)).toBe('chits');
  });

  it('JdG 8.4: the odds are the printed PF, at least 6 to 1: 24 against 4 may overrun, 23 may not', () => {
    expect(step(battle({ 'st-cyr': ['heilbronn', 5] }))).toBe('overrun');
    expect(step(battle({ 'st-cyr': ['heilbronn', 4] }))).toBe('chits');
  });

  it('JdG 8.4: the overrun is a chance step of one die', () => {
    const state = overrun();
    expect(step(state)).toBe('overrun-die');
    expect(joursDeGloire.chanceOutcomes(state).map((o) => [o.action.value, o.probability])).toEqual([1, 2, 3, 4, 5, 6].map((v) => [v, 1 / 6]));
  });
});

describe('JdG 8.4: the overrun die', () => {
  it('JdG 8.4: on 1 or 2 the defender retreats one box without loss and the attacker stays', () => {
    for (const die of [1, 2]) {
      const rolled = play(overrun(), roll(die));
      expect(eventsOf(rolled.events, 'overrun')).toEqual([{ type: 'overrun', rule: 'JdG 8.4', box: 'heilbronn', attacker: 'french', roll: die, modified: die, result: 'retreat' }]);
      expect(choices(rolled.state).who).toBe('coalition');
      const { state } = play(rolled.state, { type: 'retreat', to: 'hall' });
      expect([boxOf(state, 'sztaray-inf'), state.pieces.find((p) => p.id === 'sztaray-inf')!.pf, boxOf(state, 'moreau'), state.battle]).toEqual(['hall', 4, 'heilbronn', null]);
    }
  });

  it('JdG 8.4: on 3 or 4 the defender loses half its PF and retreats, then the attacker may advance one box, never into an enemy box', () => {
    for (const die of [3, 4]) {
      let { state, events } = play(overrun(), roll(die));
      expect(eventsOf(events, 'overrun')[0]).toMatchObject({ result: 'losses' });
      state = play(state, { type: 'lose', piece: 'sztaray-inf' }, { type: 'lose', piece: 'sztaray-inf' }, { type: 'retreat', to: 'stuttgart' }).state;
      expect(state.pieces.find((p) => p.id === 'sztaray-inf')!.pf).toBe(2);
      // Heidelberg holds Austrian cavalry, Stuttgart now Sztaray
      expect(choices(state)).toEqual({ who: 'french', actions: ['{"type":"advance","to":"hall"}', '{"type":"advance","to":"wurzburg"}', '{"type":"stay"}'] });
      const advanced = play(state, { type: 'advance', to: 'hall' });
      expect(eventsOf(advanced.events, 'moved')[0]).toMatchObject({ rule: 'JdG 8.4', from: 'heilbronn', to: 'hall', secret: false });
      expect(['g:moreau', 'moreau', 'lecourbe', 'st-cyr'].map((id) => boxOf(advanced.state, id))).toEqual(['hall', 'hall', 'hall', 'hall']);
    }
  });

  it('JdG 8.4: on 5 or more the defender is eliminated and the attacker may advance', () => {
    for (const die of [5, 6]) {
      const { state, events } = play(overrun(), roll(die));
      expect(eventsOf(events, 'eliminated').map((e) => [e.piece, e.rule])).toEqual([['sztaray-inf', 'JdG 8.4']]);
      expect(choices(state).actions).toEqual(['{"type":"advance","to":"hall"}', '{"type":"advance","to":"stuttgart"}', '{"type":"advance","to":"wurzburg"}', '{"type":"stay"}']);
      expect(play(state, { type: 'stay' }).state.battle).toBeNull();
    }
  });

  it('JdG 8.4: a cavalry unit with the attacker adds 1 to the die', () => {
    expect(eventsOf(play(overrun({ hautpoul: 'heilbronn' }), roll(4)).events, 'overrun')[0]).toMatchObject({ roll: 4, modified: 5, result: 'eliminated' });
    expect(eventsOf(play(overrun({ hautpoul: 'heilbronn' }), roll(2)).events, 'overrun')[0]).toMatchObject({ roll: 2, modified: 3, result: 'losses' });
  });

  it('JdG 8.4: a defender with no box free of the enemy to retreat to is eliminated', () => {
    const surrounded = { 'sztaray-cav': 'karlsruhe', 'st-suzanne': 'heidelberg', sahuc: 'stuttgart', nansouty: 'hall', 'g:lecourbe': 'wurzburg' } as const;
    const { state, events } = play(overrun(surrounded), roll(1));
    expect(eventsOf(events, 'eliminated').map((e) => [e.piece, e.rule])).toEqual([['sztaray-inf', 'JdG 8.4']]);
    expect(state.battle).toBeNull();
  });

  it('JdG 8.4: an overrun scores no victory points', () => {
    const { state, events } = play(overrun(), roll(6), { type: 'stay' });
    expect(state.vp).toEqual({ french: 0, coalition: 0 });
    expect(eventsOf(events, 'battleEnded')).toEqual([]);
  });
});

describe('JdG 8.4 and 8.8: the citadel against an overrun', () => {
  const ulm = { 'g:moreau': 'ulm', moreau: 'ulm', lecourbe: 'ulm', 'st-cyr': 'ulm', 'nauendorf-inf': ['ulm', 4] } as const;

  it('JdG 8.4: a defender in a fortified city may shelter in the citadel and so avoid the overrun', () => {
    const state = play(position(ulm), { type: 'battle', box: 'ulm' }).state;
    expect(choices(state).who).toBe('coalition');
    expect(choices(play(state, { type: 'shelter' }).state)).toEqual({ who: 'french', actions: ['{"type":"assault"}', '{"type":"besiege"}'] });
    expect(choices(play(state, { type: 'defend' }).state)).toEqual({ who: 'french', actions: ['{"type":"fight"}', '{"type":"overrun"}'] });
  });
});
