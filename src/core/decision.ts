/**
 * Who decides now and what kind of decision is pending.
 *
 * - `side`: one side chooses among the legal actions;
 * - `simultaneous`: several sides each owe a secret choice (each action names its `side`); `sides` lists those still owing;
 * - `chance`: a die roll or draw is pending (explicit chance mode only; auto mode resolves it at once);
 * - `terminal`: the game is over.
 *
 * @example
 * ```ts
 * import type { Decision } from 'kriegsspiel';
 * const d: Decision<'french' | 'austrian'> = { kind: 'side', side: 'french', step: 'movement' };
 * ```
 */
export type Decision<Side extends string> =
  | { readonly kind: 'side'; readonly side: Side; readonly step: string }
  | { readonly kind: 'simultaneous'; readonly sides: readonly Side[]; readonly step: string }
  | { readonly kind: 'chance'; readonly step: string }
  | { readonly kind: 'terminal' };

/** How chance decisions are resolved: rolled at once from the state's PRNG, or surfaced as decisions. */
export type ChanceMode = 'auto' | 'explicit';
