import { memoKey, plainState } from 'kriegsspiel';
import type { NawContext } from './context.js';
import type { NawOptions } from './options.js';

/** Per context: the first options object seen with each content, by object and by content. */
const CANONICAL = memoKey<{ readonly byObject: WeakMap<object, NawOptions>; readonly byContent: Map<string, NawOptions> }>('canonical options');

const newCanonical = () => ({ byObject: new WeakMap<object, NawOptions>(), byContent: new Map<string, NawOptions>() });

/**
 * The options object that tables derived from options are keyed by: the first one seen in this context with the
 * same content (JSON), so that copies of a state (a loaded save, `structuredClone`) share the tables built for the
 * original instead of building their own. Looked up by identity first; the content is compared only for an options
 * object not seen before. Kept in the context's memo (one entry per distinct content).
 */
export function canonicalOptions(ctx: NawContext, options: NawOptions): NawOptions {
  const plain = plainState(options); // under immer the options are a draft: key by the plain object behind it
  const memo = ctx.memo.get(CANONICAL, newCanonical);
  let found = memo.byObject.get(plain);
  if (found === undefined) {
    const key = JSON.stringify(plain);
    found = memo.byContent.get(key);
    if (found === undefined) memo.byContent.set(key, (found = plain));
    memo.byObject.set(plain, found);
  }
  return found;
}
