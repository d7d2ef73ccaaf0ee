/**
 * A heuristic value of a Jours de Gloire state for bots.
 *
 * @module
 */
import { memoKey } from 'kriegsspiel';
import type { JdgContext } from './context.js';
import { victoryTally } from './rules/victory.js';
import { COMBAT_ROWS, COMBAT_TABLE, combatColumn } from './tables/combatTable.js';
import { TACTICS } from './tables/battleArithmetic.js';
import type { JdgState } from './types.js';
import { SIDES, enemyOf, type Side } from './vocabulary.js';

/** Weights of the evaluation terms. */
const WEIGHTS = { win: 1000, vp: 1, material: 0.25, stragglers: 0.1, distance: 0.04, battle: 0.25, hold: 0.5 };

/** How much of the distance a unit may still cover this movement phase counts already (5.1: so ending it costs). */
const PROSPECT = 0.9;

/** The movement points unit `i` may still spend in this movement phase: its stack's if active, its allowance if not yet moved. */
function movementLeft(state: JdgState, i: number): number {
  const p = state.pieces[i]!;
  if (state.phase !== 'movement' || p.side !== state.player || p.status !== 'map') return 0;
  if (state.activation?.pieces.includes(i)) return Math.max(0, state.activation.pm);
  return p.acted || p.arm === null ? 0 : state.options.movement[p.arm];
}

/** The mean value of a tactic chit (8.2). */
const AVERAGE_CHIT = 2.5;

/** A unit not on the map (yet) counts as this many movement points from its objectives. */
const FAR = 12;

/** Per pair of boxes: the movement points between them along usable connections of the printed map (255: none). */
const DISTANCES = memoKey<Uint8Array>('jdg box distances');

/** All-pairs movement-point distances over the map (plain 1, dotted 2, a major river without a bridge impassable). */
function boxDistances(ctx: JdgContext): Uint8Array {
  const { map } = ctx;
  const n = map.size;
  const dist = new Uint8Array(n * n).fill(255);
  for (let source = 0; source < n; source++) {
    const row = dist.subarray(source * n, (source + 1) * n);
    row[source] = 0;
    // Costs are 1 or 2: a simple label-correcting pass over a queue is exact and cheap on ~100 boxes.
    const queue = [source];
    for (let i = 0; i < queue.length; i++) {
      const b = queue[i]!;
      for (let k = map.offsets[b]!; k < map.offsets[b + 1]!; k++) {
        const link = ctx.connections[map.slotConnections[k]!]!;
        if (link.river) continue;
        const to = map.targets[k]!;
        const d = row[b]! + link.cost;
        if (d < row[to]!) [row[to], queue[queue.length]] = [d, to];
      }
    }
  }
  return dist;
}

/** The mean PF a force of `pf` inflicts in a round, its die modified by `modifier` (8.4, the Combat Table). */
function expectedInflicted(pf: number, modifier: number): number {
  if (pf <= 0) return 0;
  const column = combatColumn(pf, 0);
  let sum = 0;
  for (let die = 1; die <= 6; die++) {
    const row = Math.min(COMBAT_ROWS.last, Math.max(COMBAT_ROWS.first, die + modifier)) - COMBAT_ROWS.first;
    sum += COMBAT_TABLE[row]![column]!.loss;
  }
  return sum / 6;
}

/** Per side, the boxes it would score by taking (9.0): victory boxes it does not hold, and the boxes of its crossings not yet made. */
function objectives(ctx: JdgContext, state: JdgState): Record<Side, number[]> {
  const targets: Record<Side, number[]> = { french: [], coalition: [] };
  for (const v of ctx.victoryBoxes) {
    for (const s of SIDES) if ((v.for === 'both' || v.for === s) && state.control[ctx.boxIds[v.box]!] !== s) targets[s].push(v.box);
  }
  ctx.scenario.victory.crossings.forEach((c, k) => {
    if (!state.crossed.includes(k)) for (const id of c.boxes) targets[c.side].push(ctx.map.indexOf(id));
  });
  return targets;
}

/**
 * What is still to play of the battle in box `b` (8.1, 8.2): the rounds left and the victory points its outcome is
 * worth (a battle planned for 4 rounds 5, for 3 rounds 3; 1 for a lesser one, for the retreat and pursuit). Before
 * the chits are known, 2 rounds; with one's own chit alone, the enemy's is taken as average.
 */
function battleProspect(state: JdgState, b: number): { readonly rounds: number; readonly stake: number } {
  const battle = state.battle?.box === b ? state.battle : null;
  if (battle?.decided) return { rounds: 0, stake: 0 };
  const chosen = battle === null ? [] : SIDES.flatMap((s) => (battle.chits[s] === null ? [] : [TACTICS[battle.chits[s]!]]));
  const planned = chosen.length === 2 ? battle!.rounds : chosen.length === 1 ? Math.round((chosen[0]! + AVERAGE_CHIT) / 2) : 2;
  const rounds = chosen.length === 2 ? planned - battle!.round + (battle!.stage === 'roll' ? 1 : 0) : planned;
  return { rounds: Math.max(0, rounds), stake: planned >= 4 ? 5 : planned === 3 ? 3 : 1 };
}

/**
 * A heuristic value of a Jours de Gloire state for `side`, for bots (higher is better). The terms, each a margin of
 * `side` over the enemy:
 * - **win** (1000): the result once the game is over;
 * - **victory points** (1 each): the count of 9.0 as if the game ended now (boxes held, points scored, losses);
 * - **material**: 0.25 per PF lost for good, 0.1 per straggler (5.4), so that every PF counts between the 4-PF steps
 *   of the loss points;
 * - **distance** (-0.04 per movement point): each combat unit closes in on the nearest box its side would score by
 *   taking: a victory box it does not hold or a crossing it has not made (9.0; units not yet arrived count 12); in its side's movement phase, 90 % of the way its
 *   remaining movement points could cover counts as covered already, so that stopping short or ending the phase
 *   with stacks unmoved costs, and a one-decision-deep bot forms, activates and moves its stacks;
 * - **hold** (half the box's points): a victory box its holder has left empty with an enemy unit within an infantry
 *   move of it, so that a side keeps what it holds;
 * - **battle**: in each box where both sides' units stand, the exchange of a round: the PF each force would take off
 *   the other on the Combat Table, its die modified by the cohesion difference (8.4, 8.5); 0.25 per PF and round
 *   still to fight, and the victory points at stake (see `battleProspect`) times tanh of the exchange, a rough chance
 *   of winning, so that a bot neither walks into a hopeless battle nor bids Decisive with the weaker force.
 *
 * The bot calls it on a determinized state, so the enemy's face-down strengths are samples consistent with its view.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * if (setup.ok) joursDeGloire.evaluate(setup.state, 'french'); // a number: higher is better for the French
 * ```
 */
export function evaluate(ctx: JdgContext, state: JdgState, side: Side): number {
  if (state.phase === 'over') return state.winner === side ? WEIGHTS.win : state.winner === null ? 0 : -WEIGHTS.win;
  const sign = (s: Side): number => (s === side ? 1 : -1);
  const tally = victoryTally(ctx, state);
  let value = 0;
  for (const s of SIDES) value += sign(s) * (WEIGHTS.vp * tally[s].total - WEIGHTS.material * state.losses[s]);

  const n = ctx.map.size;
  const dist = ctx.memo.get(DISTANCES, () => boxDistances(ctx));
  const targets = objectives(ctx, state);
  const force = { french: new Float64Array(n), coalition: new Float64Array(n) };
  const cohesion = { french: new Float64Array(n), coalition: new Float64Array(n) };
  const counted = { french: new Uint16Array(n), coalition: new Uint16Array(n) };
  for (const [i, p] of state.pieces.entries()) {
    if (p.kind !== 'unit') continue;
    value -= sign(p.side) * WEIGHTS.stragglers * p.straggled;
    if (p.status !== 'map' && p.status !== 'waiting') continue;
    let nearest = FAR;
    if (p.status === 'map') {
      for (const t of targets[p.side]) nearest = Math.min(nearest, dist[p.box * n + t]!);
      force[p.side][p.box]! += p.pf;
      cohesion[p.side][p.box]! += ctx.pieces[i]!.co;
      counted[p.side][p.box]! += 1;
    }
    if (targets[p.side].length > 0) value -= sign(p.side) * WEIGHTS.distance * (nearest - PROSPECT * Math.min(nearest, movementLeft(state, i)));
  }
  const enemy = enemyOf(side);
  for (const v of ctx.victoryBoxes) {
    const holder = state.control[ctx.boxIds[v.box]!];
    if (holder === undefined || counted[holder][v.box]! > 0) continue;
    const other = enemyOf(holder);
    const threatened = state.pieces.some((p) => p.side === other && p.kind === 'unit' && p.status === 'map' && dist[p.box * n + v.box]! <= state.options.movement.infantry);
    if (threatened && (v.for === 'both' || v.for === other)) value -= sign(holder) * WEIGHTS.hold * v.points;
  }
  for (let b = 0; b < n; b++) {
    if (counted.french[b] === 0 || counted.coalition[b] === 0) continue;
    // 1.2.1, 8.5: the difference of the average cohesions, each rounded down
    const edge = Math.floor(cohesion[side][b]! / counted[side][b]!) - Math.floor(cohesion[enemy][b]! / counted[enemy][b]!);
    const exchange = expectedInflicted(force[side][b]!, edge) - expectedInflicted(force[enemy][b]!, -edge);
    const { rounds, stake } = battleProspect(state, b);
    value += WEIGHTS.battle * rounds * exchange + stake * Math.tanh(exchange);
  }
  return value;
}
