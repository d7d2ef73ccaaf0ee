import type { RulesetTypes } from './rulesetTypes.js';

/**
 * How a ruleset names things for people, so that a generic command line or front end needs no ruleset types:
 * the scenario's title, side names, the turn and phase of a view, and a log line per event.
 */
export interface PresentationHooks<T extends RulesetTypes> {
  /** A one-line title of the scenario, e.g. `'Wagram, 5-6 July 1809 (14 game-turns)'`. */
  title(ctx: T['context']): string;
  /** The display name of a side in the scenario, e.g. `'Austrian'`. */
  sideName(ctx: T['context'], side: T['side']): string;
  /** Where the game stands, e.g. `'Turn 3/14, French movement'`. */
  turnLabel(ctx: T['context'], view: T['view']): string;
  /** A log line for an event, or `null` for events not worth a line. */
  describeEvent(ctx: T['context'], event: T['event']): string | null;
  /** What the result's scores count, e.g. `'VP'` (the default) or `'steps taken'`. */
  readonly scoreUnit?: string;
}
