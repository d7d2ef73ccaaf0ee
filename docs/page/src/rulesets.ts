/**
 * The rulesets and scenarios the page offers (the command line's built-ins), and how a ruleset names sides, turns
 * and events for people (its presentation hooks, plain ids where it has none).
 *
 * @module
 */
import type { AnyRuleset, BaseState, ViewBase } from 'kriegsspiel';
import { BUILT_INS } from '../../../src/cli/builtIns.js';

/** One built-in scenario: its ruleset and id. */
export interface ScenarioChoice {
  readonly ruleset: AnyRuleset;
  readonly scenario: string;
}

/** Every built-in scenario, ruleset by ruleset, each ruleset's first scenario first. */
export function builtInScenarios(): ScenarioChoice[] {
  return BUILT_INS.rulesets.flatMap((ruleset) => Object.keys(ruleset.definition.scenarios).map((scenario) => ({ ruleset, scenario })));
}

/** The built-in ruleset with this id (a record names its ruleset so). */
export function rulesetById(id: string): AnyRuleset | undefined {
  return BUILT_INS.ruleset(id);
}

/** Words for one scenario: its title, side names, the turn a view stands at, and a log line per event. */
export interface Words {
  readonly title: string;
  sideName(side: string): string;
  turnLabel(view: ViewBase): string;
  /** A line for an event (the `'full'` detail: every event, with its rule), or `null`. */
  describe(event: { readonly type: string }): string | null;
}

/**
 * The {@link Words} of the scenario `holder` (a state or a view) is in.
 *
 * @example
 * ```ts
 * const words = wordsOf(ruleset, state);
 * words.sideName('coalition'); // 'Austrian'
 * ```
 */
export function wordsOf(ruleset: AnyRuleset, holder: BaseState | ViewBase): Words {
  const made = ruleset.contextOf(holder);
  const hooks = ruleset.presentation;
  if (!made.ok || hooks === undefined) {
    return { title: holder.scenario.id, sideName: (side) => side, turnLabel: () => '', describe: (event) => event.type };
  }
  const ctx = made.context;
  return {
    title: hooks.title(ctx),
    sideName: (side) => hooks.sideName(ctx, side),
    turnLabel: (view) => hooks.turnLabel(ctx, view),
    describe: (event) => (event.type === 'chance' ? null : hooks.describeEvent(ctx, event as never, 'full')),
  };
}
