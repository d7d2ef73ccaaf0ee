import type { RulesetDefinition } from 'kriegsspiel';
import { actionSchema } from './actions.js';
import { compileScenarioOn } from './context.js';
import type { NawContent } from './nawContent.js';
import type { NawTypes } from './nawTypes.js';
import { DEFAULT_OPTIONS, partialOptionsSchema } from './options.js';
import { NAW_PRESENTATION } from './presentation.js';
import { NAW_QUERIES } from './queries/nawQueries.js';
import { finalScores } from './rules/scoring.js';
import { nawSteps, stepOf, type NawActionSpace } from './rules/steps.js';
import { touched } from './rules/liveVersion.js';
import { validateState } from './rules/validateState.js';
import { scenarioSchema } from './scenario.js';
import { cloneState, setup } from './setup.js';
import { stateSchema } from './stateSchema.js';
import { SIDES } from './types.js';

/**
 * The AI hooks of Napoleon at War, which only bots and learning agents read: the bots' `evaluate`, the learning
 * agents' `encoding`, and the `actionSpace` of the movement and set-up steps that bots and encoders sample from.
 * Without them a ruleset plays the same games: the core's `evaluate` is the score difference, `encoder()` is `null`
 * and `actionSpace(state)` is `null` (a bot then lists the legal actions).
 */
export interface NawAiHooks {
  /** The bots' evaluation (evaluate.ts). */
  readonly evaluate?: NonNullable<RulesetDefinition<NawTypes>['evaluate']>;
  /** The learning agents' encoding (encoding.ts). */
  readonly encoding?: NonNullable<RulesetDefinition<NawTypes>['encoding']>;
  /** The movement and set-up steps' action space (rules/actionSpace.ts). */
  readonly actionSpace?: NawActionSpace;
}

/**
 * The definition of Napoleon at War over `content` (the scenarios and maps the instance knows as built in): the
 * rules, views, front-end queries and presentation, plus the AI hooks given (none by default). `napoleonAtWarRules`
 * is this definition without AI hooks; `napoleonAtWar` passes all three ({@link NawAiHooks}). Both have the same id
 * and version and compute the same scenario hashes, so each loads the other's saved games and records.
 *
 * @example
 * ```ts
 * import { defineRuleset } from 'kriegsspiel';
 * import { SKIRMISH_CONTENT } from './data/skirmishContent.js';
 * import { nawDefinition } from './nawDefinition.js';
 * const rules = defineRuleset(nawDefinition(SKIRMISH_CONTENT));
 * rules.setup('skirmish', {}, 1).ok; // true
 * ```
 */
export function nawDefinition(content: NawContent, ai: NawAiHooks = {}): RulesetDefinition<NawTypes> {
  const { scenarios, maps } = content;
  const { actionSpace, ...hooks } = ai;
  return {
    id: 'napoleon-at-war',
    version: '0.2.0',
    sides: SIDES,
    scenarios,
    defaultOptions: DEFAULT_OPTIONS,
    schemas: { state: stateSchema, action: actionSchema, scenario: scenarioSchema, options: partialOptionsSchema },
    scenarioId: (scenario) => scenario.id,
    // A built-in map named by id is part of the content: changing the map file changes every scenario hash on it.
    // A scenario that carries the same map inline therefore hashes as the one that names it.
    hashedContent: (scenario) =>
      typeof scenario.map === 'string' && Object.hasOwn(maps, scenario.map) ? { ...scenario, map: maps[scenario.map] } : scenario,
    compile: (scenario) => compileScenarioOn(scenario, maps),
    setup,
    steps: nawSteps(actionSpace),
    stepOf,
    result: finalScores,
    // Napoleon at War has no hidden information: a view is the state without its PRNG state.
    view: (_ctx, { rng: _rng, ...view }) => view,
    determinize: (_ctx, view, _side, rng) => ({ ...view, rng }),
    validateState,
    clone: cloneState,
    touched,
    presentation: NAW_PRESENTATION,
    queries: NAW_QUERIES,
    ...hooks,
  };
}
