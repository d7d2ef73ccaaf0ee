// Wagram 17.x: victory points during play and at the end, the French minimum and the grades, on the Wagram data.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, WAGRAM, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { play, position, refusal, contextOf } from './position.js';

const end = { type: 'endPhase' } as const;

function historical(): NawState {
  const made = napoleonAtWar.setup('wagram', { historicalDeployment: true }, 1);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

/** The Wagram state at the end of the game with some units moved (`null`: eliminated) and the scores of play. */
function finished(moves: Record<string, string | null>, points = { french: 0, coalition: 0 }): NawState {
  const state = historical();
  const ctx = contextOf(state);
  const units = state.units.map((u) => {
    if (!(u.id in moves)) return u;
    const to = moves[u.id]!;
    return to === null ? { ...u, status: 'eliminated' as const, hex: -1 } : { ...u, hex: ctx.map.grid.indexOf(to) };
  });
  return { ...state, units, points, over: true };
}

/** A small board with the three scoring towns, the Wagram victory conditions and exits; the Austrians move first. */
const towns = () =>
  position([['A', 'coalition', 'infantry', 4, 4, '0305'], ['B', 'coalition', 'infantry', 3, 4, '0307'], ['F', 'french', 'infantry', 4, 4, '1010']], {
    places: [{ name: 'Aspern', hexes: ['0505', '0506'] }, { name: 'Essling', hexes: ['0508'] }, { name: 'Gross Enzersdorf', hexes: ['0407'] }],
    regions: { 'russbach-heights': ['0909'] },
  }, { scenario: { firstPlayer: 'coalition', victory: WAGRAM.victory, exits: WAGRAM.exits } });

describe('Wagram 17.x: victory conditions', () => {
  it('Wagram 17.11: entering a town scores 25, 30 or 35 once per town, whichever of its hexes is entered', () => {
    const { state, events } = play(towns(), { type: 'move', unit: 'A', to: '0505' }, { type: 'move', unit: 'B', to: '0506' });
    expect(state.points.coalition).toBe(25);
    expect(events.filter((e) => e.type === 'pointsScored')).toHaveLength(1);
    const more = play(state, end, end, end, end, { type: 'move', unit: 'A', to: '0508' }, { type: 'move', unit: 'B', to: '0407' }).state;
    expect(more.points.coalition).toBe(25 + 30 + 35);
    const back = play(more, end, end, end, end, { type: 'move', unit: 'A', to: '0506' }).state;
    expect(back.points.coalition).toBe(90);
  });

  it('Wagram 17.11: only Austrian units exit, by the west edge, for 1 MP; they score their strength and are no loss', () => {
    const { state, events } = play(towns(), { type: 'move', unit: 'A', to: '0105' }, { type: 'exit', unit: 'B' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'exited', rule: 'Wagram 17.11', unit: 'B', strength: 3 }));
    expect([state.points.coalition, state.exited.coalition, state.losses.coalition]).toEqual([3, 3, 0]);
    const french = play(state, end, end).state;
    expect(napoleonAtWar.legalActions(french).some((a) => a.type === 'exit')).toBe(false);
    expect(refusal(french, { type: 'exit', unit: 'F' })).toBe('Wagram 17.11');
  });

  it('Wagram 17.11: one victory point per enemy strength point eliminated', () => {
    const state = position([['A', 'french', 'infantry', 8, 4, '0404'], ['D', 'coalition', 'infantry', 2, 4, '0505']], {}, {
      phase: 'combat', scenario: { victory: { ...WAGRAM.victory, places: [], regionStrength: [] } },
    });
    const after = play(state, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'A' }, { type: 'resolve', odds: '4-1' }, { type: 'chance', value: 1 }).state;
    expect(after.points).toEqual({ french: 2, coalition: 0 });
  });

  it('Wagram 17.12: the rulebook example: Austrians in 0809 and 0813 at the end add 55 points', () => {
    const result = napoleonAtWar.result(finished({ '1/AG': '0809', '2/AG': '0813', '1/IV-a': null }, { french: 100, coalition: 10 }));
    expect(result.scores.coalition).toBe(10 + 25 + 30);
  });

  it('Wagram 17.12: the French score their strength on the Russbach Heights at the end', () => {
    const start = historical();
    const ctx = contextOf(start);
    const free = ctx.map.region('russbach-heights')!.filter((h) => !start.units.some((u) => u.hex === h)).map((h) => ctx.hexIds[h]!);
    const result = napoleonAtWar.result(finished({ Clap: free[0]!, Thar: free[1]! }, { french: 80, coalition: 10 }));
    expect(result.scores.french).toBe(80 + 9 + 9);
  });

  it('Wagram 17.21: the rulebook example: French 60 and Austrians 10: the French forfeit, the Austrians win', () => {
    const result = napoleonAtWar.result(finished({}, { french: 60, coalition: 10 }));
    expect(result).toMatchObject({ terminal: true, winner: 'coalition', scores: { french: 60, coalition: 10 }, grade: 'forfeit' });
  });

  it('Wagram 17.21: a forfeit that gives the win or the grade says so in the reason, with the sides named as people do', () => {
    const reason = (french: number, coalition: number) => napoleonAtWar.result(finished({}, { french, coalition })).reason ?? null;
    expect(reason(60, 10)).toBe('French forfeit under 75 VP'); // the forfeit gives the Austrians the win
    expect(reason(70, 70)).toBe('French forfeit under 75 VP'); // equal points, a draw but for the forfeit
    expect(reason(70, 75)).toBeNull(); // the Austrians win (marginal) by the points and their ratio anyway
    expect(reason(40, 100)).toBeNull();
    expect(reason(150, 75)).toBeNull(); // no forfeit
  });

  it('Wagram 17.22: decisive from 2:1, substantial from 1.5:1, marginal above 1:1; equal points is a draw', () => {
    const graded = (french: number, coalition: number) => {
      const r = napoleonAtWar.result(finished({}, { french, coalition }));
      return [r.winner, r.grade ?? null];
    };
    expect(graded(150, 75)).toEqual(['french', 'decisive']);
    expect(graded(149, 75)).toEqual(['french', 'substantial']);
    expect(graded(120, 80)).toEqual(['french', 'substantial']);
    expect(graded(119, 80)).toEqual(['french', 'marginal']);
    expect(graded(90, 90)).toEqual([null, null]);
    expect(graded(100, 200)).toEqual(['coalition', 'decisive']);
    expect(graded(75, 0)).toEqual(['french', 'decisive']);
    expect(graded(74, 0)).toEqual(['coalition', 'forfeit']);
  });

  it('Wagram 17.21: a 0-0 forfeit is graded like any forfeit (not decisive by an infinite ratio)', () => {
    const r = napoleonAtWar.result(finished({}, { french: 0, coalition: 0 }));
    expect(r.scores).toEqual({ french: 0, coalition: 0 });
    expect([r.winner, r.grade]).toEqual(['coalition', 'forfeit']);
  });

  it('Wagram 14.8, 17.0: the game ends after game-turn 14 and only then awards the end-of-game points', () => {
    const state = historical();
    expect(napoleonAtWar.result(state).terminal).toBe(false);
    const last = { ...state, turn: 14, phasing: 'coalition' as const, phase: 'combat' as const };
    const { state: over, events } = play(last, end);
    expect(over.over).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'gameEnded', rule: 'NAW 4.0' });
    expect(napoleonAtWar.decision(over)).toEqual({ kind: 'terminal' });
  });
});
