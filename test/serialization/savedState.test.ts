import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadState } from '../../src/serialization/loadState.js';
import { serializeState, STATE_FORMAT, STATE_FORMAT_VERSION, STATE_MIGRATIONS } from '../../src/serialization/savedState.js';
import { defineRuleset } from '../../src/core/defineRuleset.js';
import { diceDefinition, diceGame, diceGameNoMigration } from './diceGame.js';
import { arbPlay } from './playDice.js';

function started() {
  const made = diceGame.setup('standard', {}, 42);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('serializeState / loadState', () => {
  it('writes the documented envelope', () => {
    const state = started();
    expect(JSON.parse(serializeState(diceGame, state))).toEqual({
      format: 'kriegsspiel/state',
      formatVersion: 2,
      ruleset: 'dice-race',
      rulesetVersion: '1.0.0',
      scenario: state.scenario,
      state,
    });
  });

  it('round-trips every state of seeded games, which then play on identically', () => {
    fc.assert(
      fc.property(arbPlay(), (play) => {
        for (const [i, state] of play.states.entries()) {
          const text = serializeState(diceGame, state);
          const fromText = loadState(diceGame, text);
          const fromValue = loadState(diceGame, JSON.parse(text));
          expect(fromText).toEqual({ ok: true, state });
          expect(fromValue).toEqual({ ok: true, state });
          const next = play.actions[i];
          if (next !== undefined && fromText.ok) {
            const again = diceGame.apply(fromText.state, next);
            expect(again.ok && again.state).toEqual(play.states[i + 1]);
            expect(again.ok && again.events).toEqual(play.events[i]);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses bad JSON, other formats, newer format versions and other rulesets', () => {
    const text = serializeState(diceGame, started());
    const doc = JSON.parse(text) as Record<string, unknown>;
    expect(loadState(diceGame, text.slice(0, 20))).toMatchObject({ ok: false, error: { code: 'bad-json', path: '(root)' } });
    expect(loadState(diceGame, '[1]')).toMatchObject({ ok: false, error: { code: 'wrong-format', path: '(root)' } });
    expect(loadState(diceGame, { ...doc, format: 'kriegsspiel/record' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-format', path: 'format', message: 'format: expected "kriegsspiel/state", received "kriegsspiel/record"' },
    });
    expect(loadState(diceGame, { ...doc, formatVersion: 3 })).toMatchObject({ ok: false, error: { code: 'format-version', path: 'formatVersion' } });
    expect(loadState(diceGame, { ...doc, ruleset: 'chess' })).toMatchObject({ ok: false, error: { code: 'wrong-ruleset', path: 'ruleset' } });
    const { state: _, ...noState } = doc;
    expect(loadState(diceGame, noState)).toMatchObject({ ok: false, error: { code: 'invalid-envelope', path: 'state' } });
  });

  it('names the field path of an invalid state', () => {
    const doc = JSON.parse(serializeState(diceGame, started())) as { state: Record<string, unknown> };
    const bad = { ...doc, state: { ...doc.state, scores: { red: 'three', blue: 0 } } };
    const loaded = loadState(diceGame, bad);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'invalid-state', path: 'state.scores.red' } });
    expect(!loaded.ok && loaded.error.message).toMatch(/^state\.scores\.red: /);
  });

  it('migrates states of another ruleset version through migrateState, or refuses them', () => {
    const { scores, ...rest } = started();
    const old = { format: STATE_FORMAT, formatVersion: STATE_FORMAT_VERSION, ruleset: 'dice-race', rulesetVersion: '0.9.0', scenario: rest.scenario, state: { ...rest, points: scores } };
    expect(loadState(diceGame, JSON.stringify(old))).toEqual({ ok: true, state: started() });
    expect(loadState(diceGameNoMigration, old)).toMatchObject({ ok: false, error: { code: 'ruleset-version', path: 'rulesetVersion' } });
    expect(loadState(diceGame, { ...old, rulesetVersion: '0.1.0' })).toMatchObject({
      ok: false,
      error: { code: 'migration-failed', path: 'state', message: 'state: migrating from ruleset version "0.1.0" failed: unknown version 0.1.0' },
    });
    const wrongShape = { ...old, state: { ...rest, points: { red: 1 } } };
    expect(loadState(diceGame, wrongShape)).toMatchObject({ ok: false, error: { code: 'invalid-state', path: 'state.scores.blue' } });
  });

  it('refuses format 1 (kriegsspiel 0.1) with the reason, and runs injected format migrations', () => {
    expect(Object.keys(STATE_MIGRATIONS)).toEqual(['1']);
    const current = JSON.parse(serializeState(diceGame, started())) as Record<string, unknown>;
    const { state, ...envelope } = current;
    const v1 = { ...envelope, formatVersion: 1, game: state };
    const refused = loadState(diceGame, v1);
    expect(refused).toMatchObject({ ok: false, error: { code: 'format-version', path: 'formatVersion' } });
    expect(!refused.ok && refused.error.message).toMatch(/no longer read: .*content hash/);
    const migrations = { 1: (old: unknown) => { const { game, ...o } = old as Record<string, unknown>; return { ...o, formatVersion: 2, state: game }; } };
    expect(loadState(diceGame, v1, { migrations })).toEqual({ ok: true, state: started() });
  });

  it('refuses a save naming an unknown scenario, or one whose content no longer matches its hash', () => {
    const doc = JSON.parse(serializeState(diceGame, started())) as { scenario: { id: string; hash: string } };
    expect(loadState(diceGame, { ...doc, scenario: { ...doc.scenario, id: 'waterloo' } })).toMatchObject({ ok: false, error: { code: 'unknown-scenario', path: 'scenario' } });
    expect(loadState(diceGame, { ...doc, scenario: { ...doc.scenario, hash: '0'.repeat(26) } })).toMatchObject({ ok: false, error: { code: 'scenario-hash', path: 'scenario.hash' } });
  });

  it('a custom scenario travels inline: its save loads and plays in a fresh ruleset instance', () => {
    const custom = { id: 'standard', name: 'Longer', target: 40, maxPlies: 20, first: 'blue' as const };
    const made = diceGame.setup(custom, {}, 5);
    if (!made.ok) throw new Error(made.violation.message);
    const text = serializeState(diceGame, made.state);
    expect((JSON.parse(text) as { scenario: { data?: unknown } }).scenario.data).toEqual(custom);
    const fresh = defineRuleset(diceDefinition);
    const loaded = loadState(fresh, text);
    expect(loaded).toEqual({ ok: true, state: made.state });
    if (!loaded.ok) return;
    expect(fresh.decision(loaded.state)).toEqual({ kind: 'side', side: 'blue', step: 'choose' });
    expect(fresh.apply(loaded.state, { type: 'stop' }).ok).toBe(true);
    // Same id as the built-in, other content: the two never share rules.
    const builtIn = diceGame.setup('standard', {}, 5);
    expect(builtIn.ok && builtIn.state.scenario.hash).not.toBe(made.state.scenario.hash);
  });
});
