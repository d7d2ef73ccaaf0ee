import { readFileSync } from 'node:fs';
import { loadRecord, replay } from 'kriegsspiel';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
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
  const loaded = loadRecord(napoleonAtWar, text);
  if (!loaded.ok) {
    print(`Invalid record ${path}: ${loaded.error.message}`);
    return 1;
  }
  const replayed = replay(napoleonAtWar, loaded.record);
  if (!replayed.ok) {
    print(`Record ${path} does not replay: action ${replayed.error.index}: ${replayed.error.violation.rule} ${replayed.error.violation.message}`);
    return 1;
  }
  const { scenario } = loaded.record;
  const data = typeof scenario === 'string' ? napoleonAtWar.definition.scenarios[scenario] : scenario;
  const names = data?.sideNames ?? { french: 'french', coalition: 'coalition' };
  print(`Replayed ${replayed.actions} actions of ${data?.id ?? String(scenario)}: every action legal`);
  print(resultLine(napoleonAtWar.result(replayed.final), names));
  return 0;
}
