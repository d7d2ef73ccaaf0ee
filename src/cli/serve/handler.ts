import type { Registry } from 'kriegsspiel';
import type { GameTable } from './gameTable.js';
import type { Outcome, Request } from './protocol.js';

/** What every op handler of a server shares: the rulesets it serves, its open games, and the package version. */
export interface ServerContext {
  /** The rulesets `setup` and `load` can use. */
  readonly registry: Registry;
  /** The open games, by handle. */
  readonly games: GameTable;
  /** The `kriegsspiel` package version, reported by `hello`. */
  readonly packageVersion: string;
}

/** One op: reads its fields from the request and returns a result object or an error value; never throws on bad input. */
export type Handler = (request: Request, context: ServerContext) => Outcome;
