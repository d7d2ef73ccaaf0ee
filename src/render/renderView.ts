/**
 * Any ruleset's view or state as a board picture, through its presentation hooks: `map` for the map, `pieces` for the
 * counters a view shows, `title`, `turnLabel` and `sideName` for the words.
 *
 * @module
 */
import { guard } from '../core/guard.js';
import type { Ruleset } from '../core/ruleset.js';
import type { RulesetTypes } from '../core/rulesetTypes.js';
import type { Piece } from '../core/piece.js';
import { violation, type Violation } from '../core/violation.js';
import type { DrawableMap, RenderBoardOptions } from './renderBoard.js';
import { renderBoard } from './renderBoard.js';

/** A picture, or why none could be drawn (no map hook, an unknown scenario, a view the ruleset refuses). */
export type RenderResult = { readonly ok: true; readonly svg: string } | { readonly ok: false; readonly violation: Violation };

/** Options of {@link renderView} and {@link renderState}: those of `renderBoard` but the pieces, which the ruleset gives. */
export type RenderViewOptions = Omit<RenderBoardOptions, 'pieces' | 'sides'>;

const fail = (v: Violation): RenderResult => ({ ok: false, violation: v });

/** What the hooks give for a scenario: the map, the words, and the context they need. */
function board<T extends RulesetTypes>(ruleset: Ruleset<T>, holder: { readonly scenario: T['view']['scenario'] }) {
  const made = ruleset.contextOf(holder);
  if (!made.ok) return made;
  const hooks = ruleset.presentation;
  if (hooks?.map === undefined) return { ok: false as const, violation: violation('no-board-map', 'render', `presentation.map: ruleset "${ruleset.id}" does not say what its map is`) };
  const ctx = made.context;
  const map = hooks.map(ctx) as unknown as DrawableMap;
  if (map?.kind !== 'hex' && map?.kind !== 'points') return { ok: false as const, violation: violation('no-board-map', 'render', `presentation.map: ruleset "${ruleset.id}" gave no hex map or point graph`) };
  const sideNames = Object.fromEntries(ruleset.sides.map((s) => [s, hooks.sideName(ctx, s)]));
  return { ok: true as const, ctx, hooks, map, sideNames };
}

/** The picture of `pieces` on the scenario's board with the hooks' title and turn label (seen by `side`, if given). */
function draw<T extends RulesetTypes>(
  ruleset: Ruleset<T>, view: T['view'], pieces: (ctx: T['context']) => readonly Piece[], side: T['side'] | undefined, options: RenderViewOptions,
): RenderResult {
  const b = board(ruleset, view);
  if (!b.ok) return fail(b.violation);
  const turn = b.hooks.turnLabel(b.ctx, view);
  const seen = side === undefined ? '' : ` (as the ${b.sideNames[side] ?? side} player sees it)`;
  return {
    ok: true,
    svg: renderBoard(b.map, {
      title: b.hooks.title(b.ctx),
      subtitle: [`${turn}${seen}`],
      sideNames: b.sideNames,
      ...options,
      sides: ruleset.sides,
      pieces: pieces(b.ctx),
    }),
  };
}

/**
 * Draws what `side` sees (its view, e.g. the one a bot or a player's front end holds): the counters the ruleset's
 * `pieces` hook gives for that view, hidden stacks as markers. Never throws.
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { renderView } from 'kriegsspiel/render';
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const setup = napoleonAtWar.setup('skirmish', {}, 1);
 * const view = setup.ok ? napoleonAtWar.view(setup.state, 'french') : null;
 * const drawn = view?.ok ? renderView(napoleonAtWar, view.view, 'french') : null;
 * if (drawn?.ok) writeFileSync('/tmp/skirmish-french.svg', drawn.svg);
 * ```
 */
export function renderView<T extends RulesetTypes>(ruleset: Ruleset<T>, view: T['view'], side: T['side'], options: RenderViewOptions = {}): RenderResult {
  return guard('renderView', fail, () => draw(ruleset, view, (ctx) => ruleset.presentation?.pieces?.(ctx, view) ?? [], side, options));
}

/**
 * Draws a state: as `side` sees it when a side is given, else as an umpire sees it (each side's counters from that
 * side's own view, so nothing is drawn as a marker). Never throws.
 *
 * @example
 * ```ts
 * import { renderState } from 'kriegsspiel/render';
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * if (setup.ok) {
 *   const umpire = renderState(joursDeGloire, setup.state); // every counter
 *   const french = renderState(joursDeGloire, setup.state, { side: 'french' }); // Coalition stacks as markers
 *   console.log(umpire.ok && french.ok);
 * }
 * ```
 */
export function renderState<T extends RulesetTypes>(ruleset: Ruleset<T>, state: T['state'], options: RenderViewOptions & { readonly side?: T['side'] } = {}): RenderResult {
  return guard('renderState', fail, () => {
    const { side, ...rest } = options;
    const sides = side === undefined ? ruleset.sides : [side];
    const views = new Map<T['side'], T['view']>();
    for (const s of sides) {
      const seen = ruleset.view(state, s);
      if (!seen.ok) return fail(seen.violation);
      views.set(s, seen.view);
    }
    const first = views.get(sides[0]!)!;
    if (side !== undefined) return draw(ruleset, first, (ctx) => ruleset.presentation?.pieces?.(ctx, first) ?? [], side, rest);
    const own = (ctx: T['context']): Piece[] =>
      [...views.entries()].flatMap(([s, v], k) =>
        (ruleset.presentation?.pieces?.(ctx, v) ?? []).filter((p) => p.side === s || (k === 0 && !(ruleset.sides as readonly string[]).includes(p.side))),
      );
    return draw(ruleset, first, own, undefined, rest);
  });
}
