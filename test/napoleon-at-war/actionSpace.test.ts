// Napoleon at War's action space: in every movement phase and set-up a superset of the legal actions, each in it once,
// so that the random bot's rejection sampling is uniform; `null` wherever else.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryPlayout, canonicalJson } from 'kriegsspiel/testing';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { position, contextOf } from './position.js';

/** What is wrong with the action space of `state` (a duplicate, a legal action it misses), or `null`. */
function spaceProblem(state: NawState): string | null {
  const space = napoleonAtWar.actionSpace(state);
  if (space === null) return state.phase === 'movement' && state.combat === null ? 'no space in a movement phase' : null;
  const keys = new Set<string>();
  for (let i = 0; i < space.size; i++) keys.add(canonicalJson(space.at(i)));
  if (keys.size !== space.size) return `${space.size - keys.size} duplicate entries`;
  const missing = napoleonAtWar.legalActions(state).find((action) => !keys.has(canonicalJson(action)));
  return missing === undefined ? null : `misses ${canonicalJson(missing)}`;
}

describe('Napoleon at War action space', () => {
  // Wagram spaces hold thousands of moves: its states are sampled (every fifth ply) to keep the test short.
  for (const [scenario, maxPlies, every] of [['skirmish', 300, 1], ['wagram', 600, 5]] as const) {
    it(`${scenario}: holds every legal action exactly once in random movement phases`, () => {
      const playouts = arbitraryPlayout(napoleonAtWar, { scenario }, { maxPlies });
      fc.assert(
        fc.property(playouts, (p) => {
          const problems = p.states.flatMap((state, ply) => {
            const problem = ply % every === 0 ? spaceProblem(state) : null;
            return problem === null ? [] : [`ply ${ply}: ${problem}`];
          });
          expect(problems).toEqual([]);
        }),
        { numRuns: 6, seed: 7 },
      );
    });
  }

  it('reaches as far as roads allow (1/2 MP a hex, NAW 5.22)', () => {
    const state = position([['F', 'french', 'infantry', 4, 1, '0105'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      hexsides: [{ between: ['0105', '0205'], features: ['road'] }, { between: ['0205', '0305'], features: ['road'] }],
    });
    expect(napoleonAtWar.legalActions(state)).toContainEqual({ type: 'move', unit: 'F', to: '0305' });
    expect(spaceProblem(state)).toBeNull();
  });

  it('holds a reinforcement’s entry hexes and what it can reach from them (NAW 14.3)', () => {
    const state = position([], {}, {
      scenario: {
        units: [
          { id: 'R', side: 'french', kind: 'infantry', strength: 4, movement: 2, arrives: { turn: 1, entry: ['0105'] } },
          { id: 'X', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '1010' },
        ],
      },
    });
    expect(napoleonAtWar.legalActions(state)).toContainEqual({ type: 'move', unit: 'R', to: '0205' });
    expect(spaceProblem(state)).toBeNull();
  });

  it('leaves out units held by an enemy zone of control (NAW 5.13) and reinforcements not yet due (NAW 14.1)', () => {
    const state = position([], {}, {
      scenario: {
        units: [
          { id: 'F', side: 'french', kind: 'infantry', strength: 4, movement: 4, hex: '0505' },
          { id: 'R', side: 'french', kind: 'infantry', strength: 4, movement: 2, arrives: { turn: 2, entry: ['0105'] } },
          { id: 'X', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '0506' },
        ],
      },
    });
    const space = napoleonAtWar.actionSpace(state)!;
    expect(space.size).toBe(1);
    expect(space.at(0)).toEqual({ type: 'endPhase' });
    expect(spaceProblem(state)).toBeNull();
  });

  it('Wagram 13.1: in the set-up, holds every unit still to be set up on every hex of its area', () => {
    const made = napoleonAtWar.setup('wagram', {}, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const space = napoleonAtWar.actionSpace(made.state)!;
    const areas = contextOf(made.state).setupAreas.reduce((n, area) => n + (area?.length ?? 0), 0);
    expect(space.size).toBe(areas);
    expect(space.at(0)).toMatchObject({ type: 'deploy', unit: made.state.units[0]!.id });
    expect(spaceProblem(made.state)).toBeNull();
  });

  it('is null outside the movement phase and the set-up', () => {
    const state = position([['F', 'french', 'infantry', 4, 1, '0505'], ['X', 'coalition', 'infantry', 1, 1, '0506']], {}, { phase: 'combat' });
    expect(napoleonAtWar.actionSpace(state)).toBeNull();
  });
});
