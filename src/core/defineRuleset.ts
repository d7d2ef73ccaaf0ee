import { Immer } from 'immer';
import { isChanceAction, type ChanceAction } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import { CHANCE_MODES, type ChanceMode, type Decision } from './decision.js';
import { describeIssues } from './describeIssues.js';
import { bindQueries } from './bindQueries.js';
import { createEncoder } from './createEncoder.js';
import { actorAt, actorIn, currentStep, decide, settle, stepAndSettle } from './engine.js';
import type { ChanceEvent } from './event.js';
import { guard } from './guard.js';
import { parseObjectSchema, parseSchema } from './parseSchema.js';
import { quote } from './quote.js';
import type { GameResult } from './result.js';
import { chanceTotal, rngProblem, rngStream, seedProblem, seedRng } from './rng.js';
import type { ApplyOptions, ApplyResult, ChanceOutcome, CompiledScenario, Ruleset, ViewResult } from './ruleset.js';
import type { CompileResult, RulesetDefinition, SetupResult } from './rulesetDefinition.js';
import type { RulesetTypes } from './rulesetTypes.js';
import { createScenarioCache } from './scenarioCache.js';
import { violation, type Violation } from './violation.js';

/** Options of a ruleset instance. */
export interface InstanceOptions {
  /**
   * Deep-freeze every state `apply` and `setup` produce (default `false`: freezing costs about 5x). Turn it on in
   * development and tests to catch code that mutates a state it does not own.
   */
  readonly freeze?: boolean;
}

/**
 * Wraps a ruleset author's {@link RulesetDefinition} into a public {@link Ruleset} instance: compiles and caches
 * scenarios by content, validates input, resolves each state's context, checks that the right party acts,
 * dispatches to the step the state is in, runs its `apply` immutably under immer, resolves dice in auto chance mode,
 * collects events, and turns any unexpected exception into a value naming the function, so nothing throws.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { baseStateEntries, defineRuleset, violation, type BaseState, type GameEvent, type RulesetTypes, type ScenarioRef } from 'kriegsspiel';
 * // Nim: the sides take one or two counters in turn; whoever takes the last counter wins.
 * type Side = 'first' | 'second';
 * interface NimState extends BaseState { readonly pile: number; readonly toMove: Side; readonly winner: Side | null }
 * interface Nim extends RulesetTypes {
 *   readonly state: NimState;
 *   readonly view: Omit<NimState, 'rng'>;
 *   readonly action: { readonly type: 'take'; readonly count: number };
 *   readonly event: GameEvent;
 *   readonly side: Side;
 *   readonly scenario: { readonly id: string; readonly pile: number };
 *   readonly options: object;
 *   readonly context: { readonly pile: number };
 * }
 * const side = v.picklist(['first', 'second']);
 * const int = v.pipe(v.number(), v.integer());
 * export const nim = defineRuleset<Nim>({
 *   id: 'nim', version: '1.0.0', sides: ['first', 'second'],
 *   scenarios: { standard: { id: 'standard', pile: 7 } },
 *   defaultOptions: {},
 *   schemas: {
 *     state: v.strictObject({
 *       ...baseStateEntries, pile: v.pipe(int, v.minValue(0)), toMove: side, winner: v.nullable(side),
 *     }),
 *     action: v.strictObject({ type: v.literal('take'), count: int }),
 *     scenario: v.strictObject({ id: v.string(), pile: v.pipe(int, v.minValue(1), v.maxValue(99)) }),
 *     options: v.strictObject({}),
 *   },
 *   scenarioId: (scenario) => scenario.id,
 *   compile: (scenario) => ({ ok: true, context: { pile: scenario.pile } }),
 *   setup: (ctx, _options, base) => ({ ok: true, state: { ...base, pile: ctx.pile, toMove: 'first', winner: null } }),
 *   stepOf: (_ctx, s) => (s.winner ? null : 'take'),
 *   steps: {
 *     take: {
 *       kind: 'side',
 *       who: (_ctx, s) => s.toMove,
 *       legalActions: (_ctx, s) => [1, 2].filter((n) => n <= s.pile).map((count) => ({ type: 'take', count })),
 *       // NIM 1: take one or two counters, never more than the pile.
 *       check: (_ctx, s, a) =>
 *         a.count >= 1 && a.count <= Math.min(2, s.pile) ? null : violation('bad-count', 'NIM 1', 'take one or two counters'),
 *       apply(_ctx, draft, action, emit) {
 *         draft.pile -= action.count;
 *         emit?.({ type: 'took', rule: 'NIM 1' });
 *         if (draft.pile === 0) draft.winner = draft.toMove; // NIM 2: taking the last counter wins
 *         else draft.toMove = draft.toMove === 'first' ? 'second' : 'first';
 *       },
 *     },
 *   },
 *   result: (_ctx, s) => {
 *     const scores = { first: s.winner === 'first' ? 1 : 0, second: s.winner === 'second' ? 1 : 0 };
 *     return { terminal: s.winner !== null, winner: s.winner, scores };
 *   },
 *   view: (_ctx, { rng: _rng, ...seen }) => seen, // nothing is hidden in Nim but the dice
 *   determinize: (_ctx, view, _side, rng) => ({ ...view, rng }),
 *   clone: (s) => ({ ...s, rng: [...s.rng] }),
 * });
 * const setup = nim.setup('standard', {}, 7);
 * if (setup.ok) nim.legalActions(setup.state); // [{ type: 'take', count: 1 }, { type: 'take', count: 2 }]
 * ```
 */
export function defineRuleset<T extends RulesetTypes>(def: RulesetDefinition<T>, instance: InstanceOptions = {}): Ruleset<T> {
  type S = T['state'];
  type A = T['action'];
  type Side = T['side'];
  type Any = A | ChanceAction;
  const immer = new Immer({ autoFreeze: instance.freeze === true });
  const scenarios = createScenarioCache(def);
  const contextOf = (holder: { readonly scenario: unknown }) =>
    typeof holder === 'object' && holder !== null ? scenarios.context(holder.scenario) : scenarios.context(null);


  function checkShape(action: unknown): Violation | null {
    if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
      return violation('malformed-action', 'core', 'action: expected an object with a string "type"');
    }
    if ((action as { type: string }).type === 'chance') {
      const extra = Object.keys(action).find((key) => key !== 'type' && key !== 'value');
      if (extra !== undefined) return violation('malformed-action', 'core', `${quote(extra)}: not a field of a chance action`);
      const value = (action as ChanceAction).value;
      return Number.isSafeInteger(value) ? null : violation('malformed-action', 'core', 'value: a chance action needs an integer value');
    }
    const parsed = parseSchema(def.schemas.action, action);
    return parsed.success ? null : violation('malformed-action', 'core', describeIssues(parsed.error.issues));
  }

  function checkIn(ctx: T['context'], state: S, action: Any): Violation | null {
    const shape = checkShape(action);
    if (shape) return shape;
    const step = currentStep(def, ctx, state);
    if (step === null) return violation('game-over', 'core', 'the game is over');
    if (isChanceAction(action)) {
      if (step.kind !== 'chance') return violation('not-chance', 'core', 'no die roll or draw is pending');
      const spec = step.chance(ctx, state);
      return spec.values.includes(action.value)
        ? null
        : violation('bad-chance-value', 'core', `value: ${action.value} is not a possible outcome of the ${spec.what}`);
    }
    if (step.kind === 'chance') return violation('awaiting-chance', 'core', 'a die roll or draw is pending');
    if (actorIn(step, ctx, state, action) === null) return violation('not-your-decision', 'core', 'side: this side owes no choice now');
    return step.check(ctx, state, action);
  }

  const fail = (v: Violation) => ({ ok: false as const, violation: v });

  const ruleset: Ruleset<T> = {
    id: def.id,
    version: def.version,
    sides: def.sides,
    definition: def,
    presentation: def.presentation,
    queries: def.queries ? bindQueries(def.queries, def.sides, contextOf) : undefined,

    compile: (scenario) => guard<CompiledScenario<T>>('compile', fail, () => {
      const compiled = scenarios.compile(scenario);
      return compiled.ok ? { ok: true, ref: compiled.ref, scenario: compiled.scenario, builtIn: compiled.builtIn } : compiled;
    }),

    scenarioOf: (holder) => guard<CompiledScenario<T>>('scenarioOf', fail, () => {
      const entry = scenarios.resolve(holder?.scenario);
      if (entry?.ok) return { ok: true, ref: entry.ref, scenario: entry.scenario, builtIn: entry.builtIn };
      const known = contextOf(holder);
      return known.ok ? fail(violation('internal-error', 'core', 'scenarioOf: context without scenario')) : known;
    }),

    contextOf: (holder) => guard<CompileResult<T['context']>>('contextOf', fail, () => contextOf(holder)),

    setup(scenario, options = {}, seed = 0, chanceMode: ChanceMode = 'auto'): SetupResult<S> {
      return guard<SetupResult<S>>('setup', fail, () => {
        const badSeed = seedProblem(seed);
        if (badSeed !== null) return fail(violation('bad-seed', 'core', badSeed));
        if (!CHANCE_MODES.includes(chanceMode)) {
          return fail(violation('bad-chance-mode', 'core', `chanceMode: expected "auto" or "explicit", received ${quote(chanceMode)}`));
        }
        const compiled = scenarios.compile(scenario);
        if (!compiled.ok) return compiled;
        const parsedOptions = parseObjectSchema(def.schemas.options, options);
        if (!parsedOptions.success) {
          return fail(violation('malformed-options', 'core', describeIssues(parsedOptions.error.issues, ['options'])));
        }
        const ctx = compiled.context!;
        const rng = seedRng(seed);
        const privateRng = def.privateRolls ? { privateRng: Object.fromEntries(def.sides.map((side, k) => [side, rngStream(rng, k + 1)])) } : {};
        const made = def.setup(ctx, parsedOptions.data, { scenario: compiled.ref, rng, chanceMode, ...privateRng });
        if (!made.ok) return made;
        return { ok: true, state: immer.produce(made.state, (draft) => settle(def, ctx, draft, undefined)) };
      });
    },

    validate: (state) => guard('validate', (v) => v, () => {
      const ctx = contextOf(state);
      if (!ctx.ok) return ctx.violation;
      const rng = rngProblem(state.rng);
      if (rng !== null) return violation('invalid-state', 'core', `rng: ${rng}`);
      for (const side of def.privateRolls ? def.sides : []) {
        const problem = rngProblem(state.privateRng?.[side]);
        if (problem !== null) return violation('invalid-state', 'core', `privateRng.${side}: ${problem}`);
      }
      if (!CHANCE_MODES.includes(state.chanceMode)) return violation('invalid-state', 'core', `chanceMode: expected "auto" or "explicit"`);
      return def.validateState?.(ctx.context, state) ?? null;
    }),

    decision: (state) => guard('decision', (error): Decision<Side> => ({ kind: 'terminal', error }), () => {
      const ctx = contextOf(state);
      return ctx.ok ? decide(def, ctx.context, state) : { kind: 'terminal', error: ctx.violation };
    }),

    legalActions: (state) => guard('legalActions', (): Any[] => [], () => {
      const ctx = contextOf(state);
      if (!ctx.ok) return [];
      const step = currentStep(def, ctx.context, state);
      if (step === null) return [];
      if (step.kind === 'chance') return step.chance(ctx.context, state).values.map((value) => ({ type: 'chance', value }));
      return step.legalActions(ctx.context, state);
    }),

    check: (state, action) => guard('check', (v) => v, () => {
      const ctx = contextOf(state);
      return ctx.ok ? checkIn(ctx.context, state, action) : ctx.violation;
    }),

    actionSpace: (state) => guard('actionSpace', (): ActionSpace<A> | null => null, () => {
      const ctx = contextOf(state);
      if (!ctx.ok) return null;
      const step = currentStep(def, ctx.context, state);
      return step !== null && step.kind !== 'chance' && step.actionSpace ? step.actionSpace(ctx.context, state) : null;
    }),

    apply(state, action, options?: ApplyOptions): ApplyResult<S, T['event'] | ChanceEvent> {
      const events: (T['event'] | ChanceEvent)[] = [];
      return guard('apply', (v) => ({ ok: false, violation: v, state }), () => {
        const ctx = contextOf(state);
        if (!ctx.ok) return { ok: false, violation: ctx.violation, state };
        const refused = checkIn(ctx.context, state, action);
        if (refused) return { ok: false, violation: refused, state };
        const emit = options?.events === false ? undefined : (event: T['event'] | ChanceEvent) => void events.push(event);
        const next = immer.produce(state, (draft) => stepAndSettle(def, ctx.context, draft, action, emit));
        return { ok: true, state: next, events };
      });
    },

    chanceOutcomes: (state) => guard('chanceOutcomes', (): ChanceOutcome[] => [], () => {
      const ctx = contextOf(state);
      if (!ctx.ok) return [];
      const step = currentStep(def, ctx.context, state);
      if (step?.kind !== 'chance') return [];
      const spec = step.chance(ctx.context, state);
      const total = chanceTotal(spec);
      return spec.values.map((value, i) => ({ action: { type: 'chance', value }, probability: (spec.weights?.[i] ?? 1) / total }));
    }),

    result: (state) => guard('result', (error) => brokenResult(def.sides, error), () => {
      const ctx = contextOf(state);
      return ctx.ok ? def.result(ctx.context, state) : brokenResult(def.sides, ctx.violation);
    }),

    view: (state, side) => guard<ViewResult<T['view']>>('view', fail, () => {
      const ctx = contextOf(state);
      if (!ctx.ok) return ctx;
      if (!def.sides.includes(side)) return fail(violation('unknown-side', 'core', `side: no side ${quote(side)} in "${def.id}"`));
      return { ok: true, view: def.view(ctx.context, state, side) };
    }),

    determinize: (view, side, rng) => guard<SetupResult<S>>('determinize', fail, () => {
      const ctx = contextOf(view);
      if (!ctx.ok) return ctx;
      return { ok: true, state: def.determinize(ctx.context, view, side, rng) };
    }),

    eventsFor(events, side) {
      const redact = def.redactEvent;
      return guard('eventsFor', () => [], () => {
        const out: (T['event'] | ChanceEvent)[] = [];
        for (const event of events) {
          if (event.type === 'chance') {
            // a private roll (ChanceSpec.privateTo) is seen by its side alone
            const privateTo = (event as ChanceEvent).privateTo;
            if (privateTo === undefined || privateTo === side) out.push(event);
            continue;
          }
          const seen = redact ? redact(event as T['event'], side) : event;
          if (seen !== null) out.push(seen);
        }
        return out;
      });
    },

    evaluate: (state, side) => guard('evaluate', () => Number.NaN, () => {
      const ctx = contextOf(state);
      if (!ctx.ok) return Number.NaN;
      if (def.evaluate) return def.evaluate(ctx.context, state, side);
      const scores = def.result(ctx.context, state).scores;
      let best = -Infinity;
      for (const other of def.sides) if (other !== side) best = Math.max(best, scores[other]);
      return scores[side] - (best === -Infinity ? 0 : best);
    }),

    actorOf: (state, action) => guard('actorOf', () => null, () => {
      const ctx = contextOf(state);
      return ctx.ok ? actorAt(def, ctx.context, state, action) : null;
    }),

    encoder(holder) {
      return guard('encoder', () => null, () => {
        const ctx = contextOf(holder);
        return ctx.ok && def.encoding ? createEncoder(def.encoding, ctx.context, ruleset.legalActions) : null;
      });
    },
  };
  return ruleset;
}

/** The result of a state that cannot be played: terminal, nobody wins, every score 0, and why. */
function brokenResult<Side extends string>(sides: readonly Side[], error: Violation): GameResult<Side> {
  const scores = Object.fromEntries(sides.map((side) => [side, 0])) as Record<Side, number>;
  return { terminal: true, winner: null, scores, error };
}

