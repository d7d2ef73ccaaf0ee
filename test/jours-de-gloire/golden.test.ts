// Golden files for Jours de Gloire: named positions with their perft counts (golden/jdg.perft.json, the
// `kriegsspiel/perft` format) and a recorded random game of each scenario with its readable playthrough. After a
// deliberate change of the rules or of the random bot, regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run test/jours-de-gloire/golden.test.ts --update
// twice (the first run rewrites the records, the second the playthroughs of their replays), read the diff, and
// explain the change in the commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRecord, loadRecord, playGame, randomBot, serializeRecord } from 'kriegsspiel';
import { checkPerftFile, parsePerftFile, playthrough, recountPerftFile } from 'kriegsspiel/testing';
import { BUILT_IN_SCENARIOS, joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';

const PERFT = new URL('./golden/jdg.perft.json', import.meta.url);

describe('Jours de Gloire golden files', () => {
  it('JdG 4.4, 5.1, 6.1, 8.2, 8.8: perft counts of the named positions', () => {
    const parsed = parsePerftFile(readFileSync(PERFT, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.message);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(PERFT, recountPerftFile(joursDeGloire, parsed.file));
    expect(checkPerftFile(joursDeGloire, readFileSync(PERFT, 'utf8'))).toEqual({ ok: true, mismatches: [] });
    expect(parsed.file.positions.length).toBeGreaterThanOrEqual(6);
  });

  for (const scenario of Object.keys(BUILT_IN_SCENARIOS)) {
    it(`a recorded full random game of ${scenario} (seed 42) is reproduced and replays to the same readable playthrough`, async () => {
      const made = joursDeGloire.setup(scenario, {}, 42);
      if (!made.ok) throw new Error(made.violation.message);
      const game = playGame(joursDeGloire, made.state, { french: randomBot(85), coalition: randomBot(86) }, { maxPlies: 100_000, chanceSeed: 42 });
      expect(game.result.terminal).toBe(true);
      const record = createRecord(joursDeGloire, { scenario, seed: 42 }, game.actions);
      const file = new URL(`./golden/${scenario}-random-42.record.json`, import.meta.url);
      await expect(`${serializeRecord(record)}\n`).toMatchFileSnapshot(file.pathname);
      const loaded = loadRecord(joursDeGloire, readFileSync(file, 'utf8'));
      if (!loaded.ok) throw new Error(loaded.error.message);
      const text = playthrough(joursDeGloire, loaded.record);
      expect(text.split('\n').at(-2)).toMatch(/^= \{"grade":/);
      await expect(text).toMatchFileSnapshot(`./golden/${scenario}-random-42.playthrough.txt`);
    });
  }
});
