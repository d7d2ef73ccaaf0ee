import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { parseSchema, taggedVariant } from 'kriegsspiel';
import { BUILT_INS } from '../../src/cli/builtIns.js';

const options = [
  v.strictObject({ type: v.literal('move'), unit: v.pipe(v.string(), v.minLength(1)), to: v.pipe(v.string(), v.regex(/^\d{4}$/)) }),
  v.strictObject({ type: v.literal('attack'), hex: v.string(), odds: v.optional(v.pipe(v.number(), v.integer())) }),
  v.strictObject({ type: v.literal('pass') }),
] as const;
const tagged = taggedVariant('type', options);
const plain = v.variant('type', options);

/** What parseSchema reports, to compare two schemas on the same input. */
const outcome = (schema: Parameters<typeof parseSchema>[0], value: unknown) => {
  const parsed = parseSchema(schema, value);
  return parsed.success ? { data: parsed.data } : { issues: parsed.error.issues };
};

describe('taggedVariant', () => {
  it('gives what v.variant gives (output, issue paths and messages) on any input, valid or not', () => {
    const value = fc.oneof(
      fc.record({ type: fc.constantFrom('move', 'attack', 'pass', 'fly'), unit: fc.oneof(fc.string(), fc.integer()), to: fc.constantFrom('0405', '45', 7) }, { requiredKeys: ['type'] }),
      fc.record({ type: fc.constantFrom('attack', 'pass'), hex: fc.string(), odds: fc.oneof(fc.integer(), fc.double()), extra: fc.boolean() }, { requiredKeys: [] }),
      fc.anything(),
    );
    fc.assert(fc.property(value, (input) => {
      expect(outcome(tagged, input)).toEqual(outcome(plain, input));
    }), { numRuns: 300 });
  });

  it('names the tag when it matches no option, and the field when an option refuses it', () => {
    expect(outcome(tagged, { type: 'fly' })).toEqual({ issues: [{ path: ['type'], message: 'Invalid option: expected one of "move"|"attack"|"pass"' }] });
    expect(outcome(tagged, { type: 'move', unit: 'F1', to: 12 })).toEqual({ issues: [{ path: ['to'], message: 'Invalid input: expected string, received number' }] });
  });

  it('converts to the same JSON Schema as v.variant', () => {
    expect(toJsonSchema(tagged)).toEqual(toJsonSchema(plain));
  });

  it('accepts every legal first action of every built-in scenario', () => {
    for (const ruleset of BUILT_INS.rulesets) {
      const name = Object.keys(ruleset.definition.scenarios)[0]!;
      const setup = ruleset.setup(name, {}, 1);
      if (!setup.ok) throw new Error(setup.violation.message);
      for (const action of ruleset.legalActions(setup.state).slice(0, 50)) expect(parseSchema(ruleset.definition.schemas.action, action).success).toBe(true);
    }
  });
});
