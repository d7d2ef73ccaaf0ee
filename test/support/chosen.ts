// How a driver asks a bot: the deciding side's view, never the full state.
import type { AnyRulesetBot, Ruleset, RulesetTypes } from 'kriegsspiel';

/** What `bot` chooses in `state` for `side` (default: the side that decides now), seeing only `side`'s view. */
export function chosen<T extends RulesetTypes>(ruleset: Ruleset<T>, bot: AnyRulesetBot, state: T['state'], side?: T['side']): T['action'] {
  const decision = ruleset.decision(state);
  const who = side ?? (decision.kind === 'side' ? decision.side : undefined);
  if (who === undefined) throw new Error(`no side decides now (${decision.kind})`);
  const seen = ruleset.view(state, who);
  if (!seen.ok) throw new Error(seen.violation.message);
  return bot.choose(ruleset, seen.view, who);
}
