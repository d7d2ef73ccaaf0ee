import type { ChanceAction } from '../core/action.js';
import type { Decision } from '../core/decision.js';
import type { ChanceEvent } from '../core/event.js';
import type { GameResult } from '../core/result.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { violation, type Violation } from '../core/violation.js';
import type { Bot } from './bot.js';
import { chancePlayer, type ChancePlayer } from './chancePlayer.js';

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
  /**
   * Why play stopped early, or `null`: an illegal action a bot chose, or (with `action: null`) a bot that failed or
   * a state that cannot be played.
   */
  readonly refused: { readonly action: A | ChanceAction | null; readonly violation: Violation } | null;
}

/**
 * Plays `state` to the end (or `maxPlies`) with one bot per side. Each bot is handed its side's view, never the full
 * state. Simultaneous decisions ask each owing side's bot in turn; chance decisions of explicit chance mode are
 * sampled with their `chanceOutcomes` probabilities. Never throws: a bot that throws stops play with `refused`.
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
export function playGame<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  state: T['state'],
  bots: Readonly<Record<T['side'], Bot<T>>>,
  options: PlayGameOptions<T['state'], T['action'], T['event'], T['side']>,
): PlayedGame<T['state'], T['action'], T['side']> {
  type Any = T['action'] | ChanceAction;
  const dice = chancePlayer(options.chanceSeed ?? 0);
  const onPly = options.onPly;
  const events = options.events ?? onPly !== undefined;
  const actions: Any[] = [];
  let current = state;
  let refused: PlayedGame<T['state'], T['action'], T['side']>['refused'] = null;
  while (actions.length < options.maxPlies) {
    const decision = ruleset.decision(current);
    if (decision.kind === 'terminal') {
      if (decision.error) refused = { action: null, violation: decision.error };
      break;
    }
    const chosen = choose(ruleset, current, decision, bots, dice);
    if (!chosen.ok) {
      refused = { action: null, violation: chosen.violation };
      break;
    }
    const action = chosen.action;
    const actor = ruleset.actorOf(current, action);
    const applied = ruleset.apply(current, action, { events });
    if (!applied.ok || actor === null) {
      refused = { action, violation: applied.ok ? violation('not-your-decision', 'core', 'nobody may take this action') : applied.violation };
      break;
    }
    onPly?.({ ply: actions.length, before: current, action, actor, after: applied.state, events: applied.events });
    actions.push(action);
    current = applied.state;
  }
  return { final: current, actions, plies: actions.length, result: ruleset.result(current), refused };
}

/** The next action: the dice's when chance decides, else the owing side's bot's, chosen from that side's view. */
function choose<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  state: T['state'],
  decision: Exclude<Decision<T['side']>, { kind: 'terminal' }>,
  bots: Readonly<Record<T['side'], Bot<T>>>,
  dice: ChancePlayer,
): { readonly ok: true; readonly action: T['action'] | ChanceAction } | { readonly ok: false; readonly violation: Violation } {
  try {
    if (decision.kind === 'chance') return { ok: true, action: dice.choose(ruleset, state) };
    const side = decision.kind === 'side' ? decision.side : decision.sides[0];
    if (side === undefined) return { ok: false, violation: violation('dead-end', 'core', 'a simultaneous decision that nobody owes') };
    const seen = ruleset.view(state, side);
    if (!seen.ok) return seen;
    return { ok: true, action: bots[side].choose(ruleset, seen.view, side) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, violation: violation('bot-error', 'core', `the bot failed: ${message.slice(0, 200)}`) };
  }
}
