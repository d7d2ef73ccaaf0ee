import { greedyBot, randomBot, type Bot } from 'kriegsspiel';
import type { NawAction, NawState, Side } from 'kriegsspiel/rulesets/napoleon-at-war';

/** The bots the command line knows, by name. */
export const BOT_NAMES = ['random', 'greedy'] as const;

/** A Napoleon at War bot. */
export type NawBot = Bot<NawState, NawAction, Side>;

/**
 * A fresh bot by name and seed, or `undefined` for an unknown name.
 *
 * @example
 * ```ts
 * import { botByName } from './botByName.js';
 * const bot = botByName('greedy', 7); // a greedy bot; undefined for an unknown name
 * ```
 */
export function botByName(name: string, seed: number): NawBot | undefined {
  if (name === 'random') return randomBot(seed);
  if (name === 'greedy') return greedyBot(seed);
  return undefined;
}

/** Parses `--bots A,B` (French first) into two bot names, or an error message. */
export function parseBots(value: string): readonly [string, string] | string {
  const names = value.split(',').map((n) => n.trim());
  if (names.length !== 2) return `--bots: expected two names separated by a comma, e.g. greedy,random`;
  const unknown = names.find((n) => !(BOT_NAMES as readonly string[]).includes(n));
  if (unknown !== undefined) return `--bots: unknown bot "${unknown}" (known: ${BOT_NAMES.join(', ')})`;
  return [names[0]!, names[1]!];
}
