import { booleanField } from './fields.js';
import { actionField } from './actionField.js';
import type { Handler } from './handler.js';
import { done } from './protocol.js';
import { refuse, refuseViolation } from './serveError.js';
import { resultOf } from './resultOf.js';

/**
 * `decision`: who decides now (`side`, `simultaneous`, `chance` or `terminal`), as the ruleset's `Decision`.
 *
 * @example
 * ```ts
 * import { decision } from './moveOps.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * decision({ id: 1, op: 'decision', game: 'g1' }, { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' });
 * // { ok: false, error: { code: 'unknown-game', ... } }
 * ```
 */
export const decision: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  return done({ decision: game.value.ruleset.decision(game.value.state) });
};

/** `legalActions`: every legal action now as JSON, and with an action encoding their `indices` in the same order. */
export const legalActions: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const { ruleset, state } = game.value;
  const actions = ruleset.legalActions(state);
  const encoder = ruleset.encoder(state);
  return done(encoder === null ? { actions } : { actions, indices: actions.map((a) => encoder.encode(state, a)) });
};

/** `chanceOutcomes`: the outcomes of a pending chance decision with their probabilities (empty when chance does not decide). */
export const chanceOutcomes: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  return done({ outcomes: game.value.ruleset.chanceOutcomes(game.value.state) });
};

/**
 * `apply`: plays an action (an `action` object or an `index`) and answers its events (all of them, or as `side`
 * sees them; none with `events: false`), the next decision and the result. An illegal action changes nothing and
 * answers `illegal-action` with the rule case it breaks.
 */
export const apply: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const session = game.value;
  const { ruleset } = session;
  const wantEvents = booleanField(request, 'events', true);
  if (!wantEvents.ok) return wantEvents;
  const side = request['side'];
  if (side !== undefined && !ruleset.sides.includes(side as string)) {
    return refuse('unknown-side', `side: expected one of ${ruleset.sides.join(', ')}, got ${JSON.stringify(side)}`);
  }
  const action = actionField(request, session);
  if (!action.ok) return action;
  const applied = ruleset.apply(session.state, action.value, { events: wantEvents.value });
  if (!applied.ok) return refuseViolation('illegal-action', applied.violation);
  session.state = applied.state;
  session.actions.push(action.value);
  const events = side === undefined ? applied.events : ruleset.eventsFor(applied.events, side as string);
  return done({ events, decision: ruleset.decision(applied.state), result: ruleset.result(applied.state) });
};

/** `result`: whether the game is over, who won and the scores, with the `Result:` line `kriegsspiel play` prints. */
export const result: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  return done(resultOf(game.value));
};

/** `close`: forgets a game; its handle is never reused. */
export const close: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  games.close(request['game'] as string);
  return done({ closed: true });
};
