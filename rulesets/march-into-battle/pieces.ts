import type { Piece } from 'kriegsspiel';
import type { MibContext } from './context.js';
import type { MibView } from './view.js';
import { SIDES } from './vocabulary.js';

/**
 * The counters on the map in a view (MiB 2.1-2.5): each unit on its hex with its strength points left (casualties and
 * stragglers taken off, CET) and its morale (`6-4`), its SP as steps of its starting strength, and its state as marks
 * (`D` disorganised, `S` smashed, `OOS` out of supply, `F2` fatigue level 2); each formation commander with his
 * rating; each army's HQ (where its commander stands). Everything on the map is open to both sides (MiB 3.3: only
 * orders in transit are hidden), so both views give the same counters.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { mibPieces } from './pieces.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * const made = setup.ok ? marchIntoBattle.contextOf(setup.state) : null;
 * const view = setup.ok ? marchIntoBattle.view(setup.state, 'austrian') : null;
 * if (made?.ok && view?.ok) mibPieces(made.context, view.view).filter((p) => p.kind === 'hq').length; // HQs on the map
 * ```
 */
export function mibPieces(ctx: MibContext, view: MibView): Piece[] {
  const out: Piece[] = [];
  const at = (hex: number): string => ctx.hexIds[hex]!;
  view.units.forEach((u, i) => {
    const printed = ctx.units[i];
    if (u.hex < 0 || printed === undefined) return;
    const left = Math.max(0, printed.sp - u.c - u.s);
    const marks = [...(u.dis ? ['D'] : []), ...(u.smashed ? ['S'] : []), ...(u.oos ? ['OOS'] : []), ...(u.fatigue > 0 ? [`F${u.fatigue}`] : [])];
    out.push({
      id: printed.id,
      side: printed.side,
      at: at(u.hex),
      label: printed.name,
      kind: printed.kind,
      values: `${left}-${printed.morale}`,
      steps: { left, full: printed.sp },
      ...(marks.length > 0 ? { marks } : {}),
    });
  });
  view.formations.forEach((f, i) => {
    const formation = ctx.scenario.formations[i];
    if (f.commander < 0 || formation === undefined) return;
    out.push({ id: formation.commander.id, side: formation.side, at: at(f.commander), label: formation.commander.name, kind: 'leader', values: String(f.rating) });
  });
  for (const side of SIDES) {
    const hex = view.hq[side];
    if (hex < 0) continue;
    const commander = ctx.scenario.armyCommanders[side];
    out.push({ id: `hq-${side}`, side, at: at(hex), label: view.armyCommander[side] ? commander.name : 'HQ', kind: 'hq', values: view.armyCommander[side] ? String(commander.rating) : '-' });
  }
  return out;
}
