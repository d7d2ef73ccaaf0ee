import { drawInt, type Draft, type Emit, type RngState } from 'kriegsspiel';
import { boardOf, inEnemyZoc } from './board.js';
import type { AcgContext } from './context.js';
import type { AcgEvent } from './events.js';
import type { AcgState } from './types.js';
import type { Side } from './vocabulary.js';

/**
 * The Variant markers of module 11. The copy lacks the module; the rules name three variants, each reconstructed
 * from what they say of it. The other numbers are absent (not in the default pool; see the README).
 */
export const VARIANTS: Readonly<Record<number, { readonly name: string; readonly sides: readonly Side[]; readonly rule: string; readonly effect: string }>> = {
  3: { name: 'Training', sides: ['allied'], rule: 'ACG 6.2', effect: 'from its play on, Allied units stack and move as the French do (6.1)' },
  5: { name: 'Artillery Effectiveness', sides: ['french', 'allied'], rule: 'ACG 9.13.1', effect: "from its play on, its holder's markers add 1 factor beyond the limit (9.13.1, 9.13.2)" },
  9: { name: 'Regroup', sides: ['french', 'allied'], rule: 'ACG 4.2', effect: "on its play, its holder's units short of strength and out of enemy zones gain a step (as 5.5)" },
};

/** The variant a side holds, once played (revealed), or `null`. */
const played = (state: AcgState, side: Side): number | null => {
  const held = state.variants[side];
  return held !== null && held.revealed ? held.id : null;
};

/** Whether the Allies have played Variant 3: they stack and move as the French (ACG 6.2's note). */
export const alliesTrained = (state: AcgState): boolean => played(state, 'allied') === 3;

/** Whether `side` has played Variant 5: one more artillery factor, beyond the limit (ACG 9.13.1, 9.13.2). */
export const artilleryEffective = (state: AcgState, side: Side): boolean => played(state, side) === 5;

/** Whether `side` may play its variant now: drawn, not yet played, and of use to its side. */
export function mayPlayVariant(state: AcgState, side: Side): boolean {
  const held = state.variants[side];
  return held !== null && !held.revealed && (VARIANTS[held.id]?.sides.includes(side) ?? false);
}

/** Deals one Variant marker to each side in secret from the pool (ACG 3.0), using the game's dice. */
export function dealVariants(pool: readonly number[], rng: RngState): { french: number | null; allied: number | null; rng: RngState } {
  const left = [...pool];
  const take = (): number | null => {
    if (left.length === 0) return null;
    const drawn = drawInt(rng, 0, left.length - 1);
    rng = drawn.rng;
    return left.splice(drawn.value, 1)[0]!;
  };
  const french = take();
  const allied = take();
  return { french, allied, rng };
}

/** Plays (reveals) `side`'s variant; Variant 9 regroups its units at once. */
export function playVariant(ctx: AcgContext, draft: Draft<AcgState>, side: Side, emit: Emit<AcgEvent>): void {
  const held = draft.variants[side]!;
  held.revealed = true;
  const variant = VARIANTS[held.id]!;
  emit?.({ type: 'variantPlayed', rule: 'ACG 11.0', side, variant: held.id, name: variant.name });
  if (held.id !== 9) return;
  const board = boardOf(ctx, draft);
  let regained = 0;
  draft.units.forEach((u, i) => {
    if (u.side !== side || u.status !== 'map' || u.steps >= ctx.scenario.units[i]!.steps || inEnemyZoc(board, u.hex, side)) return;
    u.steps++;
    regained++;
  });
  draft.lost[side] -= regained;
  emit?.({ type: 'regrouped', rule: 'ACG 11.0', steps: regained });
}
