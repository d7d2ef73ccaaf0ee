/**
 * Any value that survives `JSON.stringify`/`JSON.parse` unchanged.
 *
 * States, actions, events and violations are all `Json`-compatible plain data.
 */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
