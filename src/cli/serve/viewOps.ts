import type { Session } from './gameTable.js';
import type { Handler } from './handler.js';
import { done, type Outcome, type Request } from './protocol.js';
import { refuse, refuseViolation } from './serveError.js';

/** The `side` field of a request: one of the game's sides (`unknown-side` otherwise). */
export function sideField(request: Request, session: Session): Outcome<string> {
  const side = request['side'];
  if (typeof side === 'string' && session.ruleset.sides.includes(side)) return done(side);
  return refuse('unknown-side', `side: expected one of ${session.ruleset.sides.map((s) => JSON.stringify(s)).join(', ')}, got ${JSON.stringify(side) ?? 'nothing'}`);
}

/** The game's current view for the request's side, or why none. */
function viewFor(request: Request, session: Session): Outcome<{ side: string; view: unknown }> {
  const side = sideField(request, session);
  if (!side.ok) return side;
  const seen = session.ruleset.view(session.state, side.value);
  if (!seen.ok) return refuseViolation('view-refused', seen.violation);
  return done({ side: side.value, view: seen.view });
}

/**
 * `view`: what `side` may see of the game now, as the ruleset's view (hidden data as markers, no dice state).
 *
 * @example
 * ```ts
 * import { view } from './viewOps.js';
 * import { setup } from './setupOp.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const context = { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' };
 * setup({ id: 1, op: 'setup', scenario: 'skirmish' }, context);
 * view({ id: 2, op: 'view', game: 'g1', side: 'nobody' }, context); // { ok: false, error: { code: 'unknown-side', ... } }
 * ```
 */
export const view: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const seen = viewFor(request, game.value);
  if (!seen.ok) return seen;
  return done({ view: seen.value.view });
};

/**
 * `observe`: the ruleset's observation vector of `side`'s view (numbers, `observationSize` of them; the layout is in
 * docs/encodings.md), built from that side's view alone.
 */
export const observe: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const session = game.value;
  const encoder = session.ruleset.encoder(session.state);
  if (encoder === null) return refuse('no-encoder', `ruleset "${session.ruleset.id}" has no observation encoding`);
  const seen = viewFor(request, session);
  if (!seen.ok) return seen;
  return done({ observation: Array.from(encoder.observe(seen.value.view as never, seen.value.side)) });
};
