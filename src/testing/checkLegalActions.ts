import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Action, ChanceAction } from '../core/action.js';
import type { BaseState } from '../core/baseState.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { limitsOf, type AnyConformanceConfig, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { mutatedActions } from './mutatedActions.js';
import { subSeed } from './randomGame.js';
import { createTestRng, type TestRng } from './testRng.js';
import { visitGame } from './visitGame.js';

const CHECK = 'legal-actions';

/**
 * `legalActions` and `check` agree exactly, at every state (or every `legalityEvery`-th) of a few random games:
 * every legal action passes
 * `check` (and has an actor), no action is listed twice, and every candidate (legal actions mutated, actions legal
 * one ply earlier, the configuration's `candidates`, out-of-range chance values) gets a violation from `check`
 * exactly when it is not listed (compared by canonical JSON); `apply` refuses those and returns the same state.
 *
 * @example
 * ```ts
 * import { checkLegalActions } from 'kriegsspiel/testing';
 * checkLegalActions(config); // throws a ConformanceFailure naming the state and action on disagreement
 * ```
 */
export function checkLegalActions<T extends RulesetTypes>(typed: ConformanceConfig<T>, range?: GameRange): void {
  const config = erased(typed);
  const limits = limitsOf(config);
  const rng = createTestRng(subSeed(limits.seed, 101));
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 10_000 })) {
    let previous: readonly unknown[] = [];
    visitGame(config, CHECK, game, (state, context) => {
      if ((context.ply ?? 0) % limits.legalityEvery !== 0) return;
      const legal = config.ruleset.legalActions(state);
      const listed = checkListed(config, state, legal, context);
      const candidates = [
        ...mutatedActions([...legal, ...previous], rng, Math.min(60, 12 + 3 * legal.length)),
        ...previous,
        ...(config.candidates?.(state) ?? []),
        ...chanceCandidates(config, state, rng),
      ];
      for (const candidate of candidates)
        checkCandidate(config, state, candidate, listed, { ...context, action: candidate });
      if (legal.length > 0) previous = legal;
    });
  }
}

/** Every listed action is legal, has an actor and is listed once; returns the canonical keys of the list. */
function checkListed(
  config: AnyConformanceConfig,
  state: BaseState,
  legal: readonly (Action | ChanceAction)[],
  context: FailureContext,
): Set<string> {
  const listed = new Set<string>();
  for (const action of legal) {
    const at = { ...context, action };
    const key = canonicalJson(action);
    if (listed.has(key)) throw new ConformanceFailure(CHECK, 'legalActions lists the same action twice', at);
    listed.add(key);
    const refused = config.ruleset.check(state, action);
    if (refused !== null) {
      throw new ConformanceFailure(
        CHECK,
        `check refuses a listed action: ${refused.rule} ${refused.code}: ${refused.message}`,
        at,
      );
    }
    if (config.ruleset.actorOf(state, action) === null)
      throw new ConformanceFailure(CHECK, 'a listed action has no actor', at);
  }
  return listed;
}

function checkCandidate(
  config: AnyConformanceConfig,
  state: BaseState,
  candidate: unknown,
  listed: ReadonlySet<string>,
  at: FailureContext,
): void {
  const action = candidate as Action;
  const refused = config.ruleset.check(state, action);
  if (refused?.code === 'internal-error')
    throw new ConformanceFailure(CHECK, `check threw on a candidate: ${refused.message}`, at);
  const isListed = listed.has(canonicalJson(candidate));
  if (isListed && refused !== null) {
    throw new ConformanceFailure(
      CHECK,
      `check refuses a listed action: ${refused.rule} ${refused.code}: ${refused.message}`,
      at,
    );
  }
  if (isListed) return;
  if (refused === null)
    throw new ConformanceFailure(CHECK, 'check accepts an action that legalActions does not list', at);
  const applied = config.ruleset.apply(state, action, { events: false });
  if (applied.ok) throw new ConformanceFailure(CHECK, 'apply accepts an action that check refuses', at);
  if (applied.state !== state) throw new ConformanceFailure(CHECK, 'a refused apply did not return the same state', at);
}

/** Chance actions that cannot be legal now: any value when no roll is pending, else values beside the possible ones. */
function chanceCandidates(config: AnyConformanceConfig, state: BaseState, rng: TestRng): ChanceAction[] {
  if (config.ruleset.decision(state).kind !== 'chance') return [{ type: 'chance', value: rng.int(0, 6) }];
  const values = config.ruleset.chanceOutcomes(state).map((o) => o.action.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  return [low - 1, high + 1, low + 0.5, rng.int(low - 3, high + 3)].map((value) => ({ type: 'chance', value }));
}
