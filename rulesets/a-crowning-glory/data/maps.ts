/** The built-in maps of A Crowning Glory, by id. */
export const BUILT_IN_MAPS: Readonly<Record<string, unknown>> = {};
