import type { Json } from '../core/json.js';
import type { AnyRulesetBot } from './bot.js';
import { greedyBot } from './greedyBot.js';
import { ismctsBot } from './ismctsBot.js';
import { mctsBot } from './mctsBot.js';
import type { MctsOptions } from './mctsOptions.js';
import { randomBot } from './randomBot.js';

/** The bots {@link botByName} knows, in the order the command line lists them. */
export const BOT_NAMES = ['random', 'greedy', 'mcts', 'ismcts'] as const;

/** Options of a bot made by name (a search budget, a switch), as plain data that can cross to a pool worker. */
export type BotOptions = Readonly<Record<string, Json>>;

/**
 * Makes a seeded bot from its name and options, or returns `undefined` for a name it does not know. The command line
 * and the worker pool field bots through one of these: {@link botByName} is the built-in one; a worker finds another
 * by module and export name (see `RunGamesOptions.botFactory`).
 */
export type BotFactory = (name: string, seed: number, options: BotOptions) => AnyRulesetBot | undefined;

/**
 * The built-in {@link BotFactory}: `random`, `greedy` (option `lazy`: boolean, see `GreedyOptions`), `mcts` and
 * `ismcts` (options `iterations` and `timeMs`: numbers, their search budget per decision), all for any ruleset. Adding a bot to the command line and the worker pool is one line here and its name in
 * {@link BOT_NAMES}.
 *
 * @example
 * ```ts
 * import { botByName } from 'kriegsspiel';
 * botByName('greedy', 7)?.name; // 'greedy'
 * botByName('greedy', 7, { lazy: false })?.name; // 'greedy', rating every action every time
 * botByName('mcts', 7, { iterations: 50 })?.name; // 'mcts', 50 iterations a decision
 * botByName('nobody', 7); // undefined
 * ```
 */
export function botByName(name: string, seed: number, options: BotOptions = {}): AnyRulesetBot | undefined {
  if (name === 'random') return randomBot(seed);
  if (name === 'greedy') return greedyBot(seed, typeof options['lazy'] === 'boolean' ? { lazy: options['lazy'] } : {});
  if (name === 'mcts') return mctsBot(seed, searchBudget(options));
  if (name === 'ismcts') return ismctsBot(seed, searchBudget(options));
  return undefined;
}

/** The search budget among a bot's options: `iterations` and `timeMs` where they are numbers. */
function searchBudget(options: BotOptions): Pick<MctsOptions, 'iterations' | 'timeMs'> {
  const { iterations, timeMs } = options;
  return { ...(typeof iterations === 'number' ? { iterations } : {}), ...(typeof timeMs === 'number' ? { timeMs } : {}) };
}
