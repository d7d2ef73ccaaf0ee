// The protocol server in process (no child): invariants over arbitrary input, checked with fast-check.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_INS } from '../../src/cli/builtIns.js';
import { createServer } from '../../src/cli/serve/createServer.js';
import { OPS } from '../../src/cli/serve/protocol.js';
import { SERVE_ERROR_CODES } from '../../src/cli/serve/serveError.js';

/** Parses a response line and checks its shape: an echoed id, `ok`, and a result object or a documented error (never internal). */
function checkResponse(line: string | null, id: unknown): { ok: boolean; error?: { code: string } } {
  expect(line).not.toBeNull();
  expect(line).not.toContain('\n');
  const response = JSON.parse(line!) as { id: unknown; ok: boolean; result?: unknown; error?: { code: string; message: string } };
  expect(response.id).toEqual(typeof id === 'string' || typeof id === 'number' ? id : null);
  if (response.ok) expect(typeof response.result).toBe('object');
  else {
    expect(SERVE_ERROR_CODES).toContain(response.error!.code);
    expect(response.error!.code).not.toBe('internal-error');
    expect(typeof response.error!.message).toBe('string');
  }
  return response;
}

describe('createServer: every line gets one well-formed answer', () => {
  it('answers any text that is not blank with one JSON line (bad-json, invalid-request, or a result)', () => {
    const server = createServer({ registry: BUILT_INS, packageVersion: '0.0.0' });
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (line) => {
        const answer = server.handle(line);
        if (line.trim() === '') expect(answer).toBeNull();
        else checkResponse(answer, (() => { try { return (JSON.parse(line) as { id?: unknown })?.id; } catch { return null; } })());
      }),
      { numRuns: 500 },
    );
  });

  it('answers any op with arbitrary JSON fields by a result or a documented error, and keeps serving', () => {
    const server = createServer({ registry: BUILT_INS, packageVersion: '0.0.0' });
    const opened = JSON.parse(server.handle('{"id":0,"op":"setup","scenario":"skirmish","seed":1}')!) as { result: { game: string } };
    const field = fc.oneof(fc.constant(opened.result.game), fc.constantFrom('french', 'coalition', 'state', 'record', 'bits', 'skirmish'), fc.jsonValue({ maxDepth: 2 }));
    const request = fc.record({
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
      op: fc.constantFrom(...OPS.filter((op) => op !== 'play'), 'nope'),
      game: fc.option(field, { nil: undefined }),
      side: fc.option(field, { nil: undefined }),
      action: fc.option(field, { nil: undefined }),
      index: fc.option(fc.oneof(fc.integer({ min: -2, max: 6000 }), field), { nil: undefined }),
      kind: fc.option(field, { nil: undefined }),
      format: fc.option(field, { nil: undefined }),
      scenario: fc.option(field, { nil: undefined }),
      document: fc.option(field, { nil: undefined }),
    }, { requiredKeys: ['id', 'op'] });
    fc.assert(
      fc.property(request, (fields) => {
        checkResponse(server.handle(JSON.stringify(fields)), fields.id);
      }),
      { numRuns: 400 },
    );
    expect(JSON.parse(server.handle('{"id":"last","op":"hello"}')!)).toMatchObject({ id: 'last', ok: true });
  });
});
