/**
 * A tiny dice race for the serialization tests. Red and blue take turns; on its turn a side either rolls one or
 * two dice (each a chance decision adding a d6 to its score, a six adding `sixBonus` more) or stops for good.
 * The first to reach the scenario's target wins at once; otherwise the game ends after `maxPlies` turns or when
 * both have stopped, the higher score winning.
 */
import type { Draft } from 'immer';
import * as v from 'valibot';
import { D6 } from '../../src/core/action.js';
import { baseStateEntries } from '../../src/core/baseStateEntries.js';
import { defineRuleset } from '../../src/core/defineRuleset.js';
import type { BaseState } from '../../src/core/baseState.js';
import type { Emit } from '../../src/core/event.js';
import type { RulesetDefinition } from '../../src/core/rulesetDefinition.js';
import type { RulesetTypes } from '../../src/core/rulesetTypes.js';

export const DICE_SIDES = ['red', 'blue'] as const;
export type DiceSide = (typeof DICE_SIDES)[number];

export interface DiceScenario {
  readonly id: string;
  readonly name: string;
  readonly target: number;
  readonly maxPlies: number;
  readonly first: DiceSide;
}

export interface DiceOptions {
  readonly sixBonus: number;
}

export type DiceAction = { readonly type: 'roll'; readonly dice: 1 | 2 } | { readonly type: 'stop' };

export type DiceEvent =
  | { readonly type: 'rolled'; readonly rule: string; readonly side: DiceSide; readonly points: number }
  | { readonly type: 'stopped'; readonly rule: string; readonly side: DiceSide }
  | { readonly type: 'game-over'; readonly rule: string; readonly winner: DiceSide | null };

export interface DiceState extends BaseState {
  readonly target: number;
  readonly maxPlies: number;
  readonly sixBonus: number;
  readonly ply: number;
  readonly toMove: DiceSide;
  readonly pendingDice: number;
  readonly scores: { readonly red: number; readonly blue: number };
  readonly stopped: { readonly red: boolean; readonly blue: boolean };
  readonly over: boolean;
  readonly winner: DiceSide | null;
}

const side = v.picklist(DICE_SIDES);
const perSide = <T extends v.GenericSchema>(t: T) => v.strictObject({ red: t, blue: t });

const scenarioSchema = v.strictObject({
  // A state names its scenario by a non-empty id (`baseStateEntries`), so a scenario's id is not empty either.
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  target: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxPlies: v.pipe(v.number(), v.integer(), v.minValue(1)),
  first: side,
});

const stateSchema = v.strictObject({
  ...baseStateEntries,
  target: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxPlies: v.pipe(v.number(), v.integer(), v.minValue(1)),
  sixBonus: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ply: v.pipe(v.number(), v.integer(), v.minValue(0)),
  toMove: side,
  pendingDice: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2)),
  scores: perSide(v.pipe(v.number(), v.integer(), v.minValue(0))),
  stopped: perSide(v.boolean()),
  over: v.boolean(),
  winner: v.nullable(side),
});

const actionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('roll'), dice: v.union([v.literal(1), v.literal(2)]) }),
  v.strictObject({ type: v.literal('stop') }),
]);

/** The dice race's type bundle. */
export interface DiceTypes extends RulesetTypes {
  readonly state: DiceState;
  readonly view: Omit<DiceState, 'rng'>;
  readonly action: DiceAction;
  readonly event: DiceEvent;
  readonly side: DiceSide;
  readonly scenario: DiceScenario;
  readonly options: DiceOptions;
  readonly context: DiceScenario;
}

const other = (s: DiceSide): DiceSide => (s === 'red' ? 'blue' : 'red');

/** Ends the game, naming the winner (the higher score, or nobody on a tie). */
function finish(draft: Draft<DiceState>, emit: Emit<DiceEvent>, winner?: DiceSide): void {
  const { red, blue } = draft.scores;
  draft.over = true;
  draft.pendingDice = 0;
  draft.winner = winner ?? (red === blue ? null : red > blue ? 'red' : 'blue');
  emit?.({ type: 'game-over', rule: 'DICE 4', winner: draft.winner });
}

/** Closes a turn: next side to move, or the end of the game. */
function endTurn(draft: Draft<DiceState>, emit: Emit<DiceEvent>): void {
  draft.ply += 1;
  if (draft.ply >= draft.maxPlies || (draft.stopped.red && draft.stopped.blue)) return finish(draft, emit);
  if (!draft.stopped[other(draft.toMove)]) draft.toMove = other(draft.toMove);
}

export const diceDefinition: RulesetDefinition<DiceTypes> = {
  id: 'dice-race',
  version: '1.0.0',
  sides: DICE_SIDES,
  scenarios: {
    standard: { id: 'standard', name: 'Standard', target: 20, maxPlies: 10, first: 'red' },
    quick: { id: 'quick', name: 'Quick', target: 10, maxPlies: 6, first: 'blue' },
  },
  defaultOptions: { sixBonus: 0 },
  schemas: {
    state: stateSchema,
    action: actionSchema,
    scenario: scenarioSchema,
    options: v.strictObject({ sixBonus: v.exactOptional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6))) }),
  },
  scenarioId: (scenario) => scenario.id,
  compile: (scenario) => ({ ok: true, context: scenario }),
  setup(scenario, options, base) {
    return {
      ok: true,
      state: {
        ...base,
        target: scenario.target,
        maxPlies: scenario.maxPlies,
        sixBonus: options.sixBonus ?? diceDefinition.defaultOptions.sixBonus,
        ply: 0,
        toMove: scenario.first,
        pendingDice: 0,
        scores: { red: 0, blue: 0 },
        stopped: { red: false, blue: false },
        over: false,
        winner: null,
      },
    };
  },
  stepOf: (_ctx, state) => (state.over ? null : state.pendingDice > 0 ? 'roll' : 'choose'),
  steps: {
    choose: {
      kind: 'side',
      who: (_ctx, state) => state.toMove,
      legalActions: () => [{ type: 'roll', dice: 1 }, { type: 'roll', dice: 2 }, { type: 'stop' }],
      check: () => null,
      apply(_ctx, draft, action, emit) {
        if (action.type === 'roll') {
          draft.pendingDice = action.dice; // DICE 2
          return;
        }
        draft.stopped[draft.toMove] = true; // DICE 2
        emit?.({ type: 'stopped', rule: 'DICE 2', side: draft.toMove });
        endTurn(draft, emit);
      },
    },
    roll: {
      kind: 'chance',
      chance: () => ({ what: 'd6', rule: 'DICE 3', values: D6 }),
      apply(_ctx, draft, value, emit) {
        // DICE 3: each die adds its pips, a six adding the bonus too; reaching the target wins at once.
        const mover = draft.toMove;
        const points = value + (value === 6 ? draft.sixBonus : 0);
        draft.scores[mover] += points;
        draft.pendingDice -= 1;
        emit?.({ type: 'rolled', rule: 'DICE 3', side: mover, points });
        if (draft.scores[mover] >= draft.target) finish(draft, emit, mover);
        else if (draft.pendingDice === 0) endTurn(draft, emit);
      },
    },
  },
  result(_ctx, state) {
    return { terminal: state.over, winner: state.winner, scores: { ...state.scores } };
  },
  view: (_ctx, { rng: _rng, ...view }) => view,
  determinize: (_ctx, view, _side, rng) => ({ ...view, rng: [...rng] }),
  clone: (state) => ({ ...state, rng: [...state.rng], scores: { ...state.scores }, stopped: { ...state.stopped } }),
  migrateState(state, fromVersion) {
    // Version 0.9.0 called the scores `points`.
    if (fromVersion !== '0.9.0') throw new Error(`unknown version ${fromVersion}`);
    if (typeof state !== 'object' || state === null) return state;
    const { points, ...rest } = state as { points?: unknown };
    return { ...rest, scores: points };
  },
};

/** The dice race as a playable ruleset. */
export const diceGame = defineRuleset(diceDefinition, { freeze: true });

/** The same ruleset without a `migrateState` hook. */
export const diceGameNoMigration = defineRuleset((({ migrateState: _, ...rest }) => rest)(diceDefinition), { freeze: true });
