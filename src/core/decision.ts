import type { Violation } from './violation.js';

/**
 * Who decides now and what kind of decision is pending.
 *
 * - `side`: one side chooses among the legal actions;
 * - `simultaneous`: several sides each owe a secret choice (each action names its `side`); `sides` lists those still owing;
 * - `chance`: a die roll or draw is pending (explicit chance mode only; auto mode resolves it at once);
 * - `terminal`: the game is over, or (with `error`) the state cannot be played (unknown scenario, corrupt state,
 *   internal error).
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
  | { readonly kind: 'terminal'; readonly error?: Violation };

/** How chance decisions are resolved: rolled at once from the state's PRNG, or surfaced as decisions. */
export type ChanceMode = 'auto' | 'explicit';

/** The chance modes, for validation. */
export const CHANCE_MODES: readonly ChanceMode[] = ['auto', 'explicit'];
