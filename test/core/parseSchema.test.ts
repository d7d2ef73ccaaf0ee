import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createRecord, loadRecord, loadState, parseSchema, serializeRecord, serializeState } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

describe('parseSchema', () => {
  it('gives English messages naming the field, without setting valibot\'s global config', () => {
    const parsed = parseSchema(v.strictObject({ turn: v.pipe(v.number(), v.integer(), v.maxValue(3)), side: v.picklist(['french', 'coalition']) }), {
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
    expect(v.getGlobalConfig().message).toBeUndefined();
  });

  it('keeps a message the schema sets itself', () => {
    const parsed = parseSchema(v.pipe(v.string(), v.regex(/^\d{4}$/, 'expected a four-digit hex id')), '12');
    expect(!parsed.success && parsed.error.issues[0]?.message).toBe('expected a four-digit hex id');
  });

  it('never echoes raw input: a string with control characters is named by its type, an unknown key quoted', () => {
    const parsed = parseSchema(v.strictObject({ turn: v.number() }), { turn: '\u001b[2J'.repeat(100), ['\u001b[31m' + 'k'.repeat(200)]: 1 });
    const messages = !parsed.success ? parsed.error.issues.map((i) => i.message) : [];
    expect(messages[0]).toBe('Invalid input: expected number, received string');
    expect(messages[1]).toMatch(/^Unrecognized key: "\\u001b\[31mk+…"$/);
    expect(messages.join('').length).toBeLessThan(150);
  });

  it('reports an unknown key at its object\'s path, with the key apart (as `unrecognized_keys`)', () => {
    const parsed = parseSchema(v.strictObject({ units: v.array(v.strictObject({ hex: v.number() })) }), { units: [{ hex: 1, garbage: 2 }] });
    expect(!parsed.success && parsed.error.issues).toEqual([{ path: ['units', 0], message: 'Unrecognized key: "garbage"', code: 'unrecognized_keys', keys: ['garbage'] }]);
  });

  it('never throws for invalid data of any shape', () => {
    const schema = v.strictObject({ a: v.array(v.pipe(v.number(), v.integer())), b: v.optional(v.picklist(['x'])) });
    for (const value of [undefined, null, 0, 'a', [], {}, { a: 'x' }, { a: [1.5] }, { a: [], b: 'y' }, Object.create(null)]) {
      expect(() => parseSchema(schema, value)).not.toThrow();
      expect(parseSchema(schema, value).success).toBe(false);
    }
  });
});

describe('saved games and records on valibot', () => {
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
});
