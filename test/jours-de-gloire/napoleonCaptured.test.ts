// JdG 9.0: the capture of Napoléon ends the game in the Coalition's victory, and the result says why.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { joursDeGloire, type JdgEvent, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { captureGenerals } from '../../rulesets/jours-de-gloire/rules/battle/capture.js';
import { contextOf } from './invariants.js';

describe('JdG 9.0: Napoléon captured', () => {
  it('JdG 9.0: capturing Napoléon ends the game for the Coalition, with the capture as the reason of the result', () => {
    const made = joursDeGloire.setup('danube-s4', {}, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const ctx = contextOf(made.state);
    const napoleon = made.state.pieces.find((p) => p.id === 'g:napoleon')!;
    expect(napoleon.status).toBe('map');
    const events: JdgEvent[] = [];
    const over = produce(made.state, (draft) => captureGenerals(ctx, draft, napoleon.box, 'french', 'JdG 8.7', (e) => void events.push(e))) as JdgState;
    expect(joursDeGloire.result(over)).toMatchObject({ terminal: true, winner: 'coalition', grade: 'Napoléon captured', reason: 'Napoléon is captured' });
    expect(events.at(-1)).toMatchObject({ type: 'gameEnded', rule: 'JdG 9.0', winner: 'coalition' });
  });

  it('JdG 9.0: a game the points decide has no reason beyond them', () => {
    const made = joursDeGloire.setup('danube-s4', {}, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const over = { ...made.state, phase: 'over' as const, winner: 'french' as const, outcome: { rule: 'JdG 9.0', grade: 'victory', summary: 'French 9 VP, Austrian 0 VP' } };
    expect(joursDeGloire.result(over).reason).toBeUndefined();
  });
});
