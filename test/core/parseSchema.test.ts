// This file must not import the full `zod` (directly or through a fixture): importing it sets zod's global English
// locale, which would hide a message that zod/mini, left to itself, reduces to "Invalid input".
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRecord, loadRecord, loadState, parseSchema, serializeRecord, serializeState } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

describe('parseSchema', () => {
  it('gives English messages naming the field, without setting zod\'s global config', () => {
    const parsed = parseSchema(z.strictObject({ turn: z.int().check(z.maximum(3)), side: z.enum(['french', 'coalition']) }), {
      turn: 4,
      side: 'prussian',
      extra: 1,
    });
    expect(parsed.success).toBe(false);
    expect(!parsed.success && parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['turn', 'Too big: expected number to be <=3'],
      ['side', 'Invalid option: expected one of "french"|"coalition"'],
      ['', 'Unrecognized key: "extra"'],
    ]);
    expect(z.config().localeError).toBeUndefined();
  });

  it('keeps a message the schema sets itself', () => {
    const parsed = parseSchema(z.string().check(z.regex(/^\d{4}$/, 'expected a four-digit hex id')), '12');
    expect(!parsed.success && parsed.error.issues[0]?.message).toBe('expected a four-digit hex id');
  });

});

describe('saved games and records on zod/mini', () => {
  it('a record with a bad action names the action and field in English', () => {
    const text = serializeRecord(createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 7 }, [{ type: 'endPhase' }]));
    const doc = JSON.parse(text) as { actions: unknown[]; seed: unknown };
    doc.actions.push({ type: 'move', unit: 'F1', to: 12 });
    const badAction = loadRecord(napoleonAtWar, JSON.stringify(doc));
    expect(!badAction.ok && badAction.error.message).toBe('actions[1].to: Invalid input: expected string, received number');
    doc.seed = 'seven';
    const badSeed = loadRecord(napoleonAtWar, JSON.stringify(doc));
    expect(!badSeed.ok && badSeed.error.message).toBe('seed: Invalid input: expected number, received string');
  });

  it('a saved state with a bad field names its path in English', () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 3);
    if (!setup.ok) throw new Error(setup.violation.message);
    const doc = JSON.parse(serializeState(napoleonAtWar, setup.state)) as { state: { turn: unknown; units: { hex: unknown }[] } };
    doc.state.units[2]!.hex = 'x';
    const loaded = loadState(napoleonAtWar, JSON.stringify(doc));
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.error.message).toBe('state.units[2].hex: Invalid input: expected number, received string');
  });

  it('accepts a schema of the full zod too (both build on zod\'s core)', async () => {
    // Imported here, after every check above ran without it (keep this test last): the full zod sets its locale when it loads.
    const { z: full } = await import('zod');
    const parsed = parseSchema(full.strictObject({ turn: full.number().int() }), { turn: 'one' });
    expect(!parsed.success && parsed.error.issues[0]?.message).toBe('Invalid input: expected number, received string');
  });
});
