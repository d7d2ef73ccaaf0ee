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
      'format', 'formatVersion', 'ruleset', 'rulesetVersion', 'scenario', 'options', 'seed', 'chanceMode', 'actions',
    ]);
    expect(record).toEqual({
      format: 'kriegsspiel/record',
      formatVersion: 1,
      ruleset: 'dice-race',
      rulesetVersion: '1.0.0',
      scenario: 'standard',
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
  /** A fake format version 0, in which `actions` were called `moves`. */
  const v0 = { ...envelope, formatVersion: 0, moves: actions };
  const from0 = (old: unknown) => {
    const { moves, ...rest } = old as Record<string, unknown>;
    return { ...rest, formatVersion: 1, actions: moves };
  };

  it('is empty while version 1 is the only format', () => {
    expect(Object.keys(RECORD_MIGRATIONS)).toEqual([]);
    expect(loadRecord(diceGame, v0)).toMatchObject({
      ok: false,
      error: { code: 'format-version', path: 'formatVersion', message: 'formatVersion: no migration from format version 0' },
    });
  });

  it('upgrades older records step by step', () => {
    expect(loadRecord(diceGame, JSON.stringify(v0), { migrations: { 0: from0 } })).toEqual({ ok: true, record });
    const vMinus1 = { ...v0, formatVersion: -1 };
    const chain = { [-1]: (old: unknown) => ({ ...(old as object), formatVersion: 0 }), 0: from0 };
    expect(loadRecord(diceGame, vMinus1, { migrations: chain })).toEqual({ ok: true, record });
  });

  it('refuses newer versions and failing migrations', () => {
    expect(loadRecord(diceGame, { ...record, formatVersion: 2 })).toMatchObject({ ok: false, error: { code: 'format-version' } });
    const throwing = { 0: () => { throw new Error('boom'); } };
    expect(loadRecord(diceGame, v0, { migrations: throwing })).toMatchObject({
      ok: false,
      error: { code: 'migration-failed', path: 'formatVersion', message: 'formatVersion: migrating from format version 0 failed: boom' },
    });
    expect(loadRecord(diceGame, v0, { migrations: { 0: (old) => old } })).toMatchObject({ ok: false, error: { code: 'migration-failed' } });
    const badResult = { 0: (old: unknown) => ({ ...from0(old), actions: [{ type: 'fly' }] }) };
    expect(loadRecord(diceGame, v0, { migrations: badResult })).toMatchObject({ ok: false, error: { code: 'invalid-action', path: 'actions[0].type' } });
  });
});

