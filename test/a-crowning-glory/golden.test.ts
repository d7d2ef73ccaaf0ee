// Golden files for A Crowning Glory: named positions with their perft counts (golden/acg.perft.json, the
// `kriegsspiel/perft` format) and a recorded random game of each scenario with its readable playthrough. After a
// deliberate change of the rules or of the random bot, regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run test/a-crowning-glory/golden.test.ts --update
// twice (the first run rewrites the records, the second the playthroughs of their replays), read the diff, and
// explain the change in the commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRecord, loadRecord, playGame, randomBot, serializeRecord } from 'kriegsspiel';
import { checkPerftFile, parsePerftFile, playthrough, recountPerftFile } from 'kriegsspiel/testing';
import { aCrowningGlory } from 'kriegsspiel/rulesets/a-crowning-glory';

const PERFT = new URL('./golden/acg.perft.json', import.meta.url);
// Random players would capitulate (ACG 4.6 is open at every decision): the golden games are played out.
const OPTIONS = { capitulation: false };

describe('A Crowning Glory golden files', () => {
  it('ACG 5.2, 8.2, 9.1, 10.4, 11.0: perft counts of the named positions', () => {
    const parsed = parsePerftFile(readFileSync(PERFT, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.message);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(PERFT, recountPerftFile(aCrowningGlory, parsed.file));
    expect(checkPerftFile(aCrowningGlory, readFileSync(PERFT, 'utf8'))).toEqual({ ok: true, mismatches: [] });
    expect(parsed.file.positions.length).toBeGreaterThanOrEqual(4);
  });

  for (const scenario of ['austerlitz-intro', 'austerlitz']) {
    it(`a recorded full random game of ${scenario} (seed 42) is reproduced and replays to the same readable playthrough`, async () => {
      const made = aCrowningGlory.setup(scenario, OPTIONS, 42);
      if (!made.ok) throw new Error(made.violation.message);
      const game = playGame(aCrowningGlory, made.state, { french: randomBot(85), allied: randomBot(86) }, { maxPlies: 100_000, chanceSeed: 42 });
      expect(game.result.terminal).toBe(true);
      const record = createRecord(aCrowningGlory, { scenario, options: OPTIONS, seed: 42 }, game.actions);
      const file = new URL(`./golden/${scenario}-random-42.record.json`, import.meta.url);
      await expect(`${serializeRecord(record)}\n`).toMatchFileSnapshot(file.pathname);
      const loaded = loadRecord(aCrowningGlory, readFileSync(file, 'utf8'));
      if (!loaded.ok) throw new Error(loaded.error.message);
      const text = playthrough(aCrowningGlory, loaded.record);
      expect(text.split('\n').at(-2)).toMatch(/^= \{"grade":/);
      await expect(text).toMatchFileSnapshot(`./golden/${scenario}-random-42.playthrough.txt`);
    });
  }
});
