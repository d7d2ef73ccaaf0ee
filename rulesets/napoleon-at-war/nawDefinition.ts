import type { RulesetDefinition } from 'kriegsspiel';
import { actionSchema } from './actions.js';
import { compileScenarioOn } from './context.js';
import type { NawContent } from './nawContent.js';
import type { NawTypes } from './nawTypes.js';
import { DEFAULT_OPTIONS, partialOptionsSchema } from './options.js';
import { NAW_PRESENTATION } from './presentation.js';
import { NAW_QUERIES } from './queries/nawQueries.js';
import { finalScores } from './rules/scoring.js';
import { NAW_STEPS, stepOf } from './rules/steps.js';
import { touched } from './rules/liveVersion.js';
import { validateState } from './rules/validateState.js';
import { scenarioSchema } from './scenario.js';
import { cloneState, setup } from './setup.js';
import { stateSchema } from './stateSchema.js';
import { SIDES } from './types.js';

/**
 * The definition of Napoleon at War over `content` (the scenarios and maps the instance knows as built in): the
 * rules, views, front-end queries and presentation, without the AI hooks. `napoleonAtWarRules` is this definition
 * as it stands; `napoleonAtWar` adds the bots' `evaluate` and the learning agents' `encoding` to it. Both have the
 * same id and version and compute the same scenario hashes, so each loads the other's saved games and records.
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
export function nawDefinition(content: NawContent): RulesetDefinition<NawTypes> {
  const { scenarios, maps } = content;
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
    steps: NAW_STEPS,
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
  };
}
