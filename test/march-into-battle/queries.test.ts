import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryPlayout, eventLineProblems, queryProblems, randomGame } from 'kriegsspiel/testing';
import { CET, CRT, marchIntoBattle, type MibAction, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { testScenario } from './fixture.js';
import { activate, eventsOf, play, position, roll, type Piece } from './position.js';

const queries = marchIntoBattle.queries!;
const viewOf = (state: MibState, side: 'french' | 'austrian') => {
  const seen = marchIntoBattle.view(state, side);
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
};
const moveTypes = { moveTypes: ['move', 'commander', 'hq'] };
const DEFENDER: Piece = { hex: '0504', facing: 5 };
const ATTACKER: Piece = { hex: '0505', facing: 2 };

describe('March into Battle front-end queries', () => {
  it('MiB 2.5, 6.0: the moves list exactly the legal unit, commander and HQ moves, each applying, over random test-battle positions', () => {
    const playouts = arbitraryPlayout(marchIntoBattle, { scenario: testScenario() }, { maxPlies: 250 });
    fc.assert(
      fc.property(playouts, (p) => {
        expect(queryProblems(marchIntoBattle, p.final, moveTypes)).toEqual([]);
      }),
      { numRuns: 6, seed: 3 },
    );
  });

  it('MiB 6.0, 6.9: a destination carries its cheapest path and cost, the same as the moved event; beyond the allowance it is a forced march', () => {
    const state = activate(position({ molitor: { hex: '0806' }, vincent: { hex: '0801' } }, { orders: { IV: ['attack', '0801'] } }), 'IV', 2).state;
    const options = queries.moves(viewOf(state, 'french'), 'french').get('molitor')!;
    const option = options.find((o) => o.to === '0804')!;
    const moved = eventsOf(play(state, option.actions[0]!).events, 'moved')[0]!;
    expect(moved).toMatchObject({ path: option.path, cost: option.cost });
    const forced = options.filter((o) => o.rule === 'MiB 6.9');
    for (const o of forced) expect(o.notes?.[0]).toMatch(/^forced march/);
    expect(queries.prompt(viewOf(state, 'french'), 'french')).toMatchObject({ side: 'french', step: 'act', rule: 'MiB 4.0' });
  });

  it('MiB CM, CRT, CET: the preview of an attack gives its strengths and DRMs as rolled, the CRT rows\' odds and each row\'s CET rolls', () => {
    const state = activate(position({ molitor: ATTACKER, vincent: DEFENDER }, { orders: { IV: ['attack', '0504'] } }), 'IV', 2).state;
    const action: MibAction = { type: 'attack', target: '0504', from: ['0505'], charge: false };
    const preview = queries.combatPreview(viewOf(state, 'french'), 'french', action)!;
    const fought = play(state, action, roll(3));
    const rolled = eventsOf(fought.events, 'combatRolled')[0]!;
    expect(eventLineProblems(marchIntoBattle, state, fought.events)).toEqual([]); // random games seldom attack
    expect(preview).toMatchObject({ attack: rolled.attack, defense: rolled.defence, rule: 'MiB CRT', at: ['0504'] });
    expect(preview.modifiers.map((m) => [m.rule, m.value])).toEqual(rolled.drms.map((d) => [d.rule, d.value]));
    expect(preview.outcomes.reduce((n, o) => n + o.probability, 0)).toBeCloseTo(1, 12);
    const row = Math.max(0, Math.min(7, 3 + rolled.drm));
    expect(rolled.row).toBe(row);
    const third = preview.outcomes.find((o) => o.rolls.includes(3))!;
    const follow = preview.followUps!.find((f) => f.result === third.result)!;
    expect(follow.rolls.map((r) => r.column)).toEqual([CRT[row]!.attacker.column, CRT[row]!.defender.column]);
    const defender = follow.rolls[1]!;
    // the defender's CET roll of a 1 reads the CET row of 1 plus the CRT row's modifier
    const cell = CET[defender.column as keyof typeof CET][Math.max(0, Math.min(6, 1 + CRT[row]!.defender.drm))]!;
    expect(defender.outcomes.find((o) => o.rolls.includes(1))!.result.startsWith(cell.disorganise === 'all' ? 'D' : cell.disorganise === null ? '' : `D${cell.disorganise}`)).toBe(true);
    // once declared, the pending attack previews the same
    const declared = play(state, action).state;
    expect(queries.combatPreview(viewOf(declared, 'austrian'), 'austrian')).toMatchObject({ attack: preview.attack, defense: preview.defense, computed: preview.computed });
  });

  it('MiB 3.3: in the orders phase the HQ\'s moves are listed under its piece id, before the first order only', () => {
    const made = marchIntoBattle.setup(testScenario(), {}, 1, 'explicit');
    if (!made.ok) throw new Error(made.violation.message);
    const decision = marchIntoBattle.decision(made.state);
    if (decision.kind !== 'side') throw new Error(decision.kind);
    const moves = queries.moves(viewOf(made.state, decision.side), decision.side);
    const hq = moves.get(`hq-${decision.side}`) ?? [];
    const legal = marchIntoBattle.legalActions(made.state).filter((a) => a.type === 'hq');
    expect(hq.map((o) => o.actions[0])).toEqual(legal);
    expect(queries.prompt(viewOf(made.state, decision.side), decision.side)).toMatchObject({ step: 'orders', rule: 'MiB 3.3' });
  });

  it('describeEvent gives every event type of random games a full line, and the summary line or a deliberate null', () => {
    const seen = new Set<string>();
    for (const seed of [1]) {
      randomGame(marchIntoBattle, { scenario: testScenario(), seed }, {
        maxPlies: 2500,
        events: true,
        onPly: (r) => {
          expect(eventLineProblems(marchIntoBattle, r.after, r.events)).toEqual([]);
          for (const e of r.events) seen.add(e.type);
        },
      });
    }
    expect([...seen]).toEqual(expect.arrayContaining(['moved', 'orderIssued', 'turnStarted']));
  });
});
