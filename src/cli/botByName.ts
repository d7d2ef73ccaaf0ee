import { greedyBot, quote, randomBot, type AnyRulesetBot } from 'kriegsspiel';

/** The bots the command line can field. */
export const BOT_NAMES = ['random', 'greedy'] as const;

/**
 * A bot by name, seeded, or `undefined` for an unknown name. Both bots play any ruleset.
 *
 * @example
 * ```ts
 * import { botByName } from './botByName.js';
 * botByName('greedy', 7)?.name; // 'greedy'
 * ```
 */
export function botByName(name: string, seed: number): AnyRulesetBot | undefined {
  if (name === 'random') return randomBot(seed);
  if (name === 'greedy') return greedyBot(seed);
  return undefined;
}

/** Parses `--bots A,B`: two known bot names, or what is wrong with the value. */
export function parseBots(value: string): readonly [string, string] | string {
  const names = value.split(',').map((n) => n.trim());
  if (names.length !== 2) return `--bots: expected two names separated by a comma, e.g. greedy,random`;
  const unknown = names.find((n) => !(BOT_NAMES as readonly string[]).includes(n));
  if (unknown !== undefined) return `--bots: unknown bot ${quote(unknown)} (known: ${BOT_NAMES.join(', ')})`;
  return [names[0]!, names[1]!];
}
