import type { MoveOption, UnitMoves } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import { boardOf } from '../board.js';
import type { MibContext } from '../context.js';
import { hqMoves } from '../rules/hqMoves.js';
import { pathTo } from '../rules/reach.js';
import { stepOf } from '../rules/steps.js';
import { actors, commanderMoves, moveDestinations } from '../rules/unitActions.js';
import { unitId } from '../rules/unitStatus.js';
import type { MibView } from '../view.js';
import { SIDES, type Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

type Option = MoveOption<MibAction>;

/**
 * The moves open to `side` (MiB 2.5, 6.0-6.9), by piece id: in its orders phase, its HQ's (`hq-french`, before its
 * first order, 3.3); in an activation of one of its formations, each unit's destinations (`moveDestinations`, the
 * list `legalActions` gives, within its order's limits, 5.1) with the cheapest path and its cost in MP from the same
 * search the move makes (`pathTo`), a forced march noted (6.9), and the formation commander's moves to his units'
 * hexes (2.5). Empty otherwise. Ids are those the `pieces` hook gives the counters.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { mibMoves } from './mibMoves.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const made = setup.ok ? marchIntoBattle.contextOf(setup.state) : null;
 * const view = setup.ok ? marchIntoBattle.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) mibMoves(made.context, view.view, 'french').get('hq-french'); // the French HQ's moves in the orders phase
 * ```
 */
export function mibMoves(ctx: MibContext, view: MibView, side: Side): UnitMoves<MibAction> {
  const state = viewState(ctx, view, side);
  const out = new Map<string, Option[]>();
  const step = stepOf(ctx, state);
  const ids = ctx.hexIds;
  const put = (key: string, option: Option): void => void out.set(key, [...(out.get(key) ?? []), option]);
  if (step === 'orders' && state.toAct === side) {
    for (const m of hqMoves(ctx, state, side)) {
      put(`hq-${side}`, { to: ids[m.hex]!, cost: m.cost, path: m.path.map((h) => ids[h]!), actions: [{ type: 'hq', to: ids[m.hex]! }], rule: 'MiB 2.5' });
    }
    return out;
  }
  if (step !== 'act' || SIDES[ctx.formationSide[state.active]!] !== side) return out;
  const board = boardOf(ctx, state);
  const march = state.formations[state.active]!.order?.type === 'march';
  const enemy = 1 - SIDES.indexOf(side);
  for (const u of actors(ctx, state)) {
    for (const h of moveDestinations(ctx, state, board, u)) {
      const { path, cost, allowance } = pathTo(ctx, state, board, u, march, h);
      const forced = cost > allowance;
      const notes = [...(forced ? [`forced march: ${cost - allowance} MP beyond the allowance, a fatigue level and a morale check (MiB 6.9)`] : []), ...(board.zoc[enemy]![h] === 1 ? ['stops: enemy zone of control (MiB 6.1)'] : [])];
      put(unitId(ctx, u), {
        to: ids[h]!, cost, path: path.map((x) => ids[x]!), actions: [{ type: 'move', unit: unitId(ctx, u), to: ids[h]! }], rule: forced ? 'MiB 6.9' : 'MiB 6.0',
        ...(notes.length > 0 ? { notes } : {}),
      });
    }
  }
  const commander = ctx.scenario.formations[state.active]!.commander.id;
  for (const m of commanderMoves(ctx, state, board)) {
    put(commander, { to: ids[m.hex]!, cost: m.cost, path: m.path.map((h) => ids[h]!), actions: [{ type: 'commander', to: ids[m.hex]! }], rule: 'MiB 2.5' });
  }
  return out;
}
