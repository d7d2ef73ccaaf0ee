/**
 * Point-to-point maps: boxes joined by connections, with dense indices and
 * compressed adjacency (CSR) in typed arrays.
 *
 * @module
 */
import { formatPath, issueMessage } from '../core/describeIssues.js';
import { parseSchema } from '../core/parseSchema.js';
import { quote } from '../core/quote.js';
import { mapLoadError, MapLoadFailure, type MapLoadError } from './mapLoadError.js';
import type { MapProvenance } from './hexMapSchema.js';
import { pointGraphJsonSchema, type PointGraphJson } from './pointGraphSchema.js';
import type { Topology } from './topology.js';

/** A box id as written in the map file (branded once validated). */
export type BoxId = string & { readonly __brand: 'BoxId' };

/** A value a box attribute may hold. */
export type BoxAttribute = string | number | boolean;

/** One box of a loaded graph. */
export interface Box {
  readonly id: BoxId;
  readonly name: string;
  readonly attributes: Readonly<Record<string, BoxAttribute>>;
}

/** One connection of a loaded graph, with its ends as dense box indices. */
export interface Connection {
  readonly a: number;
  readonly b: number;
  readonly kind: string;
  readonly cost: number;
}

/**
 * A validated point-to-point map; also a {@link Topology} whose slot `k` of a
 * box is its k-th connection (in file order).
 */
export interface PointGraph extends Topology {
  /** Always `'points'` (a hex map has `'hex'`): what tells the two apart where both may come (see `BoardMap`). */
  readonly kind: 'points';
  /** Stable map id. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Where the data comes from (published, reconstructed with notes, or test). */
  readonly provenance: MapProvenance;
  /** The validated JSON the graph was loaded from. */
  readonly source: PointGraphJson;
  /** Number of boxes. */
  readonly size: number;
  /** Number of connections. */
  readonly connectionCount: number;
  /** CSR row starts: the slots of box `i` are `offsets[i] .. offsets[i+1]-1` (length size+1). */
  readonly offsets: Int32Array;
  /** CSR targets: the box at the other end of each slot. */
  readonly targets: Int32Array;
  /** CSR connection index of each slot. */
  readonly slotConnections: Int32Array;
  /** Dense index of a box id, or -1. */
  indexOf(id: string): number;
  /** Box id of an index. */
  idOf(index: number): BoxId;
  /** The box at an index. */
  box(index: number): Box;
  /** The connection with index `c` (0..connectionCount-1). */
  connection(c: number): Connection;
  /** Connection index in slot `k` of `node`, or -1. */
  connectionAt(node: number, k: number): number;
  /** Indices of all connections joining two boxes (parallel links are allowed). */
  connectionsBetween(a: number, b: number): number[];
}

/** Result of {@link loadPointGraph}: the graph, or a coded, field-named error. */
export type LoadPointGraphResult =
  | { readonly ok: true; readonly graph: PointGraph }
  | { readonly ok: false; readonly error: MapLoadError };

/**
 * Validates point-to-point map JSON and builds the graph; never throws.
 *
 * @example
 * ```ts
 * import { loadPointGraph } from 'kriegsspiel';
 * const result = loadPointGraph({ id: 'g', name: 'G', provenance: { kind: 'test' },
 *   boxes: [{ id: 'vienna', name: 'Vienna' }, { id: 'wagram', name: 'Wagram' }],
 *   connections: [{ between: ['vienna', 'wagram'], kind: 'plain', cost: 1 }] });
 * if (result.ok) result.graph.neighborAt(result.graph.indexOf('vienna'), 0); // index of wagram
 * ```
 */
export function loadPointGraph(json: unknown): LoadPointGraphResult {
  try {
    const parsed = parseSchema(pointGraphJsonSchema, json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = formatPath(issue?.path ?? []);
      return { ok: false, error: mapLoadError('invalid-shape', path, issue ? issueMessage(issue) : 'invalid map') };
    }
    return { ok: true, graph: buildPointGraph(parsed.data) };
  } catch (e) {
    if (e instanceof MapLoadFailure) return { ok: false, error: e.error };
    return { ok: false, error: mapLoadError('invalid-shape', '', String(e)) };
  }
}

function buildPointGraph(src: PointGraphJson): PointGraph {
  const fail = (code: MapLoadError['code'], path: ReadonlyArray<string | number>, message: string): never => {
    throw new MapLoadFailure(mapLoadError(code, formatPath(path), message));
  };
  const index = new Map<string, number>();
  const boxes: Box[] = src.boxes.map((b, k) => {
    if (index.has(b.id)) fail('duplicate-name', ['boxes', k, 'id'], `box id ${quote(b.id)} is declared twice`);
    index.set(b.id, k);
    return Object.freeze({ id: b.id as BoxId, name: b.name, attributes: Object.freeze({ ...b.attributes }) });
  });
  const size = boxes.length;
  const connections: Connection[] = src.connections.map((c, k) => {
    const ends = c.between.map((id, e) => {
      const i = index.get(id);
      if (i === undefined) fail('unknown-box', ['connections', k, 'between', e], `box ${quote(id)} does not exist`);
      return i as number;
    });
    const [a, b] = ends as [number, number];
    if (a === b) fail('self-connection', ['connections', k, 'between'], `connection joins box ${quote(c.between[0])} to itself`);
    return Object.freeze({ a, b, kind: c.kind, cost: c.cost });
  });

  // CSR adjacency: count degrees, prefix-sum into offsets, then fill in file order.
  const offsets = new Int32Array(size + 1);
  for (const c of connections) {
    offsets[c.a + 1] = (offsets[c.a + 1] as number) + 1;
    offsets[c.b + 1] = (offsets[c.b + 1] as number) + 1;
  }
  for (let i = 0; i < size; i++) offsets[i + 1] = (offsets[i + 1] as number) + (offsets[i] as number);
  const targets = new Int32Array(2 * connections.length);
  const slotConnections = new Int32Array(2 * connections.length);
  const fill = offsets.slice(0, size);
  connections.forEach((c, k) => {
    for (const [from, to] of [[c.a, c.b], [c.b, c.a]] as const) {
      const s = fill[from] as number;
      targets[s] = to;
      slotConnections[s] = k;
      fill[from] = s + 1;
    }
  });

  const checkIndex = (i: number): number => {
    if (!(i >= 0 && i < size && Number.isInteger(i))) throw new RangeError(`box index ${i} is not in 0..${size - 1}`);
    return i;
  };
  const degree = (node: number): number => (offsets[node + 1] ?? 0) - (offsets[node] ?? 0);
  const slot = (node: number, k: number): number => (k >= 0 && k < degree(node) ? (offsets[node] as number) + k : -1);
  return {
    kind: 'points',
    id: src.id,
    name: src.name,
    provenance: src.provenance,
    source: src,
    size,
    connectionCount: connections.length,
    offsets,
    targets,
    slotConnections,
    degree,
    neighborAt: (node, k) => targets[slot(node, k)] ?? -1,
    connectionAt: (node, k) => slotConnections[slot(node, k)] ?? -1,
    indexOf: (id) => index.get(id) ?? -1,
    idOf: (i) => (boxes[checkIndex(i)] as Box).id,
    box: (i) => boxes[checkIndex(i)] as Box,
    connection: (c) => {
      const conn = connections[c];
      if (conn === undefined) throw new RangeError(`connection index ${c} is not in 0..${connections.length - 1}`);
      return conn;
    },
    connectionsBetween: (a, b) => {
      const out: number[] = [];
      for (let s = offsets[a] ?? 0; s < (offsets[a + 1] ?? 0); s++) if (targets[s] === b) out.push(slotConnections[s] as number);
      return out;
    },
  };
}
