import { z } from 'zod';
import type { Action } from '../core/action.js';
import type { GameEvent } from '../core/event.js';
import type { Ruleset } from '../core/ruleset.js';
import type { BaseState } from '../core/rulesetDefinition.js';
import type { FormatMigrations } from './formatMigrations.js';
import { internalLoadError, issuesError, loadError, type LoadError } from './loadError.js';
import { parseJson } from './parseJson.js';
import { readEnvelope, requiredField } from './readEnvelope.js';
import { STATE_FORMAT, STATE_FORMAT_VERSION, STATE_MIGRATIONS } from './savedState.js';

/** The outcome of {@link loadState}: a validated state, or a coded error naming the field path. */
export type LoadStateResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: LoadError };

/** Options of {@link loadState}. */
export interface LoadStateOptions {
  /** The format migrations to use (default {@link STATE_MIGRATIONS}); tests inject older formats here. */
  readonly migrations?: FormatMigrations;
}

const stateEnvelope = z.strictObject({
  format: z.literal(STATE_FORMAT),
  formatVersion: z.literal(STATE_FORMAT_VERSION),
  ruleset: z.string(),
  rulesetVersion: z.string(),
  state: requiredField(),
});

/**
 * Reads a saved state (JSON text or an already-parsed value) written by `serializeState`. Checks, in order:
 * JSON syntax, the envelope (format, format version, ruleset id), the ruleset version (a state written by another
 * version goes through the ruleset's `migrateState`, or is refused), then the ruleset's state schema. Never throws.
 *
 * @example
 * ```ts
 * import { loadState, serializeState } from 'kriegsspiel';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const text = serializeState(napoleonAtWar, setup.state); // e.g. read back from a save file
 * const loaded = loadState(napoleonAtWar, text);
 * if (loaded.ok) console.log(napoleonAtWar.decision(loaded.state));
 * else console.error(loaded.error.message); // e.g. 'state.units[3].hex: Invalid input: expected number, received string'
 * ```
 */
export function loadState<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  ruleset: Ruleset<S, A, E, Side, Sc, O>,
  input: unknown,
  options: LoadStateOptions = {},
): LoadStateResult<S> {
  try {
    const parsed = parseJson(input);
    if (!parsed.ok) return parsed;
    const envelope = readEnvelope(parsed.value, {
      format: STATE_FORMAT,
      current: STATE_FORMAT_VERSION,
      migrations: options.migrations ?? STATE_MIGRATIONS,
      schema: stateEnvelope,
      rulesetId: ruleset.id,
    });
    if (!envelope.ok) return envelope;
    let raw = envelope.value.state;
    const from = envelope.value.rulesetVersion;
    if (from !== ruleset.version) {
      const migrate = ruleset.definition.migrateState;
      if (migrate === undefined) {
        return {
          ok: false,
          error: loadError('ruleset-version', ['rulesetVersion'], `saved by version ${JSON.stringify(from)} of "${ruleset.id}", which cannot migrate states to version "${ruleset.version}"`),
        };
      }
      try {
        raw = migrate.call(ruleset.definition, raw, from);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, error: loadError('migration-failed', ['state'], `migrating from ruleset version ${JSON.stringify(from)} failed: ${reason}`) };
      }
    }
    const state = ruleset.definition.schemas.state.safeParse(raw);
    if (!state.success) return { ok: false, error: issuesError('invalid-state', state.error.issues, ['state']) };
    return { ok: true, state: state.data };
  } catch (error) {
    return { ok: false, error: internalLoadError(error) };
  }
}
