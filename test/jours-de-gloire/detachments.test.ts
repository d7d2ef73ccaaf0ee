// JdG 6.1 detachments and what the enemy learns of them (7.0).
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgAction } from 'kriegsspiel/rulesets/jours-de-gloire';
import { choices, eventsOf, play, position } from './position.js';

const PC = { rhin: 5, kray: 5, 'jean-1800': 5 };

function detached() {
  const state = position({}, { phase: 'movement', pc: PC });
  const active = play(state, { type: 'form', box: 'bale' }, { type: 'add', piece: 'g:moreau' }, { type: 'add', piece: 'moreau' }, { type: 'go' }).state;
  const detach = choices(active).actions.map((a) => JSON.parse(a) as JdgAction).find((a) => a.type === 'detach' && a.pf === 2);
  if (detach === undefined || detach.type !== 'detach') throw new Error('no detachment of 2 PF offered');
  return { active, detach, ...play(active, detach) };
}

describe('JdG 6.1 detachments', () => {
  it('JdG 6.1: a detachment takes PF from its unit and 1 PM from the stack', () => {
    const { active, detach, state, events } = detached();
    const unit = (s: typeof state) => s.pieces.find((p) => p.id === 'moreau')!;
    const counter = state.pieces.find((p) => p.id === detach.counter)!;
    expect(unit(state).pf).toBe(unit(active).pf - 2);
    expect([counter.status, counter.pf, counter.full, counter.box]).toEqual(['map', 2, 2, unit(state).box]);
    expect(state.activation!.pm).toBe(active.activation!.pm - 1);
    expect(eventsOf(events, 'detached')).toEqual([expect.objectContaining({ rule: 'JdG 6.1', unit: 'moreau', pf: 2 })]);
  });

  it('JdG 6.1, 7.0: the enemy learns neither which unit detached, nor the counter, nor its strength', () => {
    const { detach, state, events } = detached();
    expect(joursDeGloire.eventsFor(events as never, 'coalition').some((e) => (e as { type: string }).type === 'detached')).toBe(false);
    const seen = joursDeGloire.view(state, 'coalition');
    if (!seen.ok) throw new Error(seen.violation.message);
    const counter = seen.view.pieces.find((p) => p.id === detach.counter)!;
    expect([counter.hidden, counter.box, counter.pf, counter.full, counter.origin, counter.army]).toEqual([true, -1, 0, 0, -1, null]);
  });

  it('JdG 6.1, 7.0: the enemy cannot tell whether a detachment counter is in play: it sees the same before and after', () => {
    const { active, detach, state } = detached();
    const seen = (s: typeof state) => {
      const view = joursDeGloire.view(s, 'coalition');
      if (!view.ok) throw new Error(view.violation.message);
      return view.view.pieces.find((p) => p.id === detach.counter);
    };
    expect(seen(state)).toEqual(seen(active));
  });
});
