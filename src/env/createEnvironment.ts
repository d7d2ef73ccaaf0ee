import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { violation, type Violation } from '../core/violation.js';
import { agentMask } from './agentMask.js';
import type { EnvAgent, EnvInfo, Environment, EnvironmentOptions, EnvLast, EnvObservation, EnvResult } from './environment.js';
import { envSettings } from './envSettings.js';
import { freshBook, settle, type Book, type EnvFixed } from './envBook.js';
import { legalStep } from './legalStep.js';

/** The outcome of {@link createEnvironment}: an environment after its first reset, or why none could be made. */
export type CreateEnvironmentResult<T extends RulesetTypes> = { readonly ok: true; readonly env: Environment<T> } | { readonly ok: false; readonly violation: Violation };

/**
 * Makes a PettingZoo-style AEC environment over one scenario of a ruleset that has encodings, and resets it with
 * `options.seed` (default 0). Agents see only their view: `observe` encodes `ruleset.view(state, agent)`. The game
 * runs on the immutable path (states are shared, never copied, so `clone` is cheap) and is a pure function of the
 * seed and the actions stepped. See docs/environment.md for the mapping to PettingZoo's names.
 *
 * @example
 * ```ts
 * import { botRng, createEnvironment } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const made = createEnvironment(napoleonAtWar, 'skirmish', { seed: 1, maxPlies: 200 });
 * if (!made.ok) throw new Error(made.violation.message);
 * const env = made.env;
 * const rng = botRng(7);
 * for (const agent of env.agentIter()) {
 *   const last = env.last()!;
 *   if (last.termination || last.truncation) { env.step(null); continue; }
 *   const legal = [...last.actionMask.keys()].filter((i) => last.actionMask[i] === 1);
 *   env.step(legal[rng.draw(legal.length)]!);
 * }
 * console.log(env.plies, env.cumulativeRewards);
 * ```
 */
export function createEnvironment<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  scenario: string | T['scenario'],
  options: EnvironmentOptions<T> = {},
): CreateEnvironmentResult<T> {
  const checked = envSettings(options);
  if (!checked.ok) return checked;
  const settings = checked.settings;
  const setup = ruleset.setup(scenario, options.scenarioOptions, settings.seed, settings.chanceMode);
  if (!setup.ok) return setup;
  const encoder = ruleset.encoder(setup.state);
  if (encoder === null) return { ok: false, violation: violation('no-encoder', 'core', `ruleset: ${ruleset.id} has no encodings, so it has no environment`) };
  const agents: EnvAgent<T['side']>[] = settings.chanceMode === 'explicit' ? [...ruleset.sides, 'chance'] : [...ruleset.sides];
  const env = { ruleset, scenario, scenarioOptions: options.scenarioOptions, settings, encoder, possibleAgents: agents };
  return { ok: true, env: makeEnvironment(env, freshBook(env, setup.state, settings.seed)) };
}

function makeEnvironment<T extends RulesetTypes>(fixed: EnvFixed<T>, start: Book<T>): Environment<T> {
  type Agent = EnvAgent<T['side']>;
  const { ruleset, encoder, settings } = fixed;
  let book = start;
  let masked: { readonly state: T['state']; readonly agent: Agent; readonly mask: Uint8Array } | null = null;
  const zeros = (): Float32Array => new Float32Array(encoder.layout.size);

  const maskOf = (agent: Agent): Uint8Array => {
    if (agent !== book.selection || book.terminations[agent] || book.truncations[agent]) return new Uint8Array(encoder.actionSize);
    if (masked === null || masked.state !== book.state || masked.agent !== agent) masked = { state: book.state, agent, mask: agentMask(ruleset, encoder, book.state, book.decision, agent) };
    return masked.mask.slice();
  };

  const observe = (agent: Agent): EnvObservation => {
    if (!(ruleset.sides as readonly string[]).includes(agent)) return { observation: zeros(), actionMask: maskOf(agent) };
    const seen = ruleset.view(book.state, agent as T['side']);
    return { observation: seen.ok ? encoder.observe(seen.view, agent as T['side']) : zeros(), actionMask: maskOf(agent) };
  };

  const clearRewards = (): void => {
    for (const agent of fixed.possibleAgents) book.rewards[agent] = 0;
  };

  const accumulate = (): void => {
    for (const agent of fixed.possibleAgents) book.cumulativeRewards[agent] += book.rewards[agent];
  };

  /** Removes the selected agent, which is done, and selects the next agent that is done (all are, once one is). */
  const deadStep = (agent: Agent): EnvResult => {
    book.agents = book.agents.filter((a) => a !== agent);
    book.selection = book.agents[0] ?? null;
    clearRewards();
    return { ok: true };
  };

  const step = (action: number | null): EnvResult => {
    const agent = book.selection;
    if (agent === null) return { ok: false, violation: violation('game-over', 'core', 'step: no agent is left; reset the environment') };
    if (book.terminations[agent] || book.truncations[agent]) {
      if (action !== null) return { ok: false, violation: violation('agent-done', 'core', `action: ${agent} is done; the only valid action is null`) };
      return deadStep(agent);
    }
    const next = legalStep(ruleset, encoder, book.state, agent, action);
    if (!next.ok && settings.illegalAction === 'refuse') return next;
    book.cumulativeRewards[agent] = 0;
    clearRewards();
    if (next.ok) {
      book.plies += 1;
      book.state = next.state;
      settle(fixed, book, true);
    } else {
      book.rewards[agent] = settings.illegalReward;
      for (const a of fixed.possibleAgents) [book.terminations[a], book.infos[a]] = [true, {}];
      book.infos[agent] = { illegal: next.violation };
      book.selection = book.agents[0] ?? null;
    }
    accumulate();
    return { ok: true };
  };

  const environment: Environment<T> = {
    possibleAgents: fixed.possibleAgents,
    get agents() {
      return book.agents;
    },
    get agentSelection() {
      return book.selection;
    },
    get rewards() {
      return book.rewards;
    },
    get cumulativeRewards() {
      return book.cumulativeRewards;
    },
    get terminations() {
      return book.terminations;
    },
    get truncations() {
      return book.truncations;
    },
    get infos(): Readonly<Record<Agent, EnvInfo>> {
      return book.infos;
    },
    actionSize: encoder.actionSize,
    observationShape: [encoder.layout.size],
    layout: encoder.layout,
    get plies() {
      return book.plies;
    },
    get state() {
      return book.state;
    },
    reset(seed) {
      const next = seed ?? book.seed + 1;
      const setup = ruleset.setup(fixed.scenario, fixed.scenarioOptions, next, settings.chanceMode);
      if (!setup.ok) return setup;
      book = freshBook(fixed, setup.state, next);
      return { ok: true };
    },
    load(state) {
      const problem = ruleset.validate(state);
      if (problem !== null) return { ok: false, violation: problem };
      if (state.scenario.hash !== book.state.scenario.hash) return { ok: false, violation: violation('other-scenario', 'core', `state: its scenario ${state.scenario.id} is not this environment's`) };
      if (state.chanceMode !== settings.chanceMode) return { ok: false, violation: violation('other-chance-mode', 'core', `state: its chance mode is ${state.chanceMode}, this environment's ${settings.chanceMode}`) };
      book = freshBook(fixed, state, book.seed);
      return { ok: true };
    },
    observe,
    step,
    last(): EnvLast<T['side']> | null {
      const agent = book.selection;
      if (agent === null) return null;
      const info = book.infos[agent];
      return { agent, ...observe(agent), reward: book.cumulativeRewards[agent], termination: book.terminations[agent], truncation: book.truncations[agent], info };
    },
    *agentIter(maxIter = Number.MAX_SAFE_INTEGER) {
      for (let i = 0; i < maxIter && book.selection !== null && book.agents.length > 0; i++) yield book.selection;
    },
    clone: () => makeEnvironment(fixed, copyBook(book)),
  };
  return environment;
}

function copyBook<T extends RulesetTypes>(book: Book<T>): Book<T> {
  return {
    ...book,
    agents: [...book.agents],
    rewards: { ...book.rewards },
    cumulativeRewards: { ...book.cumulativeRewards },
    terminations: { ...book.terminations },
    truncations: { ...book.truncations },
    infos: { ...book.infos },
    potentials: book.potentials === null ? null : { ...book.potentials },
  };
}
