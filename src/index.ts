/**
 * kriegsspiel: a headless, immutable, deterministic rules engine for Napoleonic board wargames.
 *
 * @packageDocumentation
 * @module kriegsspiel
 */
export type { Json } from './core/json.js';
export type { Action, ChanceAction, ChanceSpec } from './core/action.js';
export { D6, isChanceAction } from './core/action.js';
export type { Violation } from './core/violation.js';
export { violation } from './core/violation.js';
export type { GameEvent, ChanceEvent, Emit } from './core/event.js';
export { chanceEvent } from './core/event.js';
export type { Decision, ChanceMode } from './core/decision.js';
export { CHANCE_MODES } from './core/decision.js';
export type { GameResult } from './core/result.js';
export type { RngState } from './core/rng.js';
export { seedRng, seedProblem, drawInt, drawChance, chanceTotal, rngProblem, rngStream } from './core/rng.js';
export type { BaseState, ScenarioRef } from './core/baseState.js';
export { baseStateEntries, rngStateSchema } from './core/baseStateEntries.js';
export type { RulesetTypes, ViewBase, StateT, ActionT, SideT } from './core/rulesetTypes.js';
export type { SetupResult, CompileResult, RulesetSchemas, RulesetDefinition, OptionsInput, AnyAction } from './core/rulesetDefinition.js';
export type { Step, SideStep, SimultaneousStep, ChanceStep, StepTable } from './core/step.js';
export type { Ruleset, ApplyResult, ApplyOptions, ChanceOutcome, CompiledScenario, ViewResult, TypesOf, StateOf, ViewOf, ActionOf, SideOf } from './core/ruleset.js';
export type { ActionSpace } from './core/actionSpace.js';
export type { EncodingHooks, Encoder, ObservationLayout, ObservationPart } from './core/encoding.js';
export type { BoardMap, EventDetail, PresentationHooks } from './core/presentation.js';
export type { FrontEndQueries, RulesetQueries } from './core/frontEndQueries.js';
export type { MoveOption, MoveAlternative, UnitMoves } from './core/moveOption.js';
export type { CombatPreview, CombatantLine, CombatModifier, CombatOutcome, ColumnChoice, SideRoll, RoundPreview, FollowUp } from './core/combatPreview.js';
export type { DecisionPrompt } from './core/decisionPrompt.js';
export type { Piece } from './core/piece.js';
export type { InstanceOptions } from './core/defineRuleset.js';
export { defineRuleset } from './core/defineRuleset.js';
export type { Registry, AnyRuleset, ScenarioMatch } from './core/registry.js';
export { anyRuleset, createRegistry } from './core/registry.js';
export { createEncoder } from './core/createEncoder.js';
export { guard } from './core/guard.js';
export { quote } from './core/quote.js';
export { CONTROL_CHARACTERS, RESERVED_NAME, nameRecord, nameSchema } from './core/names.js';
export type { NameSchema } from './core/names.js';
export { canonicalJson, scenarioHash } from './core/scenarioHash.js';
export { plainState } from './core/engine.js';
export type { Memo, MemoKey } from './core/memo.js';
export { createMemo, memoKey } from './core/memo.js';
export type { Simulator } from './core/simulator.js';
export { createSimulator } from './core/simulator.js';
export type { HiddenMarker } from './core/hidden.js';
export { hiddenMarker, isHiddenMarker, hiddenKeys } from './core/hidden.js';
export type { History, HistoryEntry, HistoryResult } from './core/history.js';
export { startHistory, playInHistory, canUndo, undoInHistory } from './core/history.js';
export { Game } from './core/game.js';
export { GameError } from './core/gameError.js';
export type { Schema, ParsedSchema, ParseIssue } from './core/parseSchema.js';
export { parseSchema } from './core/parseSchema.js';
export { taggedVariant } from './core/taggedVariant.js';
export type { SchemaIssue } from './core/describeIssues.js';
export { describeIssues, formatPath } from './core/describeIssues.js';
export type { Draft } from 'immer';

// Serialization: saved states, game records, replay.
export type { LoadError, LoadErrorCode } from './serialization/loadError.js';
export { LOAD_ERROR_CODES } from './serialization/loadError.js';
export type { FormatMigrations, RetiredFormat } from './serialization/formatMigrations.js';
export type { SavedState, SavedScenario } from './serialization/savedState.js';
export { STATE_FORMAT, STATE_FORMAT_VERSION, STATE_MIGRATIONS, serializeState } from './serialization/savedState.js';
export type { LoadStateOptions, LoadStateResult } from './serialization/loadState.js';
export { loadState } from './serialization/loadState.js';
export type { GameRecord, RecordOf, RecordFor, RecordSetup } from './serialization/gameRecord.js';
export { RECORD_FORMAT, RECORD_FORMAT_VERSION, RECORD_MIGRATIONS, createRecord, serializeRecord } from './serialization/gameRecord.js';
export type { LoadRecordOptions, LoadRecordResult } from './serialization/loadRecord.js';
export { loadRecord } from './serialization/loadRecord.js';
export type { ReplayOptions, ReplayResult, ReplayError, Replayed } from './serialization/replay.js';
export { replay } from './serialization/replay.js';
export { recordFromGame } from './serialization/recordFromGame.js';

// Maps and mechanics (explicit lists live in their folder indexes).
export * from './maps/index.js';
export * from './mechanics/index.js';

// Bots: the random baseline and a game loop for bot-vs-bot play.

// The environment: a PettingZoo-style AEC loop over any ruleset with encodings.
export type {
  EnvAgent, EnvRewardMode, IllegalActionMode, EnvironmentOptions, EnvObservation, EnvChanceOutcome, EnvInfo, EnvLast, EnvResult, Environment,
  CreateEnvironmentResult,
} from './env/index.js';
export { createEnvironment, terminalRewards } from './env/index.js';

// Bots by name and seeded games (the worker pool that plays them in parallel is `kriegsspiel/pool`, docs/parallel.md).
export type { BotFactory, BotOptions, BotSpec, SeededGame, SeededGameSpec, GameStats } from './bots/index.js';
export { BOT_NAMES, botByName, botSeed, fieldBots, playSeededGame, gameStats } from './bots/index.js';
export type { Bot, AnyRulesetBot, BotRng, ChancePlayer, RandomBot, GreedyBot, GreedyOptions, MctsBot, IsmctsBot, MctsOptions, LeafHeuristic, PlayGameOptions, PlayedGame, PlyReport } from './bots/index.js';
export { randomBot, greedyBot, mctsBot, ismctsBot, playGame, chancePlayer, botRng, stateFromView } from './bots/index.js';
