import type { DecisionPrompt } from './decisionPrompt.js';
import type { FrontEndQueries, RulesetQueries } from './frontEndQueries.js';
import { guard } from './guard.js';
import type { UnitMoves } from './moveOption.js';
import { quote } from './quote.js';
import type { CompileResult } from './rulesetDefinition.js';
import type { RulesetTypes } from './rulesetTypes.js';
import { violation, type Violation } from './violation.js';

/**
 * Binds a ruleset author's {@link FrontEndQueries} into the instance's {@link RulesetQueries}: the context comes from
 * the view's scenario, the side is checked, and any exception becomes a neutral answer (no move, no preview, a prompt
 * naming the problem), as every public function of a ruleset.
 */
export function bindQueries<T extends RulesetTypes>(
  hooks: FrontEndQueries<T>,
  sides: readonly T['side'][],
  contextOf: (holder: { readonly scenario: unknown }) => CompileResult<T['context']>,
): RulesetQueries<T> {
  const noMoves: UnitMoves<T['action']> = new Map();
  const problemPrompt = (v: Violation): DecisionPrompt => ({ side: null, step: null, text: v.message, rule: v.rule });
  /** The context of a view of a side of this game, or why there is none. */
  const resolve = (view: T['view'], side: T['side']): CompileResult<T['context']> => {
    if (!sides.includes(side)) return { ok: false, violation: violation('unknown-side', 'core', `side: no side ${quote(side)} in this game`) };
    return contextOf(view);
  };
  return {
    placeName: (holder, position) => guard('placeName', () => null, () => {
      const ctx = contextOf(holder);
      return ctx.ok && Number.isSafeInteger(position) ? hooks.placeName(ctx.context, position) : null;
    }),
    moves: (view, side) => guard('moves', () => noMoves, () => {
      const ctx = resolve(view, side);
      return ctx.ok ? hooks.moves(ctx.context, view, side) : noMoves;
    }),
    combatPreview: (view, side, action) => guard('combatPreview', () => null, () => {
      const ctx = resolve(view, side);
      return ctx.ok ? hooks.combatPreview(ctx.context, view, side, action) : null;
    }),
    prompt: (view, side) => guard('prompt', problemPrompt, () => {
      const ctx = resolve(view, side);
      return ctx.ok ? hooks.prompt(ctx.context, view, side) : problemPrompt(ctx.violation);
    }),
  };
}
