import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { Board } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import { SIDES } from '../vocabulary.js';
import { stepCost } from './moveCost.js';
import { pathfinderOf } from './reach.js';
import { KIND, unitId } from './unitStatus.js';

/**
 * Whether a unit traces supply (MiB 11.2): within the option's infantry MP of a friendly train or of its side's
 * supply region, never into an enemy zone of control that no friend holds. The great bridge's entry supplies no one
 * while it is broken (16.1).
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { boardOf } from '../board.js';
 * import { tracesSupply } from './supply.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const board = boardOf(ctx, state);
 * tracesSupply(ctx, state, board, ctx.unitIndex.get('au-vi-nordmann')!); // true: within reach of the Austrian supply region
 * tracesSupply(ctx, state, board, ctx.unitIndex.get('fr-cav-lasalle')!); // false: Gross-Enzersdorf is beyond 8 MP of the French wagons
 * ```
 */
export function tracesSupply(ctx: MibContext, state: MibState, board: Board, u: number): boolean {
  const side = ctx.unitSide[u]!;
  const sideName = SIDES[side]!;
  const source = ctx.supply[sideName];
  const closed = state.bridge.broken && ctx.scenario.bridge?.side === sideName;
  const supplies = (h: number): boolean => {
    if (source[h] === 1 && !(closed && ctx.bridgeEntry.includes(h))) return true;
    for (let v = board.first[h]!; v >= 0; v = board.next[v]!) if (ctx.unitKind[v] === KIND.train && ctx.unitSide[v] === side) return true;
    return false;
  };
  const start = state.units[u]!.hex;
  if (supplies(start)) return true;
  const enemyZoc = board.zoc[1 - side]!;
  const found = pathfinderOf(ctx).reachable(start, state.options.supplyRange, {
    stepCost: (from, _to, dir) => {
      const c = stepCost(ctx, state, from, dir, false);
      return c === 'all' ? Infinity : c;
    },
    canEnter: (h) => board.owner[h] !== 1 - side && (enemyZoc[h] === 0 || board.owner[h] === side),
  });
  return found.nodes().some(supplies);
}

/** Marks the active formation's units that trace no supply as out of supply (MiB 11.2), at its activation. */
export function markSupply(ctx: MibContext, draft: Draft<MibState>, board: Board, f: number, emit: Emit<MibEvent>): void {
  for (const u of ctx.formationUnits[f]!) {
    const unit = draft.units[u]!;
    if (unit.hex < 0 || unit.oos || ctx.unitKind[u] === KIND.train) continue;
    if (tracesSupply(ctx, draft, board, u)) continue;
    unit.oos = true;
    emit?.({ type: 'supply', rule: 'MiB 11.2', unit: unitId(ctx, u), inSupply: false });
  }
}
