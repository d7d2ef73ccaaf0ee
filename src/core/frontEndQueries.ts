import type { CombatPreview } from './combatPreview.js';
import type { DecisionPrompt } from './decisionPrompt.js';
import type { UnitMoves } from './moveOption.js';
import type { RulesetTypes } from './rulesetTypes.js';

/**
 * What a ruleset author writes so that a front end can show a decision before it is taken, with no ruleset types and
 * no private import: printed names of the positions its views hold, each unit's destinations with cost and path, a
 * combat's odds and outcome probabilities before the die, and a prompt for every decision. Every answer comes from
 * the rules' own code (the reach the legality check uses, the table the die is rolled on), never a second copy of
 * them. Each function receives the context and a side's view, never a full state: what a side may not see stays out
 * of every answer. `defineRuleset` binds them into {@link RulesetQueries} (context resolved, nothing throws).
 */
export interface FrontEndQueries<T extends RulesetTypes> {
  /**
   * The printed name of a position as views hold it (a dense hex index or box index: `unit.hex`, `piece.box`), e.g.
   * `'0304'` or `'ulm'`; `null` for a position off the map (`-1`) or out of range.
   */
  placeName(ctx: T['context'], position: number): string | null;
  /**
   * The moves open to `side` now, by unit id: each destination with its cost, its cheapest path and the actions
   * that make it (and other paths where the path matters). Empty when `side` is not at a movement decision.
   */
  moves(ctx: T['context'], view: T['view'], side: T['side']): UnitMoves<T['action']>;
  /**
   * The combat `action` would form or resolve (an attack declaration, a unit joining it, a chosen column), or
   * without an action the combat now pending, as `side` sees it before the die; `null` when there is none.
   */
  combatPreview(ctx: T['context'], view: T['view'], side: T['side'], action?: T['action']): CombatPreview | null;
  /** What the decision now pending asks of `side`, in words, with its rule (or that `side` waits, and for what). */
  prompt(ctx: T['context'], view: T['view'], side: T['side']): DecisionPrompt;
}

/**
 * The front-end queries of a ruleset instance (`ruleset.queries`): {@link FrontEndQueries} with the context resolved
 * from the view, and guarded like every public function, so nothing throws: an unknown scenario, a side not in the
 * game or an internal error gives an empty map, `null`, or a prompt whose text says what is wrong (rule `'core'`).
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const queries = napoleonAtWar.queries;
 * if (setup.ok && queries) {
 *   const seen = napoleonAtWar.view(setup.state, 'french');
 *   if (seen.ok) {
 *     queries.prompt(seen.view, 'french').text; // 'French movement: move a unit (5 can move), or end the phase'
 *     queries.placeName(seen.view, seen.view.units[0]!.hex); // '0304'
 *     const moves = queries.moves(seen.view, 'french'); // Map { 'F1' => [{ to: '0203', cost: 1, path: ['0304', '0203'], actions, rule: 'NAW 5.0' }, ...], ... }
 *     const option = moves.get('F1')?.[0];
 *     if (option) napoleonAtWar.apply(setup.state, option.actions[0]!); // the move, legal as listed
 *   }
 * }
 * ```
 */
export interface RulesetQueries<T extends RulesetTypes> {
  /** The printed hex id or box id of a position index a view holds, or `null` (off the map, out of range). */
  placeName(holder: { readonly scenario: T['view']['scenario'] }, position: number): string | null;
  /** The moves open to `side` in `view`, by unit id (empty when it is not at a movement decision). */
  moves(view: T['view'], side: T['side']): UnitMoves<T['action']>;
  /** The combat `action` would form or resolve, or the one pending, before the die; `null` when none. */
  combatPreview(view: T['view'], side: T['side'], action?: T['action']): CombatPreview | null;
  /** What the pending decision asks of `side`, in words, with its rule. */
  prompt(view: T['view'], side: T['side']): DecisionPrompt;
}
