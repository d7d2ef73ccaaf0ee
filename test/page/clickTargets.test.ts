import { describe, expect, it } from 'vitest';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { actionKey, clickTargets, moveTo, placeOf, unitOf } from '../../docs/page/src/clickTargets.js';

describe("the page's click targets", () => {
  it('leaves one-action moves to map clicks and every other legal action as a button (skirmish start)', () => {
    const setup = napoleonAtWar.setup('skirmish', {}, 1);
    if (!setup.ok) throw new Error(setup.violation.message);
    const seen = napoleonAtWar.view(setup.state, 'french');
    if (!seen.ok) throw new Error(seen.violation.message);
    const legal = napoleonAtWar.legalActions(setup.state);
    const targets = clickTargets(napoleonAtWar.queries!.moves(seen.view, 'french'), legal);
    expect(targets.buttons).toEqual([{ type: 'endPhase' }]);
    const byMap = [...targets.moves.values()].flat().map((o) => actionKey(o.actions[0]!));
    expect(new Set([...byMap, ...targets.buttons.map(actionKey)])).toEqual(new Set(legal.map(actionKey)));
    const first = targets.moves.get('F1')![0]!;
    expect(moveTo(targets, 'F1', first.to)).toBe(first);
    expect(moveTo(targets, 'F1', '9999')).toBeUndefined();
  });

  it('places an action by its to, hex, target or box field, else by its unit', () => {
    const targets = clickTargets(new Map(), [{ type: 'attack', hex: '0405' } as never, { type: 'addAttacker', unit: 'F1' } as never, { type: 'retreat', unit: 'A1', to: '0506' } as never]);
    expect([...targets.byPlace.keys()]).toEqual(['0405', '0506']);
    expect([...targets.byUnit.keys()]).toEqual(['F1']);
    expect(placeOf({ type: 'order', target: '0106' } as never)).toBe('0106');
    expect(unitOf({ type: 'endPhase' })).toBeNull();
  });
});
