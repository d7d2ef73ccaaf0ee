/**
 * One Wagram benchmark worker: plays the seeded games of ONE kind (random bots on the rollout path, on the immutable
 * path, or greedy against random) in a fresh module instance, timing each game; setup is outside the timer. Started
 * by bench/wagram.ts through bench/tsWorker.mjs; posts a {@link WagramResult}.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { createRecord, serializeRecord, serializeState, replay } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { canonicalJson } from './games.js';
import { playWagram, wagramInitial, type WagramGame, type WagramKind } from './wagramGames.js';

/** What bench/wagram.ts asks a worker to do. */
export interface WagramTask {
  readonly entry: string;
  readonly kind: WagramKind;
  /** Seeds of the measured games. */
  readonly seeds: readonly number[];
  /** Seeds of the untimed warm-up games (disjoint from `seeds`). */
  readonly warmupSeeds: readonly number[];
}

/** Bytes of a text, as written and gzipped. */
export interface Bytes {
  readonly json: number;
  readonly gzip: number;
}

/** What a worker reports. */
export interface WagramResult {
  readonly kind: WagramKind;
  /** One entry per measured game: its wall time and, for the cross-path check, hashes of its actions and final state. */
  readonly games: { readonly seed: number; readonly plies: number; readonly millis: number; readonly actionsHash: string; readonly finalHash: string }[];
  /** Sizes from the first measured game: the saved state after setup and at the end, and the full game record. */
  readonly bytes: { readonly initialState: Bytes; readonly finalState: Bytes; readonly record: Bytes; readonly plies: number };
}

const task = workerData as WagramTask;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const bytesOf = (text: string): Bytes => ({ json: Buffer.byteLength(text), gzip: gzipSync(text).length });

/** The sizes of one game's saved states and record; checks that the record replays to the game first. */
function sizes(seed: number, game: WagramGame): WagramResult['bytes'] {
  const record = createRecord(napoleonAtWar, { scenario: 'wagram', seed }, game.actions);
  const replayed = replay(napoleonAtWar, record);
  if (!replayed.ok || canonicalJson(replayed.final) !== canonicalJson(game.final)) throw new Error(`seed ${seed}: the record does not replay to the game`);
  return {
    initialState: bytesOf(serializeState(napoleonAtWar, wagramInitial(seed))),
    finalState: bytesOf(serializeState(napoleonAtWar, game.final)),
    record: bytesOf(serializeRecord(record)),
    plies: game.actions.length,
  };
}

function run(): WagramResult {
  for (const seed of task.warmupSeeds) playWagram(task.kind, wagramInitial(seed), seed);
  const games: WagramResult['games'] = [];
  let first: WagramGame | undefined;
  for (const seed of task.seeds) {
    const initial = wagramInitial(seed);
    const t0 = performance.now();
    const game = playWagram(task.kind, initial, seed);
    const millis = performance.now() - t0;
    games.push({ seed, plies: game.actions.length, millis, actionsHash: sha256(canonicalJson(game.actions)), finalHash: sha256(canonicalJson(game.final)) });
    first ??= game;
  }
  // After every timed game: the replay runs the immutable path, which a rollout worker must not see before timing.
  return { kind: task.kind, games, bytes: sizes(task.seeds[0]!, first!) };
}

parentPort!.postMessage(run());
