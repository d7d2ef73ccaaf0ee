// The movement cache derives boards by patching the last one when a single unit changed where it stands, and
// answers the rollout path's unchanged live state without a content key: every board it gives must equal the board
// derived from scratch.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulator, randomBot } from 'kriegsspiel';
import { createNapoleonAtWar, napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { boardOf, type Board } from '../../rulesets/napoleon-at-war/board.js';
import { movedBoard } from '../../rulesets/napoleon-at-war/boardMove.js';
import { movementBoard } from '../../rulesets/napoleon-at-war/rules/movementCache.js';
import { contextOf } from './position.js';

function start(scenario: string, seed: number): NawState {
  const made = napoleonAtWar.setup(scenario, {}, seed);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

const arrays = (board: Board) => ({
  occupant: Array.from(board.occupant),
  count: Array.from(board.count),
  french: Array.from(board.zoc.french),
  coalition: Array.from(board.zoc.coalition),
});

describe('movement cache boards', () => {
  it('NAW 5.0, 6.0: along random games on the rollout path, the cached board of every position equals boardOf', () => {
    for (const [scenario, seed, plies] of [['skirmish', 5, 2000], ['wagram', 3, 400]] as const) {
      const sim = createSimulator(napoleonAtWar, start(scenario, seed));
      const ctx = contextOf(sim.state);
      const bots = { french: randomBot(seed), coalition: randomBot(seed + 1) };
      for (let ply = 0; ply < plies; ply++) {
        const decision = sim.decision();
        if (decision.kind !== 'side') break;
        const cached = movementBoard(ctx, sim.state);
        expect(cached.board.state).toBe(sim.state);
        expect(arrays(cached.board)).toEqual(arrays(boardOf(ctx, sim.state)));
        expect(movementBoard(ctx, sim.state)).toBe(cached); // the unchanged live state: the same answer
        sim.play(bots[decision.side].chooseIn(sim, decision.side));
      }
    }
  });

  it('NAW 5.0: the movement action space kept from move to move equals the one a fresh ruleset instance builds', () => {
    const sim = createSimulator(napoleonAtWar, start('wagram', 11));
    const bots = { french: randomBot(3), coalition: randomBot(4) };
    let compared = 0;
    for (let ply = 0; ply < 600; ply++) {
      const decision = sim.decision();
      if (decision.kind !== 'side') break;
      const space = sim.actionSpace();
      if (space !== null && sim.state.phase === 'movement' && ply % 13 === 0) {
        const again = createNapoleonAtWar().actionSpace(structuredClone(sim.state))!; // empty caches: built from scratch
        expect(again.size).toBe(space.size);
        for (let i = 0; i < space.size; i += 17) expect(space.at(i)).toEqual(again.at(i));
        expect(space.at(space.size - 1)).toEqual(again.at(space.size - 1));
        compared++;
      }
      sim.play(bots[decision.side].chooseIn(sim, decision.side));
    }
    expect(compared).toBeGreaterThan(15);
  });

  it('NAW 6.0: moving, placing or removing one unit and patching the board equals deriving it from scratch', () => {
    const sim = createSimulator(napoleonAtWar, start('wagram', 7));
    const bots = { french: randomBot(1), coalition: randomBot(2) };
    for (let ply = 0; ply < 300; ply++) {
      const decision = sim.decision();
      if (decision.kind === 'side') sim.play(bots[decision.side].chooseIn(sim, decision.side));
    }
    const base = sim.state; // a position of the battle: set up, some units moved, some off the map
    const ctx = contextOf(base);
    // Some moves onto a hex another unit holds (two units in a hex mid-move, NAW 5.32).
    const held = base.units.filter((u) => u.status === 'active').map((u) => u.hex);
    const size = ctx.map.grid.size;
    const before = boardOf(ctx, base);
    fc.assert(
      fc.property(fc.nat(base.units.length - 1), fc.oneof(fc.integer({ min: -1, max: size - 1 }), fc.constantFrom(...held)), (unitIndex, hex) => {
        const unit = base.units[unitIndex]!;
        const moved = { ...unit, hex, status: hex < 0 ? ('eliminated' as const) : ('active' as const) };
        const after: NawState = { ...base, units: base.units.map((u, i) => (i === unitIndex ? moved : u)) };
        const patched = movedBoard(before, after, unitIndex, unit.hex, unit.status === 'active');
        expect(arrays(patched)).toEqual(arrays(boardOf(ctx, after)));
      }),
      { numRuns: 200 },
    );
  });
});
