/** The built-in maps of March into Battle, by id (filled as the reconstructed Aspern-Essling map lands, see data/MAP.md). */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = {};
