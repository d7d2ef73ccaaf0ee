import { readFileSync } from 'node:fs';
import { loadRecord, quote, replay } from 'kriegsspiel';
import { BUILT_INS, namesOf } from './builtIns.js';
import { resultLine } from './resultLine.js';

/**
 * Replays a game record file and verifies it: every action legal where it stands, the same result as recorded
 * play. A corrupt file is refused with the field path. Returns the process exit code.
 *
 * @example
 * ```ts
 * import { rmSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { play } from './play.js';
 * import { replayFile } from './replayFile.js';
 * const record = join(tmpdir(), `skirmish-42-${process.pid}.json`);
 * play({ scenario: 'skirmish', seed: 42, bots: ['random', 'random'], record, print: () => {} });
 * replayFile(record, console.log); // 0 when every action replays legally to the recorded result
 * rmSync(record);
 * ```
 */
export function replayFile(path: string, print: (line: string) => void): number {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    print(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const id = rulesetIdOf(text);
  const ruleset = id === undefined ? BUILT_INS.rulesets[0] : BUILT_INS.ruleset(id);
  if (ruleset === undefined) {
    print(`Invalid record ${path}: ruleset: no ruleset ${quote(id)} (known: ${BUILT_INS.rulesets.map((r) => r.id).join(', ')})`);
    return 1;
  }
  const loaded = loadRecord(ruleset, text);
  if (!loaded.ok) {
    print(`Invalid record ${path}: ${loaded.error.message}`);
    return 1;
  }
  const replayed = replay(ruleset, loaded.record);
  if (!replayed.ok) {
    print(`Record ${path} does not replay: action ${replayed.error.index}: ${replayed.error.violation.rule} ${replayed.error.violation.message}`);
    return 1;
  }
  const names = namesOf(ruleset, replayed.final);
  print(`Replayed ${replayed.actions} actions of ${names.title}: every action legal`);
  print(resultLine(ruleset.result(replayed.final), names.sides, names.scoreUnit));
  return 0;
}

/** The `ruleset` field of a record's JSON text, if it has one (loadRecord reports every other problem). */
function rulesetIdOf(text: string): string | undefined {
  try {
    const doc: unknown = JSON.parse(text);
    const id = typeof doc === 'object' && doc !== null ? (doc as { ruleset?: unknown }).ruleset : undefined;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
