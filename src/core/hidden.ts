/**
 * What a side's view shows in place of something it may not see (a dummy, an unidentified force, a secret chit).
 * `id` is stable while the hidden thing exists, so a front end can track the marker.
 *
 * @example
 * ```ts
 * import { hiddenMarker } from 'kriegsspiel';
 * const marker = hiddenMarker('force', 'stack-3'); // { hidden: true, kind: 'force', id: 'stack-3' }
 * ```
 */
export interface HiddenMarker {
  /** Always `true`. */
  readonly hidden: true;
  /** What sort of thing is hidden, e.g. `'unit'` or `'chit'`. */
  readonly kind: string;
  /** A stable id for the marker (never the hidden thing's real identity). */
  readonly id: string;
}

/** Builds a {@link HiddenMarker}. */
export function hiddenMarker(kind: string, id: string): HiddenMarker {
  return { hidden: true, kind, id };
}

/** Whether a value is a {@link HiddenMarker}. */
export function isHiddenMarker(value: unknown): value is HiddenMarker {
  const v = value as Partial<HiddenMarker> | null;
  return typeof v === 'object' && v !== null && v.hidden === true && typeof v.id === 'string' && typeof v.kind === 'string';
}

/** The keys (`kind:id`) of every hidden marker anywhere inside a plain-data value (such as a view). */
export function hiddenKeys(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isHiddenMarker(value)) {
    into.add(`${value.kind}:${value.id}`);
  } else if (Array.isArray(value)) {
    for (const item of value) hiddenKeys(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) hiddenKeys(item, into);
  }
  return into;
}
