import { createRecord, loadRecord, loadState, quote, replay, serializeRecord, serializeState, type AnyRuleset, type LoadError } from 'kriegsspiel';
import { choiceField, isObject } from './fields.js';
import type { Handler, ServerContext } from './handler.js';
import { done, type Outcome } from './protocol.js';
import { refuse, type Refused } from './serveError.js';
import { openedGame } from './setupOp.js';

/** What `save` writes and `load` reads: a saved state (`serializeState`) or a game record (`serializeRecord`). */
export const DOCUMENT_KINDS = ['state', 'record'] as const;

/** The format tag of each document kind. */
const FORMATS = { state: 'kriegsspiel/state', record: 'kriegsspiel/record' } as const;

/**
 * `save`: the game as a document, inline as JSON (write it to a file as is): its current state (`kind: "state"`,
 * the default) or its record from setup (`kind: "record"`: `no-record` for a game loaded from a saved state).
 *
 * @example
 * ```ts
 * import { save } from './storageOps.js';
 * import { setup } from './setupOp.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const context = { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' };
 * setup({ id: 1, op: 'setup', scenario: 'skirmish', seed: 3 }, context);
 * save({ id: 2, op: 'save', game: 'g1', kind: 'record' }, context);
 * // { ok: true, value: { kind: 'record', document: { format: 'kriegsspiel/record', seed: 3, actions: [], ... } } }
 * ```
 */
export const save: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const kind = choiceField(request, 'kind', DOCUMENT_KINDS, 'state');
  if (!kind.ok) return kind;
  const { ruleset, state, origin, actions } = game.value;
  if (kind.value === 'state') return done({ kind: 'state', document: JSON.parse(serializeState(ruleset, state)) as unknown });
  if (origin === null) return refuse('no-record', 'kind: this game was loaded from a saved state, so it has no record from setup; save its state');
  return done({ kind: 'record', document: JSON.parse(serializeRecord(createRecord(ruleset, origin, actions))) as unknown });
};

/** A load error of the library as a protocol error: `load-refused` with the loader's `reason` code and field `path`. */
function refusedLoad(error: LoadError): Refused {
  const message = error.path === '(root)' ? `document${error.message.slice('(root)'.length)}` : `document.${error.message}`;
  return refuse('load-refused', message, { reason: error.code, path: error.path });
}

/** The parsed document of a `load` request, its kind and its ruleset. */
function readDocument(request: Parameters<Handler>[0], context: ServerContext): Outcome<{ document: Readonly<Record<string, unknown>>; kind: 'state' | 'record'; ruleset: AnyRuleset }> {
  let document = request['document'];
  if (typeof document === 'string') {
    try {
      document = JSON.parse(document) as unknown;
    } catch {
      return refuse('load-refused', 'document: the string is not JSON', { reason: 'bad-json', path: '(root)' });
    }
  }
  if (!isObject(document)) return refuse('invalid-field', 'document: expected a saved state or a game record (a JSON object, or its JSON text)');
  const format = Object.entries(FORMATS).find(([, tag]) => tag === document['format'])?.[0] as 'state' | 'record' | undefined;
  if (format === undefined && request['kind'] === undefined) {
    return refuse('load-refused', `document.format: expected "${FORMATS.state}" or "${FORMATS.record}", got ${JSON.stringify(document['format']) ?? 'nothing'}`, { reason: 'wrong-format', path: 'format' });
  }
  const kind = choiceField(request, 'kind', DOCUMENT_KINDS, format ?? 'state');
  if (!kind.ok) return kind;
  const id = document['ruleset'];
  if (typeof id !== 'string') return refuse('load-refused', `document.ruleset: expected a ruleset id, got ${JSON.stringify(id) ?? 'nothing'}`, { reason: 'invalid-envelope', path: 'ruleset' });
  const ruleset = context.registry.ruleset(id);
  if (ruleset === undefined) {
    const known = context.registry.rulesets.map((r) => r.id).join(', ');
    return refuse('unknown-ruleset', `document.ruleset: no ruleset ${quote(id)} (known: ${known})`);
  }
  return done({ document, kind: kind.value, ruleset });
}

/**
 * `load`: opens a new game from a document `save` wrote (or any file of `serializeState` / `serializeRecord`),
 * inline as JSON or as its JSON text. A record is replayed: the game continues from its last state and keeps its
 * record. Refusals carry the library's load error code as `reason` and the field as `path`.
 */
export const load: Handler = (request, context) => {
  const read = readDocument(request, context);
  if (!read.ok) return read;
  const { document, kind, ruleset } = read.value;
  if (kind === 'state') {
    const loaded = loadState(ruleset, document);
    if (!loaded.ok) return refusedLoad(loaded.error);
    const handle = context.games.open({ ruleset, state: loaded.state, origin: null, actions: [] });
    return done(openedGame(handle, ruleset, loaded.state));
  }
  const loaded = loadRecord(ruleset, document);
  if (!loaded.ok) return refusedLoad(loaded.error);
  const record = loaded.record;
  const replayed = replay(ruleset, record);
  if (!replayed.ok) {
    const { index, violation } = replayed.error;
    const at = index < 0 ? 'document' : `document.actions[${index}]`;
    return refuse('replay-refused', `${at}: ${violation.message}`, { index, reason: violation.code, rule: violation.rule });
  }
  const origin = { scenario: record.scenario, options: record.options, seed: record.seed, chanceMode: record.chanceMode };
  const handle = context.games.open({ ruleset, state: replayed.final, origin, actions: [...record.actions] });
  return done(openedGame(handle, ruleset, replayed.final));
};
