import { anyRuleset, createRegistry, type AnyRuleset, type BaseState, type Registry } from 'kriegsspiel';
import type { RulesetSource } from 'kriegsspiel/pool';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

/** The rulesets the command line knows (an immutable registry; adding a ruleset is one entry here). */
export const BUILT_INS: Registry = createRegistry([anyRuleset(napoleonAtWar), anyRuleset(aCrowningGlory), anyRuleset(joursDeGloire), anyRuleset(marchIntoBattle)]);

/**
 * Where a worker thread of the pool imports each built-in ruleset, by ruleset id: the package subpath and export
 * that {@link BUILT_INS} holds (a test checks they match). Adding a ruleset is one entry here too.
 */
export const BUILT_IN_SOURCES: Readonly<Record<string, RulesetSource>> = {
  'napoleon-at-war': { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' },
  'a-crowning-glory': { module: 'kriegsspiel/rulesets/a-crowning-glory', export: 'aCrowningGlory' },
  'jours-de-gloire': { module: 'kriegsspiel/rulesets/jours-de-gloire', export: 'joursDeGloire' },
  'march-into-battle': { module: 'kriegsspiel/rulesets/march-into-battle', export: 'marchIntoBattle' },
};

/** How the command line names a ruleset's sides, scenario and turns: its presentation hooks, or plain ids. */
export interface Names {
  /** The scenario's title. */
  readonly title: string;
  /** Display name per side, in the ruleset's side order. */
  readonly sides: Readonly<Record<string, string>>;
  /** What the scores count (`'VP'` unless the ruleset says otherwise). */
  readonly scoreUnit: string;
  /** Where the game stands in `state` (seen by the first side). */
  turnLabel(state: BaseState): string;
  /** A log line for an event, or `null`. */
  describe(event: { readonly type: string; readonly rule: string }): string | null;
}

/**
 * The {@link Names} of a state's scenario, from the ruleset's presentation hooks (ids where it has none).
 *
 * @example
 * ```ts
 * import { anyRuleset } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { namesOf } from './builtIns.js';
 * const setup = napoleonAtWar.setup('wagram', {}, 1);
 * if (setup.ok) namesOf(anyRuleset(napoleonAtWar), setup.state).sides['coalition']; // 'Austrian'
 * ```
 */
export function namesOf(ruleset: AnyRuleset, state: BaseState): Names {
  const hooks = ruleset.presentation;
  const context = ruleset.contextOf(state);
  const ctx = context.ok ? context.context : undefined;
  const sides = Object.fromEntries(ruleset.sides.map((side) => [side, hooks && context.ok ? hooks.sideName(ctx, side) : side]));
  const first = ruleset.sides[0]!;
  return {
    title: hooks && context.ok ? hooks.title(ctx) : state.scenario.id,
    sides,
    scoreUnit: hooks?.scoreUnit ?? 'VP',
    turnLabel(now) {
      const seen = ruleset.view(now, first);
      return hooks && context.ok && seen.ok ? hooks.turnLabel(ctx, seen.view) : '';
    },
    describe: (event) => (hooks && context.ok && event.type !== 'chance' ? hooks.describeEvent(ctx, event) : null),
  };
}
