import { quote, type Action, type AnyRuleset, type BaseState, type ChanceAction, type RecordSetup } from 'kriegsspiel';
import type { Outcome, Request } from './protocol.js';
import { refuse } from './serveError.js';

/** One open game of a server: its ruleset, its current state, and how it began (to write its record). */
export interface Session {
  /** The game's ruleset. */
  readonly ruleset: AnyRuleset;
  /** The current state; ops that play replace it. */
  state: BaseState;
  /**
   * How the game was set up, when it started at setup in this process (by `setup`, or `load` of a record); `null`
   * for a game loaded from a saved state, which has no complete record.
   */
  readonly origin: RecordSetup<unknown, unknown> | null;
  /** Every action applied since setup (the record's actions), oldest first. */
  readonly actions: (Action | ChanceAction)[];
}

/** The open games of one server, by handle (`g1`, `g2`, ...): handles are never reused within a process. */
export interface GameTable {
  /** Opens a game and returns its new handle. */
  open(session: Session): string;
  /** The game a request names in its `game` field, or `invalid-field` / `unknown-game`. */
  get(request: Request): Outcome<Session>;
  /** Closes a game; whether it was open. */
  close(handle: string): boolean;
  /** How many games are open. */
  readonly size: number;
}

/**
 * A new, empty table of games (one per server: nothing is shared between servers).
 *
 * @example
 * ```ts
 * import { createGameTable } from './gameTable.js';
 * const games = createGameTable();
 * games.get({ id: 1, op: 'decision', game: 'g1' }); // { ok: false, error: { code: 'unknown-game', ... } }
 * ```
 */
export function createGameTable(): GameTable {
  const sessions = new Map<string, Session>();
  let opened = 0;
  return {
    open(session) {
      opened += 1;
      const handle = `g${opened}`;
      sessions.set(handle, session);
      return handle;
    },
    get(request) {
      const handle = request['game'];
      if (typeof handle !== 'string') return refuse('invalid-field', `game: expected a game handle such as "g1" (from setup or load), got ${JSON.stringify(handle) ?? 'nothing'}`);
      const session = sessions.get(handle);
      if (session === undefined) return refuse('unknown-game', `game: no open game ${quote(handle)} (${sessions.size} open)`);
      return { ok: true, value: session };
    },
    close: (handle) => sessions.delete(handle),
    get size() {
      return sessions.size;
    },
  };
}
