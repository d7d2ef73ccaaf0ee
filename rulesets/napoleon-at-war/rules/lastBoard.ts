import type { Memo, MemoKey } from 'kriegsspiel';
import type { Board } from '../board.js';

/**
 * A value derived from one board, kept for the last board asked about only: what a `WeakMap` keyed by board gave the
 * hot callers (a listing asks about one board once per candidate action; `freshBoard` makes a new board per listing),
 * without a `WeakMap` entry per board, whose insertion and collection cost more than the lookups saved. Callers fall
 * back on a cache keyed by content (e.g. `combatMemo`) or derive again when the board is another.
 */
export interface LastBoard<V> {
  board: Board | null;
  value: V | undefined;
}

/** An empty slot (a named builder: an arrow at each lookup would make a new closure each time). */
function newLastBoard<V>(): LastBoard<V> {
  return { board: null, value: undefined };
}

/** The memo slot `key`, empty on first use. */
export function lastBoardSlot<V>(memo: Memo, key: MemoKey<LastBoard<V>>): LastBoard<V> {
  return memo.get<LastBoard<V>>(key, newLastBoard);
}
