import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedRng } from 'kriegsspiel';
import { arbitraryPlayout, eventLineProblems, queryProblems, randomGame } from 'kriegsspiel/testing';
import { jdgCombatPreview, jdgMoves, joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';

const queries = joursDeGloire.queries!;
const viewOf = (state: JdgState, side: 'french' | 'coalition') => {
  const seen = joursDeGloire.view(state, side);
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
};
const contextOf = (state: JdgState) => {
  const made = joursDeGloire.contextOf(state);
  if (!made.ok) throw new Error(made.violation.message);
  return made.context;
};

/** The first state of each step of a seeded random game of S1 (seed 3 reaches a move, a battle and its chits early). */
function firstStates(seed: number, maxPlies = 120): ReadonlyMap<string, JdgState> {
  const found = new Map<string, JdgState>();
  randomGame(joursDeGloire, { scenario: 'danube-s1', seed }, {
    maxPlies,
    onPly: (r) => {
      const d = joursDeGloire.decision(r.after);
      if (d.kind !== 'terminal' && !found.has(d.step)) found.set(d.step, r.after);
    },
  });
  return found;
}
const early = firstStates(3);
const firstAt = (step: string): JdgState => {
  const state = early.get(step);
  if (state === undefined) throw new Error(`no ${step} step early in game 3`);
  return state;
};

describe('Jours de Gloire front-end queries', () => {
  it('JdG 5.1: the moves list exactly the legal moves, each applying, over random S1 positions; no answer depends on the sample of hidden data', () => {
    const playouts = arbitraryPlayout(joursDeGloire, { scenario: 'danube-s1' }, { maxPlies: 200 });
    fc.assert(
      fc.property(playouts, (p) => {
        expect(queryProblems(joursDeGloire, p.final, { moveTypes: ['move'] })).toEqual([]);
        const ctx = contextOf(p.final);
        for (const side of joursDeGloire.sides) {
          const view = viewOf(p.final, side);
          expect(jdgMoves(ctx, view, side, seedRng(7))).toEqual(jdgMoves(ctx, view, side));
          expect(jdgCombatPreview(ctx, view, side, undefined, seedRng(7))).toEqual(jdgCombatPreview(ctx, view, side));
        }
      }),
      { numRuns: 5, seed: 11 },
    );
  });

  it('JdG 5.1, 5.2: the active stack\'s next boxes carry the connection\'s PM and what is left', () => {
    const state = firstAt('move');
    const side = state.player;
    const moves = queries.moves(viewOf(state, side), side);
    expect(moves.size).toBe(1);
    const [stack, options] = [...moves][0]!;
    expect(stack).toBe(state.pieces[state.activation!.pieces[0]!]!.id);
    for (const o of options) {
      expect(o.path[0]).toBe(contextOf(state).boxIds[state.activation!.box]);
      expect(o.notes![0]).toBe(`${state.activation!.pm - o.cost} PM left`);
    }
    expect(queries.prompt(viewOf(state, side), side)).toMatchObject({ side, step: 'move', rule: 'JdG 5.1' });
  });

  it('JdG 8.1-8.5: before the chits, the preview gives both forces and each round\'s columns and modifiers as the round is then fought', () => {
    const state = firstAt('chits');
    const attacker = state.battle!.attacker;
    const preview = queries.combatPreview(viewOf(state, attacker), attacker)!;
    expect(preview.rule).toBe('JdG 8.4');
    expect(preview.unknown).toEqual(["the enemy's tactic chit, until both are chosen (JdG 8.2)"]);
    expect(preview.notes![0]).toMatch(/^rounds by chits/);
    expect(preview.rounds!.map((r) => r.round)).toEqual([1, 2, 3, 4]);
    // both sides' views of the opened battle preview the same numbers
    const defender = attacker === 'french' ? 'coalition' : 'french';
    const other = queries.combatPreview(viewOf(state, defender), defender)!;
    expect(other.rounds).toEqual(preview.rounds);
    // play the chits: round 1 is fought with the preview's PF, columns and modifiers
    let after = state;
    const events = [];
    while (joursDeGloire.decision(after).kind === 'simultaneous') {
      const applied = joursDeGloire.apply(after, joursDeGloire.legalActions(after)[0]!);
      if (!applied.ok) throw new Error(applied.violation.message);
      after = applied.state;
      events.push(...applied.events);
    }
    const fought = events.find((e) => e.type === 'roundFought');
    if (fought?.type !== 'roundFought') throw new Error('round 1 was not fought');
    const round1 = preview.rounds![0]!;
    for (const side of joursDeGloire.sides) {
      const fire = round1.rolls.find((r) => r.side === side && !r.column.startsWith('artillery'))!;
      expect(fire.column).toBe(fought.column[side]);
      const drm = fire.modifiers.filter((m) => m.kind === 'drm').reduce((n, m) => n + m.value, 0);
      expect(fought.modified[side] - fought.dice[side]).toBe(drm);
      const hit = fire.outcomes.find((o) => o.rolls.includes(fought.dice[side]))!;
      expect(Number.parseInt(hit.result, 10)).toBeLessThanOrEqual(fought.losses[side === 'french' ? 'coalition' : 'french']);
    }
    expect(fought.pf[attacker]).toBe(preview.attack);
  });

  it('JdG 8.0: before a battle opens, the preview gives only what the attacker knows', () => {
    const state = firstAt('battle');
    const side = state.player;
    const box = joursDeGloire.legalActions(state).find((a) => a.type === 'battle')!;
    if (box.type !== 'battle') throw new Error('no battle to choose');
    const preview = queries.combatPreview(viewOf(state, side), side, box)!;
    expect(preview.defenders).toEqual([]);
    expect(preview.unknown![0]).toMatch(/face-down counter/);
    expect(queries.combatPreview(viewOf(state, side), side, { type: 'stay' })).toBeNull();
  });

  it('describeEvent gives every event type of a random game, as each side sees it, a full line, and the summary line or a deliberate null', () => {
    const seen = new Set<string>();
    randomGame(joursDeGloire, { scenario: 'danube-s1', seed: 2 }, {
      maxPlies: 3000,
      events: true,
      onPly: (r) => {
        expect(eventLineProblems(joursDeGloire, r.after, r.events)).toEqual([]);
        for (const side of joursDeGloire.sides) expect(eventLineProblems(joursDeGloire, r.after, joursDeGloire.eventsFor(r.events, side))).toEqual([]);
        for (const e of r.events) seen.add(e.type);
      },
    });
    expect([...seen]).toEqual(expect.arrayContaining(['battleStarted', 'chitsRevealed', 'moved', 'roundFought', 'weather']));
  });
});
