import { memoKey } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawState } from '../types.js';

/** Per live state object of the rollout path: the version the simulator last gave it (see {@link touched}). */
const VERSIONS = memoKey<WeakMap<object, number>>('live state versions');

/**
 * The ruleset's `touched` hook: records the version the rollout path gives its live state after each play (`null`
 * while a play is under way: then the state is keyed by content again).
 */
export function touched(ctx: NawContext, state: NawState, version: number | null): void {
  const versions = ctx.memo.get(VERSIONS, () => new WeakMap());
  if (version === null) versions.delete(state);
  else versions.set(state, version);
}

/**
 * The version of a live state of the rollout path, or `undefined` for any other state (and while a play changes
 * it). The same object with the same version has the same content: a cache may key by both instead of by content.
 */
export function liveVersion(ctx: NawContext, state: NawState): number | undefined {
  return ctx.memo.get(VERSIONS, () => new WeakMap()).get(state);
}
