// The movement checks ask a unit's reach two cheaper questions than the whole reach (where it starts; whether it
// gets to one hex, by a search that stops there), and the blocked mask is found from the enemy's units: each must
// answer what its plain definition answers.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawState, type Side } from 'kriegsspiel/rulesets/napoleon-at-war';
import { boardOf, enemyOf, type Board } from '../../rulesets/napoleon-at-war/board.js';
import { blockedMask, newReachMemo, reachCopy, reaches, reachStart, tablePath } from '../../rulesets/napoleon-at-war/rules/reachMemo.js';
import { isNight } from '../../rulesets/napoleon-at-war/rules/sequence.js';
import { contextOf, randomPositions } from './position.js';

/** Movement positions of a random Wagram game on the rollout path, every `every` plies. */
const positions = (seed: number, plies: number, every: number): NawState[] =>
  randomPositions('wagram', seed, plies, (state, ply) => ply % every === 0 && state.phase === 'movement');

/** The blocked mask by its definition: an enemy unit is the hex's occupant (NAW 5.12), or at night its zone (10.2). */
function blockedByDefinition(board: Board, side: Side): number[] {
  const enemy = enemyOf(side);
  return Array.from(board.occupant, (occupant, hex) => {
    const held = occupant > 0 && board.state.units[occupant - 1]!.side === enemy;
    return held || (isNight(board.ctx, board.state) && board.zoc[enemy][hex] === 1) ? 1 : 0;
  });
}

describe('reach queries', () => {
  const states = positions(5, 900, 60);

  it('NAW 5.15: reaches(unit, hex) is whether the hex is among the reach nodes, with or without a reach known', () => {
    expect(states.length).toBeGreaterThan(5);
    for (const state of states) {
      const ctx = contextOf(state);
      const board = boardOf(ctx, state);
      const full = newReachMemo(board);
      fc.assert(
        fc.property(fc.nat(state.units.length - 1), fc.nat(ctx.map.grid.size - 1), (unitIndex, hex) => {
          const reach = reachCopy(board, unitIndex, full);
          const fresh = newReachMemo(board); // nothing known: a search that stops at `hex`
          expect(reachStart(board, unitIndex, fresh)).toBe(reach === null ? -1 : reach.start);
          const inReach = reach !== null && reach.nodes.includes(hex);
          expect(reaches(board, unitIndex, hex, fresh)).toBe(inReach);
          expect(reaches(board, unitIndex, hex, full)).toBe(inReach);
          // A path read back from that search is the path a search of its own finds.
          if (inReach) expect(tablePath(board, unitIndex, hex, fresh)).toEqual(tablePath(board, unitIndex, hex, newReachMemo(board)));
        }),
        { numRuns: 60 },
      );
    }
  });

  it('NAW 5.12, 10.2: the blocked mask equals its definition', () => {
    for (const state of states) {
      const board = boardOf(contextOf(state), state);
      for (const side of ['french', 'coalition'] as const) expect(Array.from(blockedMask(board, side))).toEqual(blockedByDefinition(board, side));
    }
  });
});
