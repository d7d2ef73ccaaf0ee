// Options are validated as whole tables at setup, and a chart keyed by name merges by key.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, NAW_CRT, NAW_TERRAIN, napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

describe('Napoleon at War options as whole tables', () => {
  it('NAW 7.6: a ragged CRT is refused at setup, naming the row (not at the first combat on the short column)', () => {
    const ragged = { ...NAW_CRT, rows: NAW_CRT.rows.map((row, i) => (i === 3 ? row.slice(0, -1) : row)) };
    expect(napoleonAtWar.setup('skirmish', { crt: ragged })).toMatchObject({ ok: false, violation: { code: 'bad-options', message: expect.stringMatching(/^options\.crt\.rows\[3\]: 9 results for 10 columns/) } });
    const short = { ...NAW_CRT, rows: NAW_CRT.rows.slice(1) };
    expect(napoleonAtWar.setup('skirmish', { crt: short })).toMatchObject({ ok: false, violation: { message: expect.stringMatching(/^options\.crt\.rows: 5 rows for 6 die faces/) } });
  });

  it('NAW 9.0: overriding one terrain keeps the others (the chart merges by key)', () => {
    const made = napoleonAtWar.setup('skirmish', { terrain: { forest: { ...NAW_TERRAIN['forest']!, cost: 3 } } });
    if (!made.ok) throw new Error(made.violation.message);
    expect(made.state.options.terrain['forest']!.cost).toBe(3);
    expect(made.state.options.terrain['town']).toEqual(NAW_TERRAIN['town']);
    expect(Object.keys(made.state.options.terrain).sort()).toEqual(Object.keys(DEFAULT_OPTIONS.terrain).sort());
  });

  it('NAW 9.0: a state whose chart lacks a terrain the map uses is refused on load, naming the field', () => {
    const made = napoleonAtWar.setup('skirmish');
    if (!made.ok) throw new Error(made.violation.message);
    const { clear: _clear, ...withoutClear } = made.state.options.terrain;
    const broken = { ...made.state, options: { ...made.state.options, terrain: withoutClear } };
    expect(napoleonAtWar.validate(broken)).toMatchObject({ message: expect.stringMatching(/^options\.terrain: the map uses "clear"/) });
  });
});
