// Test ruleset "nim": two sides take one to three counters in turn from a pile; whoever takes the last one wins.
// From a pile of 5 the only winning move is to take 1 (leaving a multiple of 4). Public API only.
import * as v from 'valibot';
import { baseStateEntries, defineRuleset, violation, type RulesetDefinition, type RulesetTypes } from 'kriegsspiel';

/** The sides, in order. */
export const SIDES = ['first', 'second'] as const;
type Side = (typeof SIDES)[number];

const stateSchema = v.strictObject({
  ...baseStateEntries,
  pile: v.pipe(v.number(), v.integer(), v.minValue(0)),
  toMove: v.picklist(SIDES),
  winner: v.nullable(v.picklist(SIDES)),
});
type State = v.InferOutput<typeof stateSchema>;
const actionSchema = v.strictObject({ type: v.literal('take'), count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)) });
type Action = v.InferOutput<typeof actionSchema>;
const scenarioSchema = v.strictObject({ id: v.string(), pile: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) });
type Scenario = v.InferOutput<typeof scenarioSchema>;

/** The nim ruleset's type bundle. */
export interface NimTypes extends RulesetTypes {
  readonly state: State;
  readonly view: Omit<State, 'rng'>;
  readonly action: Action;
  readonly event: never;
  readonly side: Side;
  readonly scenario: Scenario;
  readonly options: Record<string, never>;
  readonly context: Scenario;
}

const definition: RulesetDefinition<NimTypes> = {
  id: 'test-nim',
  version: '1.0.0',
  sides: SIDES,
  scenarios: { five: { id: 'five', pile: 5 }, nine: { id: 'nine', pile: 9 } },
  defaultOptions: {},
  schemas: { state: stateSchema, action: actionSchema, scenario: scenarioSchema, options: v.strictObject({}) },
  scenarioId: (scenario) => scenario.id,
  compile: (scenario) => ({ ok: true, context: scenario }),
  setup: (ctx, _options, base) => ({ ok: true, state: { ...base, rng: [...base.rng], pile: ctx.pile, toMove: 'first', winner: null } }),
  stepOf: (_ctx, state) => (state.winner === null ? 'take' : null),
  steps: {
    take: {
      kind: 'side',
      who: (_ctx, state) => state.toMove,
      legalActions: (_ctx, state) => [1, 2, 3].filter((count) => count <= state.pile).map((count) => ({ type: 'take', count })),
      check: (_ctx, state, action) => (action.count > state.pile ? violation('too-many', 'NIM 1', `count: only ${state.pile} left`) : null),
      apply(_ctx, draft, action) {
        draft.pile -= action.count;
        if (draft.pile === 0) draft.winner = draft.toMove;
        draft.toMove = draft.toMove === 'first' ? 'second' : 'first';
      },
    },
  },
  result: (_ctx, state) => ({
    terminal: state.winner !== null,
    winner: state.winner,
    scores: { first: state.winner === 'first' ? 1 : 0, second: state.winner === 'second' ? 1 : 0 },
  }),
  // No heuristic worth the name: every unfinished position is even, so only search can find the win.
  evaluate: () => 0,
  view: (_ctx, { rng: _rng, ...view }) => view,
  determinize: (_ctx, view, _side, rng) => ({ ...view, rng: [...rng] }),
  clone: (state) => ({ ...state, rng: [...state.rng] }),
};

/** The nim test ruleset. */
export const nim = defineRuleset(definition, { freeze: true });
