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
