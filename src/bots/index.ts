/**
 * Bots: baseline players and helpers to play games with them.
 *
 * @packageDocumentation
 */
export type { Bot, AnyRulesetBot } from './bot.js';
export type { BotRng } from './botState.js';
export { botRng, stateFromView } from './botState.js';
export type { ChancePlayer } from './chancePlayer.js';
export { chancePlayer } from './chancePlayer.js';
export type { RandomBot } from './randomBot.js';
export { randomBot } from './randomBot.js';
export type { GreedyBot, GreedyOptions } from './greedyBot.js';
export { greedyBot } from './greedyBot.js';
export type { MctsBot } from './mctsBot.js';
export { mctsBot } from './mctsBot.js';
export type { IsmctsBot } from './ismctsBot.js';
export { ismctsBot } from './ismctsBot.js';
export type { MctsOptions, LeafHeuristic } from './mctsOptions.js';
export type { PlayGameOptions, PlayedGame, PlyReport } from './playGame.js';
export { playGame } from './playGame.js';
export { drawUniform, pickByProbability } from './uniformFloat.js';
export type { BotFactory, BotOptions } from './botByName.js';
export { BOT_NAMES, botByName } from './botByName.js';
export type { BotSpec } from './fieldBots.js';
export { botSeed, fieldBots } from './fieldBots.js';
export type { SeededGame, SeededGameSpec } from './playSeededGame.js';
export { playSeededGame } from './playSeededGame.js';
export type { GameStats } from './gameStats.js';
export { gameStats } from './gameStats.js';
export type { ModuleExport } from './moduleExport.js';
export { importExport } from './moduleExport.js';
export type { RulesetSource } from './loadRuleset.js';
export { loadRuleset } from './loadRuleset.js';
export type { PoolTask, PoolReply } from './poolTask.js';
export type { PoolRuntime, TaskPool, TaskPoolOptions } from './taskPool.js';
export { createTaskPool, DEFAULT_POOL_RUNTIME } from './taskPool.js';
export type { RunGamesOptions, RunGamesResult } from './runGames.js';
export { runGames } from './runGames.js';
export type { RunTasksOptions } from './runTasks.js';
export { runTasks } from './runTasks.js';
