/**
 * A tiny dice race for the serialization tests. Red and blue take turns; on its turn a side either rolls one or
 * two dice (each a chance decision adding a d6 to its score, a six adding `sixBonus` more) or stops for good.
 * The first to reach the scenario's target wins at once; otherwise the game ends after `maxPlies` turns or when
 * both have stopped, the higher score winning.
 */
import type { Draft } from 'immer';
import { z } from 'zod';
import { D6 } from '../../src/core/action.js';
import { defineRuleset } from '../../src/core/defineRuleset.js';
import type { Emit } from '../../src/core/event.js';
import type { BaseState, RulesetDefinition } from '../../src/core/rulesetDefinition.js';

export const DICE_SIDES = ['red', 'blue'] as const;
export type DiceSide = (typeof DICE_SIDES)[number];

export interface DiceScenario {
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
  readonly scenario: string;
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

const side = z.enum(DICE_SIDES);
const perSide = <T extends z.ZodType>(t: T) => z.strictObject({ red: t, blue: t });

const scenarioSchema = z.strictObject({
  name: z.string(),
  target: z.int().min(1),
  maxPlies: z.int().min(1),
  first: side,
});

const stateSchema = z.strictObject({
  rng: z.array(z.int()).length(4),
  chanceMode: z.enum(['auto', 'explicit']),
  scenario: z.string(),
  target: z.int().min(1),
  maxPlies: z.int().min(1),
  sixBonus: z.int().min(0),
  ply: z.int().min(0),
  toMove: side,
  pendingDice: z.int().min(0).max(2),
  scores: perSide(z.int().min(0)),
  stopped: perSide(z.boolean()),
  over: z.boolean(),
  winner: side.nullable(),
});

const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll'), dice: z.union([z.literal(1), z.literal(2)]) }),
  z.strictObject({ type: z.literal('stop') }),
]);

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

export const diceDefinition: RulesetDefinition<DiceState, DiceAction, DiceEvent, DiceSide, DiceScenario, DiceOptions> = {
  id: 'dice-race',
  version: '1.0.0',
  sides: DICE_SIDES,
  scenarios: {
    standard: { name: 'Standard', target: 20, maxPlies: 10, first: 'red' },
    quick: { name: 'Quick', target: 10, maxPlies: 6, first: 'blue' },
  },
  defaultOptions: { sixBonus: 0 },
  schemas: {
    state: stateSchema,
    action: actionSchema,
    scenario: scenarioSchema,
    options: z.strictObject({ sixBonus: z.int().min(0).max(6).exactOptional() }),
  },
  setup(scenario, options, rng, chanceMode) {
    return {
      ok: true,
      state: {
        rng,
        chanceMode,
        scenario: scenario.name,
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
  decision(state) {
    if (state.over) return { kind: 'terminal' };
    if (state.pendingDice > 0) return { kind: 'chance', step: 'roll' };
    return { kind: 'side', side: state.toMove, step: 'choose' };
  },
  legalActions: () => [{ type: 'roll', dice: 1 }, { type: 'roll', dice: 2 }, { type: 'stop' }],
  check: () => null,
  step(draft, action, emit) {
    const mover = draft.toMove;
    if (action.type === 'chance') {
      // DICE 3: each die adds its pips, a six adding the bonus too; reaching the target wins at once.
      const points = action.value + (action.value === 6 ? draft.sixBonus : 0);
      draft.scores[mover] += points;
      draft.pendingDice -= 1;
      emit?.({ type: 'rolled', rule: 'DICE 3', side: mover, points });
      if (draft.scores[mover] >= draft.target) finish(draft, emit, mover);
      else if (draft.pendingDice === 0) endTurn(draft, emit);
    } else if (action.type === 'roll') {
      draft.pendingDice = action.dice; // DICE 2
    } else {
      draft.stopped[mover] = true; // DICE 2
      emit?.({ type: 'stopped', rule: 'DICE 2', side: mover });
      endTurn(draft, emit);
    }
  },
  chance: () => ({ what: 'd6', rule: 'DICE 3', values: D6 }),
  result(state) {
    return { terminal: state.over, winner: state.winner, scores: { ...state.scores } };
  },
  view: (state) => state,
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
export const diceGame = defineRuleset(diceDefinition);

/** The same ruleset without a `migrateState` hook. */
export const diceGameNoMigration = defineRuleset((({ migrateState: _, ...rest }) => rest)(diceDefinition));
