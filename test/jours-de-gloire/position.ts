// Test positions of Jours de Gloire: Danube S1 as set up, with some counters moved (and their strength set), in a
// chosen phase, dice in explicit mode so a test names each roll. Every position is checked by the ruleset's own
// validation before use.
import type { ChanceAction } from 'kriegsspiel';
import { joursDeGloire, type JdgAction, type JdgEvent, type JdgState, type Side } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf } from './invariants.js';

/** Where a counter goes: a box id, or a box id and its PF. */
export type Placing = string | readonly [box: string, pf: number];

/** What else a position sets: the phasing player, the phase, siege markers, the units' command points. */
export interface PositionExtra {
  readonly player?: Side;
  readonly phase?: 'combat' | 'movement';
  readonly sieges?: readonly { readonly box: string; readonly besieger: Side; readonly level: 1 | 2 }[];
  readonly pc?: Readonly<Record<string, number>>;
  /** Counters marked as having come in by an interception this player turn (6.5.1). */
  readonly intercepted?: readonly string[];
  /** Another scenario with S1's set-up (S3). */
  readonly scenario?: string;
}

/**
 * Danube S1 (or S3, which shares its set-up; turn 1, clear weather) with the counters of `moves` moved: by default the French combat phase, with a
 * battle in every box both sides' units share.
 */
export function position(moves: Readonly<Record<string, Placing>>, extra: PositionExtra = {}): JdgState {
  const made = joursDeGloire.setup(extra.scenario ?? 'danube-s1', {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  const start = made.state;
  const ctx = contextOf(start);
  const player = extra.player ?? 'french';
  const pieces = start.pieces.map((p) => {
    const to = moves[p.id];
    if (to === undefined) return { ...p, intercepted: extra.intercepted?.includes(p.id) ?? false };
    const [box, pf] = typeof to === 'string' ? [to, p.pf] : to;
    const index = ctx.map.indexOf(box);
    if (index < 0) throw new Error(`no box ${box}`);
    return { ...p, status: 'map' as const, box: index, pf, intercepted: extra.intercepted?.includes(p.id) ?? false };
  });
  const sides = new Map<number, Set<Side>>();
  for (const p of pieces) if (p.status === 'map' && p.kind === 'unit') sides.set(p.box, (sides.get(p.box) ?? new Set()).add(p.side));
  const contested = [...sides.entries()].filter(([, s]) => s.size === 2).map(([b]) => b).sort((a, b) => a - b);
  const state: JdgState = {
    ...start,
    phase: extra.phase ?? 'combat',
    player,
    first: player,
    weather: 'clear',
    pieces,
    pc: extra.pc ?? {},
    battles: (extra.phase ?? 'combat') === 'combat' ? contested : [],
    sieges: (extra.sieges ?? []).map((s) => ({ ...s, box: ctx.map.indexOf(s.box) })),
  };
  const invalid = joursDeGloire.validate(state);
  if (invalid !== null) throw new Error(invalid.message);
  return state;
}

/** An event of an applied action: the ruleset's own, or a die roll. */
export type AnyEvent = JdgEvent | { readonly type: 'chance' };

/** Applies actions in order, failing loudly on a refusal; returns the state and every event. */
export function play(state: JdgState, ...actions: (JdgAction | ChanceAction)[]): { state: JdgState; events: AnyEvent[] } {
  const events: AnyEvent[] = [];
  for (const action of actions) {
    const next = joursDeGloire.apply(state, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.violation.rule} ${next.violation.message}`);
    state = next.state;
    events.push(...(next.events as AnyEvent[]));
  }
  return { state, events };
}

/** The die roll action. */
export const roll = (value: number): ChanceAction => ({ type: 'chance', value });

/** The events of a type. */
export const eventsOf = <T extends JdgEvent['type']>(events: readonly AnyEvent[], type: T): Extract<JdgEvent, { type: T }>[] =>
  events.filter((e): e is Extract<JdgEvent, { type: T }> => e.type === type);

/** The legal actions now, as JSON strings (sorted), and who decides. */
export function choices(state: JdgState): { readonly who: string; readonly actions: string[] } {
  const decision = joursDeGloire.decision(state);
  const who = decision.kind === 'side' ? decision.side : decision.kind;
  return { who: String(who), actions: joursDeGloire.legalActions(state).map((a) => JSON.stringify(a)).sort() };
}

/** The box id of a counter, or `'-'` off the map. */
export function boxOf(state: JdgState, id: string): string {
  const p = state.pieces.find((q) => q.id === id)!;
  return p.status === 'map' ? contextOf(state).boxIds[p.box]! : `-${p.status}`;
}
