import { describe, expect, it } from 'vitest';
import { BUILT_IN_SCENARIOS, napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { play, position } from './position.js';

const victory = (over: object) => ({ victory: { eliminationPoints: true, places: [], exitPointsPerStrength: 0, regionStrength: [], minimum: null, grades: [], ...over } });

describe('Napoleon at War scenario hooks (used by Wagram 14.x-17.x)', () => {
  it('Wagram 17.11 (hook): a side may exit by its edge at 1 MP and scores its strength', () => {
    const s = position([['A', 'coalition', 'infantry', 5, 4, '0205'], ['F', 'french', 'infantry', 4, 4, '1010']], {}, {
      scenario: { firstPlayer: 'coalition', exits: [{ side: 'coalition', entry: { edge: 'west' }, cost: 1 }], ...victory({ exitPointsPerStrength: 1 }) },
    });
    expect(napoleonAtWar.legalActions(s)).toContainEqual({ type: 'exit', unit: 'A' });
    const { state, events } = play(s, { type: 'exit', unit: 'A' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'exited', unit: 'A', strength: 5 }));
    expect(state.points.coalition).toBe(5);
    expect(state.losses.coalition).toBe(0); // not eliminated
  });

  it('Wagram 17.11 (hook): entering a scoring place awards its points once only', () => {
    const s = position([['F', 'french', 'infantry', 4, 4, '0305'], ['G', 'french', 'infantry', 4, 4, '0307'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      places: [{ name: 'Dorf', hexes: ['0505', '0506'] }],
    }, { scenario: victory({ places: [{ side: 'french', place: 'Dorf', points: 25, onEntry: true, atEnd: false }] }) });
    const { state } = play(s, { type: 'move', unit: 'F', to: '0505' }, { type: 'move', unit: 'G', to: '0506' });
    expect(state.points.french).toBe(25);
  });

  it('Wagram 17.12, 17.21-17.22 (hooks): end-of-game holdings, the minimum score and grades', () => {
    const s = position([['F', 'french', 'infantry', 6, 4, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      places: [{ name: 'Dorf', hexes: ['0505'] }],
      regions: { heights: ['0505'] },
    }, {
      scenario: {
        turns: 1,
        ...victory({
          places: [{ side: 'french', place: 'Dorf', points: 10, onEntry: false, atEnd: true }],
          regionStrength: [{ side: 'french', region: 'heights', perStrength: 1 }],
          grades: [{ atLeast: 2, strictly: false, grade: 'decisive' }],
        }),
      },
    });
    const over = play(s, { type: 'endPhase' }, { type: 'endPhase' }, { type: 'endPhase' }, { type: 'endPhase' }).state;
    expect(napoleonAtWar.result(over)).toMatchObject({ terminal: true, winner: 'french', scores: { french: 16, coalition: 0 }, grade: 'decisive' });
    const minimum = position([['F', 'french', 'infantry', 6, 4, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], { regions: { heights: ['0505'] } }, {
      scenario: { turns: 1, ...victory({ regionStrength: [{ side: 'french', region: 'heights', perStrength: 1 }], minimum: { side: 'french', points: 75 } }) },
    });
    const lost = play(minimum, { type: 'endPhase' }, { type: 'endPhase' }, { type: 'endPhase' }, { type: 'endPhase' }).state;
    expect(napoleonAtWar.result(lost)).toMatchObject({ winner: 'coalition' });
  });

  it('NAW 3.0, 5.32: a scenario that stacks two units, or names a hex off the map, is refused with the field path', () => {
    const skirmish = BUILT_IN_SCENARIOS['skirmish']!;
    const stacked = { ...skirmish, id: 'stacked', units: skirmish.units.map((u, i) => (i === 1 ? { ...u, hex: skirmish.units[0]!.hex } : u)) };
    const refused = napoleonAtWar.setup(stacked, {}, 1);
    expect(!refused.ok && refused.violation.message).toMatch(/^scenario\.units\[1\]\.hex: /);
    const offMap = { ...skirmish, id: 'off-map', units: skirmish.units.map((u, i) => (i === 2 ? { ...u, hex: '9999' } : u)) };
    const refusedToo = napoleonAtWar.setup(offMap, {}, 1);
    expect(!refusedToo.ok && refusedToo.violation.message).toMatch(/^scenario\.units\[2\]\.hex: /);
    const badOption = napoleonAtWar.setup('skirmish', { bombardmentRange: -1 }, 1);
    expect(!badOption.ok && badOption.violation.message).toMatch(/^options\.bombardmentRange/);
  });
});
