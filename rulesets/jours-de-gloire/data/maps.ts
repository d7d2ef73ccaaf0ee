import danube from './danubeMap.json' with { type: 'json' };

/** The built-in maps by id: the reconstructed Danube box map (data/MAP.md). */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = Object.freeze({ danube });
