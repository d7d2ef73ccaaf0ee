import type { ChanceAction } from './action.js';
import type { RulesetTypes } from './rulesetTypes.js';

/** One named block of an observation vector: where it starts, its shape, and what its numbers mean. */
export interface ObservationPart {
  /** A short name, e.g. `'strength'`. */
  readonly name: string;
  /** Its first index in the flat vector. */
  readonly offset: number;
  /** Its shape, outermost first (e.g. `[planes, hexes]`); the product is its length. */
  readonly shape: readonly number[];
  /** What the numbers are, for people. */
  readonly description: string;
}

/** The documented layout of a ruleset's observation vector for one scenario. */
export interface ObservationLayout {
  /** The length of the flat vector. */
  readonly size: number;
  /** Its blocks, in order, covering the vector without gaps. */
  readonly parts: readonly ObservationPart[];
}

/**
 * What a ruleset implements for learning code: a fixed action index space per scenario (covering every action of
 * every decision, chance outcomes included) and an observation built from a side's view alone.
 */
export interface EncodingHooks<T extends RulesetTypes> {
  /** The version of the layouts; bumped whenever an index or a plane changes meaning. */
  readonly version: string;
  /** The size of the action index space of the scenario; it never changes during a game. */
  actionSize(ctx: T['context']): number;
  /**
   * The index of an action in `state`, or -1 when the action is outside the space (malformed, off the map). Actions
   * of different steps may share an index (a unit-to-hex index is a move in the movement step, a retreat in the
   * retreat step): within one state, distinct legal actions always get distinct indices.
   */
  encodeAction(ctx: T['context'], state: T['state'], action: T['action'] | ChanceAction): number;
  /** The action an index stands for in `state`, or `null` when it stands for none there. */
  decodeAction(ctx: T['context'], state: T['state'], index: number): T['action'] | ChanceAction | null;
  /** The layout of the observation vector of the scenario. */
  observationLayout(ctx: T['context']): ObservationLayout;
  /** The observation of a view, as `side` sees it: a vector of `observationLayout(ctx).size` numbers. */
  observe(ctx: T['context'], view: T['view'], side: T['side']): Float32Array;
}

/**
 * A scenario's encodings, bound by the ruleset instance (see `Ruleset.encoder`): the action index space with a
 * legal-action mask, and the observation of a view.
 */
export interface Encoder<T extends RulesetTypes> {
  /** The layouts' version. */
  readonly version: string;
  /** The size of the action index space. */
  readonly actionSize: number;
  /** The observation layout. */
  readonly layout: ObservationLayout;
  /** The index of an action in `state`, or -1 outside the space. */
  encode(state: T['state'], action: T['action'] | ChanceAction): number;
  /** The action an index stands for in `state`, or `null`. */
  decode(state: T['state'], index: number): T['action'] | ChanceAction | null;
  /** 1 at the index of every legal action of `state`, 0 elsewhere (`actionSize` entries). */
  legalMask(state: T['state']): Uint8Array;
  /** The observation vector of a view. */
  observe(view: T['view'], side: T['side']): Float32Array;
}
