import { BOT_NAMES, quote, type MctsOptions } from 'kriegsspiel';

/** Parses `--bots A,B`: two known bot names (`BOT_NAMES`, the library's `botByName`), or what is wrong with the value. */
export function parseBots(value: string): readonly [string, string] | string {
  const names = value.split(',').map((n) => n.trim());
  if (names.length !== 2) return `--bots: expected two names separated by a comma, e.g. greedy,random`;
  const unknown = names.find((n) => !(BOT_NAMES as readonly string[]).includes(n));
  if (unknown !== undefined) return `--bots: unknown bot ${quote(unknown)} (known: ${BOT_NAMES.join(', ')})`;
  return [names[0]!, names[1]!];
}

/** The search budget of the searching bots (`mcts`, `ismcts`) on the command line: `--iterations`, `--time-ms`. */
export type BotBudget = Pick<MctsOptions, 'iterations' | 'timeMs'>;

/** Parses `--iterations` and `--time-ms` (either may be absent): a budget, or what is wrong with a value. */
export function parseBudget(iterations: string | undefined, timeMs: string | undefined): BotBudget | string {
  const budget: { iterations?: number; timeMs?: number } = {};
  for (const [flag, value, key] of [['--iterations', iterations, 'iterations'], ['--time-ms', timeMs, 'timeMs']] as const) {
    if (value === undefined) continue;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1) return `${flag}: expected a whole number of 1 or more, got ${quote(value)}`;
    budget[key] = n;
  }
  return budget;
}
