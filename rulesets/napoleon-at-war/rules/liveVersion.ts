import { memoKey, type Draft } from 'kriegsspiel';
import type { NawContext } from '../context.js';
import type { NawState } from '../types.js';

/** The live state the rollout path touched last in a context, its version, and whether a play is changing it. */
interface Live {
  state: NawState | null;
  version: number;
  playing: boolean;
  /**
   * The unit the last play of the live state moved (see {@link noteMove}): -1 when that play noted none, -2 when it
   * noted several. `movedAt` is the version that play started from, `movedPhase` the phase the move was made in.
   */
  moved: number;
  movedAt: number;
  movedPhase: NawState['phase'] | null;
}

const LIVE = memoKey<Live>('live state version');
const newLive = (): Live => ({ state: null, version: -1, playing: false, moved: -1, movedAt: -1, movedPhase: null });

/**
 * The ruleset's `touched` hook: remembers the live state the rollout path changed last and the version it gave it
 * after the play (`null` while a play is under way: the state is then keyed by content). One slot per context: with
 * several simulators at work in one context, the others' states are keyed by content (correct, only slower).
 */
export function touched(ctx: NawContext, state: NawState, version: number | null): void {
  const live = ctx.memo.get(LIVE, newLive);
  if (version !== null) {
    if (live.state !== state || !live.playing) live.moved = -1; // a new state, or a play nobody tracked: no note
    live.state = state;
    live.version = version;
    live.playing = false;
  } else if (live.state === state) {
    live.playing = true;
    live.moved = -1; // this play's note, if it makes one (see noteMove)
    live.movedAt = live.version;
  }
}

/**
 * Notes that the play under way on the live state moves unit `unitIndex` (a move, an exit or a set-up placement)
 * and, if the phase stays what it is now, changes nothing else the movement cache keys by (see `movedSince`). Called
 * by those rules before they write; does nothing for any other state (the immutable path's drafts, other copies).
 */
export function noteMove(ctx: NawContext, draft: Draft<NawState>, unitIndex: number): void {
  const live = ctx.memo.get(LIVE, newLive);
  if (live.state !== draft || !live.playing) return;
  live.moved = live.moved === -1 ? unitIndex : -2;
  live.movedPhase = draft.phase;
}

/**
 * The only unit whose movement code (see `movementCode.ts`) may differ between the live state at version `since`
 * and `state`, when `state` is the live state one play later and that play noted a single move made in the phase
 * `state` is still in (see {@link noteMove}); -1 otherwise (then compare every unit).
 */
export function movedSince(ctx: NawContext, state: NawState, since: number): number {
  const live = ctx.memo.get(LIVE, newLive);
  if (live.state !== state || live.playing || live.movedAt !== since || live.version !== since + 1) return -1;
  return live.moved >= 0 && live.movedPhase === state.phase ? live.moved : -1;
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
