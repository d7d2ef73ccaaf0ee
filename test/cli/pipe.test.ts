// Output piped to a reader that stops early (`kriegsspiel play wagram | head -2`) ends quietly: no EPIPE stack
// trace, exit 0, and the game stops instead of playing on for nobody.
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;

it('a closed stdout stops play quietly: nothing on stderr, exit 0', async () => {
  const child = spawn(process.execPath, ['bin/kriegsspiel.js', 'play', 'wagram', '--bots', 'random,random'], { cwd: ROOT });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk));
  child.stdout.once('data', () => child.stdout.destroy()); // as `head -1` does after its line
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
