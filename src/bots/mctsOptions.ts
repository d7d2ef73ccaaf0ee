import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';

/**
 * A heuristic value of a state for a side, higher is better, on any scale (the search squashes it, see
 * {@link MctsOptions.scale}). The default is the ruleset's own `evaluate`.
 */
export type LeafHeuristic = <T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], side: T['side']) => number;

/**
 * Options of {@link mctsBot} and {@link ismctsBot}. Every option has a default; with an iteration budget (no
 * `timeMs`) the bot is deterministic under its seed.
 */
export interface MctsOptions {
  /** Iterations per decision (default 200; unlimited when only `timeMs` is given). */
  readonly iterations?: number;
  /**
   * Wall-clock budget per decision in milliseconds, read from `clock`. The search stops at whichever budget runs out
   * first. A time budget makes the number of iterations, and so the choices, depend on the machine and its load:
   * the one non-deterministic input of the bot.
   */
  readonly timeMs?: number;
  /** The clock of `timeMs`, in milliseconds (default `globalThis.performance.now()`). */
  readonly clock?: () => number;
  /** UCB1's exploration constant C in `mean + C * sqrt(ln(available) / visits)`; `mean` is rescaled among siblings to [0, 1], see `selectChild` (default 1). */
  readonly exploration?: number;
  /** Progressive widening: a node visited n times may have `ceil(wideningK * n^wideningAlpha)` children (default 2). */
  readonly wideningK?: number;
  /** Progressive widening exponent (default 0.5). */
  readonly wideningAlpha?: number;
  /**
   * How untried actions of a node are ordered before widening admits them: `'random'` (a shuffle) or `'evaluate'`
   * (by their gain one ply ahead, best first, as the greedy bot rates them; see `orderCandidates`). Rating every
   * action is costly, so deeper nodes reuse the gains last rated for the acting side where at least half their actions
   * were rated, and rate afresh otherwise (a new phase, the other side). Default `'evaluate'`.
   */
  readonly prior?: 'random' | 'evaluate';
  /** Nodes shallower than this are always rated afresh by the `'evaluate'` prior (default 1: the root). */
  readonly priorDepth?: number;
  /** Plies played at most after the tree before the leaf is scored (default 8; 0: score the leaf itself). */
  readonly rolloutDepth?: number;
  /**
   * The policy of those plies. `'prior'` (default): the greedy continuation the prior already knows. While the side
   * and step of the root decide (the rest of a movement phase, say), the next action of the root's ranking that is
   * still legal (checked, not listed); elsewhere the best action by the prior's rating when the decision has at most
   * `rateLimit` actions, else a random one. `'random'`: uniform legal actions.
   */
  readonly rollout?: 'random' | 'prior';
  /**
   * Where the rollout stops besides `rolloutDepth`: `'step'` (default) at the first decision of another side or
   * another step than where it began, or a roll (a pending roll is averaged over its outcomes); `'game'` only at the
   * end of the game (rolls sampled). With `'step'` every leaf is scored at a comparable point: a line that ends a
   * phase early is not compared with lines that have moved more units (the horizon effect of phases).
   */
  readonly rolloutScope?: 'step' | 'game';
  /**
   * A decision of another side or step than the root's with more legal actions than this is not rated: the tree
   * stops there and the position is scored as it stands (default 256). Rating a whole enemy movement phase costs
   * as much as many iterations.
   */
  readonly rateLimit?: number;
  /**
   * Reuse the gains of the root's actions from the bot's previous decision when it decides again straight after
   * (the state is the one its last choice led to): they bound the new gains, and only the best actions under them
   * are rated (see `orderCandidates`' `LazyRating`). Default `true`; `false` rates the root in full every time.
   */
  readonly lazyRoot?: boolean;
  /**
   * With `lazyRoot`, a root with at most this many legal actions is still rated in full (default 512: a few tens of
   * milliseconds). Carried gains are not bounds where one move raises another's gain (a second unit joining an
   * attack); on Wagram the lazy root skipped such moves late in movement phases and ended phases with units that had
   * moves worth several points.
   */
  readonly lazyRootMin?: number;
  /** The heuristic of non-terminal leaves (default the ruleset's `evaluate`). */
  readonly heuristic?: LeafHeuristic;
  /**
   * Squashing: a leaf worth `h` to a side (by `heuristic`) rewards it `1 / (1 + exp(-(h - h0) / scale))`, where `h0`
   * is the heuristic of the position searched from; a finished game rewards 1 for a win, 0 for a loss, 0.5 for a
   * draw (default scale 2).
   */
  readonly scale?: number;
  /**
   * Dice inside the search. `'exact'` (default): the searched states are put in explicit chance mode and every roll is
   * a chance node whose children carry the exact probabilities of `chanceOutcomes`, sampled by probability.
   * `'sampled'`: states stay in auto chance mode, the simulator rolls the dice itself, and each iteration draws a
   * fresh PRNG state for them (the public stream and each side's private one) from the bot's own PRNG (the tree then
   * keys positions by the actions that led there).
   */
  readonly chance?: 'exact' | 'sampled';
  /**
   * With `chance: 'exact'`, whether a roll below the root ends the tree (default `true`): the leaf is then scored as
   * the exact average over the roll's outcomes, one roll deep, as the greedy bot rates an attack. `false` expands the
   * roll into chance nodes and follows one outcome drawn by its probability each iteration, which reaches further but
   * needs many iterations per outcome before an attack's mean is more than the luck of a few draws.
   */
  readonly chanceLeaves?: boolean;
}

/** {@link MctsOptions} with every default filled in. */
export type ResolvedMctsOptions = Required<Omit<MctsOptions, 'timeMs'>> & { readonly timeMs: number | null };

/**
 * The options with their defaults, or a message naming the first bad field.
 *
 * @example
 * ```ts
 * import { resolveMctsOptions } from './mctsOptions.js';
 * const resolved = resolveMctsOptions({ iterations: 50 });
 * if (typeof resolved !== 'string') resolved.exploration; // 1
 * ```
 */
export function resolveMctsOptions(options: MctsOptions): ResolvedMctsOptions | string {
  const timeMs = options.timeMs ?? null;
  const resolved: ResolvedMctsOptions = {
    iterations: options.iterations ?? (timeMs === null ? 200 : Number.POSITIVE_INFINITY),
    timeMs,
    clock: options.clock ?? (() => globalThis.performance.now()),
    exploration: options.exploration ?? 1,
    wideningK: options.wideningK ?? 2,
    wideningAlpha: options.wideningAlpha ?? 0.5,
    prior: options.prior ?? 'evaluate',
    priorDepth: options.priorDepth ?? 1,
    rolloutDepth: options.rolloutDepth ?? 8,
    rollout: options.rollout ?? 'prior',
    rolloutScope: options.rolloutScope ?? 'step',
    rateLimit: options.rateLimit ?? 256,
    lazyRoot: options.lazyRoot ?? true,
    lazyRootMin: options.lazyRootMin ?? 512,
    heuristic: options.heuristic ?? ((ruleset, state, side) => ruleset.evaluate(state, side)),
    scale: options.scale ?? 2,
    chance: options.chance ?? 'exact',
    chanceLeaves: options.chanceLeaves ?? true,
  };
  const positive = (name: string, value: number) => (Number.isNaN(value) || value <= 0 ? `${name}: expected a positive number, got ${value}` : null);
  const nonNegative = (name: string, value: number) => (!Number.isFinite(value) || value < 0 ? `${name}: expected a number of 0 or more, got ${value}` : null);
  return (
    positive('iterations', resolved.iterations) ??
    (timeMs === null ? null : positive('timeMs', timeMs)) ??
    nonNegative('exploration', resolved.exploration) ??
    positive('wideningK', resolved.wideningK) ??
    nonNegative('wideningAlpha', resolved.wideningAlpha) ??
    nonNegative('priorDepth', resolved.priorDepth) ??
    nonNegative('rolloutDepth', resolved.rolloutDepth) ??
    nonNegative('rateLimit', resolved.rateLimit) ??
    nonNegative('lazyRootMin', resolved.lazyRootMin) ??
    positive('scale', resolved.scale) ??
    resolved
  );
}
