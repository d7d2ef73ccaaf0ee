import type { ChanceEvent } from 'kriegsspiel';
import { aCrowningGlory, type AcgAction, type AcgEvent, type AcgScenario, type AcgState, type ScenarioUnit } from 'kriegsspiel/rulesets/a-crowning-glory';

/** An event of an applied action: the ruleset's own, or a die roll. */
export type AnyEvent = AcgEvent | ChanceEvent;
import { testScenario } from './fixture.js';

/** A unit line for {@link position}: id, side, arm, steps, hex (or 'reserve' / 'variable'). */
export type UnitLine = [id: string, side: 'french' | 'allied', arm: 'infantry' | 'cavalry', steps: number, setup: string];

/** The test battle with these units, set up and declared (dice in explicit mode): `first` is Phase II (ACG 5.2). */
export function position(lines: readonly UnitLine[], first: 'movement' | 'combat' = 'movement', overrides: Partial<AcgScenario> = {}, options = {}): AcgState {
  const units: ScenarioUnit[] = lines.map(([id, side, arm, steps, setup]) => ({ id, name: id, side, nation: side === 'french' ? 'french' : 'russian', arm, steps, setup }));
  const made = aCrowningGlory.setup(testScenario({ units, ...overrides }) as never, { capitulation: false, ...options }, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return play(made.state, { type: 'declare', first }).state;
}

/** Applies actions in order, failing loudly on a refusal; returns the state and every event. */
export function play(state: AcgState, ...actions: AcgAction[]): { state: AcgState; events: AnyEvent[] } {
  const events: AnyEvent[] = [];
  for (const action of actions) {
    const next = aCrowningGlory.apply(state, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.violation.rule} ${next.violation.message}`);
    state = next.state;
    events.push(...next.events);
  }
  return { state, events };
}

/** The refusal of an action, or `null` when it is legal. */
export const refusal = (state: AcgState, action: AcgAction) => aCrowningGlory.check(state, action);

/** The destinations listed for the selected unit, sorted. */
export function destinations(state: AcgState): string[] {
  return aCrowningGlory.legalActions(state).flatMap((a) => (a.type === 'move' ? [a.to] : [])).sort();
}

/** The first event of a type. */
export function eventOf<T extends AcgEvent['type']>(events: readonly AnyEvent[], type: T): Extract<AcgEvent, { type: T }> {
  const found = events.find((e) => e.type === type);
  if (found === undefined) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return found as Extract<AcgEvent, { type: T }>;
}

/** Rolls the die to `value` in explicit chance mode. */
export const roll = (value: number): AcgAction => ({ type: 'chance', value }) as unknown as AcgAction;
