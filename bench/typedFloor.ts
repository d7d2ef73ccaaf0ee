/**
 * The typed-array floor of `npm run bench`: a hand-written Wagram reach and movement ply on typed arrays
 * (bench/floor/), validated equal to the library's reach on real positions, and the library's random movement ply
 * timed against the floor's at the same positions, in one worker (bench/floorWorker.ts). See docs/performance.md,
 * "The typed-array floor".
 */
import type { FloorResult, FloorTask } from './floorWorker.js';
import { startWorker } from './startWorker.js';

/** How much to measure (bench/run.ts reads them from the environment). */
export interface FloorSettings {
  /** Random Wagram games whose movement positions are validated and timed (seeds 1..games). */
  readonly games: number;
  /** Reaches to validate at least (more games are played, for validation only, until reached). */
  readonly minReaches: number;
  /** Timed passes over the positions per side (the fastest counts). */
  readonly passes: number;
  /** Workers, one after the other (the best figures count). */
  readonly rounds: number;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/**
 * Runs the floor's validation and timing, printing with `log`; resolves with the figures for latest.json. Throws
 * when the floor's reach differs from the library's anywhere.
 *
 * @example
 * ```ts
 * import { benchTypedFloor } from './typedFloor.js';
 * const floor = await benchTypedFloor({ games: 1, minReaches: 10_000, passes: 2, rounds: 1 }, console.log);
 * ```
 */
export async function benchTypedFloor(settings: FloorSettings, log: (line: string) => void) {
  log(
    `Wagram movement ply against a typed-array floor: ${settings.rounds} round(s) of one worker; positions of ${settings.games} random game(s), ` +
      `reaches validated against the library until at least ${settings.minReaches}; ${settings.passes} timed pass(es) per side after one warm-up pass`,
  );
  const results: FloorResult[] = [];
  for (let n = 1; n <= settings.rounds; n++) {
    const task: FloorTask = {
      entry: new URL('./floorWorker.ts', import.meta.url).href,
      seeds: Array.from({ length: settings.games }, (_, i) => i + 1),
      minReaches: settings.minReaches,
      passes: settings.passes,
    };
    const r = await startWorker<FloorResult>('typed floor', task);
    if (r.mismatch !== null) throw new Error(`typed floor: its reach differs from the library's after ${r.reaches} equal reaches: ${r.mismatch}`);
    results.push(r);
    log(
      `  round ${n}: ${r.reaches} reaches equal (${r.games} games); movement ply ${r.libraryMicros.toFixed(1)} µs (library) vs ${r.floorMicros.toFixed(2)} µs (floor), ` +
        `${(r.libraryMicros / r.floorMicros).toFixed(2)}x over ${r.timedPlies} positions`,
    );
  }
  const first = results[0]!;
  const libraryMicros = Math.min(...results.map((r) => r.libraryMicros));
  const floorMicros = Math.min(...results.map((r) => r.floorMicros));
  return {
    reachesValidated: first.reaches,
    gamesValidated: first.games,
    positions: first.positions,
    timedPlies: first.timedPlies,
    libraryPicksOtherThanMove: first.otherPicks,
    libraryMovementPlyMicros: round(libraryMicros, 1),
    floorMovementPlyMicros: round(floorMicros, 2),
    movementPlyOverTypedFloor: round(libraryMicros / floorMicros, 2),
    perRound: results.map((r) => round(r.libraryMicros / r.floorMicros, 2)),
    method: { ...settings },
  };
}
