import type { ChanceAction } from '../core/action.js';
import { createSimulator, type Simulator } from '../core/simulator.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { violation } from '../core/violation.js';
import { chancePlayer, type ChancePlayer } from './chancePlayer.js';
import type { PlayedGame, PlayGameOptions } from './playGame.js';

/** A bot that can pick on a simulator's live state (as `randomBot`'s `chooseIn`). */
export interface InPlaceBot {
  chooseIn<T extends RulesetTypes>(sim: Simulator<T>, side: T['side']): T['action'];
}

/** Whether every one of `bots` picks on a simulator's live state too (has a `chooseIn`, as `randomBot`). */
export function allPickInPlace<B extends object>(bots: Readonly<Record<string, B>>): bots is Readonly<Record<string, B & InPlaceBot>> {
  return Object.values(bots).every((bot) => typeof (bot as Partial<InPlaceBot>).chooseIn === 'function');
}

/**
 * The game {@link playGame} plays, played on the rollout path: one simulator (`createSimulator`) whose live state
 * each action changes in place, the bots picking with `chooseIn` on it instead of `choose` on a view. For bots whose
 * `chooseIn` picks what their `choose` picks (`randomBot`'s does: the same draws, the same candidates), the game is
 * the same action for action, with the same result and the same refusals, at a fraction of the cost: no view, no
 * determinized copy, no immutable `apply` per ply. `chanceSeed` and `maxPlies` are `playGame`'s; no events and no
 * `onPly` (there are no before and after states to report).
 * Never throws: an exception of the rules (a bug: the immutable API would have returned it as an `internal-error`)
 * ends the game as refused with that code.
 */
export function playInPlace<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  state: T['state'],
  bots: Readonly<Record<T['side'], InPlaceBot>>,
  options: Pick<PlayGameOptions<T['state'], T['action'], T['event'], T['side']>, 'maxPlies' | 'chanceSeed'>,
): PlayedGame<T['state'], T['action'], T['side']> {
  const dice = chancePlayer(options.chanceSeed ?? 0);
  const sim = createSimulator(ruleset, state);
  const actions: (T['action'] | ChanceAction)[] = [];
  let refused: PlayedGame<T['state'], T['action'], T['side']>['refused'] = null;
  try {
    refused = playOut(ruleset, sim, bots, dice, options.maxPlies, actions);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    refused = { action: null, violation: violation('internal-error', 'core', `playSeededGame: internal error (please report): ${message.slice(0, 200)}`) };
  }
  return { final: sim.state, actions, plies: actions.length, result: ruleset.result(sim.state), refused };
}

/** Plays until the end, `maxPlies` or a refusal (returned), appending the actions played to `actions`. */
function playOut<T extends RulesetTypes>(
  ruleset: Ruleset<T>,
  sim: Simulator<T>,
  bots: Readonly<Record<T['side'], InPlaceBot>>,
  dice: ChancePlayer,
  maxPlies: number,
  actions: (T['action'] | ChanceAction)[],
): PlayedGame<T['state'], T['action'], T['side']>['refused'] {
  type Any = T['action'] | ChanceAction;
  while (actions.length < maxPlies) {
    const decision = sim.decision();
    if (decision.kind === 'terminal') return decision.error ? { action: null, violation: decision.error } : null;
    let action: Any;
    try {
      if (decision.kind === 'chance') action = dice.choose(ruleset, sim.state);
      else {
        const side = decision.kind === 'side' ? decision.side : decision.sides[0];
        if (side === undefined) return { action: null, violation: violation('dead-end', 'core', 'a simultaneous decision that nobody owes') };
        action = bots[side as T['side']].chooseIn(sim, side);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { action: null, violation: violation('bot-error', 'core', `the bot failed: ${message.slice(0, 200)}`) };
    }
    // What `playGame`'s immutable `apply` would refuse, refused the same way (a bot's pick is legal: this is cheap).
    const wrong = sim.check(action);
    if (wrong !== null || sim.actorOf(action) === null) return { action, violation: wrong ?? violation('not-your-decision', 'core', 'nobody may take this action') };
    sim.play(action);
    actions.push(action);
  }
  return null;
}
