// Every table of the March into Battle player aid, cell by cell: the aid's printed cells (written out here as the
// aid prints them) parsed and compared with the ruleset's data.
import { describe, expect, it } from 'vitest';
import {
  ARMY_MORALE, CET, COMBAT_DRMS, CRT, FATIGUE_BY_ACTION, FORCE_RATIO_BANDS, HASTY_ATTACK_DRM, ORDER_CHECK, ORDER_RANGES,
  OTHER_COMBAT_EFFECTS, OTHER_MOVEMENT_EFFECTS, TERRAIN_EFFECTS, cetRowOf, crtRowOf, type CetCell,
} from 'kriegsspiel/rulesets/march-into-battle';

/** Parses an aid CET cell such as `D4L 2s, 2F` or `F` (`-` is no effect). */
function parseCet(text: string): CetCell {
  const cell = { disorganise: null as 'all' | number | null, leader: false, c: 0, s: 0, f: 0 };
  for (const token of text.split(/[\s,]+/).filter((t) => t !== '' && t !== '-')) {
    const d = /^D(\d)?(L)?$/.exec(token);
    if (d) {
      cell.disorganise = d[1] === undefined ? 'all' : Number(d[1]);
      cell.leader = d[2] === 'L';
      continue;
    }
    const loss = /^(\d*)([csF])$/.exec(token);
    if (!loss) throw new Error(`unreadable cell ${text}`);
    const n = loss[1] === '' ? 1 : Number(loss[1]);
    if (loss[2] === 'c') cell.c = n;
    else if (loss[2] === 's') cell.s = n;
    else cell.f = n;
  }
  return cell;
}

describe('MiB CET: the Combat Effects Table', () => {
  // The aid's rows for a modified roll of <1, 1, 2, 3, 4, 5, >5.
  const aid = {
    advance: ['-', 'D 1c,1s,3F', 'D 1s, 2F', 'D5 2F', 'D4 F', 'D3 F', 'D3 F'],
    engaged: ['D 1c,2s,3F', 'D 1c, 1s, 3F', 'D4L 2s, 2F', 'D4L 1s, 2F', 'D3L 1s, F', 'D3L F', 'F'],
    retreat: ['D 1c, 1s, 3F', 'D 1s, 2F', 'D 1s, F', 'D4 F', 'D3 F', 'D3 F', 'F'],
  } as const;
  for (const column of ['advance', 'engaged', 'retreat'] as const) {
    aid[column].forEach((text, row) => {
      it(`MiB CET: ${column}, roll ${['<1', '1', '2', '3', '4', '5', '>5'][row]} is "${text}"`, () => {
        expect(CET[column][row]).toEqual(parseCet(text));
      });
    });
  }
  it('MiB CET: a modified roll below 1 reads row <1, above 5 row >5', () => {
    expect([-4, 0, 1, 5, 6, 9].map(cetRowOf)).toEqual([0, 0, 1, 5, 6, 6]);
  });
});

describe('MiB CRT: the Combat Results Table', () => {
  // Attacker and defender per row: <1, 1 .. 6, >6, as the aid prints them.
  const aid = [
    ['Engaged -3', 'Engaged +3'], ['Engaged -2', 'Engaged +2'], ['Engaged -1', 'Engaged +1'], ['Engaged +0', 'Engaged +0'],
    ['Engaged +1', 'Engaged -1'], ['Advance 1 0', 'Retreat 1 0'], ['Advance 2 +1', 'Retreat 2 -1'], ['Advance 3 +2', 'Retreat 3 -2'],
  ] as const;
  const parse = (text: string) => {
    const [word, a, b] = text.split(' ');
    const column = word!.toLowerCase();
    return column === 'engaged' ? { column, drm: Number(a), hexes: 0 } : { column, drm: Number(b), hexes: Number(a) };
  };
  aid.forEach(([attacker, defender], row) => {
    it(`MiB CRT: roll ${['<1', '1', '2', '3', '4', '5', '6', '>6'][row]} gives the attacker "${attacker}" and the defender "${defender}"`, () => {
      expect(CRT[row]).toEqual({ attacker: parse(attacker), defender: parse(defender) });
    });
  });
  it('MiB CRT: a modified roll below 1 reads row <1, above 6 row >6', () => {
    expect([-3, 0, 1, 6, 7, 12].map(crtRowOf)).toEqual([0, 0, 1, 6, 7, 7]);
  });
});

describe('MiB TEC: the Terrain Effects', () => {
  // Attacker, defender, inf/cav movement, Trn/BE points, * (no artillery DRM), ** (no charge), as the aid prints them.
  const aid: Record<keyof typeof TERRAIN_EFFECTS, readonly [string, string, string, string, boolean, boolean]> = {
    mainRoad: ['-', '-', '1', '1', false, false],
    sideRoad: ['-', '-', '2', '2', false, false],
    clear: ['-', '-', '2', '3', false, false],
    upSlope: ['¾', '-', '-', '+1', true, false],
    steepSlope: ['½', '-', '+1', 'N/A', true, true],
    forest: ['-', '-', '3', '5', false, true],
    village: ['¾', 'no rear hexes', '-', '-', false, true],
    town: ['½', 'no rear hexes', '-', '-', false, false],
    riverBridge: ['½', '-', '1', '1', false, false],
    river: ['N/A', '-', 'N/A', 'N/A', false, false],
    swamp: ['½', '-', '3', 'N/A', false, true],
    stream: ['-', '-', '+1', 'N/A', false, true],
    creek: ['½', '-', '+3', 'All', false, true],
  };
  const strength = (t: string) => ({ '-': 1, '¾': 0.75, '½': 0.5, 'N/A': null })[t];
  const move = (t: string) => (t === '-' ? 'none' : t === 'N/A' ? 'prohibited' : t === 'All' ? 'all' : t.startsWith('+') ? { add: Number(t) } : { cost: Number(t) });
  for (const [row, [attacker, defender, inf, trains, art, charge]] of Object.entries(aid)) {
    it(`MiB TEC: ${row} reads ${attacker} / ${defender} / ${inf} / ${trains}${art ? ' *' : ''}${charge ? ' **' : ''}`, () => {
      expect(TERRAIN_EFFECTS[row as keyof typeof TERRAIN_EFFECTS]).toEqual({
        attacker: strength(attacker), noRearHexes: defender === 'no rear hexes', move: move(inf), trainMove: move(trains), noArtilleryDrm: art, noCharge: charge,
      });
    });
  }
});

describe('MiB OCE, OME, FE: the other effects', () => {
  it('MiB OCE: night and spent may not attack and defend at half, no charge; tired halves both; rear, out of supply and disorganised halve the defender', () => {
    expect(OTHER_COMBAT_EFFECTS).toEqual({
      night: { attacker: null, defender: 0.5, noCharge: true },
      spent: { attacker: null, defender: 0.5, noCharge: true },
      tired: { attacker: 0.5, defender: 0.5, noCharge: true },
      rearAttack: { attacker: 1, defender: 0.5, noCharge: false },
      outOfSupply: { attacker: null, defender: 0.5, noCharge: false },
      disorganised: { attacker: null, defender: 0.5, noCharge: false },
    });
    expect(HASTY_ATTACK_DRM).toBe(-2);
  });
  it('MiB OME: a turn after a move costs 1 MP, an attack after a move 2, leaving an enemy zone +2', () => {
    expect(OTHER_MOVEMENT_EFFECTS).toEqual({ turnAfterMove: 1, attackAfterMove: 2, leaveEnemyZone: 2 });
  });
  it('MiB FE: movement, cavalry retreat and cavalry in combat +1; stationary actions 0, night resupply -2; day rest -1, night rest -3', () => {
    expect(FATIGUE_BY_ACTION).toEqual({
      movement: 1, attack: null, cavalryRetreatBeforeCombat: 1, cavalryInCombat: 1, changeFacing: 0, stragglerRecovery: 0, resupply: 0, nightResupply: -2, bridge: 0, dayRest: -1, nightRest: -3,
    });
  });
});

describe('MiB CM: the combat modifiers', () => {
  it('MiB CM: the force ratio columns <1:2, 1:2, <1, 1:1, >1, 2:1, 3:1, >3:1 take -3 to +4 in order', () => {
    expect(FORCE_RATIO_BANDS.map((b) => b.drm)).toEqual([-3, -2, -1, 0, 1, 2, 3, 4]);
    expect(FORCE_RATIO_BANDS.map((b) => `${b.num}:${b.den}`)).toEqual(['0:1', '1:2', '3:4', '1:1', '3:2', '2:1', '3:1', '4:1']);
  });
  it('MiB CM: three-hex attack +1, defender under HOLD -1, under RETREAT +1, commanders 1', () => {
    expect(COMBAT_DRMS).toEqual({ threeHexAttack: 1, defenderHolds: -1, defenderRetreats: 1, commanders: 1 });
  });
});

describe('MiB OC, OR, AM', () => {
  it('MiB OC: 6 or less follows orders; above 6 drops them at a third lost; a natural 1 for a commander rated 3 or less allows only rest', () => {
    expect(ORDER_CHECK).toEqual({ followAtMost: 6, dropLossFraction: 1 / 3, restOnlyRatingAtMost: 3, restOnlyRoll: 1 });
  });
  it('MiB OR: within 10 MP Orders Received, 11-20 Transit 1, 21-30 Transit 2, beyond Transit 3; +5 with an order', () => {
    expect(ORDER_RANGES).toEqual({ limits: [10, 20, 30], withOrder: 5 });
  });
  it('MiB AM: every line of the army morale changes', () => {
    expect(ARMY_MORALE).toEqual({
      attackOrAdvanceOnEnemy: 1, enemyAttackDiscarded: 1, attackDiscarded: -1, retreatOrMarchBack: -1, holdBroken: -1, smashedOrEliminatedDivision: -1,
      smashedGuardDivision: -2, perFiveGunsLost: -1, hqOverrun: -1, armyCommanderCasualty: { austrian: -2, french: -3 }, bridgeBroken: -1,
    });
  });
});
