import type { JdgContext } from './context.js';
import type { Side } from './vocabulary.js';

/**
 * The side names of a campaign (adjectives): the French, and the Austrians or (1805) the Austro-Russians.
 *
 * @example
 * ```ts
 * // sideName(ctx, 'coalition') === 'Austrian' in the 1800 and 1809 scenarios
 * ```
 */
export const sideName = (ctx: JdgContext, side: Side): string => (side === 'french' ? 'French' : ctx.scenario.campaign === 'A' ? 'Austro-Russian' : 'Austrian');
