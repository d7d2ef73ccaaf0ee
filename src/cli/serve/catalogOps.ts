import { parseSchema, type AnyRuleset } from 'kriegsspiel';
import { integerField } from './fields.js';
import type { Handler } from './handler.js';
import { OPS, PROTOCOL_VERSION, done } from './protocol.js';
import { refuse } from './serveError.js';

/**
 * `hello`: the protocol version, the package version and the ops. A client may send the `protocol` it speaks: a
 * server that does not speak it answers `unsupported-protocol` (so a client fails at once, not mid-game).
 *
 * @example
 * ```ts
 * import { hello } from './catalogOps.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * hello({ id: 1, op: 'hello' }, { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' });
 * // { ok: true, value: { protocol: 1, package: '0.1.0', ops: ['hello', 'rulesets', ...] } }
 * ```
 */
export const hello: Handler = (request, context) => {
  const wanted = integerField(request, 'protocol', PROTOCOL_VERSION, 1);
  if (!wanted.ok) return wanted;
  if (wanted.value !== PROTOCOL_VERSION) {
    return refuse('unsupported-protocol', `protocol: this server speaks protocol ${PROTOCOL_VERSION}, not ${wanted.value}`, { supported: [PROTOCOL_VERSION] });
  }
  return done({ protocol: PROTOCOL_VERSION, package: context.packageVersion, ops: [...OPS] });
};

/** What `rulesets` says of one ruleset. */
function describeRuleset(ruleset: AnyRuleset): Record<string, unknown> {
  const defaults = parseSchema(ruleset.definition.schemas.options, {});
  return {
    id: ruleset.id,
    version: ruleset.version,
    sides: ruleset.sides,
    scenarios: Object.keys(ruleset.definition.scenarios),
    encodingVersion: ruleset.definition.encoding?.version ?? null,
    defaultOptions: defaults.success ? defaults.data : null,
  };
}

/**
 * `rulesets`: every ruleset the server knows, with its version, sides (in the order bots are named), built-in
 * scenarios, encodings version (`null` without encodings) and default options.
 *
 * @example
 * ```ts
 * import { rulesets } from './catalogOps.js';
 * import { createGameTable } from './gameTable.js';
 * import { BUILT_INS } from '../builtIns.js';
 * rulesets({ id: 1, op: 'rulesets' }, { registry: BUILT_INS, games: createGameTable(), packageVersion: '0.1.0' });
 * // { ok: true, value: { rulesets: [{ id: 'napoleon-at-war', scenarios: ['skirmish', 'wagram'], ... }, ...] } }
 * ```
 */
export const rulesets: Handler = (_request, context) => done({ rulesets: context.registry.rulesets.map(describeRuleset) });
