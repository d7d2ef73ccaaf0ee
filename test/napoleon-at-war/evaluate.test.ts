import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawScenario, type NawState, type Side } from 'kriegsspiel/rulesets/napoleon-at-war';
import { evaluate as evaluateWith } from '../../rulesets/napoleon-at-war/evaluate.js';
import { NAW_EVAL_WEIGHTS } from '../../rulesets/napoleon-at-war/evaluateTables.js';
import { play, position, type Board, type Piece, contextOf } from './position.js';

type Victory = NawScenario['victory'];

/** The ruleset's evaluation of a state for a side. */
const evaluate = (state: NawState, side: Side): number => napoleonAtWar.evaluate(state, side);
/** The evaluation without its reach term (points still in reach), to read the score term alone. */
const scoreOnly = (state: NawState, side: Side): number => evaluateWith(contextOf(state), state, side, { ...NAW_EVAL_WEIGHTS, reach: 0 });
const NO_VICTORY: Victory = { eliminationPoints: true, places: [], exitPointsPerStrength: 0, regionStrength: [], minimum: null, grades: [] };

/** A position on the test board with the given victory conditions (and exits). */
function scored(pieces: readonly Piece[], board: Board, victory: Partial<Victory>, exits: NawScenario['exits'] = []): NawState {
  return position(pieces, board, { scenario: { victory: { ...NO_VICTORY, ...victory }, exits } });
}

const HEIGHTS: Board = { regions: { heights: ['0808', '0809'] } };
const ON_HEIGHTS: Partial<Victory> = { regionStrength: [{ side: 'french', region: 'heights', perStrength: 1 }] };
const FAR_ENEMY: Piece = ['Z', 'coalition', 'infantry', 3, 4, '0101'];

describe('NAW evaluate', () => {
  it('score: counts strength on a scoring region as victory points, as if the game ended now', () => {
    const on = scored([['F', 'french', 'infantry', 6, 4, '0808'], FAR_ENEMY], HEIGHTS, ON_HEIGHTS);
    const beside = scored([['F', 'french', 'infantry', 6, 4, '0807'], FAR_ENEMY], HEIGHTS, ON_HEIGHTS);
    expect(scoreOnly(on, 'french') - scoreOnly(beside, 'french')).toBeGreaterThan(5.9); // 6 VP, less one hex of distance
    expect(scoreOnly(on, 'coalition') - scoreOnly(beside, 'coalition')).toBeCloseTo(-6);
    expect(evaluate(on, 'french') - evaluate(beside, 'french')).toBeGreaterThan(0); // with the points that were in reach
  });

  it('score: counts a place held at the end for its side, and points already scored', () => {
    const town: Board = { places: [{ name: 'Dorf', hexes: ['0505'] }] };
    const award: Partial<Victory> = { places: [{ side: 'coalition', place: 'Dorf', points: 10, onEntry: false, atEnd: true }] };
    const held = scored([['A', 'coalition', 'infantry', 4, 4, '0505'], ['F', 'french', 'infantry', 4, 4, '0101']], town, award);
    const empty = scored([['A', 'coalition', 'infantry', 4, 4, '0506'], ['F', 'french', 'infantry', 4, 4, '0101']], town, award);
    expect(scoreOnly(held, 'coalition') - scoreOnly(empty, 'coalition')).toBeGreaterThan(9.9);
    expect(evaluate(held, 'coalition') - evaluate(empty, 'coalition')).toBeGreaterThan(0);
    const scoredBefore = { ...empty, points: { french: 0, coalition: 7 } };
    expect(evaluate(scoredBefore, 'french') - evaluate(empty, 'french')).toBeCloseTo(-7);
  });

  it('material: rates enemy losses up and own losses down, by the same amount for either side', () => {
    const s = scored([['F', 'french', 'infantry', 6, 4, '0303'], FAR_ENEMY], {}, { eliminationPoints: false });
    const hurt = { ...s, losses: { french: 0, coalition: 4 } };
    const gain = evaluate(hurt, 'french') - evaluate(s, 'french');
    expect(gain).toBeGreaterThan(0);
    expect(evaluate(hurt, 'coalition') - evaluate(s, 'coalition')).toBeCloseTo(-gain);
  });

  it('objective distance: a unit nearer the region its side scores for rates higher', () => {
    const near = scored([['F', 'french', 'infantry', 6, 4, '0806'], FAR_ENEMY], HEIGHTS, ON_HEIGHTS);
    const far = scored([['F', 'french', 'infantry', 6, 4, '0303'], FAR_ENEMY], HEIGHTS, ON_HEIGHTS);
    expect(evaluate(near, 'french')).toBeGreaterThan(evaluate(far, 'french'));
  });

  it('objective distance: an exit counts as an objective for a side that scores exits', () => {
    const exits: NawScenario['exits'] = [{ side: 'coalition', entry: { edge: 'west' }, cost: 1 }];
    const near = scored([['A', 'coalition', 'infantry', 4, 4, '0205'], ['F', 'french', 'infantry', 4, 4, '1010']], {}, { exitPointsPerStrength: 1 }, exits);
    const far = scored([['A', 'coalition', 'infantry', 4, 4, '0705'], ['F', 'french', 'infantry', 4, 4, '1010']], {}, { exitPointsPerStrength: 1 }, exits);
    expect(evaluate(near, 'coalition')).toBeGreaterThan(evaluate(far, 'coalition'));
  });

  it('threat: a weak unit next to a strong enemy rates lower than one out of its reach', () => {
    const strong: Piece = ['A', 'coalition', 'infantry', 12, 4, '0505'];
    const exposed = scored([['F', 'french', 'infantry', 2, 4, '0506'], strong], {}, {});
    const safe = scored([['F', 'french', 'infantry', 2, 4, '0509'], strong], {}, {});
    expect(evaluate(exposed, 'french')).toBeLessThan(evaluate(safe, 'french'));
    expect(evaluate(exposed, 'coalition')).toBeGreaterThan(evaluate(safe, 'coalition'));
  });

  it('prospect: a combat formed at good odds rates higher than one at poor odds', () => {
    const formed = (attacker: number) => {
      const s = position([['F', 'french', 'infantry', attacker, 4, '0405'], ['D', 'coalition', 'infantry', 4, 4, '0505']], {}, { phase: 'combat' });
      return play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'F' }).state;
    };
    expect(evaluate(formed(12), 'french')).toBeGreaterThan(evaluate(formed(2), 'french'));
    expect(evaluate(formed(12), 'coalition')).toBeLessThan(evaluate(formed(2), 'coalition'));
  });

  it('prospect: a retreat result counts as a loss for a defender with no hex to retreat into', () => {
    const grid = contextOf(position([FAR_ENEMY])).map.grid;
    const around = [0, 1, 2, 3, 4, 5].map((dir) => grid.idOf(grid.neighbor(grid.indexOf('0505'), dir))).filter((id) => id !== '0405');
    const formed = (blocked: boolean) => {
      const blockers = around.map((hex, i): Piece => ['B' + i, 'french', 'infantry', 1, 4, blocked ? hex : `10${String(i + 1).padStart(2, '0')}`]);
      const s = position([['F', 'french', 'infantry', 12, 4, '0405'], ['D', 'coalition', 'infantry', 4, 4, '0505'], ...blockers], {}, { phase: 'combat' });
      return play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'F' }).state;
    };
    expect(evaluate(formed(true), 'french') - evaluate(formed(false), 'french')).toBeGreaterThan(1);
  });
});
