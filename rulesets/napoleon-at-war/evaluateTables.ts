import { memoKey } from 'kriegsspiel';
import type { NawContext } from './context.js';
import { SIDES, type BySide, type Side } from './types.js';

/**
 * The weights of the evaluation's terms (`evaluate.ts`), in victory points per unit of each term: data a designer may
 * change. Every term is a margin of the side over its enemy, reckoned the same way for both.
 */
export interface EvalWeights {
  /** Per victory point, as if the game ended now (points scored, places held, strength on scoring regions). */
  readonly score: number;
  /** Per strength point lost, enemy minus own (NAW 14.4). */
  readonly material: number;
  /** Per hex from each own unit to the nearest place, region or exit its side scores for (subtracted): the long pull. */
  readonly objectiveDistance: number;
  /** Per expected strength point that attacks by adjacent units could win by the CRT (zone-of-control safety). */
  readonly threat: number;
  /** Per expected strength point of the combat being formed, at its odds. */
  readonly prospect: number;
  /**
   * Per victory point an attacker would score by advancing into the defender's hex after a result that empties it
   * (De, Dr, Ex: a town it scores for, a region where it scores per strength point), times the chance of such a
   * result, inside the threat and prospect terms. Without it a retreat is worth a quarter of the defender's strength
   * and no attack on a town garrison pays.
   */
  readonly capture: number;
  /**
   * Per expected strength point (and captured victory point) the enemy could win on its next turn against the
   * phasing side's units with the units it can march next to them, beyond what those already next to them could
   * (`evaluateExposure.ts`): the counterattack a one-ply look cannot see.
   */
  readonly exposure: number;
  /**
   * Per expected victory point a side's units could still score within {@link reachTurns} of their own moves, by
   * reaching places, regions and exits through the ground the enemy leaves open (`evaluateReach.ts`). Own reach counts
   * for the side, the enemy's against it: so a unit that blocks an enemy path, or puts a zone of control across it,
   * raises its side's value. Below 1: points in reach are less sure than points scored.
   */
  readonly reach: number;
  /** How many of its own movement phases ahead a unit's reach counts (fewer when the game ends sooner). */
  readonly reachTurns: number;
  /**
   * Movement points added to a path for each hex it enters in the blocking side's zone of control: a unit must stop
   * there and may leave only through combat (NAW 5.13, 6.0).
   */
  readonly zocCost: number;
  /**
   * Per own unit standing in a place the enemy scores for, times the points the enemy could still score there (on
   * first entry if not yet awarded, and for holding it at the end) divided by the place's hexes: a garrison. Scaled
   * by how near the nearest enemy unit is (see {@link holdRange}).
   */
  readonly holdEnemyPlace: number;
  /**
   * Per own unit standing on a hex of a region where the enemy scores per strength point (the Russbach heights for
   * the Austrians, Wagram 17.12), times the enemy's points per strength point there: a hex the enemy must take.
   * Scaled like {@link holdEnemyPlace}.
   */
  readonly holdEnemyRegion: number;
  /**
   * Hexes: a garrison or a hold counts in full with an enemy unit next to it, falling linearly to nothing with the
   * nearest enemy unit this far away (a unit need not sit on an objective no enemy can reach).
   */
  readonly holdRange: number;
  /**
   * Per strength point of an own unit within two hexes of an enemy unit, times the cover of its hex (0 to 1: a town,
   * or the share of its hexsides an attacker would cross up a slope or over a stream; NAW 9.0).
   */
  readonly cover: number;
  /** Per own unit within two hexes of an enemy unit with no friendly unit within two hexes (subtracted): keep a line. */
  readonly isolated: number;
  /** Per own unit in an enemy zone of control with no friendly unit next to it (subtracted): open flanks. */
  readonly exposedFlank: number;
}

/** The weights the built-in evaluation uses (see {@link EvalWeights} for what each means). */
export const NAW_EVAL_WEIGHTS: EvalWeights = {
  score: 1,
  material: 0.5,
  objectiveDistance: 0.05,
  threat: 0.5,
  prospect: 1,
  capture: 0.5,
  exposure: 0.1,
  reach: 0.5,
  reachTurns: 3,
  zocCost: 4,
  holdEnemyPlace: 0.15,
  holdEnemyRegion: 1.5,
  holdRange: 12,
  cover: 0.1,
  isolated: 0.5,
  exposedFlank: 0.25,
};

/** What a side scores for, as a source of the reach search (`evaluateReach.ts`). */
export interface ReachGroup {
  /** A place (points once, on entry and/or held at the end), an exit edge or a region (points per strength point). */
  readonly kind: 'place' | 'exit' | 'region';
  /** Its hexes. */
  readonly hexes: Int32Array;
  /** Points of a place; points per strength point of an exit or region. */
  readonly points: number;
  /** A place: the one-time award's key in `state.awarded`, or `null` when it does not score on entry. */
  readonly entryKey: string | null;
  /** A place: whether holding it at the end scores. */
  readonly atEnd: boolean;
  /** Half movement points from a hex of the group to scoring: the exit cost for an exit, else 0. */
  readonly start: number;
}

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
  /** Per side: what it scores for, as sources of the reach search. */
  readonly groups: BySide<readonly ReachGroup[]>;
  /** Per side: per hex, the index in `groups[side]` of the place group it belongs to, or -1 (for garrisons). */
  readonly placeGroupAt: BySide<Int16Array>;
  /** Per hex, the hexes one and two away, `near[hex * 18 + k]` (the six neighbours in the first six), -1 off the map. */
  readonly near: Int32Array;
  /** Scratch per hex: 1 where a French unit stands, 2 where a unit of the other side does, else 0 (filled and cleared by `evaluate`). */
  readonly sideAt: Uint8Array;
  /** Scratch per side: per hex, 1 where the side exerts a zone of control (filled by `evaluate`). */
  readonly zoc: BySide<Uint8Array>;
  /** Per hex: its axial coordinates (`q`, `r`), for hex distances without allocation. */
  readonly q: Int16Array;
  readonly r: Int16Array;
  /** The highest movement allowance in the scenario (bounds the reach search). */
  readonly maxMovement: number;
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
  const groups: Record<Side, ReachGroup[]> = { french: [], coalition: [] };
  const placeGroupAt = { french: new Int16Array(size).fill(-1), coalition: new Int16Array(size).fill(-1) };
  const placeAt = new Int16Array(size).fill(-1);
  const places: { side: Side; points: number }[] = [];
  for (const award of scenario.victory.places) {
    const hexes = map.place(award.place) ?? [];
    targets[award.side].push(...hexes);
    for (const hex of hexes) placeGroupAt[award.side][hex] = groups[award.side].length;
    const entryKey = award.onEntry ? `enter:${award.place}` : null;
    groups[award.side].push({ kind: 'place', hexes: Int32Array.from(hexes), points: award.points, entryKey, atEnd: award.atEnd, start: 0 });
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
    if (award.perStrength > 0) groups[award.side].push({ kind: 'region', hexes: Int32Array.from(hexes), points: award.perStrength, entryKey: null, atEnd: true, start: 0 });
  }
  for (const side of SIDES) {
    const exits = ctx.exits[side];
    const points = scenario.victory.exitPointsPerStrength;
    if (exits === null || points <= 0) continue;
    const hexes: number[] = [];
    exits.hexes.forEach((isExit, hex) => isExit === 1 && hexes.push(hex));
    targets[side].push(...hexes);
    groups[side].push({ kind: 'exit', hexes: Int32Array.from(hexes), points, entryKey: null, atEnd: false, start: Math.max(1, Math.round(exits.cost * 2)) });
  }
  const distanceTo = (hexes: readonly number[]): Uint16Array | null => {
    if (hexes.length === 0) return null;
    const out = new Uint16Array(size);
    for (let hex = 0; hex < size; hex++) out[hex] = Math.min(...hexes.map((target) => map.grid.distance(hex, target)));
    return out;
  };
  const near = new Int32Array(size * 18).fill(-1);
  const q = new Int16Array(size);
  const r = new Int16Array(size);
  for (let hex = 0; hex < size; hex++) {
    const at = map.grid.hexOf(hex);
    q[hex] = at.q;
    r[hex] = at.r;
    map.grid.ring(hex, 1).forEach((other, k) => (near[hex * 18 + k] = other));
    map.grid.ring(hex, 2).forEach((other, k) => (near[hex * 18 + 6 + k] = other));
  }
  return {
    distance: { french: distanceTo(targets.french), coalition: distanceTo(targets.coalition) },
    placeAt, places, held: new Uint8Array(places.length), perStrength, occupant: new Int32Array(size), sideAt: new Uint8Array(size),
    groups, placeGroupAt, near, zoc: { french: new Uint8Array(size), coalition: new Uint8Array(size) }, q, r, maxMovement: Math.max(1, ...scenario.units.map((unit) => unit.movement)),
  };
}
