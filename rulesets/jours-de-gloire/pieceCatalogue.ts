/**
 * Every counter a scenario can put in play, with its static ratings: the roster's generals (`g:` ids) and units, the
 * detachment counters, and the scenario's dummies (1.3). The state keeps only what changes.
 *
 * @module
 */
import { quote } from 'kriegsspiel';
import type { Roster } from './roster.js';
import type { JdgScenario } from './scenario.js';
import { SIDES, type Arm, type PieceKind, type Side } from './vocabulary.js';

/** The static data of one counter. */
export interface PieceInfo {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly kind: PieceKind;
  readonly arm: Arm | null;
  /** The roster's army (`null` for detachment counters and dummies until placed). */
  readonly army: string | null;
  /** Generals (1.1): value of command, rank, tactical bonus; 0 for others. */
  readonly vc: number;
  readonly rank: number;
  readonly bt: number;
  /** Units (1.2.1): artillery bonus, cohesion, cavalry bonus, full strength; 0 for others. */
  readonly ba: number;
  readonly co: number;
  readonly bc: number;
  readonly full: number;
  /** A detachment counter (6.1). */
  readonly detachment: boolean;
  readonly guard: boolean;
  /** Cohesion added in a mountain box, and always in command (S7-S9: Hofer). */
  readonly mountainCohesion: number;
  readonly alwaysInCommand: boolean;
}

const NONE = { vc: 0, rank: 0, bt: 0, ba: 0, co: 0, bc: 0, full: 0, detachment: false, guard: false, mountainCohesion: 0, alwaysInCommand: false } as const;

/** The counters of a scenario in a fixed order (generals, units, detachments, dummies), or the field that is wrong. */
export function pieceCatalogue(scenario: JdgScenario, roster: Roster): { readonly pieces: readonly PieceInfo[]; readonly pieceIndex: ReadonlyMap<string, number> } | { readonly path: string; readonly message: string } {
  const pieces: PieceInfo[] = [
    ...roster.generals.map((g): PieceInfo => ({ ...NONE, id: `g:${g.id}`, name: g.name, side: g.side, kind: 'general', arm: null, army: g.army, vc: g.vc, rank: g.rank, bt: g.bt })),
    ...roster.units.map((u): PieceInfo => ({
      ...NONE, id: u.id, name: u.name, side: u.side, kind: 'unit', arm: u.arm, army: u.army, ba: u.ba, co: u.co, bc: u.bc, full: u.pf,
      guard: u.guard === true, mountainCohesion: u.mountainCohesion ?? 0, alwaysInCommand: u.alwaysInCommand === true,
    })),
    ...roster.detachments.map((d): PieceInfo => ({ ...NONE, id: d.id, name: `Detachment ${d.id.replace(/^[a-z]+-/, '')}`, side: d.side, kind: 'unit', arm: d.arm, army: null, co: d.co, bc: d.bc, detachment: true })),
    ...SIDES.flatMap((side) =>
      (['infantry', 'cavalry'] as const).flatMap((arm) =>
        Array.from({ length: scenario.dummies[side][arm] }, (_, k): PieceInfo => ({ ...NONE, id: `${side === 'french' ? 'fr' : 'co'}-dummy-${arm}-${k + 1}`, name: `Dummy (${arm})`, side, kind: 'dummy', arm, army: null })),
      ),
    ),
  ];
  const pieceIndex = new Map<string, number>();
  for (const [i, p] of pieces.entries()) {
    if (pieceIndex.has(p.id)) return { path: 'scenario.roster', message: `counter id ${quote(p.id)} is used twice` };
    pieceIndex.set(p.id, i);
  }
  const armies = new Set(roster.armies.map((a) => a.id));
  for (const [i, p] of pieces.entries()) if (p.army !== null && !armies.has(p.army)) return { path: `scenario.roster`, message: `counter ${quote(p.id)} (${i}) names no army of the roster: ${quote(p.army)}` };
  return { pieces, pieceIndex };
}
