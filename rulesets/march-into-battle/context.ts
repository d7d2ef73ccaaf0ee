import { createMemo, loadHexMap, quote, violation, type CompileResult, type HexMap, type Memo } from 'kriegsspiel';
import { BUILT_IN_MAPS } from './data/maps.js';
import type { MibScenario, ScenarioUnit } from './scenario.js';
import { SIDES, TERRAINS, UNIT_KINDS, type BySide, type Side, type Terrain } from './vocabulary.js';

/**
 * A scenario compiled for play: the validated map and the dense lookups the rules use (units, formations and hexes
 * by integer index). Static, built once per scenario content by the ruleset instance, never copied into states.
 */
export interface MibContext {
  readonly scenario: MibScenario;
  readonly map: HexMap;
  /** Hex id by index. */
  readonly hexIds: readonly string[];
  /** Terrain by hex index, as an index into `TERRAINS`. */
  readonly terrain: Uint8Array;
  /** The scenario's units, by dense index, and the index of each id. */
  readonly units: readonly ScenarioUnit[];
  readonly unitIndex: ReadonlyMap<string, number>;
  /** Side (0 French, 1 Austrian), kind (index into `UNIT_KINDS`) and formation index by unit index. */
  readonly unitSide: Uint8Array;
  readonly unitKind: Uint8Array;
  readonly unitFormation: Uint16Array;
  /** Formation index by id; each formation's side, and its units' indices. */
  readonly formationIndex: ReadonlyMap<string, number>;
  readonly formationSide: Uint8Array;
  readonly formationUnits: readonly (readonly number[])[];
  /** Each formation's starting SP, for the order check's losses (MiB OC). */
  readonly formationSp: Uint16Array;
  /** Placements by piece id: the turn and the region's hexes, in the map's order. */
  readonly placements: ReadonlyMap<string, { readonly turn: number; readonly hexes: readonly number[] }>;
  /** 1 where a side traces supply to (MiB 11.2), and its friendly map edge (MiB AM). */
  readonly supply: BySide<Uint8Array>;
  readonly friendlyEdge: BySide<Uint8Array>;
  /** The named places orders may target (MiB 5.1), as hexes. */
  readonly targets: readonly number[];
  /** The objectives (MiB 16.2): church, granary, bridgehead hexes, and the minor ones. */
  readonly objectives: { readonly church: readonly number[]; readonly granary: readonly number[]; readonly bridgehead: readonly number[]; readonly minor: readonly number[] };
  /** Every objective hex once, in a fixed order (the state's `held` follows it). */
  readonly objectiveHexes: readonly number[];
  /** The great bridge's entry hexes (MiB 16.1), empty without a bridge. */
  readonly bridgeEntry: readonly number[];
  /** Caches filled on first use, owned by the ruleset instance through the context. */
  readonly memo: Memo;
}

type Problem = { readonly path: string; readonly message: string };
type Built = MibContext | Problem;
const failed = (b: unknown): b is Problem => typeof b === 'object' && b !== null && 'path' in b && 'message' in b;

/** The side index (0 French, 1 Austrian) and back. */
export const sideIndex = (side: Side): number => SIDES.indexOf(side);

/**
 * Compiles a validated scenario into its context, or says which field is wrong.
 *
 * @example
 * ```ts
 * import { BUILT_IN_SCENARIOS, compileScenario } from 'kriegsspiel/rulesets/march-into-battle';
 * const compiled = compileScenario(BUILT_IN_SCENARIOS['aspern']!);
 * if (compiled.ok) compiled.context.units.length; // the units of both armies
 * ```
 */
export function compileScenario(scenario: MibScenario): CompileResult<MibContext> {
  const made = build(scenario);
  return failed(made) ? { ok: false, violation: violation('invalid-scenario', 'MiB 2.0', `${made.path}: ${made.message}`) } : { ok: true, context: made };
}

function build(scenario: MibScenario): Built {
  const data = typeof scenario.map === 'string' ? (Object.hasOwn(BUILT_IN_MAPS, scenario.map) ? BUILT_IN_MAPS[scenario.map] : undefined) : scenario.map;
  if (data === undefined) return { path: 'scenario.map', message: `no built-in map ${quote(String(scenario.map))}` };
  const loaded = loadHexMap(data);
  if (!loaded.ok) return { path: `scenario.map.${loaded.error.path}`, message: loaded.error.message };
  const map = loaded.map;
  const size = map.grid.size;
  const hexIds = Array.from({ length: size }, (_, h) => map.grid.idOf(h) as string);
  const terrain = new Uint8Array(size);
  for (let h = 0; h < size; h++) {
    const t = TERRAINS.indexOf(map.terrainName(h) as Terrain);
    if (t < 0) return { path: 'scenario.map.terrain', message: `terrain ${quote(map.terrainName(h))} of ${hexIds[h]} is not one of ${TERRAINS.join(', ')} (MiB TEC)` };
    terrain[h] = t;
  }
  const regionMask = (name: string, path: string): Uint8Array | Problem => {
    const region = map.region(name);
    if (region === undefined) return { path, message: `no region ${quote(name)} on the map` };
    const mask = new Uint8Array(size);
    for (const h of region) mask[h] = 1;
    return mask;
  };
  const placeHexes = (name: string, path: string): number[] | Problem => {
    const hexes = map.place(name) ?? map.region(name);
    return hexes === undefined ? { path, message: `no place or region ${quote(name)} on the map` } : [...hexes];
  };

  const formationIndex = new Map<string, number>();
  const commanders = new Set<string>();
  for (const [i, f] of scenario.formations.entries()) {
    if (formationIndex.has(f.id)) return { path: `scenario.formations[${i}].id`, message: `duplicate formation id ${quote(f.id)}` };
    formationIndex.set(f.id, i);
    commanders.add(f.commander.id);
  }
  const formationSide = Uint8Array.from(scenario.formations, (f) => sideIndex(f.side));
  const formationUnits: number[][] = scenario.formations.map(() => []);
  const formationSp = new Uint16Array(scenario.formations.length);
  const unitIndex = new Map<string, number>();
  const n = scenario.units.length;
  const unitSide = new Uint8Array(n);
  const unitKind = new Uint8Array(n);
  const unitFormation = new Uint16Array(n);
  for (const [i, u] of scenario.units.entries()) {
    if (unitIndex.has(u.id) || commanders.has(u.id)) return { path: `scenario.units[${i}].id`, message: `duplicate id ${quote(u.id)}` };
    unitIndex.set(u.id, i);
    const f = formationIndex.get(u.formation);
    if (f === undefined) return { path: `scenario.units[${i}].formation`, message: `no formation ${quote(u.formation)}` };
    if (scenario.formations[f]!.side !== u.side) return { path: `scenario.units[${i}].formation`, message: `${quote(u.formation)} is not a ${u.side} formation` };
    unitSide[i] = sideIndex(u.side);
    unitKind[i] = UNIT_KINDS.indexOf(u.kind);
    unitFormation[i] = f;
    formationUnits[f]!.push(i);
    if (u.kind !== 'train' && u.kind !== 'engineer') formationSp[f]! += u.sp;
  }

  const placements = new Map<string, { turn: number; hexes: number[] }>();
  for (const [i, p] of scenario.placements.entries()) {
    const path = `scenario.placements[${i}]`;
    if (!unitIndex.has(p.piece) && !commanders.has(p.piece) && p.piece !== 'hq-french' && p.piece !== 'hq-austrian') return { path: `${path}.piece`, message: `no unit, commander or HQ ${quote(p.piece)}` };
    if (placements.has(p.piece)) return { path: `${path}.piece`, message: `${quote(p.piece)} is placed twice` };
    const hexes = placeHexes(p.region, `${path}.region`);
    if (failed(hexes)) return hexes;
    if (p.turn > scenario.turns.length) return { path: `${path}.turn`, message: `turn ${p.turn} is past the last turn (${scenario.turns.length})` };
    placements.set(p.piece, { turn: p.turn, hexes });
  }
  for (const id of [...unitIndex.keys(), ...commanders, 'hq-french', 'hq-austrian']) {
    if (!placements.has(id)) return { path: 'scenario.placements', message: `${quote(id)} has no placement` };
  }

  const masks: Record<string, Uint8Array> = {};
  for (const [field, bySide] of [['supply', scenario.supply], ['friendlyEdge', scenario.friendlyEdge]] as const) {
    for (const side of SIDES) {
      const mask = regionMask(bySide[side], `scenario.${field}.${side}`);
      if (failed(mask)) return mask;
      masks[`${field}.${side}`] = mask as Uint8Array;
    }
  }
  const targets: number[] = [];
  for (const [i, name] of scenario.targets.entries()) {
    const hexes = placeHexes(name, `scenario.targets[${i}]`);
    if (failed(hexes)) return hexes;
    for (const h of hexes) if (!targets.includes(h)) targets.push(h);
  }
  const objective = (name: string, path: string) => placeHexes(name, path);
  const church = objective(scenario.objectives.church, 'scenario.objectives.church');
  if (failed(church)) return church;
  const granary = objective(scenario.objectives.granary, 'scenario.objectives.granary');
  if (failed(granary)) return granary;
  const bridgehead = objective(scenario.objectives.bridgehead, 'scenario.objectives.bridgehead');
  if (failed(bridgehead)) return bridgehead;
  const minor: number[] = [];
  for (const [i, name] of scenario.objectives.minor.entries()) {
    const hexes = objective(name, `scenario.objectives.minor[${i}]`);
    if (failed(hexes)) return hexes;
    minor.push(...hexes);
  }
  let bridgeEntry: number[] = [];
  if (scenario.bridge !== null) {
    const hexes = placeHexes(scenario.bridge.entry, 'scenario.bridge.entry');
    if (failed(hexes)) return hexes;
    bridgeEntry = hexes;
  }
  const objectiveHexes = [...new Set([...church, ...granary, ...bridgehead, ...minor])];
  return {
    scenario, map, hexIds, terrain,
    units: scenario.units, unitIndex, unitSide, unitKind, unitFormation,
    formationIndex, formationSide, formationUnits, formationSp, placements,
    supply: { french: masks['supply.french']!, austrian: masks['supply.austrian']! },
    friendlyEdge: { french: masks['friendlyEdge.french']!, austrian: masks['friendlyEdge.austrian']! },
    targets, objectives: { church, granary, bridgehead, minor }, objectiveHexes, bridgeEntry,
    memo: createMemo(),
  };
}
