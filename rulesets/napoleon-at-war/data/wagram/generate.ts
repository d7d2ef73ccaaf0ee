/**
 * Regenerates rulesets/napoleon-at-war/data/wagramMap.json (the map the
 * ruleset loads) and wagramMap.provenance.json (its full provenance: method,
 * fit, sources, and the evidence of each hex and hexside) from the evidence
 * (./evidence.ts) through the A2b fit (./fit.ts):
 *
 *   npx tsx rulesets/napoleon-at-war/data/wagram/generate.ts
 *
 * Method: every hex centre is placed in latitude/longitude by the A2b fit;
 * areas (the Danube, Lobau, woods, the heights, the north bank of the
 * Russbach) are polygons, and a hex belongs to an area when its centre does.
 * A line feature (the Russbach, the escarpment, the ridges) becomes the
 * hexsides between hexes on its two sides whose centre-to-centre segment
 * crosses the line. Roads are routed hex to hex between their waypoints,
 * crossing water only at bridges. Generator code only: not part of the
 * published ruleset.
 */
import { writeFileSync } from 'node:fs';
import { createHexGrid, hexsideKey, loadHexMap, type HexMapJson } from 'kriegsspiel';
import { fitA2b, fitS1, formatId, hexDistanceXY, hexUV, nearestHex, type UV } from './fit.js';
import { BRIDGES, DANUBE_MAIN_BED, ESCARPMENT, LOBAU, NW_RIDGES, PLACES, ROADS, RUSSBACH, WOODS, type LatLon, type LinePoint } from './evidence.js';
import { crossedSegment, dist, distanceToSegment, inPolygon, mid } from './geometry.js';
import { formatMapJson } from '../../../../scripts/formatMapJson.js';
import { provenanceNotes, provenanceSummary, type MapProvenanceFile } from './provenance.js';

const GRID = { idFormat: 'CCRR', orientation: 'flat', shifted: 'even', columns: { first: 1, last: 29 }, rows: { first: 1, last: 34 } } as const;
const grid = createHexGrid(GRID);
const A2b = fitA2b();
const S1 = fitS1();
const N = grid.size;
const all = [...Array(N).keys()];
const id = (i: number): string => grid.idOf(i);
const xy = (i: number): [number, number] => [Number(id(i).slice(0, 2)), Number(id(i).slice(2))];
const uvOf = (i: number): UV => hexUV(...xy(i));
const at = ([lat, lon]: LatLon): UV => A2b.toUV(lat, lon);
const lineUV = (pts: readonly LinePoint[]): UV[] => pts.map(([, lat, lon]) => A2b.toUV(lat, lon));
const ll = (lat: number, lon: number): string => `${lat.toFixed(4).replace(/0+$/, '')},${lon.toFixed(4).replace(/0+$/, '')}`;
const neighbours = (i: number): number[] => [0, 1, 2, 3, 4, 5].map((d) => grid.neighbor(i, d)).filter((j) => j >= 0);

// --- areas -------------------------------------------------------------------------------------
/** A line closed into a polygon through far points on one side of it. */
const closed = (line: readonly LinePoint[], far: readonly LatLon[]): UV[] => [...lineUV(line), ...far.map(at)];
const inArea = (poly: UV[]) => new Set(all.filter((i) => inPolygon(uvOf(i), poly)));

const lake = inArea(closed(DANUBE_MAIN_BED, [[48.1, 16.52], [48.1, 16.3], [48.262, 16.3]]));
const lobau = new Set([...inArea(lineUV(LOBAU))].filter((i) => !lake.has(i)));
const northOfRussbach = inArea(closed(RUSSBACH, [[48.205, 16.85], [48.45, 16.85], [48.45, 16.541]]));
const heights = new Set([...inArea(closed(ESCARPMENT, [[48.45, 16.72], [48.45, 16.556]]))].filter((i) => !lake.has(i)));
const nwHigh = inArea(closed(NW_RIDGES, [[48.45, 16.505], [48.45, 16.36]]));

// --- hexsides ----------------------------------------------------------------------------------
type Feature = 'river' | 'bridge' | 'stream' | 'slope' | 'road';
interface Side { a: number; b: number; features: Set<Feature>; uphill?: number; notes: string[] }
const sides = new Map<string, Side>();
const sideOf = (a: number, b: number): Side => {
  const key = hexsideKey(id(a), id(b));
  let s = sides.get(key);
  if (!s) {
    s = id(a) < id(b) ? { a, b, features: new Set(), notes: [] } : { a: b, b: a, features: new Set(), notes: [] };
    sides.set(key, s);
  }
  return s;
};
const addSide = (a: number, b: number, feature: Feature, note: string, uphill?: number): void => {
  const s = sideOf(a, b);
  s.features.add(feature);
  if (uphill !== undefined) s.uphill = uphill;
  if (!s.notes.includes(note)) s.notes.push(note);
};
const has = (a: number, b: number, f: Feature): boolean => sides.get(hexsideKey(id(a), id(b)))?.features.has(f) ?? false;
const pairs = all.flatMap((i) => neighbours(i).filter((j) => j > i).map((j) => [i, j] as const));

/** Hexsides between the two sides of a line, where the centre-to-centre segment crosses it. */
function lineSides(line: readonly LinePoint[], side: Set<number>, each: (i: number, j: number, label: string) => void): void {
  const uv = lineUV(line);
  for (const [i, j] of pairs) {
    if (lake.has(i) || lake.has(j) || side.has(i) === side.has(j)) continue;
    const k = crossedSegment(uvOf(i), uvOf(j), uv);
    if (k < 0) continue;
    const [la, , ] = line[k] as LinePoint;
    const [lb] = line[k + 1] as LinePoint;
    each(i, j, `between '${la}' and '${lb}'`);
  }
}

lineSides(RUSSBACH, northOfRussbach, (i, j, where) => addSide(i, j, 'stream', `Russbach: A2b fit of its course ${where} (course S [29], [31]; K +-300 m)`));
// The escarpment stands at most ~300 m (400 paces) behind the stream (S [31]), less than a hex: where the fit puts
// both on one hexside, the heights start one hex further back, so the stream and the slope stay the two
// lines of defence of 19.1 with the wooded bank between them.
for (const s of [...sides.values()]) if (s.features.has('stream')) for (const i of [s.a, s.b]) heights.delete(i);
const escarpmentUV = lineUV(ESCARPMENT);
for (const [i, j] of pairs) {
  if (heights.has(i) === heights.has(j) || lake.has(i) || lake.has(j)) continue;
  const m = mid(uvOf(i), uvOf(j));
  let k = 0;
  for (let n = 1; n + 1 < escarpmentUV.length; n++) {
    if (distanceToSegment(m, escarpmentUV[n]!, escarpmentUV[n + 1]!) < distanceToSegment(m, escarpmentUV[k]!, escarpmentUV[k + 1]!)) k = n;
  }
  const where = `between '${ESCARPMENT[k]![0]}' and '${ESCARPMENT[k + 1]![0]}'`;
  addSide(i, j, 'slope', `Wagram escarpment: A2b fit of its edge ${where} (S [31], [42]; K +-300 m); uphill = Russbach heights`, heights.has(i) ? i : j);
}
lineSides(NW_RIDGES, nwHigh, (i, j, where) =>
  addSide(i, j, 'slope', `north-west ridge of 19.1 ${where}: guess (no line in the evidence, only spot heights, S [19], [39], [45])`, nwHigh.has(i) ? i : j),
);
const lobauUV = lineUV(LOBAU);
for (const [i, j] of pairs) {
  if (lobau.has(i) === lobau.has(j) || lake.has(i) || lake.has(j)) continue;
  const m = mid(uvOf(i), uvOf(j));
  let best = 0;
  lobauUV.forEach((p, k) => { if (dist(p, m) < dist(lobauUV[best] as UV, m)) best = k; });
  addSide(i, j, 'river', `Danube arm around Lobau near '${(LOBAU[best] as LinePoint)[0]}' (S [36], [39]; K +-500 m)`);
}
for (const bridge of BRIDGES) {
  const p = at(bridge.at);
  const candidates = [...sides.values()].filter((s) => s.features.has(bridge.water));
  const s = candidates.reduce((x, y) => (dist(mid(uvOf(y.a), uvOf(y.b)), p) < dist(mid(uvOf(x.a), uvOf(x.b)), p) ? y : x));
  addSide(s.a, s.b, 'bridge', `${bridge.name}: A2b fit of ${ll(...bridge.at)} (${bridge.source})`);
}

// --- places and terrain --------------------------------------------------------------------------
const placeHexes = new Map<string, number[]>();
const placeAt = new Map<number, string>();
const hexNotes = new Map<number, string>();
const fitReport: string[] = [];
for (const p of PLACES) {
  const a2b = nearestHex(at(p.at));
  const s1 = nearestHex(S1.toUV(...p.at));
  const hexes = (p.fixed ?? [formatId(...a2b)]).concat(p.extra ?? []).map((h) => grid.indexOf(h));
  if (hexes.some((i) => i < 0)) throw new Error(`${p.name} is off the map (${formatId(...a2b)})`);
  const apart = hexDistanceXY(a2b, s1);
  if (apart > 2) fitReport.push(`${p.name} A2b ${formatId(...a2b)} / S1 ${formatId(...s1)} (${apart} apart)`);
  placeHexes.set(p.name, hexes);
  for (const i of hexes) {
    if (placeAt.has(i)) throw new Error(`${p.name} and ${placeAt.get(i)} share hex ${id(i)}`);
    if (lake.has(i)) throw new Error(`${p.name} falls in the Danube at ${id(i)}`);
    placeAt.set(i, p.name);
    const how = p.fixed ? `hex fixed by the rules (${p.rules}); ` : p.extra?.includes(id(i)) ? 'second hex, a guess; ' : '';
    hexNotes.set(i, `${p.name}: ${how}A2b fit of ${ll(...p.at)} -> ${formatId(...a2b)} (S1 ${formatId(...s1)}); ${p.source}` + (p.rules && !p.fixed ? `; named in the rules ${p.rules}` : ''));
  }
}
const towns = new Set(PLACES.filter((p) => p.town).flatMap((p) => placeHexes.get(p.name) ?? []));
const forest = new Set<number>();
const forestWhy = new Map<number, string>();
const wood = (i: number, why: string): void => {
  if (lake.has(i) || towns.has(i) || forest.has(i)) return;
  forest.add(i);
  forestWhy.set(i, why);
};
for (const i of lobau) wood(i, 'Lobau: floodplain forest (S [39])');
for (const w of WOODS) for (const i of inArea(w.polygon.map(at))) wood(i, `${w.name} (${w.source})`);
for (const s of sides.values()) {
  if (!s.features.has('stream')) continue;
  for (const i of [s.a, s.b]) wood(i, "woods along the Russbach, on both banks (19.1 designer's notes; willows and thickets S [31])");
}
// Notes for woods hexes are kept short: one note per kind of wood.
for (const [i, why] of forestWhy) if (!hexNotes.has(i)) hexNotes.set(i, `forest: ${why}`);

// --- roads -------------------------------------------------------------------------------------
const passable = (i: number, j: number): boolean => {
  if (lake.has(j)) return false;
  if ((has(i, j, 'river') || has(i, j, 'stream')) && !has(i, j, 'bridge')) return false;
  return true;
};
/** Cheapest hex path from a to b hugging the straight segment pa-pb; existing road is cheaper. */
function route(a: number, b: number, pa: UV, pb: UV, allowLobau: boolean): number[] {
  const cost = new Float64Array(N).fill(Infinity);
  const prev = new Int32Array(N).fill(-1);
  const done = new Uint8Array(N);
  cost[a] = 0;
  for (;;) {
    let i = -1;
    for (let k = 0; k < N; k++) if (!done[k] && cost[k]! < Infinity && (i < 0 || cost[k]! < cost[i]!)) i = k;
    if (i < 0) throw new Error(`no road route ${id(a)} -> ${id(b)}`);
    if (i === b) break;
    done[i] = 1;
    for (const j of neighbours(i)) {
      if (done[j] || !passable(i, j)) continue;
      const step = (has(i, j, 'road') ? 0.8 : 1) + 0.4 * distanceToSegment(uvOf(j), pa, pb) + (lobau.has(j) && !allowLobau ? 10 : 0);
      if (cost[i]! + step < cost[j]!) {
        cost[j] = cost[i]! + step;
        prev[j] = i;
      }
    }
  }
  const path = [b];
  while (path[0] !== a) path.unshift(prev[path[0]!]!);
  return path;
}
const onMapNear = (p: UV): number =>
  all.filter((i) => !lake.has(i)).reduce((x, y) => (dist(uvOf(y), p) < dist(uvOf(x), p) ? y : x));
for (const road of ROADS) {
  const points = road.via.map((w) => (typeof w === 'string' ? at(PLACES.find((p) => p.name === w)?.at ?? [0, 0]) : at(w)));
  const hexes = road.via.map((w, k) => {
    if (typeof w !== 'string') return onMapNear(points[k] as UV);
    const options = placeHexes.get(w);
    if (!options) throw new Error(`road '${road.name}': unknown place ${w}`);
    const around = [points[k - 1], points[k + 1]].filter((p): p is UV => p !== undefined);
    return options.reduce((x, y) => (around.reduce((s, p) => s + dist(uvOf(y), p) - dist(uvOf(x), p), 0) < 0 ? y : x));
  });
  const allowLobau = hexes.some((i) => lobau.has(i));
  for (let k = 0; k + 1 < hexes.length; k++) {
    const path = route(hexes[k]!, hexes[k + 1]!, uvOf(hexes[k]!), uvOf(hexes[k + 1]!), allowLobau);
    for (let m = 0; m + 1 < path.length; m++) addSide(path[m]!, path[m + 1]!, 'road', `road: ${road.name} (${road.source})`);
  }
}

// --- output ------------------------------------------------------------------------------------
const sorted = (s: Iterable<number>): string[] => [...s].map(id).sort();
const hexsideList = [...sides.values()].sort((x, y) => (id(x.a) + id(x.b) < id(y.a) + id(y.b) ? -1 : 1));
const json: HexMapJson = {
  id: 'wagram',
  name: 'Wagram, 5-6 July 1809 (SPI 1975), reconstructed',
  provenance: { kind: 'reconstructed', notes: provenanceSummary() },
  grid: GRID,
  terrainTypes: ['clear', 'forest', 'town', 'lake'],
  defaultTerrain: 'clear',
  terrain: { forest: sorted(forest), town: sorted(towns), lake: sorted(lake) },
  hexsides: hexsideList.map((s) => ({
    between: [id(s.a), id(s.b)] as [string, string],
    features: (['river', 'stream', 'bridge', 'slope', 'road'] as const).filter((f) => s.features.has(f)),
    ...(s.uphill === undefined ? {} : { uphill: id(s.uphill) }),
  })),
  places: PLACES.map((p) => ({ name: p.name, hexes: (placeHexes.get(p.name) ?? []).map(id), note: `${p.source}${p.rules ? `; rules ${p.rules}` : ''}` })),
  regions: { lobau: sorted(lobau), 'russbach-heights': sorted(heights) },
  edges: { west: 'firstRow', east: 'lastRow', south: 'firstColumn', north: 'lastColumn' },
};
const provenance: MapProvenanceFile = {
  map: 'wagram',
  notes: provenanceNotes(fitReport),
  hexsides: Object.fromEntries(hexsideList.map((s) => [hexsideKey(id(s.a), id(s.b)), s.notes.join('; ')])),
  hexes: Object.fromEntries([...hexNotes].sort(([x], [y]) => x - y).map(([i, n]) => [id(i), n])),
};
const loaded = loadHexMap(json);
if (!loaded.ok) throw new Error(`generated map does not load: ${loaded.error.message}`);
const out = new URL('../wagramMap.json', import.meta.url);
writeFileSync(out, formatMapJson(json));
const provenanceOut = new URL('../wagramMap.provenance.json', import.meta.url);
writeFileSync(provenanceOut, formatMapJson(provenance));
console.log(`wrote ${out.pathname}: ${json.hexsides?.length} hexsides, ${forest.size} forest, ${towns.size} town, ${lake.size} lake, ${lobau.size} Lobau, ${heights.size} heights`);
console.log(`wrote ${provenanceOut.pathname}: ${Object.keys(provenance.hexsides).length} hexside notes, ${Object.keys(provenance.hexes).length} hex notes`);
if (fitReport.length) console.log(`A2b and S1 more than two hexes apart: ${fitReport.join('; ')}`);
