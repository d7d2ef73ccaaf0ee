import { describe, expect, it } from 'vitest';
import { napoleonAtWar, type NawState } from 'kriegsspiel/rulesets/napoleon-at-war';
import { play, position, roll, refusal, contextOf } from './position.js';

const enemy = (id: string, hex: string, strength = 4) => [id, 'coalition', 'infantry', strength, 4, hex] as const;
const gun = (id: string, hex: string, strength = 6, side: 'french' | 'coalition' = 'french') => [id, side, 'artillery', strength, 4, hex] as const;
const foot = (id: string, hex: string, strength = 4) => [id, 'french', 'infantry', strength, 4, hex] as const;

const bombard = (target: string, ...guns: string[]) => [{ type: 'attack', hex: target } as const, ...guns.map((unit) => ({ type: 'addAttacker', unit }) as const)];

describe('Napoleon at War artillery (8.x)', () => {
  it('NAW 8.11-8.12: artillery bombards a hex two away (counting the target, not its own hex), not three', () => {
    const s = position([gun('P', '0305'), enemy('D', '0505'), enemy('E', '0605')], {}, { phase: 'combat' });
    expect(refusal(s, { type: 'attack', hex: '0505' })).toBeNull();
    expect(refusal(s, { type: 'attack', hex: '0605' })).toBe('NAW 7.15');
  });

  it('NAW 8.13: bombarding artillery alone attacks a single hex (a second hex is refused citing 8.13)', () => {
    const t = position([gun('P', '0305'), gun('Q', '0304'), enemy('D', '0505'), enemy('E', '0504')], {}, { phase: 'combat' });
    const { state } = play(t, ...bombard('0505', 'P'));
    const added = napoleonAtWar.apply(state, { type: 'addDefender', hex: '0504' });
    expect(added.ok || added.violation).toMatchObject({ code: 'bombard-one-hex', rule: 'NAW 8.13' }); // no unit could join adjacent to both
  });

  it('NAW 8.14, 8.23: bombarding artillery is unaffected by an Ae that eliminates the adjacent attackers', () => {
    const s = position([gun('P', '0305', 1), foot('A', '0404', 1), enemy('D', '0505', 10)], {}, { phase: 'combat' });
    const { state, events } = play(s, ...bombard('0505', 'P', 'A'), { type: 'resolve', odds: '1-5' }, roll(6));
    expect(events.find((e) => e.type === 'combatResolved')).toMatchObject({
      breakdown: { attackers: [{ unit: 'A', bombarding: false }, { unit: 'P', bombarding: true }] },
      result: 'Ae',
    });
    expect(state.units.find((u) => u.id === 'A')!.status).toBe('eliminated');
    expect(state.units.find((u) => u.id === 'P')!.status).toBe('active');
  });

  it('NAW 8.15: bombarding artillery may elect to take an Attacker Retreat, or stay', () => {
    const s = position([gun('P', '0305', 1), enemy('D', '0505', 4)], {}, { phase: 'combat' });
    const { state } = play(s, ...bombard('0505', 'P'), { type: 'resolve', odds: '1-4' }, roll(1));
    const actions = napoleonAtWar.legalActions(state);
    expect(actions).toContainEqual({ type: 'declineRetreat' });
    expect(actions.some((a) => a.type === 'retreat' && a.unit === 'P')).toBe(true);
    const stayed = play(state, { type: 'declineRetreat' }).state;
    expect(stayed.combat).toBeNull();
  });

  it('NAW 8.3: forest and town hexes between the guns and the target block the line of sight', () => {
    // From 0503 to 0505 the line crosses 0504 only.
    const clear = position([gun('P', '0503'), enemy('D', '0505')], {}, { phase: 'combat' });
    expect(refusal(clear, { type: 'attack', hex: '0505' })).toBeNull();
    const wooded = position([gun('P', '0503'), enemy('D', '0505')], { terrain: { forest: ['0504'] } }, { phase: 'combat' });
    expect(refusal(wooded, { type: 'attack', hex: '0505' })).toBe('NAW 7.15');
    const town = position([gun('P', '0503'), enemy('D', '0505')], { terrain: { town: ['0504'] } }, { phase: 'combat' });
    expect(refusal(town, { type: 'attack', hex: '0505' })).toBe('NAW 7.15');
    const slope = position([gun('P', '0503'), enemy('D', '0505')], { terrain: { rough: ['0504'] } }, { phase: 'combat' });
    expect(refusal(slope, { type: 'attack', hex: '0505' })).toBeNull(); // 8.33: rough terrain does not block
  });

  it('NAW 8.32: a line of sight along a hexside is blocked only if both hexes beside it block', () => {
    // From 0305 to 0505 the line runs exactly along the hexside between 0404 and 0405.
    const probe = position([gun('P', '0305'), enemy('D', '0505')], {}, { phase: 'combat' });
    const grid = contextOf(probe).map.grid;
    const pair = grid.line(grid.indexOf('0305'), grid.indexOf('0505'))[1]!.hexes.map((h) => grid.idOf(h)).sort();
    expect(pair).toEqual(['0404', '0405']);
    const oneSide = position([gun('P', '0305'), enemy('D', '0505')], { terrain: { forest: ['0404'] } }, { phase: 'combat' });
    expect(refusal(oneSide, { type: 'attack', hex: '0505' })).toBeNull();
    const bothSides = position([gun('P', '0305'), enemy('D', '0505')], { terrain: { forest: ['0404'], town: ['0405'] } }, { phase: 'combat' });
    expect(refusal(bothSides, { type: 'attack', hex: '0505' })).toBe('NAW 7.15');
  });

  it('NAW 8.34-8.35: the target and firing hexes do not block, and guns fire over units', () => {
    const s = position([gun('P', '0305'), foot('A', '0405'), enemy('D', '0505'), enemy('X', '1010')], { terrain: { town: ['0305', '0505'] } }, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' });
    expect(refusal(state, { type: 'addAttacker', unit: 'P' })).toBeNull();
  });

  it('NAW 8.41-8.42: artillery in an enemy zone of control must attack adjacent units and may not bombard', () => {
    // E (0403) is two hexes from P, which stands in D's zone of control.
    const s = position([gun('P', '0405'), enemy('D', '0505'), enemy('E', '0403')], {}, { phase: 'combat' });
    expect(refusal(s, { type: 'endPhase' })).toBe('NAW 7.11');
    expect(refusal(s, { type: 'attack', hex: '0403' })).toBe('NAW 7.15');
    expect(refusal(s, { type: 'attack', hex: '0505' })).toBeNull();
  });

  it('NAW 8.43: artillery attacking from an adjacent hex suffers the result', () => {
    const s = position([gun('P', '0405', 1), enemy('D', '0505', 10)], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'P' }, { type: 'resolve', odds: '1-5' }, roll(6));
    expect(state.units.find((u) => u.id === 'P')!.status).toBe('eliminated');
  });

  it('NAW 8.45, 9.0: no attack across an unbridged river, but artillery may bombard across it', () => {
    const board = { hexsides: [{ between: ['0405', '0505'], features: ['river'] }] };
    const infantry = position([foot('A', '0405'), enemy('D', '0505')], board, { phase: 'combat' });
    expect(refusal(infantry, { type: 'attack', hex: '0505' })).toBe('NAW 7.15');
    expect(refusal(infantry, { type: 'endPhase' })).toBeNull(); // no zone of control across the river, no obligation
    const guns = position([gun('P', '0405'), enemy('D', '0505')], board, { phase: 'combat' });
    const { state, events } = play(guns, { type: 'attack', hex: '0505' }, { type: 'addAttacker', unit: 'P' }, { type: 'resolve', odds: '1-1' }, roll(6));
    expect(events.find((e) => e.type === 'combatResolved')).toMatchObject({ breakdown: { attackers: [{ unit: 'P', bombarding: true }] }, result: 'Ar' });
    expect(state.combat?.mayRetreat).toEqual(['P']);
  });

  it('NAW 8.51: the defender\'s artillery never adds its strength to a defense', () => {
    const s = position([foot('A', '0405'), enemy('D', '0505'), gun('Q', '0705', 6, 'coalition')], {}, { phase: 'combat' });
    const { state } = play(s, { type: 'attack', hex: '0505' });
    expect(refusal(state, { type: 'addAttacker', unit: 'Q' })).toBe('NAW 7.0');
  });

  it('NAW 10.1: artillery may not bombard at night (there is no combat phase)', () => {
    const s = position([gun('P', '0305'), enemy('D', '0505')], {}, { scenario: { nightTurns: [1] } });
    const { state } = play(s, { type: 'endPhase' });
    expect(state.phase).toBe('movement');
    expect(state.phasing).toBe('coalition');
  });
});
