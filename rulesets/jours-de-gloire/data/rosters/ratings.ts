/**
 * The method the reconstructed rosters follow (data/ROSTERS.md), as small helpers so each roster line states its
 * inputs and the rule turns them into ratings the same way everywhere.
 *
 * @module
 */
import type { RosterGeneral, RosterUnit } from '../../roster.js';

type Side = RosterUnit['side'];

/** PF from men: about 3,000 men a PF (JdG 0.2), at least 1. */
export const pfOfMen = (men: number): number => Math.max(1, Math.round(men / 3000));

/** BA from guns: one point per about 16 guns, at most 4 (BA is the firepower of the unit's artillery, 0.2). */
export const baOfGuns = (guns: number): number => Math.min(4, Math.round(guns / 16));

/**
 * VC and BT of a general from the reference's reputation (1-5) and tactical note: VC = reputation - 1 (1-4), BT =
 * reputation - 2 (0-3), plus `tactical` (+1 for a noted tactician, -1 for a noted poor one), kept in 0-4.
 */
export function commandRatings(reputation: number, tactical = 0): { readonly vc: number; readonly bt: number } {
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
  return { vc: clamp(reputation - 1, 1, 4), bt: clamp(reputation - 2 + tactical, 0, 4) };
}

/** The reference the rosters are reconstructed from. */
export const REFERENCE = '/shared/reference/danube-campaign.md';

/** A roster general from his rank, reputation and tactical note (see {@link commandRatings}). */
export const general = (id: string, name: string, side: Side, army: string, rank: number, reputation: number, tactical: number, provenance: string): RosterGeneral => ({
  id, name, side, army, rank, ...commandRatings(reputation, tactical), provenance,
});

/** A roster unit with its provenance note. */
export const unit = (u: Omit<RosterUnit, 'provenance'>, provenance: string): RosterUnit => ({ ...u, provenance });
