import type { Decision } from '../core/decision.js';
import type { Encoder } from '../core/encoding.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { violation } from '../core/violation.js';
import { chanceOutcomeIndices } from './agentMask.js';
import type { EnvAgent, EnvInfo, EnvironmentOptions } from './environment.js';
import type { EnvSettings } from './envSettings.js';
import { terminalRewards } from './terminalRewards.js';

/** What never changes in an environment and its clones. */
export interface EnvFixed<T extends RulesetTypes> {
  readonly ruleset: Ruleset<T>;
  readonly scenario: string | T['scenario'];
  readonly scenarioOptions: EnvironmentOptions<T>['scenarioOptions'];
  readonly settings: EnvSettings;
  readonly encoder: Encoder<T>;
  readonly possibleAgents: readonly EnvAgent<T['side']>[];
}

/** The mutable bookkeeping of one environment: its state and PettingZoo's per-agent records. Clones copy it. */
export interface Book<T extends RulesetTypes> {
  state: T['state'];
  decision: Decision<T['side']>;
  /** The seed of the last reset. */
  seed: number;
  plies: number;
  agents: EnvAgent<T['side']>[];
  selection: EnvAgent<T['side']> | null;
  rewards: Record<EnvAgent<T['side']>, number>;
  cumulativeRewards: Record<EnvAgent<T['side']>, number>;
  terminations: Record<EnvAgent<T['side']>, boolean>;
  truncations: Record<EnvAgent<T['side']>, boolean>;
  infos: Record<EnvAgent<T['side']>, EnvInfo>;
  /** `evaluate` of the state per side, kept when the reward is shaped (else `null`). */
  potentials: Record<T['side'], number> | null;
}

/** The book of a new game from `state`: every agent in, nothing rewarded, the agent to act selected. */
export function freshBook<T extends RulesetTypes>(fixed: EnvFixed<T>, state: T['state'], seed: number): Book<T> {
  const all = <V>(value: V) => Object.fromEntries(fixed.possibleAgents.map((agent) => [agent, value])) as Record<EnvAgent<T['side']>, V>;
  const book: Book<T> = {
    state,
    decision: { kind: 'terminal' },
    seed,
    plies: 0,
    agents: [...fixed.possibleAgents],
    selection: null,
    rewards: all(0),
    cumulativeRewards: all(0),
    terminations: all(false),
    truncations: all(false),
    infos: all({}),
    potentials: fixed.settings.shaping === 0 ? null : potentials(fixed, state),
  };
  settle(fixed, book, false);
  return book;
}

/**
 * Brings the book up to date with its state: the decision, the selected agent and its info, the ends. After a step
 * (`stepped`), it also adds the shaped reward and, when the game has just ended, the terminal rewards.
 */
export function settle<T extends RulesetTypes>(fixed: EnvFixed<T>, book: Book<T>, stepped: boolean): void {
  const { ruleset, settings, possibleAgents } = fixed;
  const decision = ruleset.decision(book.state);
  book.decision = decision;
  for (const agent of possibleAgents) book.infos[agent] = {};
  if (stepped && book.potentials !== null) {
    const now = potentials(fixed, book.state);
    for (const side of ruleset.sides) book.rewards[side] += settings.shaping * (now[side] - book.potentials[side]);
    book.potentials = now;
  }
  if (decision.kind === 'terminal') {
    const result = ruleset.result(book.state);
    const error = decision.error ?? result.error;
    for (const agent of possibleAgents) {
      book.terminations[agent] = true;
      book.infos[agent] = error === undefined ? { result: { winner: result.winner, scores: result.scores } } : { error };
    }
    if (stepped && error === undefined) {
      const won = terminalRewards(result, ruleset.sides, settings.reward);
      for (const side of ruleset.sides) book.rewards[side] += won[side];
    }
    book.selection = book.agents[0] ?? null;
    return;
  }
  if (book.plies >= settings.maxPlies) {
    for (const agent of possibleAgents) book.truncations[agent] = true;
    book.selection = book.agents[0] ?? null;
    return;
  }
  const agent: EnvAgent<T['side']> | undefined = decision.kind === 'side' ? decision.side : decision.kind === 'simultaneous' ? decision.sides[0] : 'chance';
  if (agent === undefined) {
    const error = violation('dead-end', 'core', 'a simultaneous decision that nobody owes');
    for (const a of possibleAgents) [book.terminations[a], book.infos[a]] = [true, { error }];
    book.selection = book.agents[0] ?? null;
    return;
  }
  book.selection = agent;
  book.infos[agent] = agent === 'chance' ? { step: decision.step, outcomes: chanceOutcomeIndices(ruleset, fixed.encoder, book.state) } : { step: decision.step };
}

/** `evaluate` of `state` for each side (0 where the ruleset cannot say). */
function potentials<T extends RulesetTypes>(fixed: EnvFixed<T>, state: T['state']): Record<T['side'], number> {
  const values = {} as Record<T['side'], number>;
  for (const side of fixed.ruleset.sides) {
    const value = fixed.ruleset.evaluate(state, side);
    values[side] = Number.isFinite(value) ? value : 0;
  }
  return values;
}
