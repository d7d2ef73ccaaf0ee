import type { JdgAction, JdgState, Side } from 'kriegsspiel/rulesets/jours-de-gloire';
import { ENGAGEMENTS, joursDeGloire, TACTICS } from 'kriegsspiel/rulesets/jours-de-gloire';
import { seedRng } from 'kriegsspiel';
import type { TestRng } from 'kriegsspiel/testing';

/** The compiled context of a state's scenario (tests only). */
export function contextOf(state: JdgState) {
  const found = joursDeGloire.contextOf(state);
  if (!found.ok) throw new Error(found.violation.message);
  return found.context;
}

/**
 * The standing invariants of a Jours de Gloire state: a counter is on the map exactly when it has a box; a combat
 * unit on the map has 1 PF or more, never above its full strength with its stragglers and detachments (JdG 5.4, 6.1,
 * 8.4); the moving stack stands where its counters are; at the start of a player turn two sides share a box only
 * where one of them is encircled (8.6) or besieged (8.8), or S9's optional rules brought units in this turn, and a siege marker stands only where both sides are (8.8);
 * command points are never negative (4.4).
 */
export function jdgInvariants(state: JdgState): string | null {
  for (const p of state.pieces) {
    if ((p.status === 'map') !== p.box >= 0) return `${p.id} is ${p.status} in box ${p.box}`;
    if (p.kind !== 'unit' || p.status !== 'map') continue;
    if (p.pf < 1) return `${p.id} is on the map with ${p.pf} PF`;
    const detached = state.pieces.reduce((sum, d) => sum + (state.pieces[d.origin] === p && d.status === 'map' ? d.pf : 0), 0);
    if (p.pf + p.straggled + detached > p.full) return `${p.id}: ${p.pf} PF, ${p.straggled} stragglers and ${detached} detached exceed its full ${p.full}`;
  }
  for (const siege of state.sieges) {
    const sides = new Set(state.pieces.filter((p) => p.status === 'map' && p.kind === 'unit' && p.box === siege.box).map((p) => p.side));
    if (sides.size !== 2) return `the siege marker in box ${siege.box} stands without both the besiegers and the besieged`;
  }
  const a = state.activation;
  if (a !== null && a.pieces.some((i) => state.pieces[i]!.box !== a.box)) return `the moving stack is not all in box ${a.box}`;
  for (const [army, pc] of Object.entries(state.pc)) if (pc < 0) return `army ${army} has ${pc} command points`;
  if (state.phase === 'command') {
    const sides = new Map<number, Set<Side>>();
    for (const p of state.pieces) if (p.status === 'map' && p.kind === 'unit') sides.set(p.box, (sides.get(p.box) ?? new Set()).add(p.side));
    for (const [box, set] of sides) {
      const arrived = state.optionalArrivals.entering.some((i) => state.pieces[i]!.box === box);
      if (set.size === 2 && !arrived && !state.encircled.some((e) => e.box === box) && !state.sieges.some((s) => s.box === box)) return `box ${box} holds both sides' units outside a battle, with no encirclement or siege`;
    }
  }
  return null;
}

/** A superset of plausible actions for the legality check: every box and counter for each kind of choice, every chit. */
export function jdgCandidates(state: JdgState): JdgAction[] {
  const ctx = contextOf(state);
  const near = new Set<string>();
  const boxes = [state.activation?.box, state.battle?.box, state.forming?.box].filter((b): b is number => b !== undefined && b >= 0);
  for (const b of boxes) {
    near.add(ctx.boxIds[b]!);
    for (let s = ctx.map.offsets[b]!; s < ctx.map.offsets[b + 1]!; s++) near.add(ctx.boxIds[ctx.map.targets[s]!]!);
  }
  const out: JdgAction[] = [{ type: 'done' }, { type: 'go' }, { type: 'stop' }, { type: 'stay' }, { type: 'forced-march' }, { type: 'entrench' }, { type: 'reconnoitre' }, ...ENGAGEMENTS.map((type) => ({ type }))];
  for (const side of ['french', 'coalition'] as const) {
    out.push({ type: 'first', side });
    for (const tactic of Object.keys(TACTICS) as (keyof typeof TACTICS)[]) out.push({ type: 'chit', side, tactic });
  }
  for (const p of state.pieces) if (p.status === 'map') out.push({ type: 'add', piece: p.id }, { type: 'lose', piece: p.id }, { type: 'reinforce', unit: p.id }, { type: 'reveal', piece: p.id }, { type: 'withdraw', unit: p.id });
  for (const p of state.pieces) if (p.status === 'spare' && p.kind === 'unit') out.push({ type: 'call', unit: p.id });
  const boxIds = new Set([...near, ...state.pieces.filter((p) => p.status === 'map').map((p) => ctx.boxIds[p.box]!)]);
  for (const box of boxIds) out.push({ type: 'place', box }, { type: 'form', box }, { type: 'force', box }, { type: 'unforce', box }, { type: 'move', to: box }, { type: 'retreat', to: box }, { type: 'advance', to: box }, { type: 'battle', box });
  for (const to of near) out.push({ type: 'destroy-bridge', to }, { type: 'repair-bridge', to }, { type: 'pontoon', to });
  return out;
}

/**
 * A copy of `state` that differs only in what `side` may not see: the enemy's face-down counters dealt again to the
 * markers, its command points, hidden chit and private dice stream drawn again (the ruleset's own determinization of
 * `side`'s view; the public dice and `side`'s own stream kept).
 */
export function perturbHidden(state: JdgState, side: Side, rng: TestRng): JdgState {
  const view = joursDeGloire.view(state, side);
  if (!view.ok) throw new Error(view.violation.message);
  const sampled = joursDeGloire.determinize(view.view, side, seedRng(rng.int(0, 0x7fffffff)));
  if (!sampled.ok) throw new Error(sampled.violation.message);
  return { ...sampled.state, rng: state.rng, privateRng: { ...sampled.state.privateRng, [side]: state.privateRng[side] } };
}
