/**
 * Who commands each army now (JdG 4.1): the roster's commander-in-chief, unless the scenario names a sovereign who
 * takes the command of the army once he is on the map (S5-S6: Alexander I over the Russian army, Kutuzov becoming
 * just another general; should the sovereign be captured, the command falls back to the roster's chief), or a
 * scenario's replacement of a removed commander-in-chief (4.2).
 *
 * @module
 */
import type { ArmyInfo, JdgContext } from './context.js';
import type { JdgState } from './types.js';

/**
 * The piece index of `army`'s commander-in-chief in `state`.
 *
 * @example
 * ```ts
 * // S5, before the Tsar arrives: commanderOf(ctx, state, ctx.armies.get('russie')!) is Kutuzov's index
 * ```
 */
export function commanderOf(ctx: JdgContext, state: Pick<JdgState, 'pieces'>, army: ArmyInfo): number {
  const sovereign = ctx.scenario.special.sovereign;
  if (sovereign === undefined || sovereign.army !== army.id) return replacementOf(ctx, state, army.commander);
  const i = ctx.pieceIndex.get(`g:${sovereign.general}`) ?? -1;
  return i >= 0 && state.pieces[i]!.status === 'map' ? i : army.commander;
}

/** Whether piece `i` commands an army now. */
export function isCommander(ctx: JdgContext, state: JdgState, i: number): boolean {
  for (const army of ctx.armies.values()) if (commanderOf(ctx, state, army) === i) return true;
  return false;
}

/** A commander-in-chief removed by the scenario gives his command to his replacement (4.2), and he to his own. */
function replacementOf(ctx: JdgContext, state: Pick<JdgState, 'pieces'>, chief: number): number {
  for (let i = chief, n = 0; n < 20; n++) {
    const removal = state.pieces[i]!.status === 'eliminated' ? ctx.scenario.special.removals?.find((r) => ctx.pieceIndex.get(r.general) === i) : undefined;
    if (removal?.replacement === undefined) return i;
    i = ctx.pieceIndex.get(removal.replacement)!;
  }
  return chief;
}
