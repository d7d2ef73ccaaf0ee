import type { ChanceMode } from '../core/decision.js';
import type { ObservationLayout } from '../core/encoding.js';
import type { OptionsInput } from '../core/rulesetDefinition.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Violation } from '../core/violation.js';

/** An agent of an {@link Environment}: a side of the ruleset, or `'chance'` in explicit chance mode. */
export type EnvAgent<Side extends string> = Side | 'chance';

/** How the game's result becomes the terminal reward (see docs/environment.md, "Rewards"). */
export type EnvRewardMode = 'win-loss' | 'score';

/** What `step` does with an action index that is not legal for the selected agent. */
export type IllegalActionMode = 'refuse' | 'terminate';

/** Options of {@link createEnvironment}. Every one has a default. */
export interface EnvironmentOptions<T extends RulesetTypes> {
  /** The scenario's options, as `setup` takes them (default: none). */
  readonly scenarioOptions?: OptionsInput<T['options']>;
  /** The seed of the reset that `createEnvironment` does (default 0). */
  readonly seed?: number;
  /**
   * `'auto'` (default): dice are rolled inside `step` from the game's seeded PRNG; `'explicit'`: chance is an agent
   * named `'chance'` whose actions are the outcomes, with their probabilities in its `infos`.
   */
  readonly chanceMode?: ChanceMode;
  /** `'win-loss'` (default): +1 to the winner, -1 shared by the others, 0 each for a draw; `'score'`: the normalised score lead. */
  readonly reward?: EnvRewardMode;
  /** Weight of the shaped reward: each step adds `shaping × (evaluate(after) − evaluate(before))` per side (default 0: none). */
  readonly shaping?: number;
  /** Truncate every agent once this many live steps have been taken since the reset (default: never). */
  readonly maxPlies?: number;
  /** `'refuse'` (default): an illegal action is a value and nothing changes; `'terminate'`: it ends the game, as PettingZoo's `TerminateIllegalWrapper`. */
  readonly illegalAction?: IllegalActionMode;
  /** The offender's reward when `illegalAction` is `'terminate'` (default -1; the others get 0). */
  readonly illegalReward?: number;
}

/** What an agent observes: its observation vector (from its view alone) and its legal-action mask. */
export interface EnvObservation {
  /** The encoder's observation of the agent's view (`layout.size` numbers; all 0 for the chance agent). */
  readonly observation: Float32Array;
  /** 1 at each action index the agent may step with now, 0 elsewhere (`actionSize` entries; all 0 when it is not to act). */
  readonly actionMask: Uint8Array;
}

/** One outcome of a pending chance decision, as the chance agent's `infos` list it. */
export interface EnvChanceOutcome {
  /** The action index that selects it. */
  readonly index: number;
  /** Its exact probability (the outcomes' probabilities sum to 1). */
  readonly probability: number;
}

/** The extra information of one agent after the last step (PettingZoo's `infos[agent]`). Plain data. */
export interface EnvInfo {
  /** The decision step the agent is asked to act in, when it is the selected live agent (e.g. `'movement'`). */
  readonly step?: string;
  /** The chance agent's outcomes when it is to act (explicit chance mode). */
  readonly outcomes?: readonly EnvChanceOutcome[];
  /** Once the game is over: the winner (`null` for a draw) and the scores. */
  readonly result?: { readonly winner: string | null; readonly scores: Readonly<Record<string, number>> };
  /** The refused action's violation, on the offender, when an illegal action ended the game (`illegalAction: 'terminate'`). */
  readonly illegal?: Violation;
  /** Why the game cannot go on, when the state cannot be played (every agent is then terminated). */
  readonly error?: Violation;
}

/** What {@link Environment.last} returns: the selected agent's observation, cumulative reward, ends and info. */
export interface EnvLast<Side extends string> extends EnvObservation {
  /** The selected agent. */
  readonly agent: EnvAgent<Side>;
  /** Its cumulative reward (`cumulativeRewards[agent]`). */
  readonly reward: number;
  /** Whether it is terminated. */
  readonly termination: boolean;
  /** Whether it is truncated. */
  readonly truncation: boolean;
  /** Its info. */
  readonly info: EnvInfo;
}

/** The outcome of `reset`, `load` and `step`: done, or a violation and an unchanged environment. */
export type EnvResult = { readonly ok: true } | { readonly ok: false; readonly violation: Violation };

/**
 * An agent-environment-cycle (AEC) environment over one scenario of a ruleset, with the names and semantics of
 * PettingZoo's `AECEnv` in camelCase (docs/environment.md maps each). Made by {@link createEnvironment}.
 *
 * The per-agent records always hold every possible agent (PettingZoo deletes an agent's entries when it is
 * removed; here they stay, and `agents` says who is still in the game).
 */
export interface Environment<T extends RulesetTypes> {
  /** Every agent that may ever act: the ruleset's sides, then `'chance'` in explicit chance mode. */
  readonly possibleAgents: readonly EnvAgent<T['side']>[];
  /** The agents still in the game: all of them until each, once done, has been stepped with `null`. */
  readonly agents: readonly EnvAgent<T['side']>[];
  /** The agent to act now; `null` once `agents` is empty. */
  readonly agentSelection: EnvAgent<T['side']> | null;
  /** Each agent's reward from the last step. */
  readonly rewards: Readonly<Record<EnvAgent<T['side']>, number>>;
  /** Each agent's reward accumulated since it last acted (PettingZoo's `_cumulative_rewards`). */
  readonly cumulativeRewards: Readonly<Record<EnvAgent<T['side']>, number>>;
  /** Whether each agent has reached the end of the game. */
  readonly terminations: Readonly<Record<EnvAgent<T['side']>, boolean>>;
  /** Whether each agent was cut off by `maxPlies`. */
  readonly truncations: Readonly<Record<EnvAgent<T['side']>, boolean>>;
  /** Each agent's info. */
  readonly infos: Readonly<Record<EnvAgent<T['side']>, EnvInfo>>;
  /** The size of every agent's action space (`action_space(agent).n`). */
  readonly actionSize: number;
  /** The shape of every agent's observation (`observation_space(agent).shape`): `[layout.size]`. */
  readonly observationShape: readonly [number];
  /** The observation's documented layout (named parts with offsets). */
  readonly layout: ObservationLayout;
  /** The live steps taken since the reset (dead steps not counted). */
  readonly plies: number;
  /** The full game state, for saving and for search (PettingZoo's `state()`): never hand it to an agent. */
  readonly state: T['state'];
  /** Starts a new game from `seed` (default: the last seed + 1; the first reset uses `options.seed`). */
  reset(seed?: number): EnvResult;
  /** Continues from a state of the same scenario and chance mode (a saved game, a determinized one); plies restart at 0. */
  load(state: T['state']): EnvResult;
  /** What `agent` observes now, built from its view of the state. */
  observe(agent: EnvAgent<T['side']>): EnvObservation;
  /**
   * Acts for the selected agent: an action index (live agent) or `null` (an agent that is done, which removes it
   * from `agents`). Anything else is refused as a value, or (with `illegalAction: 'terminate'`) ends the game.
   */
  step(action: number | null): EnvResult;
  /** The selected agent's observation, cumulative reward, termination, truncation and info (`null` once no agent is left). */
  last(): EnvLast<T['side']> | null;
  /** Yields the selected agent until no agent is left (or `maxIter` times); step once per agent yielded. */
  agentIter(maxIter?: number): IterableIterator<EnvAgent<T['side']>>;
  /** An independent copy in the same position (the state is immutable and shared, so this is cheap). */
  clone(): Environment<T>;
}
