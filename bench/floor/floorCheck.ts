/**
 * Validates the typed-array floor's reach against the library's (`reachOf` in
 * rulesets/napoleon-at-war/rules/reach.ts, imported directly: bench/ may reach into a ruleset): the same set of
 * nodes and the same cost at each, for every unit of the phasing side at one movement-phase position.
 */
import type { NawContext, NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { boardOf } from '../../rulesets/napoleon-at-war/board.js';
import { reachOf } from '../../rulesets/napoleon-at-war/rules/reach.js';
import type { FloorMap } from './floorMap.js';
import { floorPosition } from './floorPosition.js';
import { floorReach, type ReachScratch } from './floorReach.js';

/** What one position's check found: the reaches compared, and the first difference (or null). */
export interface ReachCheck {
  readonly reaches: number;
  readonly mismatch: string | null;
}

/**
 * Compares the floor's reach with the library's for every phasing unit of `state` (a movement-phase position). A
 * unit the library says may not move must be one the floor says may not move, and vice versa.
 *
 * @example
 * ```ts
 * import { checkReaches } from './floorCheck.js';
 * const { reaches, mismatch } = checkReaches(ctx, state, floor, reachScratch(floor)); // mismatch: null when equal
 * ```
 */
export function checkReaches(ctx: NawContext, state: NawState, floor: FloorMap, scratch: ReachScratch): ReachCheck {
  const board = boardOf(ctx, state);
  const pos = floorPosition(floor, ctx, state);
  let reaches = 0;
  for (let unit = 0; unit < state.units.length; unit++) {
    if (state.units[unit]!.side !== state.phasing) continue;
    const library = reachOf(board, unit);
    const expected = new Map<number, number>();
    if (library !== null) for (const node of library.reach.nodes()) expected.set(node, library.reach.cost(node));
    const ours = floorReach(floor, pos, unit, scratch);
    const where = `turn ${state.turn} ${state.phasing} unit ${state.units[unit]!.id}`;
    if ((library === null) !== !ours) return { reaches, mismatch: `${where}: the library says it ${library === null ? 'may not' : 'may'} move, the floor disagrees` };
    if (library === null) continue;
    reaches += 1;
    if (scratch.start !== library.start) return { reaches, mismatch: `${where}: start ${scratch.start} (floor) vs ${library.start} (library)` };
    if (scratch.count !== expected.size) return { reaches, mismatch: `${where}: ${scratch.count} nodes (floor) vs ${expected.size} (library)` };
    for (let i = 0; i < scratch.count; i++) {
      const node = scratch.order[i]!;
      const cost = expected.get(node);
      if (cost !== scratch.cost[node]) return { reaches, mismatch: `${where}: node ${node} costs ${scratch.cost[node]} (floor) vs ${cost ?? 'unreached'} (library)` };
    }
  }
  return { reaches, mismatch: null };
}
