import type { Draft } from 'immer';
import type { ChanceSpec } from './action.js';
import type { ActionSpace } from './actionSpace.js';
import type { Emit } from './event.js';
import type { RulesetTypes } from './rulesetTypes.js';
import type { Violation } from './violation.js';

/** The functions every step that a side decides declares. */
interface PlayerStep<T extends RulesetTypes> {
  /** Every legal action of this step. */
  legalActions(ctx: T['context'], state: T['state']): T['action'][];
  /** Why a well-formed action is illegal in this step, or `null`; agrees exactly with `legalActions`. */
  check(ctx: T['context'], state: T['state'], action: T['action']): Violation | null;
  /** Applies a legal action to a draft, reporting events. */
  apply(ctx: T['context'], draft: Draft<T['state']>, action: T['action'], emit: Emit<T['event']>): void;
  /** A cheap indexed superset of the legal actions, each legal action in it once, or `null` (see `ActionSpace`). */
  actionSpace?(ctx: T['context'], state: T['state']): ActionSpace<T['action']> | null;
}

/** A step one side decides. */
export interface SideStep<T extends RulesetTypes> extends PlayerStep<T> {
  /** Always `'side'`. */
  readonly kind: 'side';
  /** The side that decides. */
  who(ctx: T['context'], state: T['state']): T['side'];
}

/**
 * A step several sides decide at once, each in secret (a simultaneous choice): each action names its side, and
 * the ruleset stores a commitment hidden until all are in.
 */
export interface SimultaneousStep<T extends RulesetTypes> extends PlayerStep<T> {
  /** Always `'simultaneous'`. */
  readonly kind: 'simultaneous';
  /** The sides that still owe their choice. */
  who(ctx: T['context'], state: T['state']): readonly T['side'][];
  /** The side an action of this step is taken by (read from its typed `side` field), or `null`. */
  sideOf(action: T['action']): T['side'] | null;
}

/** A die roll or draw: the core resolves it from the PRNG (auto mode) or asks for it (explicit mode). */
export interface ChanceStep<T extends RulesetTypes> {
  /** Always `'chance'`. */
  readonly kind: 'chance';
  /** The outcomes and their weights. */
  chance(ctx: T['context'], state: T['state']): ChanceSpec;
  /** Applies the outcome that came up. */
  apply(ctx: T['context'], draft: Draft<T['state']>, value: number, emit: Emit<T['event']>): void;
}

/** One entry of a ruleset's table of decision steps. */
export type Step<T extends RulesetTypes> = SideStep<T> | SimultaneousStep<T> | ChanceStep<T>;

/**
 * A ruleset's decision steps, declared once: per step, who decides, its legal actions, its check and its apply.
 * The core dispatches on the step the state is in (`RulesetDefinition.stepOf`). A new stage of play is one entry.
 *
 * @example
 * ```ts
 * import { violation, type RulesetTypes, type StepTable } from 'kriegsspiel';
 * interface Coin extends RulesetTypes {
 *   readonly state: RulesetTypes['state'] & { readonly heads: number; readonly called: number | null };
 *   readonly action: { readonly type: 'call'; readonly face: number };
 *   readonly side: 'caller';
 * }
 * const steps: StepTable<Coin> = {
 *   call: {
 *     kind: 'side',
 *     who: () => 'caller',
 *     legalActions: () => [{ type: 'call', face: 0 }, { type: 'call', face: 1 }],
 *     check: (_ctx, _state, action) => (action.face === 0 || action.face === 1 ? null : violation('bad-face', 'COIN 1', 'call heads or tails')),
 *     apply: (_ctx, draft, action) => void (draft.called = action.face),
 *   },
 *   toss: {
 *     kind: 'chance',
 *     chance: () => ({ what: 'coin', rule: 'COIN 2', values: [0, 1] }),
 *     apply: (_ctx, draft, value) => void (draft.heads += value === draft.called ? 1 : 0),
 *   },
 * };
 * ```
 */
export type StepTable<T extends RulesetTypes> = Readonly<Record<string, Step<T>>>;
