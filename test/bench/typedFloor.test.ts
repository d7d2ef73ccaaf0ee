import { describe, expect, it } from 'vitest';
import { createSimulator, randomBot } from 'kriegsspiel';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { checkReaches } from '../../bench/floor/floorCheck.js';
import { buildFloorMap } from '../../bench/floor/floorMap.js';
import { floorPosition } from '../../bench/floor/floorPosition.js';
import { floorMovePly, plyScratch } from '../../bench/floor/floorPly.js';
import { reachScratch } from '../../bench/floor/floorReach.js';
import { headlines } from '../../bench/headlines.js';

/** The movement-phase positions of the first `plies` plies of random Wagram game 1. */
function movementPositions(plies: number): NawState[] {
  const made = napoleonAtWar.setup('wagram', {}, 1, 'auto');
  if (!made.ok) throw new Error(made.violation.message);
  const sim = createSimulator(napoleonAtWar, made.state);
  const bots = { french: randomBot(3), coalition: randomBot(4) };
  const out: NawState[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const decision = napoleonAtWar.decision(sim.state);
    if (decision.kind !== 'side') break;
    if (sim.state.phase === 'movement' && sim.state.combat === null) out.push(napoleonAtWar.definition.clone(sim.state));
    const view = napoleonAtWar.view(sim.state, decision.side);
    if (!view.ok) throw new Error(view.violation.message);
    sim.play(bots[decision.side].choose(napoleonAtWar, view.view, decision.side));
  }
  return out;
}

describe('the typed-array floor of the bench', () => {
  const positions = movementPositions(250);
  const known = napoleonAtWar.contextOf(positions[0]!);
  if (!known.ok) throw new Error(known.violation.message);
  const ctx = known.context;
  const floor = buildFloorMap(ctx, positions[0]!.options);

  it('finds the same reach (nodes and costs) as the library for every phasing unit of real Wagram positions', () => {
    const scratch = reachScratch(floor);
    let reaches = 0;
    for (const state of positions) {
      const checked = checkReaches(ctx, state, floor, scratch);
      expect(checked.mismatch).toBeNull();
      reaches += checked.reaches;
    }
    expect(reaches).toBeGreaterThan(300);
  });

  it('plays only moves that the library accepts', () => {
    const ply = plyScratch(floor, positions[0]!.units.length);
    let draw = 7;
    const next = (n: number) => (draw = (draw * 1103515245 + 12345) >>> 0) % n;
    let moves = 0;
    for (const state of positions.filter((s) => s.mustMove === null).slice(0, 60)) {
      const pos = floorPosition(floor, ctx, state);
      const unit = floorMovePly(floor, pos, ply, next, (hex, radius) => ctx.map.grid.range(hex, radius));
      if (unit < 0) continue;
      moves += 1;
      const action = { type: 'move' as const, unit: state.units[unit]!.id, to: ctx.hexIds[pos.hex[unit]!]! };
      expect(napoleonAtWar.check(state, action)).toBeNull();
    }
    expect(moves).toBeGreaterThan(30);
  });
});

describe('the headline figures of the bench', () => {
  it('marks each figure met or not against its target, and names why one is missing', () => {
    const { figures, lines } = headlines({ rolloutSpeedupOverBaseline: 12, immutableSpeedupOverBaseline: 2 }, { movementPlyOverTypedFloor: 3.5 }, null);
    expect(figures).toEqual({ rolloutSpeedupOverBaseline: 12, movementPlyOverTypedFloor: 3.5, immutableSpeedupOverBaseline: 2, workerScaling: null });
    expect(lines[1]).toContain('): met');
    expect(lines[2]).toContain('NOT met');
    expect(lines[3]).toContain('NOT met');
    expect(lines[4]).toContain('not measured');
  });

  it('says the baseline figures were skipped and why', () => {
    const { figures, lines } = headlines({ skipped: 'not a git checkout' }, { movementPlyOverTypedFloor: 2 }, { workerScaling: 1.9 });
    expect(figures['rolloutSpeedupOverBaseline']).toBeNull();
    expect(lines[1]).toContain('skipped: not a git checkout');
    expect(lines[4]).toContain('): met');
  });
});
