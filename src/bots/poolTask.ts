import type { Violation } from '../core/violation.js';
import type { ModuleExport } from './moduleExport.js';
import type { RulesetSource } from './loadRuleset.js';
import type { SeededGameSpec } from './playSeededGame.js';

/**
 * What the main thread sends a pool worker: plain data only (functions cannot cross threads). Either a batch of
 * seeded games of a ruleset the worker imports, or one call of an exported function.
 */
export type PoolTask =
  | {
      readonly kind: 'games';
      /** Where the worker imports the ruleset. */
      readonly ruleset: RulesetSource;
      /** Where the worker imports its `BotFactory` (default: the built-in `botByName`). */
      readonly botFactory?: ModuleExport;
      /** The games, played in order. */
      readonly specs: readonly SeededGameSpec[];
    }
  | {
      readonly kind: 'call';
      /** The function to call: `(input) => output`, sync or async, output structured-cloneable. */
      readonly task: ModuleExport;
      /** Its argument (structured-cloneable). */
      readonly input: unknown;
    };

/** What a pool worker answers: the games or the function's output, or why not (never a throw). */
export type PoolReply = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly violation: Violation };
