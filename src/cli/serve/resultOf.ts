import { namesOf } from '../builtIns.js';
import { resultLine } from '../resultLine.js';
import type { Session } from './gameTable.js';

/**
 * The result of a game's current state and, once the game is over, the `Result:` line `kriegsspiel play` prints
 * for it (the same sides' names and score unit), so a task run through `serve` can be compared with one run by
 * `play`; `line` is `null` while the game goes on.
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
export function resultOf(session: Session): { result: ReturnType<Session['ruleset']['result']>; line: string | null } {
  const { ruleset, state } = session;
  const result = ruleset.result(state);
  if (!result.terminal) return { result, line: null };
  const names = namesOf(ruleset, state);
  return { result, line: resultLine(result, names.sides, names.scoreUnit) };
}
