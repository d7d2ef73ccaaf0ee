/**
 * What a decision asks, in words, for a front end's prompt line: who decides, what is asked, and the rule case, like a
 * violation carries its rule.
 *
 * @example
 * ```ts
 * import type { DecisionPrompt } from 'kriegsspiel';
 * const prompt: DecisionPrompt = {
 *   side: 'french', step: 'movement', rule: 'NAW 5.0',
 *   text: 'French movement: move a unit (4 can move), or end the phase',
 * };
 * ```
 */
export interface DecisionPrompt {
  /** The side asked, or `null` when the viewer's side is not asked now (it waits, or chance or nobody decides). */
  readonly side: string | null;
  /** The step name (`decision.step`), or `null` when the game is over. */
  readonly step: string | null;
  /** What is asked, in words, e.g. `'Choose the hex F1 retreats into'`. */
  readonly text: string;
  /** The rule case the decision comes from, e.g. `'NAW 7.71'`. */
  readonly rule: string;
}
