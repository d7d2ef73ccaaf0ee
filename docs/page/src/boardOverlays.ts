/**
 * What play mode draws over the board at a decision: the selected unit's place and its destinations with their
 * cost, or else the places a click acts on (attack targets and the like) with the column `combatPreview` gives for
 * an attack there; and the combat being formed, if any, with its column on the defender.
 *
 * @module
 */
import type { CombatPreview, RulesetQueries, RulesetTypes, ViewBase } from 'kriegsspiel';
import type { Highlight, OddsLabel } from 'kriegsspiel/render';
import type { ClickTargets } from './clickTargets.js';

/** At most this many attack previews are drawn as odds on the board at once. */
export const MAX_ODDS_LABELS = 40;

/** The overlays of one picture, and the pending combat's preview for the side panel. */
export interface BoardOverlays {
  readonly highlights: readonly Highlight[];
  readonly odds: readonly OddsLabel[];
  readonly pending: CombatPreview | null;
}

/**
 * The overlays for `human` looking at `view`, with `selected` the selected unit (or `null`).
 *
 * @example
 * ```ts
 * const { highlights, odds } = boardOverlays(ruleset.queries, view, 'french', targets, 'F1');
 * renderView(ruleset, view, 'french', { highlights, odds });
 * ```
 */
export function boardOverlays(queries: RulesetQueries<RulesetTypes> | undefined, view: ViewBase, human: string, targets: ClickTargets, selected: string | null): BoardOverlays {
  const highlights: Highlight[] = [];
  if (selected !== null) {
    const options = targets.moves.get(selected) ?? [];
    const from = options[0]?.path[0];
    if (from !== undefined) highlights.push({ at: from, kind: 'origin' });
    for (const option of options) highlights.push({ at: option.to, label: String(option.cost) });
  } else {
    for (const place of targets.byPlace.keys()) highlights.push({ at: place, kind: 'target' });
  }
  if (queries === undefined) return { highlights, odds: [], pending: null };
  const pending = queries.combatPreview(view, human);
  const odds: OddsLabel[] = pending === null ? [] : pending.at.slice(0, 1).map((at) => ({ at, text: pending.column }));
  if (pending === null) {
    for (const [place, actions] of [...targets.byPlace].slice(0, MAX_ODDS_LABELS)) {
      const preview = queries.combatPreview(view, human, actions[0]!);
      if (preview !== null) odds.push({ at: place, text: preview.column });
    }
  }
  return { highlights, odds, pending };
}
