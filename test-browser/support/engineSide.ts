/**
 * What the engine says, for the browser tests to compare with what the page draws: where each unit stands (the
 * ruleset's `pieces` hook, each side from its own view), records made by bots, and a record replayed.
 */
import { createRecord, loadRecord, randomBot, replay, serializeRecord, type Action, type AnyRuleset, type BaseState, type RecordFor, type RulesetTypes } from 'kriegsspiel';
import { BUILT_INS } from '../../src/cli/builtIns.js';

/** The built-in ruleset with this id (throws: a test's own mistake). */
export function ruleset(id: string): AnyRuleset {
  const found = BUILT_INS.ruleset(id);
  if (found === undefined) throw new Error(`no ruleset ${id}`);
  return found;
}

/** Unit id -> printed location, every side's own counters as its view shows them (what the umpire board draws). */
export function unitPlaces(rules: AnyRuleset, state: BaseState, sides: readonly string[] = rules.sides): Map<string, string> {
  const made = rules.contextOf(state);
  if (!made.ok) throw new Error(made.violation.message);
  const places = new Map<string, string>();
  for (const side of sides) {
    const seen = rules.view(state, side);
    if (!seen.ok) throw new Error(seen.violation.message);
    for (const piece of rules.presentation?.pieces?.(made.context, seen.view) ?? []) {
      if (piece.side === side && piece.id !== undefined && piece.hidden !== true) places.set(piece.id, piece.at);
    }
  }
  return places;
}

/** Every state of a record, replayed (throws if it does not replay). */
export function replayStates(text: string): { rules: AnyRuleset; states: readonly BaseState[]; record: RecordFor<RulesetTypes> } {
  const rules = ruleset((JSON.parse(text) as { ruleset: string }).ruleset);
  const loaded = loadRecord(rules, text);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const replayed = replay(rules, loaded.record, { states: true });
  if (!replayed.ok) throw new Error(replayed.error.violation.message);
  return { rules, states: replayed.states ?? [], record: loaded.record };
}

/**
 * A record of `scenario` played by random bots (seeded) until `stop` says so or the game ends: for the tests that
 * load a save at an interesting moment.
 */
export function recordUntil(rules: AnyRuleset, scenario: string, seed: number, stop: (state: BaseState) => boolean, maxPlies = 2000): string {
  const setup = rules.setup(scenario, {}, seed);
  if (!setup.ok) throw new Error(setup.violation.message);
  const bots = Object.fromEntries(rules.sides.map((side, k) => [side, randomBot(seed * 10 + k)]));
  let state = setup.state;
  const actions: Action[] = [];
  while (actions.length < maxPlies && !stop(state)) {
    const decision = rules.decision(state);
    if (decision.kind !== 'side' && decision.kind !== 'simultaneous') break;
    const side = decision.kind === 'side' ? decision.side : decision.sides[0]!;
    const seen = rules.view(state, side);
    if (!seen.ok) throw new Error(seen.violation.message);
    const action = bots[side]!.choose(rules, seen.view, side);
    const applied = rules.apply(state, action);
    if (!applied.ok) throw new Error(applied.violation.message);
    state = applied.state;
    actions.push(action);
  }
  return serializeRecord(createRecord(rules, { scenario, seed }, actions));
}
