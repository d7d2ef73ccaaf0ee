import { describe, expect, it } from 'vitest';
import { canUndo, Game, GameError, playInHistory, startHistory, undoInHistory } from 'kriegsspiel';
import { napoleonAtWar, type NawAction, type NawTypes } from 'kriegsspiel/rulesets/napoleon-at-war';
import type { ChanceAction, History } from 'kriegsspiel';

type H = History<NawTypes>;

function played(h: H, action: NawAction | ChanceAction): H {
  const r = playInHistory(napoleonAtWar, h, action);
  if (!r.ok) throw new Error(r.violation.message);
  return r.history;
}

describe('core: undo history with engine-computed barriers', () => {
  const setup = napoleonAtWar.setup('skirmish', {}, 3);
  if (!setup.ok) throw new Error('setup');

  it('a side may undo its own plain move, and the state comes back exactly', () => {
    const start = startHistory(napoleonAtWar, setup.state);
    const moved = played(start, { type: 'move', unit: 'F1', to: '0303' });
    expect(canUndo(moved, 'french')).toBe(true);
    expect(canUndo(moved, 'coalition')).toBe(false);
    const undone = undoInHistory(moved, 'french');
    expect(undone.ok && undone.history.current).toBe(setup.state);
  });

  it('an action that rolled a die cannot be undone (auto chance mode)', () => {
    // Bring F3 next to the Allied A1 in Dorf, end movement, attack: the resolve rolls the die at once.
    let h = startHistory(napoleonAtWar, setup.state);
    h = played(h, { type: 'move', unit: 'F3', to: '0705' });
    const rest = napoleonAtWar.legalActions(h.current).find((a) => a.type === 'endPhase')!;
    h = played(h, rest);
    h = played(h, { type: 'attack', hex: '0805' });
    h = played(h, { type: 'addAttacker', unit: 'F3' });
    expect(canUndo(h, 'french')).toBe(true);
    h = played(h, { type: 'resolve', odds: '1-5' });
    expect(h.entries.at(-1)!.barrier).toBe(true);
    const refused = undoInHistory(h, 'french');
    expect(!refused.ok && refused.violation.code).toBe('undo-barrier');
  });

  it('the Game wrapper throws a GameError citing the rule', () => {
    const game = Game.start(napoleonAtWar, 'skirmish', {}, 3);
    expect(() => game.play({ type: 'move', unit: 'A1', to: '0804' })).toThrow(GameError);
    try {
      game.play({ type: 'move', unit: 'A1', to: '0804' });
    } catch (error) {
      expect((error as GameError).violation.rule).toBe('NAW 5.11');
    }
    game.play({ type: 'move', unit: 'F1', to: '0303' });
    expect(game.actions).toHaveLength(1);
  });

  it('an illegal action returns the very same state object', () => {
    const r = napoleonAtWar.apply(setup.state, { type: 'move', unit: 'F1', to: '9999' });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(setup.state);
  });
});
