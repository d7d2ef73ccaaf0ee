import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crtDistribution, crtOutcomes, oddsResult } from 'kriegsspiel';
import { NAW_CRT } from 'kriegsspiel/rulesets/napoleon-at-war';

describe('crtOutcomes', () => {
  it('lists each result of a column once with the rolls that give it, and the same probabilities as crtDistribution', () => {
    for (let column = 0; column < NAW_CRT.columns.length; column++) {
      const outcomes = crtOutcomes(NAW_CRT, column);
      for (const o of outcomes) for (const roll of o.rolls) expect(oddsResult(NAW_CRT, column, roll)).toBe(o.result);
      expect(outcomes.flatMap((o) => o.rolls).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      for (const [result, p] of crtDistribution(NAW_CRT, column)) expect(outcomes.find((o) => o.result === result)!.probability).toBeCloseTo(p, 12);
    }
  });

  it('adds a die modifier and reads a roll beyond the table on its nearest row; the probabilities sum to 1', () => {
    // the 1-5 column with -3: rolls 1 to 4 read the first row (Ar), 5 the second (Ar), 6 the third (Ae)
    expect(crtOutcomes(NAW_CRT, 0, -3)).toEqual([{ result: 'Ar', probability: 5 / 6, rolls: [1, 2, 3, 4, 5] }, { result: 'Ae', probability: 1 / 6, rolls: [6] }]);
    fc.assert(
      fc.property(fc.nat({ max: 9 }), fc.integer({ min: -8, max: 8 }), (column, drm) => {
        const sum = crtOutcomes(NAW_CRT, column, drm).reduce((n, o) => n + o.probability, 0);
        expect(sum).toBeCloseTo(1, 12);
      }),
      { numRuns: 50 },
    );
  });
});
