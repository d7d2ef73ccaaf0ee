import type { Action, ChanceAction } from '../core/action.js';
import type { ChanceMode } from '../core/decision.js';
import type { Json } from '../core/json.js';
import type { AnyRuleset } from '../core/registry.js';
import type { GameResult } from '../core/result.js';
import type { Violation } from '../core/violation.js';
import { botByName, type BotFactory } from './botByName.js';
import { fieldBots, type BotSpec } from './fieldBots.js';
import { playGame } from './playGame.js';
import { allPickInPlace, playInPlace } from './playInPlace.js';

/** One game of a batch: everything but the ruleset, as plain data a pool worker can receive. */
export interface SeededGameSpec {
  /** A built-in scenario id of the ruleset (e.g. `'wagram'`). */
  readonly scenario: string;
  /** Option overrides, checked by the ruleset at setup. */
  readonly options?: Readonly<Record<string, Json>>;
  /** The game's seed: the dice (`setup`'s seed), the bots' seeds (`botSeed`) and the explicit-chance sampler derive from it. */
  readonly seed: number;
  /** One bot per side in the ruleset's side order (see `fieldBots`). */
  readonly bots: readonly BotSpec[];
  /** Chance mode of the setup (default `'auto'`). */
  readonly chance?: ChanceMode;
  /** Stop after this many plies (default 1,000,000): the game then counts as unfinished. */
  readonly maxPlies?: number;
  /** Return the actions played (default `false`: only the result and the plies, the cheapest to send back). */
  readonly keepActions?: boolean;
}

/** How one seeded game went: compact plain data (no states), cheap to send from a pool worker. */
export interface SeededGame {
  /** The game's seed. */
  readonly seed: number;
  /** Plies played. */
  readonly plies: number;
  /** The result of the last state; `null` when setup refused the game. */
  readonly result: GameResult<string> | null;
  /** Every action played, oldest first, when `keepActions` was asked (a game record is these plus the setup). */
  readonly actions?: readonly (Action | ChanceAction)[];
  /** Why the game stopped early (setup refused, unknown bot, a bot failed or chose an illegal action), or `null`. */
  readonly refused: Violation | null;
}

/**
 * Sets up and plays one seeded bot-vs-bot game with {@link playGame} and returns it as a {@link SeededGame}; when
 * every bot can pick on a simulator's live state (`random`), the same game is played on the rollout path
 * (`playInPlace`: a simulator, the bots' `chooseIn`), action for action, several times faster. What a
 * worker of the pool runs per seed, and what a caller can run in-process to check a pool's result. Never throws:
 * a refused setup, an unknown bot or a failing bot come back in `refused`.
 *
 * @example
 * ```ts
 * import { anyRuleset, playSeededGame } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const game = playSeededGame(anyRuleset(napoleonAtWar), { scenario: 'skirmish', seed: 3, bots: ['greedy', 'random'] });
 * console.log(game.result?.winner, game.plies);
 * ```
 */
export function playSeededGame(ruleset: AnyRuleset, spec: SeededGameSpec, factory: BotFactory = botByName): SeededGame {
  const { seed } = spec;
  const setup = ruleset.setup(spec.scenario, spec.options ?? {}, seed, spec.chance ?? 'auto');
  if (!setup.ok) return { seed, plies: 0, result: null, refused: setup.violation };
  const bots = fieldBots(ruleset.sides, spec.bots, seed, factory);
  if (!bots.ok) return { seed, plies: 0, result: null, refused: bots.violation };
  const maxPlies = spec.maxPlies ?? 1_000_000;
  // Bots that pick on a simulator's live state (random ones) play the same game on the rollout path, far cheaper.
  const all = bots.bots;
  const game = allPickInPlace(all)
    ? playInPlace(ruleset, setup.state, all, { maxPlies, chanceSeed: seed })
    : playGame(ruleset, setup.state, all, { maxPlies, chanceSeed: seed, events: false });
  return {
    seed,
    plies: game.plies,
    result: game.result,
    ...(spec.keepActions === true ? { actions: game.actions } : {}),
    refused: game.refused?.violation ?? null,
  };
}
