import type { RulesetTypes } from '../core/rulesetTypes.js';
import * as fc from 'fast-check';
import type { Action } from '../core/action.js';
import type { BaseState } from '../core/baseState.js';
import { createRecord, serializeRecord } from '../serialization/gameRecord.js';
import { loadRecord } from '../serialization/loadRecord.js';
import { loadState } from '../serialization/loadState.js';
import { serializeState } from '../serialization/savedState.js';
import { arbitraryGameSpec } from './arbitraries.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { erased, propertyParameters, type AnyConformanceConfig, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import { corruptJsonAt, relatedPaths, type Corruption } from './corruptJson.js';
import type { GameSpec } from './gameSpecs.js';
import { randomGame, type RandomGame } from './randomGame.js';

/** What every bad-input property draws: a game prefix and where and how to corrupt it. */
const arbitraryDamage = (config: AnyConformanceConfig) =>
  fc.record({ game: arbitraryGameSpec(config), plies: fc.nat(60), at: fc.nat(), kind: fc.nat(7), cut: fc.nat() });

/**
 * Corrupt saved states are refused, never thrown on: a saved state of a random game prefix with one value of the
 * wrong kind anywhere (envelope or state) is refused by `loadState` with an error naming that field; truncated
 * JSON text is refused too.
 *
 * @example
 * ```ts
 * import { checkCorruptStates } from 'kriegsspiel/testing';
 * checkCorruptStates(config); // config.numRuns fast-check runs
 * ```
 */
export function checkCorruptStates<T extends RulesetTypes>(typed: ConformanceConfig<T>): void {
  const config = erased(typed);
  checkCorruptText(config, 'corrupt-states', (_game, prefix) => serializeState(config.ruleset, prefix.final), (input) =>
    loadState(config.ruleset, input),
  );
}

/**
 * Corrupt game records are refused, never thrown on: the record of a random game prefix with one value of the wrong
 * kind anywhere (envelope, setup or an action) is refused by `loadRecord` with an error naming that field;
 * truncated JSON text is refused too.
 *
 * @example
 * ```ts
 * import { checkCorruptRecords } from 'kriegsspiel/testing';
 * checkCorruptRecords(config);
 * ```
 */
export function checkCorruptRecords<T extends RulesetTypes>(typed: ConformanceConfig<T>): void {
  const config = erased(typed);
  const record = (game: GameSpec, prefix: RandomGame<BaseState, Action, string>): string => {
    const setup = { scenario: game.scenario, options: config.options ?? {}, seed: game.seed, chanceMode: game.chanceMode };
    return serializeRecord(createRecord(config.ruleset, setup, prefix.actions));
  };
  checkCorruptText(config, 'corrupt-records', record, (input) => loadRecord(config.ruleset, input));
}

/**
 * The shared property of the two file checks: the text of a random game prefix, with one value of the wrong kind
 * anywhere, is refused by `load` naming that field; truncated text is refused too.
 */
function checkCorruptText(
  config: AnyConformanceConfig,
  check: string,
  toText: (game: GameSpec, prefix: RandomGame<BaseState, Action, string>) => string,
  load: (input: unknown) => LoadOutcome,
): void {
  fc.assert(
    fc.property(arbitraryDamage(config), ({ game, plies, at, kind, cut }) => {
      const prefix = playPrefix(config, check, game, plies);
      const text = toText(game, prefix);
      const context = { game, ply: prefix.plies };
      const corruption = corruptJsonAt(JSON.parse(text), at, kind);
      if (corruption !== null) expectRefused(check, () => load(corruption.value), corruption, context);
      expectRefused(check, () => load(text.slice(0, cut % text.length)), null, context);
    }),
    propertyParameters(config),
  );
}

/**
 * Corrupt actions are refused, never thrown on: at a state of a random game prefix, a legal action with one value
 * of the wrong kind gets a `malformed-action` violation naming that field from `check` and `apply`, and arbitrary
 * JSON values as actions get a violation (never `internal-error`).
 *
 * @example
 * ```ts
 * import { checkCorruptActions } from 'kriegsspiel/testing';
 * checkCorruptActions(config);
 * ```
 */
export function checkCorruptActions<T extends RulesetTypes>(typed: ConformanceConfig<T>): void {
  const config = erased(typed);
  const check = 'corrupt-actions';
  const { ruleset } = config;
  fc.assert(
    fc.property(arbitraryDamage(config), fc.jsonValue({ maxDepth: 3 }), ({ game, plies, at, kind }, garbage) => {
      const prefix = playPrefix(config, check, game, plies);
      const state = prefix.final;
      const legal = ruleset.legalActions(state);
      const listed = new Set(legal.map((a) => canonicalJson(a)));
      const original = legal[at % Math.max(1, legal.length)];
      const corruption = original === undefined ? null : corruptJsonAt(original, at >>> 3, kind);
      const candidates: [unknown, Corruption | null][] = [[garbage, null]];
      if (corruption !== null) candidates.push([corruption.value, corruption]);
      for (const [candidate, damage] of candidates) {
        if (listed.has(canonicalJson(candidate))) continue;
        const context = { game, ply: prefix.plies, action: candidate };
        const refused = ruleset.check(state, candidate as Action);
        const applied = ruleset.apply(state, candidate as Action, { events: false });
        if (refused === null || applied.ok)
          throw new ConformanceFailure(check, 'a corrupt action was accepted', context);
        if (refused.code === 'internal-error')
          throw new ConformanceFailure(check, `checking a corrupt action threw: ${refused.message}`, context);
        if (damage !== null && (refused.code !== 'malformed-action' || !namesField(refused.message, damage.at))) {
          throw new ConformanceFailure(
            check,
            `the refusal does not name ${damage.at}: ${refused.code}: ${refused.message}`,
            context,
          );
        }
      }
    }),
    propertyParameters(config),
  );
}

function playPrefix(
  config: AnyConformanceConfig,
  check: string,
  game: GameSpec,
  plies: number,
): RandomGame<BaseState, Action, string> {
  try {
    return randomGame(
      config.ruleset,
      { scenario: game.scenario, options: config.options ?? {}, seed: game.seed, chanceMode: game.chanceMode },
      { maxPlies: plies },
    );
  } catch (error) {
    throw new ConformanceFailure(
      check,
      `playing a game prefix threw: ${error instanceof Error ? error.message : String(error)}`,
      { game },
    );
  }
}

type LoadOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: { readonly code: string; readonly path: string; readonly message: string } };

function expectRefused(
  check: string,
  load: () => LoadOutcome,
  corruption: Corruption | null,
  context: FailureContext,
): void {
  let outcome: LoadOutcome;
  const what =
    corruption === null ? 'truncated JSON text' : `a ${JSON.stringify(corruption.replacement)} at ${corruption.at}`;
  try {
    outcome = load();
  } catch (error) {
    throw new ConformanceFailure(
      check,
      `loading ${what} threw: ${error instanceof Error ? error.message : String(error)}`,
      context,
    );
  }
  if (outcome.ok) throw new ConformanceFailure(check, `${what} was accepted`, context);
  const { code, path, message } = outcome.error;
  if (code === 'internal-error')
    throw new ConformanceFailure(check, `loading ${what} failed internally: ${message}`, context);
  if (corruption !== null && !relatedPaths(path, corruption.at)) {
    throw new ConformanceFailure(check, `${what} was refused at ${path} instead: ${code}: ${message}`, context);
  }
}

/** Whether a violation message names the field at `at`: its leading path is related to it, or it mentions it. */
function namesField(message: string, at: string): boolean {
  const leading = message.split(': ')[0] ?? '';
  return relatedPaths(leading, at) || message.includes(at);
}
