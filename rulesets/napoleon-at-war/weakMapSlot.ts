import type { Memo, MemoKey } from 'kriegsspiel';

/** A new empty `WeakMap` (a named builder: an arrow written at each lookup would make a new closure each time). */
function newWeakMap<K extends object, V>(): WeakMap<K, V> {
  return new WeakMap<K, V>();
}

/**
 * The `WeakMap` held in a memo slot, made empty on first use: `memo.get(key, () => new WeakMap())` without a new
 * closure per lookup (these slots are read on hot paths: per board, per search, per hex).
 */
export function weakMapSlot<K extends object, V>(memo: Memo, key: MemoKey<WeakMap<K, V>>): WeakMap<K, V> {
  return memo.get<WeakMap<K, V>>(key, newWeakMap);
}
