// The testing kit's perft, perft files and playthroughs, on the dice race (whose counts are easy to work out by hand).
import { describe, expect, it } from 'vitest';
import { createRecord } from 'kriegsspiel';
import { checkPerftFile, EFFORTS, limitsOf, parsePerftFile, perft, perftDivide, playthrough } from 'kriegsspiel/testing';
import { diceGame } from '../serialization/diceGame.js';

function started(chanceMode: 'auto' | 'explicit') {
  const made = diceGame.setup('standard', {}, 1, chanceMode);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('perft', () => {
  it('counts action sequences: roll one die, roll two, or stop; dice are branches only in explicit chance mode', () => {
    expect(perft(diceGame, started('auto'), 0)).toBe(1);
    expect(perft(diceGame, started('auto'), 1)).toBe(3);
    expect(perft(diceGame, started('auto'), 2)).toBe(9); // each choice leads to the other side's three
    expect(perft(diceGame, started('explicit'), 2)).toBe(6 + 6 + 3); // a die of six faces after each roll choice
    const divided = perftDivide(diceGame, started('explicit'), 2);
    expect(divided).toEqual({ '{"dice":1,"type":"roll"}': 6, '{"dice":2,"type":"roll"}': 6, '{"type":"stop"}': 3 });
  });
});

describe('perft files', () => {
  const file = (counts: number[]) =>
    JSON.stringify({ format: 'kriegsspiel/perft', ruleset: 'dice-race', positions: [{ id: 'start', source: { scenario: 'standard', seed: 1, chanceMode: 'explicit', actions: [{ type: 'stop' }] }, counts }] });

  it('reports the counts that agree and those that do not, by position and depth', () => {
    expect(checkPerftFile(diceGame, file([3, 12]))).toEqual({ ok: true, mismatches: [] }); // after red stops, blue's stop ends the game: 6 + 6 + 0
    expect(checkPerftFile(diceGame, file([3, 13]))).toMatchObject({ ok: true, mismatches: [{ id: 'start', depth: 2, expected: 13, actual: 12 }] });
  });

  it('refuses a malformed file naming the field, and a file for another ruleset', () => {
    expect(parsePerftFile('{"format":"kriegsspiel/perft","ruleset":"dice-race","positions":[{"id":"x","source":{"scenario":"standard","seed":1.5,"actions":[]},"counts":[1]}]}')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^positions\[0\]\.source\.seed: /),
    });
    expect(parsePerftFile('not json')).toMatchObject({ ok: false, message: expect.stringMatching(/^\(root\): not JSON/) });
    expect(checkPerftFile(diceGame, file([3]).replace('dice-race', 'chess'))).toMatchObject({ ok: false, message: expect.stringMatching(/^ruleset: /) });
  });
});

describe('playthrough', () => {
  it('is one line per action and per event, then the result', () => {
    const record = createRecord(diceGame, { scenario: 'quick', seed: 4 }, [{ type: 'stop' }, { type: 'stop' }]);
    const lines = playthrough(diceGame, record).trimEnd().split('\n');
    expect(lines[0]).toBe('# dice-race quick seed 4 (auto chance)');
    expect(lines[1]).toBe('> {"type":"stop"}');
    expect(lines[2]).toBe('  stopped {"side":"blue"} [DICE 2]');
    expect(lines.at(-1)).toMatch(/^= \{"grade":null,"scores":\{"blue":0,"red":0\},"terminal":true,"winner":null\}$/);
  });
});

describe('effort presets', () => {
  it('quick, ci and soak set the counts, and explicit counts win', () => {
    expect(limitsOf({ ruleset: diceGame as never, effort: 'quick' }).games).toBe(EFFORTS.quick.games);
    expect(limitsOf({ ruleset: diceGame as never }).numRuns).toBe(EFFORTS.ci.numRuns);
    expect(limitsOf({ ruleset: diceGame as never, effort: 'soak', games: 7 }).games).toBe(7);
  });
});
