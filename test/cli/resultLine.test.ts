// The one `Result:` line that ends `play` and `replay` (docs: README "Quick start").
import { describe, expect, it } from 'vitest';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { outcomeOf, resultLine } from '../../src/cli/resultLine.js';

const WAGRAM = { french: 'French', coalition: 'Austrian' };
const FORMAT = /^Result: (French|Austrian)( (decisive|substantial|marginal)| victory: French forfeit under 75 VP)? \(French \d+ VP, Austrian \d+ VP\)$|^Result: draw \(French \d+ VP, Austrian \d+ VP\)$/;

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

  it('a forfeit reads as what it is: the winner\'s victory, then the reason, not the grade after the winner (Wagram 17.21)', () => {
    const forfeit = { terminal: true, winner: 'coalition' as const, grade: 'forfeit', reason: 'French forfeit under 75 VP', scores: { french: 70, coalition: 40 } };
    expect(resultLine(forfeit, WAGRAM)).toBe('Result: Austrian victory: French forfeit under 75 VP (French 70 VP, Austrian 40 VP)');
  });

  it('a draw with a reason says both', () => {
    const draw = { terminal: true, winner: null, reason: 'neither side reached its goal', scores: { french: 3, austrian: 1 } };
    expect(resultLine(draw, { french: 'French', austrian: 'Austrian' }, 'army morale')).toBe('Result: draw: neither side reached its goal (French 3 army morale, Austrian 1 army morale)');
  });

  it('the forfeit of a real Wagram end reads the same way, from the ruleset\'s own result', () => {
    const made = napoleonAtWar.setup('wagram', {}, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const over = { ...made.state, over: true, points: { french: 60, coalition: 10 } };
    const line = resultLine(napoleonAtWar.result(over), WAGRAM);
    expect(line).toMatch(/^Result: Austrian victory: French forfeit under 75 VP \(French \d+ VP, Austrian \d+ VP\)$/);
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
