// JdG 4.2: a scenario may remove a general on a stated turn and name his replacement.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROSTERS, BUILT_IN_SCENARIOS, joursDeGloire, type JdgScenario, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { eventsOf, play, roll, type AnyEvent } from './position.js';

const s1 = BUILT_IN_SCENARIOS['danube-s1']!;
// Kray was dismissed in the summer of 1800 and Archduke John given his army: as a scenario would say it
const SACKED: JdgScenario = { ...s1, id: 'danube-s1-kray-sacked', special: { ...s1.special, removals: [{ turn: 2, general: 'g:kray', replacement: 'g:jean' }] } };
const vcOf = (id: string): number => BUILT_IN_ROSTERS['H']!.generals.find((g) => g.id === id)!.vc;

/** The variant played with first choices and dice of 3 until `stop`, with every event. */
function playUntil(scenario: JdgScenario, stop: (state: JdgState) => boolean): { state: JdgState; events: AnyEvent[]; previous: JdgState } {
  const made = joursDeGloire.setup(scenario, {}, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  let state = made.state;
  let previous = state;
  const events: AnyEvent[] = [];
  for (let ply = 0; ply < 3000 && !stop(state); ply++) {
    const decision = joursDeGloire.decision(state);
    if (decision.kind === 'terminal') throw new Error('the game ended');
    const legal = joursDeGloire.legalActions(state);
    const next = play(state, decision.kind === 'chance' ? roll(3) : legal.find((a) => a.type === 'done' || a.type === 'stop') ?? legal[0]!);
    [previous, state] = [state, next.state];
    events.push(...next.events);
  }
  return { state, events, previous };
}

describe('JdG 4.2 generals removed by a scenario', () => {
  it('JdG 4.2: at the start of the stated turn the general goes and his replacement takes his box', () => {
    const before = playUntil(SACKED, (s) => s.turn === 2).previous;
    const { state, events } = playUntil(SACKED, (s) => s.turn === 2 && s.phase !== 'weather' && s.phase !== 'deploy' && s.phase !== 'combat');
    const kray = (s: JdgState) => s.pieces.find((p) => p.id === 'g:kray')!;
    const jean = state.pieces.find((p) => p.id === 'g:jean')!;
    expect(kray(before).status).toBe('map');
    expect(kray(state).status).toBe('eliminated');
    expect([jean.status, jean.box, jean.army]).toEqual(['map', kray(before).box, 'kray']);
    expect(eventsOf(events, 'generalRemoved')).toEqual([{ type: 'generalRemoved', rule: 'JdG 4.2', side: 'coalition', general: 'g:kray', replacement: 'g:jean' }]);
  });

  it('JdG 4.2, 4.4: the replacement of a commander-in-chief commands his army: his VC goes with its command points', () => {
    const { events } = playUntil(SACKED, (s) => s.turn === 2 && s.phase === 'movement' && s.player === 'coalition');
    const turn2 = eventsOf(events, 'commandPoints').filter((e) => e.army === 'kray').at(-1)!;
    expect(vcOf('jean')).not.toBe(vcOf('kray'));
    expect(turn2.points).toBe(3 + vcOf('jean'));
  });

  it('JdG 4.2: a scenario naming a removal of a counter that is no general is refused, naming the field', () => {
    const bad: JdgScenario = { ...SACKED, special: { ...s1.special, removals: [{ turn: 2, general: 'g:kray', replacement: 'moreau' }] } };
    const made = joursDeGloire.setup(bad, {}, 1);
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.violation.message).toContain('scenario.special.removals[0].replacement');
  });
});
