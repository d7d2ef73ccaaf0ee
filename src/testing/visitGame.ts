import type { Action } from '../core/action.js';
import type { GameEvent, ChanceEvent } from '../core/event.js';
import type { BaseState } from '../core/baseState.js';
import type { AnyConformanceConfig } from './conformanceConfig.js';
import { limitsOf } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import type { GameSpec } from './gameSpecs.js';
import { randomGame, type RandomGame } from './randomGame.js';

/** Called for every state a game visits: the initial state (ply 0), then the state after each ply (and its events). */
export type StateVisitor = (
  state: BaseState,
  context: FailureContext,
  events: readonly (GameEvent | ChanceEvent)[],
) => void;

/**
 * Plays one of the suite's games with random bots, calling `visit` at every state. Turns a refused action (the bots
 * only play legal actions, so any refusal is a bug, `internal-error` included) and any exception into a
 * {@link ConformanceFailure} that says how to reproduce it.
 */
export function visitGame(
  config: AnyConformanceConfig,
  check: string,
  game: GameSpec,
  visit?: StateVisitor,
  options: { readonly events?: boolean } = {},
): RandomGame<BaseState, Action, string> {
  let context: FailureContext = { game, ply: 0 };
  let played: RandomGame<BaseState, Action, string>;
  try {
    const setup = {
      scenario: game.scenario,
      options: config.options ?? {},
      seed: game.seed,
      chanceMode: game.chanceMode,
    };
    const { maxPlies } = limitsOf(config);
    played = randomGame(
      config.ruleset,
      setup,
      visit === undefined
        ? { maxPlies }
        : {
            maxPlies,
            events: options.events ?? false,
            onStart: (initial) => visit(initial, context, []),
            onPly: (report) => {
              context = { game, ply: report.ply + 1, action: report.action };
              visit(report.after, context, report.events);
            },
          },
    );
  } catch (error) {
    if (error instanceof ConformanceFailure) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ConformanceFailure(check, `threw: ${message}`, context);
  }
  if (played.refused !== null) {
    const { code, rule, message } = played.refused.violation;
    throw new ConformanceFailure(check, `a legal action was refused: ${rule} ${code}: ${message}`, {
      game,
      ply: played.plies,
      action: played.refused.action,
    });
  }
  return played;
}
