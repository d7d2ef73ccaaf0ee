import type { Draft } from 'immer';
import { violation, type Emit, type Violation } from 'kriegsspiel';
import type { MibAction } from '../actions.js';
import { boardOf, BRIDGE, CREEK, RIVER, TERRAIN, type Board } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import type { MibState } from '../types.js';
import { hexsideMask, hexsideOf, WATER } from './hexsideMask.js';
import { actors } from './unitActions.js';
import { KIND, unitId } from './unitStatus.js';

type BridgeAction = Extract<MibAction, { type: 'bridge' }>;

/** The engineers of the active formation that may work now (MiB 6.10, 4.0): not yet acted, not held to rest (OC). */
const engineers = (ctx: MibContext, state: MibState): number[] =>
  state.formations[state.active]!.restOnly ? [] : actors(ctx, state).filter((u) => ctx.unitKind[u] === KIND.engineer && state.units[u]!.act === 0);

/**
 * What engineer `u` may do across `dir` (MiB 6.10, 6.11): build a bridge over a river, stream or creek
 * hexside with none, or destroy the bridge there when no enemy unit stands across; `null` when neither.
 */
function workAcross(ctx: MibContext, state: MibState, board: Board, u: number, dir: number): 'build' | 'destroy' | null {
  const hex = state.units[u]!.hex;
  const across = ctx.map.grid.neighbor(hex, dir);
  if (across < 0 || ctx.terrain[across] === TERRAIN.river) return null;
  const mask = hexsideMask(ctx, state, hex, dir);
  if ((mask & BRIDGE) !== 0) return board.owner[across] === 1 - ctx.unitSide[u]! ? null : 'destroy';
  return (mask & WATER) !== 0 ? 'build' : null;
}

/**
 * Every bridge action of the active formation (MiB 6.10, 6.11): each engineer that may work, across each adjacent
 * hexside it may bridge or unbridge.
 *
 * @example
 * ```ts
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { boardOf } from '../board.js';
 * import { bridgeActions } from './bridges.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * let state: MibState = setup.state; // both sides pass their orders: the first formation activates
 * while (state.phase === 'orders') { const next = marchIntoBattle.apply(state, { type: 'done' }); if (!next.ok) throw new Error(next.violation.message); state = next.state; }
 * const made = marchIntoBattle.contextOf(state);
 * if (made.ok) bridgeActions(made.context, state, boardOf(made.context, state)); // []: the French cavalry has no engineers
 * ```
 */
export function bridgeActions(ctx: MibContext, state: MibState, board: Board): BridgeAction[] {
  const out: BridgeAction[] = [];
  for (const u of engineers(ctx, state)) {
    const hex = state.units[u]!.hex;
    for (let d = 0; d < 6; d++) {
      if (workAcross(ctx, state, board, u, d) !== null) out.push({ type: 'bridge', unit: unitId(ctx, u), across: ctx.hexIds[ctx.map.grid.neighbor(hex, d)]! });
    }
  }
  return out;
}

/** Why a bridge action is illegal, or `null` (MiB 6.10, 6.11). */
export function checkBridge(ctx: MibContext, state: MibState, a: BridgeAction): Violation | null {
  const u = ctx.unitIndex.get(a.unit);
  if (u === undefined || !engineers(ctx, state).includes(u)) return violation('not-engineer', 'MiB 6.10', `unit: ${a.unit} is not a bridge engineer of the active formation that may still act`);
  const hex = state.units[u]!.hex;
  const dir = ctx.map.grid.directionTo(hex, ctx.map.grid.indexOf(a.across));
  const board = boardOf(ctx, state);
  if (dir >= 0 && workAcross(ctx, state, board, u, dir) !== null) return null;
  if (dir >= 0 && (hexsideMask(ctx, state, hex, dir) & BRIDGE) !== 0) return violation('enemy-across', 'MiB 6.11', `across: an enemy unit stands in ${a.across}, beyond the bridge`);
  return violation('no-bridge-work', 'MiB 6.10', `across: ${a.across} is not across a hexside next to ${a.unit} with a river, stream or creek to bridge or a bridge to destroy`);
}

/**
 * A bridge engineer's stationary action (MiB 6.10, 6.11; FE: no fatigue change). Destroying takes the action.
 * Building takes the option's activations (a river 3, a stream or creek 1): the work carries over while the engineer
 * works the same hexside from the same hex in each of its activations, one a turn; a turn without work abandons it.
 */
export function applyBridge(ctx: MibContext, draft: Draft<MibState>, a: BridgeAction, emit: Emit<MibEvent>): void {
  const u = ctx.unitIndex.get(a.unit)!;
  const unit = draft.units[u]!;
  unit.act = 2;
  const hex = unit.hex;
  const dir = ctx.map.grid.directionTo(hex, ctx.map.grid.indexOf(a.across));
  const key = hexsideOf(ctx, hex, dir);
  const mask = hexsideMask(ctx, draft, hex, dir);
  const onMap = (ctx.map.hexsideFeatures(hex, dir) & BRIDGE) !== 0;
  const b = draft.bridges;
  const say = (work: 'build' | 'destroy', done: number, needed: number, built: boolean) =>
    emit?.({ type: 'bridgeWork', rule: work === 'build' ? 'MiB 6.10' : 'MiB 6.11', unit: a.unit, hexside: key, work, done, needed, built });
  if ((mask & BRIDGE) !== 0) {
    if (onMap) b.destroyed.push(key);
    else b.built = b.built.filter((k) => k !== key);
    return say('destroy', 1, 1, false);
  }
  const times = draft.options.bridgeBuilding;
  const needed = (mask & RIVER) !== 0 ? times.river : (mask & CREEK) !== 0 ? times.creek : times.stream;
  const before = b.work.find((w) => w.unit === u && w.hex === hex && w.hexside === key && w.turn === draft.turn - 1);
  const done = (before?.done ?? 0) + 1;
  b.work = b.work.filter((w) => w.unit !== u && w.turn >= draft.turn - 1);
  if (done < needed) b.work.push({ unit: u, hex, hexside: key, done, turn: draft.turn });
  else if (onMap) b.destroyed = b.destroyed.filter((k) => k !== key);
  else b.built.push(key);
  say('build', done, needed, done >= needed);
}
