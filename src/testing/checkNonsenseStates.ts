import * as fc from 'fast-check';
import { isChanceAction } from '../core/action.js';
import type { BaseState } from '../core/baseState.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Violation } from '../core/violation.js';
import { loadState } from '../serialization/loadState.js';
import { serializeState } from '../serialization/savedState.js';
import { arbitraryGameSpec } from './arbitraries.js';
import { erased, propertyParameters, type AnyConformanceConfig, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import { nonsenseJsonAt } from './corruptJson.js';
import { randomGame } from './randomGame.js';

const CHECK = 'nonsense-states';

/** Plies played on from an accepted damaged state, to catch dead ends and errors that only show later. */
const PLAY_ON = 12;

/**
 * Schema-valid but semantically corrupt saved states are refused by `loadState`, or play on: a saved state of a
 * random game prefix with one value replaced by valid-looking nonsense of the same kind (an out-of-range or huge
 * number, a prototype name, another field's id, a shortened or doubled list) is either refused (never with
 * `internal-error`), or loads into a state on which every public function (`decision`, `legalActions`, `check`,
 * `apply`, `result`, `view`, `determinize`, `chanceOutcomes`, `actionSpace`, `evaluate`, `actorOf`) answers without
 * an internal error and a dozen further plies of random play meet no internal error and no dead end.
 *
 * @example
 * ```ts
 * import { checkNonsenseStates } from 'kriegsspiel/testing';
 * checkNonsenseStates(config); // config.numRuns fast-check runs
 * ```
 */
export function checkNonsenseStates<T extends RulesetTypes>(typed: ConformanceConfig<T>): void {
  const config = erased(typed);
  const damage = fc.record({ game: arbitraryGameSpec(config), plies: fc.nat(60), at: fc.nat(), kind: fc.nat() });
  fc.assert(
    fc.property(damage, ({ game, plies, at, kind }) => {
      const setup = { scenario: game.scenario, options: config.options ?? {}, seed: game.seed, chanceMode: game.chanceMode };
      const prefix = randomGame(config.ruleset, setup, { maxPlies: plies });
      const saved = JSON.parse(serializeState(config.ruleset, prefix.final)) as { state: unknown };
      const nonsense = nonsenseJsonAt(saved.state, at, kind);
      if (nonsense === null) return;
      const context: FailureContext = { game, ply: prefix.plies };
      const what = `${JSON.stringify(nonsense.replacement).slice(0, 40)} at state.${nonsense.at}`;
      const loaded = loadState(config.ruleset, { ...saved, state: nonsense.value });
      if (!loaded.ok) {
        if (loaded.error.code === 'internal-error') throw new ConformanceFailure(CHECK, `loading ${what} failed internally: ${loaded.error.message}`, context);
        return;
      }
      playOn(config, loaded.state, what, context);
    }),
    propertyParameters(config),
  );
}

/** Calls every public function on an accepted state and plays on from it, failing at the first internal error. */
function playOn(config: AnyConformanceConfig, start: BaseState, what: string, context: FailureContext): void {
  const { ruleset } = config;
  const internal = (fn: string, v: Violation | null | undefined): void => {
    if (v?.code === 'internal-error') throw new ConformanceFailure(CHECK, `${fn} failed on an accepted state with ${what}: ${v.message}`, context);
  };
  let state = start;
  for (let ply = 0; ply <= PLAY_ON; ply++) {
    const decision = ruleset.decision(state);
    internal('decision', decision.kind === 'terminal' ? decision.error : null);
    internal('result', ruleset.result(state).error);
    for (const side of ruleset.sides) {
      const seen = ruleset.view(state, side);
      internal('view', seen.ok ? null : seen.violation);
      if (seen.ok) {
        const sampled = ruleset.determinize(seen.view, side, state.rng);
        internal('determinize', sampled.ok ? null : sampled.violation);
      }
      if (Number.isNaN(ruleset.evaluate(state, side))) throw new ConformanceFailure(CHECK, `evaluate failed on an accepted state with ${what}`, context);
    }
    ruleset.chanceOutcomes(state);
    ruleset.actionSpace(state);
    if (decision.kind === 'terminal') return;
    const legal = ruleset.legalActions(state);
    if (legal.length === 0) throw new ConformanceFailure(CHECK, `a dead end (no legal action) on an accepted state with ${what}`, context);
    const action = legal[(ply * 7919 + legal.length) % legal.length]!;
    if (!isChanceAction(action)) ruleset.actorOf(state, action);
    internal('check', ruleset.check(state, action));
    const applied = ruleset.apply(state, action, { events: false });
    if (!applied.ok) {
      internal('apply', applied.violation);
      throw new ConformanceFailure(CHECK, `a listed legal action was refused on an accepted state with ${what}: ${applied.violation.message}`, context);
    }
    state = applied.state;
  }
}
