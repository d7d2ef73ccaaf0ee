// Wagram 13.x: the set-up. The French choose hexes inside their areas; the Austrians stand on printed hexes.
import { describe, expect, it } from 'vitest';
import { napoleonAtWar, WAGRAM, type NawAction, type NawState, type ScenarioUnit } from 'kriegsspiel/rulesets/napoleon-at-war';
import { play, position, refusal, contextOf } from './position.js';

function wagram(options = {}): NawState {
  const made = napoleonAtWar.setup('wagram', options, 1);
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
}

const deploy = (unit: string, to: string): NawAction => ({ type: 'deploy', unit, to });
const infantry = (id: string, extra: Partial<ScenarioUnit>): ScenarioUnit => ({ id, side: 'french', kind: 'infantry', strength: 4, movement: 4, ...extra });
/** A test board whose French units set up in areas (the Allied unit stands far away). */
const areas = (units: ScenarioUnit[], board = {}) =>
  position([], board, { scenario: { units: [...units, { id: 'X', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '1010' }] } });

describe('Wagram 13.x: initial deployment', () => {
  it('Wagram 13.1, 13.2: the French set up first within their areas, the Austrians stand on their printed hexes', () => {
    const state = wagram();
    expect([state.phase, state.phasing, state.turn]).toEqual(['deployment', 'french', 1]);
    expect(napoleonAtWar.decision(state)).toEqual({ kind: 'side', side: 'french', step: 'deployment' });
    expect(state.units.filter((u) => u.status === 'undeployed')).toHaveLength(43);
    const ctx = contextOf(state);
    for (const u of WAGRAM.units.filter((x) => x.side === 'coalition' && x.hex)) {
      expect(ctx.map.grid.idOf(state.units[ctx.unitIndex.get(u.id)!]!.hex), u.id).toBe(u.hex);
    }
    const actions = napoleonAtWar.legalActions(state);
    expect(new Set(actions.map((a) => a.type))).toEqual(new Set(['deploy']));
    for (const a of actions) {
      if (a.type !== 'deploy') continue;
      const area = WAGRAM.units.find((u) => u.id === a.unit)!.setupArea!;
      const hex = ctx.map.grid.indexOf(a.to);
      if ('region' in area) expect(ctx.map.region('lobau'), `${a.unit} ${a.to}`).toContain(hex);
      else expect(ctx.map.grid.distance(ctx.map.grid.indexOf(area.near), hex), `${a.unit} ${a.to}`).toBeLessThanOrEqual(area.within);
    }
    expect(refusal(state, deploy('Mora', '1320'))).toBe('Wagram 13.1'); // 0524 + 3 does not reach 1320
    expect(refusal(state, deploy('1/AG', '0524'))).toBe('Wagram 13.1'); // the Austrians have no choice
    expect(refusal(state, { type: 'endPhase' })).toBe('Wagram 13.1');
  });

  it('Wagram 13.1: once every French unit is placed, game-turn 1 begins with the French movement phase', () => {
    let state = wagram();
    const ctx = contextOf(state);
    const events: { type: string }[] = [];
    for (const u of WAGRAM.units.filter((x) => x.side === 'french')) {
      const applied = play(state, deploy(u.id, u.hex!));
      state = applied.state;
      events.push(...applied.events);
    }
    expect(events.filter((e) => e.type === 'deployed')).toHaveLength(43);
    expect(events.at(-1)).toMatchObject({ type: 'phaseStarted', turn: 1, side: 'french', phase: 'movement' });
    expect([state.phase, state.phasing, state.turn]).toEqual(['movement', 'french', 1]);
    const historical = wagram({ historicalDeployment: true });
    expect(state.units.map((u) => [u.id, u.hex, u.status])).toEqual(historical.units.map((u) => [u.id, u.hex, u.status]));
    expect(ctx.hexIds[state.units[ctx.unitIndex.get('OlGd')!]!.hex]).toBe('0517');
  });

  it('Wagram 13.1: the option historicalDeployment sets the French up at their documented hexes and starts play', () => {
    const state = wagram({ historicalDeployment: true });
    expect([state.phase, state.phasing]).toEqual(['movement', 'french']);
    expect(state.units.filter((u) => u.status === 'undeployed')).toEqual([]);
    expect(state.units.filter((u) => u.status === 'active')).toHaveLength(73);
  });

  it('Wagram 13.1, NAW 5.32: a placement that would leave another unit no hex in its area is refused', () => {
    const state = areas([infantry('A', { setupArea: { near: '0505', within: 0 } }), infantry('B', { setupArea: { near: '0505', within: 1 } })]);
    const targets = napoleonAtWar.legalActions(state).flatMap((a) => (a.type === 'deploy' ? [`${a.unit}@${a.to}`] : []));
    expect(targets).toContain('A@0505');
    expect(targets).not.toContain('B@0505');
    expect(targets.filter((t) => t.startsWith('B@'))).toHaveLength(6);
    expect(refusal(state, deploy('B', '0505'))).toBe('Wagram 13.1');
    const placed = play(state, deploy('B', '0504'), deploy('A', '0505')).state;
    expect([placed.phase, placed.phasing, placed.turn]).toEqual(['movement', 'french', 1]);
    expect(refusal(play(state, deploy('A', '0505')).state, deploy('B', '0505'))).toBe('NAW 5.32');
  });

  it('Wagram 13.1, NAW 9.0: no unit sets up on prohibited terrain', () => {
    const state = areas([infantry('A', { setupArea: { near: '0505', within: 1 } })], { terrain: { lake: ['0505', '0504'] } });
    const targets = napoleonAtWar.legalActions(state).flatMap((a) => (a.type === 'deploy' ? [a.to] : []));
    expect(targets.sort()).toEqual(['0404', '0405', '0506', '0604', '0605']);
    expect(refusal(state, deploy('A', '0505'))).toBe('Wagram 13.1');
  });

  it('Wagram 13.1: a scenario whose set-up areas cannot hold their units is refused, naming the field', () => {
    const scenario = { ...WAGRAM, id: 'crowded', units: WAGRAM.units.map(({ hex, ...u }) => (u.side === 'french' ? { ...u, setupArea: { near: '1320', within: 1 } } : { ...u, hex })) };
    const made = napoleonAtWar.setup(scenario, {}, 1);
    expect(!made.ok && made.violation.message).toMatch(/^scenario\.units: the french set-up areas cannot hold their units/);
    const outside = { ...WAGRAM, id: 'outside', units: WAGRAM.units.map((u) => (u.id === 'Mora' ? { ...u, hex: '1320' } : u)) };
    const refused = napoleonAtWar.setup(outside, {}, 1);
    expect(!refused.ok && refused.violation.message).toMatch(/^scenario\.units\[\d+\]\.hex: 1320 is outside/);
  });

  it('Wagram 13.3: the French player is the first player', () => {
    expect(WAGRAM.firstPlayer).toBe('french');
    expect(wagram({ historicalDeployment: true }).phasing).toBe('french');
  });
});
