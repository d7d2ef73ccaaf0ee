/**
 * One benchmark worker: measures ONE path (immutable or rollout) in a fresh module instance, so the rule functions
 * only ever see that path's objects (plain states, or immer drafts plus plain states), as they would in an app that
 * uses one path. Started by bench/run.ts through bench/tsWorker.mjs; posts a {@link WorkerResult}.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { createSimulator } from 'kriegsspiel';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import {
  canonicalJson,
  initialState,
  playImmutable,
  playRollout,
  replayImmutable,
  replayRollout,
  type AnyAction,
  type PathName,
  type PlayedGame,
} from './games.js';

/** What bench/run.ts asks a worker to do. */
export interface WorkerTask {
  readonly entry: string;
  readonly path: PathName;
  /** Seeds of the measured games. */
  readonly seeds: readonly number[];
  /** Seeds of the untimed warm-up games (disjoint from `seeds`). */
  readonly warmupSeeds: readonly number[];
  /** How many times the full games are played (the fastest pass is reported; the first pass records the actions). */
  readonly fullPasses: number;
  /** How many times the recorded games are replayed for the apply-only figure (the fastest pass is reported). */
  readonly replayPasses: number;
  /** The legalActions micro-benchmark: the first movement-phase state after at least `legalPly` plies of game `legalSeed`. */
  readonly legalSeed: number;
  readonly legalPly: number;
  /** Timed batches of legalActions calls (the fastest batch is reported), and the target length of one batch. */
  readonly legalBatches: number;
  readonly legalBatchMillis: number;
}

/** One measured game, for the cross-path check. */
export interface GameSummary {
  readonly seed: number;
  readonly plies: number;
  /** sha256 of the canonical JSON of the action list. */
  readonly actionsHash: string;
  /** Canonical JSON of the final state. */
  readonly finalJson: string;
}

/** What a worker reports. */
export interface WorkerResult {
  readonly path: PathName;
  readonly games: GameSummary[];
  readonly plies: number;
  /** Wall time of each pass of the measured full games (choose + apply), summed per game. */
  readonly fullMillis: number[];
  /** Wall time of each replay pass (apply/play only), summed per game. */
  readonly replayMillis: number[];
  readonly legal: {
    readonly micros: number;
    readonly batchMicros: number[];
    readonly callsPerBatch: number;
    readonly actionCount: number;
    readonly decision: string;
    /** The ply of the measured state (the first movement-phase state at or after `legalPly`). */
    readonly ply: number;
    /** Canonical JSON of the measured state (both paths must measure the same state). */
    readonly stateJson: string;
  };
}

const task = workerData as WorkerTask;

function playOne(initial: NawState, seed: number): PlayedGame {
  return task.path === 'immutable' ? playImmutable(initial, seed) : playRollout(initial, seed);
}

/** Replays one game; returns the final state and the time spent in apply/play only. */
function replayOne(initial: NawState, actions: readonly AnyAction[]): { final: NawState; millis: number } {
  if (task.path === 'immutable') {
    const t0 = performance.now();
    const final = replayImmutable(initial, actions);
    return { final, millis: performance.now() - t0 };
  }
  const sim = createSimulator(napoleonAtWar, initial); // one clone per game, outside the timed region
  const t0 = performance.now();
  const final = replayRollout(sim, actions);
  return { final, millis: performance.now() - t0 };
}

function run(): WorkerResult {
  // Warm-up: the same code on other seeds, untimed (JIT, inline caches, the scenario context cache).
  for (const seed of task.warmupSeeds) {
    const initial = initialState(seed);
    const played = playOne(initial, seed);
    replayOne(initial, played.actions);
  }

  // (i) Full games: choose (legalActions + seeded draw) and apply, timed per game; setup is outside the timer.
  const initials = task.seeds.map((seed) => initialState(seed));
  const recorded: PlayedGame[] = [];
  const fullMillis: number[] = [];
  for (let pass = 0; pass < task.fullPasses; pass++) {
    let millis = 0;
    for (const [i, seed] of task.seeds.entries()) {
      const t0 = performance.now();
      const played = playOne(initials[i]!, seed);
      millis += performance.now() - t0;
      if (pass === 0) recorded.push(played);
      else if (played.actions.length !== recorded[i]!.actions.length) throw new Error(`${task.path}: seed ${seed} is not deterministic`);
    }
    fullMillis.push(millis);
  }
  const plies = recorded.reduce((sum, g) => sum + g.actions.length, 0);
  const finals = recorded.map((g) => canonicalJson(g.final));

  // (ii) Apply-only: replay the recorded action lists, timing only apply/play.
  const replayMillis: number[] = [];
  for (let pass = 0; pass < task.replayPasses; pass++) {
    let millis = 0;
    for (const [i, game] of recorded.entries()) {
      const replayed = replayOne(initials[i]!, game.actions);
      millis += replayed.millis;
      if (pass === 0 && canonicalJson(replayed.final) !== finals[i]) {
        throw new Error(`${task.path}: seed ${task.seeds[i]}: replaying the recorded actions gives another final state`);
      }
    }
    replayMillis.push(millis);
  }

  return {
    path: task.path,
    games: recorded.map((g, i) => ({
      seed: task.seeds[i]!,
      plies: g.actions.length,
      actionsHash: createHash('sha256').update(canonicalJson(g.actions)).digest('hex'),
      finalJson: finals[i]!,
    })),
    plies,
    fullMillis,
    replayMillis,
    legal: measureLegalActions(),
  };
}

/** Whether a state waits for a movement-phase action (where most of a game's legalActions time goes). */
function inMovement(state: NawState): boolean {
  const decision = napoleonAtWar.decision(state);
  return decision.kind === 'side' && decision.step === 'movement';
}

/**
 * legalActions at a mid-game movement state, reached on this worker's own path, in microseconds per call: the first
 * movement-phase state at or after ply `legalPly` (a fixed ply could land on a combat step when the rules change).
 */
function measureLegalActions(): WorkerResult['legal'] {
  const initial = initialState(task.legalSeed);
  const all = playOne(initial, task.legalSeed).actions;
  const replayFrom = (from: NawState, actions: readonly AnyAction[]): NawState =>
    task.path === 'immutable' ? replayImmutable(from, actions) : replayRollout(createSimulator(napoleonAtWar, from), actions);
  let ply = task.legalPly;
  let state = replayFrom(initial, all.slice(0, ply));
  while (ply < all.length && !inMovement(state)) state = replayFrom(state, [all[ply++]!]);
  if (!inMovement(state)) throw new Error(`seed ${task.legalSeed} has no movement phase after ply ${task.legalPly}`);
  if (task.path === 'rollout') state = napoleonAtWar.definition.clone(state);
  const decision = napoleonAtWar.decision(state);
  const actionCount = napoleonAtWar.legalActions(state).length;

  // Calibrate a batch to ~legalBatchMillis, then time the batches.
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < task.legalBatchMillis) {
    napoleonAtWar.legalActions(state);
    calls++;
  }
  let sink = 0;
  const batchMicros: number[] = [];
  for (let b = 0; b < task.legalBatches; b++) {
    const t1 = performance.now();
    for (let c = 0; c < calls; c++) sink += napoleonAtWar.legalActions(state).length;
    batchMicros.push(((performance.now() - t1) * 1000) / calls);
  }
  if (sink !== actionCount * calls * task.legalBatches) throw new Error('legalActions is not stable on a fixed state');
  return {
    micros: Math.min(...batchMicros),
    batchMicros,
    callsPerBatch: calls,
    actionCount,
    decision: decision.kind === 'side' ? `${decision.side} ${decision.step}` : decision.kind,
    ply,
    stateJson: canonicalJson(state),
  };
}

parentPort!.postMessage(run());
