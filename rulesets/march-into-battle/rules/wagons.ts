import type { Draft } from 'immer';
import type { Emit } from 'kriegsspiel';
import type { Board } from '../board.js';
import type { MibContext } from '../context.js';
import type { MibEvent } from '../events.js';
import { WAGON_RAID } from '../tables.js';
import type { MibState } from '../types.js';
import { fitToAttack } from './combat/attacks.js';
import { eliminate } from './losses.js';
import { isCombat, stackingSp, unitId } from './unitStatus.js';

/** Whether `hex` holds units and none is a combat unit: only trains and engineers, raided as wagons (MiB 7.5, 2.2). */
export function onlyWagons(ctx: MibContext, board: Board, hex: number): boolean {
  if (board.first[hex]! < 0) return false;
  for (let v = board.first[hex]!; v >= 0; v = board.next[v]!) if (isCombat(ctx, v)) return false;
  return true;
}

/**
 * Whether a unit may raid enemy wagons (MiB 7.5): the raid is an attack (7.0), so only a unit of the active formation
 * fit to attack makes it (infantry or cavalry, by day, under ATTACK, ADVANCE or HOLD, not disorganised, smashed, spent
 * or out of supply).
 */
export const mayRaid = (ctx: MibContext, state: MibState, u: number): boolean => ctx.unitFormation[u] === state.active && fitToAttack(ctx, state, u);

/** Whether `hex` has room for unit `u` under the stacking limit (MiB 6.8). */
function roomIn(ctx: MibContext, state: MibState, hex: number, u: number): boolean {
  let sp = stackingSp(ctx, state, u);
  for (const [v, other] of state.units.entries()) if (other.hex === hex) sp += stackingSp(ctx, state, v);
  return sp <= state.options.stacking.limit;
}

/**
 * The raid on supply wagons (MiB 7.5), once the raider has entered their hex from `from`: the trains and engineers
 * there are eliminated (2.2), the raider's move ends and the 2 MP of leaving come off what it has left
 * (interpretation 7.5); if a combat unit of the trains' side stood within 1 hex of them, the raider falls back to
 * `from` when it has room there under the stacking limit (6.8), and otherwise stays.
 *
 * @example
 * ```ts
 * import type { Draft } from 'kriegsspiel';
 * import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
 * import { raidWagons } from './wagons.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * const draft = structuredClone(state) as Draft<MibState>;
 * const raider = ctx.unitIndex.get('au-cav-light')!;
 * draft.units[raider]!.hex = ctx.map.grid.indexOf('0210'); // into the French wagons' hex from 0310
 * raidWagons(ctx, draft, raider, ctx.map.grid.indexOf('0310'), undefined);
 * draft.units[ctx.unitIndex.get('fr-iv-train')!]!.hex; // -2: eliminated, with the pontonniers and the cavalry's train
 * ```
 */
export function raidWagons(ctx: MibContext, draft: Draft<MibState>, u: number, from: number, emit: Emit<MibEvent>): void {
  const unit = draft.units[u]!;
  const hex = unit.hex;
  const enemy = 1 - ctx.unitSide[u]!;
  const trains: number[] = [];
  let guarded = false;
  for (const [v, other] of draft.units.entries()) {
    if (other.hex < 0 || ctx.unitSide[v] !== enemy) continue;
    if (other.hex === hex) trains.push(v);
    else if (isCombat(ctx, v) && ctx.map.grid.distance(hex, other.hex) <= WAGON_RAID.guardedWithin) guarded = true;
  }
  for (const t of trains) eliminate(ctx, draft, t, 'MiB 7.5', emit);
  emit?.({ type: 'wagonsDestroyed', rule: 'MiB 7.5', units: trains.map((t) => unitId(ctx, t)), by: unitId(ctx, u) });
  unit.mp = Math.max(0, unit.mp - WAGON_RAID.leave);
  if (!guarded || !roomIn(ctx, draft, from, u)) return;
  unit.hex = from;
  emit?.({ type: 'moved', rule: 'MiB 7.5', unit: unitId(ctx, u), from: ctx.hexIds[hex]!, to: ctx.hexIds[from]!, path: [ctx.hexIds[hex]!, ctx.hexIds[from]!], cost: WAGON_RAID.leave, forced: false });
}
