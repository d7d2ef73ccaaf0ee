import { describe, expect, it } from 'vitest';
import { anyRuleset, gameStats, playSeededGame } from 'kriegsspiel';
import { createTaskPool, runGames, runTasks, type RulesetSource } from 'kriegsspiel/pool';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

const NAW: RulesetSource = { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' };
const FIXTURES = new URL('./poolFixtures.ts', import.meta.url).href;
const SEEDS = [3, 1, 4, 15, 9];
const base = { ruleset: NAW, scenario: 'skirmish', seeds: SEEDS, bots: ['greedy', 'random'], keepActions: true } as const;

describe('runGames', () => {
  it('gives identical games (actions, results, plies) and statistics with 1, 2 and 3 workers and any batch, equal to the games played in this thread', async () => {
    const runs = [];
    // 1 worker: a game per task; 2 workers: the default, decreasing tasks (2, 1, 1, 1); 3 workers: two games per task.
    runs.push(await runGames({ ...base, workers: 1, batch: 1 }));
    runs.push(await runGames({ ...base, workers: 2 }));
    runs.push(await runGames({ ...base, workers: 3, batch: 2 }));
    const [one, two, three] = runs;
    if (!one?.ok || !two?.ok || !three?.ok) throw new Error('a run failed');
    expect(one.games.map((g) => g.seed)).toEqual(SEEDS);
    expect(two.games).toEqual(one.games);
    expect(three.games).toEqual(one.games);
    expect(two.stats).toEqual(one.stats);
    expect(three.stats).toEqual(one.stats);
    const here = SEEDS.map((seed) => playSeededGame(anyRuleset(napoleonAtWar), { scenario: 'skirmish', seed, bots: ['greedy', 'random'], keepActions: true }));
    expect(one.games).toEqual(here);
    expect(one.stats).toEqual(gameStats(napoleonAtWar.sides, here));
    expect(one.stats.games).toBe(SEEDS.length);
    expect(one.stats.wins['french']! + one.stats.wins['coalition']! + one.stats.draws + one.stats.unfinished).toBe(SEEDS.length);
    expect(one.games.every((g) => g.actions?.length === g.plies && g.refused === null)).toBe(true);
  }, 300_000); // six worker threads each load the engine through tsx: slow on a busy machine

  it('plays the same games on worker threads, and on worker processes given V8 flags, as in this thread', async () => {
    const here = [3, 1].map((seed) => playSeededGame(anyRuleset(napoleonAtWar), { scenario: 'skirmish', seed, bots: ['greedy', 'random'], keepActions: true }));
    const threads = await runGames({ ...base, seeds: [3, 1], runtime: 'threads' });
    expect(threads).toMatchObject({ ok: true, games: here });
    const pool = await createTaskPool({ workers: 1, workerFlags: ['--max-old-space-size=512'] });
    try {
      expect([pool.workers, pool.runtime, pool.workerFlags]).toEqual([1, 'processes', ['--max-old-space-size=512']]);
      expect(await runGames({ ...base, seeds: [3, 1], pool })).toMatchObject({ ok: true, games: here });
      const flags = await runTasks<null, readonly string[]>({ module: FIXTURES, export: 'workerExecArgv' }, [null], { pool });
      expect(flags.ok && flags.outputs[0]).toContain('--max-old-space-size=512');
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('reuses an open pool, finds a ruleset in a registry by id and bots through a factory module', async () => {
    const pool = await createTaskPool({ workers: 2 });
    try {
      const direct = await runGames({ ...base, seeds: [5, 6], bots: ['random', 'random'], keepActions: false, pool });
      const viaRegistry = await runGames({
        ...base,
        seeds: [5, 6],
        bots: ['first-random', 'random'],
        keepActions: false,
        ruleset: { module: FIXTURES, export: 'registry', id: 'napoleon-at-war' },
        botFactory: { module: FIXTURES, export: 'botFactory' },
        pool,
      });
      expect(direct.ok && viaRegistry.ok).toBe(true);
      if (direct.ok && viaRegistry.ok) {
        expect(viaRegistry.games).toEqual(direct.games);
        expect(direct.games[0]).not.toHaveProperty('actions');
      }
      const tasks = await runTasks<number, { seed: number; actions: number }>({ module: FIXTURES, export: 'firstDecision' }, [7, 8, 9], { pool });
      expect(tasks).toEqual({ ok: true, outputs: [7, 8, 9].map((seed) => ({ seed, actions: expect.any(Number) })) });
    } finally {
      await pool.close();
    }
  });

  it('returns coded violations naming the field for a bad source, seed or task, and counts refused games', async () => {
    const pool = await createTaskPool({ workers: 1 });
    try {
      const noModule = await runGames({ ...base, ruleset: { module: 'kriegsspiel/rulesets/no-such-game', export: 'x' }, pool });
      expect(noModule).toMatchObject({ ok: false, violation: { code: 'module-not-found' } });
      const notRuleset = await runGames({ ...base, ruleset: { module: FIXTURES, export: 'firstDecision' }, pool });
      expect(notRuleset).toMatchObject({ ok: false, violation: { code: 'not-a-ruleset' } });
      const noId = await runGames({ ...base, ruleset: { module: FIXTURES, export: 'registry', id: 'chess' }, pool });
      expect(noId).toMatchObject({ ok: false, violation: { code: 'unknown-ruleset', message: expect.stringContaining('id:') } });
      const badSeed = await runGames({ ...base, seeds: [1, 0.5], pool });
      expect(badSeed).toMatchObject({ ok: false, violation: { code: 'bad-seed', message: expect.stringContaining('seeds[1]') } });
      const badBatch = await runGames({ ...base, batch: 0.5, pool });
      expect(badBatch).toMatchObject({ ok: false, violation: { code: 'bad-batch', message: expect.stringContaining('batch:') } });
      const badWorkers = await runGames({ ...base, workers: 0 });
      expect(badWorkers).toMatchObject({ ok: false, violation: { code: 'bad-workers', message: expect.stringContaining('workers:') } });
      const badRuntime = await runGames({ ...base, runtime: 'fibers' as 'threads' });
      expect(badRuntime).toMatchObject({ ok: false, violation: { code: 'bad-runtime', message: expect.stringContaining('runtime:') } });
      const badFlags = await runTasks({ module: FIXTURES, export: 'firstDecision' }, [1], { workerFlags: '--single-threaded' as unknown as string[] });
      expect(badFlags).toMatchObject({ ok: false, violation: { code: 'bad-worker-flags', message: expect.stringContaining('workerFlags:') } });
      const threadFlags = await runGames({ ...base, runtime: 'threads', workerFlags: ['--single-threaded'] });
      expect(threadFlags).toMatchObject({ ok: false, violation: { code: 'bad-worker-flags', message: expect.stringContaining('runtime "processes"') } });
      await expect(createTaskPool({ runtime: 'threads', workerFlags: ['--single-threaded'] })).rejects.toThrow('workerFlags:');
      const unknownBot = await runGames({ ...base, seeds: [1], bots: ['greedy', 'nobody'], pool });
      expect(unknownBot).toMatchObject({ ok: true, stats: { games: 1, unfinished: 1, refused: 1 }, games: [{ refused: { code: 'unknown-bot' } }] });
      const failing = await runTasks({ module: FIXTURES, export: 'fails' }, [1], { pool });
      expect(failing).toMatchObject({ ok: false, violation: { code: 'task-failed', message: expect.stringContaining('always fails') } });
    } finally {
      await pool.close();
    }
  });
});
