// S9's optional rules (JdG S9): the reinforcements from Italy enter on a die, and the additional reinforcements
// (Jérôme, Poniatowski or Marmont for the French on a 1; Ferdinand on a 6 and 2 PF for the Hungarians on an odd die
// for the Austrians), rolled before the turn's arrivals (3.3).
import { describe, expect, it } from 'vitest';
import type { OptionsInput } from 'kriegsspiel';
import { BUILT_IN_SCENARIOS, compileScenario, JDG_PRESENTATION, joursDeGloire, type JdgOptions, type JdgState } from 'kriegsspiel/rulesets/jours-de-gloire';
import { contextOf } from './invariants.js';
import { boxOf, choices, eventsOf, play, roll, type AnyEvent } from './position.js';

const ITALY = { italyReinforcements: true } as const;
const ADDITIONAL = { additionalReinforcements: true } as const;
const BOTH = { ...ITALY, ...ADDITIONAL } as const;
const EUGENE = ['g:eugene', 'macdonald', 'grenier', 'baraguey', 'grouchy'];
const JEAN = ['g:jean', 'chasteler', 'gyulai'];

/** The dice of the optional rules and the additional units called, in the order they come up ('done': none). */
interface Script {
  readonly dice?: readonly number[];
  readonly calls?: readonly string[];
}

const setup = (scenario: string, options: OptionsInput<JdgOptions>): JdgState => {
  const made = joursDeGloire.setup(scenario, options, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
};

const stepOf = (state: JdgState): string | null => {
  const decision = joursDeGloire.decision(state);
  return decision.kind === 'terminal' ? null : decision.step;
};

/**
 * Plays on until `stop`: the optional dice and calls from `script` (failing if one is missing), every other die a 3,
 * every other choice `done` or `stop` where offered, else the first; returns the state and the events.
 */
function run(state: JdgState, stop: (s: JdgState) => boolean, script: Script = {}): { state: JdgState; events: AnyEvent[] } {
  const dice = [...(script.dice ?? [])];
  const calls = [...(script.calls ?? [])];
  const events: AnyEvent[] = [];
  for (let ply = 0; ply < 5000 && !stop(state); ply++) {
    const step = stepOf(state);
    if (step === null) throw new Error('the game ended');
    const legal = joursDeGloire.legalActions(state);
    const call = step === 'call-unit' ? next(calls, 'call') : null;
    const action =
      step === 'arrival-die' ? roll(next(dice, 'die'))
      : call !== null ? (call === 'done' ? { type: 'done' as const } : legal.find((a) => a.type === 'call' && a.unit === call) ?? fail(`${call} not offered`))
      : joursDeGloire.decision(state).kind === 'chance' ? roll(3)
      : legal.find((a) => a.type === 'done' || a.type === 'stop') ?? legal[0]!;
    const done = play(state, action);
    state = done.state;
    events.push(...done.events);
  }
  if (!stop(state)) throw new Error('stop never reached');
  expect(dice).toEqual([]);
  return { state, events };
}

function fail(message: string): never {
  throw new Error(message);
}

function next<T>(list: T[], what: string): T {
  if (list.length === 0) throw new Error(`no ${what} left in the script`);
  return list.shift()!;
}

/** The first player turn of `turn` has begun (the turn's arrivals are done). */
const playerTurn = (turn: number) => (s: JdgState) => s.turn === turn && !['weather', 'initiative', 'arrival-rolls', 'reinforcement'].includes(s.phase);
/** The optional dice of `turn` are due. */
const rolls = (turn: number) => (s: JdgState) => s.turn === turn && s.phase === 'arrival-rolls';

const piece = (state: JdgState, id: string) => state.pieces[contextOf(state).pieceIndex.get(id)!]!;
const status = (state: JdgState, ids: readonly string[]) => ids.map((id) => piece(state, id).status);
const s9Rules = (events: readonly AnyEvent[]) => events.filter((e) => 'rule' in e && e.rule === 'JdG S9');

describe('JdG S9 optional rules: off', () => {
  it('JdG S9: with the options off, the Italy groups arrive on turn 4 by the calendar, no optional die is rolled, the additional units stay out', () => {
    const { state, events } = run(setup('danube-s9', {}), playerTurn(8));
    expect(s9Rules(events)).toEqual([]);
    expect(events.some((e) => e.type === 'phaseStarted' && e.phase === 'arrival-rolls')).toBe(false);
    const placed = eventsOf(events, 'placed').flatMap((e) => e.pieces);
    expect(placed).toEqual(expect.arrayContaining([...EUGENE, ...JEAN]));
    expect(status(state, ['jerome', 'poniatowski', 'marmont', 'ferdinand'])).toEqual(['spare', 'spare', 'spare', 'spare']);
    expect(piece(state, 'hongrois').pf).toBe(7);
  });

  it('JdG S9: the options change nothing in a scenario without their data (S7 plays the same game with them on)', () => {
    const off = run(setup('danube-s7', {}), playerTurn(6));
    const on = run(setup('danube-s7', BOTH), playerTurn(6));
    expect({ ...on.state, options: off.state.options }).toEqual(off.state);
    expect(on.events).toEqual(off.events);
  });
});

describe('JdG S9 optional rule: Reinforcements from Italy', () => {
  it('JdG S9: the Italy groups leave the calendar: on turn 4 a die is due before any reinforcement is placed', () => {
    const { state } = run(setup('danube-s9', ITALY), rolls(4));
    expect(stepOf(state)).toBe('arrival-die');
    expect(state.optionalArrivals.rolls).toEqual(['italy']);
    expect(joursDeGloire.chanceOutcomes(state)).toHaveLength(6);
    expect(status(state, [...EUGENE, ...JEAN]).every((s) => s === 'waiting')).toBe(true);
  });

  it.each([
    [1, JEAN, EUGENE], [3, JEAN, EUGENE], [5, JEAN, EUGENE],
    [2, EUGENE, JEAN], [4, EUGENE, JEAN],
    [6, [], [...EUGENE, ...JEAN]],
  ])('JdG S9: on a %i only %j enter (odd: the Austrians, 2 or 4: the French, 6: neither)', (die, enter, wait) => {
    const { state, events } = run(setup('danube-s9', ITALY), playerTurn(4), { dice: [die] });
    expect(eventsOf(events, 'arrivalRolled')).toEqual([{ type: 'arrivalRolled', rule: 'JdG S9', roll: 'italy', die, outcome: enter.length > 0 ? 'enter' : 'none', pieces: enter }]);
    expect(status(state, enter).every((s) => s === 'map')).toBe(true);
    expect(status(state, wait).every((s) => s === 'waiting')).toBe(true);
    if (enter.length > 0) expect(boxOf(state, enter[0]!)).toBe(enter === JEAN ? 'volkermarkt' : 'klagenfurt');
  });

  it('JdG S9: a delayed group is rolled for again each following turn, entering only on its own faces, and the rolls stop once both are in', () => {
    const start = setup('danube-s9', ITALY);
    // turn 4: odd, the Austrians enter, the French are delayed; turn 5: odd again, nothing for the French
    const turn5 = run(start, rolls(5), { dice: [1] }).state;
    expect(turn5.optionalArrivals.rolls).toEqual(['italy']);
    const turn6 = run(turn5, rolls(6), { dice: [5] });
    expect(eventsOf(turn6.events, 'arrivalRolled')).toEqual([expect.objectContaining({ die: 5, outcome: 'none', pieces: [] })]);
    expect(status(turn6.state, EUGENE).every((s) => s === 'waiting')).toBe(true);
    // turn 6: a 4, Eugène's army enters at Klagenfurt; turn 7 has no Italy die
    const turn7 = run(turn6.state, playerTurn(7), { dice: [4] });
    expect(boxOf(turn7.state, 'g:eugene')).toBe('klagenfurt');
    expect(eventsOf(turn7.events, 'arrivalRolled')).toHaveLength(1);
    expect(turn7.events.some((e) => e.type === 'phaseStarted' && e.phase === 'arrival-rolls' && e.turn === 7)).toBe(false);
  });

  it('JdG S9: the Italy die is logged with what it brings in', () => {
    const { state, events } = run(setup('danube-s9', ITALY), playerTurn(4), { dice: [2] });
    const lines = eventsOf(events, 'arrivalRolled').map((e) => JDG_PRESENTATION.describeEvent!(contextOf(state), e));
    expect(lines).toEqual([`  reinforcements from Italy rolled 2: ${EUGENE.join(', ')}`]);
  });

  it('JdG S9, 3.3: Klagenfurt is kept clear for the French only on the turn their group actually enters', () => {
    /** Whether an Austrian stack at Villach, moving, may go to Klagenfurt. */
    const offersKlagenfurt = (s: JdgState): boolean => {
      const ctx = contextOf(s);
      const [villach, unit] = [ctx.map.indexOf('villach'), ctx.pieceIndex.get('kollowrath')!];
      const pieces = s.pieces.map((p, i) => (i === unit ? { ...p, box: villach } : p));
      const activation = { box: villach, pieces: [unit], pm: 6, started: false, forced: false, concentration: false, halted: false, scouted: false, dice: [] };
      return joursDeGloire.legalActions({ ...s, phase: 'movement', player: 'coalition', pieces, activation }).some((a) => a.type === 'move' && a.to === 'klagenfurt');
    };
    expect(offersKlagenfurt(run(setup('danube-s9', ITALY), playerTurn(4), { dice: [1] }).state)).toBe(true);
    expect(offersKlagenfurt(run(setup('danube-s9', ITALY), playerTurn(4), { dice: [2] }).state)).toBe(false);
  });
});

describe('JdG S9 optional rule: Additional Reinforcements', () => {
  it('JdG S9: from turn 4, the Italy die, then the French die, then the Austrian die', () => {
    expect(run(setup('danube-s9', BOTH), rolls(4)).state.optionalArrivals.rolls).toEqual(['italy', 'french', 'coalition']);
    expect(run(setup('danube-s9', ADDITIONAL), rolls(4)).state.optionalArrivals.rolls).toEqual(['french', 'coalition']);
    const { events } = run(setup('danube-s9', ADDITIONAL), playerTurn(3));
    expect(s9Rules(events)).toEqual([]);
  });

  it.each([2, 3, 4, 5, 6])('JdG S9: a French %i brings no additional unit', (die) => {
    const { state, events } = run(setup('danube-s9', ADDITIONAL), playerTurn(4), { dice: [die, 2] });
    expect(eventsOf(events, 'arrivalRolled')[0]).toEqual({ type: 'arrivalRolled', rule: 'JdG S9', roll: 'french', die, outcome: 'none', pieces: [] });
    expect(status(state, ['jerome', 'poniatowski', 'marmont'])).toEqual(['spare', 'spare', 'spare']);
  });

  it('JdG S9: on a French 1 the French player chooses one of Jérôme, Poniatowski and Marmont, or none', () => {
    const { state } = run(setup('danube-s9', ADDITIONAL), (s) => stepOf(s) === 'call-unit', { dice: [1] });
    expect(choices(state)).toEqual({
      who: 'french',
      actions: ['{"type":"call","unit":"jerome"}', '{"type":"call","unit":"marmont"}', '{"type":"call","unit":"poniatowski"}', '{"type":"done"}'],
    });
    const refused = joursDeGloire.apply(state, { type: 'call', unit: 'ferdinand' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.violation.rule).toBe('JdG S9');
  });

  it.each([
    ['jerome', 'freiberg', 'allemagne-fr'],
    ['poniatowski', 'troppau', 'allemagne-fr'],
    ['marmont', 'volkermarkt', 'italie-fr'],
  ])('JdG S9: %s enters at %s, answering to %s for command points', (unit, box, army) => {
    const { state, events } = run(setup('danube-s9', ADDITIONAL), playerTurn(4), { dice: [1, 2], calls: [unit] });
    expect(eventsOf(events, 'unitCalled')).toEqual([{ type: 'unitCalled', rule: 'JdG S9', side: 'french', piece: unit }]);
    expect(boxOf(state, unit)).toBe(box);
    expect(piece(state, unit).army).toBe(army);
    expect(piece(state, unit).pf).toBe(piece(state, unit).full);
  });

  it('JdG S9: the French do not roll the turn after an additional unit entered, and roll again the turn after', () => {
    const turn5 = run(setup('danube-s9', ADDITIONAL), rolls(5), { dice: [1, 2], calls: ['jerome'] }).state;
    expect(turn5.optionalArrivals.rolls).toEqual(['coalition']);
    const turn6 = run(turn5, rolls(6), { dice: [2] }).state;
    expect(turn6.optionalArrivals.rolls).toEqual(['french', 'coalition']);
    const call = run(turn6, (s) => stepOf(s) === 'call-unit', { dice: [1] }).state;
    expect(choices(call).actions).toEqual(['{"type":"call","unit":"marmont"}', '{"type":"call","unit":"poniatowski"}', '{"type":"done"}']);
  });

  it('JdG S9: a French player who declines a unit rolls again the next turn', () => {
    const turn5 = run(setup('danube-s9', ADDITIONAL), rolls(5), { dice: [1, 2], calls: ['done'] }).state;
    expect(turn5.optionalArrivals.rolls).toEqual(['french', 'coalition']);
    expect(status(turn5, ['jerome', 'poniatowski', 'marmont'])).toEqual(['spare', 'spare', 'spare']);
  });

  it.each([2, 4])('JdG S9: an Austrian %i brings nothing', (die) => {
    const { state, events } = run(setup('danube-s9', ADDITIONAL), playerTurn(4), { dice: [2, die] });
    expect(eventsOf(events, 'arrivalRolled')[1]).toEqual({ type: 'arrivalRolled', rule: 'JdG S9', roll: 'coalition', die, outcome: 'none', pieces: [] });
    expect(piece(state, 'ferdinand').status).toBe('spare');
    expect(state.optionalArrivals.extraPf.coalition).toBe(0);
  });

  it('JdG S9: on an Austrian 6 Archduke Ferdinand may enter at Troppau', () => {
    const asked = run(setup('danube-s9', ADDITIONAL), (s) => stepOf(s) === 'call-unit', { dice: [2, 6] }).state;
    expect(choices(asked)).toEqual({ who: 'coalition', actions: ['{"type":"call","unit":"ferdinand"}', '{"type":"done"}'] });
    const { state } = run(asked, playerTurn(4), { calls: ['ferdinand'] });
    expect(boxOf(state, 'ferdinand')).toBe('troppau');
  });

  it.each([1, 3, 5])('JdG S9: on an Austrian %i the Hungarians, not yet on the map, get 2 PF and enter on turn 6 with 9', (die) => {
    const turn5 = run(setup('danube-s9', ADDITIONAL), rolls(5), { dice: [2, die] });
    expect(eventsOf(turn5.events, 'reinforced')).toEqual([{ type: 'reinforced', rule: 'JdG S9', side: 'coalition', unit: 'hongrois', pf: 9, secret: false }]);
    expect(turn5.state.optionalArrivals.extraPf.coalition).toBe(2);
    // turn 5: another odd die adds nothing beyond the roster's 9
    const turn6 = run(turn5.state, playerTurn(6), { dice: [2, 3, 2, 2] });
    expect(eventsOf(turn6.events, 'reinforced')).toEqual([]);
    expect(boxOf(turn6.state, 'hongrois')).toBe('raab');
    expect(piece(turn6.state, 'hongrois').pf).toBe(9);
  });

  it.each([
    [5, 7, true], [8, 9, true], [9, 9, false],
  ])('JdG S9: the Hungarians on the map at %i PF get the 2 PF up to their full 9 (%i), shown to the Austrians only', (pf, after, given) => {
    const turn7 = run(setup('danube-s9', ADDITIONAL), rolls(7), { dice: [2, 2, 2, 2, 2, 2] }).state;
    const hongrois = contextOf(turn7).pieceIndex.get('hongrois')!;
    const state: JdgState = { ...turn7, pieces: turn7.pieces.map((p, i) => (i === hongrois ? { ...p, pf } : p)) };
    const { state: next, events } = run(state, playerTurn(7), { dice: [2, 1] });
    expect(piece(next, 'hongrois').pf).toBe(after);
    expect(eventsOf(events, 'reinforced')).toEqual(given ? [{ type: 'reinforced', rule: 'JdG S9', side: 'coalition', unit: 'hongrois', pf: after, secret: true }] : []);
    const reinforced = eventsOf(events, 'reinforced');
    if (given) expect(joursDeGloire.eventsFor(reinforced, 'french')).toEqual([]);
  });

  it('JdG S9: Poniatowski and Ferdinand entering Troppau on the same turn fight a battle there, neither leaving before it', () => {
    const { state } = run(setup('danube-s9', ADDITIONAL), playerTurn(4), { dice: [1, 6], calls: ['poniatowski', 'ferdinand'] });
    expect([boxOf(state, 'poniatowski'), boxOf(state, 'ferdinand')]).toEqual(['troppau', 'troppau']);
    const ctx = contextOf(state);
    const troppau = ctx.map.indexOf('troppau');
    const select = run(state, (s) => stepOf(s) === 'select').state;
    expect(choices(select).actions).not.toContain('{"type":"form","box":"troppau"}');
    const combat = run(select, (s) => s.phase === 'combat');
    expect(combat.state.battles).toContain(troppau);
    expect(choices(combat.state).actions).toContain('{"type":"battle","box":"troppau"}');
  });
});

describe('JdG S9 optional rules: scenario data', () => {
  it('JdG S9: the optional rules are data of the scenario, checked when it is compiled', () => {
    const s9 = BUILT_IN_SCENARIOS['danube-s9']!;
    const italy = s9.special.italyReinforcements!;
    const bad = { ...s9, special: { ...s9.special, italyReinforcements: { ...italy, groups: [italy.groups[0]!, { ...italy.groups[1]!, pieces: ['g:napoleon'] }] } } };
    const compiled = compileScenario(bad);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.violation.message).toMatch(/^scenario\.special\.italyReinforcements\.groups\[1\]\.pieces\[0\]/);
    const additional = s9.special.additionalReinforcements!;
    const twice = { ...s9, special: { ...s9.special, additionalReinforcements: { ...additional, rolls: [additional.rolls[0]!, { ...additional.rolls[1]!, units: [{ piece: 'hongrois', box: 'raab' }] }] } } };
    const refused = compileScenario(twice);
    expect(!refused.ok && refused.violation.message).toMatch(/^scenario\.special\.additionalReinforcements\.rolls\[1\]\.units\[0\]\.piece/);
  });

  it('JdG S9: a designer changes the die faces as data (the Italy groups on any die)', () => {
    const s9 = BUILT_IN_SCENARIOS['danube-s9']!;
    const italy = s9.special.italyReinforcements!;
    const variant = { ...s9, id: 'danube-s9-variant', special: { ...s9.special, italyReinforcements: { ...italy, groups: italy.groups.map((g) => ({ ...g, faces: [1, 2, 3, 4, 5, 6] })) } } };
    const made = joursDeGloire.setup(variant, ITALY, 1, 'explicit');
    if (!made.ok) throw new Error(made.violation.message);
    const { state } = run(made.state, playerTurn(4), { dice: [6] });
    expect(status(state, [...EUGENE, ...JEAN]).every((s) => s === 'map')).toBe(true);
  });
});
