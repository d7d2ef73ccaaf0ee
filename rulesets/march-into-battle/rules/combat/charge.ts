import { violation, type Violation } from 'kriegsspiel';
import { CREEK, STEEP, STREAM } from '../../board.js';
import type { MibContext } from '../../context.js';
import type { TerrainRowName } from '../../tables.js';
import type { MibState } from '../../types.js';
import { TERRAINS } from '../../vocabulary.js';
import { isTired, KIND } from '../unitStatus.js';
import { attackerTerrain } from './odds.js';

/**
 * The terrain rows a charge from `from` into `target` meets (MiB TEC): the target hex's, and a stream, creek or
 * steep slope on the hexside crossed (either way; a bridge does not open a charge).
 */
function chargeRows(ctx: MibContext, from: number, target: number): TerrainRowName[] {
  const rows: TerrainRowName[] = [TERRAINS[ctx.terrain[target]!]!];
  const mask = ctx.map.hexsideFeatures(from, ctx.map.grid.directionTo(from, target));
  if ((mask & STREAM) !== 0) rows.push('stream');
  if ((mask & CREEK) !== 0) rows.push('creek');
  if ((mask & STEEP) !== 0) rows.push('steepSlope');
  return rows;
}

/**
 * Why the `attackers` in `from` may not charge `target`, or `null` (MiB 7.12, TEC, OCE, 10.1): only cavalry charges,
 * none tired (spent and disorganised cavalry cannot attack at all), into terrain that modifies no combat: no TEC
 * `**` row (no charge into or across) and no attacker multiplier below 1 (a town, an up slope, a bridge).
 */
export function chargeRefusal(ctx: MibContext, state: MibState, target: number, from: readonly number[], attackers: readonly number[]): Violation | null {
  const infantry = attackers.filter((u) => ctx.unitKind[u] !== KIND.cavalry);
  if (infantry.length > 0) return violation('no-charge', 'MiB 7.12', `charge: only cavalry attacking alone may charge, and ${infantry.map((u) => ctx.units[u]!.id).join(', ')} would attack with it`);
  const tired = attackers.filter((u) => isTired(state.options, state.units[u]!));
  if (tired.length > 0) return violation('no-charge', 'MiB 10.1', `charge: tired cavalry may not charge (${tired.map((u) => ctx.units[u]!.id).join(', ')})`);
  for (const h of from) {
    const rows = chargeRows(ctx, h, target);
    if (rows.some((r) => state.options.terrain[r].noCharge) || attackerTerrain(ctx, state, h, target) < 1) {
      return violation('no-charge', 'MiB TEC', `charge: no charge into ${ctx.hexIds[target]} from ${ctx.hexIds[h]}: its terrain or the hexside crossed modifies combat`);
    }
  }
  return null;
}
