import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game.js';
import { createRecord, RECORD_MIGRATIONS, serializeRecord } from '../../src/serialization/gameRecord.js';
import { loadRecord } from '../../src/serialization/loadRecord.js';
import { recordFromGame } from '../../src/serialization/recordFromGame.js';
import { diceGame } from './diceGame.js';
import { arbPlay, playDice } from './playDice.js';

describe('createRecord / serializeRecord / loadRecord', () => {
  it('fills setup defaults and writes the documented fields in order', () => {
    const record = createRecord(diceGame, { scenario: 'standard' }, [{ type: 'stop' }]);
    expect(Object.keys(JSON.parse(serializeRecord(record)) as object)).toEqual([
      'format', 'formatVersion', 'ruleset', 'rulesetVersion', 'scenario', 'scenarioHash', 'options', 'seed', 'chanceMode', 'actions',
    ]);
    const compiled = diceGame.compile('standard');
    expect(record).toEqual({
      format: 'kriegsspiel/record',
      formatVersion: 2,
      ruleset: 'dice-race',
      rulesetVersion: '1.0.0',
      scenario: 'standard',
      scenarioHash: compiled.ok ? compiled.ref.hash : 'none',
      options: {},
      seed: 0,
      chanceMode: 'auto',
      actions: [{ type: 'stop' }],
    });
  });

  it('round-trips records of seeded games in both chance modes', () => {
    fc.assert(
      fc.property(arbPlay(), (play) => {
        const record = createRecord(diceGame, play.setup, play.actions);
        if (play.setup.chanceMode === 'auto') expect(play.actions.some((a) => a.type === 'chance')).toBe(false);
        expect(loadRecord(diceGame, serializeRecord(record))).toEqual({ ok: true, record });
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a record whose scenario content changed since (a hash mismatch), and inline scenarios that do not compile', () => {
    const record = createRecord(diceGame, { scenario: { id: 'mine', name: 'Mine', target: 12, maxPlies: 8, first: 'red' } }, [{ type: 'stop' }]);
    expect(loadRecord(diceGame, serializeRecord(record)).ok).toBe(true);
    const edited = { ...record, scenario: { id: 'mine', name: 'Mine', target: 13, maxPlies: 8, first: 'red' } };
    expect(loadRecord(diceGame, edited)).toMatchObject({ ok: false, error: { code: 'scenario-hash', path: 'scenarioHash' } });
    expect(loadRecord(diceGame, { ...record, scenario: { id: 'mine', target: 0 } })).toMatchObject({ ok: false, error: { code: 'invalid-scenario' } });
  });

  it('refuses unknown scenarios, chance actions in auto mode and other ruleset versions', () => {
    const record = createRecord(diceGame, { scenario: 'standard', seed: 3 }, [{ type: 'roll', dice: 1 }]);
    expect(loadRecord(diceGame, { ...record, scenario: 'waterloo' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-scenario', path: 'scenario', message: 'scenario: no built-in scenario "waterloo" in "dice-race"' },
    });
    expect(loadRecord(diceGame, { ...record, actions: [{ type: 'chance', value: 3 }] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-action', path: 'actions[0].type' },
    });
    expect(loadRecord(diceGame, { ...record, chanceMode: 'explicit', actions: [{ type: 'chance', value: 3.5 }] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-action', path: 'actions[0].value' },
    });
    expect(loadRecord(diceGame, { ...record, actions: [{ type: 'roll', dice: 3 }] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-action', path: 'actions[0].dice' },
    });
    expect(loadRecord(diceGame, { ...record, options: { sixBonus: 9 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-options', path: 'options.sixBonus' },
    });
    const old = { ...record, rulesetVersion: '0.9.0' };
    expect(loadRecord(diceGame, old)).toMatchObject({ ok: false, error: { code: 'ruleset-version', path: 'rulesetVersion' } });
    expect(loadRecord(diceGame, old, { anyRulesetVersion: true })).toEqual({ ok: true, record: old });
  });

  it('builds the record of a Game', () => {
    const game = Game.start(diceGame, 'quick', { sixBonus: 2 }, 99, 'explicit');
    for (let i = 0; game.legalActions().length > 0; i++) game.play(game.legalActions()[i % 3 === 0 ? 0 : 1]!);
    const record = recordFromGame(game, { scenario: 'quick', options: { sixBonus: 2 }, seed: 99 });
    expect(record).toEqual(createRecord(diceGame, { scenario: 'quick', options: { sixBonus: 2 }, seed: 99, chanceMode: 'explicit' }, game.actions));
    expect(record.actions).not.toBe(game.actions);
  });
});

describe('RECORD_MIGRATIONS', () => {
  const record = createRecord(diceGame, { scenario: 'standard', seed: 5 }, playDice({ scenario: 'standard', seed: 5, chanceMode: 'auto' }, [0]).actions);
  const { actions, ...envelope } = record;
  /** A fake format version 1, in which `actions` were called `moves`. */
  const v1 = { ...envelope, formatVersion: 1, moves: actions };
  const from1 = (old: unknown) => {
    const { moves, ...rest } = old as Record<string, unknown>;
    return { ...rest, formatVersion: 2, actions: moves };
  };

  it('refuses format 1 (kriegsspiel 0.1) with the reason: no scenario hash, and seeds roll other dice', () => {
    expect(Object.keys(RECORD_MIGRATIONS)).toEqual(['1']);
    const refused = loadRecord(diceGame, v1);
    expect(refused).toMatchObject({ ok: false, error: { code: 'format-version', path: 'formatVersion' } });
    expect(!refused.ok && refused.error.message).toMatch(/format version 1 is no longer read: .*content hash.*seed/);
  });

  it('upgrades older records step by step', () => {
    expect(loadRecord(diceGame, JSON.stringify(v1), { migrations: { 1: from1 } })).toEqual({ ok: true, record });
    const v0 = { ...v1, formatVersion: 0 };
    const chain = { 0: (old: unknown) => ({ ...(old as object), formatVersion: 1 }), 1: from1 };
    expect(loadRecord(diceGame, v0, { migrations: chain })).toEqual({ ok: true, record });
  });

  it('refuses newer versions and failing migrations', () => {
    expect(loadRecord(diceGame, { ...record, formatVersion: 3 })).toMatchObject({ ok: false, error: { code: 'format-version' } });
    const throwing = { 1: () => { throw new Error('boom'); } };
    expect(loadRecord(diceGame, v1, { migrations: throwing })).toMatchObject({
      ok: false,
      error: { code: 'migration-failed', path: 'formatVersion', message: 'formatVersion: migrating from format version 1 failed: boom' },
    });
    expect(loadRecord(diceGame, v1, { migrations: { 1: (old) => old } })).toMatchObject({ ok: false, error: { code: 'migration-failed' } });
    const badResult = { 1: (old: unknown) => ({ ...from1(old), actions: [{ type: 'fly' }] }) };
    expect(loadRecord(diceGame, v1, { migrations: badResult })).toMatchObject({ ok: false, error: { code: 'invalid-action', path: 'actions[0].type' } });
  });
});

