// Scenarios belong to the ruleset instance: compiled and cached by content hash, saved inline when custom.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRecord, loadRecord, loadState, serializeRecord, serializeState } from 'kriegsspiel';
import { BUILT_IN_MAPS, BUILT_IN_SCENARIOS, createNapoleonAtWar, napoleonAtWar, type NawScenario } from 'kriegsspiel/rulesets/napoleon-at-war';

const SKIRMISH = BUILT_IN_SCENARIOS['skirmish']!;
const ROOT = join(import.meta.dirname, '../..');

function setUp(scenario: string | NawScenario, ruleset = napoleonAtWar) {
  const made = ruleset.setup(scenario, {}, 3);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('scenarios owned by the ruleset instance', () => {
  it('two scenarios with one id never share rules: each state keeps its own turn count', () => {
    const longer: NawScenario = { ...SKIRMISH, turns: SKIRMISH.turns + 4 };
    const custom = setUp(longer);
    const builtIn = setUp('skirmish');
    expect(custom.scenario.id).toBe(builtIn.scenario.id);
    expect(custom.scenario.hash).not.toBe(builtIn.scenario.hash);
    const turnsOf = (state: typeof custom) => {
      const context = napoleonAtWar.contextOf(state);
      return context.ok ? context.context.scenario.turns : -1;
    };
    expect([turnsOf(custom), turnsOf(builtIn)]).toEqual([SKIRMISH.turns + 4, SKIRMISH.turns]);
  });

  it('a state of a scenario this instance never compiled is refused as a value, not a throw', () => {
    const custom = setUp({ ...SKIRMISH, turns: 2 });
    const fresh = createNapoleonAtWar();
    expect(fresh.decision(custom)).toMatchObject({ kind: 'terminal', error: { code: 'unknown-scenario' } });
    expect(fresh.legalActions(custom)).toEqual([]);
    expect(fresh.apply(custom, { type: 'endPhase' })).toMatchObject({ ok: false, violation: { code: 'unknown-scenario' } });
  });

  it('the hash covers the built-in map a scenario names: inline map data with the same content hashes the same', () => {
    const named = setUp('skirmish');
    const inline = setUp({ ...SKIRMISH, map: BUILT_IN_MAPS[SKIRMISH.map as string] as Record<string, unknown> });
    expect(inline.scenario.hash).toBe(named.scenario.hash);
  });

  it('a custom scenario saved in one process loads and plays in another', () => {
    const custom = setUp({ ...SKIRMISH, id: 'ridge', name: 'Ridge', turns: 3 });
    const dir = mkdtempSync(join(tmpdir(), 'kriegsspiel-'));
    const file = join(dir, 'ridge.json');
    writeFileSync(file, serializeState(napoleonAtWar, custom));
    const run = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['test/support/loadAndPlay.ts', file], { cwd: ROOT, encoding: 'utf8' });
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { ok: boolean; scenario: unknown; plies: number; refused: unknown };
    expect(report).toMatchObject({ ok: true, scenario: custom.scenario, plies: 30, refused: null });
  });

  it('loadRecord refuses an inline scenario naming a map that does not exist, with the field path', () => {
    const record = createRecord(napoleonAtWar, { scenario: { ...SKIRMISH, id: 'ridge' }, seed: 1 }, []);
    const broken = { ...JSON.parse(serializeRecord(record)), scenario: { ...SKIRMISH, id: 'ridge', map: 'atlantis' } };
    expect(loadRecord(napoleonAtWar, broken)).toMatchObject({ ok: false, error: { code: 'invalid-scenario', path: 'scenario.map' } });
  });

  it('loadState refuses a unit on hex 99999 and a mustMove naming a missing unit, with the field path', () => {
    const state = setUp('skirmish');
    const save = JSON.parse(serializeState(napoleonAtWar, state)) as { state: typeof state };
    const units = state.units.map((u, i) => (i === 0 ? { ...u, hex: 99_999 } : u));
    expect(loadState(napoleonAtWar, { ...save, state: { ...state, units } })).toMatchObject({ ok: false, error: { code: 'invalid-state', path: 'state.units[0].hex' } });
    expect(loadState(napoleonAtWar, { ...save, state: { ...state, mustMove: 'nobody' } })).toMatchObject({ ok: false, error: { code: 'invalid-state', path: 'state.mustMove' } });
    expect(loadState(napoleonAtWar, { ...save, state: { ...state, rng: [0, 0, 0, 0] } })).toMatchObject({ ok: false, error: { code: 'invalid-state', path: 'state.rng' } });
  });

  it('setup reports an unknown scenario named like a prototype key as unknown, not malformed', () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect(napoleonAtWar.setup(name)).toMatchObject({ ok: false, violation: { code: 'unknown-scenario' } });
    }
  });
});
