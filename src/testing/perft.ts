import type { ChanceAction } from '../core/action.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { canonicalJson } from '../core/scenarioHash.js';

/**
 * The number of action sequences of length `depth` from `state` (chess's perft): every legal action is a branch,
 * and so is every outcome of a chance decision (in explicit chance mode; in auto mode the dice are rolled inside each
 * apply, so they are not branches). Terminal states end their branch early and count 0 at any depth past them.
 * Throws if a listed action is refused (a bug a golden count would hide).
 *
 * @example
 * ```ts
 * import { perft } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) perft(napoleonAtWar, setup.state, 1); // the number of legal actions
 * ```
 */
export function perft<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], depth: number): number {
  if (depth === 0) return 1;
  const actions = ruleset.legalActions(state);
  if (depth === 1) return actions.length;
  let total = 0;
  for (const action of actions) total += perft(ruleset, after(ruleset, state, action), depth - 1);
  return total;
}

/**
 * {@link perft} split by first action: for each legal action (as canonical JSON), the count below it. The
 * tool for finding which move a changed count comes from.
 *
 * @example
 * ```ts
 * import { perftDivide } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) perftDivide(napoleonAtWar, setup.state, 2); // { '{"to":"0203","type":"move","unit":"F1"}': 225, ... }
 * ```
 */
export function perftDivide<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], depth: number): Record<string, number> {
  const out: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const action of ruleset.legalActions(state)) out[canonicalJson(action)] = perft(ruleset, after(ruleset, state, action), depth - 1);
  return out;
}

function after<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], action: T['action'] | ChanceAction): T['state'] {
  const next = ruleset.apply(state, action, { events: false });
  if (!next.ok) throw new Error(`perft: a listed action was refused: ${next.violation.rule} ${next.violation.message}`);
  return next.state;
}
