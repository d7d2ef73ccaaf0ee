// The conformance checks must catch what they are for: each test breaks a fixture in one way and expects the
// matching check to fail with a ConformanceFailure naming it.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defineRuleset, type ActionSpace, type ChanceStep, type SideStep } from 'kriegsspiel';
import {
  checkActionSpace,
  checkCorruptActions,
  checkCorruptRecords,
  checkCorruptStates,
  checkEncoding,
  checkExplicitChance,
  checkHiddenInformation,
  checkInvariants,
  checkLegalActions,
  checkNonsenseStates,
  checkNoMutation,
  checkRandomGames,
  checkRollout,
  checkSameSeed,
  checkSaveLoad,
  checkViews,
} from 'kriegsspiel/testing';
import { chitPull, type ChitPullTypes } from '../fixtures/chitPull/chitPull.js';
import {
  hiddenUnits,
  actionSchema as unitActionSchema,
  stateSchema as unitStateSchema,
  type HiddenUnitsTypes,
} from '../fixtures/hiddenUnits/hiddenUnits.js';
import { pointToPoint } from '../fixtures/pointToPoint/pointToPoint.js';
import { secretChoice } from '../fixtures/secretChoice/secretChoice.js';
import { perturbSecretChoice } from '../fixtures/secretChoice/secretChoiceChecks.js';
import { hiddenUnitsCandidates, perturbHiddenUnits } from '../fixtures/hiddenUnits/hiddenUnitsChecks.js';

const units = hiddenUnits.definition;
const chits = chitPull.definition;
const unitStep = units.steps['action'] as SideStep<HiddenUnitsTypes>;
const drawStep = chits.steps['draw'] as ChanceStep<ChitPullTypes>;

/** The hidden-units fixture with its one decision step changed. */
const unitsWith = (patch: Partial<SideStep<HiddenUnitsTypes>>) => defineRuleset({ ...units, steps: { action: { ...unitStep, ...patch } } });
/** The chit-pull fixture with its draw changed. */
const chitsWithDraw = (patch: Partial<ChanceStep<ChitPullTypes>>) => defineRuleset({ ...chits, steps: { ...chits.steps, draw: { ...drawStep, ...patch } } });

/** An action space that is exactly a list. */
const spaceOf = <A>(actions: readonly A[]): ActionSpace<A> => ({ size: actions.length, at: (index) => actions[index]! });

describe('the conformance checks catch broken rulesets', () => {
  it('legal-actions: check accepting what legalActions does not list', () => {
    const ruleset = unitsWith({ check: () => null });
    expect(() => checkLegalActions({ ruleset })).toThrow(
      /^\[legal-actions\] check accepts an action that legalActions does not list/,
    );
  });

  it('legal-actions: legalActions missing a legal action', () => {
    const ruleset = unitsWith({ legalActions: (ctx, state) => unitStep.legalActions(ctx, state).filter((a) => a.type !== 'pass') });
    expect(() => checkLegalActions({ ruleset, candidates: hiddenUnitsCandidates })).toThrow(
      /^\[legal-actions\] check accepts/,
    );
  });

  it('action-space: a space that misses a legal action', () => {
    const ruleset = unitsWith({ actionSpace: (ctx, state) => spaceOf(unitStep.legalActions(ctx, state).slice(1)) });
    expect(() => checkActionSpace({ ruleset })).toThrow(/^\[action-space\] the action space misses a legal action/);
  });

  it('action-space: a space that holds an action twice', () => {
    const ruleset = unitsWith({ actionSpace: (ctx, state) => spaceOf([...unitStep.legalActions(ctx, state), ...unitStep.legalActions(ctx, state)]) });
    expect(() => checkActionSpace({ ruleset })).toThrow(/^\[action-space\] the action space holds an action twice/);
  });

  it('random-games: a dead end', () => {
    const ruleset = unitsWith({ legalActions: (ctx, state) => (state.turn >= 2 ? [] : unitStep.legalActions(ctx, state)) });
    expect(() => checkRandomGames({ ruleset, games: 4 })).toThrow(/^\[random-games\] a legal action was refused: core bot-error.*dead end/);
  });

  it('random-games: a rule that throws (internal error)', () => {
    const ruleset = unitsWith({
      apply: (ctx, draft, action, emit) => {
        if (action.type === 'pass') throw new Error('boom');
        unitStep.apply(ctx, draft, action, emit);
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
      schemas: { ...chits.schemas, state: v.pipe(chits.schemas.state, v.transform((s) => ({ ...s, maxStrength: 9 }))) },
    });
    expect(() => checkSaveLoad({ ruleset })).toThrow(/^\[save-load\] a loaded state differs/);
  });

  it('same-seed: hidden global state', () => {
    let calls = 0;
    const ruleset = unitsWith({
      apply: (ctx, draft, action, emit) => {
        unitStep.apply(ctx, draft, action, emit);
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
    const ruleset = unitsWith({ legalActions: (ctx, state) => (state.units.reverse(), unitStep.legalActions(ctx, state)) });
    expect(() => checkNoMutation({ ruleset })).toThrow(/^\[no-mutation\]/);
  });

  it('explicit-chance: an outcome listed twice, an impossible outcome', () => {
    const twice = chitsWithDraw({ chance: (ctx, state) => ({ ...drawStep.chance(ctx, state), values: [0, 0], weights: [1, 1] }) });
    expect(() => checkExplicitChance({ ruleset: twice })).toThrow(/^\[explicit-chance\] an outcome is listed twice/);
    const zero = chitsWithDraw({ chance: (ctx, state) => ({ ...drawStep.chance(ctx, state), values: [0, 1], weights: [0, 1] }) });
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
    const ruleset = chitsWithDraw({ apply: (ctx, draft, value, emit) => (drawStep.apply(ctx, draft, value, emit), Object.assign(draft, { note: undefined })) });
    expect(() => checkInvariants({ ruleset })).toThrow(/^\[invariants\] the state is not plain JSON data/);
  });

  it('views: a view that shows hidden identities, and a perturbation that changes nothing', () => {
    const leaky = defineRuleset({ ...units, view: (_ctx, { rng: _rng, ...state }) => state });
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

  it('hidden information: a determinize that forgets what the side saw, and refusals that depend on hidden data', () => {
    const forgetful = defineRuleset({ ...units, determinize: (ctx, view, side, rng) => ({ ...units.determinize(ctx, view, side, rng), turn: view.turn + 1 }) });
    expect(() => checkHiddenInformation({ ruleset: forgetful })).toThrow(/^\[hidden information\] \w+'s view of a determinized state differs/);
    const peeking = unitsWith({
      check: (ctx, state, action) =>
        action.type === 'reconnoitre' && state.units.find((u) => u.id === action.unit)?.identity.dummy
          ? { code: 'dummy', rule: 'X', message: 'that one is a dummy' }
          : unitStep.check(ctx, state, action),
    });
    const perturbHidden = (state: Parameters<typeof perturbHiddenUnits>[0], side: 'french' | 'allied', rng: { index(n: number): number }) =>
      perturbHiddenUnits(state, side, (n) => rng.index(n));
    expect(() => checkHiddenInformation({ ruleset: peeking, perturbHidden, candidates: hiddenUnitsCandidates })).toThrow(
      /^\[hidden information\] \w+'s (refusals|legal actions) changes? with data hidden/,
    );
  });

  it('hidden information: events that show a side the chit the other side committed in secret', () => {
    const { redactEvent: _, ...leaky } = secretChoice.definition;
    const ruleset = defineRuleset(leaky);
    const perturbHidden = (state: Parameters<typeof perturbSecretChoice>[0], side: 'red' | 'blue', rng: { index(n: number): number }) =>
      perturbSecretChoice(state, side, (n) => rng.index(n));
    expect(() => checkHiddenInformation({ ruleset, perturbHidden })).toThrow(/redacted events of actions it cannot tell apart/);
    expect(() => checkHiddenInformation({ ruleset: secretChoice, perturbHidden })).not.toThrow();
  });

  it('encoding: an index space that gives two legal actions one index', () => {
    const ruleset = defineRuleset({
      ...units,
      encoding: {
        version: 'broken',
        actionSize: () => 4,
        encodeAction: (_ctx, _state, action) => (action.type === 'pass' ? 0 : 1),
        decodeAction: () => ({ type: 'pass' as const }),
        observationLayout: () => ({ size: 1, parts: [{ name: 'turn', offset: 0, shape: [1], description: 'the turn' }] }),
        observe: (_ctx, view) => Float32Array.of(view.turn),
      },
    });
    expect(() => checkEncoding({ ruleset })).toThrow(/^\[encoding\] (two legal actions share index|index \d+ does not decode)/);
  });

  it('nonsense-states: a ruleset that loads a corps on a box that does not exist', () => {
    const { validateState: _, ...trusting } = pointToPoint.definition;
    const ruleset = defineRuleset(trusting);
    expect(() => checkNonsenseStates({ ruleset, numRuns: 300 })).toThrow(/\[nonsense-states\] \w+ failed on an accepted state/);
  });

  it('corrupt-states: a lenient state schema', () => {
    const ruleset = defineRuleset({
      ...units,
      schemas: {
        ...units.schemas,
        state: v.strictObject({ ...unitStateSchema.entries, turn: v.unknown() }) as unknown as typeof unitStateSchema,
      },
    });
    expect(() => checkCorruptStates({ ruleset, numRuns: 200 })).toThrow(
      /\[corrupt-states\] .* at state\.turn was accepted/,
    );
  });

  it('corrupt-records and corrupt-actions: a lenient action schema', () => {
    const lenient = v.variant('type', [
      v.object({ type: v.literal('move'), unit: v.unknown(), to: v.unknown() }),
      v.object({ type: v.literal('reconnoitre'), unit: v.unknown() }),
      v.object({ type: v.literal('pass') }),
    ]) as unknown as typeof unitActionSchema;
    const ruleset = defineRuleset({ ...units, schemas: { ...units.schemas, action: lenient } });
    expect(() => checkCorruptRecords({ ruleset, numRuns: 200 })).toThrow(
      /\[corrupt-records\] .* at actions\[\d+\]\.\w+ was accepted/,
    );
    expect(() => checkCorruptActions({ ruleset, numRuns: 200 })).toThrow(/\[corrupt-actions\]/);
  });

  it('corrupt-actions: a refusal that does not name the field', () => {
    const vague = v.union(unitActionSchema.options) as unknown as typeof unitActionSchema;
    const ruleset = defineRuleset({ ...units, schemas: { ...units.schemas, action: vague } });
    expect(() => checkCorruptActions({ ruleset, numRuns: 200 })).toThrow(
      /\[corrupt-actions\] the refusal does not name/,
    );
  });
});
