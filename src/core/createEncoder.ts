import type { ChanceAction } from './action.js';
import type { Encoder, EncodingHooks } from './encoding.js';
import type { RulesetTypes } from './rulesetTypes.js';

/**
 * Binds a ruleset's encoding hooks to one compiled scenario: the fixed action index space with a legal-action
 * mask (from the ruleset's own `legalActions`, so the mask and the legal actions agree by construction) and the
 * observation of a view.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const encoder = setup.ok ? napoleonAtWar.encoder(setup.state) : null;
 * const mask = encoder && setup.ok ? encoder.legalMask(setup.state) : null; // 1 where an action is legal
 * ```
 */
export function createEncoder<T extends RulesetTypes>(
  hooks: EncodingHooks<T>,
  ctx: T['context'],
  legalActions: (state: T['state']) => (T['action'] | ChanceAction)[],
): Encoder<T> {
  const actionSize = hooks.actionSize(ctx);
  const layout = hooks.observationLayout(ctx);
  return {
    version: hooks.version,
    actionSize,
    layout,
    encode: (state, action) => hooks.encodeAction(ctx, state, action),
    decode: (state, index) => (Number.isInteger(index) && index >= 0 && index < actionSize ? hooks.decodeAction(ctx, state, index) : null),
    legalMask(state) {
      const mask = new Uint8Array(actionSize);
      for (const action of legalActions(state)) {
        const index = hooks.encodeAction(ctx, state, action);
        if (index >= 0) mask[index] = 1;
      }
      return mask;
    },
    observe: (view, side) => hooks.observe(ctx, view, side),
  };
}
