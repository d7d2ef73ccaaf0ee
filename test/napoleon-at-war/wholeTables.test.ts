// Options are validated as whole tables (NAW 7.6 CRT, NAW 9.0 TEC) at compile, setup and load, naming the field, and
// they layer by a documented rule: the terrain chart merges by key, everything else is replaced whole.
import { describe, expect, it } from 'vitest';
import { loadState, serializeState } from 'kriegsspiel';
import { BUILT_IN_SCENARIOS, DEFAULT_OPTIONS, NAW_CRT, NAW_TERRAIN, layerOptions, napoleonAtWar, type NawCrt } from 'kriegsspiel/rulesets/napoleon-at-war';

const SKIRMISH = BUILT_IN_SCENARIOS['skirmish']!;
const mutable = (crt: NawCrt) => ({ dieFaces: [...crt.dieFaces], columns: crt.columns.map((c) => ({ ...c })), rows: crt.rows.map((r) => [...r]) });
const raggedCrt = () => ({ ...mutable(NAW_CRT), rows: NAW_CRT.rows.map((row, i) => (i === 3 ? row.slice(1) : [...row])) });
const messageOf = (made: { ok: boolean; violation?: { message: string } }): string => (made.ok ? 'ok' : made.violation!.message);

describe('NAW 7.6: the CRT is checked as a whole', () => {
  it('die faces out of order, columns not in increasing odds and two columns of one label are refused at setup', () => {
    const faces = { ...mutable(NAW_CRT), dieFaces: [1, 3, 2, 4, 5, 6] };
    expect(messageOf(napoleonAtWar.setup('skirmish', { crt: faces }))).toMatch(/^options\.crt\.dieFaces\[2\]: 2 is not above/);
    const columns = mutable(NAW_CRT);
    [columns.columns[2], columns.columns[3]] = [columns.columns[3]!, columns.columns[2]!];
    expect(messageOf(napoleonAtWar.setup('skirmish', { crt: columns }))).toMatch(/^options\.crt\.columns\[3\]: "1-3" is not better odds than "1-2"/);
    const labels = mutable(NAW_CRT);
    labels.columns[4]!.label = '1-2';
    expect(messageOf(napoleonAtWar.setup('skirmish', { crt: labels }))).toMatch(/^options\.crt\.columns\[4\]\.label: "1-2" names two columns/);
  });

  it("a scenario's own ragged CRT is refused when the scenario is compiled, naming the scenario's field", () => {
    const made = napoleonAtWar.setup({ ...SKIRMISH, id: 'ragged', options: { crt: raggedCrt() } });
    expect(made).toMatchObject({ ok: false, violation: { code: 'invalid-scenario', message: 'scenario.options.crt.rows[3]: 9 results for 10 columns' } });
  });

  it('a saved state whose CRT is ragged is refused on load, naming the row', () => {
    const made = napoleonAtWar.setup('skirmish');
    if (!made.ok) throw new Error(made.violation.message);
    const broken = { ...made.state, options: { ...made.state.options, crt: raggedCrt() } };
    const loaded = loadState(napoleonAtWar, serializeState(napoleonAtWar, broken));
    expect(loaded).toMatchObject({ ok: false, error: { path: 'state.options.crt.rows[3]' } });
  });
});

describe('NAW 9.0: the terrain chart is checked against the map', () => {
  it('a custom map terrain the chart lacks is refused at setup, not played as clear terrain', () => {
    const compiled = napoleonAtWar.compile('skirmish');
    if (!compiled.ok) throw new Error(compiled.violation.message);
    const context = napoleonAtWar.contextOf({ scenario: compiled.ref });
    if (!context.ok) throw new Error(context.violation.message);
    const source = context.context.map.source;
    const custom = { ...source, id: 'volcanic', terrainTypes: [...source.terrainTypes, 'volcano'], terrain: { ...source.terrain, volcano: ['0101'] } };
    const made = napoleonAtWar.setup({ ...SKIRMISH, id: 'volcanic', map: custom });
    expect(messageOf(made)).toBe('options.terrain: the map uses "volcano", which the chart lacks');
    const charted = napoleonAtWar.setup({ ...SKIRMISH, id: 'volcanic', map: custom }, { terrain: { volcano: { cost: null, roadOnly: false, defense: 1, blocksLineOfSight: true } } });
    expect(charted.ok).toBe(true);
  });

  it('a unit deployed on terrain the options prohibit is refused at setup, naming the unit (not on load)', () => {
    const prohibited = { terrain: { forest: { ...NAW_TERRAIN['forest']!, cost: null } } }; // A3 deploys in forest 1003
    expect(messageOf(napoleonAtWar.setup('skirmish', prohibited))).toBe('scenario.units[8].hex: A3 deploys in 1003, prohibited terrain under these options');
  });

  it('costs: entry costs are multiples of 1/2 from 1/2, added costs from 0 (1e-300 and 0.25 are not multiples of 1/2)', () => {
    const costs = (change: Partial<typeof DEFAULT_OPTIONS.hexsideCosts>) => ({ hexsideCosts: { ...DEFAULT_OPTIONS.hexsideCosts, ...change } });
    expect(messageOf(napoleonAtWar.setup('skirmish', costs({ road: 0 })))).toMatch(/^options\.hexsideCosts\.road: /);
    expect(messageOf(napoleonAtWar.setup('skirmish', costs({ stream: 1e-300 })))).toMatch(/^options\.hexsideCosts\.stream: expected a multiple of 0\.5$/);
    expect(messageOf(napoleonAtWar.setup('skirmish', costs({ slope: 0.25 })))).toMatch(/^options\.hexsideCosts\.slope: /);
    expect(napoleonAtWar.setup('skirmish', costs({ stream: 0, slope: 0 })).ok).toBe(true);
    const freeClear = { terrain: { clear: { ...NAW_TERRAIN['clear']!, cost: 0 } } };
    expect(messageOf(napoleonAtWar.setup('skirmish', freeClear))).toMatch(/^options\.terrain\.clear\.cost: /);
  });
});

describe('options layer by a documented rule (NAW 11.0: exclusive rules amend the standard rules)', () => {
  it('the terrain chart merges by key through every layer; each entry and every other option is replaced whole', () => {
    const layered = layerOptions(
      DEFAULT_OPTIONS,
      { terrain: { forest: { ...NAW_TERRAIN['forest']!, cost: 3 } }, hexsideCosts: { road: 1, trail: 1, stream: 1, slope: 0 } },
      { terrain: { town: { ...NAW_TERRAIN['town']!, defense: 3 } } },
    );
    expect(layered.terrain['forest']!.cost).toBe(3); // the scenario's layer
    expect(layered.terrain['town']!.defense).toBe(3); // the caller's layer
    expect(layered.terrain['clear']).toEqual(NAW_TERRAIN['clear']); // published, kept
    expect(layered.hexsideCosts).toEqual({ road: 1, trail: 1, stream: 1, slope: 0 }); // replaced whole
    expect(layered.crt).toBe(NAW_CRT);
  });

  it('through setup: a scenario that amends forest and a caller who amends town keep every other published entry', () => {
    const made = napoleonAtWar.setup({ ...SKIRMISH, id: 'amended', options: { terrain: { forest: { ...NAW_TERRAIN['forest']!, cost: 3 } } } }, { terrain: { town: { ...NAW_TERRAIN['town']!, cost: 2 } } });
    if (!made.ok) throw new Error(made.violation.message);
    expect([made.state.options.terrain['forest']!.cost, made.state.options.terrain['town']!.cost]).toEqual([3, 2]);
    expect(made.state.options.terrain['rough']).toEqual(NAW_TERRAIN['rough']);
  });
});
