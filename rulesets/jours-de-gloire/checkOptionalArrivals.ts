/**
 * The compile-time check of S9's optional reinforcements data (see `specialRulesSchema`): the Italy groups are
 * reinforcements of their side; each side rolls once; the additional units are its counters, not otherwise in the
 * scenario; the unit given PF is a combat unit of its side.
 *
 * @module
 */
import { quote } from 'kriegsspiel';
import type { PieceInfo } from './pieceCatalogue.js';
import type { JdgScenario } from './scenario.js';

type Problem = { readonly path: string; readonly message: string } | null;

/**
 * Why a scenario's optional reinforcements cannot be played, as a field path and message, or `null`.
 *
 * @example
 * ```ts
 * // checkOptionalArrivals(S9 with Eugène's group naming 'g:napoleon', ...): 'scenario.special.italyReinforcements.groups[1].pieces[0]'
 * ```
 */
export function checkOptionalArrivals(scenario: JdgScenario, pieces: readonly PieceInfo[], pieceIndex: ReadonlyMap<string, number>): Problem {
  const info = (id: string): PieceInfo | undefined => (pieceIndex.has(id) ? pieces[pieceIndex.get(id)!] : undefined);
  const italy = 'scenario.special.italyReinforcements.groups';
  for (const [k, g] of (scenario.special.italyReinforcements?.groups ?? []).entries()) {
    for (const [j, id] of g.pieces.entries()) {
      if (info(id)?.side !== g.side || !scenario.reinforcements.some((r) => r.piece === id)) return { path: `${italy}[${k}].pieces[${j}]`, message: `${quote(id)} is not a ${g.side} reinforcement of the scenario` };
    }
  }
  const rolls = scenario.special.additionalReinforcements?.rolls ?? [];
  const placed = new Set([...scenario.setup, ...scenario.reinforcements].map((p) => p.piece));
  for (const [k, r] of rolls.entries()) {
    const path = `scenario.special.additionalReinforcements.rolls[${k}]`;
    if (rolls.findIndex((q) => q.side === r.side) !== k) return { path: `${path}.side`, message: `${r.side} rolls twice` };
    for (const [j, u] of r.units.entries()) {
      if (info(u.piece)?.side !== r.side || info(u.piece)?.kind === 'dummy' || placed.has(u.piece)) return { path: `${path}.units[${j}].piece`, message: `${quote(u.piece)} is not a ${r.side} counter kept out of the scenario's set-up and reinforcements` };
    }
    if (r.pf !== undefined && (info(r.pf.unit)?.side !== r.side || info(r.pf.unit)?.kind !== 'unit')) return { path: `${path}.pf.unit`, message: `${quote(r.pf.unit)} is not a ${r.side} combat unit` };
  }
  return null;
}
