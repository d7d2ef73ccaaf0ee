import type { BaseState } from '../core/baseState.js';
import type { ObservationLayout } from '../core/encoding.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { canonicalJson } from '../core/scenarioHash.js';
import { erased, limitsOf, type ConformanceConfig } from './conformanceConfig.js';
import { ConformanceFailure, type FailureContext } from './conformanceFailure.js';
import { gameSpecs, type GameRange } from './gameSpecs.js';
import { visitGame } from './visitGame.js';

const CHECK = 'encoding';

/**
 * The AI encodings agree with the rules, at every state of a few random games (rulesets without encodings pass):
 * every legal action has an index inside the space, distinct from every other legal action's, and decodes back to
 * itself; the legal mask is exactly the legal actions' indices; the size of the space and the observation layout
 * never change within a game; the layout's parts tile the vector; and every side's observation has the layout's
 * length and finite numbers.
 *
 * @example
 * ```ts
 * import { checkEncoding } from 'kriegsspiel/testing';
 * checkEncoding(config); // throws a ConformanceFailure naming the state and action that disagree
 * ```
 */
export function checkEncoding<T extends RulesetTypes>(typed: ConformanceConfig<T>, range?: GameRange): void {
  const config = erased(typed);
  const { ruleset } = config;
  const limits = limitsOf(config);
  for (const game of gameSpecs(config, range ?? { count: limits.sampleGames, salt: 90_000 })) {
    let fixed: { size: number; layout: string } | null = null;
    visitGame(config, CHECK, game, (state, context) => {
      const encoder = ruleset.encoder(state);
      if (encoder === null) return;
      const shape = { size: encoder.actionSize, layout: canonicalJson(encoder.layout) };
      if (fixed === null) {
        checkLayout(encoder.layout, context);
        fixed = shape;
      } else if (fixed.size !== shape.size || fixed.layout !== shape.layout) {
        throw new ConformanceFailure(CHECK, 'the action space size or the observation layout changed during the game', context);
      }
      const mask = encoder.legalMask(state);
      const seen = new Set<number>();
      for (const action of ruleset.legalActions(state)) {
        const index = encoder.encode(state, action);
        if (!Number.isInteger(index) || index < 0 || index >= encoder.actionSize) {
          throw new ConformanceFailure(CHECK, `a legal action encodes to ${index}, outside 0..${encoder.actionSize - 1}`, { ...context, action });
        }
        if (seen.has(index)) throw new ConformanceFailure(CHECK, `two legal actions share index ${index}`, { ...context, action });
        seen.add(index);
        if (canonicalJson(encoder.decode(state, index)) !== canonicalJson(action)) {
          throw new ConformanceFailure(CHECK, `index ${index} does not decode back to its action`, { ...context, action });
        }
        if (mask[index] !== 1) throw new ConformanceFailure(CHECK, `the legal mask misses index ${index}`, { ...context, action });
      }
      let ones = 0;
      for (const bit of mask) ones += bit;
      if (ones !== seen.size) throw new ConformanceFailure(CHECK, `the legal mask has ${ones} ones for ${seen.size} legal actions`, context);
      checkObservations(config.ruleset, encoder, state, context);
    });
  }
}

function checkLayout(layout: ObservationLayout, context: FailureContext): void {
  let next = 0;
  for (const part of layout.parts) {
    if (part.offset !== next) throw new ConformanceFailure(CHECK, `observation part ${part.name} starts at ${part.offset}, not ${next}`, context);
    next += part.shape.reduce((a, b) => a * b, 1);
  }
  if (next !== layout.size) throw new ConformanceFailure(CHECK, `the observation parts cover ${next} numbers, the layout says ${layout.size}`, context);
}

function checkObservations(
  ruleset: ConformanceConfig['ruleset'],
  encoder: NonNullable<ReturnType<ConformanceConfig['ruleset']['encoder']>>,
  state: BaseState,
  context: FailureContext,
): void {
  for (const side of ruleset.sides) {
    const seen = ruleset.view(state, side);
    if (!seen.ok) continue; // checkViews reports it
    const observation = encoder.observe(seen.view, side);
    if (observation.length !== encoder.layout.size) {
      throw new ConformanceFailure(CHECK, `${side}'s observation has ${observation.length} numbers, the layout says ${encoder.layout.size}`, context);
    }
    if (!observation.every(Number.isFinite)) throw new ConformanceFailure(CHECK, `${side}'s observation holds a non-finite number`, context);
  }
}
