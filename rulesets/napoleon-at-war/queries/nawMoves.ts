import type { MoveAlternative, MoveOption, UnitMoves } from 'kriegsspiel';
import type { NawAction } from '../actions.js';
import { enemyControls, type Board } from '../board.js';
import type { NawContext } from '../context.js';
import type { NawView } from '../nawTypes.js';
import { entryAwardOpen } from '../rules/entryAwards.js';
import { exitRoute, movementActions, routeTo } from '../rules/movement.js';
import { movementBoard } from '../rules/movementCache.js';
import { HALF, reachFrom } from '../rules/reach.js';
import { checkRoute } from '../rules/route.js';
import { stepOf } from '../rules/steps.js';
import type { Side } from '../types.js';
import { viewState } from './viewState.js';

type Option = MoveOption<NawAction>;

/**
 * The moves open to `side` in its movement phase (NAW 5.0), by unit id: one option per legal `move` or `exit` action
 * (`movementActions`, the list `legalActions` gives), with the cheapest path and its cost in movement points from the
 * same search the legality check makes (`rules/reach.ts`). A reinforcement's path starts at its entry hex (NAW 14.1);
 * an exit's ends at the hex it leaves from and costs the exit's MP too (Wagram 17.11). Where entering a place still
 * scores for the mover's side (Wagram 17.11), each destination also reachable through that place by a path the
 * cheapest one misses gets the alternative, as a move with a route (`via`). Empty outside `side`'s movement phase.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { nawMoves } from './nawMoves.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const made = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
 * const view = setup.ok ? napoleonAtWar.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) nawMoves(made.context, view.view, 'french').get('F1'); // [{ to: '0404', cost: 1, path: ['0304', '0404'], ... }, ...]
 * ```
 */
export function nawMoves(ctx: NawContext, view: NawView, side: Side): UnitMoves<NawAction> {
  const state = viewState(view);
  const out = new Map<string, Option[]>();
  if (stepOf(ctx, state) !== 'movement' || state.phasing !== side) return out;
  const legal = movementActions(ctx, state);
  const { board, memo } = movementBoard(ctx, state);
  const ids = ctx.hexIds;
  for (const action of legal) {
    if (action.type !== 'move' && action.type !== 'exit') continue;
    const index = ctx.unitIndex.get(action.unit)!;
    const entering = state.units[index]!.status !== 'active';
    let option: Option;
    if (action.type === 'move') {
      const to = ctx.map.grid.indexOf(action.to);
      const route = routeTo(board, index, to, memo);
      const notes = enemyControls(board, to, side) ? ['stops: enemy zone of control (NAW 6.0)'] : [];
      option = { to: action.to, cost: route.cost, path: route.path.map((h) => ids[h]!), actions: [action], rule: entering ? 'NAW 14.1' : 'NAW 5.0', ...withNotes(notes) };
    } else {
      const exit = exitRoute(board, index, memo)!;
      const path = routeTo(board, index, exit.hex, memo).path.map((h) => ids[h]!);
      option = { to: ids[exit.hex]!, cost: exit.cost / HALF, path, actions: [action], rule: 'Wagram 17.11', offMap: true, notes: ['leaves the map by an exit (Wagram 17.11)'] };
    }
    const list = out.get(action.unit) ?? [];
    list.push(option);
    out.set(action.unit, list);
  }
  if (entryAwardOpen(ctx, state, side)) addPlaceAlternatives(board, out);
  return out;
}

const withNotes = (notes: readonly string[]): { notes?: readonly string[] } => (notes.length > 0 ? { notes } : {});

/**
 * For each open entry award (Wagram 17.11) and each unit: the destinations it can also reach through the place by a
 * route its cheapest path does not take. The route is the cheapest way into the place, then the cheapest way on from
 * there with what is left, checked whole by `checkRoute` (the check a move with `via` gets).
 */
function addPlaceAlternatives(board: Board, out: Map<string, Option[]>): void {
  const { ctx, state } = board;
  const grid = ctx.map.grid;
  const open = ctx.scenario.victory.places.filter((a) => a.onEntry && a.side === state.phasing && !state.awarded.includes(`enter:${a.place}`));
  for (const [unitId, options] of out) {
    const index = ctx.unitIndex.get(unitId)!;
    const unit = state.units[index]!;
    const start = unit.status === 'active' ? unit.hex : grid.size;
    const budget = unit.movement * HALF;
    const moves = options.filter((o) => !o.offMap);
    for (const award of open) {
      const place = ctx.map.place(award.place) ?? [];
      const best = new Map<string, MoveAlternative<NawAction>>();
      for (const hex of place) {
        const intoPlace = moves.find((o) => o.to === ctx.hexIds[hex]);
        if (intoPlace === undefined) continue; // not a hex the unit may end in: routes through it are rare, left out
        const leg1 = intoPlace.path;
        const left = budget - intoPlace.cost * HALF;
        const reach = reachFrom(board, index, hex, left);
        const legs = moves.filter((o) => o.to !== intoPlace.to && reach.reaches(grid.indexOf(o.to)));
        const tails = new Map(legs.map((o) => [o.to, reach.path(grid.indexOf(o.to)).slice(1)])); // copy out before searching again
        for (const o of legs) {
          if (o.path.some((id) => place.includes(grid.indexOf(id)))) continue; // the cheapest way enters already
          const entered = [...leg1.slice(start < grid.size ? 1 : 0), ...tails.get(o.to)!.map((h) => ctx.hexIds[h]!)];
          const hexes = entered.map((id) => grid.indexOf(id));
          const cost = checkRoute(board, index, start, budget, hexes, entered);
          if (typeof cost !== 'number') continue;
          const known = best.get(o.to);
          if (known !== undefined && known.cost <= cost / HALF) continue;
          const via = entered.slice(0, -1);
          best.set(o.to, {
            path: start < grid.size ? [ctx.hexIds[start]!, ...entered] : entered,
            cost: cost / HALF,
            actions: [{ type: 'move', unit: unitId, to: o.to, via }],
            why: `enters ${award.place}: +${award.points} VP (Wagram 17.11)`,
          });
        }
      }
      options.forEach((o, k) => {
        const alt = best.get(o.to);
        if (alt && !o.offMap) options[k] = { ...o, alternatives: [...(o.alternatives ?? []), alt] };
      });
    }
  }
}
