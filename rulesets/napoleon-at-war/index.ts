/**
 * Napoleon at War (SPI, 1975): the standard rules, cases 4.1 to 10.2, and the Wagram scenario, 12.0 to 17.22.
 *
 * A hex-and-counter game at division scale: alternating player-turns (movement, then combat), rigid zones of control,
 * mandatory combat on an odds CRT, artillery bombardment at two hexes with line of sight, retreats with displacement
 * chains, advances after combat, and night turns. The Wagram scenario's exclusive rules (set-up choices, reinforcement
 * rolls, stream rules, demoralization, victory points) come from the scenario data and {@link NawOptions}. See the
 * coverage matrix in this folder's README for every rule case.
 *
 * | option | default | rule |
 * |---|---|---|
 * | `crt` | the published table | 7.6 |
 * | `terrain` | clear 1, forest 2, rough 2 (x2), marsh road only (x2), town 1 (x2), lake prohibited | 9.0 |
 * | `hexsideCosts` | road 1/2, trail 1, stream +2, slope +1 | 5.22-5.26 |
 * | `hexsideDefense` | `'exclusive'` (`'mixed'`: any mix of stream, bridge, slope) | 9.0 |
 * | `bombardmentRange` | 2 | 8.11 |
 * | `streamBarsCavalryAndArtillery` | false (Wagram: true) | Wagram 15.1-15.2 |
 * | `demoralizedAt` | none (Wagram: 50 / 45) | Wagram 16.1 |
 * | `historicalDeployment` | false | Wagram 13.1 |
 *
 * @packageDocumentation
 * @module kriegsspiel/rulesets/napoleon-at-war
 */
import { defineRuleset, type InstanceOptions } from 'kriegsspiel';
import { BUILT_IN_CONTENT } from './data/index.js';
import { NAW_ENCODING } from './encoding.js';
import { evaluate } from './evaluate.js';
import { actionSpace } from './rules/actionSpace.js';
import { nawDefinition } from './nawDefinition.js';
import type { NapoleonAtWar, NawTypes } from './nawTypes.js';

/**
 * Makes a Napoleon at War ruleset instance: it owns the scenarios it compiles (see docs/core-contract.md). Most
 * programs use the one {@link napoleonAtWar} instance; `{ freeze: true }` makes one that deep-freezes its states.
 *
 * @example
 * ```ts
 * import { createNapoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const strict = createNapoleonAtWar({ freeze: true });
 * const setup = strict.setup('skirmish', {}, 42);
 * if (setup.ok) Object.isFrozen(setup.state); // true
 * ```
 */
export function createNapoleonAtWar(options: InstanceOptions = {}): NapoleonAtWar {
  // The definition `napoleonAtWarRules` has (the rules) over every built-in scenario, plus the AI hooks.
  return defineRuleset<NawTypes>(nawDefinition(BUILT_IN_CONTENT, { evaluate, encoding: NAW_ENCODING, actionSpace }), options);
}

/**
 * The Napoleon at War ruleset.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (setup.ok) console.log(napoleonAtWar.legalActions(setup.state).length);
 * ```
 */
export const napoleonAtWar: NapoleonAtWar = createNapoleonAtWar();

export { SIDES, UNIT_KINDS, UNIT_STATUSES, PHASES, COMBAT_STAGES } from './types.js';
export type { Side, BySide, UnitKind, UnitStatus, NawUnit, NawState, Phase, CombatStage, CombatState, Displacement } from './types.js';
export type { NapoleonAtWar, NawView, NawTypes } from './nawTypes.js';
export type { NawAction } from './actions.js';
export { actionSchema } from './actions.js';
export type { NawEvent, CombatBreakdown, AttackerLine, DefenderLine } from './events.js';
export type { NawOptions } from './options.js';
export { DEFAULT_OPTIONS, optionsSchema, partialOptionsSchema } from './options.js';
export type { NawCrt, CombatResult, TerrainEffect, HexsideCosts } from './tables.js';
export { NAW_CRT, NAW_TERRAIN, NAW_HEXSIDE_COSTS } from './tables.js';
export type { NawScenario, ScenarioUnit, SetupArea } from './scenario.js';
export { scenarioSchema, scenarioUnitSchema, setupAreaSchema } from './scenario.js';
export { stateSchema, unitSchema, combatSchema, displacementSchema } from './stateSchema.js';
export type { DeepReadonly } from './stateSchema.js';
export { BUILT_IN_CONTENT, BUILT_IN_MAPS, BUILT_IN_SCENARIOS } from './data/index.js';
export { SKIRMISH_CONTENT } from './data/skirmishContent.js';
export { WAGRAM_CONTENT } from './data/wagramContent.js';
export type { NawContent } from './nawContent.js';
export { mergeContent } from './nawContent.js';
export { nawDefinition } from './nawDefinition.js';
export type { NawAiHooks } from './nawDefinition.js';
export type { NawRulesOptions } from './napoleonAtWarRules.js';
export { createNapoleonAtWarRules, napoleonAtWarRules } from './napoleonAtWarRules.js';
export { WAGRAM } from './data/wagram.js';
export { compileScenario } from './compileScenario.js';
export { compileScenarioOn } from './context.js';
export { evaluate } from './evaluate.js';
export { NAW_EVAL_WEIGHTS } from './evaluateTables.js';
export type { EvalWeights } from './evaluateTables.js';
export type { NawContext, RollGroup } from './context.js';
export { nawSteps, stepOf } from './rules/steps.js';
export type { NawActionSpace } from './rules/steps.js';
export { actionSpace } from './rules/actionSpace.js';
export { validateState } from './rules/validateState.js';
export { crtProblem, tableProblem, unchartedTerrain } from './tableProblem.js';
export { validateScenarioTables } from './validateScenarioTables.js';
export { layerOptions } from './layerOptions.js';
export { NAW_PRESENTATION } from './presentation.js';
export { NAW_QUERIES } from './queries/nawQueries.js';
export { nawMoves } from './queries/nawMoves.js';
export { nawCombatPreview } from './queries/nawCombatPreview.js';
export { nawPrompt } from './queries/nawPrompt.js';
export { nawEventLine } from './queries/nawEventLine.js';
export { NAW_ENCODING } from './encoding.js';
export { LIMITS, halfPoints } from './limits.js';
