import { isChanceAction } from '../core/action.js';
import type { ActionSpace } from '../core/actionSpace.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Simulator } from '../core/simulator.js';
import type { AnyRulesetBot } from './bot.js';
import { botRng, stateFromView, type BotRng } from './botState.js';

/** The uniform random baseline bot: works with every ruleset. */
export interface RandomBot extends AnyRulesetBot {
  /** Always `'random'`. */
  readonly name: 'random';
  /**
   * The rollout-native form of `choose`: picks for `side` on a simulator's live state, through its action space and
   * its `check` (no view, no determinized copy, no shape validation), with exactly the draws `choose` makes (one for
   * the determinized state it does not need, then the same candidates): the same bot asked the same questions picks
   * the same actions by either method, so a game played with `chooseIn` equals the game played with `choose`. The
   * distribution is `choose`'s: uniform over `side`'s legal actions. It reads the full live state, which a random
   * pick may do: legal actions never depend on what a side cannot see. Throws on a dead end.
   *
   * @example
   * ```ts
   * import { createSimulator, randomBot } from 'kriegsspiel';
   * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
   * const setup = napoleonAtWar.setup('skirmish', {}, 42);
   * if (!setup.ok) throw new Error(setup.violation.message);
   * const sim = createSimulator(napoleonAtWar, setup.state);
   * const bots = { french: randomBot(1), coalition: randomBot(2) };
   * for (let decision = sim.decision(); decision.kind === 'side'; decision = sim.decision()) {
   *   sim.play(bots[decision.side].chooseIn(sim, decision.side)); // a random game to the end (auto chance mode)
   * }
   * ```
   */
  chooseIn<T extends RulesetTypes>(sim: Simulator<T>, side: T['side']): T['action'];
}

/**
 * A bot that picks uniformly among the legal actions of its side, from its own PRNG seeded with `seed` (the game's
 * PRNG is never touched). It sees only its side's view and asks the rules on a determinized state (legal actions
 * never depend on what a side cannot see). Two bots with the same seed, asked the same questions in the same
 * order, give the same answers. Where the ruleset offers an {@link ActionSpace}, the bot draws from it and rejects
 * what `check` refuses, so it need not list every legal action of a large position (still exactly uniform; see
 * `sampleSpace`). Throws on a dead end (no legal action for its side).
 *
 * @example
 * ```ts
 * import { randomBot } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const view = napoleonAtWar.view(setup.state, 'french');
 * if (!view.ok) throw new Error(view.violation.message);
 * const action = randomBot(7).choose(napoleonAtWar, view.view, 'french');
 * const next = napoleonAtWar.apply(setup.state, action); // next.ok: the bot picks among the legal actions
 * ```
 */
export function randomBot(seed: number): RandomBot {
  const rng = botRng(seed);
  return {
    name: 'random',
    choose<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side']): T['action'] {
      const state = stateFromView(ruleset, view, side, rng);
      const sampled = sampleSpace(ruleset, state, side, rng);
      if (sampled !== null) return sampled;
      const legal = ruleset.legalActions(state).filter((action): action is T['action'] => !isChanceAction(action) && ruleset.actorOf(state, action) === side);
      if (legal.length === 0) throw new Error(`randomBot: no legal action for ${String(side)} (a dead end)`);
      return legal[rng.draw(legal.length)]!;
    },
    chooseIn<T extends RulesetTypes>(sim: Simulator<T>, side: T['side']): T['action'] {
      rng.draw(0x7fffffff); // the draw `choose` spends on its determinized state (`fork` seeds a state from it)
      const space = sim.actionSpace();
      if (space !== null && space.size > 0) {
        for (let i = 0; i < MAX_DRAWS; i++) {
          const candidate = space.at(rng.draw(space.size));
          if (sim.check(candidate) === null && sim.actorOf(candidate) === side) return candidate;
        }
      }
      const legal = sim.legalActions().filter((action): action is T['action'] => !isChanceAction(action) && sim.actorOf(action) === side);
      if (legal.length === 0) throw new Error(`randomBot: no legal action for ${String(side)} (a dead end)`);
      return legal[rng.draw(legal.length)]!;
    },
  };
}

/** Draws from an action space before the bot falls back to listing the legal actions. */
const MAX_DRAWS = 64;

/**
 * Rejection sampling from the ruleset's {@link ActionSpace}: up to {@link MAX_DRAWS} uniform draws, the first one
 * that `check` accepts (and that is `side`'s) wins; `null` when there is no space or all were refused.
 *
 * Still exactly uniform over the L wanted actions: each draw hits each of them with probability 1/size, so a draw
 * that is accepted is uniform among them; and if all draws are refused (an event that favours no action) the
 * caller draws uniformly from the listed ones. Every action thus has probability (1 - P(all refused)) / L +
 * P(all refused) / L = 1 / L.
 */
function sampleSpace<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], side: T['side'], rng: BotRng): T['action'] | null {
  const space: ActionSpace<T['action']> | null = ruleset.actionSpace(state);
  if (space === null || space.size === 0) return null;
  for (let i = 0; i < MAX_DRAWS; i++) {
    const candidate = space.at(rng.draw(space.size));
    if (ruleset.check(state, candidate) === null && ruleset.actorOf(state, candidate) === side) return candidate;
  }
  return null;
}
