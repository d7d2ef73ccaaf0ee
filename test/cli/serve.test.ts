// `kriegsspiel serve` end to end: one child process for the whole file, driven line by line as a client would.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVE_ERROR_CODES } from '../../src/cli/serve/serveError.js';
import { OPS, PROTOCOL_VERSION } from '../../src/cli/serve/protocol.js';
import { startServe, type ServeResponse } from '../support/serveProcess.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const server = startServe();
afterAll(async () => {
  await server.end();
});

type Decision = { kind: string; side?: string; step?: string };
type Opened = { game: string; sides: string[]; decision: Decision; actionSize: number | null; observationSize: number | null };

/** The result of a request that must succeed. */
async function ok<R = Record<string, unknown>>(fields: Record<string, unknown>): Promise<R> {
  const response = await server.request<R>(fields);
  if (!response.ok) throw new Error(`${String(fields['op'])} refused: ${JSON.stringify(response.error)}`);
  return response.result!;
}

/** The error of a request that must fail, checked to carry a documented code. */
async function refused(fields: Record<string, unknown> | string): Promise<NonNullable<ServeResponse['error']>> {
  const response = typeof fields === 'string' ? await server.raw(fields) : await server.request(fields);
  expect(response.ok).toBe(false);
  expect(SERVE_ERROR_CODES).toContain(response.error!.code);
  return response.error!;
}

describe('kriegsspiel serve: hello and the catalogue', () => {
  it('hello reports the protocol version, the package version and every op', async () => {
    const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    expect(await ok({ op: 'hello' })).toEqual({ protocol: PROTOCOL_VERSION, package: version, ops: [...OPS] });
    expect(await ok({ op: 'hello', protocol: PROTOCOL_VERSION })).toMatchObject({ protocol: PROTOCOL_VERSION });
    expect(await refused({ op: 'hello', protocol: PROTOCOL_VERSION + 1 })).toMatchObject({ code: 'unsupported-protocol', supported: [PROTOCOL_VERSION] });
  });

  it('rulesets lists every built-in ruleset with its sides, scenarios and encodings version', async () => {
    const { rulesets } = await ok<{ rulesets: { id: string; sides: string[]; scenarios: string[]; encodingVersion: string | null }[] }>({ op: 'rulesets' });
    expect(rulesets.map((r) => r.id)).toEqual(['napoleon-at-war', 'a-crowning-glory', 'jours-de-gloire', 'march-into-battle']);
    expect(rulesets[0]).toMatchObject({ sides: ['french', 'coalition'], scenarios: ['skirmish', 'wagram'] });
    expect(rulesets.find((r) => r.id === 'march-into-battle')!.scenarios).toContain('aspern');
    expect(rulesets.every((r) => typeof r.encodingVersion === 'string')).toBe(true);
  });
});

describe('kriegsspiel serve: bad input is answered, never fatal', () => {
  it('answers each malformed line with its code and the id it could read', async () => {
    expect(await refused('this is not json')).toMatchObject({ code: 'bad-json' });
    expect((await server.raw('[1, 2]')).id).toBeNull();
    expect(await refused('[1, 2]')).toMatchObject({ code: 'invalid-request' });
    expect(await refused('{"op":"hello"}')).toMatchObject({ code: 'invalid-request', message: expect.stringContaining('id') });
    expect(await refused('{"id":{"a":1},"op":"hello"}')).toMatchObject({ code: 'invalid-request' });
    const noOp = await server.raw('{"id":"x1"}');
    expect(noOp).toMatchObject({ id: 'x1', ok: false, error: { code: 'invalid-request' } });
    expect(await refused({ op: 'fly' })).toMatchObject({ code: 'unknown-op', message: expect.stringContaining('fly') });
    expect(await refused({ op: 'decision', game: 'g999' })).toMatchObject({ code: 'unknown-game' });
    expect(await refused({ op: 'decision' })).toMatchObject({ code: 'invalid-field', message: expect.stringMatching(/^game: /) });
    expect(await refused({ op: 'setup', scenario: 'borodino' })).toMatchObject({ code: 'unknown-scenario' });
    expect(await refused({ op: 'setup', scenario: 'wagram', seed: 1.5 })).toMatchObject({ code: 'invalid-field', message: expect.stringMatching(/^seed: /) });
    expect(await refused({ op: 'setup', scenario: 'wagram', chanceMode: 'sometimes' })).toMatchObject({ code: 'invalid-field' });
    expect(await refused({ op: 'setup', ruleset: 'chess', scenario: 'wagram' })).toMatchObject({ code: 'unknown-ruleset' });
    expect(await refused({ op: 'setup', scenario: 'wagram', options: { noSuchOption: true } })).toMatchObject({ code: 'setup-refused' });
  });

  it('echoes the id of every request, a string or a number, and skips blank lines', async () => {
    server.silent('');
    server.silent('   ');
    expect(await server.raw('{"id":42,"op":"hello"}')).toMatchObject({ id: 42, ok: true });
    expect(await server.raw('{"id":"abc","op":"hello"}')).toMatchObject({ id: 'abc', ok: true });
  });
});

describe('kriegsspiel serve: playing Wagram by handle', () => {
  it('sets up, lists legal actions with the indices the mask holds, and applies by index and by action', async () => {
    const game = await ok<Opened>({ op: 'setup', scenario: 'wagram', seed: 5 });
    expect(game).toMatchObject({ sides: ['french', 'coalition'], decision: { kind: 'side', side: 'french', step: expect.any(String) } });
    expect(game.actionSize).toBeGreaterThan(0);
    const { actions, indices } = await ok<{ actions: unknown[]; indices: number[] }>({ op: 'legalActions', game: game.game });
    expect(indices).toHaveLength(actions.length);
    const mask = await ok<{ size: number; indices: number[] }>({ op: 'mask', game: game.game });
    expect(mask.size).toBe(game.actionSize);
    expect(mask.indices).toEqual([...indices].sort((a, b) => a - b));
    const bits = await ok<{ bits: string }>({ op: 'mask', game: game.game, format: 'bits' });
    expect(bits.bits).toHaveLength(game.actionSize!);
    expect([...bits.bits].flatMap((bit, i) => (bit === '1' ? [i] : []))).toEqual(mask.indices);

    expect(await ok({ op: 'decode', game: game.game, index: indices[3] })).toEqual({ action: actions[3] });
    expect(await ok({ op: 'encode', game: game.game, action: actions[3] })).toEqual({ index: indices[3] });
    const byIndex = await ok<{ events: unknown[]; decision: Decision; result: { terminal: boolean } }>({ op: 'apply', game: game.game, index: indices[0] });
    expect(byIndex.result.terminal).toBe(false);
    const next = await ok<{ actions: unknown[] }>({ op: 'legalActions', game: game.game });
    const byAction = await ok<{ decision: Decision }>({ op: 'apply', game: game.game, action: next.actions[0], events: false });
    expect(byAction.decision.kind).toBe('side');
  });

  it('refuses an illegal action with the rule it breaks and leaves the game as it was', async () => {
    const { game } = await ok<Opened>({ op: 'setup', scenario: 'wagram', seed: 6 });
    const before = await ok({ op: 'save', game });
    const error = await refused({ op: 'apply', game, action: { type: 'move', unit: 'nobody', to: '0101' } });
    expect(error).toMatchObject({ code: 'illegal-action', reason: expect.any(String), rule: expect.stringMatching(/^(NAW|Wagram) \d/) });
    expect(await refused({ op: 'apply', game, action: { kind: 'move' } })).toMatchObject({ code: 'invalid-action', message: expect.stringMatching(/^action/) });
    expect(await refused({ op: 'apply', game, index: -1 })).toMatchObject({ code: 'invalid-field', message: expect.stringMatching(/^index: /) });
    expect(await refused({ op: 'apply', game, index: 0, action: { type: 'x' } })).toMatchObject({ code: 'invalid-field' });
    expect(await refused({ op: 'apply', game })).toMatchObject({ code: 'invalid-field' });
    expect(await refused({ op: 'encode', game, action: { type: 'chance', value: 99 } })).toMatchObject({ code: expect.stringMatching(/^(not-encodable|invalid-action)$/) });
    expect(await ok({ op: 'save', game })).toEqual(before);
  });

  it('gives each side its view and observation, and refuses an unknown side', async () => {
    const opened = await ok<Opened>({ op: 'setup', scenario: 'wagram', seed: 5 });
    const { view } = await ok<{ view: { scenario: { id: string } } }>({ op: 'view', game: opened.game, side: 'coalition' });
    expect(view.scenario.id).toBe('wagram');
    const { observation } = await ok<{ observation: number[] }>({ op: 'observe', game: opened.game, side: 'french' });
    expect(observation).toHaveLength(opened.observationSize!);
    expect(observation.every((x) => Number.isFinite(x))).toBe(true);
    expect(await refused({ op: 'observe', game: opened.game, side: 'prussian' })).toMatchObject({ code: 'unknown-side' });
    expect(await refused({ op: 'view', game: opened.game })).toMatchObject({ code: 'unknown-side' });
  });

  it('keeps many games apart by handle and forgets a closed one', async () => {
    const a = await ok<Opened>({ op: 'setup', scenario: 'skirmish', seed: 1 });
    const b = await ok<Opened>({ op: 'setup', scenario: 'aspern', seed: 1 });
    expect(a.game).not.toBe(b.game);
    const first = await ok<{ actions: unknown[] }>({ op: 'legalActions', game: a.game });
    await ok({ op: 'apply', game: a.game, action: first.actions[0] });
    expect((await ok<{ decision: Decision }>({ op: 'decision', game: b.game })).decision).toEqual(b.decision);
    expect(await ok({ op: 'close', game: a.game })).toEqual({ closed: true });
    expect(await refused({ op: 'decision', game: a.game })).toMatchObject({ code: 'unknown-game' });
    expect(await refused({ op: 'close', game: a.game })).toMatchObject({ code: 'unknown-game' });
  });
});

describe('kriegsspiel serve: chance, saves and bots', () => {
  it('surfaces chance in explicit mode: outcomes with probabilities summing to 1, resolved by apply', async () => {
    const { game } = await ok<Opened>({ op: 'setup', scenario: 'skirmish', seed: 2, chanceMode: 'explicit' });
    let decision: Decision = { kind: 'side' };
    for (let ply = 0; ply < 2000 && decision.kind !== 'chance' && decision.kind !== 'terminal'; ply += 1) {
      const { actions } = await ok<{ actions: unknown[] }>({ op: 'legalActions', game });
      const pick = actions[(ply * 7919) % actions.length]; // spread over the actions, so that combat comes up
      decision = (await ok<{ decision: Decision }>({ op: 'apply', game, action: pick, events: false })).decision;
    }
    expect(decision.kind).toBe('chance');
    const { outcomes } = await ok<{ outcomes: { action: { type: string; value: number }; probability: number }[] }>({ op: 'chanceOutcomes', game });
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 9);
    const applied = await ok<{ events: { type: string }[] }>({ op: 'apply', game, action: outcomes[0]!.action });
    expect(applied.events[0]?.type).toBe('chance');
  });

  it('saves a state and a record and loads both back to the same game; refuses a damaged document with its path', async () => {
    const { game } = await ok<Opened>({ op: 'setup', scenario: 'aspern', seed: 4 });
    await ok({ op: 'play', game, bots: ['random', 'random'], maxPlies: 40 });
    const state = await ok<{ kind: string; document: Record<string, unknown> }>({ op: 'save', game });
    const record = await ok<{ kind: string; document: { actions: unknown[] } }>({ op: 'save', game, kind: 'record' });
    expect(record.document.actions).toHaveLength(40);
    const fromState = await ok<Opened>({ op: 'load', document: state.document });
    const fromRecord = await ok<Opened>({ op: 'load', document: JSON.stringify(record.document) });
    expect(await ok({ op: 'save', game: fromState.game })).toEqual(state);
    expect(await ok({ op: 'save', game: fromRecord.game })).toEqual(state);
    expect(await ok({ op: 'save', game: fromRecord.game, kind: 'record' })).toEqual(record);
    expect(await refused({ op: 'save', game: fromState.game, kind: 'record' })).toMatchObject({ code: 'no-record' });
    const damaged = { ...state.document, state: { ...(state.document['state'] as object), turn: 'soon' } };
    expect(await refused({ op: 'load', document: damaged })).toMatchObject({ code: 'load-refused', reason: 'invalid-state', path: 'state.turn' });
    expect(await refused({ op: 'load', document: '{' })).toMatchObject({ code: 'load-refused', reason: 'bad-json' });
    expect(await refused({ op: 'load', document: { x: 1 } })).toMatchObject({ code: 'load-refused', reason: 'wrong-format', path: 'format' });
    expect(await refused({ op: 'load', document: 42 })).toMatchObject({ code: 'invalid-field' });
    expect(await refused({ op: 'load', document: { ...state.document, ruleset: 'chess' } })).toMatchObject({ code: 'unknown-ruleset' });
    const illegal = { ...record.document, actions: [{ type: 'pass' }, ...record.document.actions] };
    expect(await refused({ op: 'load', document: illegal })).toMatchObject({ code: expect.stringMatching(/^(replay-refused|load-refused)$/) });
  });

  it('play: bots seeded from the setup seed play the game `kriegsspiel play` prints', async () => {
    const { game } = await ok<Opened>({ op: 'setup', scenario: 'skirmish', seed: 3 });
    const played = await ok<{ plies: number; decision: Decision; line: string }>({ op: 'play', game, bots: ['greedy', 'random'] });
    expect(played.decision.kind).toBe('terminal');
    const cli = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['src/cli/main.ts', 'play', 'skirmish', '--seed', '3', '--bots', 'greedy,random'], { cwd: ROOT, encoding: 'utf8' });
    expect(played.line).toBe(cli.stdout.trimEnd().split('\n').at(-1));
    expect(await ok({ op: 'result', game })).toEqual({ result: expect.objectContaining({ terminal: true }), line: played.line });
    expect(await refused({ op: 'play', game, bots: ['greedy'] })).toMatchObject({ code: 'invalid-field' });
    expect(await refused({ op: 'play', game, bots: ['greedy', 'deep-blue'] })).toMatchObject({ code: 'unknown-bot' });
  });
});

describe('kriegsspiel serve: the stream', () => {
  it('wrote only protocol lines on stdout, logs on stderr, and exits 0 at the end of stdin', async () => {
    expect(server.strayLines).toEqual([]);
    expect(server.stderr()).toContain('kriegsspiel serve: protocol 1');
    expect(await server.end()).toBe(0);
  });
});
