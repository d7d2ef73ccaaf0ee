import { isChanceAction, type Action, type ChanceAction } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import type { ChanceMode } from './decision.js';
import { produceState, settle, stepAndSettle } from './engine.js';
import type { ChanceEvent, GameEvent } from './event.js';
import { chanceTotal, seedRng } from './rng.js';
import type { ApplyOptions, ApplyResult, ChanceOutcome, Ruleset } from './ruleset.js';
import type { OptionsInput, BaseState, RulesetDefinition, SetupResult } from './rulesetDefinition.js';
import { describeIssues } from './describeIssues.js';
import { violation, type Violation } from './violation.js';

/**
 * Wraps a ruleset author's {@link RulesetDefinition} into the public {@link Ruleset}: validates input, checks that
 * the right party acts, runs `step` immutably under immer, resolves dice in auto chance mode, collects events and
 * turns any unexpected exception into a violation so that nothing throws from deep inside.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { defineRuleset, violation, type BaseState, type GameEvent, type RulesetDefinition } from 'kriegsspiel';
 * // Nim: the sides take one or two counters in turn; whoever takes the last counter wins.
 * type Side = 'first' | 'second';
 * type Take = { readonly type: 'take'; readonly count: number };
 * interface NimState extends BaseState { readonly pile: number; readonly toMove: Side; readonly winner: Side | null }
 * const side = z.enum(['first', 'second']);
 * const definition: RulesetDefinition<NimState, Take, GameEvent, Side, { readonly pile: number }, object> = {
 *   id: 'nim', version: '1.0.0', sides: ['first', 'second'],
 *   scenarios: { standard: { pile: 7 } },
 *   defaultOptions: {},
 *   schemas: {
 *     state: z.strictObject({
 *       rng: z.array(z.int()), chanceMode: z.enum(['auto', 'explicit']),
 *       pile: z.int().min(0), toMove: side, winner: side.nullable(),
 *     }),
 *     action: z.strictObject({ type: z.literal('take'), count: z.int() }),
 *     scenario: z.strictObject({ pile: z.int().min(1) }),
 *     options: z.strictObject({}),
 *   },
 *   setup: (scenario, _options, rng, chanceMode) =>
 *     ({ ok: true, state: { rng, chanceMode, pile: scenario.pile, toMove: 'first', winner: null } }),
 *   decision: (s) => (s.winner ? { kind: 'terminal' } : { kind: 'side', side: s.toMove, step: 'take' }),
 *   legalActions: (s) => [1, 2].filter((n) => n <= s.pile).map((count) => ({ type: 'take', count })),
 *   // NIM 1: take one or two counters, never more than the pile.
 *   check: (s, a) =>
 *     a.count >= 1 && a.count <= Math.min(2, s.pile) ? null : violation('bad-count', 'NIM 1', 'take one or two counters'),
 *   step(draft, action, emit) {
 *     if (action.type !== 'take') return; // no dice in Nim
 *     draft.pile -= action.count;
 *     emit?.({ type: 'took', rule: 'NIM 1' });
 *     if (draft.pile === 0) draft.winner = draft.toMove; // NIM 2: taking the last counter wins
 *     else draft.toMove = draft.toMove === 'first' ? 'second' : 'first';
 *   },
 *   chance: () => ({ what: 'none', rule: 'NIM', values: [] }), // never asked: no decision is `chance`
 *   result: (s) => {
 *     const scores = { first: s.winner === 'first' ? 1 : 0, second: s.winner === 'second' ? 1 : 0 };
 *     return { terminal: s.winner !== null, winner: s.winner, scores };
 *   },
 *   view: (s) => s,
 *   clone: (s) => ({ ...s, rng: [...s.rng] }),
 * };
 * export const nim = defineRuleset(definition);
 * const setup = nim.setup('standard', {}, 7);
 * if (setup.ok) nim.legalActions(setup.state); // [{ type: 'take', count: 1 }, { type: 'take', count: 2 }]
 * ```
 */
export function defineRuleset<S extends BaseState, A extends Action, E extends GameEvent, Side extends string, Sc, O>(
  def: RulesetDefinition<S, A, E, Side, Sc, O>,
): Ruleset<S, A, E, Side, Sc, O> {
  type Any = A | ChanceAction;

  function actorOf(state: S, action: Any): Side | 'chance' | null {
    const d = def.decision(state);
    switch (d.kind) {
      case 'chance':
        return action.type === 'chance' ? 'chance' : null;
      case 'side':
        return action.type === 'chance' ? null : d.side;
      case 'simultaneous': {
        const side = (action as { side?: unknown }).side;
        return action.type !== 'chance' && d.sides.includes(side as Side) ? (side as Side) : null;
      }
      case 'terminal':
        return null;
    }
  }

  function checkShape(action: unknown): Violation | null {
    if (typeof action !== 'object' || action === null || typeof (action as Action).type !== 'string') {
      return violation('malformed-action', 'core', 'action: expected an object with a string "type"');
    }
    if ((action as Action).type === 'chance') {
      const extra = Object.keys(action).find((key) => key !== 'type' && key !== 'value');
      if (extra !== undefined) return violation('malformed-action', 'core', `${extra}: not a field of a chance action`);
      const value = (action as ChanceAction).value;
      return typeof value === 'number' && Number.isInteger(value)
        ? null
        : violation('malformed-action', 'core', 'value: a chance action needs an integer value');
    }
    const parsed = def.schemas.action.safeParse(action);
    return parsed.success ? null : violation('malformed-action', 'core', describeIssues(parsed.error.issues));
  }

  function check(state: S, action: Any): Violation | null {
    try {
      const shape = checkShape(action);
      if (shape) return shape;
      const d = def.decision(state);
      if (d.kind === 'terminal') return violation('game-over', 'core', 'the game is over');
      if (isChanceAction(action)) {
        if (d.kind !== 'chance') return violation('not-chance', 'core', 'no die roll or draw is pending');
        const spec = def.chance(state);
        return spec.values.includes(action.value)
          ? null
          : violation('bad-chance-value', 'core', `value: ${action.value} is not a possible outcome of the ${spec.what}`);
      }
      if (d.kind === 'chance') return violation('awaiting-chance', 'core', 'a die roll or draw is pending');
      if (actorOf(state, action) === null) {
        return violation('not-your-decision', 'core', 'side: this side owes no choice now');
      }
      return def.check(state, action as A);
    } catch (error) {
      return internalError(error);
    }
  }

  function apply(state: S, action: Any, options?: ApplyOptions): ApplyResult<S, E | ChanceEvent> {
    const refused = check(state, action);
    if (refused) return { ok: false, violation: refused, state };
    const events: (E | ChanceEvent)[] = [];
    const emit = options?.events === false ? undefined : (event: E | ChanceEvent) => void events.push(event);
    try {
      const next = produceState(state, (draft) => stepAndSettle(def, draft, action, emit));
      return { ok: true, state: next, events };
    } catch (error) {
      return { ok: false, violation: internalError(error), state };
    }
  }

  function setup(scenario: string | Sc, options: OptionsInput<O> = {}, seed = 0, chanceMode: ChanceMode = 'auto'): SetupResult<S> {
    try {
      const data = typeof scenario === 'string' ? def.scenarios[scenario] : scenario;
      if (data === undefined) {
        return { ok: false, violation: violation('unknown-scenario', 'core', `scenario: no built-in scenario "${String(scenario)}"`) };
      }
      const parsedScenario = def.schemas.scenario.safeParse(data);
      if (!parsedScenario.success) {
        return { ok: false, violation: violation('malformed-scenario', 'core', describeIssues(parsedScenario.error.issues, ['scenario'])) };
      }
      const parsedOptions = def.schemas.options.safeParse(options);
      if (!parsedOptions.success) {
        return { ok: false, violation: violation('malformed-options', 'core', describeIssues(parsedOptions.error.issues, ['options'])) };
      }
      const made = def.setup(parsedScenario.data, parsedOptions.data, seedRng(seed), chanceMode);
      if (!made.ok) return made;
      return { ok: true, state: produceState(made.state, (draft) => settle(def, draft, undefined)) };
    } catch (error) {
      return { ok: false, violation: internalError(error) };
    }
  }

  function legalActions(state: S): Any[] {
    const d = def.decision(state);
    if (d.kind === 'terminal') return [];
    if (d.kind === 'chance') return def.chance(state).values.map((value) => ({ type: 'chance', value }));
    return def.legalActions(state);
  }

  function actionSpace(state: S): ActionSpace<A> | null {
    if (!def.actionSpace) return null;
    try {
      const kind = def.decision(state).kind;
      return kind === 'side' || kind === 'simultaneous' ? def.actionSpace(state) : null;
    } catch {
      return null; // callers fall back to legalActions, which reports the error its own way
    }
  }

  function chanceOutcomes(state: S): ChanceOutcome[] {
    if (def.decision(state).kind !== 'chance') return [];
    const spec = def.chance(state);
    const total = chanceTotal(spec);
    return spec.values.map((value, i) => ({
      action: { type: 'chance', value },
      probability: (spec.weights?.[i] ?? 1) / total,
    }));
  }

  function view(state: S, side: Side): S {
    return { ...def.view(state, side), rng: [] };
  }

  function eventsFor(events: readonly (E | ChanceEvent)[], side: Side): (E | ChanceEvent)[] {
    const redact = def.redactEvent;
    if (!redact) return [...events];
    const out: (E | ChanceEvent)[] = [];
    for (const event of events) {
      const seen = event.type === 'chance' ? event : redact(event as E, side);
      if (seen !== null) out.push(seen);
    }
    return out;
  }

  function evaluate(state: S, side: Side): number {
    if (def.evaluate) return def.evaluate(state, side);
    const scores = def.result(state).scores;
    let best = -Infinity;
    for (const other of def.sides) if (other !== side) best = Math.max(best, scores[other]);
    return scores[side] - (best === -Infinity ? 0 : best);
  }

  return {
    id: def.id,
    version: def.version,
    sides: def.sides,
    definition: def,
    setup,
    decision: (state) => def.decision(state),
    legalActions,
    check,
    actionSpace,
    apply,
    chanceOutcomes,
    result: (state) => def.result(state),
    view,
    eventsFor,
    evaluate,
    actorOf,
  };
}

function internalError(error: unknown): Violation {
  const message = error instanceof Error ? error.message : String(error);
  return violation('internal-error', 'core', `internal error (please report): ${message}`);
}
