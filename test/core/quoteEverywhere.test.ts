// Errors quote input safely (issue 8): every message that names user input goes through `quote`, so a megabyte of
// input gives a line under 300 characters and no control character reaches a terminal raw.
import { describe, expect, it } from 'vitest';
import { createRecord, describeIssues, loadRecord, quote, replay, serializeRecord } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { parseBots } from '../../src/cli/parseBots.js';

const HOSTILE = `\u001b[31m\u009b2J\u202e${'x'.repeat(1024 * 1024)}`;
/** Raw control characters of any kind (C0, DEL, C1, separators, bidi controls). */
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

function expectSafe(message: string): void {
  expect(message.length).toBeLessThan(300);
  expect(message).not.toMatch(RAW_CONTROL);
}

describe('quote', () => {
  it('escapes C1 controls, DEL, line separators and bidi controls that JSON leaves raw', () => {
    expect(quote('a\u009bb\u007fc\u2028d\u202ee')).toBe('"a\\u009bb\\u007fc\\u2028d\\u202ee"');
    expect(quote('\u001b[31m')).toBe('"\\u001b[31m"');
  });

  it('cuts at 60 characters without splitting a character in two', () => {
    const cut = quote(`${'x'.repeat(59)}😀😀`);
    expect(cut).toBe(`"${'x'.repeat(59)}…"`);
    expect(quote('é'.repeat(1e6)).length).toBeLessThan(80);
  });
});

describe('messages that quote input', () => {
  it('a 1 MB scenario id, unit id or unknown option key gives a short, escaped error', () => {
    const unknown = napoleonAtWar.setup(HOSTILE);
    expect(unknown).toMatchObject({ ok: false, violation: { code: 'unknown-scenario' } });
    if (!unknown.ok) expectSafe(unknown.violation.message);
    const made = napoleonAtWar.setup('skirmish', { [HOSTILE]: 1 } as never);
    expect(made.ok).toBe(false);
    if (!made.ok) expectSafe(made.violation.message);
    expectSafe(describeIssues([{ path: [HOSTILE, 'x'], message: 'bad' }]));
  });

  it('an action naming a 1 MB or hostile unit is refused with a short, escaped message', () => {
    const made = napoleonAtWar.setup('skirmish', {}, 1);
    if (!made.ok) throw new Error(made.violation.message);
    for (const unit of [HOSTILE, '\u001b[2JF9']) {
      const refused = napoleonAtWar.check(made.state, { type: 'move', unit, to: '0505' });
      expect(refused).not.toBeNull();
      expectSafe(refused!.message);
    }
  });

  it('a record with a hostile unknown key, ruleset or scenario id loads or replays to a short, escaped error', () => {
    const record = createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 1 }, []);
    const text = serializeRecord(record);
    const unknownKey = loadRecord(napoleonAtWar, text.replace('{', `{${JSON.stringify(HOSTILE)}:1,`));
    expect(unknownKey.ok).toBe(false);
    if (!unknownKey.ok) expectSafe(unknownKey.error.message);
    const wrongRuleset = replay(napoleonAtWar, { ...record, ruleset: HOSTILE });
    expect(wrongRuleset.ok).toBe(false);
    if (!wrongRuleset.ok) expectSafe(wrongRuleset.error.violation.message);
  });

  it('the command line quotes an unknown bot name', () => {
    const problem = parseBots(`greedy,${HOSTILE}`);
    expect(typeof problem).toBe('string');
    expectSafe(problem as string);
  });
});
