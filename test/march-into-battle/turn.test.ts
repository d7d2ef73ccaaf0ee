// March into Battle's turn (MiB SoP, 3.x, 4.x, 11.x, 12, 13.0, 16.x) on the test battle and on Aspern-Essling.
import { describe, expect, it } from 'vitest';
import { marchIntoBattle, type MibEvent, type MibOptions, type MibScenario, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { testScenario } from './fixture.js';
import { activate, ctxOf, edit, eventsOf, formationOf, hexOf, play, position, refusal, roll, stepNow, unitState } from './position.js';

/** The set-up of a scenario in explicit chance mode. */
function start(scenario: string | MibScenario = testScenario(), options: Partial<MibOptions> = {}): MibState {
  const made = marchIntoBattle.setup(scenario, options, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

/** Plays on (every side and activation done at once, each chance its first value) until the next turn's orders phase or the end. */
function nextTurn(state: MibState): { state: MibState; events: MibEvent[] } {
  let s = state;
  const events: MibEvent[] = [];
  const turn = s.turn;
  while (!(s.phase === 'orders' && s.turn > turn) && s.phase !== 'over') {
    const step = play(s, marchIntoBattle.decision(s).kind === 'chance' ? marchIntoBattle.legalActions(s)[0]! : { type: 'done' });
    s = step.state;
    events.push(...step.events);
  }
  return { state: s, events };
}

/** A state at the end of turn `turn - 1`: its operations phase with one chit left, so that `nextTurn` starts `turn`. */
function before(state: MibState, turn: number): MibState {
  const ctx = ctxOf(state);
  return edit(state, (s) => {
    Object.assign(s, { turn: turn - 1, phase: 'operations', active: -1, checked: true });
    const left = s.formations.findIndex((_f, i) => ctx.formationUnits[i]!.some((u) => s.units[u]!.hex >= 0));
    s.formations.forEach((f, i) => void (f.activated = i !== left));
  });
}

const unitIndex = (state: MibState, id: string) => ctxOf(state).unitIndex.get(id)!;
const chits = (state: MibState) => marchIntoBattle.legalActions(state).map((a) => ctxOf(state).scenario.formations[(a as { value: number }).value]!.id);

describe('MiB SoP: the sequence of play', () => {
  it('MiB SoP: the French order, then the Austrians, then the chits of the formations with units on the map are pulled, each once', () => {
    const s = start();
    expect(marchIntoBattle.decision(s)).toEqual({ kind: 'side', side: 'french', step: 'orders' });
    const austrian = play(s, { type: 'done' }).state;
    expect(marchIntoBattle.decision(austrian)).toEqual({ kind: 'side', side: 'austrian', step: 'orders' });
    const ops = play(austrian, { type: 'done' }).state;
    expect(stepNow(ops)).toBe('pull');
    expect(chits(ops)).toEqual(['IV', 'CR', 'VI']); // the Austrian cavalry reserve arrives on turn 2
    const cavalry = play(ops, roll(formationOf(ops, 'CR')), { type: 'done' }).state;
    expect(chits(cavalry)).toEqual(['IV', 'VI']);
    expect(refusal(cavalry, roll(formationOf(ops, 'CR')))).not.toBeNull();
    const last = play(cavalry, roll(0), { type: 'done' }, roll(formationOf(ops, 'VI')), { type: 'done' });
    expect(last.state.turn).toBe(2);
    expect(eventsOf(last.events, 'turnStarted')).toMatchObject([{ turn: 2, label: '15:00' }]);
  });
  it('MiB SoP: Aspern\'s first cup holds the six formations with units on the map', () => {
    const ops = play(start('aspern'), { type: 'done' }, { type: 'done' }).state;
    expect(chits(ops)).toEqual(['fr-iv', 'fr-ii', 'fr-cav', 'au-vi', 'au-ii', 'au-cav']);
  });
});

describe('MiB 3.2: reinforcements', () => {
  it('MiB 3.2: arrivals enter the first hex of their region with room, in the reinforcement phase', () => {
    const { state, events } = nextTurn(start());
    expect(eventsOf(events, 'arrived').map((e) => [e.piece, e.hex])).toEqual([['volunteers', '0401'], ['hessen', '0801'], ['kienmayer', '0801'], ['liechtenstein', '0201']]);
    expect(state.phase).toBe('orders');
  });
  it('MiB 3.2: a unit with no room, or only enemy-held hexes, waits for a later turn', () => {
    const blocked = edit(start(), (s) => void (s.units[unitIndex(s, 'lasalle')]!.hex = hexOf(s, '0801')));
    const second = nextTurn(blocked);
    expect(eventsOf(second.events, 'arrived').map((e) => e.piece)).toEqual(['volunteers', 'liechtenstein']);
    expect(unitState(second.state, 'hessen').hex).toBe(-1);
    const freed = edit(second.state, (s) => void (s.units[unitIndex(s, 'lasalle')]!.hex = hexOf(s, '0806')));
    const third = nextTurn(play(freed, { type: 'done' }, { type: 'done' }).state);
    expect(eventsOf(third.events, 'arrived').map((e) => [e.piece, e.hex])).toEqual([['hessen', '0801'], ['kienmayer', '0801']]);
  });
});

describe('MiB 16.1: the great bridge', () => {
  it('MiB 16.1, AM: the bridge breaks on its historical turns, each break -1 French army morale', () => {
    const fourth = nextTurn(before(start(), 4));
    expect(eventsOf(fourth.events, 'bridge')).toMatchObject([{ broken: true, roll: null }]);
    expect(fourth.state.bridge.broken).toBe(true);
    expect(fourth.state.armyMorale.french).toBe(8 - 1);
    const mended = nextTurn(before(fourth.state, 7));
    expect(eventsOf(mended.events, 'bridge')).toMatchObject([{ broken: false }]);
    expect(mended.state.armyMorale.french).toBe(7);
    const tenth = nextTurn(before(mended.state, 10));
    expect(tenth.state.armyMorale.french).toBe(6);
  });
  it('MiB 3.2, 16.1: French arrivals over the bridge wait while it is broken', () => {
    let s = nextTurn(before(start(), 4)).state;
    for (const turn of [5, 6]) {
      s = nextTurn(before(s, turn)).state;
      expect(unitState(s, 'guard').hex).toBe(-1); // due on turn 5
    }
    const seventh = nextTurn(before(s, 7));
    expect(eventsOf(seventh.events, 'arrived').map((e) => [e.piece, e.hex])).toEqual([['guard', '0308']]);
  });
  it('MiB 16.1, 3.2: Aspern\'s bridge breaks on turn 7 and is whole again on turn 8; arrivals then wait for room at its end', () => {
    let s = start('aspern');
    const events: MibEvent[] = [];
    while (s.turn < 8) {
      const played = nextTurn(s);
      s = played.state;
      events.push(...played.events);
    }
    expect(eventsOf(events, 'bridge').map((e) => e.broken)).toEqual([true, false]);
    expect(s.armyMorale.french).toBe(11);
    const frenchArrivals = eventsOf(events, 'arrived').filter((e) => e.piece.startsWith('fr-')).map((e) => e.piece);
    expect(frenchArrivals).toEqual(['fr-iv-carra-saint-cyr', 'fr-iv-reserve-artillery', 'fr-cav-saint-germain', 'fr-ii-tharreau']);
    expect(unitState(s, 'fr-ii-claparede').hex).toBe(-1); // due on turn 8 too: the bridge's end is full
  });
  it('MiB 16.1: Aspern\'s bridge breaks for good on turn 15', () => {
    const fifteenth = nextTurn(before(start('aspern'), 15));
    expect(fifteenth.state).toMatchObject({ bridge: { broken: true }, armyMorale: { french: 11 } });
    expect(nextTurn(before(fifteenth.state, 27)).state.bridge.broken).toBe(true);
  });
  it('MiB 16.1: option roll: from turn 2, each day turn the standing bridge breaks on a 6 and is mended 3 turns later', () => {
    const rolled = start(testScenario(), { bridgeBreaks: 'roll' });
    expect(stepNow(rolled)).toBe('orders'); // no roll on turn 1
    const second = nextTurnTo(rolled);
    expect(stepNow(second)).toBe('bridge-roll');
    expect(play(second, roll(5)).state.bridge.broken).toBe(false);
    const broken = play(second, roll(6));
    expect(eventsOf(broken.events, 'bridge')).toMatchObject([{ broken: true, roll: 6 }]);
    expect(broken.state).toMatchObject({ bridge: { broken: true, repairTurn: 5 }, armyMorale: { french: 7 } });
    const third = nextTurnTo(broken.state);
    expect(stepNow(third)).toBe('orders'); // no roll while broken
    const fifth = nextTurnTo(before(third, 5));
    expect(fifth.bridge.broken).toBe(false);
    expect(stepNow(fifth)).toBe('bridge-roll');
    expect(stepNow(nextTurnTo(before(fifth, 7)))).toBe('orders'); // a night turn
  });
});

/** Plays into the next turn, stopping at its first decision (a bridge roll, or the orders). */
function nextTurnTo(state: MibState): MibState {
  let s = state;
  const turn = s.turn;
  while (s.turn === turn) s = play(s, marchIntoBattle.decision(s).kind === 'chance' ? marchIntoBattle.legalActions(s)[0]! : { type: 'done' }).state;
  return s;
}

describe('MiB 4.0, 4.1, 13.0: rest and resupply', () => {
  const alone = (piece: Record<string, unknown>, turn = 1) => activate(position({ molitor: { hex: '0805', fatigue: 4, ...piece } }, { turn }), 'IV').state;

  it('MiB 4.1: day rest drops 1 fatigue level and reorganises', () => {
    const { state, events } = play(alone({ dis: true }), { type: 'rest', unit: 'molitor' });
    expect(unitState(state, 'molitor')).toMatchObject({ fatigue: 3, dis: false, act: 2 });
    expect(eventsOf(events, 'rested')).toMatchObject([{ rule: 'MiB 4.1', night: false }]);
  });
  it('MiB 13.0: night rest drops 3 levels', () => {
    const { state, events } = play(alone({}, 7), { type: 'rest', unit: 'molitor' });
    expect(unitState(state, 'molitor').fatigue).toBe(1);
    expect(eventsOf(events, 'rested')).toMatchObject([{ rule: 'MiB 13.0', night: true }]);
  });
  it('MiB 4.1: no rest in an enemy zone of control', () => {
    const zone = activate(position({ molitor: { hex: '0803' }, hessen: { hex: '0802', facing: 5 } }), 'IV').state;
    expect(refusal(zone, { type: 'rest', unit: 'molitor' })).toBe('MiB 4.1');
  });
  it('MiB 4.0: units given no action rest at the end of the activation, unless an enemy zone reaches them', () => {
    const s = activate(position({ molitor: { hex: '0803', fatigue: 2 }, legrand: { hex: '0806', fatigue: 2 }, hessen: { hex: '0802', facing: 5 } }), 'IV').state;
    const { state } = play(s, { type: 'done' });
    expect(unitState(state, 'molitor').fatigue).toBe(2);
    expect(unitState(state, 'legrand').fatigue).toBe(1);
  });
  it('MiB 11.0: resupply by day removes the out of supply marker, with no fatigue change; a unit in supply needs none', () => {
    const { state } = play(alone({ oos: true }), { type: 'resupply', unit: 'molitor' });
    expect(unitState(state, 'molitor')).toMatchObject({ oos: false, fatigue: 4 });
    expect(refusal(alone({}), { type: 'resupply', unit: 'molitor' })).toBe('MiB 11.0');
  });
  it('MiB 13.0: night resupply drops 2 levels', () => {
    const { state } = play(alone({}, 8), { type: 'resupply', unit: 'molitor' });
    expect(unitState(state, 'molitor')).toMatchObject({ oos: false, fatigue: 2 });
  });
});

describe('MiB 11.2: supply', () => {
  // The test battle's French supply hexes: 0308 (the bridge's entry) and 0208.
  const supplied = (pieces: Record<string, object>, extra: (s: MibState) => MibState = (s) => s) =>
    activate(extra(position(pieces as never, { supply: 'scenario' })), 'IV');

  it('MiB 11.2: at activation a unit more than 8 MP from a supply hex or a friendly train is marked out of supply', () => {
    const far = supplied({ molitor: { hex: '0801' } });
    expect(unitState(far.state, 'molitor').oos).toBe(true);
    expect(eventsOf(far.events, 'supply')).toMatchObject([{ unit: 'molitor', inSupply: false, rule: 'MiB 11.2' }]);
    expect(unitState(supplied({ molitor: { hex: '0304' } }).state, 'molitor').oos).toBe(false); // 7 MP over the bridge
    expect(unitState(supplied({ molitor: { hex: '0801' }, 'iv-train': { hex: '0804' } }).state, 'molitor').oos).toBe(false);
  });
  it('MiB 11.2: the supply path enters no enemy zone of control unless friends stand there', () => {
    // Molitor's only 8 MP way to the train (0805) runs down column 08; Hessen's and Kienmayer's zones cover 0802.
    const cut = { molitor: { hex: '0801' }, 'iv-train': { hex: '0805' }, hessen: { hex: '0702', facing: 5 }, kienmayer: { hex: '0902', facing: 5 } };
    expect(unitState(supplied(cut).state, 'molitor').oos).toBe(true);
    expect(unitState(supplied({ ...cut, legrand: { hex: '0802' } }).state, 'molitor').oos).toBe(false);
  });
  it('MiB 11.2, 16.1: while the great bridge is broken its entry hex supplies no one', () => {
    const broken = (s: MibState) => edit(s, (d) => void (d.bridge.broken = true));
    expect(unitState(supplied({ molitor: { hex: '0304' } }, broken).state, 'molitor').oos).toBe(true);
  });
  it('MiB 11.2: the marker stays until the unit resupplies, which it may only where it traces supply', () => {
    const stuck = supplied({ molitor: { hex: '0801', oos: true } }).state;
    expect(refusal(stuck, { type: 'resupply', unit: 'molitor' })).toBe('MiB 11.0');
    const back = supplied({ molitor: { hex: '0304', oos: true } }).state;
    expect(unitState(back, 'molitor').oos).toBe(true);
    expect(refusal(back, { type: 'resupply', unit: 'molitor' })).toBeNull();
  });
  it('MiB 11.2, 9.2: an out of supply unit recovers no stragglers', () => {
    expect(refusal(supplied({ molitor: { hex: '0801', s: 1 } }).state, { type: 'recover', unit: 'molitor' })).toBe('MiB 9.2');
    const recovering = supplied({ molitor: { hex: '0304', s: 1 } }).state;
    const { state } = play(recovering, { type: 'recover', unit: 'molitor' }, roll(4));
    expect(unitState(state, 'molitor').s).toBe(0);
  });
});

describe('MiB 16.2, 12: the end', () => {
  /** The last activation of the last turn (12), with who last held the church, the granary and the bridgehead. */
  const lastTurn = (held: readonly ('french' | 'austrian' | null)[]) => {
    const s = edit(position({ molitor: { hex: '0801' } }, { turn: 12 }), (d) => void (d.held = [...held]));
    return play(activate(s, 'IV').state, { type: 'done' });
  };
  it('MiB 16.2: the French win holding the church, the granary and the bridgehead at the end', () => {
    const { state, events } = lastTurn(['french', 'french', 'french']);
    expect(state.phase).toBe('over');
    expect(marchIntoBattle.result(state)).toMatchObject({ terminal: true, winner: 'french', reason: 'the French hold Aspern church, the Essling granary and the bridgehead' });
    expect(eventsOf(events, 'gameEnded')).toMatchObject([{ rule: 'MiB 16.2', winner: 'french' }]);
  });
  it('MiB 16.2: the Austrians win holding the bridgehead, or both the church and the granary', () => {
    expect(lastTurn(['french', 'french', 'austrian']).state.winner).toBe('austrian');
    expect(lastTurn(['austrian', 'austrian', 'french']).state.winner).toBe('austrian');
  });
  it('MiB 16.2: anything else is a draw', () => {
    const { state } = lastTurn(['french', 'austrian', 'french']);
    expect(marchIntoBattle.result(state)).toMatchObject({ terminal: true, winner: null, reason: 'neither side reached its goal' });
  });
  it('MiB 16.2: a hex is held by the last side with a combat unit in it', () => {
    const s = position({ molitor: { hex: '0504' } });
    const { state } = play(activate(s, 'IV').state, { type: 'done' });
    expect(state.held[0]).toBeNull(); // the church (0404) untouched
    const taken = edit(position({ molitor: { hex: '0404' } }), (d) => void (d.held = ['austrian', null, null]));
    expect(play(activate(taken, 'IV').state, { type: 'done' }).state.held[0]).toBe('french');
  });
  it('MiB 12: an army at 0 army morale or below is broken: the game ends and the enemy wins', () => {
    const low = edit(start(), (s) => void (s.armyMorale.french = 1));
    const { state, events } = nextTurn(before(low, 4)); // the bridge breaks: -1
    expect(state).toMatchObject({ phase: 'over', winner: 'austrian', turn: 4 });
    expect(eventsOf(events, 'gameEnded')).toMatchObject([{ rule: 'MiB 12', winner: 'austrian' }]);
  });
});
