import { decodeIndex, parseAction } from './actionField.js';
import { choiceField } from './fields.js';
import type { Handler } from './handler.js';
import { done } from './protocol.js';
import { refuse } from './serveError.js';

/** The formats of `mask`: the legal indices in increasing order, or a string of `0`/`1` per index. */
export const MASK_FORMATS = ['indices', 'bits'] as const;

/**
 * `mask`: the encoder's legal-action mask of the current state, as the list of legal indices (`format: "indices"`,
 * the default, increasing) or as a string of `actionSize` characters `0` and `1` (`format: "bits"`).
 *
 * @example
 * ```ts
 * import { mask } from './encodingOps.js';
 * import { setup } from './setupOp.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const context = { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' };
 * setup({ id: 1, op: 'setup', scenario: 'skirmish' }, context);
 * mask({ id: 2, op: 'mask', game: 'g1' }, context); // { ok: true, value: { size: ..., indices: [...] } }
 * ```
 */
export const mask: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const format = choiceField(request, 'format', MASK_FORMATS, 'indices');
  if (!format.ok) return format;
  const { ruleset, state } = game.value;
  const encoder = ruleset.encoder(state);
  if (encoder === null) return refuse('no-encoder', `ruleset "${ruleset.id}" has no action encoding; use legalActions`);
  const legal = encoder.legalMask(state);
  if (format.value === 'bits') return done({ size: encoder.actionSize, bits: legal.join('') });
  const indices: number[] = [];
  legal.forEach((bit, index) => {
    if (bit === 1) indices.push(index);
  });
  return done({ size: encoder.actionSize, indices });
};

/** `encode`: the index of an `action` in the current state (`not-encodable` when it lies outside the space). */
export const encode: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const { ruleset, state } = game.value;
  const encoder = ruleset.encoder(state);
  if (encoder === null) return refuse('no-encoder', `ruleset "${ruleset.id}" has no action encoding`);
  const action = parseAction(game.value, request['action']);
  if (!action.ok) return action;
  const index = encoder.encode(state, action.value);
  if (index < 0) return refuse('not-encodable', 'action: outside the action index space of this scenario');
  return done({ index });
};

/** `decode`: the action an `index` stands for in the current state (`no-action-at-index` when none). */
export const decode: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const action = decodeIndex(game.value, request['index']);
  if (!action.ok) return action;
  return done({ action: action.value });
};
