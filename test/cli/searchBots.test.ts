// The searching bots on the command line: `--bots mcts,greedy` and `ismcts`, with their budget as options.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseBudget } from '../../src/cli/parseBots.js';

const ROOT = new URL('../..', import.meta.url).pathname;

function cli(...args: string[]): { code: number | null; lines: string[]; stderr: string } {
  const run = spawnSync(`${ROOT}node_modules/.bin/tsx`, ['src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { code: run.status, lines: run.stdout.trimEnd().split('\n'), stderr: run.stderr };
}

describe('kriegsspiel match with mcts and ismcts', () => {
  it('plays mcts against ismcts on the skirmish with an iteration budget', () => {
    const args = ['match', 'skirmish', '--bots', 'mcts,ismcts', '--iterations', '4', '--games', '1', '--seed', '3', '--json'];
    const run = cli(...args);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.lines.at(-1)!) as { games: number; wins: Record<string, number>; draws: number };
    expect(Object.keys(summary.wins)).toEqual(['mcts', 'ismcts']);
    expect(summary.wins.mcts! + summary.wins.ismcts! + summary.draws).toBe(1);
  });

  it('names the bad budget flag, and lists the searching bots in the help', () => {
    const bad = cli('match', 'skirmish', '--bots', 'mcts,greedy', '--iterations', 'lots');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--iterations: expected a whole number of 1 or more');
    expect(parseBudget(undefined, '0')).toBe('--time-ms: expected a whole number of 1 or more, got "0"');
    expect(parseBudget('50', '1000')).toEqual({ iterations: 50, timeMs: 1000 });
    const help = cli('--help');
    expect(help.lines.join('\n')).toMatch(/Bots: random, greedy, mcts, ismcts/);
    expect(help.lines.join('\n')).toContain('--time-ms N');
  });
});
