// March into Battle's artillery (MiB 7.9, 7.10, 7.3): the field of fire, the artillery DRM, the extra retreat hex out
// of a field of fire, and gun losses, on positions built from the test battle.
import { describe, expect, it } from 'vitest';
import type { Draft } from 'kriegsspiel';
import { fieldOfFire, marchIntoBattle, type MibAction, type MibOptions, type MibState } from 'kriegsspiel/rulesets/march-into-battle';
import { testScenario } from './fixture.js';
import { ctxOf, play, roll } from './position.js';

type Place = readonly [hex: string, facing: number];
type Edit = Draft<MibState>;

const N = 2;
const NW = 3;
const SW = 4;
const S = 5;

const base = (options: Partial<MibOptions> = {}) => {
  const made = marchIntoBattle.setup(testScenario(), options, 1, 'explicit');
  if (!made.ok) throw new Error(made.violation.message);
  return made.state;
};

/**
 * The IV Corps acting under ATTACK orders in the operations phase of turn 1 with only the `placed` units on the map;
 * commanders and HQs stand in the corners, out of every attack.
 */
function position(placed: Record<string, Place>, edit: (s: Edit, unit: (id: string) => Edit['units'][number]) => void = () => {}, options: Partial<MibOptions> = {}): MibState {
  const state = structuredClone(base(options)) as Edit;
  const ctx = ctxOf(state);
  const hex = (id: string) => ctx.map.grid.indexOf(id);
  state.units.forEach((u) => Object.assign(u, { hex: -1, act: 0 }));
  for (const [id, [at, facing]] of Object.entries(placed)) Object.assign(state.units[ctx.unitIndex.get(id)!]!, { hex: hex(at), facing });
  state.formations.forEach((f, i) => (f.commander = hex(ctx.formationSide[i] === 0 ? '0108' : '0101')));
  state.hq = { french: hex('0108'), austrian: hex('0101') };
  state.phase = 'operations';
  state.active = ctx.formationIndex.get('IV')!;
  state.checked = true;
  state.formations[state.active]!.order = { type: 'attack', target: hex('0101'), reached: false };
  edit(state, (id) => state.units[ctx.unitIndex.get(id)!]!);
  return state as MibState;
}

const attack = (target: string, ...from: string[]): MibAction => ({ type: 'attack', target, from, charge: false });
const retreat = (to: string): MibAction => ({ type: 'retreat', to });

/** The hexes one unit covers, as sorted printed ids. */
function covered(state: MibState, id: string): string[] {
  const ctx = ctxOf(state);
  return fieldOfFire(ctx, state, ctx.unitIndex.get(id)!).map((h) => ctx.hexIds[h]!).sort();
}

/** The artillery of the attack's CRT roll (MiB 7.9): the combatRolled event's strengths and its 7.9 DRM entry. */
function artilleryOf(state: MibState, target: string, ...from: string[]) {
  const { events } = play(state, attack(target, ...from), roll(3));
  const rolled = events.find((e) => e.type === 'combatRolled');
  if (rolled?.type !== 'combatRolled') throw new Error('no CRT roll');
  return { ...rolled.artillery, entry: rolled.drms.find((d) => d.rule === 'MiB 7.9')?.value ?? 0 };
}

const unitOf = (state: MibState, id: string) => state.units[ctxOf(state).unitIndex.get(id)!]!;
const hexOf = (state: MibState, id: string) => ctxOf(state).hexIds[unitOf(state, id).hex];

describe('MiB 7.10: the field of fire', () => {
  it('MiB 7.10: covers the three front hexes and the five hexes beyond them at range 2, nothing behind', () => {
    const state = position({ 'iv-art': ['0803', N] });
    // Front: 0703 (NW), 0802 (N), 0903 (NE); range 2: 0602 (2 NW), 0702 (N+NW), 0801 (2 N), 0902 (N+NE), 1002 (2 NE).
    expect(covered(state, 'iv-art')).toEqual(['0602', '0702', '0703', '0801', '0802', '0902', '0903', '1002']);
  });

  it('MiB 7.10: a town between the guns and a hex blocks the line of sight', () => {
    // 0805 faces north: 0604 lies beyond the town 0705.
    const state = position({ 'iv-art': ['0805', N] });
    expect(covered(state, 'iv-art')).toEqual(['0704', '0705', '0803', '0804', '0904', '0905', '1004']);
  });

  it('MiB 7.10: the range is the option `artillery.range`', () => {
    const state = position({ 'iv-art': ['0803', N] }, () => {}, { artillery: { range: 1, maxDrm: 3 } });
    expect(covered(state, 'iv-art')).toEqual(['0703', '0802', '0903']);
  });

  it('MiB 7.10, 2.4: guns in a village have no rear: they cover all round', () => {
    const state = position({ 'iv-art': ['0404', N] }, () => {}, { artillery: { range: 1, maxDrm: 3 } });
    expect(covered(state, 'iv-art')).toEqual(['0304', '0305', '0403', '0405', '0504', '0505']);
  });

  it('MiB 7.10: a village between the guns and a hex blocks the line of sight', () => {
    // 0403 faces south over the village 0404: it sees 0404 itself, not 0405 behind it.
    const state = position({ 'iv-art': ['0403', S] });
    expect(covered(state, 'iv-art')).toContain('0404');
    expect(covered(state, 'iv-art')).not.toContain('0405');
  });

  it('MiB 7.10: a forest between the guns and a hex blocks the line of sight', () => {
    // 0304 faces north into the wood 0303: it sees the wood's edge, not 0302 beyond it.
    const state = position({ 'iv-art': ['0304', N] });
    expect(covered(state, 'iv-art')).toContain('0303');
    expect(covered(state, 'iv-art')).not.toContain('0302');
  });

  it('MiB 7.10: fire does not reach up a slope, but does down it', () => {
    // The slope between 0405 and 0404 rises to 0404.
    expect(covered(position({ 'iv-art': ['0405', N] }), 'iv-art')).not.toContain('0404');
    expect(covered(position({ 'iv-art': ['0504', SW] }), 'iv-art')).toContain('0404');
    expect(covered(position({ 'vi-art': ['0404', S] }), 'vi-art')).toContain('0405');
  });

  it('MiB 7.10: disorganised, spent or smashed guns project no field of fire', () => {
    for (const change of [{ dis: true }, { smashed: true }, { fatigue: 5 }]) {
      const state = position({ 'iv-art': ['0805', N] }, (_s, unit) => Object.assign(unit('iv-art'), change));
      expect(covered(state, 'iv-art')).toEqual([]);
    }
  });
});

describe('MiB 7.9: the artillery DRM', () => {
  // Molitor (0805) attacks Vincent (0804) from the south.
  const fight = (placed: Record<string, Place>, edit?: Parameters<typeof position>[1], options?: Partial<MibOptions>) =>
    position({ molitor: ['0805', N], vincent: ['0804', S], ...placed }, edit, options);

  it("MiB 7.9: the attacker's guns covering the defended hex give + their SP", () => {
    expect(artilleryOf(fight({ 'iv-art': ['0805', N] }), '0804', '0805')).toEqual({ attacker: 3, defender: 0, drm: 3, entry: 3 });
  });

  it("MiB 7.9: the defender's guns covering an attacking hex give − their SP, the attacker's less them", () => {
    // vi-art (4 SP) on 0803 faces south over 0804 to 0805.
    expect(artilleryOf(fight({ 'iv-art': ['0805', N], 'vi-art': ['0803', S] }), '0804', '0805')).toEqual({ attacker: 3, defender: 4, drm: -1, entry: -1 });
  });

  it("MiB 7.9: the defender's own guns in the defended hex count when they cover an attacking hex; the DRM is capped at 3", () => {
    expect(artilleryOf(fight({ 'vi-art': ['0804', S] }), '0804', '0805')).toEqual({ attacker: 0, defender: 4, drm: -3, entry: -3 });
  });

  it('MiB 7.9: guns facing away cover nothing and give no DRM', () => {
    expect(artilleryOf(fight({ 'vi-art': ['0804', N] }), '0804', '0805')).toEqual({ attacker: 0, defender: 0, drm: 0, entry: 0 });
  });

  it('MiB 7.9: the cap is the option `artillery.maxDrm`', () => {
    expect(artilleryOf(fight({ 'iv-art': ['0805', N] }, undefined, { artillery: { range: 2, maxDrm: 2 } }), '0804', '0805').drm).toBe(2);
  });

  it('MiB 7.9: tired guns fire at half strength (the DRM rounds toward zero)', () => {
    const state = fight({ 'iv-art': ['0805', N] }, (_s, unit) => (unit('iv-art').fatigue = 3));
    expect(artilleryOf(state, '0804', '0805')).toEqual({ attacker: 1.5, defender: 0, drm: 1, entry: 1 });
  });

  it('MiB 7.9: disorganised guns give no DRM', () => {
    const state = fight({ 'iv-art': ['0805', N] }, (_s, unit) => (unit('iv-art').dis = true));
    expect(artilleryOf(state, '0804', '0805').drm).toBe(0);
  });

  it('MiB 7.9: doubled when the stack with the inferior artillery is in an enemy cavalry zone (square)', () => {
    // Lasalle on 0905 faces north-west into 0804.
    expect(artilleryOf(fight({ 'iv-art': ['0805', N], lasalle: ['0905', NW] }), '0804', '0805').drm).toBe(6);
    // Facing away, its zone misses 0804: not doubled.
    expect(artilleryOf(fight({ 'iv-art': ['0805', N], lasalle: ['0905', S] }), '0804', '0805').drm).toBe(3);
  });

  it('MiB 7.9: against an inferior attacker, doubled only when every attacking hex is in an enemy cavalry zone', () => {
    // Hessen on 0905 faces south-west into 0805, not into 0705.
    const placed = { 'vi-art': ['0804', S], hessen: ['0905', SW] } as const;
    expect(artilleryOf(fight(placed), '0804', '0805').drm).toBe(-6);
    const twoHexes = fight({ ...placed, legrand: ['0705', 0] });
    expect(artilleryOf(twoHexes, '0804', '0705', '0805').drm).toBe(-3);
  });

  it('MiB 7.9, TEC *: no artillery DRM in an attack up a slope', () => {
    // Vincent holds the village 0404 on its height; iv-art on 0504 covers it. 0405 attacks up the slope, 0505 across the flat.
    const placed = { vincent: ['0404', S], molitor: ['0405', N], legrand: ['0505', NW], 'iv-art': ['0504', SW] } as const;
    const state = position(placed);
    expect(artilleryOf(state, '0404', '0505')).toEqual({ attacker: 3, defender: 0, drm: 3, entry: 3 });
    expect(artilleryOf(state, '0404', '0405')).toEqual({ attacker: 3, defender: 0, drm: 0, entry: 0 });
    expect(artilleryOf(state, '0404', '0405', '0505').drm).toBe(0);
  });
});

describe('MiB 7.3: out of the field of fire', () => {
  // Molitor (7 SP, morale 4) attacks Vincent (7 SP, morale 3); the CET rolls 6 (F) for both stacks.
  it('MiB 7.3: a stack ending its retreat in an enemy field of fire retreats one more hex and rises 1 fatigue level', () => {
    // DRM +4 (morale +1, artillery +3): a 1 reads Retreat 1. iv-art covers 0804 and 0803 but not 0802.
    const state = position({ molitor: ['0805', N], 'iv-art': ['0805', N], vincent: ['0804', S] });
    const { state: after, events } = play(state, attack('0804', '0805'), roll(1), roll(6), roll(6), retreat('0803'));
    expect(marchIntoBattle.decision(after)).toMatchObject({ kind: 'side', side: 'austrian', step: 'retreat' });
    expect(unitOf(after, 'vincent').fatigue).toBe(2);
    expect(events.filter((e) => e.type === 'fatigue' && e.rule === 'MiB 7.3')).toHaveLength(1);
    const done = play(after, retreat('0802')).state;
    expect(hexOf(done, 'vincent')).toBe('0802');
    expect(marchIntoBattle.decision(done)).toMatchObject({ kind: 'side', side: 'french', step: 'advance' });
  });

  it('MiB 7.3: out of every field of fire, the retreat ends at its hexes', () => {
    // DRM +1 (morale): a 4 reads Retreat 1.
    const state = position({ molitor: ['0805', N], vincent: ['0804', S], 'iv-art': ['0105', N] });
    const { state: after } = play(state, attack('0804', '0805'), roll(4), roll(6), roll(6), retreat('0803'));
    expect(unitOf(after, 'vincent').fatigue).toBe(1);
    expect(marchIntoBattle.decision(after)).toMatchObject({ step: 'advance' });
  });

  it('MiB 7.3: with no hex to go on to, the stack stays in the field of fire and gains no fatigue', () => {
    // Vincent retreats from 1002 to the corner 1001, under iv-art's fire from 1003; the only hex farther, 0901, holds a French train.
    const state = position({ molitor: ['1003', N], 'iv-art': ['1003', N], vincent: ['1002', S], 'iv-train': ['0901', 0] });
    const { state: after } = play(state, attack('1002', '1003'), roll(1), roll(6), roll(6), retreat('1001'));
    expect(hexOf(after, 'vincent')).toBe('1001');
    expect(unitOf(after, 'vincent').fatigue).toBe(1);
    expect(marchIntoBattle.decision(after)).toMatchObject({ step: 'advance' });
  });
});

describe('MiB 7.9: gun losses on retreating', () => {
  // Molitor (7 SP) attacks vi-art (4 SP, morale 3) alone from its rear: DRM +4 (ratio 7:2 is +3, morale +1); a 1 reads Retreat 1.
  const retreated = (edit?: Parameters<typeof position>[1]) =>
    play(position({ molitor: ['0805', N], 'vi-art': ['0804', N] }, edit), attack('0804', '0805'), roll(1), roll(6), roll(6), retreat('0803')).state;

  it('MiB 7.9: a retreating battery checks for gun loss: on 2 or less it loses 1 SP (4 guns)', () => {
    const before = retreated();
    expect(marchIntoBattle.decision(before)).toMatchObject({ kind: 'chance', step: 'gun-check' });
    const { state, events } = play(before, roll(2));
    expect(unitOf(state, 'vi-art').c).toBe(1);
    expect(state.gunsLost.austrian).toBe(4);
    expect(events).toContainEqual({ type: 'gunsLost', rule: 'MiB 7.9', unit: 'vi-art', guns: 4 });
    expect(state.armyMorale.austrian).toBe(before.armyMorale.austrian);
  });

  it('MiB 7.9: on 3 or more it loses nothing', () => {
    const { state } = play(retreated(), roll(3));
    expect(unitOf(state, 'vi-art').c).toBe(0);
    expect(state.gunsLost.austrian).toBe(0);
  });

  it('MiB 7.9, 9.2: a smashed battery takes −1: a 3 loses, and the loss eliminates it with all its guns', () => {
    // Smashed, vi-art defends at 1 SP: DRM +5 (ratio 7:1 is +4, morale +1); a 1 reads Retreat 2.
    const before = play(
      position({ molitor: ['0805', N], 'vi-art': ['0804', S] }, (_s, unit) => Object.assign(unit('vi-art'), { dis: true, smashed: true })),
      attack('0804', '0805'), roll(1), roll(6), roll(6), retreat('0803'), retreat('0802'),
    ).state;
    const { state, events } = play(before, roll(3));
    expect(unitOf(state, 'vi-art').hex).toBe(-2);
    expect(events).toContainEqual({ type: 'gunsLost', rule: 'MiB 7.9', unit: 'vi-art', guns: 16 });
    // MiB AM: 16 guns are three fives.
    expect(state.armyMorale.austrian).toBe(before.armyMorale.austrian - 3);
  });

  it('MiB AM: −1 army morale for each five guns lost', () => {
    const before = retreated((s) => (s.gunsLost = { ...s.gunsLost, austrian: 4 }));
    const { state, events } = play(before, roll(1));
    expect(state.gunsLost.austrian).toBe(8);
    expect(state.armyMorale.austrian).toBe(before.armyMorale.austrian - 1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'armyMorale', rule: 'MiB AM', side: 'austrian', change: -1 }));
  });
});
