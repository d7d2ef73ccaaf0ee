import { describe, expect, it } from 'vitest';
import { createTaskRunner } from '../../../src/bots/poolWorker.js';

const NAW = { module: 'kriegsspiel/rulesets/napoleon-at-war', export: 'napoleonAtWar' };
const FIXTURES = new URL('./poolFixtures.ts', import.meta.url).href;
const specs = [{ scenario: 'skirmish', seed: 2, bots: ['random', 'random'] }] as const;

describe('createTaskRunner (what a pool worker runs)', () => {
  it('plays the same games and calls the same function when the ruleset and the function come from its cache', async () => {
    const run = createTaskRunner();
    const first = await run({ kind: 'games', ruleset: NAW, specs });
    expect(first.ok).toBe(true);
    expect(await run({ kind: 'games', ruleset: NAW, specs })).toEqual(first);
    const call = { kind: 'call', task: { module: FIXTURES, export: 'firstDecision' }, input: 4 } as const;
    const answer = await run(call);
    expect(answer).toMatchObject({ ok: true, value: { seed: 4 } });
    expect(await run(call)).toEqual(answer);
  });

  it('keeps only what it found: a missing export fails again, and a ruleset source is not taken for a registry source', async () => {
    const run = createTaskRunner();
    const missing = { kind: 'games', ruleset: { ...NAW, export: 'noSuchRuleset' }, specs } as const;
    expect(await run(missing)).toMatchObject({ ok: false, violation: { code: 'export-not-found' } });
    expect(await run(missing)).toMatchObject({ ok: false, violation: { code: 'export-not-found' } });
    expect(await run({ kind: 'games', ruleset: { module: FIXTURES, export: 'registry', id: 'napoleon-at-war' }, specs })).toMatchObject({ ok: true });
    expect(await run({ kind: 'games', ruleset: { module: FIXTURES, export: 'registry', id: 'chess' }, specs })).toMatchObject({ ok: false, violation: { code: 'unknown-ruleset' } });
    expect(await run({ kind: 'call', task: { module: FIXTURES, export: 'registry' }, input: 1 })).toMatchObject({ ok: false, violation: { code: 'not-a-function' } });
  });
});
