import { playGame, type AnyRuleset, type AnyRulesetBot, type PlayedGame, type PlayGameOptions, type RulesetTypes } from 'kriegsspiel';

/** The erased types of a registry's rulesets (`AnyRuleset`). */
type Types = RulesetTypes;

/** Options of {@link playUntilStopped}: those of the library's `playGame`, and the signal that stops play. */
export interface StoppableOptions extends PlayGameOptions<Types['state'], Types['action'], Types['event'], Types['side']> {
  /** Stops play before the next action once aborted (Ctrl-C on the command line). */
  readonly signal?: AbortSignal;
}

/** A game {@link playUntilStopped} played: as `playGame`'s, and whether the signal stopped it. */
export interface StoppableGame extends PlayedGame<Types['state'], Types['action'], Types['side']> {
  /** The signal stopped play before the game ended. */
  readonly stopped: boolean;
}

/**
 * The library's `playGame`, one action at a time with a turn of the event loop between actions, so that the command
 * line notices Ctrl-C (and a closed output pipe) at once, mid-game, and stops before the next action. The same bots
 * (same seeds) and state give the same game as `playGame` in the default (auto) chance mode, which is the mode the
 * command line plays in; in explicit chance mode each ply samples chance with its own seed (`chanceSeed` + ply).
 *
 * @example
 * ```ts
 * import { anyRuleset, fieldBots } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { playUntilStopped } from './playUntilStopped.js';
 * const ruleset = anyRuleset(napoleonAtWar);
 * const setup = ruleset.setup('skirmish', {}, 1);
 * const fielded = fieldBots(ruleset.sides, ['random', 'random'], 1);
 * const controller = new AbortController();
 * if (setup.ok && fielded.ok) {
 *   playUntilStopped(ruleset, setup.state, fielded.bots, { maxPlies: 10_000, signal: controller.signal }).then((game) => {
 *     console.log(game.stopped, game.plies, game.result.terminal); // false 150 true, unless controller.abort() came first
 *   });
 * }
 * ```
 */
export async function playUntilStopped(
  ruleset: AnyRuleset,
  state: Types['state'],
  bots: Readonly<Record<string, AnyRulesetBot>>,
  options: StoppableOptions,
): Promise<StoppableGame> {
  const { signal, onPly, maxPlies } = options;
  const events = options.events ?? onPly !== undefined;
  const actions: StoppableGame['actions'][number][] = [];
  let current = state;
  let refused: StoppableGame['refused'] = null;
  let stopped = false;
  while (actions.length < maxPlies) {
    await new Promise<void>((resolve) => setImmediate(resolve)); // let a signal handler or a stream error run
    if (signal?.aborted) {
      stopped = true;
      break;
    }
    const ply = actions.length;
    const step = playGame(ruleset, current, bots, {
      maxPlies: 1,
      chanceSeed: (options.chanceSeed ?? 0) + ply,
      events,
      ...(onPly === undefined ? {} : { onPly: (report: Parameters<typeof onPly>[0]) => onPly({ ...report, ply }) }),
    });
    if (step.plies === 0 || step.refused !== null) {
      refused = step.refused; // the game is over, or cannot go on
      break;
    }
    actions.push(...step.actions);
    current = step.final;
  }
  return { final: current, actions, plies: actions.length, result: ruleset.result(current), refused, stopped };
}
