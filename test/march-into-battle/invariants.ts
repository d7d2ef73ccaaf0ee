// The invariants of March into Battle that the conformance suite checks on every visited state, and extra
// candidate actions for its legality check.
import { marchIntoBattle, type MibState } from 'kriegsspiel/rulesets/march-into-battle';

const ctxOf = (state: MibState) => {
  const compiled = marchIntoBattle.contextOf(state);
  if (!compiled.ok) throw new Error(compiled.violation.message);
  return compiled.context;
};

/** What is wrong with a state, or null (MiB 6.8 stacking, no hex shared by both sides, losses within SP, fatigue in range). */
export function mibInvariants(state: MibState): string | null {
  const ctx = ctxOf(state);
  const sp = new Map<number, number>();
  const owner = new Map<number, number>();
  for (const [u, unit] of state.units.entries()) {
    if (unit.hex < 0) continue;
    const side = ctx.unitSide[u]!;
    if (owner.has(unit.hex) && owner.get(unit.hex) !== side) return `MiB 6.1: both sides in ${ctx.hexIds[unit.hex]}`;
    owner.set(unit.hex, side);
    const def = ctx.units[u]!;
    if (unit.c + unit.s >= def.sp) return `MiB 2.2: ${def.id} on the map with no SP left`;
    if (unit.fatigue < 0 || unit.fatigue > state.options.fatigue.max) return `MiB 10.1: ${def.id} at fatigue ${unit.fatigue}`;
    if (ctx.map.terrainName(unit.hex) === 'river') return `MiB TEC: ${def.id} in river hex ${ctx.hexIds[unit.hex]}`;
    sp.set(unit.hex, (sp.get(unit.hex) ?? 0) + (def.kind === 'train' ? state.options.stacking.train : def.sp - unit.c - unit.s));
  }
  for (const [hex, total] of sp) if (total > state.options.stacking.limit) return `MiB 6.8: ${total} SP in ${ctx.hexIds[hex]}`;
  return null;
}

/** Extra candidates: every unit to (and bridging to) every hex next to it, attacks from every single hex, every loss and retreat. */
export function mibCandidates(state: MibState): unknown[] {
  const ctx = ctxOf(state);
  const out: unknown[] = [{ type: 'done' }, { type: 'stop' }, { type: 'stand' }];
  for (const [u, unit] of state.units.entries()) {
    if (unit.hex < 0) continue;
    const id = ctx.units[u]!.id;
    out.push({ type: 'rest', unit: id }, { type: 'recover', unit: id }, { type: 'resupply', unit: id }, { type: 'face', unit: id, facing: (unit.facing + 1) % 6 });
    out.push({ type: 'lose', unit: id, loss: 'c' }, { type: 'lose', unit: id, loss: 's' });
    for (let d = 0; d < 6; d++) {
      const j = ctx.map.grid.neighbor(unit.hex, d);
      if (j < 0) continue;
      const to = ctx.hexIds[j]!;
      out.push({ type: 'move', unit: id, to }, { type: 'bridge', unit: id, across: to }, { type: 'retreat', to }, { type: 'advance', to }, { type: 'evade', to });
      out.push({ type: 'attack', target: to, from: [ctx.hexIds[unit.hex]!], charge: false }, { type: 'attack', target: to, from: [ctx.hexIds[unit.hex]!], charge: true });
    }
  }
  return out;
}
