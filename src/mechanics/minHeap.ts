/**
 * A binary min-heap of (priority, node) pairs in growable typed arrays, for
 * Dijkstra-style searches. Ties on priority are broken by the smaller node,
 * so the pop order never depends on push order.
 *
 * @module
 */

/** A reusable min-heap of `(priority, node)` pairs; see {@link createMinHeap}. */
export interface MinHeap {
  /** Number of entries. */
  readonly length: number;
  /** Removes every entry, keeping the buffers. */
  clear(): void;
  /** Adds an entry. */
  push(priority: number, node: number): void;
  /** Priority of the smallest entry (call only when `length > 0`). */
  peekPriority(): number;
  /** Removes the smallest entry and returns its node (call only when `length > 0`). */
  pop(): number;
}

/**
 * Makes an empty heap with room for `capacity` entries; it grows as needed.
 *
 * @example
 * ```ts
 * import { createMinHeap } from 'kriegsspiel';
 * const heap = createMinHeap(16);
 * heap.push(3, 7); heap.push(1, 9);
 * heap.peekPriority(); // 1
 * heap.pop();          // 9
 * ```
 */
export function createMinHeap(capacity = 64): MinHeap {
  let keys = new Float64Array(Math.max(1, capacity));
  let nodes = new Int32Array(Math.max(1, capacity));
  let n = 0;

  // True when entry i should sit above entry j.
  const before = (i: number, j: number): boolean => {
    const ki = keys[i] as number;
    const kj = keys[j] as number;
    return ki < kj || (ki === kj && (nodes[i] as number) < (nodes[j] as number));
  };
  const swap = (i: number, j: number): void => {
    const k = keys[i] as number;
    keys[i] = keys[j] as number;
    keys[j] = k;
    const v = nodes[i] as number;
    nodes[i] = nodes[j] as number;
    nodes[j] = v;
  };

  return {
    get length() {
      return n;
    },
    clear() {
      n = 0;
    },
    push(priority, node) {
      if (n === keys.length) {
        const k2 = new Float64Array(n * 2);
        k2.set(keys);
        keys = k2;
        const n2 = new Int32Array(n * 2);
        n2.set(nodes);
        nodes = n2;
      }
      keys[n] = priority;
      nodes[n] = node;
      // Sift up.
      let i = n++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!before(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    },
    peekPriority() {
      return keys[0] as number;
    },
    pop() {
      const top = nodes[0] as number;
      n--;
      if (n > 0) {
        keys[0] = keys[n] as number;
        nodes[0] = nodes[n] as number;
        // Sift down.
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          if (l >= n) break;
          const r = l + 1;
          const c = r < n && before(r, l) ? r : l;
          if (!before(c, i)) break;
          swap(c, i);
          i = c;
        }
      }
      return top;
    },
  };
}
