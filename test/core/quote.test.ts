// Errors quote input safely: cut short, control characters escaped, whatever the input.
import { describe, expect, it } from 'vitest';
import { loadState, quote } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

describe('quote and the messages that quote input', () => {
  it('cuts long input and escapes control characters', () => {
    expect(quote('x'.repeat(1_000_000)).length).toBeLessThan(80);
    expect(quote('\u001b[31mred')).toBe('"\\u001b[31mred"');
    expect(quote(undefined)).toBe('undefined');
    expect(quote({ a: 1 })).toBe('an object');
  });

  it('a 100 MB format tag or ruleset name in a saved file gives a short error line with no raw control bytes', () => {
    const big = `\u001b[2J${'y'.repeat(100 * 1024 * 1024)}`;
    for (const doc of [{ format: big }, { format: 'kriegsspiel/state', formatVersion: 2, ruleset: big }]) {
      const loaded = loadState(napoleonAtWar, doc);
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) {
        expect(loaded.error.message.length).toBeLessThan(300);
        expect(loaded.error.message).not.toMatch(/[\u0000-\u001f]/);
      }
    }
  });

  it('setup of a scenario named with control bytes quotes it escaped', () => {
    const made = napoleonAtWar.setup('\u001b[31mwaterloo');
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.violation.message).not.toMatch(/[\u0000-\u001f]/);
  });
});
