import { canonicalJson } from '../core/scenarioHash.js';
import type { GameSpec } from './gameSpecs.js';

/** Where in a game a conformance check failed, so that the failure can be reproduced. */
export interface FailureContext {
  /** The game played. */
  readonly game?: GameSpec;
  /** The number of plies played before the failing state (0 for the initial state). */
  readonly ply?: number;
  /** The action involved, if any. */
  readonly action?: unknown;
}

/** The error every conformance check throws: names the check, the ruleset and how to reproduce the failure. */
export class ConformanceFailure extends Error {
  /** The check that failed, e.g. `'legal-actions'`. */
  readonly check: string;
  /** Where it failed. */
  readonly context: FailureContext;

  /** Builds the failure and its message. */
  constructor(check: string, problem: string, context: FailureContext = {}) {
    super(`[${check}] ${problem}${describeContext(context)}`);
    this.name = 'ConformanceFailure';
    this.check = check;
    this.context = context;
  }
}

/** Renders a context as ` (scenario "x", seed 3, explicit chance, ply 7, action {...})`, or `''`. */
export function describeContext(context: FailureContext): string {
  const parts: string[] = [];
  const { game, ply, action } = context;
  if (game !== undefined) parts.push(`scenario ${game.label}`, `seed ${game.seed}`, `${game.chanceMode} chance`);
  if (ply !== undefined) parts.push(`ply ${ply}`);
  if (action !== undefined) parts.push(`action ${canonicalJson(action)}`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}
