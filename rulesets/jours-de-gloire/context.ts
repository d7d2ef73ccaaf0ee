/**
 * A Jours de Gloire scenario compiled for play: the box map, the roster and the scenario, resolved into dense
 * indices the rules read (piece, box, connection, army). Static, built once per scenario by the ruleset instance.
 *
 * @module
 */
import { createMemo, loadPointGraph, quote, violation, type CompileResult, type Memo, type PointGraph } from 'kriegsspiel';
import { compileArmistice, type ArmisticeInfo } from './armisticeContext.js';
import { BUILT_IN_MAPS } from './data/maps.js';
import { BUILT_IN_ROSTERS } from './data/rosters/index.js';
import type { Roster } from './roster.js';
import type { JdgScenario } from './scenario.js';
import { pieceCatalogue, type PieceInfo } from './pieceCatalogue.js';
import { checkOptionalArrivals } from './checkOptionalArrivals.js';
import { TERRAINS, type Side, type Terrain } from './vocabulary.js';

/** What the rules read of a connection (JdG 5.1, the Terrain Effects Table). */
export interface ConnectionInfo {
  /** 1 for a plain line, 2 for a dotted one. */
  readonly cost: number;
  /** A major river crossed by a bridge (can be destroyed, 6.4); a minor river crossed by a ford (3.1); a major river with no bridge (5.1). */
  readonly bridge: boolean;
  readonly ford: boolean;
  readonly river: boolean;
}

/** An army (4.1): its side and its commander-in-chief's piece index. */
export interface ArmyInfo {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  readonly commander: number;
}

/** A compiled scenario. */
export interface JdgContext {
  readonly scenario: JdgScenario;
  readonly map: PointGraph;
  readonly roster: Roster;
  /** Box id by index, terrain by index, fortified cities (8.8). */
  readonly boxIds: readonly string[];
  readonly terrain: readonly Terrain[];
  readonly fortified: Uint8Array;
  readonly connections: readonly ConnectionInfo[];
  /** Every counter of the scenario (generals, units, detachment counters, dummies), and the index of each id. */
  readonly pieces: readonly PieceInfo[];
  readonly pieceIndex: ReadonlyMap<string, number>;
  readonly armies: ReadonlyMap<string, ArmyInfo>;
  /** Victory boxes by index (9.0). */
  readonly victoryBoxes: readonly { readonly box: number; readonly points: number; readonly for: Side | 'both' }[];
  /** The scenario's armistice (S3), or `null`. */
  readonly armistice: ArmisticeInfo | null;
  /** Caches owned by the ruleset instance. */
  readonly memo: Memo;
}

type Built = JdgContext | { readonly path: string; readonly message: string };

/**
 * Compiles a validated scenario into its context, or says which field is wrong.
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, compileScenario } from 'kriegsspiel/rulesets/jours-de-gloire';
 * const compiled = compileScenario(BUILT_IN_SCENARIOS['danube-s1']!);
 * if (compiled.ok) compiled.context.boxIds.length; // the boxes of the map
 * ```
 */
export function compileScenario(scenario: JdgScenario): CompileResult<JdgContext> {
  const made = build(scenario);
  return 'path' in made ? { ok: false, violation: violation('invalid-scenario', 'JdG 0.1', `${made.path}: ${made.message}`) } : { ok: true, context: made };
}

function build(scenario: JdgScenario): Built {
  const mapData = typeof scenario.map === 'string' ? (Object.hasOwn(BUILT_IN_MAPS, scenario.map) ? BUILT_IN_MAPS[scenario.map] : undefined) : scenario.map;
  if (mapData === undefined) return { path: 'scenario.map', message: `no built-in map ${quote(String(scenario.map))}` };
  const loaded = loadPointGraph(mapData);
  if (!loaded.ok) return { path: `scenario.map.${loaded.error.path}`, message: loaded.error.message };
  const map = loaded.graph;
  const roster = typeof scenario.roster === 'string' ? (Object.hasOwn(BUILT_IN_ROSTERS, scenario.roster) ? BUILT_IN_ROSTERS[scenario.roster] : undefined) : scenario.roster;
  if (roster === undefined) return { path: 'scenario.roster', message: `no built-in roster ${quote(String(scenario.roster))}` };

  const boxIds = Array.from({ length: map.size }, (_, b) => map.idOf(b) as string);
  const terrain: Terrain[] = [];
  const fortified = new Uint8Array(map.size);
  for (let b = 0; b < map.size; b++) {
    const attributes = map.box(b).attributes;
    const t = attributes.terrain ?? 'clear';
    if (!TERRAINS.includes(t as Terrain)) return { path: `scenario.map.boxes[${b}].attributes.terrain`, message: `expected one of ${TERRAINS.join(', ')}` };
    terrain.push(t as Terrain);
    fortified[b] = attributes.fortified === true ? 1 : 0;
  }
  const connections: ConnectionInfo[] = [];
  for (let c = 0; c < map.connectionCount; c++) {
    const { kind, cost } = map.connection(c);
    if (!/^(plain|dotted)(\+bridge|\+ford)?$|^river$/.test(kind)) return { path: `scenario.map.connections[${c}].kind`, message: `unknown connection kind ${quote(kind)}` };
    connections.push({ cost: kind === 'river' ? 1 : kind.startsWith('dotted') ? 2 : cost, bridge: kind.endsWith('+bridge'), ford: kind.endsWith('+ford'), river: kind === 'river' });
  }

  const catalogue = pieceCatalogue(scenario, roster);
  if ('path' in catalogue) return catalogue;
  const { pieces, pieceIndex } = catalogue;
  const armies = new Map<string, ArmyInfo>();
  for (const [i, a] of roster.armies.entries()) {
    const commander = pieceIndex.get(`g:${a.commander}`);
    if (commander === undefined) return { path: `scenario.roster.armies[${i}].commander`, message: `no general ${quote(a.commander)}` };
    armies.set(a.id, { id: a.id, side: a.side, name: a.name, commander });
  }
  const boxOf = (id: string, path: string): number | { path: string; message: string } => {
    const b = map.indexOf(id);
    return b >= 0 ? b : { path, message: `no box ${quote(id)} on the map` };
  };
  const additional = (scenario.special.additionalReinforcements?.rolls ?? []).flatMap((r, k) => r.units.map((p, j) => [p, `scenario.special.additionalReinforcements.rolls[${k}].units[${j}]`] as const));
  const placements = [...scenario.setup.map((p, i) => [p, `scenario.setup[${i}]`] as const), ...scenario.reinforcements.map((p, i) => [p, `scenario.reinforcements[${i}]`] as const), ...additional];
  for (const [p, path] of placements) {
    if (!pieceIndex.has(p.piece)) return { path: `${path}.piece`, message: `no counter ${quote(p.piece)} in the roster` };
    for (const [k, id] of (typeof p.box === 'string' ? [p.box] : p.box).entries()) {
      const b = boxOf(id, typeof p.box === 'string' ? `${path}.box` : `${path}.box[${k}]`);
      if (typeof b !== 'number') return b;
    }
    if (p.attachedTo !== undefined && !pieceIndex.has(p.attachedTo)) return { path: `${path}.attachedTo`, message: `no unit ${quote(p.attachedTo)}` };
    if (p.army !== undefined && !armies.has(p.army)) return { path: `${path}.army`, message: `no army ${quote(p.army)}` };
  }
  for (const [k, r] of (scenario.special.removals ?? []).entries()) {
    for (const [field, id] of [['general', r.general], ['replacement', r.replacement]] as const) {
      if (id !== undefined && pieces[pieceIndex.get(id) ?? -1]?.kind !== 'general') return { path: `scenario.special.removals[${k}].${field}`, message: `no general ${quote(id)} in the roster` };
    }
  }
  const optional = checkOptionalArrivals(scenario, pieces, pieceIndex);
  if (optional !== null) return optional;
  const victoryBoxes = [];
  for (const [i, v] of scenario.victory.boxes.entries()) {
    const b = boxOf(v.box, `scenario.victory.boxes[${i}].box`);
    if (typeof b !== 'number') return b;
    victoryBoxes.push({ box: b, points: v.points, for: v.for });
  }
  for (const [i, pair] of [...scenario.bridges.destroyed, ...scenario.bridges.pontoons.map((p) => p.between)].entries()) {
    const [a, b] = pair.map((id) => map.indexOf(id));
    if (a === undefined || b === undefined || a < 0 || b < 0 || map.connectionsBetween(a, b).length === 0) {
      return { path: `scenario.bridges[${i}]`, message: `no connection between ${quote(pair[0])} and ${quote(pair[1])}` };
    }
  }
  const armistice = compileArmistice(scenario, map, pieces, pieceIndex);
  if (armistice !== null && 'path' in armistice) return armistice;
  return { scenario, map, roster, boxIds, terrain, fortified, connections, pieces, pieceIndex, armies, victoryBoxes, armistice, memo: createMemo() };
}
