// The Aspern-Essling order of battle (rulesets/march-into-battle/data/aspern): integrity, and the totals the
// reference gives (/shared/reference/aspern-essling.md §0, §1b, §1c), at MiB 2.1's 1,000 foot, 500 horse, 4 guns a SP.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASPERN_REGIONS, type OobSide } from '../../rulesets/march-into-battle/data/aspern/oobTypes.js';
import {
  ARMY_COMMANDERS, BRIDGE_BREAKS, FORMATIONS, LEADER_SETUP, SETUP, UNITS,
} from '../../rulesets/march-into-battle/data/aspern/orderOfBattle.js';
import { ASPERN_LAST_TURN, clockOfTurn } from '../../rulesets/march-into-battle/data/aspern/turnClock.js';

const COMBAT_KINDS: readonly string[] = ['infantry', 'cavalry', 'artillery'];
const setupOf = new Map(SETUP.map((row) => [row.unit, row]));
const turnOf = (unit: string): number => setupOf.get(unit)?.turn ?? Infinity;

/** A side's foot, horse (organic cavalry included) and guns among the units on the map by a turn. */
function strength(side: OobSide, byTurn = ASPERN_LAST_TURN) {
  const units = UNITS.filter((u) => u.side === side && turnOf(u.id) <= byTurn);
  const total = (f: (u: (typeof units)[number]) => number) => units.reduce((n, u) => n + f(u), 0);
  const foot = total((u) => (u.kind === 'infantry' ? u.sp * 1000 : 0));
  const horse = total((u) => ((u.kind === 'cavalry' ? u.sp : 0) + (u.organicCavalry ?? 0)) * 500);
  return { foot, horse, men: foot + horse, guns: total((u) => (u.kind === 'artillery' ? u.sp * 4 : 0)) };
}

/** The turn of a side's first unit on the map, or of a formation's. */
const firstTurn = (pick: (u: (typeof UNITS)[number]) => boolean) => Math.min(...UNITS.filter(pick).map((u) => turnOf(u.id)));

describe('Aspern order of battle: integrity', () => {
  it('ids are unique across formations, commanders, HQs and units', () => {
    const ids = [
      ...FORMATIONS.flatMap((f) => [f.id, f.commander.id]),
      ...ARMY_COMMANDERS.flatMap((c) => [c.id, c.hq]),
      ...UNITS.map((u) => u.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('MiB 2.2: every unit belongs to a formation of its own side', () => {
    for (const u of UNITS) expect(FORMATIONS.find((f) => f.id === u.formation)?.side, u.id).toBe(u.side);
  });

  it('MiB 2.2, 6.8: combat units have 1-9 SP with their organic cavalry, so each fits a 10 SP stack', () => {
    for (const u of UNITS.filter((v) => COMBAT_KINDS.includes(v.kind))) {
      expect(u.sp, u.id).toBeGreaterThanOrEqual(1);
      expect(u.sp + (u.organicCavalry ?? 0), u.id).toBeLessThanOrEqual(9);
    }
    for (const u of UNITS.filter((v) => v.organicCavalry !== undefined)) expect(u.kind, u.id).toBe('infantry');
    for (const u of UNITS.filter((v) => v.horse)) expect(u.kind, u.id).toBe('artillery');
  });

  it('MiB 2.3: morale 1-6; the Guard infantry 6 and French; grenadiers 5; every provenance says why', () => {
    for (const u of UNITS) {
      expect(u.morale, u.id).toBeGreaterThanOrEqual(1);
      expect(u.morale, u.id).toBeLessThanOrEqual(6);
      expect(u.provenance, u.id).toMatch(/\[(S\d+|K|D|A)/);
    }
    const guard = UNITS.filter((u) => u.guard);
    expect(guard.map((u) => u.id)).toEqual(['fr-guard-old', 'fr-guard-young']);
    expect(guard.every((u) => u.morale === 6 && u.kind === 'infantry' && u.side === 'french')).toBe(true);
    expect(UNITS.filter((u) => u.formation === 'au-gren' && u.kind === 'infantry').every((u) => u.morale === 5)).toBe(true);
  });

  it('MiB 2.2: one supply train of 4 SP, morale 2, per formation, and one French bridge engineer of 1 SP', () => {
    const trains = UNITS.filter((u) => u.kind === 'train');
    expect(trains.map((u) => u.formation).sort()).toEqual(FORMATIONS.map((f) => f.id).sort());
    expect(trains.every((u) => u.sp === 4 && u.morale === 2)).toBe(true);
    const engineers = UNITS.filter((u) => u.kind === 'engineer');
    expect(engineers.map((u) => [u.side, u.sp])).toEqual([['french', 1]]);
  });

  it('MiB 2.5: commanders rated 1-5; Napoleon 5 and Charles 4 command the armies, one HQ each', () => {
    for (const c of [...FORMATIONS.map((f) => f.commander), ...ARMY_COMMANDERS]) {
      expect(c.rating, c.id).toBeGreaterThanOrEqual(1);
      expect(c.rating, c.id).toBeLessThanOrEqual(5);
    }
    expect(ARMY_COMMANDERS.map((c) => [c.id, c.side, c.rating])).toEqual([['napoleon', 'french', 5], ['charles', 'austrian', 4]]);
  });
});

describe('Aspern order of battle: set-up and arrivals', () => {
  it('MiB 3.2: every unit has exactly one SETUP row, on a turn of the track and a region of the map', () => {
    expect(SETUP.map((r) => r.unit).sort()).toEqual(UNITS.map((u) => u.id).sort());
    for (const r of SETUP) {
      expect(r.turn, r.unit).toBeGreaterThanOrEqual(0);
      expect(r.turn, r.unit).toBeLessThanOrEqual(ASPERN_LAST_TURN);
      expect(ASPERN_REGIONS, r.unit).toContain(r.region);
    }
  });

  it('MiB 3.2: the French start on the left bank, in the bridgehead or on Lobau and cross at french-entry; the Austrians enter by road', () => {
    for (const u of UNITS) {
      const { turn, region } = setupOf.get(u.id)!;
      if (u.side === 'austrian') expect([turn > 0, region.startsWith('austrian-entry-')], u.id).toEqual([true, true]);
      else if (turn === 0) expect(['lobau', 'bridgehead', 'small-bridge'].includes(region) || region.startsWith('french-start-'), u.id).toBe(true);
      else expect(region, u.id).toBe('french-entry');
    }
  });

  it('§1b: every reinforcement\'s provenance names the day and hour of its turn (turn 1 = 21 May 14:00)', () => {
    for (const r of [...SETUP, ...LEADER_SETUP.map((l) => ({ ...l, unit: l.leader }))].filter((row) => row.turn > 0)) {
      expect(r.provenance, r.unit).toContain(`${clockOfTurn(r.turn)} (turn ${r.turn})`);
    }
  });

  it('MiB 16.1: the bridge breaks on the evening of the 21st, is whole again in the night turn holding 22:00, and breaks for good at 08:00 on the 22nd', () => {
    expect(BRIDGE_BREAKS.map((b) => [b.turn, b.repairedTurn])).toEqual([[7, 8], [15, null]]);
    expect([clockOfTurn(7), clockOfTurn(8), clockOfTurn(15)]).toEqual(['21 May 20:00', '21 May 21:00', '22 May 08:00']);
  });

  it('MiB 16.1: no French reinforcement is due while the great bridge is broken', () => {
    const broken = (turn: number) => BRIDGE_BREAKS.some((b) => turn >= b.turn && (b.repairedTurn === null || turn < b.repairedTurn));
    const due = SETUP.filter((r) => r.region === 'french-entry');
    expect(due.length).toBeGreaterThan(0);
    for (const r of due) expect(broken(r.turn), r.unit).toBe(false);
  });

  it('MiB 2.5: each commander enters with his formation\'s first units, each army commander and HQ no later than his army', () => {
    const leaderTurn = new Map(LEADER_SETUP.map((l) => [l.leader, l.turn]));
    const leaders = [...FORMATIONS.map((f) => f.commander.id), ...ARMY_COMMANDERS.flatMap((c) => [c.id, c.hq])];
    expect(LEADER_SETUP.map((l) => l.leader).sort()).toEqual(leaders.sort());
    for (const f of FORMATIONS) expect(leaderTurn.get(f.commander.id), f.id).toBe(firstTurn((u) => u.formation === f.id));
    for (const c of ARMY_COMMANDERS) {
      const first = firstTurn((u) => u.side === c.side);
      expect(leaderTurn.get(c.id)!, c.id).toBeLessThanOrEqual(first);
      expect(leaderTurn.get(c.hq)!, c.hq).toBeLessThanOrEqual(first);
    }
  });
});

describe('Aspern order of battle: the totals of the reference', () => {
  it('§0, §1b: 22,000-25,000 French on the left bank at 14:00 on 21 May ([S1] 22-23,000; [S10] 24,938; [S1][S2][S9] 22,500-25,000)', () => {
    const { men } = strength('french', 0);
    expect(men).toBeGreaterThanOrEqual(22_000);
    expect(men).toBeLessThanOrEqual(25_000);
  });

  it('§0, §1b: about 30,000 French by the evening of the 21st, before the break ([S1])', () => {
    const { men } = strength('french', 6);
    expect(men).toBeGreaterThanOrEqual(28_000);
    expect(men).toBeLessThanOrEqual(32_000);
  });

  it('§0: 55,000-75,000 French in all ([S1] about 60,000 engaged; [S15] 65,000 foot and 10,000 horse; [S10] about 75,000)', () => {
    const { men } = strength('french');
    expect(men).toBeGreaterThanOrEqual(55_000);
    expect(men).toBeLessThanOrEqual(75_000);
  });

  it('§0: French guns 44-54 at the start (ro.wikipedia 44, [S10] 54) and 144-152 in all (ro.wikipedia 144, [S5][S15] 152)', () => {
    expect(strength('french', 0).guns).toBeGreaterThanOrEqual(44);
    expect(strength('french', 0).guns).toBeLessThanOrEqual(54);
    expect(strength('french').guns).toBeGreaterThanOrEqual(144);
    expect(strength('french').guns).toBeLessThanOrEqual(152);
  });

  it('§0, §1c: Austrian foot 84,000-98,000 ([S15] 84,000; [S9] 98,000), within the 103 battalions at 816 men ([S1], [D])', () => {
    const { foot } = strength('austrian');
    expect(foot).toBeGreaterThanOrEqual(84_000);
    expect(foot).toBeLessThanOrEqual(Math.min(98_000, 103 * 816));
  });

  it('§0, §1c: about 14,000 Austrian horse ([S15] 14,250; 148 squadrons at 96 [S1][D])', () => {
    const { horse } = strength('austrian');
    expect(Math.abs(horse - 14_250)).toBeLessThanOrEqual(1_000);
  });

  it('§0, §1c: 260-290 Austrian guns ([S10] 258, [S15] 288, §1c about 290 [A])', () => {
    const { guns } = strength('austrian');
    expect(guns).toBeGreaterThanOrEqual(260);
    expect(guns).toBeLessThanOrEqual(290);
  });
});

describe('ORDER_OF_BATTLE.md', () => {
  it('lists every unit as built: formation, kind, SP, organic cavalry, morale, turn, hour and region', () => {
    const doc = readFileSync(new URL('../../rulesets/march-into-battle/data/ORDER_OF_BATTLE.md', import.meta.url), 'utf8');
    const rows = new Map(doc.split('\n').filter((l) => /^\| `(fr|au)-/.test(l)).map((l) => {
      const cells = l.split('|').slice(1, -1).map((c) => c.trim().replaceAll('`', ''));
      return [cells[0]!, cells.slice(2)] as const;
    }));
    expect(rows.size).toBe(UNITS.length);
    for (const u of UNITS) {
      const { turn, region } = setupOf.get(u.id)!;
      const hour = turn === 0 ? 'on the map' : clockOfTurn(turn);
      const row = [u.formation, u.kind, u.sp, u.organicCavalry ?? '', u.morale, turn, hour, region].map(String);
      expect(rows.get(u.id), u.id).toEqual(row);
    }
  });
});
