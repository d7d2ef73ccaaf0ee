/** A typed name for one slot of a {@link Memo}: the type of what the slot holds travels with the key. */
export interface MemoKey<T> {
  /** The slot's name, for people reading a heap snapshot. */
  readonly name: string;
  /** Never set: carries `T` in the type system only. */
  readonly type?: T;
}

/**
 * Makes a memo key. Declare one per cache, next to the code that fills it, as a module constant (keys are immutable;
 * the values live in the memo, which belongs to a compiled context, which belongs to a ruleset instance).
 *
 * @example
 * ```ts
 * import { createMemo, memoKey } from 'kriegsspiel';
 * const SQUARES = memoKey<number[]>('squares');
 * const memo = createMemo();
 * memo.get(SQUARES, () => [0, 1, 4, 9]); // built once, then the same array
 * ```
 */
export function memoKey<T>(name: string): MemoKey<T> {
  return Object.freeze({ name });
}

/** Caches of one compiled scenario, filled on first use, each under its typed key. */
export interface Memo {
  /** The value of `key`, built by `build` the first time it is asked for. */
  get<T>(key: MemoKey<T>, build: () => T): T;
}

/**
 * Makes an empty memo. A ruleset's `compile` puts one in each context, so that what the rules derive from static
 * scenario data (pathfinders, distance tables) is built once per scenario and owned by the ruleset instance.
 *
 * @example
 * ```ts
 * import { createMemo, memoKey } from 'kriegsspiel';
 * const memo = createMemo();
 * const built = memo.get(memoKey<string>('greeting'), () => 'hello');
 * ```
 */
export function createMemo(): Memo {
  const slots = new Map<MemoKey<unknown>, unknown>();
  return {
    get<T>(key: MemoKey<T>, build: () => T): T {
      const known = slots.get(key); // one lookup when filled (the common case); `has` only for a stored undefined
      if (known !== undefined || slots.has(key)) return known as T;
      const value = build();
      slots.set(key, value);
      return value;
    },
  };
}
