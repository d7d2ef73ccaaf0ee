import austerlitzMap from './austerlitzMap.json' with { type: 'json' };

/** The built-in maps of A Crowning Glory, by id: the reconstructed Austerlitz map (see data/MAP.md). */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = { austerlitz: austerlitzMap };
