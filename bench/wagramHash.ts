// The hash of the random Wagram games the bench times: a speed change that keeps the games prints the same hash.
// `npx tsx bench/wagramHash.ts` (WIDE=1 also hashes the warm-up games and seeds 7..30). At 0af6a31: bc658775051b.
import { createHash } from 'node:crypto';
import { playWagram, wagramInitial } from './wagramGames.js';

/** The first 12 hex digits of the SHA-1 of the games' action lists, in order. */
const hashOf = (lists: readonly unknown[][]): string =>
  createHash('sha1').update(lists.map((list) => JSON.stringify(list)).join('')).digest('hex').slice(0, 12);

const play = (seed: number): unknown[] => playWagram('rollout', wagramInitial(seed), seed).actions;
const warmup = Array.from({ length: 10 }, (_, i) => play(100_001 + i)); // the bench's warm-up games come first
const timed = [1, 2, 3, 4, 5, 6].map(play);
console.log(`bench games (seeds 1..6 after 10 warm-up games): ${hashOf(timed)}`);
if (process.env['WIDE']) console.log(`wide (warm-up, seeds 1..30): ${hashOf([...warmup, ...timed, ...Array.from({ length: 24 }, (_, i) => play(7 + i))])}`);
