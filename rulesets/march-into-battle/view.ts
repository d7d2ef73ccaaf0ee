import { drawInt, type RngState } from 'kriegsspiel';
import type { MibContext } from './context.js';
import type { MibEvent } from './events.js';
import type { MibFormation, MibState } from './types.js';
import { ORDER_TYPES, SIDES, type OrderType, type Side } from './vocabulary.js';

/** A formation as a side sees it: the enemy's orders in transit show only their box (MiB 3.3). */
export type MibViewFormation = Omit<MibFormation, 'pending'> & {
  readonly pending: { readonly type: OrderType | null; readonly target: number; readonly box: number } | null;
};

/** What a side sees of a March into Battle game: the state without its PRNG state, the enemy's orders in transit hidden. */
export type MibView = Omit<MibState, 'rng' | 'formations'> & { readonly formations: readonly MibViewFormation[] };

/**
 * The view of `side` (MiB 3.3): every counter and marker on the map is open, but an order on its way to an enemy
 * formation shows only the box it is in, not its type or target.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { viewOf } from './view.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const view = viewOf(ctx, state, 'french');
 * view.formations.filter((f) => f.pending?.type === null).length; // 0: no Austrian order is in transit yet
 * ```
 */
export function viewOf(ctx: MibContext, state: MibState, side: Side): MibView {
  const { rng: _rng, ...rest } = state;
  const mine = SIDES.indexOf(side);
  const formations = state.formations.map((f, i) =>
    ctx.formationSide[i] === mine || f.pending === null ? f : { ...f, pending: { type: null, target: -1, box: f.pending.box } },
  );
  return { ...rest, formations };
}

/**
 * A full state consistent with a view: each hidden enemy order in transit becomes an order drawn from `rng` (HOLD
 * on its commander's hex, or another order on one of the scenario's targets).
 */
export function determinize(ctx: MibContext, view: MibView, _side: Side, rng: RngState): MibState {
  let stream = rng;
  const draw = (n: number): number => {
    const drawn = drawInt(stream, 0, n - 1);
    stream = drawn.rng;
    return drawn.value;
  };
  const formations = view.formations.map((f): MibFormation => {
    if (f.pending === null || f.pending.type !== null) return f as MibFormation;
    const type = ORDER_TYPES[draw(ORDER_TYPES.length)]!;
    const target = type === 'hold' || ctx.targets.length === 0 ? f.commander : ctx.targets[draw(ctx.targets.length)]!;
    return { ...f, pending: { type, target, box: f.pending.box } };
  });
  return { ...view, formations, rng: stream } as MibState;
}

/** An enemy's order issued shows neither type nor target (MiB 3.3). */
export function redactEvent(event: MibEvent, side: Side): MibEvent | null {
  if (event.type !== 'orderIssued' || event.side === side) return event;
  return { ...event, order: null, target: null };
}
