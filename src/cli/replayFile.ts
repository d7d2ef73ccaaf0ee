import { readFileSync } from 'node:fs';
import { loadRecord, quote, replay } from 'kriegsspiel';
import { BUILT_INS, namesOf } from './builtIns.js';
import type { CommandOutput } from './commandOutput.js';
import { resultLine } from './resultLine.js';

/**
 * Replays a game record file and verifies it: every action legal where it stands. A finished game ends with its
 * `Result:` line; an unfinished one (a record of the first actions only) is said to be unfinished, with where it
 * stops and no result. A corrupt file is refused with the field path. With `json`, one JSON line
 * `{ ruleset, scenario, actions, finished, result }` (`result` null when unfinished). Returns the exit code: 0 for a
 * record that replays (finished or not), 1 for one that does not, 2 for a file that cannot be read.
 *
 * @example
 * ```ts
 * import { rmSync } from 'node:fs';
 * import { tmpdir } from 'node:os';
 * import { join } from 'node:path';
 * import { play } from './play.js';
 * import { replayFile } from './replayFile.js';
 * const record = join(tmpdir(), `skirmish-42-${process.pid}.json`);
 * play({ scenario: 'skirmish', seed: 42, bots: ['random', 'random'], record, print: () => {} }).then(() => {
 *   replayFile(record, { print: console.log }); // 0 when every action replays legally
 *   rmSync(record);
 * });
 * ```
 */
export function replayFile(path: string, output: CommandOutput): number {
  const { print, error = print } = output;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (failure) {
    error(`Cannot read ${path}: ${failure instanceof Error ? failure.message : String(failure)}`);
    return 2;
  }
  const id = rulesetIdOf(text);
  const ruleset = id === undefined ? BUILT_INS.rulesets[0] : BUILT_INS.ruleset(id);
  if (ruleset === undefined) {
    error(`Invalid record ${path}: ruleset: no ruleset ${quote(id)} (known: ${BUILT_INS.rulesets.map((r) => r.id).join(', ')})`);
    return 1;
  }
  const loaded = loadRecord(ruleset, text);
  if (!loaded.ok) {
    error(`Invalid record ${path}: ${loaded.error.message}`);
    return 1;
  }
  const replayed = replay(ruleset, loaded.record);
  if (!replayed.ok) {
    error(`Record ${path} does not replay: action ${replayed.error.index}: ${replayed.error.violation.rule} ${replayed.error.violation.message}`);
    return 1;
  }
  const names = namesOf(ruleset, replayed.final);
  const result = ruleset.result(replayed.final);
  print(`Replayed ${replayed.actions} actions of ${names.title}: every action legal`);
  if (result.terminal) print(resultLine(result, names.sides, names.scoreUnit));
  else print(`Unfinished: the record stops at ${names.turnLabel(replayed.final)}, before the end of the game: no result`);
  const scenario = replayed.final.scenario.id;
  output.json?.(JSON.stringify({ ruleset: ruleset.id, scenario, actions: replayed.actions, finished: result.terminal, result: result.terminal ? result : null }));
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
