import type { ChanceAction } from '../core/action.js';
import type { Decision } from '../core/decision.js';
import type { Encoder } from '../core/encoding.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { EnvAgent, EnvChanceOutcome } from './environment.js';

/** Whether `agent` owes an action in `decision` (the owing sides of a simultaneous one each do). */
export function owes<Side extends string>(decision: Decision<Side>, agent: EnvAgent<Side>): boolean {
  switch (decision.kind) {
    case 'side':
      return decision.side === agent;
    case 'simultaneous':
      return (decision.sides as readonly string[]).includes(agent);
    case 'chance':
      return agent === 'chance';
    default:
      return false;
  }
}

/**
 * The legal-action mask of `agent` in `state`: 1 at the index of each legal action it may take now (in a
 * simultaneous decision only its own, never another owing side's), all 0 when it owes nothing. Legal actions never
 * depend on what the agent cannot see, so the mask reveals nothing its view does not.
 */
export function agentMask<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  encoder: Encoder<T>,
  state: T['state'],
  decision: Decision<T['side']>,
  agent: EnvAgent<T['side']>,
): Uint8Array {
  const mask = new Uint8Array(encoder.actionSize);
  if (!owes(decision, agent)) return mask;
  const mine = (action: T['action'] | ChanceAction): boolean => decision.kind !== 'simultaneous' || ruleset.actorOf(state, action) === agent;
  for (const action of ruleset.legalActions(state)) {
    if (!mine(action)) continue;
    const index = encoder.encode(state, action);
    if (index >= 0) mask[index] = 1;
  }
  return mask;
}

/** The pending chance decision's outcomes by action index, with their probabilities (empty when chance does not decide). */
export function chanceOutcomeIndices<T extends RulesetTypes>(ruleset: Ruleset<T>, encoder: Encoder<T>, state: T['state']): EnvChanceOutcome[] {
  return ruleset.chanceOutcomes(state).map((outcome) => ({ index: encoder.encode(state, outcome.action), probability: outcome.probability }));
}
