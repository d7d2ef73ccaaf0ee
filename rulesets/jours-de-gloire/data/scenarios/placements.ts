import type { Placement } from '../../scenario.js';
import danube from '../danubeMap.json' with { type: 'json' };

/** A placement: `piece` at `box` (or one of `boxes`, its owner's choice), with the optional fields. */
export const at = (piece: string, box: string | readonly string[], extra: Omit<Placement, 'piece' | 'box'> = {}): Placement => ({
  piece,
  box: typeof box === 'string' ? box : [...box],
  ...extra,
});

/** Several counters in one box. */
export const allAt = (box: string, ...pieces: readonly string[]): Placement[] => pieces.map((p) => at(p, box));

/** A reinforcement: a placement on a turn. */
export const on = (turn: number, placements: readonly Placement[]) => placements.map((p) => ({ ...p, turn }));

type MapBox = (typeof danube.boxes)[number];
const byId = new Map<string, MapBox>(danube.boxes.map((b) => [b.id, b]));

/** The boxes joined to `id` by a usable connection (not a major river without a bridge). */
export function neighboursOf(id: string): string[] {
  return danube.connections.filter((c) => c.kind !== 'river' && c.between.includes(id)).map((c) => (c.between[0] === id ? c.between[1]! : c.between[0]!));
}

/** The mountain boxes next to any of `ids` (S7, S9: Hofer's arrival). */
export const mountainBoxesNextTo = (...ids: readonly string[]): string[] =>
  [...new Set(ids.flatMap(neighboursOf))].filter((b) => byId.get(b)?.attributes.terrain === 'mountain').sort();

/** The boxes of the built-in map that pass `test` on their attributes (S3's armistice zones). */
export const boxesWhere = (test: (a: MapBox['attributes']) => boolean): string[] => danube.boxes.filter((b) => test(b.attributes)).map((b) => b.id);

/**
 * A test of whether a box lies on or east of the line through the boxes `ids` (from south to north): the line's
 * longitude at the box's latitude, held at its ends beyond them (S3's armistice lines).
 */
export function onOrEastOf(...ids: readonly string[]): (a: MapBox['attributes']) => boolean {
  const points = ids.map((id) => byId.get(id)!.attributes);
  return (a) => {
    const k = points.findIndex((p) => p.lat >= a.lat);
    if (k <= 0) return a.lon >= points[k < 0 ? points.length - 1 : 0]!.lon;
    const [s, n] = [points[k - 1]!, points[k]!];
    return a.lon >= s.lon + ((a.lat - s.lat) / (n.lat - s.lat)) * (n.lon - s.lon);
  };
}
