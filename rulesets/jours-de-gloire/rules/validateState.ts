import { violation, type Violation } from 'kriegsspiel';
import { hasUnits } from '../board.js';
import type { JdgContext } from '../context.js';
import type { JdgState } from '../types.js';
import { stepOf } from './steps.js';
import { additionalRules, arrivalRollsDue, italyRules } from './optionalArrivals.js';

/** A refusal of a state the rules cannot hold: the message starts with the field path. */
const bad = (path: string, problem: string): Violation => violation('invalid-state', 'core', `${path}: ${problem}`);

/**
 * Why a schema-valid Jours de Gloire state cannot be played in its scenario, or `null`: the scenario's counters in
 * their order, boxes and connections on the map, armies of the roster, indices that point at what they name, siege
 * markers in fortified cities held by both sides, reconnaissances and withdrawals where their counters are, bridge
 * and pontoon markers on bridges and major rivers within the scenario's pontoons, a turn within the scenario, and a step with something to decide. `loadState` runs it.
 *
 * @example
 * ```ts
 * import { joursDeGloire } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const setup = joursDeGloire.setup('danube-s1', {}, 1);
 * if (setup.ok) joursDeGloire.validate({ ...setup.state, turn: 99 }); // 'turn: 99 is past the last turn (6)'
 * ```
 */
export function validateState(ctx: JdgContext, state: JdgState): Violation | null {
  if (state.turn > ctx.scenario.turns) return bad('turn', `${state.turn} is past the last turn (${ctx.scenario.turns})`);
  return checkPieces(ctx, state) ?? checkArmistice(ctx, state) ?? checkIndices(ctx, state) ?? checkCavalryAndBridges(ctx, state) ?? checkStep(ctx, state);
}

function checkPieces(ctx: JdgContext, state: JdgState): Violation | null {
  if (state.pieces.length !== ctx.pieces.length) return bad('pieces', `${state.pieces.length} counters for the scenario's ${ctx.pieces.length}`);
  const boxes = ctx.map.size;
  for (const [i, p] of state.pieces.entries()) {
    const info = ctx.pieces[i]!;
    const at = `pieces[${i}]`;
    if (p.id !== info.id || p.side !== info.side || p.kind !== info.kind || p.arm !== info.arm) return bad(`${at}.id`, `not the scenario's counter ${info.id} (${info.side} ${info.kind})`);
    if ((p.status === 'map') !== (p.box >= 0)) return bad(`${at}.box`, `${p.box} for a counter that is ${p.status}`);
    if (p.box >= boxes) return bad(`${at}.box`, `${p.box} is not a box of the map (0-${boxes - 1})`);
    if (p.army !== null && !ctx.armies.has(p.army)) return bad(`${at}.army`, `no army ${p.army} in the roster`);
    if (p.kind === 'unit' && p.army === null && p.status === 'map') return bad(`${at}.army`, 'a combat unit on the map answers to an army');
    if (p.origin >= state.pieces.length || (p.origin >= 0 && state.pieces[p.origin]!.kind !== 'unit')) return bad(`${at}.origin`, `${p.origin} is not a combat unit`);
    if (p.kind === 'unit' && p.status === 'map' && (p.pf < 1 || p.pf > p.full)) return bad(`${at}.pf`, `${p.pf} is not between 1 and its full strength ${p.full}`);
    if (p.via >= ctx.map.connectionCount || p.from >= boxes) return bad(`${at}.via`, 'not a connection and box of the map');
  }
  return null;
}

/** S3: an armistice only in its scenario; its phase while a side redeploys or chooses; redeployed counters of that side on the map. */
function checkArmistice(ctx: JdgContext, state: JdgState): Violation | null {
  const armistice = state.armistice;
  if (armistice === null) return state.phase === 'armistice' ? bad('armistice', 'the armistice phase with no armistice declared') : null;
  if (ctx.armistice === null) return bad('armistice', 'the scenario has no armistice');
  if (armistice.declared > state.turn) return bad('armistice.declared', `turn ${armistice.declared} is after this turn (${state.turn})`);
  const deciding = armistice.stage === 'redeploy' || armistice.stage === 'break';
  if (state.phase !== 'over' && deciding !== (state.phase === 'armistice')) return bad('armistice.stage', `${armistice.stage} in the ${state.phase} phase`);
  if (armistice.stage === 'break' && state.placing.length > 0) return bad('placing', 'nothing is redeployed while the armistice may be broken');
  for (const [k, i] of armistice.redeployed.entries()) {
    const p = state.pieces[i];
    if (p === undefined || p.status !== 'map' || p.side !== armistice.side) return bad(`armistice.redeployed[${k}]`, `${i} is not a ${armistice.side} counter on the map`);
  }
  return null;
}

function checkIndices(ctx: JdgContext, state: JdgState): Violation | null {
  const pieceOk = (i: number) => i >= 0 && i < state.pieces.length && state.pieces[i]!.status === 'map';
  const boxOk = (b: number) => b >= 0 && b < ctx.map.size;
  const connectionOk = (c: number) => c >= 0 && c < ctx.map.connectionCount;
  // S3: a counter being redeployed is on the map until it is put in its new box
  const placed = state.phase === 'armistice' ? 'map' : 'waiting';
  for (const [k, p] of state.placing.entries()) {
    if (p.piece < 0 || p.piece >= state.pieces.length || state.pieces[p.piece]!.status !== placed) return bad(`placing[${k}].piece`, `${p.piece} is not a counter ${state.phase === 'armistice' ? 'on the map' : 'waiting'} to be placed`);
    if (p.boxes.length === 0 || !p.boxes.every(boxOk)) return bad(`placing[${k}].boxes`, 'boxes of the map, at least one');
  }
  for (const [k, e] of state.evictions.entries()) {
    if (!boxOk(e.box) || !state.pieces.some((p) => p.status === 'map' && p.box === e.box && p.side === e.side)) return bad(`evictions[${k}].box`, `no ${e.side} counter in box ${e.box}`);
    if (e.boxes.length === 0 || !e.boxes.every(boxOk)) return bad(`evictions[${k}].boxes`, 'boxes of the map, at least one');
  }
  for (const [name, stack] of [['forming', state.forming], ['activation', state.activation]] as const) {
    if (stack === null) continue;
    if (!boxOk(stack.box)) return bad(`${name}.box`, `${stack.box} is not a box of the map`);
    const owner = name === 'forming' && state.forming!.purpose !== 'activate' ? (state.player === 'french' ? 'coalition' : 'french') : state.player;
    if (!stack.pieces.every((i) => pieceOk(i) && state.pieces[i]!.box === stack.box && state.pieces[i]!.side === owner)) return bad(`${name}.pieces`, `not the ${owner} counters in box ${stack.box}`);
  }
  if (state.activation !== null && state.activation.pieces.length === 0) return bad('activation.pieces', 'an active stack has counters');
  if (!state.attrition.every((a) => a.piece >= 0 && a.piece < state.pieces.length)) return bad('attrition', 'a counter index out of range');
  if (!state.battles.every(boxOk)) return bad('battles', 'boxes of the map');
  if (state.battle !== null && !boxOk(state.battle.box)) return bad('battle.box', `${state.battle.box} is not a box of the map`);
  if (state.battle !== null && state.battle.retreatedTo >= ctx.map.size) return bad('battle.retreatedTo', 'not a box of the map');
  if (!state.destroyed.every(connectionOk) || !state.pontoons.every((p) => connectionOk(p.connection))) return bad('destroyed', 'connections of the map');
  for (const name of ['entrenchments', 'sieges', 'encircled'] as const) if (!state[name].every((m) => boxOk(m.box))) return bad(name, 'boxes of the map');
  if (!state.forcesChanged.every(boxOk)) return bad('forcesChanged', 'boxes of the map');
  for (const [k, siege] of state.sieges.entries()) {
    // 8.8: a siege marker stands in a fortified city, one to a box, with the besiegers and the besieged both there
    if (ctx.fortified[siege.box] !== 1) return bad(`sieges[${k}].box`, `${ctx.boxIds[siege.box]} is not a fortified city`);
    if (state.sieges.findIndex((s) => s.box === siege.box) !== k) return bad(`sieges[${k}].box`, `a second siege marker in ${ctx.boxIds[siege.box]}`);
    if (!(['french', 'coalition'] as const).every((side) => hasUnits(state, siege.box, side))) return bad(`sieges[${k}]`, `${ctx.boxIds[siege.box]} does not hold both the besiegers' and the besieged's units`);
  }
  if (state.pfPool.some((r) => r.unit >= state.pieces.length)) return bad('pfPool', 'a unit index out of range');
  const o = state.optionalArrivals;
  if (!o.entering.every((i) => i >= 0 && i < state.pieces.length && state.pieces[i]!.kind !== 'dummy')) return bad('optionalArrivals.entering', 'counters of the scenario');
  const rolling = additionalRules(ctx, state)?.rolls.map((r) => r.side) ?? [];
  for (const [k, roll] of o.rolls.entries()) {
    if (roll === 'italy' ? italyRules(ctx, state) === null : !rolling.includes(roll)) return bad(`optionalArrivals.rolls[${k}]`, `no ${roll} die in this scenario with these options (S9)`);
  }
  if (o.choosing !== null && !rolling.includes(o.choosing)) return bad('optionalArrivals.choosing', `no additional units for ${o.choosing} (S9)`);
  for (const army of Object.keys(state.pc)) if (!ctx.armies.has(army)) return bad(`pc.${army}`, 'no such army in the roster');
  for (const box of Object.keys(state.control)) if (ctx.map.indexOf(box) < 0) return bad(`control.${box}`, 'no such box on the map');
  return null;
}

function checkCavalryAndBridges(ctx: JdgContext, state: JdgState): Violation | null {
  const { recon: r, withdrawal: w, activation: a } = state;
  if (r !== null && (state.phase !== 'movement' || a === null || a.box !== r.box)) return bad('recon.box', 'a reconnaissance is made by the active stack, in its box (6.3)');
  if (w !== null) {
    if (w.from < 0 || w.from >= ctx.map.size || w.to >= ctx.map.size) return bad('withdrawal.from', 'boxes of the map');
    const inRange = (i: number) => i >= 0 && i < state.pieces.length;
    if (w.pieces.length === 0 || !w.pieces.every((i) => inRange(i) && (state.pieces[i]!.status !== 'map' || state.pieces[i]!.box === w.from))) return bad('withdrawal.pieces', `counters of box ${w.from}`);
    if (w.rolls.length === 0 || !w.rolls.every((i) => w.pieces.includes(i) && state.pieces[i]!.status === 'map' && state.pieces[i]!.kind === 'unit')) return bad('withdrawal.rolls', 'withdrawing units still to roll, at least one');
    const during = state.phase === 'combat' ? state.battle?.stage === 'withdraw' : state.phase === 'movement' && a !== null && w.to >= 0;
    if (!during) return bad('withdrawal', 'cavalry withdraws after a reconnaissance or before a battle (6.3)');
  }
  for (const [k, c] of state.destroyed.entries()) {
    if (!ctx.connections[c]!.bridge || state.destroyed.indexOf(c) !== k) return bad(`destroyed[${k}]`, `connection ${c} is not a bridge, or is destroyed twice (6.4)`);
  }
  for (const [k, p] of state.pontoons.entries()) {
    if (!(ctx.connections[p.connection]!.river || state.destroyed.includes(p.connection)) || state.pontoons.findIndex((q) => q.connection === p.connection) !== k) return bad(`pontoons[${k}].connection`, 'a pontoon crosses a major river or a destroyed bridge, one to a connection (6.4)');
  }
  for (const side of ['french', 'coalition'] as const) {
    if (state.pontoons.filter((p) => p.side === side).length > ctx.scenario.pontoons[side]) return bad('pontoons', `more ${side} pontoons than the scenario's ${ctx.scenario.pontoons[side]} (6.4)`);
  }
  return null;
}

function checkStep(ctx: JdgContext, state: JdgState): Violation | null {
  const step = stepOf(ctx, state);
  if (state.phase === 'over') return null;
  if (state.phase === 'combat' && state.battle === null && state.battles.length === 0) return bad('battles', 'a combat phase with no battle left to fight');
  if (step === 'first-player' && state.chooser === null) return bad('chooser', 'no side chooses the first player');
  if ((state.phase === 'reinforcement' || state.phase === 'arrival-rolls') && state.first === null) return bad('first', 'reinforcements before the first player is chosen');
  if ((state.phase === 'arrival-rolls') !== arrivalRollsDue(state)) return bad('optionalArrivals', `S9's dice and choices belong to the arrival-rolls phase, with one due (phase ${state.phase})`);
  return null;
}
