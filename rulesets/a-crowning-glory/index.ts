/**
 * A Crowning Glory: Austerlitz 1805 (Ty Bomba, LPS 2022): modules 1.0 to 10.0, the introductory scenario and the
 * full battle.
 *
 * A grand-tactical hex game of brigades and divisions: the French declare each turn whether movement or combat comes
 * first; the players then move one unit at a time in turn, and attack one attack at a time in turn, each unit
 * flipping from its Active to its Passive face; step losses on a differential CRT with a row per army, artillery as
 * bombardment markers, column shifts for towns, the fortress, hillcrests and enfilade; demoralization and
 * sudden-death victories. The copy of the rules lacks the map, the CRT, the Terrain Effects Chart, the cavalry
 * movement rates, the order of battle and module 11: each is reconstructed as data with its provenance (see the
 * README's coverage matrix and reconstructions).
 *
 * | option | default | rule |
 * |---|---|---|
 * | `crt` | reconstructed French and Allied rows | 9.5, 9.6 |
 * | `terrain`, `hexsides` | the effects the rules state | 8.3-8.14, 9.8-9.11 |
 * | `movement` | French 5/7, Allied 4/6 (infantry/cavalry; cavalry reconstructed) | 2.7 |
 * | `demoralizedAt` | French 33, Allied 29 | 4.2, 4.8 |
 * | `victoryRatio` | 1.5 | 4.3 |
 * | `variableArrival` | 1-2 on turn 1, 1-4 later | 5.7 |
 * | `fog` | true | 5.8 |
 * | `capitulation` | true | 4.6 |
 *
 * @packageDocumentation
 * @module kriegsspiel/rulesets/a-crowning-glory
 */
import { defineRuleset, type InstanceOptions, type Ruleset } from 'kriegsspiel';
import type { AcgTypes } from './acgTypes.js';
import { actionSchema } from './actions.js';
import { compileScenario } from './context.js';
import { BUILT_IN_MAPS } from './data/maps.js';
import { BUILT_IN_SCENARIOS } from './data/scenarios.js';
import { ACG_ENCODING } from './encoding.js';
import { evaluate } from './evaluate.js';
import { determinize, viewOf } from './hidden.js';
import { DEFAULT_OPTIONS, partialOptionsSchema } from './options.js';
import { ACG_PRESENTATION } from './presentation.js';
import { ACG_QUERIES } from './queries/acgQueries.js';
import { result } from './result.js';
import { ACG_STEPS, stepOf } from './rules/steps.js';
import { validateState } from './rules/validateState.js';
import { scenarioSchema } from './scenario.js';
import { cloneState, setup } from './setup.js';
import { stateSchema } from './stateSchema.js';
import { SIDES } from './vocabulary.js';

/** The A Crowning Glory ruleset type. */
export type ACrowningGlory = Ruleset<AcgTypes>;

/**
 * Makes an A Crowning Glory ruleset instance, which owns the scenarios it compiles (docs/core-contract.md).
 *
 * @example
 * ```ts
 * import { createACrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const strict = createACrowningGlory({ freeze: true });
 * const setup = strict.setup('austerlitz-intro', {}, 42);
 * if (setup.ok) Object.isFrozen(setup.state); // true
 * ```
 */
export function createACrowningGlory(options: InstanceOptions = {}): ACrowningGlory {
  return defineRuleset<AcgTypes>(
    {
      id: 'a-crowning-glory',
      version: '0.1.0',
      sides: SIDES,
      scenarios: BUILT_IN_SCENARIOS,
      defaultOptions: DEFAULT_OPTIONS,
      schemas: { state: stateSchema as never, action: actionSchema, scenario: scenarioSchema, options: partialOptionsSchema as never },
      scenarioId: (scenario) => scenario.id,
      hashedContent: (scenario) =>
        typeof scenario.map === 'string' && Object.hasOwn(BUILT_IN_MAPS, scenario.map) ? { ...scenario, map: BUILT_IN_MAPS[scenario.map] } : scenario,
      compile: compileScenario,
      setup,
      steps: ACG_STEPS,
      stepOf,
      result,
      // Every counter is open to both players; only the enemy's unplayed Variant marker is hidden (11.0).
      view: viewOf,
      determinize,
      evaluate,
      validateState,
      clone: cloneState,
      presentation: ACG_PRESENTATION,
      queries: ACG_QUERIES,
      encoding: ACG_ENCODING,
    },
    options,
  );
}

/**
 * The A Crowning Glory ruleset.
 *
 * @example
 * ```ts
 * import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';
 * const setup = aCrowningGlory.setup('austerlitz-intro', {}, 42);
 * if (setup.ok) console.log(aCrowningGlory.legalActions(setup.state).length);
 * ```
 */
export const aCrowningGlory: ACrowningGlory = createACrowningGlory();

export { SIDES, NATIONS, ARMS, UNIT_STATUSES, MARKER_STATUSES, PHASES, COMBAT_STAGES, TERRAINS } from './vocabulary.js';
export type { Side, BySide, Nation, Arm, UnitStatus, MarkerStatus, Phase, CombatStage, Terrain } from './vocabulary.js';
export type { AcgTypes, AcgView } from './acgTypes.js';
export type { AcgAction } from './actions.js';
export { actionSchema } from './actions.js';
export type { AcgEvent, AttackBreakdown } from './events.js';
export type { AcgOptions } from './options.js';
export { DEFAULT_OPTIONS, LIMITS, optionsSchema, partialOptionsSchema } from './options.js';
export type { CrtTable, CrtCell, TerrainEffect, HexsideEffects } from './tables.js';
export { ACG_HEXSIDES, ACG_TERRAIN, ALLIED_CRT, CRT_METHOD, FRENCH_CRT } from './tables.js';
export type { AcgScenario, ScenarioUnit, ScenarioMarker } from './scenario.js';
export { scenarioSchema, scenarioUnitSchema, scenarioMarkerSchema, deploymentSchema } from './scenario.js';
export type { AcgState, AcgUnit, AcgMarker, AcgCombat } from './types.js';
export { stateSchema, unitSchema, markerSchema, combatSchema } from './stateSchema.js';
export type { DeepReadonly } from './stateSchema.js';
export { compileScenario, INTRO_OBJECTIVES } from './context.js';
export type { AcgContext } from './context.js';
export { BUILT_IN_MAPS } from './data/maps.js';
export { BUILT_IN_SCENARIOS } from './data/scenarios.js';
export { ACG_STEPS, stepOf } from './rules/steps.js';
export { validateState } from './rules/validateState.js';
export { ACG_PRESENTATION } from './presentation.js';
export { ACG_QUERIES } from './queries/acgQueries.js';
export { acgMoves } from './queries/acgMoves.js';
export { acgCombatPreview } from './queries/acgCombatPreview.js';
export { acgPrompt } from './queries/acgPrompt.js';
export { acgEventLine } from './queries/acgEventLine.js';
export { evaluate } from './evaluate.js';
export { ACG_ENCODING } from './encoding.js';
export { VARIANTS } from './variants.js';
