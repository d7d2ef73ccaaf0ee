// A walk through the serialization API (save, load, record, replay, migrate) on the dice race fixture.
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game.js';
import { migrateFormat, type FormatMigrations } from '../../src/serialization/formatMigrations.js';
import { createRecord, serializeRecord } from '../../src/serialization/gameRecord.js';
import { loadRecord } from '../../src/serialization/loadRecord.js';
import { loadState } from '../../src/serialization/loadState.js';
import { parseJson } from '../../src/serialization/parseJson.js';
import { recordFromGame } from '../../src/serialization/recordFromGame.js';
import { replay } from '../../src/serialization/replay.js';
import { serializeState } from '../../src/serialization/savedState.js';
import { diceGame as ruleset } from './diceGame.js';
import { playDice } from './playDice.js';

describe('serialization examples', () => {
  const play = playDice({ scenario: 'standard', seed: 7, chanceMode: 'auto' }, [0, 1]);
  const state = play.states.at(-1)!;
  const actions = play.actions;

  it('serializeState / loadState', () => {
    const text = serializeState(ruleset, state);
    const loaded = loadState(ruleset, text);
    expect(loaded.ok && loaded.state).toEqual(state);
  });

  it('createRecord / serializeRecord / loadRecord / replay', () => {
    const record = createRecord(ruleset, { scenario: 'standard', seed: 7 }, actions);
    const text = serializeRecord(record);
    const loaded = loadRecord(ruleset, text);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const replayed = replay(ruleset, loaded.record, { events: true });
    expect(replayed.ok && ruleset.result(replayed.final)).toEqual(ruleset.result(state));
    expect(replayed.ok && replayed.events?.[0]).toEqual(play.events[0]);
  });

  it('recordFromGame', () => {
    const game = Game.start(ruleset, 'standard', {}, 42);
    game.play(game.legalActions()[0]!);
    const text = serializeRecord(recordFromGame(game, { scenario: 'standard', seed: 42 }));
    const loaded = loadRecord(ruleset, text);
    const replayed = loaded.ok && replay(ruleset, loaded.record);
    expect(replayed && replayed.ok && replayed.final).toEqual(game.state);
  });

  it('parseJson and migrateFormat', () => {
    expect(parseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson('{"a":')).toMatchObject({ ok: false, error: { code: 'bad-json', path: '(root)' } });
    const table: FormatMigrations = { 0: (old) => ({ ...(old as object), formatVersion: 1 }) };
    expect(migrateFormat({ formatVersion: 0 }, 1, table)).toEqual({ ok: true, value: { formatVersion: 1 } });
  });
});

describe('public API', () => {
  it('exports the serialization entry points from the package root', async () => {
    const api = await import('../../src/index.js');
    expect([api.serializeState, api.loadState, api.createRecord, api.serializeRecord, api.loadRecord, api.replay, api.recordFromGame]).toEqual([
      serializeState, loadState, createRecord, serializeRecord, loadRecord, replay, recordFromGame,
    ]);
    expect(Object.keys(api.RECORD_MIGRATIONS)).toEqual(['1']);
    expect(api.LOAD_ERROR_CODES).toContain('bad-json');
  });
});
