import { BOT_NAMES, quote } from 'kriegsspiel';

/** Parses `--bots A,B`: two known bot names (`BOT_NAMES`, the library's `botByName`), or what is wrong with the value. */
export function parseBots(value: string): readonly [string, string] | string {
  const names = value.split(',').map((n) => n.trim());
  if (names.length !== 2) return `--bots: expected two names separated by a comma, e.g. greedy,random`;
  const unknown = names.find((n) => !(BOT_NAMES as readonly string[]).includes(n));
  if (unknown !== undefined) return `--bots: unknown bot ${quote(unknown)} (known: ${BOT_NAMES.join(', ')})`;
  return [names[0]!, names[1]!];
}
