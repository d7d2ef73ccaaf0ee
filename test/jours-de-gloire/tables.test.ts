// Jours de Gloire's tables as data and the rulebook's worked examples.
import { describe, expect, it } from 'vitest';
import { averageCohesion, battleRounds, lossCallsForMorale, lossVictoryPoints, moraleBonus, victoryOf } from '../../rulesets/jours-de-gloire/tables/battleArithmetic.js';
import { COMBAT_COLUMNS, COMBAT_TABLE, combatColumn, combatResult } from '../../rulesets/jours-de-gloire/tables/combatTable.js';
import { ARTILLERY_TABLE, FORCED_MARCH_TABLE, PURSUIT_TABLE, RECONNAISSANCE_TABLE, bandResult } from '../../rulesets/jours-de-gloire/tables/smallTables.js';
import { movementPoints, weatherFor } from '../../rulesets/jours-de-gloire/tables/weatherTable.js';

describe('Jours de Gloire tables', () => {
  it('JdG 8.4: the Combat Table has ten PF columns and rows -1 to 10, losses growing with the roll and the column', () => {
    expect(COMBAT_COLUMNS.map((c) => c.label)).toEqual(['1-3', '4-6', '7-10', '11-15', '16-21', '22-29', '30-40', '41-60', '61-80', '81+']);
    expect(COMBAT_TABLE).toHaveLength(12);
    for (let r = 1; r < COMBAT_TABLE.length; r++) for (let c = 0; c < 10; c++) expect(COMBAT_TABLE[r]![c]!.loss).toBeGreaterThanOrEqual(COMBAT_TABLE[r - 1]![c]!.loss);
    expect(combatResult(combatColumn(12, 0), 9)).toEqual({ loss: 2, morale: false });
    expect(combatResult(combatColumn(25, 0), 9)).toEqual({ loss: 2, morale: true }); // 2*: a morale test at once (8.6)
    expect(combatResult(combatColumn(100, 3), 14)).toEqual({ loss: 5, morale: false }); // kept on the table
    expect(combatColumn(12, -1)).toBe(2);
  });

  it('JdG 6.3 example: 5 PF against a 2 PF screen reads the 3-4 column of the Reconnaissance Table', () => {
    expect(bandResult(RECONNAISSANCE_TABLE, 5 - 2, 5)).toEqual({ result: 2, morale: false });
    expect(bandResult(RECONNAISSANCE_TABLE, 0, 8)).toEqual({ result: 0, morale: false }); // no excess: the reconnaissance fails
  });

  it('JdG 8.1, 5.4: the artillery, pursuit and forced march tables (reconstructed headings 1-4, 5-8, 9+)', () => {
    expect(bandResult(ARTILLERY_TABLE, 10, 6)).toEqual({ result: 2, morale: true });
    expect(bandResult(PURSUIT_TABLE, 3, 3)).toEqual({ result: 0, morale: false });
    expect(bandResult(FORCED_MARCH_TABLE, 6, 4)).toEqual({ result: 1, morale: false });
    for (const t of [ARTILLERY_TABLE, PURSUIT_TABLE, FORCED_MARCH_TABLE]) expect(t.provenance).toContain('reconstructed');
  });

  it('JdG 3.1: the weather by month with its modifiers; Rain* brings mud next turn without a roll', () => {
    expect(weatherFor(11, 4, false)).toBe('rain*');
    expect(weatherFor(11, 1, true)).toBe('mud');
    expect(weatherFor(7, 6, false)).toBe('clear'); // July: -1
    expect(weatherFor(1, 4, false)).toBe('snow'); // January: +1
    expect(movementPoints('cavalry', 'mud')).toBe(6);
    expect(movementPoints('infantry', 'snow')).toBe(5);
  });

  it('JdG 1.2.1: average cohesion rounds down (the rule example: 3)', () => {
    expect(averageCohesion([4, 4, 2])).toBe(3);
  });

  it('JdG 8.2: rounds are half the chits, down, or up when only one side has a general; snow takes one off', () => {
    expect(battleRounds('decisive', 'offensive', false, false)).toBe(3);
    expect(battleRounds('decisive', 'offensive', true, false)).toBe(4);
    expect(battleRounds('skirmish', 'skirmish', false, true)).toBe(1);
  });

  it('JdG 8.6: morale after 20 percent losses, the leader\'s bonus; 9.0: 1 PV a 4 PF of difference, draws within 2', () => {
    expect(lossCallsForMorale(10, 2)).toBe(true);
    expect(lossCallsForMorale(11, 2)).toBe(false);
    expect([moraleBonus(4), moraleBonus(2), moraleBonus(0)]).toEqual([2, 1, 0]);
    expect(lossVictoryPoints(7, 13)).toEqual({ side: 'first', points: 1 }); // the rule's example
    expect(lossVictoryPoints(5, 13)).toEqual({ side: 'first', points: 2 });
    expect(victoryOf(5, 3)).toBe('draw');
    expect(victoryOf(6, 3)).toBe('first');
  });
});
