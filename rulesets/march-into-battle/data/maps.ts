import aspernMap from './aspernMap.json' with { type: 'json' };

/** The built-in maps of March into Battle, by id: the reconstructed Aspern-Essling map (see data/MAP.md). */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = { aspern: aspernMap };
