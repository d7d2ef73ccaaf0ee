/**
 * Napoleon at War for a browser page: the rules, views, front-end queries and presentation of
 * `kriegsspiel/rulesets/napoleon-at-war`, without the AI hooks (the bots' evaluation and the learning agents'
 * encoding) and with only the skirmish scenario built in. Wagram's scenario and map come on demand from
 * `kriegsspiel/rulesets/napoleon-at-war/wagram`. The lean instance plays the same games as `napoleonAtWar` and loads
 * the same saved games and records; a page runs its bot in a Web Worker on the full ruleset. See
 * docs/performance.md, "Browser bundle".
 *
 * @example
 * ```ts
 * import { napoleonAtWarRules } from 'kriegsspiel/rulesets/napoleon-at-war/rules';
 * import { Game } from 'kriegsspiel';
 * const game = Game.start(napoleonAtWarRules, 'skirmish', {}, 1);
 * console.log(game.decision().kind); // 'side'
 * ```
 *
 * @packageDocumentation
 * @module kriegsspiel/rulesets/napoleon-at-war/rules
 */
export { createNapoleonAtWarRules, napoleonAtWarRules } from '../napoleonAtWarRules.js';
export type { NawRulesOptions } from '../napoleonAtWarRules.js';
export type { NawContent } from '../nawContent.js';
export { SKIRMISH_CONTENT } from '../data/skirmishContent.js';
export { SIDES, UNIT_KINDS, UNIT_STATUSES, PHASES, COMBAT_STAGES } from '../types.js';
export type { Side, BySide, UnitKind, UnitStatus, NawUnit, NawState, Phase, CombatStage, CombatState, Displacement } from '../types.js';
export type { NapoleonAtWar, NawView, NawTypes } from '../nawTypes.js';
export type { NawAction } from '../actions.js';
export type { NawEvent, CombatBreakdown, AttackerLine, DefenderLine } from '../events.js';
export type { NawOptions } from '../options.js';
export type { NawScenario, ScenarioUnit, SetupArea } from '../scenario.js';
export type { NawContext, RollGroup } from '../context.js';
