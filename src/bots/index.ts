/**
 * Bots: baseline players and helpers to play games with them.
 *
 * @packageDocumentation
 */
export type { Bot, RulesetFor } from './bot.js';
export type { RandomBot } from './randomBot.js';
export { randomBot } from './randomBot.js';
export type { GreedyBot, GreedyOptions } from './greedyBot.js';
export { greedyBot } from './greedyBot.js';
export type { PlayGameOptions, PlayedGame, PlyReport } from './playGame.js';
export { playGame } from './playGame.js';
export { drawUniform, pickByProbability } from './uniformFloat.js';
