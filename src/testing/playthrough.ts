import type { ChanceEvent, GameEvent } from '../core/event.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import { canonicalJson } from '../core/scenarioHash.js';
import type { RecordFor } from '../serialization/gameRecord.js';
import { replay } from '../serialization/replay.js';

/** One event as a line: its type, its other fields as compact JSON (sorted keys), and its rule case. */
function eventLine(event: GameEvent | ChanceEvent): string {
  const { type, rule, ...rest } = event as GameEvent & Record<string, unknown>;
  const fields = Object.keys(rest).length > 0 ? ` ${canonicalJson(rest)}` : '';
  return `  ${type}${fields} [${rule}]`;
}

/**
 * A game record replayed as readable text, one line per action (`> ` and the action as compact JSON) and one per
 * event below it, then the result: a golden playthrough (OpenSpiel's integration playthroughs) that a reviewer reads
 * in a diff when a rule changes, instead of a hash that only says that something changed.
 *
 * @example
 * ```ts
 * import { createRecord } from 'kriegsspiel';
 * import { playthrough } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const record = createRecord(napoleonAtWar, { scenario: 'skirmish', seed: 1 }, [{ type: 'move', unit: 'F1', to: '0203' }]);
 * playthrough(napoleonAtWar, record); // '# napoleon-at-war skirmish seed 1 (auto chance)\n> {"to":"0203",...}\n  moved ...'
 * ```
 */
export function playthrough<T extends RulesetTypes>(ruleset: Ruleset<T>, record: RecordFor<T>): string {
  const scenario = typeof record.scenario === 'string' ? record.scenario : ruleset.definition.scenarioId(record.scenario);
  const lines = [`# ${record.ruleset} ${scenario} seed ${record.seed} (${record.chanceMode} chance)`];
  const replayed = replay(ruleset, record, {
    onStep: (index, _state, events) => {
      lines.push(`> ${canonicalJson(record.actions[index])}`);
      for (const event of events) lines.push(eventLine(event));
    },
  });
  if (!replayed.ok) {
    lines.push(`! action ${replayed.error.index} refused: ${replayed.error.violation.rule} ${replayed.error.violation.message}`);
    return `${lines.join('\n')}\n`;
  }
  const result = ruleset.result(replayed.final);
  lines.push(`= ${canonicalJson({ terminal: result.terminal, winner: result.winner, grade: result.grade ?? null, scores: result.scores })}`);
  return `${lines.join('\n')}\n`;
}
