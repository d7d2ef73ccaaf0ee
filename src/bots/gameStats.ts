import type { SeededGame } from './playSeededGame.js';

/** Aggregate figures of a batch of games (see {@link gameStats}). */
export interface GameStats {
  /** Games in the batch. */
  readonly games: number;
  /** Finished games won, per side (every side present, 0 if it won none). */
  readonly wins: Readonly<Record<string, number>>;
  /** Finished games without a winner. */
  readonly draws: number;
  /** Games that did not finish: stopped by `maxPlies`, or refused (see {@link GameStats.refused}). */
  readonly unfinished: number;
  /** Of the unfinished games, those stopped by a refusal (setup, bot, illegal action). */
  readonly refused: number;
  /** Mean plies over all games (0 for no games). */
  readonly meanPlies: number;
  /** Mean final score per side over the finished games (0 when none finished). */
  readonly meanScores: Readonly<Record<string, number>>;
}

/**
 * Wins per side, draws, unfinished games, mean plies and mean scores of a batch of games. Sums run in the order of
 * `games`, so the same games give the same figures to the last bit.
 *
 * @example
 * ```ts
 * import { gameStats } from 'kriegsspiel';
 * const stats = gameStats(['a', 'b'], [
 *   { seed: 1, plies: 10, result: { terminal: true, winner: 'a', scores: { a: 3, b: 1 } }, refused: null },
 *   { seed: 2, plies: 20, result: { terminal: true, winner: null, scores: { a: 2, b: 2 } }, refused: null },
 * ]);
 * stats.wins; // { a: 1, b: 0 }
 * stats.meanPlies; // 15
 * ```
 */
export function gameStats(sides: readonly string[], games: readonly SeededGame[]): GameStats {
  const wins: Record<string, number> = Object.fromEntries(sides.map((side) => [side, 0]));
  const scores: Record<string, number> = Object.fromEntries(sides.map((side) => [side, 0]));
  let draws = 0;
  let finished = 0;
  let refused = 0;
  let plies = 0;
  for (const game of games) {
    plies += game.plies;
    if (game.refused !== null) refused++;
    const result = game.result;
    if (result === null || !result.terminal || game.refused !== null) continue;
    finished++;
    if (result.winner === null) draws++;
    else wins[result.winner] = (wins[result.winner] ?? 0) + 1;
    for (const side of sides) scores[side]! += result.scores[side] ?? 0;
  }
  const meanScores = Object.fromEntries(sides.map((side) => [side, finished > 0 ? scores[side]! / finished : 0]));
  return { games: games.length, wins, draws, unfinished: games.length - finished, refused, meanPlies: games.length > 0 ? plies / games.length : 0, meanScores };
}
