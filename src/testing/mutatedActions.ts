import type { TestRng } from './testRng.js';

type Fields = Readonly<Record<string, unknown>>;

/**
 * Plausible but mostly illegal variants of known actions, for the legality check: field values swapped between
 * actions (another unit's destination, another side's choice), other types, fields dropped or added, values nudged
 * by one, odd strings and numbers, array elements replaced or dropped. Every result is a fresh plain object.
 *
 * @example
 * ```ts
 * import { createTestRng, mutatedActions } from 'kriegsspiel/testing';
 * const candidates = mutatedActions(ruleset.legalActions(state), createTestRng(1), 30);
 * ```
 */
export function mutatedActions(known: readonly unknown[], rng: TestRng, count: number): unknown[] {
  const actions = known.filter(isFields);
  if (actions.length === 0) return [];
  const pool = valuePool(actions);
  const keys = [...new Set(actions.flatMap((a) => Object.keys(a)))];
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const base = rng.pick(actions) ?? {};
    const other = rng.pick(actions) ?? base;
    const key = rng.pick(Object.keys(base)) ?? 'type';
    switch (rng.index(7)) {
      case 0: {
        const from = rng.pick(Object.keys(other)) ?? 'type';
        out.push({ ...base, [from]: other[from] });
        break;
      }
      case 1:
        out.push({ ...base, [key]: rng.pick(pool) ?? null });
        break;
      case 2:
        out.push({ ...base, [key]: oddValue(base[key], rng) });
        break;
      case 3:
        out.push(
          withoutKey(base, key === 'type' ? rng.pick(Object.keys(base).filter((k) => k !== 'type')) ?? key : key),
        );
        break;
      case 4:
        out.push({ ...base, [rng.pick(keys) ?? 'extra']: rng.pick(pool) ?? 0 });
        break;
      case 5:
        out.push({ ...base, type: other.type });
        break;
      default:
        out.push({ ...base, [key]: mutateArray(base[key], pool, rng) });
    }
  }
  return out;
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every primitive value found in the actions, top level and one level down. */
function valuePool(actions: readonly Fields[]): unknown[] {
  const seen = new Map<string, unknown>();
  const add = (value: unknown) => {
    if (value === null || typeof value !== 'object') seen.set(`${typeof value}:${String(value)}`, value);
  };
  for (const action of actions) {
    for (const value of Object.values(action)) {
      add(value);
      if (Array.isArray(value)) value.forEach(add);
      else if (isFields(value)) Object.values(value).forEach(add);
    }
  }
  return [...seen.values()];
}

/** A value of the same kind nudged a little, or of an unexpected kind. */
function oddValue(value: unknown, rng: TestRng): unknown {
  if (typeof value === 'number')
    return rng.pick([value + 1, value - 1, -value - 1, value + 1000, 0.5, rng.int(-3, 60)]);
  if (typeof value === 'string') return rng.pick([`${value}?`, value.slice(1), '', 'x', value.toUpperCase(), 42]);
  if (typeof value === 'boolean') return rng.pick([!value, 'true', 1]);
  return rng.pick([null, 'x', -1, [], {}]);
}

function withoutKey(action: Fields, key: string): Fields {
  const { [key]: _dropped, ...rest } = action;
  return rest;
}

function mutateArray(value: unknown, pool: readonly unknown[], rng: TestRng): unknown {
  if (!Array.isArray(value) || value.length === 0) return rng.pick([[], [rng.pick(pool) ?? 0], 'x']);
  const copy: unknown[] = [...value];
  if (rng.index(2) === 0) copy.pop();
  else copy[rng.index(copy.length)] = rng.pick(pool) ?? null;
  return copy;
}
