import { memoKey } from 'kriegsspiel';
import type { NawContext } from './context.js';
import { SIDES, type BySide, type Side } from './types.js';

/** What `evaluate` reads of a scenario, precomputed once per compiled scenario in per-hex typed arrays. */
export interface EvalTables {
  /** Per side: per hex, the distance to the nearest hex the side scores for (places, regions, exits), or `null`. */
  readonly distance: BySide<Uint16Array | null>;
  /** Per hex: the index in `places` of the end-of-game place award it belongs to, or -1. */
  readonly placeAt: Int16Array;
  /** End-of-game place awards (Wagram 17.12). */
  readonly places: readonly { readonly side: Side; readonly points: number }[];
  /** Scratch per place award: whether its side holds it (reset on every call). */
  readonly held: Uint8Array;
  /** Per side: per hex, end-of-game points per strength point standing there (Wagram 17.12), or `null`. */
  readonly perStrength: BySide<Float64Array | null>;
  /** Scratch per hex: index of the active unit there plus one, or 0 (filled and cleared by `evaluate`). */
  readonly occupant: Int32Array;
}


/**
 * The {@link EvalTables} of a compiled scenario, built on first use: its objectives (places, regions and, where exits
 * score, exit hexes) and the hex distances to them, its end-of-game awards per hex, and scratch arrays.
 *
 * @example
 * ```ts
 * import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
 * import { tablesOf } from './evaluateTables.js';
 * const setup = napoleonAtWar.setup('skirmish', {}, 42);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const context = napoleonAtWar.contextOf(setup.state);
 * const tables = context.ok ? tablesOf(context.context) : null; // tables.distance.french: hexes to Dorf or the heights
 * ```
 */
export function tablesOf(ctx: NawContext): EvalTables {
  return ctx.memo.get(EVAL_TABLES, () => buildTables(ctx));
}

const EVAL_TABLES = memoKey<EvalTables>('evaluation tables');

function buildTables(ctx: NawContext): EvalTables {
  const { map, scenario } = ctx;
  const size = map.grid.size;
  const targets: Record<Side, number[]> = { french: [], coalition: [] };
  const placeAt = new Int16Array(size).fill(-1);
  const places: { side: Side; points: number }[] = [];
  for (const award of scenario.victory.places) {
    const hexes = map.place(award.place) ?? [];
    targets[award.side].push(...hexes);
    if (!award.atEnd) continue;
    for (const hex of hexes) placeAt[hex] = places.length;
    places.push({ side: award.side, points: award.points });
  }
  const perStrength: Record<Side, Float64Array | null> = { french: null, coalition: null };
  for (const award of scenario.victory.regionStrength) {
    const hexes = map.region(award.region) ?? [];
    targets[award.side].push(...hexes);
    const values = (perStrength[award.side] ??= new Float64Array(size));
    for (const hex of hexes) values[hex]! += award.perStrength;
  }
  for (const side of SIDES) {
    const exits = ctx.exits[side];
    if (exits === null || scenario.victory.exitPointsPerStrength <= 0) continue;
    exits.hexes.forEach((isExit, hex) => isExit === 1 && targets[side].push(hex));
  }
  const distanceTo = (hexes: readonly number[]): Uint16Array | null => {
    if (hexes.length === 0) return null;
    const out = new Uint16Array(size);
    for (let hex = 0; hex < size; hex++) out[hex] = Math.min(...hexes.map((target) => map.grid.distance(hex, target)));
    return out;
  };
  const made: EvalTables = { distance: { french: distanceTo(targets.french), coalition: distanceTo(targets.coalition) }, placeAt, places, held: new Uint8Array(places.length), perStrength, occupant: new Int32Array(size) };
  return made;
}
