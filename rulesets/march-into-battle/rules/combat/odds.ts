import { BRIDGE, CREEK, RIVER, SLOPE, STEEP, boardOf, inFront } from '../../board.js';
import type { MibContext } from '../../context.js';
import { COMBAT_DRMS, HASTY_ATTACK_DRM, OTHER_COMBAT_EFFECTS, type TerrainRowName } from '../../tables.js';
import type { MibCombat, MibState } from '../../types.js';
import { SIDES } from '../../vocabulary.js';
import { hexsideMask } from '../hexsideMask.js';
import { isCombat, isNight, isSpent, isTired, strength } from '../unitStatus.js';
import { artilleryFire, type ArtilleryFire } from './artilleryDrm.js';
import { chargedDefence, chargeFactor } from './chargeStrength.js';

/** One DRM of an attack, with the case it comes from. */
export interface Drm {
  readonly rule: string;
  readonly value: number;
  /** What it stands for, in words (for previews; the `combatRolled` event keeps the rule and value). */
  readonly what?: string;
}

/** An attack worked out as a player would by hand (MiB 7.1, 7.2, CM). */
export interface Odds {
  readonly attack: number;
  readonly defence: number;
  readonly drms: readonly Drm[];
  readonly drm: number;
  /** The artillery's fire on each side (MiB 7.9). */
  readonly artillery: ArtilleryFire;
}

const HEX_ROWS: readonly (TerrainRowName | null)[] = ['clear', 'forest', 'village', 'town', 'swamp', null];

/** The TEC rows of an attack from `from` into the adjacent `target` (MiB TEC): the target hex's, and the hexside's (creek, river bridge, up or steep slope uphill). */
export function terrainRows(ctx: MibContext, state: MibState, from: number, target: number): TerrainRowName[] {
  const rows: TerrainRowName[] = [];
  const row = HEX_ROWS[ctx.terrain[target]!];
  if (row) rows.push(row);
  const dir = ctx.map.grid.directionTo(from, target);
  const mask = hexsideMask(ctx, state, from, dir);
  if ((mask & RIVER) !== 0 && (mask & BRIDGE) !== 0) rows.push('riverBridge');
  if ((mask & CREEK) !== 0 && (mask & BRIDGE) === 0) rows.push('creek');
  if ((mask & (SLOPE | STEEP)) !== 0 && ctx.map.uphillOf(from, dir) === target) rows.push((mask & STEEP) !== 0 ? 'steepSlope' : 'upSlope');
  return rows;
}

/** The attacker's terrain multiplier across one hexside into the target (MiB TEC): the lowest of its rows'. */
export function attackerTerrain(ctx: MibContext, state: MibState, from: number, target: number): number {
  return Math.min(1, ...terrainRows(ctx, state, from, target).map((r) => state.options.terrain[r].attacker ?? 0));
}

/** A defending unit's strength (MiB 7.1, OCE, 9.2, 10.1): halved per condition; 1 SP when smashed or spent; none for trains and engineers (2.2). */
export function defenderStrength(ctx: MibContext, state: MibState, combat: MibCombat, u: number): number {
  const unit = state.units[u]!;
  if (!isCombat(ctx, u)) return 0;
  if (unit.smashed) return Math.min(1, strength(ctx, unit, u));
  const oce = OTHER_COMBAT_EFFECTS;
  let sp = strength(ctx, unit, u);
  if (isSpent(state.options, unit)) sp = state.options.spentDefence === 'one-sp' ? Math.min(1, sp) : sp * oce.spent.defender;
  if (isTired(state.options, unit)) sp *= oce.tired.defender;
  if (unit.oos) sp *= oce.outOfSupply.defender;
  if (unit.dis) sp *= oce.disorganised.defender;
  if (isNight(ctx, state)) sp *= oce.night.defender;
  const rear = combat.from.some((h) => !inFront(ctx, combat.target, unit.facing, ctx.map.grid.directionTo(combat.target, h)));
  if (rear) sp *= oce.rearAttack.defender;
  return sp;
}

/** An attacking unit's strength (MiB 7.1): its SP times its terrain multiplier, halved when tired. */
export function attackerStrength(ctx: MibContext, state: MibState, combat: MibCombat, u: number): number {
  const unit = state.units[u]!;
  const sp = strength(ctx, unit, u) * attackerTerrain(ctx, state, unit.hex, combat.target);
  return isTired(state.options, unit) ? sp * OTHER_COMBAT_EFFECTS.tired.attacker! : sp;
}

/** The force ratio DRM (MiB CM): the band of the exact ratio; no defence at all counts as the top band. */
export function forceRatioDrm(state: MibState, attack: number, defence: number): number {
  const bands = state.options.forceRatio;
  let drm = bands[0]!.drm;
  for (const b of bands) if (defence === 0 || attack * b.den >= defence * b.num) drm = b.drm;
  return drm;
}

/** The largest unit (by strength; on a tie the better morale) among `units` (MiB CM). */
function largest(ctx: MibContext, state: MibState, units: readonly number[]): number {
  let best = -1;
  for (const u of units) {
    if (best < 0) best = u;
    const [a, b] = [strength(ctx, state.units[u]!, u), strength(ctx, state.units[best]!, best)];
    if (a > b || (a === b && ctx.units[u]!.morale > ctx.units[best]!.morale)) best = u;
  }
  return best;
}

/** The best commander rating standing in any of `hexes` for `side` (formation commanders and the army commander). */
function bestCommander(ctx: MibContext, state: MibState, side: number, hexes: readonly number[]): number {
  let best = 0;
  for (const [f, formation] of state.formations.entries()) {
    if (ctx.formationSide[f] === side && hexes.includes(formation.commander)) best = Math.max(best, formation.rating);
  }
  const name = SIDES[side]!;
  if (state.armyCommander[name] && hexes.includes(state.hq[name])) best = Math.max(best, ctx.scenario.armyCommanders[name].rating);
  return best;
}

/**
 * The attack's strengths (with a charge's multipliers, 7.12, 7.13) and DRMs (MiB 7.1, 7.2, CM, OCE): force ratio,
 * morale difference of the largest units, a three-hex attack, the artillery (7.9), commanders, the defender's HOLD or
 * RETREAT order, and a hasty attack.
 *
 * @example
 * ```ts
 * import { marchIntoBattle } from 'kriegsspiel/rulesets/march-into-battle';
 * import { oddsOf } from './odds.js';
 * const setup = marchIntoBattle.setup('aspern', {}, 1);
 * if (!setup.ok) throw new Error(setup.violation.message);
 * const made = marchIntoBattle.contextOf(setup.state);
 * if (!made.ok) throw new Error(made.violation.message);
 * const [ctx, state] = [made.context, setup.state];
 * // during an attack (there is none at the start, so this does nothing here):
 * if (state.combat) oddsOf(ctx, state, state.combat).drm; // the total DRM on the CRT roll
 * ```
 */
export function oddsOf(ctx: MibContext, state: MibState, combat: MibCombat): Odds {
  const live = (units: readonly number[]) => units.filter((u) => state.units[u]!.hex >= 0);
  const attackers = live(combat.attackers);
  const defenders = live(combat.defenders).filter((u) => state.units[u]!.hex === combat.target);
  const attack = attackers.reduce((s, u) => s + attackerStrength(ctx, state, combat, u), 0) * chargeFactor(ctx, state, combat);
  const defence = defenders.reduce((s, u) => s + chargedDefence(ctx, state, combat, u, defenderStrength(ctx, state, combat, u)), 0);
  const drms: Drm[] = [{ rule: 'MiB CM', value: forceRatioDrm(state, attack, defence), what: 'force ratio' }];
  const a = largest(ctx, state, attackers);
  const d = largest(ctx, state, defenders.filter((u) => isCombat(ctx, u)));
  if (a >= 0 && d >= 0) drms.push({ rule: 'MiB CM', value: ctx.units[a]!.morale - ctx.units[d]!.morale, what: 'morale of the largest units' });
  if (combat.from.length >= 3) drms.push({ rule: 'MiB CM', value: COMBAT_DRMS.threeHexAttack, what: 'attack from three hexes' });
  // MiB TEC *: no artillery DRM in an attack across (or into) a row that forbids it, from any attacking hex.
  const noDrm = combat.from.some((h) => terrainRows(ctx, state, h, combat.target).some((r) => state.options.terrain[r].noArtilleryDrm));
  const artillery = artilleryFire(ctx, state, boardOf(ctx, state), combat, noDrm);
  drms.push({ rule: 'MiB 7.9', value: artillery.drm, what: `artillery (${artillery.attacker} against ${artillery.defender})` });
  const side = SIDES.indexOf(combat.attacker);
  const [ca, cd] = [bestCommander(ctx, state, side, combat.from), bestCommander(ctx, state, 1 - side, [combat.target])];
  if (ca !== cd) drms.push({ rule: 'MiB CM', value: ca > cd ? COMBAT_DRMS.commanders : -COMBAT_DRMS.commanders, what: 'the better commander' });
  const orders = new Set(defenders.map((u) => state.formations[ctx.unitFormation[u]!]!.order?.type));
  if (orders.has('hold')) drms.push({ rule: 'MiB CM', value: COMBAT_DRMS.defenderHolds, what: 'defender under HOLD' });
  if (orders.has('retreat')) drms.push({ rule: 'MiB CM', value: COMBAT_DRMS.defenderRetreats, what: 'defender under RETREAT' });
  if (combat.hasty) drms.push({ rule: 'MiB 6.12', value: HASTY_ATTACK_DRM, what: 'hasty attack' });
  const kept = drms.filter((x) => x.value !== 0);
  return { attack, defence, drms: kept, drm: kept.reduce((s, x) => s + x.value, 0), artillery };
}
