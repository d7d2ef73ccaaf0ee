import { memoKey } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawState } from '../types.js';

/** The live state the rollout path touched last in a context, its version, and whether a play is changing it. */
interface Live {
  state: NawState | null;
  version: number;
  playing: boolean;
}

const LIVE = memoKey<Live>('live state version');
const newLive = (): Live => ({ state: null, version: -1, playing: false });

/**
 * The ruleset's `touched` hook: remembers the live state the rollout path changed last and the version it gave it
 * after the play (`null` while a play is under way: the state is then keyed by content). One slot per context: with
 * several simulators at work in one context, the others' states are keyed by content (correct, only slower).
 */
export function touched(ctx: NawContext, state: NawState, version: number | null): void {
  const live = ctx.memo.get(LIVE, newLive);
  if (version !== null) {
    live.state = state;
    live.version = version;
    live.playing = false;
  } else if (live.state === state) live.playing = true;
}

/**
 * The version of a live state of the rollout path (see {@link touched}), or `undefined` for any other state (and
 * while a play changes it). The same object with the same version has the same content: a cache may key by both
 * instead of by content.
 */
export function liveVersion(ctx: NawContext, state: NawState): number | undefined {
  const live = ctx.memo.get(LIVE, newLive);
  return live.state === state && !live.playing ? live.version : undefined;
}

/**
 * The version the live state had when the play now changing it began, or `undefined` (not the live state, or no play
 * under way). Valid only for code that runs before the play changes anything: the first step's `apply`, before it
 * writes (e.g. a move reading the board it moves on).
 */
export function versionAtPlayStart(ctx: NawContext, state: NawState): number | undefined {
  const live = ctx.memo.get(LIVE, newLive);
  return live.state === state && live.playing ? live.version : undefined;
}
