// S5-S6: Alexander I takes the command of the Russian army on entering the map.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROSTERS, joursDeGloire, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf } from './invariants.js';
import { eventsOf, play, roll } from './position.js';

/** A 1805 general's value of command (1.1). */
const vcOf = (id: string): number => BUILT_IN_ROSTERS['A']!.generals.find((g) => g.id === id)!.vc;

/** S5 in explicit chance mode, played with the first legal action (dice 3) until the Coalition rolls its command points. */
function coalitionCommandPoints(): JdgState {
  const made = joursDeGloire.setup('danube-s5', {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  let state = made.state;
  for (let ply = 0; ply < 500; ply++) {
    const decision = joursDeGloire.decision(state);
    if (decision.kind === 'terminal') break;
    if (decision.step === 'command-points' && state.player === 'coalition' && !Object.hasOwn(state.pc, 'russie') && Object.keys(state.pc).length === 0) return state;
    const action = decision.kind === 'chance' ? roll(3) : joursDeGloire.legalActions(state).find((a) => a.type === 'done' || a.type === 'stop') ?? joursDeGloire.legalActions(state)[0]!;
    state = play(state, action).state;
  }
  throw new Error('no Coalition command phase reached');
}

/** The command points each army of the phasing side gets on rolls of 3. */
function pointsOn3(state: JdgState): Record<string, number> {
  const out: Record<string, number> = {};
  while (joursDeGloire.decision(state).kind === 'chance' && state.phase === 'command') {
    const next = play(state, roll(3));
    for (const e of eventsOf(next.events, 'commandPoints')) out[e.army] = e.points;
    state = next.state;
  }
  return out;
}

describe('JdG S5-S6 special rule: Alexander I', () => {
  it('JdG S5: until the Tsar arrives, Kutuzov commands the Russian army (his VC is added to the die, 4.4)', () => {
    const state = coalitionCommandPoints();
    const ctx = contextOf(state);
    expect(state.pieces[ctx.pieceIndex.get('g:alexandre')!]!.status).toBe('waiting');
    expect(pointsOn3(state)['russie']).toBe(3 + vcOf('koutousov'));
  });

  it('JdG S5: once on the map, Alexander is the sole commander-in-chief of the Russian army: his VC is added, not Kutuzov\'s', () => {
    const state = coalitionCommandPoints();
    const ctx = contextOf(state);
    const kutuzov = state.pieces[ctx.pieceIndex.get('g:koutousov')!]!;
    const pieces = state.pieces.map((p) => (p.id === 'g:alexandre' ? { ...p, status: 'map' as const, box: kutuzov.box } : p));
    const withTsar: JdgState = { ...state, pieces };
    expect(joursDeGloire.validate(withTsar)).toBeNull();
    expect(vcOf('alexandre')).not.toBe(vcOf('koutousov'));
    expect(pointsOn3(withTsar)['russie']).toBe(3 + vcOf('alexandre'));
  });
});
