// Progress output: a live status line on a terminal only; plain lines without escape codes anywhere else.
import { describe, expect, it } from 'vitest';
import { createProgress, type OutputStream } from '../../src/cli/progress.js';

const ESC = '\u001b';

function capture(isTTY: boolean): OutputStream & { readonly text: () => string } {
  const chunks: string[] = [];
  return { isTTY, columns: 60, write: (chunk: string) => chunks.push(chunk) > 0, text: () => chunks.join('') };
}

describe('createProgress', () => {
  it('writes plain lines and never the status line when the stream is not a terminal', () => {
    const out = capture(false);
    const progress = createProgress(out, 0);
    progress.print('Turn 1/14: French movement');
    progress.status(() => 'ply 1');
    progress.print('Result: draw (French 0 VP, Austrian 0 VP)');
    progress.done();
    expect(out.text()).toBe('Turn 1/14: French movement\nResult: draw (French 0 VP, Austrian 0 VP)\n');
    expect(out.text()).not.toContain(ESC);
  });

  it('does not even build the status text off a terminal', () => {
    const progress = createProgress(capture(false), 0);
    const build = (): string => {
      throw new Error('built');
    };
    expect(() => progress.status(build)).not.toThrow();
  });

  it('redraws the status line in place on a terminal, below the permanent lines, and clears it when done', () => {
    const out = capture(true);
    const progress = createProgress(out, 0);
    progress.status(() => 'ply 1');
    progress.print('Turn 1/14: French combat');
    progress.status(() => 'ply 2');
    progress.done();
    const text = out.text();
    expect(text).toContain(ESC);
    expect(text.indexOf('ply 1')).toBeLessThan(text.indexOf('Turn 1/14: French combat'));
    expect(text.lastIndexOf('ply 1')).toBeGreaterThan(text.indexOf('Turn 1/14: French combat')); // drawn again below
    expect(text.indexOf('ply 2')).toBeGreaterThan(text.lastIndexOf('ply 1'));
  });

  it('cuts the status line to the terminal width, so it never wraps', () => {
    const out = capture(true);
    createProgress(out, 0).status(() => 'x'.repeat(200));
    expect(out.text()).toContain('x'.repeat(59));
    expect(out.text()).not.toContain('x'.repeat(60));
  });

  it('draws the status line at most once per interval', () => {
    const out = capture(true);
    const progress = createProgress(out, 60_000);
    progress.status(() => 'first');
    progress.status(() => 'second');
    expect(out.text()).toContain('first');
    expect(out.text()).not.toContain('second');
  });
});
