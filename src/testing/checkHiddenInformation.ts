import { isDeepStrictEqual } from 'node:util';
import { isChanceAction, type Action } from '../core/action.js';
import type { BaseState } from '../core/baseState.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { seedRng } from '../core/rng.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { erased, limitsOf, type AnyConformanceConfig, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { subSeed } from './randomGame.js';
import { createTestRng, type TestRng } from './testRng.js';
import { visitGame } from './visitGame.js';

const CHECK = 'hidden information';

/**
 * Hidden information stays hidden all the way down, at every state of a few random games, for every side:
 * - `determinize` samples a state the side cannot tell from the real one: `view(determinize(view(s, side)))`
 *   equals `view(s, side)` (OpenSpiel's `ResampleFromInfostate` contract);
 * - with `config.perturbHidden`: the side's `decision`, legal actions and refusals (code and message, for the
 *   config's candidate actions) do not change when only data hidden from it changes, and neither do the events it
 *   sees (`eventsFor`) of an action whose outcome it cannot tell apart (its view afterwards is the same).
 *
 * @example
 * ```ts
 * import { checkHiddenInformation } from 'kriegsspiel/testing';
 * checkHiddenInformation(config); // throws a ConformanceFailure at the first state that leaks
 * ```
 */
export function checkHiddenInformation<T extends RulesetTypes>(typed: ConformanceConfig<T>, range?: GameRange): void {
  const config = erased(typed);
  const limits = limitsOf(config);
  const rng = createTestRng(subSeed(limits.seed, 404));
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 80_000 })) {
    visitGame(config, CHECK, game, (state, context) => {
      for (const side of config.ruleset.sides) {
        checkDeterminize(config, state, side, rng, context);
        if (config.perturbHidden) checkPerturbed(config, state, config.perturbHidden.call(config, state, side, rng), side, context);
      }
    });
  }
}

function checkDeterminize(config: AnyConformanceConfig, state: BaseState, side: string, rng: TestRng, context: FailureContext): void {
  const { ruleset } = config;
  const seen = ruleset.view(state, side);
  if (!seen.ok) throw new ConformanceFailure(CHECK, `${side}'s view cannot be taken: ${seen.violation.message}`, context);
  const sampled = ruleset.determinize(seen.view, side, seedRng(rng.int(0, 0x7fffffff)));
  if (!sampled.ok) throw new ConformanceFailure(CHECK, `${side}'s view cannot be determinized: ${sampled.violation.message}`, context);
  const again = ruleset.view(sampled.state, side);
  if (!again.ok || !isDeepStrictEqual(again.view, seen.view)) {
    throw new ConformanceFailure(CHECK, `${side}'s view of a determinized state differs from the view it was sampled from`, context);
  }
}

function checkPerturbed(
  config: AnyConformanceConfig,
  state: BaseState,
  perturbed: BaseState,
  side: string,
  context: FailureContext,
): void {
  const { ruleset } = config;
  const same = (what: string, a: unknown, b: unknown): void => {
    if (canonicalJson(a) !== canonicalJson(b)) throw new ConformanceFailure(CHECK, `${side}'s ${what} changes with data hidden from ${side}`, context);
  };
  const decision = ruleset.decision(state);
  same('decision', decision, ruleset.decision(perturbed));
  checkRedaction(config, state, perturbed, side, same);
  const owes = decision.kind === 'side' ? decision.side === side : decision.kind === 'simultaneous' && decision.sides.includes(side);
  if (!owes) return;
  const mine = (s: BaseState) => ruleset.legalActions(s).filter((a): a is Action => !isChanceAction(a) && ruleset.actorOf(s, a) === side);
  const legal = mine(state);
  same('legal actions', legal, mine(perturbed));
  const candidates = [...(config.candidates?.call(config, state) ?? [])].filter((a) => ruleset.actorOf(state, a as Action) === side);
  for (const candidate of candidates) {
    const refusal = (s: BaseState) => {
      const v = ruleset.check(s, candidate as Action);
      return v === null ? null : { code: v.code, message: v.message };
    };
    same('refusals', refusal(state), refusal(perturbed));
  }
}

/** Actions per state whose redacted events are compared on the real and the perturbed state. */
const ACTIONS_PER_STATE = 3;

/**
 * `eventsFor` hides what `side` may not see: for a few legal actions (whoever takes them), applied to the real state
 * and to one that differs only in data hidden from `side`, the events as `side` sees them are the same whenever
 * `side`'s view afterwards is the same (when the action revealed something, the views differ and so may the events).
 */
function checkRedaction(
  config: AnyConformanceConfig,
  state: BaseState,
  perturbed: BaseState,
  side: string,
  same: (what: string, a: unknown, b: unknown) => void,
): void {
  const { ruleset } = config;
  const legal = ruleset.legalActions(state);
  for (let i = 0; i < Math.min(ACTIONS_PER_STATE, legal.length); i++) {
    const action = legal[Math.floor((i * legal.length) / ACTIONS_PER_STATE)]!;
    const real = ruleset.apply(state, action);
    const other = ruleset.apply(perturbed, action);
    if (!real.ok || !other.ok) continue; // legality of the other side's actions may depend on its own hidden data
    const seenReal = ruleset.view(real.state, side);
    const seenOther = ruleset.view(other.state, side);
    if (canonicalJson(seenReal) !== canonicalJson(seenOther)) continue; // the action revealed something
    same('redacted events (eventsFor)', ruleset.eventsFor(real.events, side), ruleset.eventsFor(other.events, side));
  }
  // Two secret choices of another side (a simultaneous step: `side` never sees the action itself) that leave `side`
  // the same view must show `side` the same events. Public actions (one side's move, attack, declaration) and die
  // rolls are seen as they are made, so their events may tell them apart even where the states come out the same.
  const decision = ruleset.decision(state);
  if (decision.kind !== 'simultaneous') return;
  const seenAfter = new Map<string, string>();
  for (const action of legal.slice(0, 24)) {
    if (isChanceAction(action) || ruleset.actorOf(state, action) === side) continue;
    const applied = ruleset.apply(state, action);
    if (!applied.ok) continue;
    const view = canonicalJson(ruleset.view(applied.state, side));
    const events = canonicalJson(ruleset.eventsFor(applied.events, side));
    const before = seenAfter.get(view);
    if (before !== undefined) same('redacted events of actions it cannot tell apart (eventsFor)', before, events);
    else seenAfter.set(view, events);
  }
}
