// JdG 6.3 (cavalry reconnaissance, withdrawal after it and before combat) and 7.1 (dummies shown by a
// reconnaissance), on Danube S1 positions: French cavalry with Moreau at Stuttgart scouting the Austrians at Ulm.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joursDeGloire, RECONNAISSANCE_TABLE, type JdgAction, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { bandResult } from '../../rulesets/jours-de-gloire/tables/smallTables.js';
import { boxOf, choices, eventsOf, play, position, roll, type Placing } from './position.js';

const SCOUTS: Record<string, Placing> = { 'g:moreau': 'stuttgart', hautpoul: 'stuttgart', nansouty: 'stuttgart', sahuc: 'stuttgart' };
const HELD_ULM: Record<string, Placing> = { 'g:kray': 'ulm', 'nauendorf-inf': 'ulm', reuss: 'ulm', 'co-dummy-infantry-1': 'ulm' };
const RIDE = [{ type: 'form', box: 'stuttgart' }, { type: 'add', piece: 'g:moreau' }, { type: 'add', piece: 'hautpoul' }, { type: 'add', piece: 'nansouty' }, { type: 'add', piece: 'sahuc' }, { type: 'go' }, { type: 'move', to: 'ulm' }] as const;

/** The French scouts (3 PF, cohesion 4, 4, 3) have just entered Ulm, held by the Austrian counters of `ulm`. */
const arrived = (ulm: Record<string, Placing>, scouts: Record<string, Placing> = SCOUTS, ride: readonly JdgAction[] = RIDE): JdgState =>
  play(position({ ...scouts, ...ulm }, { phase: 'movement', pc: { rhin: 5 } }), ...ride).state;
const step = (state: JdgState): string | null => {
  const decision = joursDeGloire.decision(state);
  return 'step' in decision ? decision.step : null;
};
const frenchView = (state: JdgState) => {
  const seen = joursDeGloire.view(state, 'french');
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
};
/** The Austrian counters the French can see (face up, or off the map). */
const seenByFrench = (state: JdgState): string[] => frenchView(state).pieces.filter((p) => p.side === 'coalition' && !p.hidden).map((p) => p.id).sort();
/** The Austrian counters the French see in `after` and did not in `before`. */
const learned = (before: JdgState, after: JdgState): string[] => seenByFrench(after).filter((id) => !seenByFrench(before).includes(id));

describe('JdG 6.3: declaring a reconnaissance', () => {
  it('JdG 6.3: cavalry that has just entered a box held only by the enemy may declare a reconnaissance', () => {
    expect(choices(arrived(HELD_ULM)).actions).toContain('{"type":"reconnoitre"}');
  });

  it('JdG 6.3: the scouts show themselves; without enemy cavalry the die is read on the column of their PF (3: the 3-4 column)', () => {
    const { state, events } = play(arrived(HELD_ULM), { type: 'reconnoitre' });
    expect(eventsOf(events, 'revealed')).toEqual([{ type: 'revealed', rule: 'JdG 6.3', side: 'french', box: 'ulm', pieces: ['g:moreau', 'hautpoul', 'nansouty', 'sahuc'] }]);
    expect(eventsOf(events, 'reconnoitred')).toEqual([{ type: 'reconnoitred', rule: 'JdG 6.3', side: 'french', box: 'ulm', pf: 3, screen: 0, failed: false }]);
    expect(state.recon).toMatchObject({ stage: 'roll', column: 3, modifier: 0, screened: false });
    expect(joursDeGloire.decision(state)).toMatchObject({ kind: 'chance', step: 'recon-die' });
    // the Austrians now see the scouts face up
    const austrian = joursDeGloire.view(state, 'coalition');
    expect(austrian.ok && austrian.view.pieces.filter((p) => p.side === 'french' && !p.hidden && p.box >= 0).map((p) => p.id)).toContain('hautpoul');
  });

  it('JdG 6.3: a stack with infantry may not reconnoitre, and the refusal says why', () => {
    const scouts = { ...SCOUTS, moreau: 'stuttgart' } as const;
    const ride = [...RIDE.slice(0, 5), { type: 'add', piece: 'moreau' }, { type: 'go' }, { type: 'move', to: 'ulm' }] as const;
    const state = arrived(HELD_ULM, scouts, ride);
    const refused = joursDeGloire.check(state, { type: 'reconnoitre' });
    expect(refused).toMatchObject({ code: 'not-cavalry', rule: 'JdG 6.3' });
    expect(choices(state).actions).not.toContain('{"type":"reconnoitre"}');
  });

  it('JdG 6.3: only in a box the stack has just entered and that holds the enemy; once a stack', () => {
    const unmoved = play(position({ ...SCOUTS }, { phase: 'movement', pc: { rhin: 5 } }), ...RIDE.slice(0, 6)).state;
    expect(joursDeGloire.check(unmoved, { type: 'reconnoitre' })).toMatchObject({ code: 'no-enemy-box', rule: 'JdG 6.3' });
    const done = play(arrived(HELD_ULM), { type: 'reconnoitre' }, roll(1), { type: 'stay' }).state;
    expect(joursDeGloire.check(done, { type: 'reconnoitre' })).toMatchObject({ code: 'already-scouted', rule: 'JdG 6.3' });
  });

  it('JdG 6.3: not in a box where friendly units already stand (it must hold only enemy units)', () => {
    const state = arrived({ ...HELD_ULM, 'st-cyr': 'ulm' });
    expect(joursDeGloire.check(state, { type: 'reconnoitre' })).toMatchObject({ code: 'not-enemy-box', rule: 'JdG 6.3' });
  });

  it('JdG 10.0: there is no reconnaissance in the solitaire game', () => {
    const state = arrived(HELD_ULM);
    const solitaire = { ...state, options: { ...state.options, solitaire: true } };
    expect(joursDeGloire.check(solitaire, { type: 'reconnoitre' })).toMatchObject({ code: 'solitaire', rule: 'JdG 10.0' });
  });
});

describe('JdG 6.3, 7.1: what a reconnaissance shows', () => {
  it('JdG 6.3: a 1 on the 3-4 column shows nothing', () => {
    const { state } = play(arrived(HELD_ULM), { type: 'reconnoitre' }, roll(1));
    expect(learned(arrived(HELD_ULM), state)).toEqual([]);
    expect(step(state)).toBe('recon-withdraw');
  });

  it('JdG 6.3, 7.1: a dummy is shown first and removed: a 2 (one counter) takes the dummy and shows no unit', () => {
    const { state, events } = play(arrived(HELD_ULM), { type: 'reconnoitre' }, roll(2));
    expect(eventsOf(events, 'reconnaissanceRolled')[0]).toMatchObject({ roll: 2, modified: 2, column: 3, shown: 1 });
    expect(eventsOf(events, 'dummiesRemoved')).toEqual([{ type: 'dummiesRemoved', rule: 'JdG 6.3', side: 'coalition', box: 'ulm', count: 1 }]);
    expect(boxOf(state, 'co-dummy-infantry-1')).toBe('-spare');
    expect(frenchView(state).faceDown.find((f) => f.box === 'ulm')!.markers).toHaveLength(3); // Kray, Nauendorf, Reuss
  });

  it('JdG 6.3: with more units than it shows, the owner chooses which (an interpretation), the dummy first; generals stay face down', () => {
    let { state } = play(arrived(HELD_ULM), { type: 'reconnoitre' }, roll(5));
    expect(state.recon).toMatchObject({ stage: 'reveal', owed: 1 });
    expect(choices(state)).toEqual({ who: 'coalition', actions: ['{"type":"reveal","piece":"nauendorf-inf"}', '{"type":"reveal","piece":"reuss"}'] });
    expect(joursDeGloire.check(state, { type: 'reveal', piece: 'g:kray' })).toMatchObject({ rule: 'JdG 6.3' });
    const revealed = play(state, { type: 'reveal', piece: 'reuss' });
    state = revealed.state;
    expect(eventsOf(revealed.events, 'revealed')).toEqual([{ type: 'revealed', rule: 'JdG 6.3', side: 'coalition', box: 'ulm', pieces: ['reuss'] }]);
    expect(learned(arrived(HELD_ULM), state)).toEqual(['co-dummy-infantry-1', 'reuss']);
    expect(step(state)).toBe('recon-withdraw');
  });

  it('JdG 6.3: when the result covers every unit, all are shown without a choice', () => {
    const { state, events } = play(arrived({ 'nauendorf-inf': 'ulm' }), { type: 'reconnoitre' }, roll(6));
    expect(eventsOf(events, 'revealed').at(-1)).toEqual({ type: 'revealed', rule: 'JdG 6.3', side: 'coalition', box: 'ulm', pieces: ['nauendorf-inf'] });
    expect(step(state)).toBe('recon-withdraw');
  });

  it('JdG 6.3: enemy cavalry screens: it is shown and the table is read on the excess PF (3 - 2 = 1: the 1-2 column)', () => {
    const start = arrived({ 'nauendorf-inf': 'ulm', 'nauendorf-cav': 'ulm' });
    const { state, events } = play(start, { type: 'reconnoitre' });
    expect(eventsOf(events, 'revealed')[1]).toEqual({ type: 'revealed', rule: 'JdG 6.3', side: 'coalition', box: 'ulm', pieces: ['nauendorf-cav'] });
    expect(eventsOf(events, 'reconnoitred')[0]).toMatchObject({ pf: 3, screen: 2, failed: false });
    expect(state.recon).toMatchObject({ column: 1, modifier: 0, screened: true }); // cohesion (4+4+3)/3 = 3 against 3
    const after = play(state, roll(3));
    expect(eventsOf(after.events, 'reconnaissanceRolled')[0]).toMatchObject({ shown: 1 });
    expect(learned(start, after.state)).toEqual(['nauendorf-cav', 'nauendorf-inf']);
  });

  it('JdG 6.3: a screen as strong as the scouts makes the reconnaissance fail at once, without a die', () => {
    const scouts = { 'g:moreau': 'stuttgart', hautpoul: 'stuttgart' } as const;
    const ride = [RIDE[0], RIDE[1], RIDE[2], { type: 'go' }, RIDE[6]] as const;
    const start = arrived({ 'nauendorf-inf': 'ulm', 'nauendorf-cav': ['ulm', 1] }, scouts, ride);
    const { state, events } = play(start, { type: 'reconnoitre' });
    expect(eventsOf(events, 'reconnoitred')[0]).toMatchObject({ pf: 1, screen: 1, failed: true });
    expect(step(state)).toBe('recon-withdraw');
    expect(learned(start, state)).toEqual(['nauendorf-cav']);
  });

  it('JdG 6.3 (Reconnaissance Table modifiers): the scouts\' better average cohesion is added to the die', () => {
    const scouts = { 'g:moreau': 'stuttgart', hautpoul: 'stuttgart', nansouty: 'stuttgart' } as const;
    const ride = [...RIDE.slice(0, 4), { type: 'go' }, RIDE[6]] as const;
    const state = play(arrived({ 'nauendorf-inf': 'ulm', 'nauendorf-cav': ['ulm', 1] }, scouts, ride), { type: 'reconnoitre' }).state;
    expect(state.recon).toMatchObject({ column: 1, modifier: 1 }); // cohesion 4 against 3
    const { events } = play(state, roll(2));
    expect(eventsOf(events, 'reconnaissanceRolled')[0]).toMatchObject({ roll: 2, modified: 3, shown: 1 }); // row 3 of 1-2, where 2 gives 0
  });
});

describe('JdG 6.3: withdrawal after a reconnaissance', () => {
  const scouted = () => play(arrived(HELD_ULM), { type: 'reconnoitre' }, roll(1)).state;

  it('JdG 6.3: the scouts may withdraw to the box they came from, or stay', () => {
    expect(choices(scouted())).toEqual({ who: 'french', actions: ['{"type":"retreat","to":"stuttgart"}', '{"type":"stay"}'] });
    expect(joursDeGloire.check(scouted(), { type: 'retreat', to: 'gunzburg' })).toMatchObject({ rule: 'JdG 6.3' });
  });

  it('JdG 6.3: each cavalry unit rolls; without enemy cavalry the French lose 1 PF on a 6 only (5-6, less 1)', () => {
    let { state, events } = play(scouted(), { type: 'retreat', to: 'stuttgart' }, roll(6), roll(5), roll(1));
    expect(eventsOf(events, 'pfChanged')).toEqual([{ type: 'pfChanged', rule: 'JdG 6.3', side: 'french', piece: 'hautpoul', change: -1, pf: 0, cause: 'withdrawal', secret: false }]);
    expect(eventsOf(events, 'eliminated').map((e) => e.piece)).toEqual(['hautpoul']);
    expect(eventsOf(events, 'withdrew')).toEqual([{ type: 'withdrew', rule: 'JdG 6.3', side: 'french', from: 'ulm', to: 'stuttgart', pieces: ['g:moreau', 'nansouty', 'sahuc'] }]);
    expect([boxOf(state, 'nansouty'), boxOf(state, 'sahuc'), boxOf(state, 'g:moreau')]).toEqual(['stuttgart', 'stuttgart', 'stuttgart']);
    // the movement points of the way back are spent (8 - 1 - 1), and the stack's movement stays halted (5.2)
    expect(state.activation).toMatchObject({ pm: 6, halted: true });
    expect(choices(state).actions).not.toContain('{"type":"move","to":"ulm"}');
    state = play(state, { type: 'stop' }).state;
    expect(state.activation).toBeNull();
  });

  it('JdG 6.3: with enemy cavalry present a French unit loses 1 PF on 5 or 6 (4-6, less 1)', () => {
    const state = play(arrived({ 'nauendorf-inf': 'ulm', 'nauendorf-cav': ['ulm', 1] }), { type: 'reconnoitre' }, roll(1), { type: 'retreat', to: 'stuttgart' }).state;
    expect(state.withdrawal).toMatchObject({ screened: true });
    const { events } = play(state, roll(5), roll(4), roll(6));
    expect(eventsOf(events, 'pfChanged').map((e) => e.piece)).toEqual(['hautpoul', 'sahuc']);
  });

  it('JdG 6.3: Austrian scouts lose 1 PF on a 5 without enemy cavalry (no French modifier)', () => {
    const start = position({ 'nauendorf-cav': 'memmingen', 'st-cyr': 'ulm' }, { phase: 'movement', player: 'coalition', pc: { kray: 5 } });
    const { state, events } = play(start, { type: 'form', box: 'memmingen' }, { type: 'add', piece: 'nauendorf-cav' }, { type: 'go' }, { type: 'move', to: 'ulm' }, { type: 'reconnoitre' }, roll(1), { type: 'retreat', to: 'memmingen' }, roll(5));
    expect(eventsOf(events, 'pfChanged')).toEqual([{ type: 'pfChanged', rule: 'JdG 6.3', side: 'coalition', piece: 'nauendorf-cav', change: -1, pf: 1, cause: 'withdrawal', secret: false }]);
    expect(boxOf(state, 'nauendorf-cav')).toBe('memmingen');
  });

  it('JdG 6.3: the scouts that stay fight there in the combat phase', () => {
    const { state } = play(scouted(), { type: 'stay' });
    expect(state.recon).toBeNull();
    expect(boxOf(state, 'hautpoul')).toBe('ulm');
    expect(choices(state)).toEqual({ who: 'french', actions: ['{"type":"stop"}'] });
  });
});

describe('JdG 6.3, 8.4: withdrawal before combat', () => {
  /** A French stack from Ulm enters Gunzburg, held by the Austrian counters of `held`; the combat phase comes. */
  const battleAt = (held: Record<string, Placing>, french: Record<string, Placing> = { 'g:moreau': 'ulm', moreau: 'ulm' }): JdgState => {
    const start = position({ ...french, ...held }, { phase: 'movement', pc: { rhin: 5 } });
    const adds = Object.keys(french).map((piece) => ({ type: 'add', piece }) as const);
    return play(start, { type: 'form', box: 'ulm' }, ...adds, { type: 'go' }, { type: 'move', to: 'gunzburg' }, { type: 'stop' }, { type: 'done' }, { type: 'battle', box: 'gunzburg' }).state;
  };

  it('JdG 6.3: the defender\'s cavalry in a box the enemy entered may withdraw before the battle, before the chits', () => {
    const state = battleAt({ 'nauendorf-cav': 'gunzburg', 'nauendorf-inf': 'gunzburg' });
    expect(step(state)).toBe('withdraw');
    expect(choices(state)).toEqual({ who: 'coalition', actions: ['{"type":"done"}', '{"type":"withdraw","unit":"nauendorf-cav"}'] });
  });

  it('JdG 6.3: never into a box with enemy counters; the test (5-6 without enemy cavalry) costs 1 PF; the battle goes on without it', () => {
    let state = battleAt({ 'nauendorf-cav': 'gunzburg', 'nauendorf-inf': 'gunzburg', 'fr-dummy-cavalry-1': 'augsbourg' });
    state = play(state, { type: 'withdraw', unit: 'nauendorf-cav' }).state;
    expect(choices(state)).toEqual({ who: 'coalition', actions: ['{"type":"retreat","to":"donauworth"}', '{"type":"retreat","to":"ulm"}'] });
    const { state: after, events } = play(state, { type: 'retreat', to: 'donauworth' }, roll(5));
    expect(eventsOf(events, 'pfChanged')).toEqual([{ type: 'pfChanged', rule: 'JdG 6.3', side: 'coalition', piece: 'nauendorf-cav', change: -1, pf: 1, cause: 'withdrawal', secret: false }]);
    expect(boxOf(after, 'nauendorf-cav')).toBe('donauworth');
    expect(step(after)).toBe('chits');
    expect(after.battle!.startPf).toEqual({ french: 9, coalition: 11 });
  });

  it('JdG 6.3: with enemy cavalry in the box the test costs 1 PF on 4-6', () => {
    const state = battleAt({ 'nauendorf-cav': 'gunzburg', 'nauendorf-inf': 'gunzburg' }, { 'g:moreau': 'ulm', moreau: 'ulm', hautpoul: 'ulm' });
    const { events } = play(state, { type: 'withdraw', unit: 'nauendorf-cav' }, { type: 'retreat', to: 'augsbourg' }, roll(4));
    expect(eventsOf(events, 'pfChanged').map((e) => e.pf)).toEqual([1]);
  });

  it('JdG 6.3: a defender whose only units withdraw leaves the box to the attacker unfought', () => {
    const { state, events } = play(battleAt({ 'nauendorf-cav': 'gunzburg' }), { type: 'withdraw', unit: 'nauendorf-cav' }, { type: 'retreat', to: 'augsbourg' }, roll(1));
    expect(eventsOf(events, 'battleEnded')).toEqual([]);
    expect(state.battle).toBeNull();
    expect(boxOf(state, 'nauendorf-cav')).toBe('augsbourg');
  });

  it('JdG 6.3: the defender may keep his cavalry and fight', () => {
    const { state } = play(battleAt({ 'nauendorf-cav': 'gunzburg', 'nauendorf-inf': 'gunzburg' }), { type: 'done' });
    expect(step(state)).toBe('chits');
    expect(boxOf(state, 'nauendorf-cav')).toBe('gunzburg');
  });

  it('JdG 6.3: no withdrawal where no enemy entered this turn', () => {
    const state = play(position({ 'nauendorf-cav': 'gunzburg', 'g:moreau': 'gunzburg', moreau: 'gunzburg' }), { type: 'battle', box: 'gunzburg' }).state;
    expect(step(state)).toBe('chits');
    expect(joursDeGloire.check(state, { type: 'withdraw', unit: 'nauendorf-cav' })).not.toBeNull();
  });
});

describe('JdG 6.3: a reconnaissance never shows more than the rule allows', () => {
  const AUSTRIANS = ['nauendorf-inf', 'reuss', 'sztaray-inf', 'co-E', 'co-dummy-infantry-1', 'co-dummy-cavalry-1', 'g:kray'] as const;

  it('JdG 6.3 (property): the French learn only the screen and at most the table\'s result of the box\'s other counters, dummies first, nothing elsewhere', () => {
    fc.assert(
      fc.property(
        fc.subarray([...AUSTRIANS], { minLength: 1 }),
        fc.constantFrom(0, 1, 2),
        fc.subarray(['hautpoul', 'nansouty', 'sahuc'], { minLength: 1 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        (held, screenPf, scouts, die, pick) => {
          if (!held.some((id) => !id.startsWith('co-dummy') && id !== 'g:kray') && screenPf === 0) return;
          const ulm: Record<string, Placing> = Object.fromEntries(held.map((id) => [id, 'ulm']));
          if (screenPf > 0) ulm['nauendorf-cav'] = ['ulm', screenPf];
          const ride = [RIDE[0], RIDE[1], ...scouts.map((piece) => ({ type: 'add', piece }) as const), { type: 'go' }, RIDE[6]] as const;
          const start = play(position({ ...Object.fromEntries(['g:moreau', ...scouts].map((id) => [id, 'stuttgart'])), ...ulm }, { phase: 'movement', pc: { rhin: 5 } }), ...ride).state;
          let { state, events } = play(start, { type: 'reconnoitre' });
          if (state.recon?.stage === 'roll') ({ state, events } = play(state, roll(die)));
          while (state.recon?.stage === 'reveal') {
            const options = joursDeGloire.legalActions(state);
            state = play(state, options[pick % options.length]!).state;
          }
          const shown = learned(start, state);
          const screen = screenPf > 0 ? 1 : 0;
          const column = scouts.length - screenPf;
          const cohesion = (ids: readonly string[]) => Math.floor(ids.reduce((sum, id) => sum + ({ hautpoul: 4, nansouty: 4, sahuc: 3 } as Record<string, number>)[id]!, 0) / ids.length);
          const table = column <= 0 ? 0 : bandResult(RECONNAISSANCE_TABLE, column, die + (screen ? cohesion(scouts) - 3 : 0)).result;
          const showable: string[] = held.filter((id) => id !== 'g:kray');
          expect(shown).toHaveLength(screen + Math.min(table, showable.length));
          expect(shown.every((id) => id === 'nauendorf-cav' || showable.includes(id))).toBe(true);
          // dummies go first
          const dummies = showable.filter((id) => id.startsWith('co-dummy'));
          expect(shown.filter((id) => id.startsWith('co-dummy'))).toHaveLength(Math.min(dummies.length, table));
        },
      ),
      { numRuns: 60 },
    );
  });
});
