// Test ruleset "nim": two sides take one to three counters in turn from a pile; whoever takes the last one wins.
// From a pile of 5 the only winning move is to take 1 (leaving a multiple of 4). Public API only.
import { z } from 'zod';
import { defineRuleset, violation, type RulesetDefinition, type RulesetTypes } from 'kriegsspiel';

/** The sides, in order. */
export const SIDES = ['first', 'second'] as const;
type Side = (typeof SIDES)[number];

const stateSchema = z
  .object({
    scenario: z.strictObject({ id: z.string(), hash: z.string() }),
    rng: z.array(z.number().int()),
    chanceMode: z.enum(['auto', 'explicit']),
    pile: z.number().int().min(0),
    toMove: z.enum(SIDES),
    winner: z.enum(SIDES).nullable(),
  })
  .strict();
type State = z.infer<typeof stateSchema>;
const actionSchema = z.object({ type: z.literal('take'), count: z.number().int().min(1).max(3) }).strict();
type Action = z.infer<typeof actionSchema>;
const scenarioSchema = z.object({ id: z.string(), pile: z.number().int().min(1).max(100) }).strict();
type Scenario = z.infer<typeof scenarioSchema>;

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
  schemas: { state: stateSchema, action: actionSchema, scenario: scenarioSchema, options: z.object({}).strict() },
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
