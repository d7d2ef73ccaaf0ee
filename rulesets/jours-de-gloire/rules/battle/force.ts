/**
 * A side's force in a battle (JdG 8.1 P3, 8.3, 8.5): its units, PF after the Combat Table's multipliers, average
 * cohesion, the leader of the highest rank, artillery and cavalry bonuses.
 *
 * @module
 */
import type { JdgContext } from '../../context.js';
import { averageCohesion } from '../../tables/battleArithmetic.js';
import { COMBAT_MODIFIERS } from '../../tables/combatTable.js';
import type { JdgState } from '../../types.js';
import type { Side } from '../../vocabulary.js';

const { multipliers } = COMBAT_MODIFIERS;

/** The combat units of `side` in the battle box (those marching to the guns join later, 6.5.2). */
export function forceUnits(state: JdgState, box: number, side: Side): number[] {
  const out: number[] = [];
  state.pieces.forEach((p, i) => {
    if (p.status === 'map' && p.box === box && p.side === side && p.kind === 'unit' && p.pf > 0) out.push(i);
  });
  return out;
}

/** The general of the highest rank with the force, the better BT on equal rank (8.5), or -1. */
export function leaderOf(ctx: JdgContext, state: JdgState, box: number, side: Side): number {
  let best = -1;
  state.pieces.forEach((p, i) => {
    if (p.status !== 'map' || p.box !== box || p.side !== side || p.kind !== 'general') return;
    const [a, b] = [ctx.pieces[i]!, best < 0 ? null : ctx.pieces[best]!];
    if (b === null || a.rank > b.rank || (a.rank === b.rank && a.bt > b.bt)) best = i;
  });
  return best;
}

/** A unit's cohesion in a box (S7-S9: Hofer +2 in the mountains). */
export const cohesionOf = (ctx: JdgContext, i: number, box: number): number =>
  ctx.pieces[i]!.co + (ctx.terrain[box] === 'mountain' ? ctx.pieces[i]!.mountainCohesion : 0);

/** The force's average cohesion (1.2.1, rounded down). */
export const forceCohesion = (ctx: JdgContext, units: readonly number[], box: number): number => averageCohesion(units.map((i) => cohesionOf(ctx, i, box)));

/** The terrain of a battle on the Combat Table. */
export interface BattleTerrain {
  readonly mountain: boolean;
  readonly defensive: boolean;
  readonly clear: boolean;
}

/**
 * The terrain a battle is fought on (the Combat Table): the box's, where a fortified city is defensive terrain for the
 * defender who holds it (8.8: defending normally he has the defensive terrain modifiers; in the citadel, those of the
 * fortified city besides), and so no longer clear.
 *
 * @example
 * ```ts
 * // Ulm (clear, fortified) held by its defender: { mountain: false, defensive: true, clear: false }
 * ```
 */
export function battleTerrain(ctx: JdgContext, battle: { readonly box: number; readonly city: boolean }): BattleTerrain {
  const terrain = ctx.terrain[battle.box]!;
  const defensive = terrain === 'defensive' || battle.city;
  return { mountain: terrain === 'mountain', defensive, clear: terrain === 'clear' && !defensive };
}

/** The PF of a force in combat (8.3): fatigued units halved (8.4), cavalry halved in mountain or defensive terrain, an attacker against the citadel quartered, entrenched defenders x1.5 (6.2); fractions dropped at the end. */
export function combatPf(state: JdgState, units: readonly number[], terrain: BattleTerrain, role: { readonly attacker: boolean; readonly citadel: boolean; readonly entrenched: boolean }): number {
  let total = 0;
  for (const i of units) {
    const p = state.pieces[i]!;
    let pf = p.pf;
    if (p.fatigued) pf *= 0.5;
    if (p.arm === 'cavalry' && !terrain.clear) pf *= multipliers.cavalryInMountainOrDefensive;
    if (role.attacker && role.citadel) pf *= multipliers.defenderInFortifiedCity;
    if (!role.attacker && role.entrenched) pf *= 1.5;
    total += pf;
  }
  return Math.floor(total);
}

/** Sum of a rating over units. */
export const bonusOf = (ctx: JdgContext, units: readonly number[], rating: 'ba' | 'bc'): number => units.reduce((sum, i) => sum + ctx.pieces[i]!.ba * (rating === 'ba' ? 1 : 0) + ctx.pieces[i]!.bc * (rating === 'bc' ? 1 : 0), 0);
