import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryPlayout, eventLineProblems, queryProblems, randomGame } from 'kriegsspiel/testing';
import { aCrowningGlory, type AcgState } from 'kriegsspiel/rulesets/a-crowning-glory';
import { testScenario } from './fixture.js';
import { eventOf, play, position, type UnitLine } from './position.js';

const queries = aCrowningGlory.queries!;
const viewOf = (state: AcgState, side: 'french' | 'allied') => {
  const seen = aCrowningGlory.view(state, side);
  if (!seen.ok) throw new Error(seen.violation.message);
  return seen.view;
};
const MARKERS = [{ id: 'f3', side: 'french', nation: 'french', value: 3 }, { id: 'a6', side: 'allied', nation: 'austrian', value: 6 }] as const;
const combat = (lines: UnitLine[]) => position(lines, 'combat', { markers: [...MARKERS] }, { fog: false });
const moveTypes = { moveTypes: ['move', 'exit'] };

describe('A Crowning Glory front-end queries', () => {
  it('ACG 8.1, 8.2: the moves list exactly the legal moves (selection first), each applying, over random test-battle positions', () => {
    const playouts = arbitraryPlayout(aCrowningGlory, { scenario: testScenario(), options: { capitulation: false, variants: true } }, { maxPlies: 300 });
    fc.assert(
      fc.property(playouts, (p) => {
        const state = p.final;
        expect(queryProblems(aCrowningGlory, state, moveTypes)).toEqual([]);
        // at a selection, every unit whose selection opens a move or exit is listed (the other way round)
        const decision = aCrowningGlory.decision(state);
        if (decision.kind !== 'side' || decision.step !== 'select') return;
        const moves = queries.moves(viewOf(state, decision.side), decision.side);
        for (const a of aCrowningGlory.legalActions(state)) {
          if (a.type !== 'select') continue;
          const selected = play(state, a).state;
          const moving = aCrowningGlory.legalActions(selected).filter((m) => m.type === 'move' || m.type === 'exit');
          expect(moves.get(a.unit)?.length ?? 0).toBe(moving.length);
        }
      }),
      { numRuns: 15, seed: 5 },
    );
  });

  it('ACG 8.1: a destination carries its cheapest path and its cost, the same as the moved event', () => {
    const start = position([['a', 'allied', 'infantry', 3, '1304'], ['f', 'french', 'infantry', 2, '1701']]);
    const state = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }).state;
    const option = queries.moves(viewOf(state, 'allied'), 'allied').get('a')!.find((o) => o.to === '1206')!;
    expect(option).toMatchObject({ to: '1206', cost: 2, path: ['1304', '1205', '1206'], rule: 'ACG 8.1', actions: [{ type: 'select', unit: 'a' }, { type: 'move', to: '1206' }] });
    const moved = eventOf(play(state, ...option.actions).events, 'moved');
    expect([moved.from, ...moved.path]).toEqual(option.path);
    expect(moved.cost).toBe(option.cost);
  });

  it('ACG 3.3: a destination reachable through a Town the enemy controls gets that route, which takes the Town', () => {
    const start = position([['a', 'allied', 'infantry', 3, '1304'], ['f', 'french', 'infantry', 2, '1701']]);
    const state = play(start, { type: 'select', unit: 'f' }, { type: 'stay' }).state;
    const option = queries.moves(viewOf(state, 'allied'), 'allied').get('a')!.find((o) => o.to === '1206')!;
    const alt = option.alternatives!.find((a) => a.why === 'takes control of 1306 (ACG 3.3)')!;
    expect(alt.path).toEqual(['1304', '1305', '1306', '1206']);
    const after = play(state, ...alt.actions).state;
    expect(after.control['1306']).toBe('allied');
  });

  it('ACG 9.6 example 2, 9.9: 9 factors and 3 of artillery against 3 in a Town: +9, the +5 column, shifted to +4, with the CRT row\'s probabilities', () => {
    const town = combat([['f', 'french', 'infantry', 5, '1305'], ['g', 'french', 'infantry', 4, '1206'], ['a', 'allied', 'infantry', 3, '1306']]);
    const preview = queries.combatPreview(viewOf(town, 'french'), 'french', { type: 'attack', target: '1306', attackers: ['f', 'g'], marker: 'f3' });
    expect(preview).toMatchObject({ attack: 12, defense: 3, computed: '+9', column: '+4', rule: 'ACG 9.14', at: ['1306'] });
    expect(preview!.modifiers).toEqual([
      { kind: 'strength', value: 3, what: 'artillery marker f3 (3)', rule: 'ACG 9.13' },
      { kind: 'shift', value: -1, what: 'defender in a Town or Fortress', rule: 'ACG 9.9' },
    ]);
    const rows = town.options.crt.french.rows;
    const column = town.options.crt.french.columns.findIndex((c) => c.label === '+4');
    for (const o of preview!.outcomes) expect(o.rolls.every((r) => rows[r - 1]![column] === o.result)).toBe(true);
    expect(preview!.outcomes.reduce((n, o) => n + o.rolls.length, 0)).toBe(6);
  });

  it('ACG 9.6 example 1, 9.14: 5 against 3 is +2; the pending Allied +10 attack reads 1/2 on a 3', () => {
    const open = combat([['f', 'french', 'infantry', 5, '1306'], ['a', 'allied', 'infantry', 3, '1305']]);
    expect(queries.combatPreview(viewOf(open, 'french'), 'french', { type: 'attack', target: '1305', attackers: ['f'] })).toMatchObject({ computed: '+2', column: '+2' });
    const start = combat([['a', 'allied', 'infantry', 6, '1306'], ['b', 'allied', 'infantry', 6, '1206'], ['f', 'french', 'infantry', 2, '1305']]);
    const declared = play(start, { type: 'pass' }, { type: 'attack', target: '1305', attackers: ['a', 'b'] }).state;
    const pending = queries.combatPreview(viewOf(declared, 'french'), 'french');
    expect(pending).toMatchObject({ computed: '+10', column: '+10' });
    expect(pending!.outcomes.find((o) => o.rolls.includes(3))!.result).toBe('1/2');
    expect(queries.prompt(viewOf(declared, 'french'), 'french')).toMatchObject({ side: null, step: 'combat-roll', rule: 'ACG 9.14' });
  });

  it('ACG 9.17: the prompt of a retreat names the defender and the rule; the attacker waits', () => {
    const start = combat([['f', 'french', 'infantry', 6, '1306'], ['a', 'allied', 'infantry', 3, '1305']]);
    const rolled = play(start, { type: 'attack', target: '1305', attackers: ['f'] }, { type: 'chance', value: 6 } as never).state;
    if (aCrowningGlory.decision(rolled).kind === 'side' && rolled.combat?.stage === 'retreat') {
      expect(queries.prompt(viewOf(rolled, 'allied'), 'allied')).toEqual({ side: 'allied', step: 'retreat', text: 'Allied: retreat a one hex to lose one step fewer, or stand', rule: 'ACG 9.17' });
      expect(queries.prompt(viewOf(rolled, 'french'), 'french').text).toBe('Waiting for the Allied: Allied: retreat a one hex to lose one step fewer, or stand');
    } else throw new Error(`expected a retreat choice, got ${rolled.combat?.stage}`);
  });

  it('describeEvent gives every event type of random games a full line, and the summary line or a deliberate null', () => {
    const seen = new Set<string>();
    for (const seed of [1, 2]) {
      randomGame(aCrowningGlory, { scenario: testScenario(), seed, options: { capitulation: false, variants: true } }, {
        maxPlies: 3000,
        events: true,
        onPly: (r) => {
          expect(eventLineProblems(aCrowningGlory, r.after, r.events)).toEqual([]);
          for (const e of r.events) seen.add(e.type);
        },
      });
    }
    expect([...seen]).toEqual(expect.arrayContaining(['attacked', 'combatResolved', 'moved', 'phaseStarted', 'stepsLost']));
  });
});
