/**
 * `kriegsspiel/testing`: the ruleset conformance suite, its checks as plain functions, and fast-check arbitraries.
 * Requires the optional peer dependency `fast-check`. Runner-agnostic: pass your runner's `describe` and `it`.
 *
 * @example
 * ```ts
 * import { describe, it } from 'vitest';
 * import { runConformance } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * runConformance({ ruleset: napoleonAtWar }, { describe, it });
 * ```
 *
 * @packageDocumentation
 * @module kriegsspiel/testing
 */
export { runConformance } from './runConformance.js';
export type { TestRegistrar } from './runConformance.js';
export type { ConformanceConfig, AnyConformanceConfig, ConformanceLimits, Effort } from './conformanceConfig.js';
export { EFFORTS, erased, limitsOf } from './conformanceConfig.js';
export { ConformanceFailure, describeContext } from './conformanceFailure.js';
export type { FailureContext } from './conformanceFailure.js';
export { gameSpecs, scenariosOf } from './gameSpecs.js';
export type { GameSpec, GameRange } from './gameSpecs.js';
export { checkLegalActions } from './checkLegalActions.js';
export { checkActionSpace } from './checkActionSpace.js';
export { checkRandomGames } from './checkRandomGames.js';
export { checkSaveLoad } from './checkSaveLoad.js';
export { checkSameSeed } from './checkSameSeed.js';
export { checkNoMutation } from './checkNoMutation.js';
export { checkExplicitChance } from './checkExplicitChance.js';
export { checkRollout } from './checkRollout.js';
export { checkInvariants } from './checkInvariants.js';
export { checkViews } from './checkViews.js';
export { checkHiddenInformation } from './checkHiddenInformation.js';
export { checkEncoding } from './checkEncoding.js';
export { checkNonsenseStates } from './checkNonsenseStates.js';
export { checkCorruptStates, checkCorruptRecords, checkCorruptActions } from './checkBadInput.js';
export { arbitrarySeed, arbitraryPlayout, arbitraryGameSpec, arbitraryCorruption } from './arbitraries.js';
export type { Playout, PlayoutSetup } from './arbitraries.js';
export { randomGame, subSeed } from './randomGame.js';
export type { RandomGame, RandomGameSetup, RandomGameOptions } from './randomGame.js';
export { visitGame } from './visitGame.js';
export type { StateVisitor } from './visitGame.js';
export { mutatedActions } from './mutatedActions.js';
export { corruptJsonAt, jsonPaths, nonsenseJsonAt, relatedPaths } from './corruptJson.js';
export type { Corruption, Nonsense } from './corruptJson.js';
export { canonicalJson } from '../core/scenarioHash.js';
export { deepFreeze } from './deepFreeze.js';
export { createTestRng } from './testRng.js';
export type { TestRng } from './testRng.js';
export { perft, perftDivide } from './perft.js';
export type { PerftFile, PerftPosition, PerftMismatch } from './perftFile.js';
export { PERFT_FORMAT, parsePerftFile, checkPerftFile, reachPosition, recountPerftFile, perftFileSchema, perftPositionSchema } from './perftFile.js';
export { playthrough } from './playthrough.js';
export { queryProblems, previewProblems, eventLineProblems } from './checkQueries.js';
export type { QueryCheckOptions } from './checkQueries.js';
