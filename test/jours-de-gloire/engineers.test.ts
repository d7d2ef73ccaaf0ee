// JdG 6.4 (engineers: bridges destroyed and repaired, pontoons laid and lifted) and its effects on movement (5.1) and
// lines of communication (4.3), on Danube S1 positions on the Rhine at Strasbourg and the Danube at Vienne, and the
// S8 set-up's destroyed bridges and pontoon.
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgAction, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { exits } from '../../rulesets/jours-de-gloire/board.js';
import { commandLevels } from '../../rulesets/jours-de-gloire/command.js';
import { contextOf } from './invariants.js';
import { boxOf, choices, eventsOf, play, position, type Placing } from './position.js';

/** The French in the movement phase with `moves` made, and the stack of `pieces` in `box` activated. */
function active(moves: Readonly<Record<string, Placing>>, box: string, pieces: readonly string[]): JdgState {
  const start = position(moves, { phase: 'movement', pc: { rhin: 5 } });
  return play(start, { type: 'form', box }, ...pieces.map((piece) => ({ type: 'add', piece }) as const), { type: 'go' }).state;
}
/** Ends the active stack and activates the next. */
const next = (state: JdgState, box: string, pieces: readonly string[]): JdgState =>
  play(state, { type: 'stop' }, { type: 'form', box }, ...pieces.map((piece) => ({ type: 'add', piece }) as const), { type: 'go' }).state;
const connection = (state: JdgState, a: string, b: string): number => {
  const ctx = contextOf(state);
  return ctx.map.connectionsBetween(ctx.map.indexOf(a), ctx.map.indexOf(b))[0]!;
};
const neighbours = (state: JdgState, box: string): string[] => {
  const ctx = contextOf(state);
  return exits(ctx, state, ctx.map.indexOf(box)).map(([b]) => ctx.boxIds[b]!).sort();
};
const levelOf = (state: JdgState, id: string): string => commandLevels(contextOf(state), state, 'french')[contextOf(state).pieceIndex.get(id)!]!;

const STRASBOURG = ['g:moreau', 'st-suzanne'];
/** Kray's army away from Donau-Eschingen, so that no interception interrupts moves into Strasbourg (6.5.1). */
const KRAY_AWAY: Record<string, Placing> = { 'g:kray': 'ulm', 'nauendorf-inf': 'ulm', 'nauendorf-cav': 'ulm' };
const AT_STRASBOURG: Record<string, Placing> = { 'g:moreau': 'strasbourg' };
const destroy = (to: string): JdgAction => ({ type: 'destroy-bridge', to });

describe('JdG 6.4: destroying a bridge', () => {
  it('JdG 6.4: a force of 5 PF destroys a bridge of its box for 2 PM; the marker is public', () => {
    const start = active(AT_STRASBOURG, 'strasbourg', STRASBOURG);
    expect(choices(start).actions).toEqual(expect.arrayContaining(['{"type":"destroy-bridge","to":"baden"}', '{"type":"destroy-bridge","to":"fribourg"}']));
    expect(choices(start).actions).not.toContain('{"type":"destroy-bridge","to":"colmar"}'); // a plain line, no bridge
    const { state, events } = play(start, destroy('baden'));
    expect(eventsOf(events, 'engineered')).toEqual([{ type: 'engineered', rule: 'JdG 6.4', side: 'french', work: 'destroyed', between: ['strasbourg', 'baden'] }]);
    expect(state.destroyed).toContain(connection(state, 'strasbourg', 'baden'));
    expect(state.activation!.pm).toBe(6 - 2);
    const austrian = joursDeGloire.view(state, 'coalition');
    expect(austrian.ok && austrian.view.destroyed).toEqual(state.destroyed);
    expect(joursDeGloire.eventsFor(events as Parameters<typeof joursDeGloire.eventsFor>[0], 'coalition').filter((e) => e.type === 'engineered')).toHaveLength(1);
  });

  it('JdG 6.4: with an enemy counter across the bridge it costs 3 PM', () => {
    const { state } = play(active({ ...AT_STRASBOURG, 'co-dummy-infantry-1': 'baden' }, 'strasbourg', STRASBOURG), destroy('baden'));
    expect(state.activation!.pm).toBe(6 - 3);
  });

  it('JdG 6.4, 5.1: a destroyed bridge stops movement across it', () => {
    const start = active(AT_STRASBOURG, 'strasbourg', STRASBOURG);
    expect(choices(start).actions).toContain('{"type":"move","to":"baden"}');
    const { state } = play(start, destroy('baden'));
    expect(choices(state).actions).not.toContain('{"type":"move","to":"baden"}');
    expect(neighbours(state, 'baden')).toEqual(['karlsruhe', 'stuttgart']);
  });

  it('JdG 6.4, 4.3: a destroyed bridge cuts the lines of communication across it', () => {
    const start = active({ ...AT_STRASBOURG, lecourbe: 'baden' }, 'strasbourg', STRASBOURG);
    expect(levelOf(start, 'lecourbe')).toBe('full');
    expect(levelOf(play(start, destroy('baden')).state, 'lecourbe')).not.toBe('full');
  });

  it('JdG 6.4: a force under 5 PF may not, and the refusal names the case and the reason', () => {
    const start = active({ sahuc: 'strasbourg' }, 'strasbourg', ['sahuc']);
    expect(joursDeGloire.check(start, destroy('baden'))).toMatchObject({ code: 'too-weak', rule: 'JdG 6.4' });
    expect(joursDeGloire.check(start, destroy('colmar'))).toMatchObject({ code: 'no-bridge', rule: 'JdG 6.4' });
    expect(joursDeGloire.check(start, destroy('vienne'))).toMatchObject({ code: 'no-connection', rule: 'JdG 6.4' });
  });

  it('JdG 6.4: no engineering in a box the enemy also occupies', () => {
    const start = active({ ...AT_STRASBOURG, reuss: 'strasbourg' }, 'strasbourg', STRASBOURG);
    expect(joursDeGloire.check(start, destroy('baden'))).toMatchObject({ code: 'enemy-in-box', rule: 'JdG 6.4' });
    expect(choices(start).actions.filter((a) => a.includes('bridge') || a.includes('pontoon'))).toEqual([]);
  });

  it('JdG 6.4: not without the movement points', () => {
    const shuttle = (['strasbourg', 'colmar', 'strasbourg', 'colmar', 'strasbourg'] as const).map((to) => ({ type: 'move', to }) as const);
    const tired = play(active({ ...KRAY_AWAY, 'g:moreau': 'colmar', 'st-suzanne': 'colmar' }, 'colmar', STRASBOURG), ...shuttle).state;
    expect(tired.activation!.pm).toBe(1);
    expect(joursDeGloire.check(tired, destroy('baden'))).toMatchObject({ code: 'no-pm', rule: 'JdG 6.4' });
  });
});

describe('JdG 6.4: repairing a bridge', () => {
  const broken = (moves: Record<string, Placing> = {}) => play(active({ ...AT_STRASBOURG, 'st-cyr': 'strasbourg', sahuc: 'strasbourg', ...moves }, 'strasbourg', STRASBOURG), destroy('baden')).state;

  it('JdG 6.4: a unit of 3 PF repairs a destroyed bridge of its box with all its PM', () => {
    const repairing = next(broken(), 'strasbourg', ['st-cyr']);
    expect(choices(repairing).actions).toContain('{"type":"repair-bridge","to":"baden"}');
    const { state, events } = play(repairing, { type: 'repair-bridge', to: 'baden' });
    expect(eventsOf(events, 'engineered')[0]).toMatchObject({ rule: 'JdG 6.4', work: 'repaired', between: ['strasbourg', 'baden'] });
    expect(state.destroyed).toEqual([]);
    expect(state.activation!.pm).toBe(0);
    expect(neighbours(state, 'strasbourg')).toContain('baden');
  });

  it('JdG 6.4: not with the enemy across the river', () => {
    const repairing = next(broken({ 'co-dummy-infantry-1': 'baden' }), 'strasbourg', ['st-cyr']);
    expect(joursDeGloire.check(repairing, { type: 'repair-bridge', to: 'baden' })).toMatchObject({ code: 'enemy-across', rule: 'JdG 6.4' });
  });

  it('JdG 6.4: not by a unit under 3 PF, nor by a stack that has moved (all its PM: a whole phase, an interpretation)', () => {
    expect(joursDeGloire.check(next(broken(), 'strasbourg', ['sahuc']), { type: 'repair-bridge', to: 'baden' })).toMatchObject({ code: 'too-weak', rule: 'JdG 6.4' });
    const moved = play(next(broken({ ...KRAY_AWAY, 'st-cyr': 'colmar' }), 'colmar', ['st-cyr']), { type: 'move', to: 'strasbourg' }).state;
    expect(joursDeGloire.check(moved, { type: 'repair-bridge', to: 'baden' })).toMatchObject({ code: 'not-whole-phase', rule: 'JdG 6.4' });
    expect(joursDeGloire.check(next(broken(), 'strasbourg', ['st-cyr']), { type: 'repair-bridge', to: 'colmar' })).toMatchObject({ code: 'not-destroyed', rule: 'JdG 6.4' });
  });
});

describe('JdG 6.4: pontoons', () => {
  const AT_VIENNE: Record<string, Placing> = { 'g:moreau': 'vienne', 'st-suzanne': 'vienne', 'st-cyr': 'vienne', lecourbe: 'vienne' };
  const VIENNE = ['g:moreau', 'st-suzanne'];

  it('JdG 5.1, 6.4: a major river without a bridge is crossed only by a pontoon, which a force of 5 PF lays with all its PM', () => {
    const start = active(AT_VIENNE, 'vienne', VIENNE);
    expect(choices(start).actions).not.toContain('{"type":"move","to":"essling"}');
    expect(choices(start).actions).toContain('{"type":"pontoon","to":"essling"}');
    const { state, events } = play(start, { type: 'pontoon', to: 'essling' });
    expect(eventsOf(events, 'engineered')[0]).toMatchObject({ work: 'pontoon', between: ['vienne', 'essling'] });
    expect(state.pontoons).toEqual([{ connection: connection(state, 'vienne', 'essling'), side: 'french' }]);
    expect(state.activation!.pm).toBe(0);
    expect(choices(next(state, 'vienne', ['st-cyr'])).actions).toContain('{"type":"move","to":"essling"}');
  });

  it('JdG 6.4: with the enemy across, the pontoon is laid at the cost of 1 PF, hidden from the enemy while the unit is face down', () => {
    const { state, events } = play(active({ ...AT_VIENNE, 'co-dummy-infantry-1': 'essling' }, 'vienne', VIENNE), { type: 'pontoon', to: 'essling' });
    expect(eventsOf(events, 'pfChanged')).toEqual([{ type: 'pfChanged', rule: 'JdG 6.4', side: 'french', piece: 'st-suzanne', change: -1, pf: 6, cause: 'pontoon', secret: true }]);
    expect(boxOf(state, 'st-suzanne')).toBe('vienne');
    expect(joursDeGloire.eventsFor(events as Parameters<typeof joursDeGloire.eventsFor>[0], 'coalition').some((e) => e.type === 'pfChanged')).toBe(false);
    expect(state.losses.french).toBe(1);
  });

  it('JdG 6.4: each side has the scenario\'s pontoons (S1: one French); destroying one gives the marker back to lay it elsewhere', () => {
    let state = play(active(AT_VIENNE, 'vienne', VIENNE), { type: 'pontoon', to: 'essling' }).state;
    state = play(next(state, 'vienne', ['st-cyr']), destroy('wagram')).state; // the Tabor bridge
    const third = next(state, 'vienne', ['lecourbe']);
    expect(joursDeGloire.check(third, { type: 'pontoon', to: 'wagram' })).toMatchObject({ code: 'no-pontoons', rule: 'JdG 6.4' });
    expect(joursDeGloire.check(third, { type: 'pontoon', to: 'essling' })).toMatchObject({ code: 'pontoon-there', rule: 'JdG 6.4' });
    const { state: lifted, events } = play(third, destroy('essling'));
    expect(eventsOf(events, 'engineered')[0]).toMatchObject({ work: 'pontoonRemoved', between: ['vienne', 'essling'] });
    expect(lifted.pontoons).toEqual([]);
    expect(neighbours(lifted, 'vienne')).not.toContain('essling');
  });

  it('JdG 6.4: a pontoon over a destroyed bridge opens the crossing again; not over a standing bridge or a plain line', () => {
    let state = play(active(AT_VIENNE, 'vienne', VIENNE), destroy('wagram')).state;
    expect(neighbours(state, 'vienne')).not.toContain('wagram');
    const laying = next(state, 'vienne', ['st-cyr']);
    expect(joursDeGloire.check(laying, { type: 'pontoon', to: 'tulln' })).toMatchObject({ code: 'not-a-river', rule: 'JdG 6.4' });
    state = play(laying, { type: 'pontoon', to: 'wagram' }).state;
    expect(neighbours(state, 'vienne')).toContain('wagram');
    // a bridge under a pontoon is not repaired until the pontoon is lifted (an interpretation)
    expect(joursDeGloire.check(next(state, 'vienne', ['lecourbe']), { type: 'repair-bridge', to: 'wagram' })).toMatchObject({ code: 'pontoon-there', rule: 'JdG 6.4' });
  });
});

describe('JdG S8: bridges destroyed and a pontoon at the start', () => {
  const s8 = (): JdgState => {
    const made = joursDeGloire.setup('danube-s8', {}, 1);
    if (!made.ok) throw new Error(made.violation.message);
    return made.state;
  };

  it('JdG S8: the four destroyed bridges and the French pontoons between Essling and Wiener-Neustadt are set', () => {
    const state = s8();
    const ctx = contextOf(state);
    const pairs = state.destroyed.map((c) => [ctx.map.connection(c).a, ctx.map.connection(c).b].map((b) => ctx.boxIds[b]!).sort().join('-')).sort();
    expect(pairs).toEqual(['altenburg-presbourg', 'kollabrunn-tulln', 'krems-st-polten', 'vienne-wagram']);
    expect(state.pontoons).toEqual([{ connection: connection(state, 'essling', 'wiener-neustadt'), side: 'french' }]);
    expect(neighbours(state, 'vienne')).not.toContain('wagram');
    expect(neighbours(state, 'essling')).toContain('wiener-neustadt');
  });

  it('JdG S8, 6.4: the French have one pontoon marker left of their two, the Austrians their one', () => {
    const state = s8();
    expect(contextOf(state).scenario.pontoons).toEqual({ french: 2, coalition: 1 });
    expect(state.pontoons.filter((p) => p.side === 'french')).toHaveLength(1);
    expect(joursDeGloire.validate({ ...state, pontoons: [...state.pontoons, { connection: connection(state, 'vienne', 'essling'), side: 'french' }, { connection: connection(state, 'enns', 'freistadt'), side: 'french' }] })).toMatchObject({ rule: 'core' });
  });
});
