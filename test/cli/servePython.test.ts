// The Python examples (examples/python/, standard library only) against `kriegsspiel serve` from the sources.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const HAS_PYTHON = spawnSync('python3', ['--version']).status === 0;
const SKIPPED = HAS_PYTHON ? '' : ' (skipped: python3 is not on PATH)';

/** Runs a Python example with the server started from the sources (never a stale dist/ build). */
function python(script: string, ...args: string[]): { code: number | null; lines: string[]; stderr: string } {
  const env = { ...process.env, KRIEGSSPIEL_CMD: `'${join(ROOT, 'node_modules/.bin/tsx')}' src/cli/main.ts serve` };
  const run = spawnSync('python3', [join(ROOT, 'examples/python', script), ...args], { cwd: ROOT, encoding: 'utf8', env });
  return { code: run.status, lines: run.stdout.trimEnd().split('\n'), stderr: run.stderr };
}

describe('examples/python through kriegsspiel serve', () => {
  // The README's Wagram game is played by .ci/run against the build; here the small skirmish keeps the suite short.
  it.skipIf(!HAS_PYTHON)(`random_game.py plays a random skirmish game to its end and prints one Result line last${SKIPPED}`, () => {
    const run = python('random_game.py', '--seed', '1', '--scenario', 'skirmish');
    expect(run.stderr).not.toMatch(/Traceback/);
    expect(run.code).toBe(0);
    expect(run.lines[0]).toMatch(/^skirmish, seed 1, random against random \(kriegsspiel [\w.-]+, protocol 1\)$/);
    expect(run.lines.filter((line) => line.startsWith('Result:'))).toHaveLength(1);
    expect(run.lines.at(-1)).toMatch(/^Result: .+ \(French \d+ VP, Allied \d+ VP\)$/);
  }, 600_000);

  it.skipIf(!HAS_PYTHON)(`aec_demo.py runs the AEC loop: every agent leaves after its truncation${SKIPPED}`, () => {
    const run = python('aec_demo.py', '--seed', '3', '--max-steps', '12');
    expect(run.stderr).not.toMatch(/Traceback/);
    expect(run.code).toBe(0);
    expect(run.lines[0]).toMatch(/^agents \['french', 'coalition'\], Discrete\(\d+\), Box\(shape=\(\d+,\)\)$/);
    expect(run.lines.filter((line) => / truncated$/.test(line)).sort()).toEqual(['coalition: reward 0, truncated', 'french: reward 0, truncated']);
    expect(run.lines.at(-1)).toBe('12 steps; truncated before the end');
  }, 300_000);
});
