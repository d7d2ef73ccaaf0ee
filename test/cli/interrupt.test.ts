// Ctrl-C stops a running command at once: a real SIGINT to a spawned `kriegsspiel play`, and `match --workers`
// terminating its pool's threads mid-game instead of letting them play the remaining games.
import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { match } from '../../src/cli/match.js';

const ROOT = new URL('../..', import.meta.url).pathname;

/** What the wrapped pool saw: task replies, and those that came back ok after `close` (the pool's destroy). */
const seen = vi.hoisted(() => ({ ok: 0, okAfterClose: 0, closed: false }));

vi.mock('kriegsspiel/pool', async (importOriginal) => {
  const real = await importOriginal<typeof import('kriegsspiel/pool')>();
  return {
    ...real,
    createTaskPool: async (options: Parameters<typeof real.createTaskPool>[0]) => {
      const pool = await real.createTaskPool(options);
      return {
        workers: pool.workers,
        run: async (task: Parameters<typeof pool.run>[0]) => {
          const reply = await pool.run(task);
          if (reply.ok) seen.ok++;
          if (reply.ok && seen.closed) seen.okAfterClose++;
          return reply;
        },
        close: () => {
          seen.closed = true;
          return pool.close();
        },
      };
    },
  };
});

describe('Ctrl-C', () => {
  it('SIGINT stops a running play before its next action: an Interrupted line on stderr, no Result, exit 130', async () => {
    const child = spawn(process.execPath, ['bin/kriegsspiel.js', 'play', 'wagram', '--bots', 'random,random'], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.includes('Turn 1/14')) child.kill('SIGINT'); // mid-game: a random Wagram game has some 1,200 actions
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toMatch(/^Interrupted: the game stopped after \d+ actions \(Turn \d+\/14: .*\), before its end: no result\n$/);
    expect(stdout).not.toContain('Result:');
  });

  it('match --workers: the signal terminates the pool\'s threads mid-game; the other games are never played; exit 130', async () => {
    const controller = new AbortController();
    const errors: string[] = [];
    const code = await match({
      scenario: 'skirmish',
      bots: ['random', 'random'],
      games: 1000, // 125 tasks of 8 games on one worker thread
      seed: 1,
      workers: 1,
      print: () => {},
      error: (line) => errors.push(line),
      status: () => controller.abort('interrupted'), // at the first task done
      signal: controller.signal,
    });
    expect(code).toBe(130);
    expect(errors).toEqual(['Interrupted: the match stopped, its worker threads (1) terminated: no summary']);
    expect(seen.closed).toBe(true);
    expect(seen.okAfterClose).toBeLessThanOrEqual(1); // at most the task that was finishing as the pool closed
    expect(seen.ok).toBeLessThan(125);
  }, 60_000);
});
