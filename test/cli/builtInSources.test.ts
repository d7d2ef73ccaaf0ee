import { describe, expect, it } from 'vitest';
import { loadRuleset } from 'kriegsspiel/pool';
import { BUILT_IN_SOURCES, BUILT_INS } from '../../src/cli/builtIns.js';

describe('BUILT_IN_SOURCES', () => {
  it('names, for every built-in ruleset, a module and export that load the ruleset of that id (what pool workers import)', async () => {
    expect(Object.keys(BUILT_IN_SOURCES).sort()).toEqual(BUILT_INS.rulesets.map((r) => r.id).sort());
    for (const ruleset of BUILT_INS.rulesets) {
      const loaded = await loadRuleset(BUILT_IN_SOURCES[ruleset.id]!);
      expect(loaded.ok && loaded.ruleset.id).toBe(ruleset.id);
    }
  });
});
