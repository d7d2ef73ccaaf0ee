/**
 * March into Battle / Opérations et Manoeuvres: a grand-tactical hex system of orders, chit-pull activation,
 * fatigue and morale, reconstructed from its player aid, with the battle of Aspern-Essling (21-22 May 1809).
 *
 * Only the two-page player aid survives: its tables (terrain, combat and movement effects, fatigue by action, the
 * combat modifiers, the CRT and the Combat Effects Table, order checks and ranges, the morale check, army morale)
 * are followed cell by cell; what it only names is written down as interpretations (docs/interpretation.md), each
 * an option below or a rule number the coverage matrix cites.
 *
 * | option | default | rule |
 * |---|---|---|
 * | `terrain`, `crt`, `cet`, `forceRatio` | the aid's tables (force ratio bands read between its columns) | TEC, CRT, CET, CM |
 * | `allowance` | infantry, foot artillery, trains 6; cavalry, horse artillery 10; commanders 12 | 2.6 |
 * | `stacking` | 10 SP, a full train 4 | 6.8 |
 * | `fatigue` | levels 0-5: tired from 3, spent at 5 | 10.1 |
 * | `spentDefence` | `one-sp` | 7.1 |
 * | `artillery` | field of fire 2 hexes, DRM capped at 3 | 7.9, 7.10 |
 * | `supplyRange` | 8 MP | 11.2 |
 * | `holdRadius` | 2 hexes | 5.1 |
 * | `bridgeBreaks` | `historical` | 16.1 |
 * | `bridgeBuilding` | activations to bridge a river 3, a stream or creek 1 | 6.10 |
 *
 * @packageDocumentation
 * @module kriegsspiel/rulesets/march-into-battle
 */
import { defineRuleset, type InstanceOptions, type Ruleset } from 'kriegsspiel';
import { actionSchema } from './actions.js';
import { compileScenario } from './context.js';
import { BUILT_IN_MAPS } from './data/maps.js';
import { BUILT_IN_SCENARIOS } from './data/scenarios.js';
import type { MibTypes } from './mibTypes.js';
import { MIB_ENCODING } from './encoding.js';
import { evaluate } from './evaluate.js';
import { DEFAULT_OPTIONS, partialOptionsSchema } from './options.js';
import { MIB_PRESENTATION } from './presentation.js';
import { MIB_QUERIES } from './queries/mibQueries.js';
import { result } from './result.js';
import { MIB_STEPS, stepOf } from './rules/steps.js';
import { scenarioSchema } from './scenario.js';
import { cloneState, setup } from './setup.js';
import { stateSchema } from './stateSchema.js';
import { determinize, redactEvent, viewOf } from './view.js';
import { SIDES } from './vocabulary.js';

/** The March into Battle ruleset type. */
export type MarchIntoBattle = Ruleset<MibTypes>;

/**
 * Makes a March into Battle ruleset instance, which owns the scenarios it compiles (docs/core-contract.md).
 *
 * @example
 * ```ts
 * import { createMarchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * const strict = createMarchIntoBattle({ freeze: true });
 * const setup = strict.setup('aspern', {}, 42);
 * if (setup.ok) Object.isFrozen(setup.state); // true
 * ```
 */
export function createMarchIntoBattle(options: InstanceOptions = {}): MarchIntoBattle {
  return defineRuleset<MibTypes>(
    {
      id: 'march-into-battle',
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
      steps: MIB_STEPS,
      stepOf,
      result,
      view: viewOf,
      determinize,
      evaluate,
      redactEvent,
      clone: cloneState,
      encoding: MIB_ENCODING,
      presentation: MIB_PRESENTATION,
      queries: MIB_QUERIES,
    },
    options,
  );
}

/**
 * The March into Battle ruleset.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * const setup = marchIntoBattle.setup('aspern', {}, 42);
 * if (setup.ok) console.log(marchIntoBattle.legalActions(setup.state).length);
 * ```
 */
export const marchIntoBattle: MarchIntoBattle = createMarchIntoBattle();

export { SIDES, UNIT_KINDS, TERRAINS, ORDER_TYPES, PHASES, CET_COLUMNS, enemyOf } from './vocabulary.js';
export type { Side, BySide, UnitKind, Terrain, OrderType, Phase, CetColumn } from './vocabulary.js';
export type { MibTypes } from './mibTypes.js';
export type { MibView, MibViewFormation } from './view.js';
export type { MibAction } from './actions.js';
export { actionSchema } from './actions.js';
export type { MibEvent } from './events.js';
export type { MibOptions } from './options.js';
export { DEFAULT_OPTIONS, LIMITS, optionsSchema, partialOptionsSchema } from './options.js';
export * from './tables.js';
export type { MibScenario, ScenarioUnit, ScenarioFormation } from './scenario.js';
export { scenarioSchema, scenarioUnitSchema, formationSchema, placementSchema } from './scenario.js';
export type { MibState, MibUnit, MibFormation, MibOrder, MibCombat } from './types.js';
export { stateSchema, unitSchema, orderSchema, combatSchema, formationSchema as formationStateSchema } from './stateSchema.js';
export type { DeepReadonly } from './stateSchema.js';
export { compileScenario } from './context.js';
export type { MibContext } from './context.js';
export { BUILT_IN_MAPS } from './data/maps.js';
export { BUILT_IN_SCENARIOS } from './data/scenarios.js';
export { MIB_STEPS, stepOf } from './rules/steps.js';
export { MIB_ENCODING } from './encoding.js';
export { MIB_PRESENTATION } from './presentation.js';
export { MIB_QUERIES } from './queries/mibQueries.js';
export { mibMoves } from './queries/mibMoves.js';
export { mibCombatPreview } from './queries/mibCombatPreview.js';
export { mibPrompt } from './queries/mibPrompt.js';
export { mibEventLine } from './queries/mibEventLine.js';
export { evaluate } from './evaluate.js';
export { observationLayout } from './observation.js';
export { fieldOfFire } from './rules/fieldOfFire.js';
