import type { Encoder } from '../core/encoding.js';
import { quote } from '../core/quote.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { violation, type Violation } from '../core/violation.js';
import type { EnvAgent } from './environment.js';

/** The state after a legal action index, or why the index is not legal for the agent (code `illegal-action`). */
export type LegalStep<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly violation: Violation };

/**
 * Decodes `index` in `state` and applies it for `agent`, accepting exactly the indices of the agent's action mask:
 * the index must decode to an action of the agent, that action must encode back to the same index, and the ruleset
 * must accept it. Needs no listing of the legal actions (one decode, one encode, one `apply`).
 */
export function legalStep<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  encoder: Encoder<T>,
  state: T['state'],
  agent: EnvAgent<T['side']>,
  index: unknown,
): LegalStep<T['state']> {
  const refuse = (why: string, rule = 'core') => ({ ok: false as const, violation: violation('illegal-action', rule, `action: ${why}`) });
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= encoder.actionSize) {
    return refuse(`expected an action index in 0..${encoder.actionSize - 1} (or null for an agent that is done), received ${quote(index)}`);
  }
  const action = encoder.decode(state, index);
  if (action === null) return refuse(`index ${index} stands for no action in this state`);
  if (ruleset.actorOf(state, action) !== agent) return refuse(`index ${index} (${quote(action.type)}) is not an action of ${quote(agent)} now`);
  if (encoder.encode(state, action) !== index) return refuse(`index ${index} is not the index of the action it decodes to`);
  const applied = ruleset.apply(state, action, { events: false });
  if (!applied.ok) return refuse(`index ${index} (${quote(action.type)}) is illegal: ${applied.violation.message}`, applied.violation.rule);
  return { ok: true, state: applied.state };
}
