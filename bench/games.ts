/**
 * The seeded random games the benchmark plays, on either path. Shared by the workers (each worker loads its own
 * copy of this module and of the engine, so the two paths never share JIT feedback).
 *
 * A game: `napoleonAtWar.setup('skirmish', {}, seed, 'auto')`, then a uniformly random legal action per ply, drawn
 * with the package's seeded PRNG (`seedRng` / `drawInt`, never Math.random), until the game is over. Dice are
 * rolled by the engine from the state's own PRNG (auto chance mode), so a seed fixes the whole game on both paths.
 */
import { createSimulator, drawInt, seedRng, type ChanceAction, type RngState } from 'kriegsspiel';
import { napoleonAtWar, type NapoleonAtWar, type NawAction, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { canonicalJson } from './canonicalJson.js';

export { canonicalJson };

/** A player action or a die roll. */
export type AnyAction = NawAction | ChanceAction;

/** The two ways of playing a game. */
export type PathName = 'immutable' | 'rollout';

/** The scenario every benchmark game plays. */
export const SCENARIO = 'skirmish';

/** Plies after which a game is abandoned as runaway (random skirmish games take ~100-250 plies). */
export const MAX_PLIES = 20_000;

/** The state after setup (outside every timed region). */
export function initialState(seed: number): NawState {
  const made = napoleonAtWar.setup(SCENARIO, {}, seed, 'auto');
  if (!made.ok) throw new Error(`setup refused: ${made.violation.code}: ${made.violation.message}`);
  return made.state;
}

/** The action chooser's PRNG for a game: a stream unrelated to the game's dice (seeded differently). */
export function chooserRng(seed: number): RngState {
  return seedRng(Math.imul(seed ^ 0x5eed, 0x9e3779b1));
}

/** A recorded game. */
export interface PlayedGame {
  readonly actions: AnyAction[];
  readonly final: NawState;
}

/** Plays a full random game on the immutable path: `legalActions` + `apply(state, action, { events: false })`. */
export function playImmutable(initial: NawState, seed: number): PlayedGame {
  let rng = chooserRng(seed);
  let state = initial;
  const actions: AnyAction[] = [];
  while (napoleonAtWar.decision(state).kind !== 'terminal') {
    const legal = napoleonAtWar.legalActions(state);
    const drawn = drawInt(rng, 0, legal.length - 1);
    rng = drawn.rng;
    const action = legal[drawn.value]!;
    const next = napoleonAtWar.apply(state, action, { events: false });
    if (!next.ok) throw new Error(`seed ${seed} ply ${actions.length + 1}: ${next.violation.code}: ${next.violation.message}`);
    state = next.state;
    actions.push(action);
    if (actions.length > MAX_PLIES) throw new Error(`seed ${seed}: no end after ${MAX_PLIES} plies`);
  }
  return { actions, final: state };
}

/** Plays a full random game on the rollout path: `createSimulator` + `sim.legalActions()` + `sim.play(action)`. */
export function playRollout(initial: NawState, seed: number): PlayedGame {
  let rng = chooserRng(seed);
  const sim = createSimulator(napoleonAtWar, initial);
  const actions: AnyAction[] = [];
  while (sim.decision().kind !== 'terminal') {
    const legal = sim.legalActions();
    const drawn = drawInt(rng, 0, legal.length - 1);
    rng = drawn.rng;
    const action = legal[drawn.value]!;
    sim.play(action);
    actions.push(action);
    if (actions.length > MAX_PLIES) throw new Error(`seed ${seed}: no end after ${MAX_PLIES} plies`);
  }
  return { actions, final: sim.state };
}

/** Replays recorded actions on the immutable path (nothing but `apply`). */
export function replayImmutable(initial: NawState, actions: readonly AnyAction[], ruleset: NapoleonAtWar = napoleonAtWar): NawState {
  let state = initial;
  for (const action of actions) {
    const next = ruleset.apply(state, action, { events: false });
    if (!next.ok) throw new Error(`replay refused: ${next.violation.code}: ${next.violation.message}`);
    state = next.state;
  }
  return state;
}

/** Replays recorded actions on a simulator (nothing but `play`). */
export function replayRollout(sim: { play(action: AnyAction): void; readonly state: NawState }, actions: readonly AnyAction[]): NawState {
  for (const action of actions) sim.play(action);
  return sim.state;
}

