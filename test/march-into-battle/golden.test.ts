// Golden files for March into Battle: named positions with their perft counts (golden/mib.perft.json, the
// `kriegsspiel/perft` format; scratch generators pick them by seeded random play to a named step) and a recorded
// random game of Aspern-Essling with its readable playthrough. After a deliberate change of the rules or of the
// random bot, regenerate them with
//   UPDATE_GOLDEN=1 npx vitest run test/march-into-battle/golden.test.ts --update
// twice (the first run rewrites the counts and the record, the second the playthrough of its replay), read the diff,
// and explain the change in the commit.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRecord, loadRecord, playGame, randomBot, serializeRecord } from 'kriegsspiel';
import { checkPerftFile, parsePerftFile, playthrough, recountPerftFile } from 'kriegsspiel/testing';
import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';

const PERFT = new URL('./golden/mib.perft.json', import.meta.url);

describe('March into Battle golden files', () => {
  it('MiB SoP, 3.3, 4.0, 7.3, 7.6, CET, AM: perft counts of the named positions', () => {
    const parsed = parsePerftFile(readFileSync(PERFT, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.message);
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(PERFT, recountPerftFile(marchIntoBattle, parsed.file));
    expect(checkPerftFile(marchIntoBattle, readFileSync(PERFT, 'utf8'))).toEqual({ ok: true, mismatches: [] });
    expect(parsed.file.positions.length).toBeGreaterThanOrEqual(6);
  });

  it('a recorded full random game of aspern (seed 42) is reproduced and replays to the same readable playthrough', async () => {
    const made = marchIntoBattle.setup('aspern', {}, 42);
    if (!made.ok) throw new Error(made.violation.message);
    const game = playGame(marchIntoBattle, made.state, { french: randomBot(85), austrian: randomBot(86) }, { maxPlies: 100_000, chanceSeed: 42 });
    expect(game.result.terminal).toBe(true);
    const record = createRecord(marchIntoBattle, { scenario: 'aspern', options: {}, seed: 42 }, game.actions);
    const file = new URL('./golden/aspern-random-42.record.json', import.meta.url);
    await expect(`${serializeRecord(record)}\n`).toMatchFileSnapshot(file.pathname);
    const loaded = loadRecord(marchIntoBattle, readFileSync(file, 'utf8'));
    if (!loaded.ok) throw new Error(loaded.error.message);
    const text = playthrough(marchIntoBattle, loaded.record);
    expect(text.split('\n').at(-2)).toMatch(/^= \{"/);
    await expect(text).toMatchFileSnapshot('./golden/aspern-random-42.playthrough.txt');
  });
});
