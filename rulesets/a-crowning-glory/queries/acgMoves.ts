import type { MoveAlternative, MoveOption, UnitMoves } from 'kriegsspiel';
import type { AcgAction } from '../actions.js';
import type { AcgView } from '../acgTypes.js';
import { boardOf, inEnemyZoc } from '../board.js';
import type { AcgContext } from '../context.js';
import { checkMove, moveActions, selectable } from '../rules/movement.js';
import { pathTo, reachOf, type Reach } from '../rules/reach.js';
import { stepOf } from '../rules/steps.js';
import type { AcgState } from '../types.js';
import type { Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

type Option = MoveOption<AcgAction>;

/**
 * The moves open to `side` (ACG 8.1, 8.2), by unit id: at the selection, every Active unit it may select with each
 * destination of its move, as two actions (`select`, then `move` or `exit`); once a unit is selected, its moves.
 * Each destination is a legal `move` of `moveActions` (the list `legalActions` gives) with the cheapest path and its
 * cost in MP from the same search (`reachOf`); a unit coming on starts at its entry hex (5.7); an exit ends at the
 * edge hex it leaves from (4.1, 4.8). Where the path changes the control of a Town or Fortress hex (3.3), a destination
 * also reachable through such a hex the cheapest way misses gets that route as an alternative (a move with `via`,
 * checked by `checkMove`). Empty outside `side`'s movement.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * import { acgMoves } from './acgMoves.js';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 1);
 * const made = setup.ok ? aCrowningGlory.contextOf(setup.state) : null;
 * const view = setup.ok ? aCrowningGlory.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) acgMoves(made.context, view.view, 'french'); // empty during the set-up
 * ```
 */
export function acgMoves(ctx: AcgContext, view: AcgView, side: Side): UnitMoves<AcgAction> {
  const state = viewState(ctx, view, side);
  const out = new Map<string, Option[]>();
  const step = stepOf(ctx, state);
  if (state.toAct !== side || (step !== 'select' && step !== 'move')) return out;
  const units = step === 'move' ? [state.moving] : selectable(state);
  for (const u of units) {
    const moving: AcgState = { ...state, moving: u };
    const select: AcgAction[] = step === 'select' ? [{ type: 'select', unit: state.units[u]!.id }] : [];
    const options = unitMoves(ctx, moving, u, select);
    if (options.length > 0) out.set(state.units[u]!.id, options);
  }
  return out;
}

/** The moves of unit `u` (selected in `state`), each after the `select` actions given. */
function unitMoves(ctx: AcgContext, state: AcgState, u: number, select: readonly AcgAction[]): Option[] {
  const board = boardOf(ctx, state);
  const reach = reachOf(board, u);
  const unit = state.units[u]!;
  const ids = ctx.hexIds;
  const way = (h: number): string[] => [...(unit.hex >= 0 ? [ids[unit.hex]!] : []), ...pathTo(reach, h, unit.hex).map((x) => ids[x]!)];
  const rule = unit.hex >= 0 ? 'ACG 8.1' : 'ACG 5.7';
  const out: Option[] = [];
  for (const action of moveActions(ctx, state)) {
    if (action.type === 'move') {
      const h = ctx.map.grid.indexOf(action.to);
      const notes = inEnemyZoc(board, h, unit.side) ? { notes: ['stops: enemy zone of control (ACG 7.1)'] } : {};
      out.push({ to: action.to, cost: reach.cost[h]!, path: way(h), actions: [...select, action], rule, ...notes });
    } else if (action.type === 'exit') {
      const edge = state.demoralized.allied ? 'east (ACG 4.8)' : 'west (ACG 4.1)';
      out.push({ to: ids[reach.exitFrom]!, cost: reach.exitCost, path: way(reach.exitFrom), actions: [...select, action], rule: state.demoralized.allied ? 'ACG 4.8' : 'ACG 4.1', offMap: true, notes: [`leaves the map by the ${edge} edge`] });
    }
  }
  return withControlRoutes(ctx, state, u, reach, out);
}

/**
 * ACG 3.3: entering a Town or Fortress hex the other side controls takes it. For each such hex the unit can pass
 * through (in reach, out of enemy zones of control), the destinations whose cheapest path misses it get the route
 * through it: the cheapest way in, then the cheapest way on with the movement points left (the unit's own search,
 * run from that hex), kept only when `checkMove` accepts the whole route.
 */
function withControlRoutes(ctx: AcgContext, state: AcgState, u: number, reach: Reach, options: Option[]): Option[] {
  const unit = state.units[u]!;
  const board = boardOf(ctx, state);
  if (unit.hex >= 0 && inEnemyZoc(board, unit.hex, unit.side)) return options; // ACG 7.1: one hex only
  const budget = state.options.movement[unit.side][unit.arm];
  const grid = ctx.map.grid;
  const taken = ctx.controlHexes.filter((h) => {
    const owner = state.control[ctx.hexIds[h]!];
    return owner !== undefined && owner !== unit.side && reach.cost[h]! >= 0 && h !== unit.hex && !inEnemyZoc(board, h, unit.side);
  });
  if (taken.length === 0) return options;
  return options.map((option) => {
    if (option.offMap) return option;
    const to = grid.indexOf(option.to);
    const alternatives: MoveAlternative<AcgAction>[] = [];
    for (const h of taken) {
      if (h === to || option.path.includes(ctx.hexIds[h]!)) continue;
      const left = budget - reach.cost[h]!;
      const there: AcgState = {
        ...state,
        units: state.units.map((x, i) => (i === u ? { ...x, hex: h, status: 'map' as const } : x)),
        options: { ...state.options, movement: { ...state.options.movement, [unit.side]: { ...state.options.movement[unit.side], [unit.arm]: left } } },
      };
      const on = reachOf(boardOf(ctx, there), u);
      if (on.cost[to]! < 0) continue;
      const hexes = [...pathTo(reach, h, unit.hex), ...pathTo(on, to, h)];
      const via = hexes.slice(0, -1).map((x) => ctx.hexIds[x]!);
      const action = { type: 'move', to: option.to, via } as const;
      const path = [...(unit.hex >= 0 ? [ctx.hexIds[unit.hex]!] : []), ...hexes.map((x) => ctx.hexIds[x]!)];
      if (alternatives.some((a) => a.path.join() === path.join()) || checkMove(ctx, state, action) !== null) continue;
      const gained = [...new Set(hexes.filter((x) => taken.includes(x) && !option.path.includes(ctx.hexIds[x]!)))].map((x) => ctx.hexIds[x]!);
      alternatives.push({
        path,
        cost: reach.cost[h]! + on.cost[to]!,
        actions: [...option.actions.slice(0, -1), action],
        why: `takes control of ${gained.join(' and ')} (ACG 3.3)`,
      });
    }
    return alternatives.length > 0 ? { ...option, alternatives } : option;
  });
}
