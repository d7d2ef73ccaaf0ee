// The one `Result:` line that ends `play` and `replay` (docs: README "Quick start").
import { describe, expect, it } from 'vitest';
import { outcomeOf, resultLine } from '../../src/cli/resultLine.js';

const WAGRAM = { french: 'French', coalition: 'Austrian' };
const FORMAT = /^Result: (French|Austrian)( (decisive|substantial|marginal|forfeit))? \(French \d+ VP, Austrian \d+ VP\)$|^Result: draw \(French \d+ VP, Austrian \d+ VP\)$/;

describe('resultLine', () => {
  it('names the winning side and the grade, then both scores, French first', () => {
    const line = resultLine({ terminal: true, winner: 'coalition', grade: 'marginal', scores: { french: 48, coalition: 62 } }, WAGRAM);
    expect(line).toBe('Result: Austrian marginal (French 48 VP, Austrian 62 VP)');
    expect(line).toMatch(FORMAT);
  });

  it('leaves the grade out when there is none', () => {
    const line = resultLine({ terminal: true, winner: 'french', scores: { french: 80, coalition: 79 } }, WAGRAM);
    expect(line).toBe('Result: French (French 80 VP, Austrian 79 VP)');
  });

  it('still names a winner when the French forfeit under 75 VP with more points (Wagram 17.21)', () => {
    const forfeit = { terminal: true, winner: 'coalition' as const, grade: 'forfeit', scores: { french: 70, coalition: 40 } };
    expect(resultLine(forfeit, WAGRAM)).toBe('Result: Austrian forfeit (French 70 VP, Austrian 40 VP)');
  });

  it('says draw when nobody wins', () => {
    const line = resultLine({ terminal: true, winner: null, scores: { french: 80, coalition: 80 } }, WAGRAM);
    expect(line).toBe('Result: draw (French 80 VP, Austrian 80 VP)');
    expect(line).toMatch(FORMAT);
  });

  it('outcomeOf is the same text without the prefix', () => {
    const result = { terminal: true, winner: 'french' as const, grade: 'decisive', scores: { french: 246, coalition: 87 } };
    expect(`Result: ${outcomeOf(result, WAGRAM)}`).toBe(resultLine(result, WAGRAM));
  });
});
