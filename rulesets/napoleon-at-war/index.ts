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
 * | `bombardmentRange` | 2 | 8.11 |
 * | `streamBarsCavalryAndArtillery` | false (Wagram: true) | Wagram 15.1-15.2 |
 * | `demoralizedAt` | none (Wagram: 50 / 45) | Wagram 16.1 |
 * | `historicalDeployment` | false | Wagram 13.1 |
 *
 * @packageDocumentation
 */
import { defineRuleset, type Ruleset } from 'kriegsspiel';
import { actionSchema, type NawAction } from './actions.js';
import { BUILT_IN_SCENARIOS } from './data/index.js';
import type { NawEvent } from './events.js';
import { evaluate } from './evaluate.js';
import { DEFAULT_OPTIONS, partialOptionsSchema, type NawOptions } from './options.js';
import { actionSpace } from './rules/actionSpace.js';
import { arrivalDie } from './rules/arrivals.js';
import { combatDie } from './rules/combatResult.js';
import { check, legalActions, step } from './rules/dispatch.js';
import { finalScores } from './rules/scoring.js';
import { decisionOf } from './rules/sequence.js';
import { scenarioSchema, type NawScenario } from './scenario.js';
import { cloneState, setup } from './setup.js';
import { stateSchema } from './stateSchema.js';
import { SIDES, type NawState, type Side } from './types.js';

/** The Napoleon at War ruleset type. */
export type NapoleonAtWar = Ruleset<NawState, NawAction, NawEvent, Side, NawScenario, NawOptions>;

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
export const napoleonAtWar: NapoleonAtWar = defineRuleset({
  id: 'napoleon-at-war',
  version: '0.1.0',
  sides: SIDES,
  scenarios: BUILT_IN_SCENARIOS,
  defaultOptions: DEFAULT_OPTIONS,
  schemas: { state: stateSchema, action: actionSchema, scenario: scenarioSchema, options: partialOptionsSchema },
  setup,
  decision: decisionOf,
  legalActions,
  check,
  actionSpace,
  step,
  chance: (state) => (state.pendingRolls.length > 0 ? arrivalDie(state) : combatDie(state)),
  result: finalScores,
  view: (state) => state, // no hidden information in Napoleon at War
  evaluate,
  clone: cloneState,
});

export { SIDES, UNIT_KINDS, UNIT_STATUSES } from './types.js';
export type { Side, BySide, UnitKind, UnitStatus, NawUnit, NawState, Phase, CombatStage, CombatState, Displacement } from './types.js';
export type { NawAction } from './actions.js';
export { actionSchema } from './actions.js';
export type { NawEvent, CombatBreakdown, AttackerLine, DefenderLine } from './events.js';
export type { NawOptions } from './options.js';
export { DEFAULT_OPTIONS, optionsSchema, partialOptionsSchema } from './options.js';
export type { NawCrt, CombatResult, TerrainEffect, HexsideCosts } from './tables.js';
export { NAW_CRT, NAW_TERRAIN, NAW_HEXSIDE_COSTS } from './tables.js';
export type { NawScenario, ScenarioUnit, SetupArea } from './scenario.js';
export { scenarioSchema, scenarioUnitSchema, setupAreaSchema } from './scenario.js';
export { stateSchema } from './stateSchema.js';
export { BUILT_IN_MAPS, BUILT_IN_SCENARIOS } from './data/index.js';
export { WAGRAM } from './data/wagram.js';
export { compileScenario, contextOf } from './context.js';
export { evaluate } from './evaluate.js';
export type { NawContext, CompileResult, RollGroup } from './context.js';
