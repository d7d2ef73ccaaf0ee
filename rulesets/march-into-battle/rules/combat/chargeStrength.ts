import type { MibContext } from '../../context.js';
import type { MibCombat, MibState } from '../../types.js';
import { isCombat, isSpent, isTired, KIND, strength } from '../unitStatus.js';

/** The defenders in the charged hex (the ones in it when the attack was declared and still there). */
export const chargedUnits = (state: MibState, combat: MibCombat): number[] => combat.defenders.filter((u) => state.units[u]!.hex === combat.target);

/** A unit that may countercharge or whose organic cavalry may (MiB 7.12, 7.13, OCE, 10.1): not disorganised, smashed, tired or spent. */
export const fresh = (state: MibState, u: number): boolean => {
  const unit = state.units[u]!;
  return !unit.dis && !unit.smashed && !isTired(state.options, unit) && !isSpent(state.options, unit);
};

/** A charged division's organic cavalry SP that joins its defence (MiB 7.13, 10.1): none when tired, spent or smashed. */
export function organicSp(ctx: MibContext, state: MibState, u: number): number {
  const unit = state.units[u]!;
  if (ctx.unitKind[u] !== KIND.infantry || unit.smashed || isTired(state.options, unit) || isSpent(state.options, unit)) return 0;
  return unit.orgCav;
}

/**
 * The charging cavalry's multiplier (MiB 7.12): ½ when every defending infantry unit passed its morale check, ×2
 * when every defender is disorganised, else 1; 1 for an attack that is no charge.
 */
export function chargeFactor(ctx: MibContext, state: MibState, combat: MibCombat): number {
  if (!combat.charge) return 1;
  if (combat.cavalryHalved) return 0.5;
  const defenders = chargedUnits(state, combat).filter((u) => isCombat(ctx, u));
  return defenders.length > 0 && defenders.every((u) => state.units[u]!.dis) ? 2 : 1;
}

/**
 * A charged unit's defence from its ordinary defence `sp` (MiB 7.12, 7.13): cavalry that countercharged is doubled; a
 * division adds its organic cavalry's SP (under the same halvings as the division), doubled when it countercharged.
 */
export function chargedDefence(ctx: MibContext, state: MibState, combat: MibCombat, u: number, sp: number): number {
  if (!combat.charge) return sp;
  const doubled = combat.countercharged.includes(u) ? 2 : 1;
  if (ctx.unitKind[u] === KIND.cavalry) return sp * doubled;
  const organic = organicSp(ctx, state, u);
  const full = strength(ctx, state.units[u]!, u);
  return organic === 0 || full === 0 ? sp : sp + organic * doubled * (sp / full);
}
