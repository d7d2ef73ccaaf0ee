import type { Action, ChanceAction } from '../core/action.js';
import type { CombatOutcome, CombatPreview } from '../core/combatPreview.js';
import type { ChanceEvent } from '../core/event.js';
import type { MoveOption } from '../core/moveOption.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';

/** Options of {@link queryProblems}. */
export interface QueryCheckOptions {
  /** The action types that move a unit (`['move', 'exit']`): every legal one must be the first action of some option. */
  readonly moveTypes: readonly string[];
  /** Also preview the combat of up to this many legal actions of the side deciding (default 8). */
  readonly previewActions?: number;
}

const key = (action: unknown): string => JSON.stringify(action);
const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/** What is wrong with a list of outcomes: probabilities in (0, 1] summing to 1, each result once. */
function outcomeProblems(where: string, outcomes: readonly CombatOutcome[]): string[] {
  const out: string[] = [];
  const sum = outcomes.reduce((s, o) => s + o.probability, 0);
  if (!near(sum, 1)) out.push(`${where}: outcome probabilities sum to ${sum}, not 1`);
  if (outcomes.some((o) => !(o.probability > 0 && o.probability <= 1))) out.push(`${where}: a probability outside (0, 1]`);
  if (new Set(outcomes.map((o) => o.result)).size !== outcomes.length) out.push(`${where}: a result listed twice`);
  return out;
}

/** What is wrong with a combat preview's numbers. */
export function previewProblems(where: string, preview: CombatPreview): string[] {
  const out = outcomeProblems(where, preview.outcomes);
  if (!preview.rule) out.push(`${where}: no rule`);
  for (const c of preview.choices ?? []) out.push(...outcomeProblems(`${where}, column ${c.column}`, c.outcomes));
  for (const r of preview.rounds ?? []) for (const f of r.rolls) out.push(...outcomeProblems(`${where}, round ${r.round} ${f.side}`, f.outcomes));
  for (const u of preview.followUps ?? []) {
    if (!preview.outcomes.some((o) => o.result === u.result)) out.push(`${where}: a follow-up of ${u.result}, which is no outcome`);
    for (const f of u.rolls) out.push(...outcomeProblems(`${where}, after ${u.result}, ${f.side}`, f.outcomes));
  }
  for (const m of preview.modifiers) if (!m.rule) out.push(`${where}: modifier "${m.what}" has no rule`);
  return out;
}

/** Applies a sequence of actions, or says which one was refused. */
function applyAll<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], actions: readonly (T['action'] | ChanceAction)[]): T['state'] | string {
  let current = state;
  for (const action of actions) {
    const applied = ruleset.apply(current, action, { events: false });
    if (!applied.ok) return `${key(action)} refused: ${applied.violation.rule} ${applied.violation.message}`;
    current = applied.state;
  }
  return current;
}

/**
 * What is wrong with a ruleset's front-end queries at one state (empty when nothing): for each side, through its own
 * view, the prompt names the side exactly when it decides, with a text and a rule; the moves list nothing unless the
 * side decides; every option's actions (and every alternative's) apply legally in order, its path ends at its
 * destination, its cost is finite; every legal action of a move type is the first action of some option, and no
 * option is listed twice; each combat preview's probabilities sum to 1.
 *
 * @example
 * ```ts
 * import { queryProblems } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) queryProblems(napoleonAtWar, setup.state, { moveTypes: ['move', 'exit'] }); // []
 * ```
 */
export function queryProblems<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], options: QueryCheckOptions): string[] {
  const queries = ruleset.queries;
  if (queries === undefined) return [`${ruleset.id}: no front-end queries`];
  const out: string[] = [];
  const decision = ruleset.decision(state);
  const legal = ruleset.legalActions(state);
  for (const side of ruleset.sides) {
    const seen = ruleset.view(state, side);
    if (!seen.ok) return [`view(${side}) refused: ${seen.violation.message}`];
    const view = seen.view;
    const decides = (decision.kind === 'side' && decision.side === side) || (decision.kind === 'simultaneous' && decision.sides.includes(side));
    const prompt = queries.prompt(view, side);
    if (!prompt.text || !prompt.rule) out.push(`prompt(${side}): empty text or rule`);
    if ((prompt.side === side) !== decides) out.push(`prompt(${side}) names side ${String(prompt.side)} though ${side} ${decides ? 'decides' : 'does not decide'}`);
    if (decision.kind !== 'terminal' && prompt.step !== decision.step) out.push(`prompt(${side}) names step ${String(prompt.step)}, not ${decision.step}`);
    const moves = queries.moves(view, side);
    if (!decides) {
      if (moves.size > 0) out.push(`moves(${side}): ${moves.size} units listed though ${side} does not decide`);
    } else {
      out.push(...moveProblems(ruleset, state, side, moves, legal, options));
      const actions = legal.filter((a) => a.type !== 'chance').slice(0, options.previewActions ?? 8) as T['action'][];
      for (const action of actions) {
        const preview = queries.combatPreview(view, side, action);
        if (preview) out.push(...previewProblems(`combatPreview(${side}, ${key(action)})`, preview));
      }
    }
    const pending = queries.combatPreview(view, side);
    if (pending) out.push(...previewProblems(`combatPreview(${side})`, pending));
  }
  return out;
}

function moveProblems<T extends RulesetTypes>(
  ruleset: Ruleset<T>, state: T['state'], side: string, moves: ReadonlyMap<string, readonly MoveOption<T['action']>[]>,
  legal: readonly (T['action'] | ChanceAction)[], options: QueryCheckOptions,
): string[] {
  const out: string[] = [];
  const firsts = new Set<string>();
  const listed = new Set<string>();
  for (const [unit, list] of moves) {
    for (const option of list) {
      const where = `moves(${side}) ${unit} -> ${option.to}`;
      const whole = key(option.actions);
      if (listed.has(whole)) out.push(`${where}: listed twice`);
      listed.add(whole);
      if (option.actions.length === 0) out.push(`${where}: no action`);
      else firsts.add(key(option.actions[0]));
      if (option.path.length === 0 || option.path[option.path.length - 1] !== option.to) out.push(`${where}: the path ${option.path.join(' ')} does not end there`);
      if (!(option.cost >= 0 && Number.isFinite(option.cost))) out.push(`${where}: cost ${option.cost}`);
      if (!option.rule) out.push(`${where}: no rule`);
      const after = applyAll(ruleset, state, option.actions);
      if (typeof after === 'string') out.push(`${where}: ${after}`);
      for (const alt of option.alternatives ?? []) {
        const taken = applyAll(ruleset, state, alt.actions);
        if (typeof taken === 'string') out.push(`${where}, alternative ${alt.why}: ${taken}`);
        if (alt.path[alt.path.length - 1] !== option.to) out.push(`${where}, alternative ${alt.why}: the path does not end there`);
      }
    }
  }
  for (const action of legal) {
    if (options.moveTypes.includes((action as Action).type) && !firsts.has(key(action))) out.push(`moves(${side}): the legal ${key(action)} is in no option`);
  }
  return out;
}

/**
 * What is wrong with the log lines of some events (empty when nothing): every event but chance has a full line
 * (`describeEvent` with `'full'`) that is neither empty nor shows `undefined`, `NaN` or `[object Object]`, and its
 * summary line is a string or `null`.
 *
 * @example
 * ```ts
 * import { eventLineProblems } from 'kriegsspiel/testing';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * if (setup.ok) eventLineProblems(napoleonAtWar, setup.state, [{ type: 'demoralized', rule: 'Wagram 16.1', side: 'french' }]); // []
 * ```
 */
export function eventLineProblems<T extends RulesetTypes>(
  ruleset: Ruleset<T>, holder: { readonly scenario: T['state']['scenario'] }, events: readonly (T['event'] | ChanceEvent)[],
): string[] {
  const hooks = ruleset.presentation;
  const ctx = ruleset.contextOf(holder);
  if (hooks === undefined || !ctx.ok) return [`${ruleset.id}: no presentation hooks or no context`];
  const out: string[] = [];
  for (const event of events) {
    if (event.type === 'chance') continue;
    const full = hooks.describeEvent(ctx.context, event as T['event'], 'full');
    if (typeof full !== 'string' || full.trim() === '' || /undefined|NaN|\[object Object\]/.test(full)) out.push(`${event.type}: full line ${JSON.stringify(full)}`);
    const summary = hooks.describeEvent(ctx.context, event as T['event']);
    if (summary !== null && (typeof summary !== 'string' || /undefined|NaN|\[object Object\]/.test(summary))) out.push(`${event.type}: summary line ${JSON.stringify(summary)}`);
  }
  return out;
}
