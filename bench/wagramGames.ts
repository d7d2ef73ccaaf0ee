/**
 * The Wagram games of the benchmark: `napoleonAtWar.setup('wagram', {}, seed, 'auto')`, then each side's bot from
 * the public API (`randomBot`, `greedyBot`) picks the action until the game is over; dice come from the state's own
 * PRNG (auto chance mode), so a seed fixes the whole game, on either path.
 */
import { createSimulator, greedyBot, randomBot, type Bot, type ChanceAction, type Decision, type RandomBot } from 'kriegsspiel';
import { napoleonAtWar, type NawAction, type NawState, type NawTypes, type NawView, type Side } from 'kriegsspiel/rulesets/napoleon-at-war';

/** How the game is played: random bots on the rollout or the immutable path, or a greedy French bot against a random one. */
export type WagramKind = 'rollout' | 'immutable' | 'greedy';

/** Plies after which a game is abandoned as runaway (a random Wagram game takes ~1200). */
const MAX_PLIES = 50_000;

/** A played game: every action (dice excluded: auto chance mode rolls them inside `apply`) and the final state. */
export interface WagramGame {
  readonly actions: (NawAction | ChanceAction)[];
  readonly final: NawState;
}

/** The state after setup (outside every timed region). */
export function wagramInitial(seed: number): NawState {
  const made = napoleonAtWar.setup('wagram', {}, seed, 'auto');
  if (!made.ok) throw new Error(`wagram setup refused: ${made.violation.code}: ${made.violation.message}`);
  return made.state;
}

/** The two bots of game `seed`, seeded as the command line seeds them (French `2 seed + 1`, Austrian `2 seed + 2`). */
function botsOf(kind: WagramKind, seed: number): Record<Side, Bot<NawTypes>> {
  return { french: kind === 'greedy' ? greedyBot(seed * 2 + 1) : randomBot(seed * 2 + 1), coalition: randomBot(seed * 2 + 2) };
}

/** What `side` sees of `state` (bots decide from their side's view). */
function viewOf(state: NawState, side: Side): NawView {
  const seen = napoleonAtWar.view(state, side);
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
}

/** The side to move (auto chance mode: never `chance`), or `null` once the game is over. */
function mover(state: NawState, seed: number, plies: number): Side | null {
  return moverOf(napoleonAtWar.decision(state), seed, plies);
}

/** {@link mover} from a decision (the rollout path asks its simulator: `sim.decision()`). */
function moverOf(decision: Decision<Side>, seed: number, plies: number): Side | null {
  if (decision.kind === 'terminal') return null;
  if (decision.kind !== 'side') throw new Error(`seed ${seed} ply ${plies}: unexpected ${decision.kind} decision`);
  if (plies > MAX_PLIES) throw new Error(`seed ${seed}: no end after ${MAX_PLIES} plies`);
  return decision.side;
}

/**
 * Plays game `seed` from `initial`: on the rollout path (`createSimulator`, `sim.play`) for `rollout` and `greedy`,
 * on the immutable path (`napoleonAtWar.apply(state, action, { events: false })`) for `immutable`. On the rollout
 * path the random bots pick on the live state (`randomBot(...).chooseIn(sim, side)`) and the simulator says who
 * decides (`sim.decision()`), elsewhere the bots pick from their side's view (`choose`); both pick the same actions.
 *
 * @example
 * ```ts
 * import { playWagram, wagramInitial } from './wagramGames.js';
 * const game = playWagram('rollout', wagramInitial(1), 1); // game.actions.length: about 1200 plies
 * ```
 */
export function playWagram(kind: WagramKind, initial: NawState, seed: number): WagramGame {
  const bots = botsOf(kind, seed);
  const actions: (NawAction | ChanceAction)[] = [];
  if (kind === 'immutable') {
    let state = initial;
    for (let side = mover(state, seed, 0); side !== null; side = mover(state, seed, actions.length)) {
      const action = bots[side].choose(napoleonAtWar, viewOf(state, side), side);
      const next = napoleonAtWar.apply(state, action, { events: false });
      if (!next.ok) throw new Error(`seed ${seed} ply ${actions.length + 1}: ${next.violation.code}: ${next.violation.message}`);
      state = next.state;
      actions.push(action);
    }
    return { actions, final: state };
  }
  const sim = createSimulator(napoleonAtWar, initial);
  if (kind === 'rollout') {
    // Random bots on the live state: `chooseIn` picks what `choose` would, so both paths play the same games.
    const random: Record<Side, RandomBot> = { french: randomBot(seed * 2 + 1), coalition: randomBot(seed * 2 + 2) };
    for (let side = moverOf(sim.decision(), seed, 0); side !== null; side = moverOf(sim.decision(), seed, actions.length)) {
      const action = random[side].chooseIn(sim, side);
      sim.play(action);
      actions.push(action);
    }
    return { actions, final: sim.state };
  }
  for (let side = mover(sim.state, seed, 0); side !== null; side = mover(sim.state, seed, actions.length)) {
    const action = bots[side].choose(napoleonAtWar, viewOf(sim.state, side), side);
    sim.play(action);
    actions.push(action);
  }
  return { actions, final: sim.state };
}
