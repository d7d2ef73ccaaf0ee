import type { Piece } from './piece.js';
import type { RulesetTypes } from './rulesetTypes.js';

/**
 * A loaded map as the core sees it: a `HexMap` (`kind: 'hex'`) or a `PointGraph` (`kind: 'points'`) made by
 * `loadHexMap` or `loadPointGraph`. The core is the layer below the maps, so it names only what tells them apart;
 * `kriegsspiel/render` draws either.
 */
export interface BoardMap {
  /** `'hex'` for a hex map, `'points'` for a point-to-point graph of boxes. */
  readonly kind: 'hex' | 'points';
  /** The map's id. */
  readonly id: string;
  /** The map's display name. */
  readonly name: string;
}

/** How much a log of events says: `'summary'` (a line for the events worth one in a game's progress) or `'full'` (a line for every event). */
export type EventDetail = 'summary' | 'full';

/**
 * How a ruleset names things for people, so that a generic command line or front end needs no ruleset types:
 * the scenario's title, side names, the turn and phase of a view, a log line per event, and (optionally) the map and
 * the counters a drawing of a view shows.
 */
export interface PresentationHooks<T extends RulesetTypes> {
  /** A one-line title of the scenario, e.g. `'Wagram, 5-6 July 1809 (14 game-turns)'`. */
  title(ctx: T['context']): string;
  /** The display name of a side in the scenario, e.g. `'Austrian'`. */
  sideName(ctx: T['context'], side: T['side']): string;
  /** Where the game stands, e.g. `'Turn 3/14, French movement'`. */
  turnLabel(ctx: T['context'], view: T['view']): string;
  /**
   * A log line for an event. With `detail` `'summary'` (the default, what the command line prints while a game runs)
   * `null` for the events not worth a line there (single moves, each loss); with `'full'` (a front end's event log)
   * a line for every event, ending with its rule case.
   */
  describeEvent(ctx: T['context'], event: T['event'], detail?: EventDetail): string | null;
  /** What the result's scores count, e.g. `'VP'` (the default) or `'steps taken'`. */
  readonly scoreUnit?: string;
  /** The scenario's map, the one the rules play on (optional: without it a front end cannot draw the board). */
  map?(ctx: T['context']): BoardMap;
  /**
   * The counters a drawing of `view` shows, each at a printed hex id or box id: units with their values, faces and
   * steps, leaders and markers; the counters the view hides as markers without ids (never a hidden counter's id,
   * name or values). Counters off the map (eliminated, not yet arrived) are left out. Optional: without it the map
   * is drawn bare.
   *
   * @example
   * ```ts
   * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
   * const setup = napoleonAtWar.setup('skirmish', {}, 1);
   * const view = setup.ok ? napoleonAtWar.view(setup.state, 'french') : null;
   * const context = setup.ok ? napoleonAtWar.contextOf(setup.state) : null;
   * if (view?.ok && context?.ok) napoleonAtWar.presentation?.pieces?.(context.context, view.view)[0]; // { id: 'F1', at: '0304', values: '6-4', ... }
   * ```
   */
  pieces?(ctx: T['context'], view: T['view']): readonly Piece[];
}
