import { quote } from '../core/quote.js';
import { violation, type Violation } from '../core/violation.js';
import type { AnyRulesetBot } from './bot.js';
import { botByName, type BotFactory, type BotOptions } from './botByName.js';

/** A bot named for one side of a game: a name, or a name with options for the {@link BotFactory}. */
export type BotSpec = string | { readonly name: string; readonly options?: BotOptions };

/**
 * The seed of the bot of the side at `sideIndex` (in the ruleset's side order) in the game of seed `gameSeed`:
 * `2 gameSeed + 1 + sideIndex`, so that the bots of one game differ from each other and from the dice.
 */
export function botSeed(gameSeed: number, sideIndex: number): number {
  return gameSeed * 2 + 1 + sideIndex;
}

/**
 * The bots of one game: per side, in `sides` order, the bot `specs` names (the last spec for sides beyond it),
 * seeded with {@link botSeed}. The command line and the worker pool field bots this way, so a game of a match is the
 * same game whichever plays it. An empty list or a name the factory does not know is an `unknown-bot` violation.
 *
 * @example
 * ```ts
 * import { fieldBots } from 'kriegsspiel';
 * const bots = fieldBots(['french', 'coalition'], ['greedy', 'random'], 1);
 * if (bots.ok) bots.bots['coalition']!.name; // 'random'
 * ```
 */
export function fieldBots(
  sides: readonly string[],
  specs: readonly BotSpec[],
  gameSeed: number,
  factory: BotFactory = botByName,
): { readonly ok: true; readonly bots: Record<string, AnyRulesetBot> } | { readonly ok: false; readonly violation: Violation } {
  const bots: Record<string, AnyRulesetBot> = {};
  for (const [i, side] of sides.entries()) {
    const spec = specs[Math.min(i, specs.length - 1)];
    if (spec === undefined) return { ok: false, violation: violation('unknown-bot', 'core', 'bots: name at least one bot') };
    const { name, options = {} } = typeof spec === 'string' ? { name: spec } : spec;
    const bot = factory(name, botSeed(gameSeed, i), options);
    if (bot === undefined) return { ok: false, violation: violation('unknown-bot', 'core', `bots[${Math.min(i, specs.length - 1)}]: unknown bot ${quote(name)}`) };
    bots[side] = bot;
  }
  return { ok: true, bots };
}
