import type { Action, ChanceAction } from '../core/action.js';
import type { ChanceEvent, GameEvent } from '../core/event.js';
import type { GameResult } from '../core/result.js';
import type { Ruleset } from '../core/ruleset.js';
import type { BaseState } from '../core/rulesetDefinition.js';
import { violation, type Violation } from '../core/violation.js';
import type { Bot } from './bot.js';
import { randomBot } from './randomBot.js';

/** One ply played by {@link playGame}, reported to `onPly`. */
export interface PlyReport<S, A, E, Side> {
  /** 0-based ply number. */
  readonly ply: number;
  /** The state before the action. */
  readonly before: S;
  /** The action played. */
  readonly action: A | ChanceAction;
  /** Who played it. */
  readonly actor: Side | 'chance';
  /** The state after it. */
  readonly after: S;
  /** Its events (empty unless events are collected, see {@link PlayGameOptions.events}). */
  readonly events: readonly (E | ChanceEvent)[];
}

/** Options of {@link playGame}. */
export interface PlayGameOptions<S, A, E, Side> {
  /** Stop after this many plies even if the game is not over. */
  readonly maxPlies: number;
  /** Seed of the PRNG that samples chance decisions in explicit chance mode (default 0). */
  readonly chanceSeed?: number;
  /** Called after every ply. */
  readonly onPly?: (report: PlyReport<S, A, E, Side>) => void;
  /** Collect the events of every ply for `onPly` (default: whenever `onPly` is given). */
  readonly events?: boolean;
}

/** How a game played by {@link playGame} went. */
export interface PlayedGame<S, A, Side extends string> {
  /** The last state reached. */
  readonly final: S;
  /** Every action played, oldest first (chance outcomes included in explicit chance mode). */
  readonly actions: readonly (A | ChanceAction)[];
  /** The number of plies played. */
  readonly plies: number;
  /** The result of the final state (not terminal if `maxPlies` was reached first). */
  readonly result: GameResult<Side>;
  /** The first refused action and why (a bot chose an illegal action, or a rule threw), or `null`. */
  readonly refused: { readonly action: A | ChanceAction; readonly violation: Violation } | null;
}

/**
 * Plays `state` to the end (or `maxPlies`) with one bot per side. Simultaneous decisions ask each owing side's bot
 * in turn; chance decisions of explicit chance mode are sampled with their `chanceOutcomes` probabilities.
 * Deterministic: the same bots (same seeds), state and options give the same game.
 *
 * @example
 * ```ts
 * import { playGame, randomBot } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const bots = { french: randomBot(1), coalition: randomBot(2) };
 * const game = playGame(napoleonAtWar, setup.state, bots, { maxPlies: 5000 });
 * console.log(game.result.winner, game.plies);
 * ```
 */
export function playGame<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  ruleset: Ruleset<S, A, E, Side, Sc, O>,
  state: S,
  bots: Readonly<Record<Side, Bot<S, A, Side>>>,
  options: PlayGameOptions<S, A, E, Side>,
): PlayedGame<S, A, Side> {
  const chance = randomBot(options.chanceSeed ?? 0);
  const onPly = options.onPly;
  const events = options.events ?? onPly !== undefined;
  const actions: (A | ChanceAction)[] = [];
  let current = state;
  let refused: PlayedGame<S, A, Side>['refused'] = null;
  while (actions.length < options.maxPlies) {
    const decision = ruleset.decision(current);
    if (decision.kind === 'terminal') break;
    let action: A | ChanceAction;
    if (decision.kind === 'chance') {
      action = chance.choose(ruleset, current);
    } else {
      const side = decision.kind === 'side' ? decision.side : decision.sides[0];
      if (side === undefined) throw new Error('playGame: a simultaneous decision that nobody owes');
      action = bots[side].choose(ruleset, current, side);
    }
    const actor = ruleset.actorOf(current, action);
    const applied = ruleset.apply(current, action, { events });
    if (!applied.ok || actor === null) {
      refused = { action, violation: applied.ok ? notYours() : applied.violation };
      break;
    }
    onPly?.({ ply: actions.length, before: current, action, actor, after: applied.state, events: applied.events });
    actions.push(action);
    current = applied.state;
  }
  return { final: current, actions, plies: actions.length, result: ruleset.result(current), refused };
}

function notYours(): Violation {
  return violation('not-your-decision', 'core', 'nobody may take this action');
}
