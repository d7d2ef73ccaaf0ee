/**
 * The sample record the replay mode offers: a short seeded Napoleon at War skirmish between two random bots, made in
 * the page itself (the same seeds give the same game everywhere).
 *
 * @module
 */
import { createRecord, playGame, randomBot, type RecordFor, type RulesetTypes } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';

/** The seeds of the sample: the scenario's and each bot's. */
export const SAMPLE_SEEDS = { scenario: 1, french: 11, coalition: 12 } as const;

/**
 * The sample game's record: skirmish, seed 1, random bots seeded 11 and 12, played to its end.
 *
 * @example
 * ```ts
 * sampleRecord().actions.length; // about a hundred actions
 * ```
 */
export function sampleRecord(): RecordFor<RulesetTypes> {
  const setup = napoleonAtWar.setup('skirmish', {}, SAMPLE_SEEDS.scenario);
  if (!setup.ok) throw new Error(setup.violation.message);
  const bots = { french: randomBot(SAMPLE_SEEDS.french), coalition: randomBot(SAMPLE_SEEDS.coalition) };
  const game = playGame(napoleonAtWar, setup.state, bots, { maxPlies: 2000 });
  return createRecord(napoleonAtWar, { scenario: 'skirmish', seed: SAMPLE_SEEDS.scenario }, game.actions) as unknown as RecordFor<RulesetTypes>;
}
