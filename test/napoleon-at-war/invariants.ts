import { type NawAction, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { contextOf } from './position.js';

/**
 * The standing invariants of a Napoleon at War state: one unit a hex except while a unit must make room (5.32) or a
 * displacement is under way (7.81); never two sides in one hex (5.12); units off the map have no hex; every loss
 * accounted (eliminated strength equals recorded losses, 14.4).
 */
export function nawInvariants(state: NawState): string | null {
  const byHex = new Map<number, string[]>();
  for (const unit of state.units) {
    const onMap = unit.status === 'active';
    if (onMap !== unit.hex >= 0) return `${unit.id} is ${unit.status} but its hex is ${unit.hex}`;
    if (onMap) byHex.set(unit.hex, [...(byHex.get(unit.hex) ?? []), unit.id]);
  }
  const sideOf = (id: string) => state.units.find((u) => u.id === id)!.side;
  for (const [hex, ids] of byHex) {
    if (ids.length === 1) continue;
    if (new Set(ids.map(sideOf)).size > 1) return `enemies share hex ${hex}: ${ids.join(', ')}`;
    const excused = (state.mustMove !== null && ids.includes(state.mustMove)) || (state.combat?.displacing && ids.includes(state.combat.displacing.unit));
    if (ids.length > 2 || !excused) return `units stacked in hex ${hex}: ${ids.join(', ')}`;
  }
  for (const side of ['french', 'coalition'] as const) {
    const lost = state.units.filter((u) => u.side === side && u.status === 'eliminated').reduce((n, u) => n + u.strength, 0);
    if (lost !== state.losses[side]) return `${side} losses ${state.losses[side]} but ${lost} strength eliminated`;
  }
  return null;
}

/** A superset of plausible actions for the legality check: nearby moves, every target, every retreat hex, every column. */
export function nawCandidates(state: NawState): NawAction[] {
  const grid = contextOf(state).map.grid;
  const out: NawAction[] = [{ type: 'endPhase' }, { type: 'declineRetreat' }, { type: 'declineAdvance' }];
  for (const unit of state.units) {
    out.push({ type: 'exit', unit: unit.id }, { type: 'addAttacker', unit: unit.id }, { type: 'retreat', unit: unit.id, to: null });
    if (unit.hex < 0) continue;
    const hexId = grid.idOf(unit.hex);
    out.push({ type: 'attack', hex: hexId }, { type: 'addDefender', hex: hexId }, { type: 'exchange', units: [unit.id] });
    for (const hex of grid.range(unit.hex, 2)) {
      const to = grid.idOf(hex);
      out.push({ type: 'move', unit: unit.id, to }, { type: 'retreat', unit: unit.id, to }, { type: 'displace', unit: unit.id, to }, { type: 'advance', unit: unit.id, to });
    }
  }
  for (const column of state.options.crt.columns) out.push({ type: 'resolve', odds: column.label });
  return out;
}
