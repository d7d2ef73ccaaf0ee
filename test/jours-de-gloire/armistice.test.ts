// S3's armistice (JdG S3 special rules): its declaration, the redeployment within the zones, breaking it and its
// penalties, its end by itself and the calendar's jump, the PF recovered, the counters replaced by S2's, the points.
import { describe, expect, it } from 'vitest';
import { seedRng } from 'kriegsspiel';
import { joursDeGloire, type JdgState, type Side } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf } from './invariants.js';
import { boxOf, choices, eventsOf, play, position, type AnyEvent } from './position.js';

/** S3 in the French movement phase of `turn` (the French play first), the French holding `held`, with `moves`. */
function s3(turn: number, held: readonly string[] = ['ulm', 'munich'], moves: Parameters<typeof position>[0] = {}): JdgState {
  const base = position(moves, { scenario: 'danube-s3', phase: 'movement', pc: { rhin: 6 } });
  const state: JdgState = { ...base, turn, control: { ...base.control, ...Object.fromEntries(held.map((b) => [b, 'french'])) } };
  const invalid = joursDeGloire.validate(state);
  if (invalid !== null) throw new Error(invalid.message);
  return state;
}

/** The French end their movement phase: the rest of their player turn passes (no battle). */
const endFrenchTurn = (state: JdgState) => play(state, { type: 'done' });

/** `side` redeploys every counter it may still pick into `box`, then ends its redeployment. */
function redeployAll(state: JdgState, box: string): { state: JdgState; events: AnyEvent[] } {
  const events: AnyEvent[] = [];
  for (;;) {
    const pick = joursDeGloire.legalActions(state).find((a) => a.type === 'redeploy');
    if (pick === undefined) break;
    const done = play(state, pick, { type: 'place', box });
    [state] = [done.state, events.push(...done.events)];
  }
  const done = play(state, { type: 'done' });
  return { state: done.state, events: [...events, ...done.events] };
}

/** Declared on `turn`; the French stay where they are, the Austrians redeploy to Braunau: the next turn in armistice. */
function declaredOn(turn: number): JdgState {
  const declared = endFrenchTurn(s3(turn)).state;
  return redeployAll(play(declared, { type: 'done' }).state, 'braunau').state;
}

const pieceOf = (state: JdgState, id: string) => state.pieces.find((p) => p.id === id)!;

describe('JdG S3: the armistice is declared', () => {
  it('JdG S3: at the end of a player turn in which the French hold Ulm and Munich, movement and combat stop and the French redeploy first', () => {
    const { state, events } = endFrenchTurn(s3(1));
    expect(eventsOf(events, 'armistice')).toEqual([{ type: 'armistice', rule: 'JdG S3', stage: 'declared', side: 'french', turn: 1, resumes: null }]);
    expect(state.phase).toBe('armistice');
    expect(joursDeGloire.decision(state)).toMatchObject({ kind: 'side', side: 'french', step: 'redeploy' });
    // the Coalition's player turn does not come
    expect(eventsOf(events, 'phaseStarted').some((e) => e.player === 'coalition')).toBe(false);
  });

  it('JdG S3: with Ulm alone, no armistice: the Coalition player turn follows', () => {
    const { state, events } = endFrenchTurn(s3(1, ['ulm']));
    expect(eventsOf(events, 'armistice')).toEqual([]);
    expect(state.armistice).toBeNull();
    expect(state.player).toBe('coalition');
  });

  it('JdG S3: reached before July 1800 the French score 2 VP; from July on, nothing', () => {
    const early = endFrenchTurn(s3(5));
    expect(eventsOf(early.events, 'victoryPoints')).toEqual([{ type: 'victoryPoints', rule: 'JdG S3', side: 'french', points: 2, reason: 'the armistice reached early' }]);
    expect(early.state.vp.french).toBe(2);
    const july = endFrenchTurn(s3(6));
    expect(july.state.phase).toBe('armistice');
    expect(july.state.vp.french).toBe(0);
  });

  it('JdG S3: held on the beginning of November 1800 or later, no armistice (it would end at once)', () => {
    expect(endFrenchTurn(s3(14)).state.armistice).toBeNull();
    expect(endFrenchTurn(s3(13)).state.phase).toBe('armistice');
  });
});
