import type { Game } from '../core/game.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { createRecord, type RecordFor, type RecordSetup } from './gameRecord.js';

/**
 * The record of a {@link Game} started by `Game.start`: a game does not remember how it was set up, so pass the
 * same scenario, options and seed (the chance mode defaults to the game state's). A game constructed from a
 * mid-game state has no complete record: its actions do not start at setup.
 *
 * @example
 * ```ts
 * import { Game, recordFromGame, serializeRecord } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const game = Game.start(napoleonAtWar, 'skirmish', {}, 42);
 * game.play(game.legalActions()[0]!);
 * const text = serializeRecord(recordFromGame(game, { scenario: 'skirmish', seed: 42 }));
 * ```
 */
export function recordFromGame<T extends RulesetTypes>(game: Game<T>, setup: RecordSetup<T['scenario'], T['options']>): RecordFor<T> {
  return createRecord(game.ruleset, { chanceMode: game.state.chanceMode, ...setup }, game.actions);
}
