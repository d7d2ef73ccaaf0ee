/**
 * Zones of control: the hexes (or boxes) adjacent to controlling units,
 * as a dense 0/1 mask.
 *
 * @module
 */
import type { Topology } from '../maps/index.js';

/**
 * Marks with 1 every node adjacent to at least one source, unless `blocks`
 * says the connection between them stops the zone (e.g. an unbridged river
 * hexside). The sources' own nodes are not marked unless adjacent to another
 * source. If `out` is given (length `topology.size`) it is cleared and
 * reused, otherwise a new array is returned.
 *
 * @example
 * ```ts
 * import { isControlled, loadHexMap, zoneOfControl } from 'kriegsspiel';
 * const loaded = loadHexMap({ id: 'river', name: 'River', provenance: { kind: 'test' },
 *   grid: { idFormat: 'CCRR', orientation: 'flat', shifted: 'even',
 *     columns: { first: 1, last: 6 }, rows: { first: 1, last: 6 } },
 *   terrainTypes: ['clear'], defaultTerrain: 'clear',
 *   hexsides: [{ between: ['0303', '0304'], features: ['river'] }] });
 * if (!loaded.ok) throw new Error(loaded.error.message);
 * const { map } = loaded;
 * // NAW-style: no ZOC across an unbridged river hexside.
 * const zoc = zoneOfControl(map, [map.grid.indexOf('0303')], (from, _to, dir) =>
 *   map.hasFeature(from, dir, 'river') && !map.hasFeature(from, dir, 'bridge'));
 * isControlled(zoc, map.grid.indexOf('0302')); // true: adjacent
 * isControlled(zoc, map.grid.indexOf('0304')); // false: across the river
 * ```
 */
export function zoneOfControl(
  topology: Topology,
  sources: Iterable<number>,
  blocks?: (from: number, to: number, k: number) => boolean,
  out?: Uint8Array,
): Uint8Array {
  const size = topology.size;
  if (out !== undefined && out.length !== size) {
    throw new RangeError(`zoneOfControl: out has length ${out.length}, expected ${size}`);
  }
  const mask = out ?? new Uint8Array(size);
  mask.fill(0);
  for (const source of sources) {
    if (!(source >= 0 && source < size)) throw new RangeError(`zoneOfControl: source ${source} is not a node`);
    const deg = topology.degree(source);
    for (let k = 0; k < deg; k++) {
      const n = topology.neighborAt(source, k);
      if (n < 0 || mask[n] === 1) continue;
      if (blocks !== undefined && blocks(source, n, k)) continue;
      mask[n] = 1;
    }
  }
  return mask;
}

/** True when `node` is marked in a zone-of-control mask. */
export function isControlled(zoc: Uint8Array, node: number): boolean {
  return zoc[node] === 1;
}
