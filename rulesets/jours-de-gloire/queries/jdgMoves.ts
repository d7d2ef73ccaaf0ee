import type { MoveOption, RngState, UnitMoves } from 'kriegsspiel';
import type { JdgAction } from '../actions.js';
import type { JdgContext } from '../context.js';
import { moveOptions } from '../rules/movement.js';
import { fallBackBoxes, reactingSide } from '../rules/reactions.js';
import { stepOf } from '../rules/steps.js';
import type { JdgView } from '../view.js';
import type { Side } from '../vocabulary.js';
import { viewState } from './viewState.js';

type Option = MoveOption<JdgAction>;

/**
 * The moves open to `side` (JdG 5.1-5.2, 6.5.1, 3.3), keyed by the first counter of the stack that moves (the one a
 * front end clicks): the active stack's next box (a move is one box at a time, each a decision: the way on depends on
 * what each box holds, 5.2, and on the enemy's interceptions, 6.5.1), with the connection's cost in PM and the PM left;
 * a box where the enemy has counters, face down or not, is noted (the stack stops there if any is a combat unit,
 * 5.2). A successful interception's move into the enemy's box or one box back (6.5.1), and counters evicted from an
 * arrival box (3.3), are moves too. Each is a legal action of `legalActions` (`moveOptions` and the steps' lists).
 * Empty otherwise.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * import { jdgMoves } from './jdgMoves.js';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * const made = setup.ok ? joursDeGloire.contextOf(setup.state) : null;
 * const view = setup.ok ? joursDeGloire.view(setup.state, 'french') : null;
 * if (made?.ok && view?.ok) jdgMoves(made.context, view.view, 'french'); // empty until a stack is activated
 * ```
 */
export function jdgMoves(ctx: JdgContext, view: JdgView, side: Side, sample?: RngState): UnitMoves<JdgAction> {
  const state = viewState(ctx, view, side, sample);
  const out = new Map<string, Option[]>();
  const step = stepOf(ctx, state);
  const ids = ctx.boxIds;
  const enemyThere = (box: number): boolean =>
    view.faceDown.some((f) => f.box === ids[box] && f.markers.length > 0) || view.pieces.some((p) => p.side !== side && p.status === 'map' && p.box === box && !p.hidden);
  if (step === 'move' && state.player === side && state.activation !== null) {
    const a = state.activation;
    const seen = new Set<number>();
    const options: Option[] = [];
    for (const o of moveOptions(ctx, state)) {
      if (seen.has(o.to)) continue; // the move takes the first connection listed to a box (rules/movement.ts)
      seen.add(o.to);
      const notes = [`${a.pm - o.cost} PM left`, ...(enemyThere(o.to) ? ['enemy counters there: the stack stops if any is a combat unit (JdG 5.2)'] : [])];
      options.push({ to: ids[o.to]!, cost: o.cost, path: [ids[a.box]!, ids[o.to]!], actions: [{ type: 'move', to: ids[o.to]! }], rule: 'JdG 5.1', notes });
    }
    if (options.length > 0) out.set(state.pieces[a.pieces[0]!]!.id, options);
  } else if (step === 'intercept-effect' && reactingSide(state) === side) {
    const r = state.reaction!;
    const first = state.pieces[r.reactors[0]!]!.id;
    out.set(first, [
      { to: ids[r.box]!, cost: 0, path: [ids[r.from]!, ids[r.box]!], actions: [{ type: 'move', to: ids[r.box]! }], rule: 'JdG 6.5.1', notes: ['intercepts: the enemy stack stops'] },
      ...fallBackBoxes(ctx, state).map((b): Option => ({ to: ids[b]!, cost: 0, path: [ids[r.from]!, ids[b]!], actions: [{ type: 'retreat', to: ids[b]! }], rule: 'JdG 6.5.1', notes: ['falls back one box'] })),
    ]);
  } else if (step === 'evict' && state.evictions[0]!.side === side) {
    const e = state.evictions[0]!;
    const mine = state.pieces.find((p) => p.status === 'map' && p.box === e.box && p.side === side);
    {
      out.set(mine?.id ?? ids[e.box]!, e.boxes.map((b): Option => ({ to: ids[b]!, cost: 0, path: [ids[e.box]!, ids[b]!], actions: [{ type: 'move', to: ids[b]! }], rule: 'JdG 3.3', notes: ['evicted: the enemy\'s reinforcements arrive in this box'] })));
    }
  }
  return out;
}
