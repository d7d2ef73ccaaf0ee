import { describe, expect, it } from 'vitest';
import { defaultWorkerFlags, workerExecArgv } from '../../../src/bots/taskPool.js';
import { botByName, BOT_NAMES, botSeed, fieldBots, gameStats, type SeededGame } from 'kriegsspiel';

const game = (seed: number, plies: number, winner: 'a' | 'b' | null, terminal = true): SeededGame => ({
  seed,
  plies,
  result: { terminal, winner, scores: { a: winner === 'a' ? 2 : 1, b: winner === 'b' ? 2 : 1 } },
  refused: null,
});

describe('gameStats', () => {
  it('counts wins per side, draws and unfinished games, and averages plies over all games and scores over finished ones', () => {
    const stats = gameStats(['a', 'b'], [game(1, 10, 'a'), game(2, 20, null), game(3, 30, 'a'), game(4, 40, null, false), { seed: 5, plies: 0, result: null, refused: { code: 'x', rule: 'core', message: 'x' } }]);
    expect(stats).toEqual({ games: 5, wins: { a: 2, b: 0 }, draws: 1, unfinished: 2, refused: 1, meanPlies: 20, meanScores: { a: 5 / 3, b: 1 } });
  });

  it('is all zeros for no games', () => {
    expect(gameStats(['a', 'b'], [])).toEqual({ games: 0, wins: { a: 0, b: 0 }, draws: 0, unfinished: 0, refused: 0, meanPlies: 0, meanScores: { a: 0, b: 0 } });
  });
});

describe('botByName and fieldBots', () => {
  it('make every listed bot by name, and nothing for other names', () => {
    for (const name of BOT_NAMES) expect(botByName(name, 1)?.name).toBe(name);
    expect(botByName('nobody', 1)).toBeUndefined();
  });

  it('seed the bot of side i of game s with 2s + 1 + i, repeat the last name for later sides, and refuse unknown names', () => {
    expect([botSeed(10, 0), botSeed(10, 1)]).toEqual([21, 22]);
    const bots = fieldBots(['a', 'b', 'c'], ['greedy', 'random'], 1);
    expect(bots.ok && Object.values(bots.bots).map((b) => b.name)).toEqual(['greedy', 'random', 'random']);
    expect(fieldBots(['a', 'b'], ['greedy', 'nobody'], 1)).toMatchObject({ ok: false, violation: { code: 'unknown-bot', message: 'bots[1]: unknown bot "nobody"' } });
    expect(fieldBots(['a'], [], 1)).toMatchObject({ ok: false, violation: { code: 'unknown-bot' } });
  });
});

describe('workerExecArgv', () => {
  it("keeps the main thread's Node flags but those about its entry (--input-type, -e, -p and their values)", () => {
    expect(workerExecArgv(['--input-type', 'module', '--max-old-space-size=100', '-e', 'code'])).toEqual(['--max-old-space-size=100']);
    expect(workerExecArgv(['--input-type=module', '--conditions=dev', '--print=1', '-p', 'x', '--eval', 'y'])).toEqual(['--conditions=dev']);
    expect(workerExecArgv([])).toEqual([]);
  });
});

describe('defaultWorkerFlags', () => {
  it('gives worker processes --single-threaded when the workers fill the cores, and no flag while a core is left over', () => {
    expect(defaultWorkerFlags(2, 2)).toEqual(['--single-threaded']);
    expect(defaultWorkerFlags(3, 2)).toEqual(['--single-threaded']);
    expect(defaultWorkerFlags(1, 2)).toEqual([]);
    expect(defaultWorkerFlags(7, 8)).toEqual([]);
  });
});
