import type { RulesetTypes } from '../core/rulesetTypes.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { limitsOf, type AnyConformanceConfig, erased, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure } from './conformanceFailure.js';
import { gameSpecs, type GameRange, type GameSpec } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'same-seed';

/**
 * Determinism: a few random games, each played twice from the same seed, give identical action lists, events and
 * final states (compared by canonical JSON).
 *
 * @example
 * ```ts
 * import { checkSameSeed } from 'kriegsspiel/testing';
 * checkSameSeed(config);
 * ```
 */
export function checkSameSeed<T extends RulesetTypes>(
  typed: ConformanceConfig<T>,
  range?: GameRange,
): void {
  const config = erased(typed);
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 30_000 })) {
    const first = transcript(config, game);
    const second = transcript(config, game);
    for (const part of ['actions', 'events', 'final'] as const) {
      if (first[part] !== second[part])
        throw new ConformanceFailure(CHECK, `two runs with the same seed differ in their ${part}`, { game });
    }
  }
}

function transcript(config: AnyConformanceConfig, game: GameSpec): { actions: string; events: string; final: string } {
  const events: string[] = [];
  const record = (_state: unknown, _context: unknown, plyEvents: readonly unknown[]) =>
    void events.push(canonicalJson(plyEvents));
  const played = visitGame(config, CHECK, game, record, { events: true });
  return { actions: canonicalJson(played.actions), events: events.join('\n'), final: canonicalJson(played.final) };
}
