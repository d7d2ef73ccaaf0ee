// How Napoleon at War's log lines read (the command line prints them): a combat shows its arithmetic.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawEvent } from 'kriegsspiel/rulesets/napoleon-at-war';
import { contextOf, play, position, roll } from './position.js';

const foot = (id: string, side: 'french' | 'coalition', strength: number, hex: string) => [id, side, 'infantry', strength, 4, hex] as const;

/** The log line of the combat the attack `hex` with `attackers` at `odds` gives, rolling a 6. */
function combatLine(lines: Parameters<typeof position>[0], hex: string, attackers: readonly string[], odds: string, board: Parameters<typeof position>[1] = {}): string | null {
  const start = position(lines, board, { phase: 'combat' });
  const { events } = play(start, { type: 'attack', hex }, ...attackers.map((unit) => ({ type: 'addAttacker', unit }) as const), { type: 'resolve', odds }, roll(6));
  const combat = events.find((e) => e.type === 'combatResolved') as NawEvent;
  return napoleonAtWar.presentation!.describeEvent(contextOf(start), combat);
}

describe('Napoleon at War presentation: combat lines', () => {
  it('NAW 7.6: the strengths, then the odds column they give', () => {
    expect(combatLine([foot('A', 'french', 8, '0404'), foot('D', 'coalition', 4, '0505')], '0505', ['A'], '2-1')).toBe('  combat at 0505: 8 vs 4 = 2-1, rolled 6: Ar');
  });

  it('NAW 7.9: an odds reduction the attacker chose shows the computed column and the one played', () => {
    const line = combatLine([foot('A', 'french', 9, '0404'), foot('D', 'coalition', 6, '0505')], '0505', ['A'], '1-5');
    expect(line).toMatch(/^ {2}combat at 0505: 9 vs 6 = 1-1, reduced to 1-5 by the attacker \(NAW 7\.9\), rolled 6: \w+$/);
  });

  it('NAW 7.4: a doubled defender shows its printed strength, the multiplier and why', () => {
    const line = combatLine([foot('A', 'french', 8, '0404'), foot('D', 'coalition', 2, '0505')], '0505', ['A'], '2-1', { terrain: { town: ['0505'] } });
    expect(line).toBe('  combat at 0505: 8 vs 4 (2x2 town) = 2-1, rolled 6: Ar');
  });
});
