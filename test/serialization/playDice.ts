/** Plays seeded dice races for the tests, keeping every state, action and event of the original play. */
import fc from 'fast-check';
import type { ChanceAction } from '../../src/core/action.js';
import type { ChanceMode } from '../../src/core/decision.js';
import type { ChanceEvent } from '../../src/core/event.js';
import type { RecordSetup } from '../../src/serialization/gameRecord.js';
import { diceGame, type DiceAction, type DiceEvent, type DiceOptions, type DiceScenario, type DiceState } from './diceGame.js';

export type DiceSetup = RecordSetup<DiceScenario, DiceOptions> & { readonly seed: number; readonly chanceMode: ChanceMode };

export interface DicePlay {
  readonly setup: DiceSetup;
  /** `states[0]` after setup, `states[i + 1]` after `actions[i]`. */
  readonly states: readonly DiceState[];
  readonly actions: readonly (DiceAction | ChanceAction)[];
  readonly events: readonly (readonly (DiceEvent | ChanceEvent)[])[];
}

/** Plays a game to its end, taking `choices[i] % legal.length` at decision `i` (choices are cycled). */
export function playDice(setup: DiceSetup, choices: readonly number[]): DicePlay {
  const made = diceGame.setup(setup.scenario, setup.options ?? {}, setup.seed, setup.chanceMode);
  if (!made.ok) throw new Error(made.violation.message);
  const states = [made.state];
  const actions: (DiceAction | ChanceAction)[] = [];
  const events: (readonly (DiceEvent | ChanceEvent)[])[] = [];
  let state = made.state;
  for (let i = 0; ; i++) {
    const legal = diceGame.legalActions(state);
    if (legal.length === 0) break;
    const action = legal[(choices[i % choices.length] ?? 0) % legal.length]!;
    const applied = diceGame.apply(state, action);
    if (!applied.ok) throw new Error(applied.violation.message);
    state = applied.state;
    states.push(state);
    actions.push(action);
    events.push(applied.events);
  }
  return { setup, states, actions, events };
}

const inlineScenario: fc.Arbitrary<DiceScenario> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 8 }),
  name: fc.string({ maxLength: 8 }),
  target: fc.integer({ min: 1, max: 30 }),
  maxPlies: fc.integer({ min: 1, max: 12 }),
  first: fc.constantFrom('red' as const, 'blue' as const),
});

/** Any setup: a built-in or inline scenario, options or none, any seed, either chance mode. */
export function arbSetup(chanceMode?: ChanceMode): fc.Arbitrary<DiceSetup> {
  return fc.record(
    {
      scenario: fc.oneof(fc.constantFrom('standard', 'quick'), inlineScenario),
      options: fc.record({ sixBonus: fc.integer({ min: 0, max: 6 }) }, { requiredKeys: [] }),
      seed: fc.integer(),
      chanceMode: chanceMode === undefined ? fc.constantFrom<ChanceMode>('auto', 'explicit') : fc.constant(chanceMode),
    },
    { requiredKeys: ['scenario', 'seed', 'chanceMode'] },
  );
}

/** A choice index, biased to keep rolling (3 and 4 are rolls too when 3 actions are legal) so games last. */
const arbChoice = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(0, 1, 3, 4) }, { weight: 1, arbitrary: fc.nat() });

/** Any finished play. */
export function arbPlay(chanceMode?: ChanceMode): fc.Arbitrary<DicePlay> {
  return fc
    .tuple(arbSetup(chanceMode), fc.array(arbChoice, { minLength: 1, maxLength: 40 }))
    .map(([setup, choices]) => playDice(setup, choices));
}
