/**
 * Jours de Gloire Campaign: The Danube (Frédéric Bey, Vae Victis 41): the point-to-point campaign system of the
 * Danube campaigns of 1800, 1805 and 1809, and its nine scenarios.
 *
 * Boxes joined by connections; a fortnight a turn; weather, initiative, reinforcements; command points per army and
 * lines of communication; stacks, concentrations and forced marches; dummies and Force markers hidden from the enemy;
 * multi-round battles opened by secret tactic chits, with artillery, morale, retreat and pursuit; overruns; fortified
 * cities, their citadels, assaults and sieges. The copy of the rules lacks the map, the rosters and three tables'
 * column headings: each is reconstructed as data with its provenance (see the README's coverage matrix, which also
 * lists what is not implemented yet).
 *
 * | option | default | rule |
 * |---|---|---|
 * | `tables` | published, three headings reconstructed | 5.4, 6.3, 8.1 |
 * | `movement` | generals 8, infantry 6, cavalry 8 | 5.0 |
 * | `ldcLimit` | 4 PM | 4.3 |
 * | `forceMarkers` | 3 a side (reconstructed) | 7.2 |
 * | `solitaire` | false | 10.0 |
 * | `italyReinforcements`, `additionalReinforcements` | false | S9 optional rules |
 *
 * @packageDocumentation
 * @module kriegsspiel/rulesets/jours-de-gloire
 */
import { defineRuleset, type InstanceOptions, type Ruleset } from 'kriegsspiel';
import { actionSchema } from './actions.js';
import { compileScenario } from './context.js';
import { evaluate } from './evaluate.js';
import { JDG_ENCODING } from './encoding.js';
import { BUILT_IN_MAPS } from './data/maps.js';
import { BUILT_IN_ROSTERS } from './data/rosters/index.js';
import { BUILT_IN_SCENARIOS } from './data/scenarios/index.js';
import type { JdgTypes } from './jdgTypes.js';
import { DEFAULT_OPTIONS, partialOptionsSchema } from './options.js';
import { JDG_PRESENTATION } from './presentation.js';
import { JDG_QUERIES } from './queries/jdgQueries.js';
import { result } from './result.js';
import { JDG_STEPS, stepOf } from './rules/steps.js';
import { scenarioSchema } from './scenario.js';
import { validateState } from './rules/validateState.js';
import { setup } from './setup.js';
import { stateSchema } from './stateSchema.js';
import { determinize, viewOf } from './view.js';
import { redactEvent } from './redact.js';
import { SIDES } from './vocabulary.js';

/** The Jours de Gloire ruleset type. */
export type JoursDeGloire = Ruleset<JdgTypes>;

/**
 * Makes a Jours de Gloire ruleset instance, which owns the scenarios it compiles.
 *
 * @example
 * ```ts
 * import { createJoursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const strict = createJoursDeGloire({ freeze: true });
 * const setup = strict.setup('danube-s1', {}, 42);
 * if (setup.ok) Object.isFrozen(setup.state); // true
 * ```
 */
export function createJoursDeGloire(options: InstanceOptions = {}): JoursDeGloire {
  return defineRuleset<JdgTypes>(
    {
      id: 'jours-de-gloire',
      version: '0.1.0',
      sides: SIDES,
      // JdG 1.1: blind play; a player's stragglers and command points are his own rolls
      privateRolls: true,
      scenarios: BUILT_IN_SCENARIOS,
      defaultOptions: DEFAULT_OPTIONS,
      schemas: { state: stateSchema as never, action: actionSchema, scenario: scenarioSchema, options: partialOptionsSchema as never },
      scenarioId: (scenario) => scenario.id,
      hashedContent: (scenario) => ({
        ...scenario,
        map: typeof scenario.map === 'string' && Object.hasOwn(BUILT_IN_MAPS, scenario.map) ? BUILT_IN_MAPS[scenario.map] : scenario.map,
        roster: typeof scenario.roster === 'string' && Object.hasOwn(BUILT_IN_ROSTERS, scenario.roster) ? BUILT_IN_ROSTERS[scenario.roster] : scenario.roster,
      }),
      compile: compileScenario,
      setup,
      steps: JDG_STEPS,
      stepOf,
      result,
      view: viewOf,
      determinize,
      redactEvent,
      validateState,
      evaluate,
      encoding: JDG_ENCODING,
      presentation: JDG_PRESENTATION,
      queries: JDG_QUERIES,
      clone: (state) => structuredClone(state),
    },
    options,
  );
}

/**
 * The Jours de Gloire ruleset.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 42);
 * if (setup.ok) console.log(joursDeGloire.legalActions(setup.state).length);
 * ```
 */
export const joursDeGloire: JoursDeGloire = createJoursDeGloire();

export { SIDES, CAMPAIGNS, ARMS, PIECE_KINDS, TERRAINS, PHASES, ENGAGEMENTS } from './vocabulary.js';
export type { Side, BySide, Campaign, Arm, PieceKind, Terrain, Phase, Engagement } from './vocabulary.js';
export type { JdgTypes } from './jdgTypes.js';
export type { JdgView, ViewPiece, FaceDown, ViewBattle, ViewEntrenchment } from './view.js';
export type { JdgAction } from './actions.js';
export { actionSchema } from './actions.js';
export type { JdgEvent } from './events.js';
export type { JdgOptions } from './options.js';
export { DEFAULT_OPTIONS, optionsSchema, partialOptionsSchema } from './options.js';
export type { JdgScenario, Placement, Reinforcement } from './scenario.js';
export { scenarioSchema } from './scenario.js';
export type { Roster, RosterArmy, RosterGeneral, RosterUnit, RosterDetachment } from './roster.js';
export { rosterSchema, armySchema, generalSchema, unitSchema, detachmentSchema } from './roster.js';
export type { JdgState, JdgPiece, JdgBattle, JdgForming, JdgActivation, JdgReaction } from './types.js';
export { stateSchema, pieceSchema, battleSchema, formingSchema, activationSchema, reactionSchema, BATTLE_STAGES, PIECE_STATUSES } from './stateSchema.js';
export type { DeepReadonly } from './stateSchema.js';
export { placementSchema, pfReinforcementSchema, vpBoxSchema, vpCrossingSchema, armisticeSchema, specialRulesSchema, turnDateSchema } from './scenario.js';
export { compileScenario } from './context.js';
export type { JdgContext, ArmyInfo, ConnectionInfo } from './context.js';
export type { ArmisticeInfo } from './armisticeContext.js';
export type { PieceInfo } from './pieceCatalogue.js';
export type { BandTable } from './tables/smallTables.js';
export type { CombatCell } from './tables/combatTable.js';
export type { Weather } from './tables/weatherTable.js';
export { WEATHERS } from './tables/weatherTable.js';
export type { Tactic } from './tables/battleArithmetic.js';
export { TACTICS } from './tables/battleArithmetic.js';
export { BUILT_IN_MAPS } from './data/maps.js';
export { BUILT_IN_ROSTERS } from './data/rosters/index.js';
export { BUILT_IN_SCENARIOS } from './data/scenarios/index.js';
export { JDG_STEPS, stepOf } from './rules/steps.js';
export { JDG_PRESENTATION } from './presentation.js';
export { JDG_QUERIES } from './queries/jdgQueries.js';
export { jdgMoves } from './queries/jdgMoves.js';
export { jdgCombatPreview } from './queries/jdgCombatPreview.js';
export { jdgPrompt } from './queries/jdgPrompt.js';
export { jdgEventLine } from './queries/jdgEventLine.js';
export { evaluate } from './evaluate.js';
export { JDG_ENCODING } from './encoding.js';
export { validateState } from './rules/validateState.js';
export { COMBAT_TABLE, COMBAT_COLUMNS, COMBAT_MODIFIERS } from './tables/combatTable.js';
export { ARTILLERY_TABLE, PURSUIT_TABLE, FORCED_MARCH_TABLE, RECONNAISSANCE_TABLE } from './tables/smallTables.js';
