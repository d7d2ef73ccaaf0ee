import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecord, serializeRecord } from '../../src/serialization/gameRecord.js';
import type { LoadError } from '../../src/serialization/loadError.js';
import { loadRecord } from '../../src/serialization/loadRecord.js';
import { loadState } from '../../src/serialization/loadState.js';
import { serializeState } from '../../src/serialization/savedState.js';
import { arbCorruption, namesField, type Corruption } from './corrupt.js';
import { diceGame } from './diceGame.js';
import { arbPlay, type DicePlay } from './playDice.js';

/** Checks that a corrupted document was refused with an error naming the corrupted field (or the root for bad text). */
function expectRefused(result: { ok: true } | { ok: false; error: LoadError }, corruption: Corruption): void {
  expect(result.ok, `accepted ${corruption.kind} at ${String(corruption.path)}`).toBe(false);
  if (result.ok) return;
  const { error } = result;
  expect(error.message.startsWith(`${error.path}: `)).toBe(true);
  if (corruption.path === null) {
    expect(error).toMatchObject({ code: 'bad-json', path: '(root)' });
  } else {
    expect(namesField(error.path, corruption.path), `${corruption.kind} at ${String(corruption.path)}: ${error.message}`).toBe(true);
  }
}

/** A play with one of its states picked by `n`. */
const arbSavedState = fc.tuple(arbPlay(), fc.nat()).map(([play, n]) => JSON.parse(serializeState(diceGame, play.states[n % play.states.length]!)) as unknown);

const arbRecordDoc = arbPlay().map((play: DicePlay) => JSON.parse(serializeRecord(createRecord(diceGame, play.setup, play.actions))) as unknown);

describe('corrupted documents', () => {
  it('refuses corrupted saved states with the field path, never throwing', () => {
    fc.assert(
      fc.property(arbSavedState.chain((doc) => arbCorruption(doc)), (corruption) => {
        expectRefused(loadState(diceGame, corruption.text), corruption);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses corrupted records with the field path, never throwing', () => {
    // Every option may be left out (it takes its default), so deleting one is no corruption.
    const optional = (path: readonly (string | number)[]) => path.length === 2 && path[0] === 'options';
    fc.assert(
      fc.property(arbRecordDoc.chain((doc) => arbCorruption(doc, optional)), (corruption) => {
        expectRefused(loadRecord(diceGame, corruption.text), corruption);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary JSON values or text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), (input) => {
        const state = loadState(diceGame, input);
        const record = loadRecord(diceGame, input);
        expect(state.ok || state.error.message.startsWith(state.error.path)).toBe(true);
        expect(record.ok || record.error.message.startsWith(record.error.path)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
