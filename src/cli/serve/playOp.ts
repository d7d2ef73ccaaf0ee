import { BOT_NAMES, playGame, quote } from 'kriegsspiel';
import { fieldBots } from '../play.js';
import { integerField } from './fields.js';
import type { Session } from './gameTable.js';
import type { Handler } from './handler.js';
import { done, type Outcome, type Request } from './protocol.js';
import { refuse } from './serveError.js';
import { resultOf } from './resultOf.js';

/** The `bots` field: one known bot name per side, in the ruleset's side order. */
function botsField(request: Request, session: Session): Outcome<string[]> {
  const bots = request['bots'];
  const sides = session.ruleset.sides;
  if (!Array.isArray(bots) || bots.length !== sides.length || !bots.every((b) => typeof b === 'string')) {
    return refuse('invalid-field', `bots: expected ${sides.length} bot names, one per side in the order ${sides.join(', ')}, e.g. ["greedy", "random"]`);
  }
  const unknown = bots.find((name: string) => !(BOT_NAMES as readonly string[]).includes(name));
  if (unknown !== undefined) return refuse('unknown-bot', `bots: unknown bot ${quote(unknown as string)} (known: ${BOT_NAMES.join(', ')})`);
  return done(bots as string[]);
}

/**
 * `play`: bots play the game on from its current state to the end, or for `maxPlies` actions. The bots are seeded
 * from `seed` (default: the game's setup seed) exactly as `kriegsspiel play` seeds them, so `setup` with seed S then
 * `play` gives the game `kriegsspiel play <scenario> --seed S` prints; chance decisions of explicit chance mode are
 * sampled from `seed` too. Answers the plies played, the decision, the result and its `Result:` line.
 *
 * @example
 * ```ts
 * import { play } from './playOp.js';
 * import { setup } from './setupOp.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const context = { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' };
 * setup({ id: 1, op: 'setup', scenario: 'skirmish', seed: 3 }, context);
 * play({ id: 2, op: 'play', game: 'g1', bots: ['random', 'random'] }, context);
 * // { ok: true, value: { plies: ..., decision: { kind: 'terminal' }, result: { terminal: true, ... }, line: 'Result: ...' } }
 * ```
 */
export const play: Handler = (request, { games }) => {
  const game = games.get(request);
  if (!game.ok) return game;
  const session = game.value;
  const names = botsField(request, session);
  if (!names.ok) return names;
  const seed = integerField(request, 'seed', session.origin?.seed ?? 0);
  if (!seed.ok) return seed;
  const maxPlies = integerField(request, 'maxPlies', 1_000_000, 1);
  if (!maxPlies.ok) return maxPlies;
  const { ruleset } = session;
  const played = playGame(ruleset, session.state, fieldBots(ruleset, names.value, seed.value), { maxPlies: maxPlies.value, chanceSeed: seed.value });
  session.state = played.final;
  session.actions.push(...played.actions);
  if (played.refused) {
    const { violation } = played.refused;
    return refuse('bot-refused', `a bot's action was refused after ${played.plies} plies: ${violation.message}`, { plies: played.plies, reason: violation.code, rule: violation.rule });
  }
  return done({ plies: played.plies, decision: ruleset.decision(played.final), ...resultOf(session) });
};
