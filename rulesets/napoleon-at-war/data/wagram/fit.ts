/**
 * The fits from latitude/longitude to the printed hex ids of SPI's Wagram map,
 * ported from the Python fitting script (`wagram_fit.py`) written when the
 * evidence (./evidence.ts) was compiled, so the reconstruction can be
 * regenerated without Python. The fixed points are the rules' own: the town
 * hexes of Wagram 17.11 and the Austrian set-up hexes of 13.2; the towns'
 * coordinates are S [1], [2], [4] and the corps' reference points K (see
 * ./sources.ts).
 *
 * Hex-unit coordinates: `u = XX * sqrt(3)/2` (north-ish), `v = YY + 0.5` on
 * even XX columns (east-ish). Two fits:
 * - A2b (preferred): affine, anchored on the three towns the rules fix
 *   (Aspern, Essling, Gross Enzersdorf) plus the Austrian corps set-up areas as
 *   weak constraints (weight 0.3), with I/II/IV's reference points 0.8 km north
 *   of the Russbach villages (on the plateau where they camped).
 * - S1 (check): similarity (rotation + scale) on the towns only, true hex geometry.
 *
 * Generator code only: not part of the published ruleset.
 */

const LAT0 = 48.2025;
const LON0 = 16.5506; // local origin = Gross Enzersdorf
const KM_LAT = 111.2;
const KM_LON = 111.32 * Math.cos((48.25 * Math.PI) / 180);
const S3 = Math.sqrt(3) / 2;

/** Hex-unit position (`u` north-ish along XX, `v` east-ish along YY). */
export interface UV {
  readonly u: number;
  readonly v: number;
}

/** A fit: latitude/longitude to hex units and back. */
export interface Fit {
  readonly name: string;
  toUV(lat: number, lon: number): UV;
  toLatLon(uv: UV): { lat: number; lon: number };
}

/** Local km east and north of Gross Enzersdorf. */
function en(lat: number, lon: number): [number, number] {
  return [(lon - LON0) * KM_LON, (lat - LAT0) * KM_LAT];
}

/** Hex-unit centre of printed hex (xx, yy). */
export function hexUV(xx: number, yy: number): UV {
  return { u: xx * S3, v: yy + (xx % 2 === 0 ? 0.5 : 0) };
}

/** The printed (xx, yy) of the hex whose centre is nearest to `p`. */
export function nearestHex(p: UV): [number, number] {
  let best: [number, number, number] = [Infinity, 0, 0];
  const x0 = Math.round(p.u / S3);
  for (let xx = x0 - 2; xx <= x0 + 2; xx++) {
    for (let yy = Math.round(p.v) - 2; yy <= Math.round(p.v) + 2; yy++) {
      const c = hexUV(xx, yy);
      const d = (c.u - p.u) ** 2 + (c.v - p.v) ** 2;
      if (d < best[0]) best = [d, xx, yy];
    }
  }
  return [best[1], best[2]];
}

/** Printed id of (xx, yy), or `(xx,yy)` when it cannot be written in four digits. */
export function formatId(xx: number, yy: number): string {
  return xx >= 0 && yy >= 0 && xx < 100 && yy < 100 ? `${String(xx).padStart(2, '0')}${String(yy).padStart(2, '0')}` : `(${xx},${yy})`;
}

// The rules' fixed towns: (lat, lon) and their rule hexes.
const TOWNS: ReadonlyArray<readonly [number, number, ReadonlyArray<readonly [number, number]>]> = [
  [48.218, 16.483, [[8, 9], [8, 10]]], // Aspern 17.11
  [48.2133, 16.528, [[7, 14], [8, 13], [8, 14]]], // Essling 17.11
  [48.2025, 16.5506, [[5, 16], [5, 17], [6, 16]]], // Gross Enzersdorf 17.11
];
// Austrian corps: historical reference point vs the 13.2 set-up hexes.
const CORPS: ReadonlyArray<readonly [number, number, boolean, ReadonlyArray<readonly [number, number]>]> = [
  [48.29, 16.41, false, [[22, 1], [22, 2], [23, 1], [23, 2], [24, 1]]], // VI Klenau
  [48.2789, 16.5894, true, [[21, 23], [22, 23], [23, 23]]], // II Hohenzollern
  [48.2669, 16.6319, true, [[22, 23], [22, 24], [22, 25], [22, 26], [23, 23], [23, 24], [23, 25], [23, 26]]], // IV Rosenberg
  [48.292, 16.551, true, [[24, 17], [24, 18], [24, 19], [25, 17], [25, 18], [25, 19]]], // I Bellegarde
];

type Obs = { e: number; n: number; u: number; v: number; w: number };

function observations(corpsWeight: number, plateauKm: number): Obs[] {
  const obs: Obs[] = [];
  for (const [lat, lon, hexes] of TOWNS) {
    const [e, n] = en(lat, lon);
    for (const [xx, yy] of hexes) obs.push({ e, n, ...hexUV(xx, yy), w: 1 });
  }
  if (corpsWeight > 0) {
    for (const [lat, lon, onPlateau, hexes] of CORPS) {
      const [e, n] = en(lat + (onPlateau ? plateauKm / KM_LAT : 0), lon);
      const cs = hexes.map(([x, y]) => hexUV(x, y));
      const u = cs.reduce((s, c) => s + c.u, 0) / cs.length;
      const v = cs.reduce((s, c) => s + c.v, 0) / cs.length;
      obs.push({ e, n, u, v, w: corpsWeight });
    }
  }
  return obs;
}

/** Least squares: minimise |A p - b|^2 by the normal equations (small, well-conditioned systems). */
function leastSquares(rows: number[][], b: number[]): number[] {
  const k = rows[0]?.length ?? 0;
  const m = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0));
  rows.forEach((row, i) => {
    for (let a = 0; a < k; a++) {
      for (let c = 0; c < k; c++) (m[a] as number[])[c]! += row[a]! * row[c]!;
      (m[a] as number[])[k]! += row[a]! * b[i]!;
    }
  });
  for (let col = 0; col < k; col++) {
    let piv = col;
    for (let r = col + 1; r < k; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[piv]![col]!)) piv = r;
    [m[col], m[piv]] = [m[piv]!, m[col]!];
    for (let r = 0; r < k; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= k; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[k]! / row[i]!);
}

function linearFit(name: string, f: (e: number, n: number) => UV): Fit {
  // Invert the linear map numerically from three images.
  const o = f(0, 0);
  const ex = f(1, 0);
  const ny = f(0, 1);
  const a = ex.u - o.u, b = ny.u - o.u, c = ex.v - o.v, d = ny.v - o.v;
  const det = a * d - b * c;
  return {
    name,
    toUV: (lat, lon) => f(...en(lat, lon)),
    toLatLon: ({ u, v }) => {
      const du = u - o.u, dv = v - o.v;
      const e = (d * du - b * dv) / det;
      const n = (-c * du + a * dv) / det;
      return { lat: LAT0 + n / KM_LAT, lon: LON0 + e / KM_LON };
    },
  };
}

/** A2b: affine, towns + corps (weight 0.3) with I/II/IV moved 0.8 km north onto the plateau. */
export function fitA2b(): Fit {
  const obs = observations(0.3, 0.8);
  const rows = obs.map((o) => [o.w * o.e, o.w * o.n, o.w]);
  const pu = leastSquares(rows, obs.map((o) => o.w * o.u));
  const pv = leastSquares(rows, obs.map((o) => o.w * o.v));
  return linearFit('A2b', (e, n) => ({ u: pu[0]! * e + pu[1]! * n + pu[2]!, v: pv[0]! * e + pv[1]! * n + pv[2]! }));
}

/** S1: similarity (rotation, scale, shift) in true hex geometry, on the towns only. */
export function fitS1(): Fit {
  const obs = observations(0, 0);
  const rows: number[][] = [];
  const b: number[] = [];
  for (const o of obs) {
    rows.push([o.w * o.e, -o.w * o.n, o.w, 0]);
    b.push(o.w * o.v);
    rows.push([o.w * o.n, o.w * o.e, 0, o.w]);
    b.push(o.w * o.u);
  }
  const [a, c, tv, tu] = leastSquares(rows, b) as [number, number, number, number];
  return linearFit('S1', (e, n) => ({ u: c * e + a * n + tu, v: a * e - c * n + tv }));
}

/** Hex distance between two printed hexes of the (even-shifted, flat) grid. */
export function hexDistanceXY(a: readonly [number, number], b: readonly [number, number]): number {
  const cube = ([x, y]: readonly [number, number]) => {
    const q = x;
    const r = y - Math.floor((x + 1) / 2);
    return [q, r, -q - r] as const;
  };
  const [q1, r1, s1] = cube(a);
  const [q2, r2, s2] = cube(b);
  return Math.max(Math.abs(q1 - q2), Math.abs(r1 - r2), Math.abs(s1 - s2));
}
