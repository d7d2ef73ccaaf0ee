// The command line end to end, as CI and pipes see it: stdout is not a terminal, so plain lines only.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'kriegsspiel-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `tsx src/cli/main.ts ...args` with stdout piped (not a terminal). */
function cli(...args: string[]): { code: number | null; lines: string[]; stdout: string } {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: run.status, stdout: run.stdout, lines: run.stdout.trimEnd().split('\n') };
}

/** The grades of Wagram 17.22, or the reason when the French fall under 75 VP with a ratio that grades nothing (17.21). */
const GRADE = '( (decisive|substantial|marginal)| victory: French forfeit under 75 VP)?';

describe('kriegsspiel play, piped', () => {
  it('plays a full game of Wagram: phase lines, the record named, one Result line last, no escape codes', () => {
    const record = join(dir, 'wagram-42.json');
    const run = cli('play', 'wagram', '--seed', '42', '--record', record);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('\u001b');
    expect(run.lines).toContain('Turn 1/14: French movement');
    expect(run.lines).toContain('Turn 14/14: Austrian combat');
    expect(run.lines.filter((line) => line.startsWith('Result:'))).toHaveLength(1);
    expect(run.lines.at(-1)).toMatch(new RegExp(`^Result: ((French|Austrian)${GRADE}|draw) \\(French \\d+ VP, Austrian \\d+ VP\\)$`));
    expect(run.lines.at(-2)).toMatch(new RegExp(`^Record written to ${record} \\(\\d+ actions\\)$`));

    const replayed = cli('replay', record);
    expect(replayed.code).toBe(0);
    expect(replayed.lines).toEqual([expect.stringMatching(/^Replayed \d+ actions of Wagram, 5-6 July 1809 \(14 game-turns\): every action legal$/), run.lines.at(-1)]);
  });

  it('MiB: plays a full random game of Aspern-Essling with turn and event lines, one Result line in army morale, and replays it', () => {
    const record = join(dir, 'aspern-5.json');
    const run = cli('play', 'aspern', '--seed', '5', '--bots', 'random,random', '--record', record);
    expect(run.code).toBe(0);
    expect(run.lines).toContain('Turn 1/27 (21 May 14:00): French orders');
    expect(run.lines).toContain('Turn 2/27 (21 May 15:00)');
    expect(run.lines.some((line) => line.startsWith('  chit: '))).toBe(true);
    expect(run.lines.filter((line) => line.startsWith('Result:'))).toHaveLength(1);
    expect(run.lines.at(-1)).toMatch(/^Result: (French victory|Austrian victory|draw): (the|neither|both) .+ \(French -?\d+ army morale, Austrian -?\d+ army morale\)$/); // every MiB end has a reason
    const replayed = cli('replay', record);
    expect(replayed.code).toBe(0);
    expect(replayed.lines[0]).toMatch(/^Replayed \d+ actions of Aspern-Essling, 21-22 May 1809 \(reconstructed\) \(27 turns\): every action legal$/);
  });

  it('match ends with one JSON line of games, wins by bot, draws and mean plies', () => {
    const run = cli('match', 'skirmish', '--bots', 'greedy,random', '--games', '2', '--seed', '7', '--json');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('\u001b');
    const summary = JSON.parse(run.lines.at(-1)!) as { games: number; wins: Record<string, number>; draws: number; meanPlies: number };
    expect(Object.keys(summary)).toEqual(['games', 'wins', 'draws', 'meanPlies']);
    expect(summary.games).toBe(2);
    expect(Object.keys(summary.wins)).toEqual(['greedy', 'random']);
    expect(summary.wins.greedy! + summary.wins.random! + summary.draws).toBe(2);
  });

  it('match --workers N plays the games on N worker threads with output identical, line for line, for any N and without workers', () => {
    const args = ['match', 'skirmish', '--bots', 'greedy,random', '--games', '3', '--seed', '11'];
    const here = cli(...args);
    expect(here.code).toBe(0);
    expect(here.lines.filter((line) => line.startsWith('Game '))).toHaveLength(3);
    for (const workers of ['1', '2', '3']) {
      const pooled = cli(...args, '--workers', workers);
      expect(pooled.code).toBe(0);
      expect(pooled.stdout).toBe(here.stdout);
    }
  }, 300_000); // four processes, six worker threads, each loading the engine through tsx: slow on a busy machine

  it('refuses --workers that is not a whole number of at least 1, with exit code 2', () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/main.ts', 'match', 'skirmish', '--workers', '0'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--workers: expected a whole number of at least 1, got "0"');
  });

  it('refuses an unknown bot with a message and exit code 2', () => {
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/main.ts', 'play', 'wagram', '--bots', 'greedy,nobody'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--bots: unknown bot "nobody"');
  });
});
