// The conformance checks must catch what they are for: each test breaks a fixture in one way and expects the
// matching check to fail with a ConformanceFailure naming it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRuleset, type ActionSpace } from 'kriegsspiel';
import {
  checkActionSpace,
  checkCorruptActions,
  checkCorruptRecords,
  checkCorruptStates,
  checkExplicitChance,
  checkInvariants,
  checkLegalActions,
  checkNoMutation,
  checkRandomGames,
  checkRollout,
  checkSameSeed,
  checkSaveLoad,
  checkViews,
} from 'kriegsspiel/testing';
import { chitPull } from '../fixtures/chitPull/chitPull.js';
import {
  hiddenUnits,
  actionSchema as unitActionSchema,
  stateSchema as unitStateSchema,
} from '../fixtures/hiddenUnits/hiddenUnits.js';
import { hiddenUnitsCandidates, perturbHiddenUnits } from '../fixtures/hiddenUnits/hiddenUnitsChecks.js';

const units = hiddenUnits.definition;
const chits = chitPull.definition;

/** An action space that is exactly a list. */
const spaceOf = <A>(actions: readonly A[]): ActionSpace<A> => ({ size: actions.length, at: (index) => actions[index]! });

describe('the conformance checks catch broken rulesets', () => {
  it('legal-actions: check accepting what legalActions does not list', () => {
    const ruleset = defineRuleset({ ...units, check: () => null });
    expect(() => checkLegalActions({ ruleset })).toThrow(
      /^\[legal-actions\] check accepts an action that legalActions does not list/,
    );
  });

  it('legal-actions: legalActions missing a legal action', () => {
    const ruleset = defineRuleset({
      ...units,
      legalActions: (state) => units.legalActions(state).filter((a) => a.type !== 'pass'),
    });
    expect(() => checkLegalActions({ ruleset, candidates: hiddenUnitsCandidates })).toThrow(
      /^\[legal-actions\] check accepts/,
    );
  });

  it('action-space: a space that misses a legal action', () => {
    const ruleset = defineRuleset({ ...units, actionSpace: (state) => spaceOf(units.legalActions(state).slice(1)) });
    expect(() => checkActionSpace({ ruleset })).toThrow(/^\[action-space\] the action space misses a legal action/);
  });

  it('action-space: a space that holds an action twice', () => {
    const ruleset = defineRuleset({ ...units, actionSpace: (state) => spaceOf([...units.legalActions(state), ...units.legalActions(state)]) });
    expect(() => checkActionSpace({ ruleset })).toThrow(/^\[action-space\] the action space holds an action twice/);
  });

  it('random-games: a dead end', () => {
    const ruleset = defineRuleset({
      ...units,
      legalActions: (state) => (state.turn >= 2 ? [] : units.legalActions(state)),
    });
    expect(() => checkRandomGames({ ruleset, games: 4 })).toThrow(
      /^\[random-games\] threw: randomBot: no legal action.*dead end/,
    );
  });

  it('random-games: a rule that throws (internal error)', () => {
    const ruleset = defineRuleset({
      ...units,
      step: (draft, action, emit) => {
        if (action.type === 'pass') throw new Error('boom');
        units.step(draft, action, emit);
      },
    });
    expect(() => checkRandomGames({ ruleset, games: 4 })).toThrow(
      /^\[random-games\] a legal action was refused: core internal-error.*boom/,
    );
  });

  it('random-games: a game that does not end within maxPlies', () => {
    expect(() => checkRandomGames({ ruleset: hiddenUnits, games: 2, maxPlies: 5 })).toThrow(/not over after maxPlies/);
  });

  it('save-load: a state schema that loses a field', () => {
    const ruleset = defineRuleset({
      ...chits,
      schemas: { ...chits.schemas, state: chits.schemas.state.transform((s) => ({ ...s, maxStrength: 9 })) },
    });
    expect(() => checkSaveLoad({ ruleset })).toThrow(/^\[save-load\] a loaded state differs/);
  });

  it('same-seed: hidden global state', () => {
    let calls = 0;
    const ruleset = defineRuleset({
      ...units,
      step: (draft, action, emit) => {
        units.step(draft, action, emit);
        emit?.({ type: 'moved', rule: 'X', unit: String(calls++), from: 0, to: 0 });
      },
    });
    expect(() => checkSameSeed({ ruleset })).toThrow(
      /^\[same-seed\] two runs with the same seed differ in their events/,
    );
  });

  it('no-mutation: a clone too shallow for the rollout path', () => {
    const ruleset = defineRuleset({ ...units, clone: (state) => ({ ...state }) });
    expect(() => checkNoMutation({ ruleset })).toThrow(
      /^\[no-mutation\] the rollout path wrote to a frozen input state/,
    );
  });

  it('no-mutation: a read-only function that writes to its input', () => {
    const ruleset = defineRuleset({
      ...units,
      legalActions: (state) => (state.units.reverse(), units.legalActions(state)),
    });
    expect(() => checkNoMutation({ ruleset })).toThrow(/^\[no-mutation\]/);
  });

  it('explicit-chance: an outcome listed twice, an impossible outcome', () => {
    const twice = defineRuleset({
      ...chits,
      chance: (state) => ({ ...chits.chance(state), values: [0, 0], weights: [1, 1] }),
    });
    expect(() => checkExplicitChance({ ruleset: twice })).toThrow(/^\[explicit-chance\] an outcome is listed twice/);
    const zero = defineRuleset({
      ...chits,
      chance: (state) => ({ ...chits.chance(state), values: [0, 1], weights: [0, 1] }),
    });
    expect(() => checkExplicitChance({ ruleset: zero })).toThrow(/^\[explicit-chance\] an outcome has probability 0/);
  });

  it('rollout: a clone that drops data', () => {
    const ruleset = defineRuleset({ ...chits, clone: (state) => ({ ...chits.clone(state), hitOn: 1 }) });
    expect(() => checkRollout({ ruleset, numRuns: 5 })).toThrow(/\[rollout\] the rollout state differs/);
  });

  it('invariants: the ruleset’s own, and plain JSON data', () => {
    expect(() =>
      checkInvariants({ ruleset: chitPull, invariants: (s) => (s.turn > 1 ? 'second turn' : null) }),
    ).toThrow(/^\[invariants\] invariant broken: second turn/);
    const ruleset = defineRuleset({
      ...chits,
      step: (draft, action, emit) => (chits.step(draft, action, emit), Object.assign(draft, { note: undefined })),
    });
    expect(() => checkInvariants({ ruleset })).toThrow(/^\[invariants\] the state is not plain JSON data/);
  });

  it('views: a view that shows hidden identities, and a perturbation that changes nothing', () => {
    const leaky = defineRuleset({ ...units, view: (state) => state });
    const perturbHidden = (
      state: Parameters<typeof perturbHiddenUnits>[0],
      side: 'french' | 'allied',
      rng: { index(n: number): number },
    ) => perturbHiddenUnits(state, side, (n) => rng.index(n));
    expect(() => checkViews({ ruleset: leaky, perturbHidden })).toThrow(
      /^\[views\] \w+'s view changes with data hidden/,
    );
    expect(() => checkViews({ ruleset: hiddenUnits, perturbHidden: (state) => state })).toThrow(
      /perturbHidden never changed/,
    );
  });

  it('corrupt-states: a lenient state schema', () => {
    const ruleset = defineRuleset({
      ...units,
      schemas: {
        ...units.schemas,
        state: unitStateSchema.extend({ turn: z.unknown() }) as unknown as typeof unitStateSchema,
      },
    });
    expect(() => checkCorruptStates({ ruleset, numRuns: 200 })).toThrow(
      /\[corrupt-states\] .* at state\.turn was accepted/,
    );
  });

  it('corrupt-records and corrupt-actions: a lenient action schema', () => {
    const lenient = z.discriminatedUnion('type', [
      z.object({ type: z.literal('move'), unit: z.unknown(), to: z.unknown() }),
      z.object({ type: z.literal('reconnoitre'), unit: z.unknown() }),
      z.object({ type: z.literal('pass') }),
    ]) as unknown as typeof unitActionSchema;
    const ruleset = defineRuleset({ ...units, schemas: { ...units.schemas, action: lenient } });
    expect(() => checkCorruptRecords({ ruleset, numRuns: 200 })).toThrow(
      /\[corrupt-records\] .* at actions\[\d+\]\.\w+ was accepted/,
    );
    expect(() => checkCorruptActions({ ruleset, numRuns: 200 })).toThrow(/\[corrupt-actions\]/);
  });

  it('corrupt-actions: a refusal that does not name the field', () => {
    const vague = z.union(unitActionSchema.options) as unknown as typeof unitActionSchema;
    const ruleset = defineRuleset({ ...units, schemas: { ...units.schemas, action: vague } });
    expect(() => checkCorruptActions({ ruleset, numRuns: 200 })).toThrow(
      /\[corrupt-actions\] the refusal does not name/,
    );
  });
});
