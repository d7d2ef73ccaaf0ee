import { isJsonObject } from './parseJson.js';
import { loadError, type Loaded } from './loadError.js';

/**
 * Upgrades of a file format, by the version they upgrade from: `table[n]` turns a parsed (not yet validated)
 * document of format version `n` into one of version `n + 1`, including its `formatVersion` field.
 */
export type FormatMigrations = Readonly<Record<number, ((old: unknown) => unknown) | RetiredFormat>>;

/** A format version that is no longer read, and why (instead of a migration from it). */
export interface RetiredFormat {
  /** Why documents of this version cannot be upgraded, for people. */
  readonly retired: string;
}

/**
 * Runs the migrations of `table` on `doc` until it reaches format version `current`. Refuses documents newer than
 * `current`, versions with no migration, and migrations that throw or do not produce the next version.
 *
 * @example
 * ```ts
 * import type { FormatMigrations } from 'kriegsspiel';
 * import { migrateFormat } from './formatMigrations.js';
 * const table: FormatMigrations = { 0: (old) => ({ ...(old as object), formatVersion: 1 }) };
 * migrateFormat({ formatVersion: 0 }, 1, table); // { ok: true, value: { formatVersion: 1 } }
 * ```
 */
export function migrateFormat(
  doc: Readonly<Record<string, unknown>>,
  current: number,
  table: FormatMigrations,
): Loaded<Readonly<Record<string, unknown>>> {
  const from = doc['formatVersion'];
  if (typeof from !== 'number' || !Number.isSafeInteger(from)) {
    return { ok: false, error: loadError('invalid-envelope', ['formatVersion'], 'Invalid input: expected an integer format version') };
  }
  if (from > current) {
    return {
      ok: false,
      error: loadError('format-version', ['formatVersion'], `${from} is newer than the latest format version this library reads (${current})`),
    };
  }
  let out = doc;
  for (let version = from; version < current; version++) {
    const step = Object.hasOwn(table, version) ? table[version] : undefined;
    if (step === undefined) {
      return { ok: false, error: loadError('format-version', ['formatVersion'], `no migration from format version ${version}`) };
    }
    if (typeof step !== 'function') {
      return { ok: false, error: loadError('format-version', ['formatVersion'], `format version ${version} is no longer read: ${step.retired}`) };
    }
    let next: unknown;
    try {
      next = step(out);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ok: false,
        error: loadError('migration-failed', ['formatVersion'], `migrating from format version ${version} failed: ${reason}`),
      };
    }
    if (!isJsonObject(next) || next['formatVersion'] !== version + 1) {
      return {
        ok: false,
        error: loadError('migration-failed', ['formatVersion'], `the migration from format version ${version} did not produce version ${version + 1}`),
      };
    }
    out = next;
  }
  return { ok: true, value: out };
}
