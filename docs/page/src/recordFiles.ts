/**
 * Game records in and out of the page: read a chosen file, find its ruleset among the built-ins and check it with
 * `loadRecord` (errors name the field), and offer a record as a download.
 *
 * @module
 */
import { loadRecord, serializeRecord, type AnyRuleset, type RecordFor, type RulesetTypes } from 'kriegsspiel';
import { rulesetById } from './rulesets.js';

/** A record checked against its ruleset, or why it was refused. */
export type LoadedRecord =
  | { readonly ok: true; readonly ruleset: AnyRuleset; readonly record: RecordFor<RulesetTypes> }
  | { readonly ok: false; readonly message: string };

/**
 * Reads record JSON text: its `ruleset` field picks the built-in ruleset, which then checks the whole record.
 *
 * @example
 * ```ts
 * const loaded = readRecord(await file.text());
 * if (!loaded.ok) alert(loaded.message); // e.g. 'actions[3].to: expected a four-digit hex id'
 * ```
 */
export function readRecord(text: string): LoadedRecord {
  let id: unknown;
  try {
    id = (JSON.parse(text) as { ruleset?: unknown } | null)?.ruleset;
  } catch {
    return { ok: false, message: 'not JSON: a game record is a JSON file' };
  }
  if (typeof id !== 'string') return { ok: false, message: 'ruleset: missing (not a kriegsspiel game record?)' };
  const ruleset = rulesetById(id);
  if (ruleset === undefined) return { ok: false, message: `ruleset: "${id.slice(0, 60)}" is not one of the built-in rulesets` };
  const loaded = loadRecord(ruleset, text);
  if (!loaded.ok) return { ok: false, message: loaded.error.message };
  return { ok: true, ruleset, record: loaded.record };
}

/** The text of the file chosen in a file input, or `null` when none is chosen. */
export async function chosenFileText(input: HTMLInputElement): Promise<string | null> {
  const file = input.files?.[0];
  return file === undefined ? null : file.text();
}

/** Offers `record` as a JSON download named `name`. */
export function downloadRecord(record: RecordFor<RulesetTypes>, name: string): void {
  const url = URL.createObjectURL(new Blob([serializeRecord(record)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
