import type { RulesetTypes } from '../core/rulesetTypes.js';
import { isDeepStrictEqual } from 'node:util';
import { createRecord, serializeRecord } from '../serialization/gameRecord.js';
import { loadRecord } from '../serialization/loadRecord.js';
import { loadState } from '../serialization/loadState.js';
import { replay } from '../serialization/replay.js';
import { serializeState } from '../serialization/savedState.js';
import { limitsOf, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'save-load';

/**
 * Every state of a few random games survives `serializeState` → `loadState` deep-equal (from the JSON text and from
 * the parsed value), and each whole game survives `createRecord` → `serializeRecord` → `loadRecord` → `replay`,
 * reaching the same final state.
 *
 * @example
 * ```ts
 * import { checkSaveLoad } from 'kriegsspiel/testing';
 * checkSaveLoad(config);
 * ```
 */
export function checkSaveLoad<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
  range?: GameRange,
): void {
  const config = erased(typed);
  const { ruleset } = config;
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 20_000 })) {
    const played = visitGame(config, CHECK, game, (state, context) => {
      const text = serializeState(ruleset, state);
      for (const input of [text, JSON.parse(text) as unknown]) {
        const loaded = loadState(ruleset, input);
        if (!loaded.ok)
          throw new ConformanceFailure(
            CHECK,
            `a saved state was refused: ${loaded.error.code}: ${loaded.error.message}`,
            context,
          );
        if (!isDeepStrictEqual(loaded.state, state))
          throw new ConformanceFailure(CHECK, 'a loaded state differs from the saved one', context);
      }
    });
    const setup = {
      scenario: game.scenario,
      options: config.options ?? {},
      seed: game.seed,
      chanceMode: game.chanceMode,
    };
    const text = serializeRecord(createRecord(ruleset, setup, played.actions));
    const loaded = loadRecord(ruleset, text);
    if (!loaded.ok)
      throw new ConformanceFailure(CHECK, `a game record was refused: ${loaded.error.code}: ${loaded.error.message}`, {
        game,
      });
    const replayed = replay(ruleset, loaded.record);
    if (!replayed.ok) {
      const { index, violation } = replayed.error;
      throw new ConformanceFailure(
        CHECK,
        `replaying a record failed at action ${index}: ${violation.code}: ${violation.message}`,
        { game },
      );
    }
    if (!isDeepStrictEqual(replayed.final, played.final)) {
      throw new ConformanceFailure(CHECK, 'replaying the record reached another final state', {
        game,
        ply: played.plies,
      });
    }
  }
}
