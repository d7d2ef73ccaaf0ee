import { namesOf } from '../builtIns.js';
import { resultLine } from '../resultLine.js';
import type { Session } from './gameTable.js';

/**
 * The result of a game's current state and the `Result:` line `kriegsspiel play` would print for it (the same
 * sides' names and score unit), so a task run through `serve` can be compared with one run by `play`.
 *
 * @example
 * ```ts
 * import { anyRuleset } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { resultOf } from './resultOf.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) resultOf({ ruleset: anyRuleset(napoleonAtWar), state: setup.state, origin: null, actions: [] }).result.terminal; // false
 * ```
 */
export function resultOf(session: Session): { result: ReturnType<Session['ruleset']['result']>; line: string } {
  const { ruleset, state } = session;
  const names = namesOf(ruleset, state);
  const result = ruleset.result(state);
  return { result, line: resultLine(result, names.sides, names.scoreUnit) };
}
