import { createPathfinder, memoKey, type Pathfinder, type Topology } from 'kriegsspiel';
import type { NawContext } from '../context.js';

/**
 * The reach searches of one compiled scenario, each allocated once and reused: one over the map, and one per
 * reinforcement over the map plus an off-map node leading to its entry hexes (NAW 14.0).
 *
 * A search result reads its pathfinder's buffers and goes stale at the next search on that pathfinder (reading a
 * stale result throws). Callers therefore copy out what they need before they search again.
 */
interface Pathfinders {
  readonly map: Pathfinder;
  readonly arrival: (Pathfinder | undefined)[];
}

const PATHFINDERS = memoKey<Pathfinders>('pathfinders');

/** The context's pathfinders, made on first use and kept in its memo (a cache the ruleset instance owns). */
function pathfindersOf(ctx: NawContext): Pathfinders {
  return ctx.memo.get(PATHFINDERS, () => ({ map: createPathfinder(ctx.map.grid), arrival: [] }));
}

/** The map seen from off its edge: one extra node leading to a reinforcement's entry hexes (NAW 14.0). */
function withEntry(grid: Topology, entries: readonly number[]): Topology {
  const offMap = grid.size;
  return {
    size: grid.size + 1,
    degree: (node) => (node === offMap ? entries.length : grid.degree(node)),
    neighborAt: (node, k) => (node === offMap ? (entries[k] ?? -1) : grid.neighborAt(node, k)),
  };
}

/** The scenario's pathfinder over its map. */
export function mapPathfinder(ctx: NawContext): Pathfinder {
  return pathfindersOf(ctx).map;
}

/** The pathfinder for a reinforcement arriving by its entry hexes: the map plus one off-map start node (`grid.size`). */
export function arrivalPathfinder(ctx: NawContext, unitIndex: number): Pathfinder {
  const arrival = pathfindersOf(ctx).arrival;
  let finder = arrival[unitIndex];
  if (finder === undefined) {
    finder = createPathfinder(withEntry(ctx.map.grid, ctx.entries[unitIndex]!));
    arrival[unitIndex] = finder;
  }
  return finder;
}
