import { describeIssues, parseSchema, type Action, type ChanceAction } from 'kriegsspiel';
import { isObject } from './fields.js';
import type { Session } from './gameTable.js';
import { done, type Outcome, type Request } from './protocol.js';
import { refuse } from './serveError.js';

/** An action given as JSON: a chance action, or one the ruleset's action schema accepts (`invalid-action` if not). */
export function parseAction(session: Session, raw: unknown, field = 'action'): Outcome<Action | ChanceAction> {
  if (!isObject(raw) || typeof raw['type'] !== 'string') {
    return refuse('invalid-action', `${field}: expected an action object with a string "type", got ${JSON.stringify(raw) ?? 'nothing'}`);
  }
  if (raw['type'] === 'chance') {
    const value = raw['value'];
    if (typeof value === 'number' && Number.isSafeInteger(value) && Object.keys(raw).length === 2) return done({ type: 'chance', value });
    return refuse('invalid-action', `${field}: a chance action is exactly { "type": "chance", "value": <integer> }`);
  }
  const parsed = parseSchema(session.ruleset.definition.schemas.action, raw);
  if (!parsed.success) return refuse('invalid-action', describeIssues(parsed.error.issues, [field]));
  return done(parsed.data);
}

/** The action an index stands for in the game's current state (`no-encoder`, `invalid-field`, `no-action-at-index`). */
export function decodeIndex(session: Session, raw: unknown, field = 'index'): Outcome<Action | ChanceAction> {
  const encoder = session.ruleset.encoder(session.state);
  if (encoder === null) return refuse('no-encoder', `${field}: ruleset "${session.ruleset.id}" has no action encoding; send an "action" object`);
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0 || raw >= encoder.actionSize) {
    return refuse('invalid-field', `${field}: expected an integer from 0 to ${encoder.actionSize - 1}, got ${JSON.stringify(raw) ?? 'nothing'}`);
  }
  const action = encoder.decode(session.state, raw);
  if (action === null) return refuse('no-action-at-index', `${field}: index ${raw} stands for no action in the current state`);
  return done(action);
}

/**
 * The action a request names: an `action` object, or an `index` of the ruleset's action encoding (exactly one).
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { anyRuleset } from 'kriegsspiel';
 * import { actionField } from './actionField.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) {
 *   const session = { ruleset: anyRuleset(napoleonAtWar), state: setup.state, origin: null, actions: [] };
 *   actionField({ id: 1, op: 'apply', action: { type: 'nope' } }, session); // { ok: false, error: { code: 'invalid-action', ... } }
 * }
 * ```
 */
export function actionField(request: Request, session: Session): Outcome<Action | ChanceAction> {
  const { action, index } = request;
  if (action !== undefined && index !== undefined) return refuse('invalid-field', 'action, index: send one of them, not both');
  if (index !== undefined) return decodeIndex(session, index);
  if (action !== undefined) return parseAction(session, action);
  return refuse('invalid-field', 'action: expected an action object (or an "index" of the action encoding), got nothing');
}
