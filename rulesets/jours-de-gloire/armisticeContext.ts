/**
 * A scenario's armistice (JdG S3) compiled for play: each side's redeployment zone as box indices, and the counters
 * that replace the generals and combat units after the scenario's number of turns, each with its entry box.
 *
 * @module
 */
import { quote, type PointGraph } from 'kriegsspiel';
import type { PieceInfo } from './pieceCatalogue.js';
import type { JdgScenario, Placement } from './scenario.js';
import { SIDES, type BySide } from './vocabulary.js';

/** The compiled armistice. */
export interface ArmisticeInfo {
  /** Each side's zone: its boxes in index order, and 1 by box index where it may redeploy. */
  readonly zones: BySide<readonly number[]>;
  readonly inZone: BySide<Uint8Array>;
  /** The counters that replace those on the map (S2's), by piece index, with their placement and entry box. */
  readonly replacement: readonly { readonly piece: number; readonly placement: Placement; readonly box: number }[];
}

type Problem = { readonly path: string; readonly message: string };

/**
 * Compiles `scenario.special.armistice` (`null` if none), or names the wrong field: zone boxes on the map and in one
 * zone only, the boxes that declare it victory boxes (their flags are kept), replacement counters of the catalogue
 * each coming in inside its side's zone.
 *
 * @example
 * ```ts
 * // compileArmistice(S3, map, pieces, pieceIndex)!.zones.french: the boxes the French may redeploy in
 * ```
 */
export function compileArmistice(scenario: JdgScenario, map: PointGraph, pieces: readonly PieceInfo[], pieceIndex: ReadonlyMap<string, number>): ArmisticeInfo | null | Problem {
  const armistice = scenario.special.armistice;
  if (armistice === undefined) return null;
  const at = 'scenario.special.armistice';
  const inZone = { french: new Uint8Array(map.size), coalition: new Uint8Array(map.size) };
  for (const side of SIDES) {
    for (const [k, id] of armistice.zones[side].entries()) {
      const b = map.indexOf(id);
      if (b < 0) return { path: `${at}.zones.${side}[${k}]`, message: `no box ${quote(id)} on the map` };
      if (side === 'coalition' && inZone.french[b] === 1) return { path: `${at}.zones.${side}[${k}]`, message: `${quote(id)} is in both zones` };
      inZone[side][b] = 1;
    }
  }
  for (const [k, id] of armistice.declaredWhen.boxes.entries()) {
    if (!Object.hasOwn(scenario.victory.control, id)) return { path: `${at}.declaredWhen.boxes[${k}]`, message: `${quote(id)} is not a victory box, whose control is kept` };
  }
  const replacement = [];
  for (const [k, placement] of armistice.replacement.entries()) {
    const piece = pieceIndex.get(placement.piece);
    if (piece === undefined || pieces[piece]!.kind === 'dummy') return { path: `${at}.replacement[${k}].piece`, message: `no general or combat unit ${quote(placement.piece)} in the roster` };
    const box = typeof placement.box === 'string' ? map.indexOf(placement.box) : -1;
    if (box < 0 || inZone[pieces[piece]!.side][box] !== 1) return { path: `${at}.replacement[${k}].box`, message: `one box of the ${pieces[piece]!.side} zone` };
    replacement.push({ piece, placement, box });
  }
  const zones = { french: boxesOf(inZone.french), coalition: boxesOf(inZone.coalition) };
  return { zones, inZone, replacement };
}

const boxesOf = (mask: Uint8Array): number[] => [...mask.keys()].filter((b) => mask[b] === 1);
