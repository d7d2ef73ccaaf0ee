/**
 * The typed-array floor's worker (started by bench/typedFloor.ts, in a fresh isolate that runs the rollout path
 * only): plays random Wagram games with this commit's loop, validates the floor's reach against the library's at
 * every movement-phase position, then times a movement ply on both at the same positions.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { createSimulator, randomBot, type Simulator } from 'kriegsspiel';
import { napoleonAtWar, type NawContext, type NawState, type NawTypes } from 'kriegsspiel/rulesets/napoleon-at-war';
import { checkReaches } from './floor/floorCheck.js';
import { buildFloorMap, type FloorMap } from './floor/floorMap.js';
import { floorPosition } from './floor/floorPosition.js';
import { floorMovePly, plyScratch } from './floor/floorPly.js';
import { reachScratch } from './floor/floorReach.js';
import { playWagram, wagramInitial } from './wagramGames.js';

/** What bench/typedFloor.ts asks. */
export interface FloorTask {
  readonly entry: string;
  /** Seeds of the random games whose positions are used. */
  readonly seeds: readonly number[];
  /** Validate until at least this many reaches were compared (more games are played if needed). */
  readonly minReaches: number;
  /** Timed passes over the positions (the fastest counts), after one untimed warm-up pass. */
  readonly passes: number;
}

/** What the worker posts. */
export interface FloorResult {
  readonly games: number;
  readonly positions: number;
  readonly reaches: number;
  readonly mismatch: string | null;
  /** Positions where the library's random pick was a move (the timed plies), and the library's other picks. */
  readonly timedPlies: number;
  readonly otherPicks: number;
  readonly libraryMicros: number;
  readonly floorMicros: number;
  readonly floorMoves: number;
}

const task = workerData as FloorTask;

/** A small deterministic PRNG for the floor's draws (xorshift32). */
function drawer(seed: number): (n: number) => number {
  let x = seed | 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function run(): FloorResult {
  const positions: NawState[] = [];
  let ctx: NawContext | undefined;
  let floor: FloorMap | undefined;
  let reaches = 0;
  let games = 0;
  let mismatch: string | null = null;
  const clone = napoleonAtWar.definition.clone;
  for (let k = 0; mismatch === null && (k < task.seeds.length || reaches < task.minReaches); k++) {
    const seed = task.seeds[k] ?? 200_000 + k;
    const initial = wagramInitial(seed);
    const game = playWagram('rollout', initial, seed);
    games += 1;
    const sim: Simulator<NawTypes> = createSimulator(napoleonAtWar, initial);
    if (ctx === undefined) {
      const known = napoleonAtWar.contextOf(initial);
      if (!known.ok) throw new Error(known.violation.message);
      ctx = known.context;
      floor = buildFloorMap(ctx, initial.options);
    }
    const scratch = reachScratch(floor!);
    for (const action of game.actions) {
      const s = sim.state;
      if (s.phase === 'movement' && s.combat === null) {
        const checked = checkReaches(ctx, s, floor!, scratch);
        reaches += checked.reaches;
        if (checked.mismatch !== null) {
          mismatch = `seed ${seed}: ${checked.mismatch}`;
          break;
        }
        if (s.mustMove === null && k < task.seeds.length) positions.push(clone(s));
      }
      sim.play(action);
    }
  }
  const side = (s: NawState) => s.phasing;
  // The library: the rollout path's random movement ply as playWagram plays it (randomBot.chooseIn, sim.play) on a
  // fresh simulator.
  let libraryMillis = Infinity;
  let timedPlies = 0;
  let otherPicks = 0;
  for (let pass = 0; pass <= task.passes; pass++) {
    const sims = positions.map((p) => createSimulator(napoleonAtWar, p));
    const bots = positions.map((_, i) => randomBot(1_000 + i));
    let millis = 0;
    let plies = 0;
    let others = 0;
    for (let i = 0; i < sims.length; i++) {
      const sim = sims[i]!;
      const t0 = performance.now();
      const action = bots[i]!.chooseIn(sim, side(sim.state));
      sim.play(action);
      const spent = performance.now() - t0;
      if (action.type === 'move') {
        millis += spent;
        plies += 1;
      } else others += 1;
    }
    if (pass > 0) libraryMillis = Math.min(libraryMillis, millis);
    timedPlies = plies;
    otherPicks = others;
  }
  // The floor: its own random movement ply on the typed position of the same states.
  let floorMillis = Infinity;
  let floorMoves = 0;
  const ply = plyScratch(floor!, positions[0]?.units.length ?? 0);
  const rangeOf = (hex: number, radius: number) => ctx!.map.grid.range(hex, radius);
  for (let pass = 0; pass <= task.passes; pass++) {
    const typed = positions.map((p) => floorPosition(floor!, ctx!, p));
    const draw = drawer(12345 + pass);
    let millis = 0;
    let moves = 0;
    for (const pos of typed) {
      const t0 = performance.now();
      const moved = floorMovePly(floor!, pos, ply, draw, rangeOf);
      millis += performance.now() - t0;
      if (moved >= 0) moves += 1;
    }
    if (pass > 0) floorMillis = Math.min(floorMillis, millis);
    floorMoves = moves;
  }
  return {
    games,
    positions: positions.length,
    reaches,
    mismatch,
    timedPlies,
    otherPicks,
    libraryMicros: (libraryMillis * 1000) / Math.max(timedPlies, 1),
    floorMicros: (floorMillis * 1000) / Math.max(floorMoves, 1),
    floorMoves,
  };
}

parentPort!.postMessage(run());
