import { describe, expect, it } from 'vitest';
import { napoleonAtWar } from 'kriegsspiel/rulesets/napoleon-at-war';
import { hexOf, moveTargets, play, position, refusal } from './position.js';

// Test board neighbours (flat-topped, even columns shifted down): odd column c: (c, r±1), (c±1, r-1), (c±1, r);
// even column c: (c, r±1), (c±1, r), (c±1, r+1).

describe('Napoleon at War movement (5.x, 6.x, 10.2, 14.x)', () => {
  it('NAW 5.21: a 1-MP unit enters one clear hex but not a forest hex (2 MP)', () => {
    const s = position([['F', 'french', 'infantry', 4, 1, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], { terrain: { forest: ['0504'] } });
    const targets = moveTargets(s, 'F');
    expect(targets).toContain('0506');
    expect(targets).not.toContain('0504');
    expect(targets).toHaveLength(5);
  });

  it('NAW 5.22: road to road through a road hexside costs 1/2 MP whatever the terrain', () => {
    const s = position([['F', 'french', 'infantry', 4, 1, '0105'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      terrain: { forest: ['0205', '0305'] },
      hexsides: [{ between: ['0105', '0205'], features: ['road'] }, { between: ['0205', '0305'], features: ['road'] }],
    });
    expect(moveTargets(s, 'F')).toContain('0305'); // two forest hexes for 1 MP by road
    const { events } = play(s, { type: 'move', unit: 'F', to: '0305' });
    expect(events.find((e) => e.type === 'moved')).toMatchObject({ path: ['0105', '0205', '0305'], cost: 1 });
  });

  it('NAW 5.22, 5.25: road movement across a bridged stream costs 1/2 MP, an unbridged stream 2 more', () => {
    const s = position([['F', 'french', 'infantry', 4, 1, '0105'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      hexsides: [{ between: ['0105', '0205'], features: ['road', 'stream', 'bridge'] }, { between: ['0105', '0106'], features: ['stream'] }],
    });
    const targets = moveTargets(s, 'F');
    expect(targets).toContain('0205');
    expect(targets).not.toContain('0106'); // 1 + 2 MP > 1 MP
  });

  it('NAW 5.25: entering forest through a stream hexside costs 4 MP', () => {
    // Lakes at 0405 and 0605 close the ways around the stream.
    const board = { terrain: { forest: ['0506'], lake: ['0405', '0605'] }, hexsides: [{ between: ['0505', '0506'], features: ['stream'] }] };
    const three = position([['F', 'french', 'infantry', 4, 3, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], board);
    const four = position([['F', 'french', 'infantry', 4, 4, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], board);
    expect(moveTargets(three, 'F')).not.toContain('0506');
    expect(moveTargets(four, 'F')).toContain('0506');
  });

  it('NAW 5.24: a river hexside is crossed only at a bridge, at no extra cost', () => {
    const s = position([['F', 'french', 'infantry', 4, 1, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      hexsides: [{ between: ['0505', '0506'], features: ['river'] }, { between: ['0505', '0504'], features: ['river', 'bridge'] }],
    });
    const targets = moveTargets(s, 'F');
    expect(targets).not.toContain('0506');
    expect(targets).toContain('0504');
  });

  it('NAW 5.26: crossing a slope hexside costs 1 MP more only when moving from the slope hex up', () => {
    const board = { hexsides: [{ between: ['0505', '0506'], features: ['slope'], uphill: '0506' }] };
    const below = position([['F', 'french', 'infantry', 4, 1, '0505'], ['X', 'coalition', 'infantry', 1, 1, '1010']], board);
    const above = position([['F', 'french', 'infantry', 4, 1, '0506'], ['X', 'coalition', 'infantry', 1, 1, '1010']], board);
    expect(moveTargets(below, 'F')).not.toContain('0506');
    expect(moveTargets(above, 'F')).toContain('0505');
  });

  it('NAW 5.12, 6.0: a unit never enters an enemy hex and stops on entering an enemy-controlled hex', () => {
    const s = position([['F', 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '0505']]);
    const targets = moveTargets(s, 'F');
    expect(targets).not.toContain('0505');
    expect(targets).toContain('0405'); // enemy-controlled: may enter...
    expect(targets).not.toContain('0605'); // ...but not move on through it, and 0605 is only reachable around
    const refused = napoleonAtWar.apply(s, { type: 'move', unit: 'F', to: '0505' });
    expect(refused.ok || refused.violation.rule).toBe('NAW 5.12');
  });

  it('NAW 5.13: a unit that starts in an enemy-controlled hex may not move', () => {
    const s = position([['F', 'french', 'infantry', 4, 4, '0405'], ['X', 'coalition', 'infantry', 1, 1, '0505']]);
    expect(moveTargets(s, 'F')).toEqual([]);
    const refused = napoleonAtWar.apply(s, { type: 'move', unit: 'F', to: '0305' });
    expect(!refused.ok && refused.violation.rule).toBe('NAW 5.13');
  });

  it('NAW 6.6: no zone of control through an unbridged river hexside', () => {
    const s = position([['F', 'french', 'infantry', 4, 2, '0303'], ['X', 'coalition', 'infantry', 1, 1, '0505']], {
      hexsides: [{ between: ['0404', '0505'], features: ['river'] }],
    });
    // 0404 is adjacent to the enemy only across the river: not controlled, so F may pass through it to 0504.
    const { state } = play(s, { type: 'move', unit: 'F', to: '0404' });
    expect(hexOf(state, 'F')).toBe('0404');
    expect(moveTargets(s, 'F')).toContain('0504');
  });

  it('NAW 5.17: a unit that has moved may not move again that phase', () => {
    const s = position([['F', 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '1010']]);
    const { state } = play(s, { type: 'move', unit: 'F', to: '0306' });
    const again = napoleonAtWar.apply(state, { type: 'move', unit: 'F', to: '0307' });
    expect(!again.ok && again.violation.rule).toBe('NAW 5.17');
  });

  it('NAW 5.31-5.32: units pass through friends; a unit ending on a friend makes it move out before the phase ends', () => {
    const s = position([
      ['F', 'french', 'infantry', 4, 4, '0305'],
      ['G', 'french', 'infantry', 4, 4, '0405'],
      ['X', 'coalition', 'infantry', 1, 1, '1010'],
    ]);
    expect(moveTargets(s, 'F')).toContain('0605'); // through G's hex
    const { state } = play(s, { type: 'move', unit: 'F', to: '0405' });
    expect(state.mustMove).toBe('G');
    const end = napoleonAtWar.apply(state, { type: 'endPhase' });
    expect(!end.ok && end.violation.rule).toBe('NAW 5.32');
    const { state: after } = play(state, { type: 'move', unit: 'G', to: '0305' });
    expect(after.mustMove).toBeNull();
    expect(hexOf(after, 'F')).toBe('0405');
    expect(hexOf(after, 'G')).toBe('0305');
  });

  it('NAW 5.32: stacking is judged at the end of the phase, so two units hemmed in together may swap hexes', () => {
    // 0505 and 0506 are open; every other hex around them is lake.
    const lakes = ['0504', '0404', '0405', '0604', '0605', '0507', '0406', '0606'];
    const s = position([['F', 'french', 'infantry', 4, 4, '0505'], ['G', 'french', 'infantry', 4, 4, '0506'], ['X', 'coalition', 'infantry', 1, 1, '1010']], {
      terrain: { lake: lakes },
    });
    expect(moveTargets(s, 'F')).toEqual(['0506']);
    expect(refusal(s, { type: 'move', unit: 'F', to: '0506' })).toBeNull();
    const { state } = play(s, { type: 'move', unit: 'F', to: '0506' });
    expect(state.mustMove).toBe('G');
    expect(moveTargets(state, 'G')).toEqual(['0505']);
    const { state: after } = play(state, { type: 'move', unit: 'G', to: '0505' }, { type: 'endPhase' });
    expect([hexOf(after, 'F'), hexOf(after, 'G'), after.phase]).toEqual(['0506', '0505', 'combat']);
  });

  it('NAW 5.32: a unit may not end its move on a friend that cannot step aside', () => {
    const s = position([
      ['F', 'french', 'infantry', 4, 4, '0305'],
      ['G', 'french', 'infantry', 4, 4, '0405'], // in the enemy zone: cannot move (5.13)
      ['X', 'coalition', 'infantry', 1, 1, '0505'],
    ]);
    expect(moveTargets(s, 'F')).not.toContain('0405');
  });

  it('names are data: a terrain named toString (a prototype key) is looked up as a name, never as a function', () => {
    const base = position([['F', 'french', 'infantry', 4, 2, '0305'], ['X', 'coalition', 'infantry', 1, 1, '1010']]);
    const context = napoleonAtWar.contextOf(base);
    if (!context.ok) throw new Error(context.violation.message);
    const map = { ...(context.context.scenario.map as Record<string, unknown>), terrainTypes: ['clear', 'toString'], terrain: { toString: ['0405'] } };
    const made = napoleonAtWar.setup({ ...context.context.scenario, id: 'odd-terrain', map }, { terrain: { clear: { cost: 1, roadOnly: false, defense: 1, blocksLineOfSight: false }, toString: { cost: 2, roadOnly: false, defense: 1, blocksLineOfSight: false } } }, 1);
    if (!made.ok) throw new Error(made.violation.message);
    const { events } = play(made.state, { type: 'move', unit: 'F', to: '0405' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'moved', cost: 2 })); // its chart entry: 2 MP
    // The published chart lacks it: refused at setup, naming the field, rather than played as something else.
    const noEntry = napoleonAtWar.setup({ ...context.context.scenario, id: 'odd-terrain-2', map }, {}, 1);
    expect(noEntry).toMatchObject({ ok: false, violation: { code: 'bad-options', message: expect.stringMatching(/^options\.terrain: the map uses "toString"/) } });
  });

  it('NAW 10.2: at night units may not enter enemy-controlled hexes', () => {
    const pieces = [['F', 'french', 'infantry', 4, 4, '0305'], ['X', 'coalition', 'infantry', 1, 1, '0505']] as const;
    const night = position(pieces, {}, { scenario: { nightTurns: [1] } });
    expect(moveTargets(night, 'F')).not.toContain('0405');
    expect(refusal(night, { type: 'move', unit: 'F', to: '0405' })).toBe('NAW 10.2'); // cited as 10.2, not 5.15
    const day = position(pieces);
    expect(moveTargets(day, 'F')).toContain('0405');
  });

  it('NAW 10.1: a night game-turn has no combat phase', () => {
    const s = position([['F', 'french', 'infantry', 4, 4, '0405'], ['X', 'coalition', 'infantry', 1, 1, '0505']], {}, { scenario: { nightTurns: [1] } });
    const { state } = play(s, { type: 'endPhase' });
    expect(state.phasing).toBe('coalition');
    expect(state.phase).toBe('movement');
  });

  it('NAW 14.1-14.3: a reinforcement enters on its game-turn, paying 1 MP to be placed on the entry hex', () => {
    const s = position([['X', 'coalition', 'infantry', 1, 1, '1010']], {}, {
      scenario: {
        units: [
          { id: 'R', side: 'french', kind: 'infantry', strength: 4, movement: 2, arrives: { turn: 1, entry: ['0105'] } },
          { id: 'X', side: 'coalition', kind: 'infantry', strength: 1, movement: 1, hex: '1010' },
        ],
      },
    });
    const targets = moveTargets(s, 'R');
    expect(targets).toContain('0105');
    expect(targets).toContain('0205'); // 1 MP to enter + 1 MP clear
    expect(targets).not.toContain('0305');
  });
});
