// A move may name its route (`via`): checked step by step, followed as named, and scored along the way.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawAction, type NawState, type ScenarioUnit } from 'kriegsspiel/rulesets/napoleon-at-war';
import { canonicalJson } from 'kriegsspiel/testing';
import { contextOf, hexOf, play, position, refusal } from './position.js';

type Move = Extract<NawAction, { type: 'move' }>;

/** Wagram, Austrians to move on game-turn 1, the French army gone, an Austrian cavalry division (6 MP) at 0912. */
function wagramCavalryAt0912(): NawState {
  const made = napoleonAtWar.setup('wagram', { historicalDeployment: true }, 1);
  if (!made.ok) throw new Error(made.violation.message);
  const grid = contextOf(made.state).map.grid;
  const french = made.state.units.filter((u) => u.side === 'french');
  const units = made.state.units.map((u) =>
    u.side === 'french' ? { ...u, status: 'eliminated' as const, hex: -1 } : u.id === '1/AG-c' ? { ...u, hex: grid.indexOf('0912') } : u,
  );
  const losses = { french: french.reduce((sum, u) => sum + u.strength, 0), coalition: 0 };
  return { ...made.state, units, losses, phasing: 'coalition' };
}

/** A small seeded generator (mulberry32) for the random walks. */
function generator(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

describe('named routes (NAW 5.0, Wagram 17.11)', () => {
  it('Wagram 17.11: a move may name its route; every town entered along it scores (cavalry 0912 to 0613 through Essling)', () => {
    const state = wagramCavalryAt0912();
    const cheapest = play(state, { type: 'move', unit: '1/AG-c', to: '0613' });
    expect(cheapest.events).toContainEqual(expect.objectContaining({ type: 'moved', path: ['0912', '0812', '0713', '0613'], cost: 4 }));
    expect(cheapest.state.points.coalition).toBe(0);
    const through: Move = { type: 'move', unit: '1/AG-c', to: '0613', via: ['0812', '0713', '0714'] };
    expect(refusal(state, through)).toBeNull();
    const { state: after, events } = play(state, through);
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', path: ['0912', '0812', '0713', '0714', '0613'], cost: 4.5 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'pointsScored', side: 'coalition', points: 30, reason: 'entered Essling' }));
    expect([hexOf(after, '1/AG-c'), after.points.coalition, after.awarded]).toEqual(['0613', 30, ['enter:Essling']]);
  });

  it('NAW 5.15, 5.16, 6.0, 9.0: a named route is checked step by step', () => {
    // F (4 MP) at 0305; the enemy X at 0507 controls 0406, 0407, 0506, 0508, 0606, 0607; a lake at 0304.
    const s = position([['F', 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '0507']], { terrain: { lake: ['0304'] } });
    const move = (to: string, via: string[]): Move => ({ type: 'move', unit: 'F', to, via });
    expect(refusal(s, move('0306', []))).toBeNull(); // one step, no hex in between
    expect(refusal(s, move('0505', ['0405']))).toBeNull();
    expect(refusal(s, move('0306', ['0405', '0406']))).toBe('NAW 6.0'); // it stops in the enemy zone at 0406
    expect(refusal(s, move('0505', ['0306']))).toBe('NAW 5.16'); // 0306 is not next to 0505
    expect(refusal(s, move('0305', ['0405']))).toBe('NAW 5.16'); // back to the start: no move
    expect(refusal(s, move('0405', ['0304']))).toBe('NAW 9.0'); // a lake on the way
    expect(refusal(s, move('0406', ['0405', '0404', '0304']))).toBe('NAW 9.0');
    expect(refusal(s, move('0305', []))).toBe('NAW 5.16');
    expect(refusal(s, move('0306', ['0405', '0404', '0305', '0205', '0206']))).toBe('NAW 5.15'); // five steps for 4 MP
    expect(refusal(s, move('0306', ['0405', '0404', '0305', '0205', '0206', '0207', '0307', '0308', '0309']))).toBe('NAW 5.15'); // more than 4 MP pays for
    const { events } = play(s, move('0306', ['0405']));
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', path: ['0305', '0405', '0306'], cost: 2 }));
  });

  it('NAW 14.0, 14.3, 5.12: the route of an arriving reinforcement begins with one of its entry hexes', () => {
    const units: ScenarioUnit[] = [
      { id: 'X', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '1010' },
      { id: 'Y', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '0109' },
      { id: 'R', side: 'french', kind: 'infantry', strength: 3, movement: 4, arrives: { turn: 1, entry: ['0105', '0106', '0109'] } },
    ];
    const s = position([], {}, { scenario: { units } });
    expect(refusal(s, { type: 'move', unit: 'R', to: '0305', via: ['0106', '0205'] })).toBeNull();
    expect(refusal(s, { type: 'move', unit: 'R', to: '0305', via: ['0104', '0205'] })).toBe('NAW 14.0');
    expect(refusal(s, { type: 'move', unit: 'R', to: '0305', via: ['0205'] })).toBe('NAW 14.0');
    expect(refusal(s, { type: 'move', unit: 'R', to: '0208', via: ['0109'] })).toBe('NAW 5.12'); // Y holds that entry hex
    const { events } = play(s, { type: 'move', unit: 'R', to: '0305', via: ['0106', '0205'] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', from: null, path: ['0106', '0205', '0305'], cost: 3 }));
  });

  it('NAW 5.0: legalActions lists one move per destination; a move with a route is legal exactly when its route is', () => {
    const random = generator(2026);
    let checkedRoutes = 0;
    let legalRoutes = 0;
    for (let game = 0; game < 3; game++) {
      const made = napoleonAtWar.setup('skirmish', {}, 100 + game);
      if (!made.ok) throw new Error(made.violation.message);
      let state = made.state;
      for (let ply = 0; ply < 400 && napoleonAtWar.decision(state).kind !== 'terminal'; ply++) {
        const decision = napoleonAtWar.decision(state);
        const legal = decision.kind === 'chance' ? napoleonAtWar.chanceOutcomes(state).map((o) => o.action) : napoleonAtWar.legalActions(state);
        const moves = legal.filter((a): a is Move => a.type === 'move');
        expect(moves.every((m) => m.via === undefined)).toBe(true);
        if (moves.length > 0) {
          const listed = new Set(legal.map(canonicalJson));
          const grid = contextOf(state).map.grid;
          // The cheapest path of a listed move, named as its route, is legal and changes nothing.
          const sample = moves[random(moves.length)]!;
          const plain = napoleonAtWar.apply(state, sample);
          if (!plain.ok) throw new Error(plain.violation.message);
          const path = (plain.events.find((e) => e.type === 'moved') as { path: readonly string[] } | undefined)!.path;
          const unit = state.units.find((u) => u.id === sample.unit)!;
          const via = path.slice(unit.status === 'active' ? 1 : 0, -1);
          const named = napoleonAtWar.apply(state, { ...sample, via });
          expect(named.ok && canonicalJson(named.state) === canonicalJson(plain.state), canonicalJson({ ...sample, via })).toBe(true);
          // Random walks: a route check accepts is a listed destination; a refused one leaves the state alone.
          for (let walk = 0; walk < 8; walk++) {
            const mover = moves[random(moves.length)]!.unit;
            const u = state.units.find((x) => x.id === mover)!;
            let at = u.status === 'active' ? u.hex : grid.indexOf(moves.find((m) => m.unit === mover)!.to);
            const hexes = u.status === 'active' ? [] : [grid.idOf(at)];
            for (let step = 1 + random(6); step > 0; step--) {
              const next = grid.neighbor(at, random(6));
              if (next < 0) break;
              hexes.push(grid.idOf(next));
              at = next;
            }
            if (hexes.length === 0) continue;
            const action: Move = { type: 'move', unit: mover, to: hexes.at(-1)!, via: hexes.slice(0, -1) };
            const refused = napoleonAtWar.check(state, action);
            checkedRoutes++;
            if (refused === null) {
              legalRoutes++;
              expect(listed.has(canonicalJson({ type: 'move', unit: mover, to: action.to })), canonicalJson(action)).toBe(true);
            } else {
              const applied = napoleonAtWar.apply(state, action);
              expect(applied.ok).toBe(false);
              expect(applied.state).toBe(state);
            }
          }
        }
        const next = napoleonAtWar.apply(state, legal[random(legal.length)]!);
        if (!next.ok) throw new Error(next.violation.message);
        state = next.state;
      }
    }
    expect(checkedRoutes).toBeGreaterThan(100);
    expect(legalRoutes).toBeGreaterThan(10);
  });
});
