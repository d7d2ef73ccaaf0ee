// The turn calendar against the lengths and reinforcement turns the scenarios print.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCENARIOS } from 'kriegsspiel/rulesets/jours-de-gloire';
import { dateOfTurn, turnOfDate, type TurnDate } from '../../rulesets/jours-de-gloire/scenarios/calendar.js';

const date = (year: number, month: number, half: 'beginning' | 'end'): TurnDate => ({ year, month, half });
const last = (id: string) => dateOfTurn(BUILT_IN_SCENARIOS[id]!, BUILT_IN_SCENARIOS[id]!.turns);

describe('Jours de Gloire calendar (JdG 0.2)', () => {
  it('JdG S1-S9: each scenario ends on the turn its length says', () => {
    expect(last('danube-s1')).toEqual(date(1800, 7, 'beginning'));
    expect(last('danube-s2')).toEqual(date(1800, 12, 'end'));
    expect(last('danube-s3')).toEqual(date(1800, 12, 'end'));
    expect(last('danube-s4')).toEqual(date(1805, 11, 'beginning'));
    expect(last('danube-s5')).toEqual(date(1805, 12, 'end'));
    expect(last('danube-s6')).toEqual(date(1805, 12, 'end'));
    expect(last('danube-s7')).toEqual(date(1809, 6, 'end'));
    expect(last('danube-s8')).toEqual(date(1809, 8, 'beginning'));
    expect(last('danube-s9')).toEqual(date(1809, 7, 'end'));
  });

  it('JdG S4-S9: the reinforcement turns fall on the dates the scenarios print', () => {
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s4']!, 2)).toEqual(date(1805, 10, 'beginning'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s5']!, 2)).toEqual(date(1805, 11, 'end'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s6']!, 3)).toEqual(date(1805, 10, 'end'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s6']!, 5)).toEqual(date(1805, 11, 'end'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s7']!, 3)).toEqual(date(1809, 5, 'beginning'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s7']!, 4)).toEqual(date(1809, 5, 'end'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s8']!, 3)).toEqual(date(1809, 6, 'end'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s8']!, 4)).toEqual(date(1809, 7, 'beginning'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s9']!, 6)).toEqual(date(1809, 6, 'end'));
    expect(dateOfTurn(BUILT_IN_SCENARIOS['danube-s9']!, 7)).toEqual(date(1809, 7, 'beginning'));
  });

  it('JdG S3: the armistice ends by itself at the beginning of November 1800 (turn 14); turnOfDate inverts dateOfTurn', () => {
    const s3 = BUILT_IN_SCENARIOS['danube-s3']!;
    expect(turnOfDate(s3, date(1800, 11, 'beginning'))).toBe(14);
    for (let n = 1; n <= s3.turns; n++) expect(turnOfDate(s3, dateOfTurn(s3, n))).toBe(n);
    expect(turnOfDate(s3, date(1801, 1, 'beginning'))).toBeNull();
  });
});
