import { CHANCE_MODES, quote, type AnyRuleset, type BaseState } from 'kriegsspiel';
import { choiceField, integerField, isObject, objectField } from './fields.js';
import type { Handler, ServerContext } from './handler.js';
import { done, type Outcome, type Request } from './protocol.js';
import { refuse, refuseViolation } from './serveError.js';

/** The ruleset and scenario a `setup` request names: a built-in name (`wagram`, `napoleon-at-war/wagram`), or data. */
function findScenario(request: Request, context: ServerContext): Outcome<{ ruleset: AnyRuleset; scenario: unknown }> {
  const { scenario, ruleset: rulesetId } = request;
  if (rulesetId !== undefined) {
    if (typeof rulesetId !== 'string') return refuse('invalid-field', `ruleset: expected a ruleset id, got ${JSON.stringify(rulesetId)}`);
    const ruleset = context.registry.ruleset(rulesetId);
    if (ruleset === undefined) {
      const known = context.registry.rulesets.map((r) => r.id).join(', ');
      return refuse('unknown-ruleset', `ruleset: no ruleset ${quote(rulesetId)} (known: ${known})`);
    }
    if (isObject(scenario)) return done({ ruleset, scenario });
    if (typeof scenario === 'string') {
      const found = context.registry.findScenario(scenario.includes('/') ? scenario : `${rulesetId}/${scenario}`);
      if (!found.ok) return refuseViolation('unknown-scenario', found.violation);
      if (found.match.ruleset !== ruleset) return refuse('invalid-field', `scenario: ${quote(scenario)} is not a scenario of ${quote(rulesetId)}`);
      return done({ ruleset, scenario: found.match.scenario });
    }
    return refuse('invalid-field', `scenario: expected a built-in scenario name or scenario data, got ${JSON.stringify(scenario) ?? 'nothing'}`);
  }
  if (typeof scenario !== 'string') {
    const hint = isObject(scenario) ? ' (scenario data needs a "ruleset" field)' : '';
    return refuse('invalid-field', `scenario: expected a built-in scenario name such as "wagram", got ${JSON.stringify(scenario) ?? 'nothing'}${hint}`);
  }
  const found = context.registry.findScenario(scenario);
  if (!found.ok) return refuseViolation('unknown-scenario', found.violation);
  return done(found.match);
}

/**
 * What `setup` and `load` answer about a newly opened game: its handle, ruleset, scenario, sides, the decision
 * pending, and the sizes of its encodings (`null` without them).
 */
export function openedGame(handle: string, ruleset: AnyRuleset, state: BaseState): Record<string, unknown> {
  const encoder = ruleset.encoder(state);
  return {
    game: handle,
    ruleset: ruleset.id,
    scenario: state.scenario.id,
    sides: ruleset.sides,
    decision: ruleset.decision(state),
    actionSize: encoder?.actionSize ?? null,
    observationSize: encoder?.layout.size ?? null,
  };
}

/**
 * `setup`: opens a new game from a scenario (a built-in name, or scenario data with a `ruleset`), `options`
 * (overrides of the ruleset's defaults), a `seed` (default 0) and a `chanceMode` (`auto`, the default, or
 * `explicit`: chance then decides as its own player).
 *
 * @example
 * ```ts
 * import { setup } from './setupOp.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * const context = { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' };
 * setup({ id: 1, op: 'setup', scenario: 'skirmish', seed: 7 }, context);
 * // { ok: true, value: { game: 'g1', ruleset: 'napoleon-at-war', scenario: 'skirmish', decision: { kind: 'side', ... }, ... } }
 * ```
 */
export const setup: Handler = (request, context) => {
  const found = findScenario(request, context);
  if (!found.ok) return found;
  const options = objectField(request, 'options', {});
  if (!options.ok) return options;
  const seed = integerField(request, 'seed', 0);
  if (!seed.ok) return seed;
  const chanceMode = choiceField(request, 'chanceMode', CHANCE_MODES, 'auto');
  if (!chanceMode.ok) return chanceMode;
  const { ruleset, scenario } = found.value;
  const made = ruleset.setup(scenario, options.value, seed.value, chanceMode.value);
  if (!made.ok) return refuseViolation('setup-refused', made.violation);
  const origin = { scenario, options: options.value, seed: seed.value, chanceMode: chanceMode.value };
  const handle = context.games.open({ ruleset, state: made.state, origin, actions: [] });
  return done(openedGame(handle, ruleset, made.state));
};
