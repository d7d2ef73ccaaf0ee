import type { ChanceEvent } from '../core/event.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { quote } from '../core/quote.js';
import { violation, type Violation } from '../core/violation.js';
import type { RecordFor } from './gameRecord.js';

/** Options of {@link replay}; by default only the final state is kept and no event is built. */
export interface ReplayOptions<S, E> {
  /** Keep every state: `states[0]` after setup, `states[i + 1]` after action `i`. */
  readonly states?: boolean;
  /** Keep the events of every action: `events[i]` for action `i`. */
  readonly events?: boolean;
  /** Called after each action with its index, the state it led to and its events (so events are built). */
  readonly onStep?: (index: number, state: S, events: readonly E[]) => void;
}

/** Where a replay stopped: the action's index (`-1` when setup itself was refused), why, and the state it met. */
export interface ReplayError<S> {
  /** The index of the refused action in `record.actions`, or `-1` if setup was refused. */
  readonly index: number;
  /** Why it was refused, with its rule case. */
  readonly violation: Violation;
  /** The state the refused action was tried on (`null` if setup was refused). */
  readonly state: S | null;
}

/** A successful replay: the states at both ends, how many actions were applied, and what options asked for. */
export interface Replayed<S, E> {
  readonly ok: true;
  /** The state after setup. */
  readonly initial: S;
  /** The state after the last action. */
  readonly final: S;
  /** The number of actions applied (all of them). */
  readonly actions: number;
  /** Every state, when `states` was asked for (`actions + 1` of them). */
  readonly states?: readonly S[];
  /** The events of every action, when `events` was asked for (`actions` lists). */
  readonly events?: readonly (readonly E[])[];
}

/** The outcome of {@link replay}. */
export type ReplayResult<S, E> = Replayed<S, E> | { readonly ok: false; readonly error: ReplayError<S> };

/**
 * Re-runs a game record: setup from its scenario, options, seed and chance mode, then every action through
 * `ruleset.apply`, reproducing every state and event of the original play. An action that is illegal at its point
 * stops the replay with its index and violation. Never throws (unless `onStep` does).
 *
 * @example
 * ```ts
 * import { createRecord, replay } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const actions = [{ type: 'move', unit: 'F1', to: '0203' }] as const;
 * const record = createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 7 }, actions);
 * const replayed = replay(napoleonAtWar, record, { events: true });
 * if (replayed.ok) console.log(napoleonAtWar.result(replayed.final), replayed.events?.[0]);
 * else console.error(`action ${replayed.error.index}: ${replayed.error.violation.message}`);
 * ```
 */
export function replay<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  record: RecordFor<T>,
  options: ReplayOptions<T['state'], T['event'] | ChanceEvent> = {},
): ReplayResult<T['state'], T['event'] | ChanceEvent> {
  type S = T['state'];
  type E = T['event'];
  if (record.ruleset !== ruleset.id) {
    const refused = violation('wrong-ruleset', 'core', `ruleset: the record is of ${quote(record.ruleset)}, not "${ruleset.id}"`);
    return { ok: false, error: { index: -1, violation: refused, state: null } };
  }
  const made = ruleset.setup(record.scenario, record.options, record.seed, record.chanceMode);
  if (!made.ok) return { ok: false, error: { index: -1, violation: made.violation, state: null } };
  if (made.state.scenario.hash !== record.scenarioHash) {
    const refused = violation('scenario-hash', 'core', `scenarioHash: the record's scenario content differs from ${quote(made.state.scenario.id)} here`);
    return { ok: false, error: { index: -1, violation: refused, state: null } };
  }
  const { onStep } = options;
  const applyOptions = { events: options.events === true || onStep !== undefined };
  const states: S[] | undefined = options.states === true ? [made.state] : undefined;
  const events: (readonly (E | ChanceEvent)[])[] | undefined = options.events === true ? [] : undefined;
  let state = made.state;
  for (const [index, action] of record.actions.entries()) {
    const applied = ruleset.apply(state, action, applyOptions);
    if (!applied.ok) return { ok: false, error: { index, violation: applied.violation, state } };
    state = applied.state;
    states?.push(state);
    events?.push(applied.events);
    onStep?.(index, state, applied.events);
  }
  return {
    ok: true,
    initial: made.state,
    final: state,
    actions: record.actions.length,
    ...(states === undefined ? {} : { states }),
    ...(events === undefined ? {} : { events }),
  };
}
