// Golden files for Wagram: named positions with their perft counts (golden/wagram.perft.json, the
// `kriegsspiel/perft` format) and a full recorded random game with its readable playthrough (one line per action
// and event). After a deliberate change of the rules or of the random bot, regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run test/napoleon-at-war/wagramGolden.test.ts --update
// twice (the first run rewrites the record, the second the playthrough of its replay), read the diff, and explain
// the change in the commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRecord, loadRecord, playGame, randomBot, serializeRecord } from 'kriegsspiel';
import { checkPerftFile, parsePerftFile, playthrough, recountPerftFile } from 'kriegsspiel/testing';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';

const GAME = new URL('./golden/wagram-random-42.record.json', import.meta.url);
const PERFT = new URL('./golden/wagram.perft.json', import.meta.url);

function start(options = {}): NawState {
  const made = napoleonAtWar.setup('wagram', options, 42);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

describe('Wagram golden files', () => {
  it('Wagram 13.1, NAW 5.0-7.0: perft counts of the named positions (set-up, historical start, along a recorded game)', () => {
    const text = readFileSync(PERFT, 'utf8');
    const parsed = parsePerftFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(PERFT, recountPerftFile(napoleonAtWar, parsed.file));
    const checked = checkPerftFile(napoleonAtWar, readFileSync(PERFT, 'utf8'));
    expect(checked).toEqual({ ok: true, mismatches: [] });
    expect(parsed.file.positions.length).toBeGreaterThanOrEqual(4);
  });

  it('a recorded full random game (seed 42) is reproduced, and replays from its file to the same readable playthrough', async () => {
    const bots = { french: randomBot(85), coalition: randomBot(86) };
    const game = playGame(napoleonAtWar, start(), bots, { maxPlies: 100_000, chanceSeed: 42 });
    expect(game.result.terminal).toBe(true);
    const record = createRecord(napoleonAtWar, { scenario: 'wagram', seed: 42 }, game.actions);
    await expect(`${serializeRecord(record)}\n`).toMatchFileSnapshot('./golden/wagram-random-42.record.json');

    const loaded = loadRecord(napoleonAtWar, readFileSync(GAME, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const text = playthrough(napoleonAtWar, loaded.record);
    expect(text.split('\n').at(-2)).toMatch(/^= \{"grade":/);
    await expect(text).toMatchFileSnapshot('./golden/wagram-random-42.playthrough.txt');
  });
});
