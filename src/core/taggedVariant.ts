/**
 * A valibot variant that finds its option by the tag's value in a map, for the action schemas `apply` validates on
 * every move.
 *
 * @module
 */
import * as v from 'valibot';

/**
 * `v.variant(key, options)` where every option is an object whose `key` is a literal (an action's `type`): the same
 * schema, the same output and the same issues, and the same JSON Schema (`oneOf`), but the option is found by the
 * tag's value in a map instead of by trying each option in turn (about four times faster on Napoleon at War's 15
 * actions). Input whose tag names no option goes through valibot's own search, which gives its issue. Options with a
 * tag that is not a literal, a nested variant, or a tag used twice make it `v.variant` itself.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { parseSchema, taggedVariant } from 'kriegsspiel';
 * const action = taggedVariant('type', [
 *   v.strictObject({ type: v.literal('move'), to: v.string() }),
 *   v.strictObject({ type: v.literal('pass') }),
 * ]);
 * parseSchema(action, { type: 'move', to: '0405' }).success; // true
 * const refused = parseSchema(action, { type: 'fly' });
 * if (!refused.success) refused.error.issues[0]?.path; // ['type']
 * ```
 */
export function taggedVariant<const TKey extends string, const TOptions extends v.VariantOptions<TKey>>(
  key: TKey,
  options: TOptions,
): v.VariantSchema<TKey, TOptions, undefined> {
  const base = v.variant(key, options);
  const byTag = new Map<unknown, v.GenericSchema>();
  for (const option of options) {
    const tag: v.GenericSchema | undefined = option.type === 'variant' ? undefined : option.entries[key];
    if (tag === undefined || tag.type !== 'literal') return base;
    const value = (tag as v.LiteralSchema<v.Literal, undefined>).literal;
    if (byTag.has(value)) return base;
    byTag.set(value, option as v.GenericSchema);
  }
  const run = (dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>): v.OutputDataset<unknown, v.BaseIssue<unknown>> => {
    const input = dataset.value;
    if (input && typeof input === 'object') {
      const option = byTag.get((input as Record<string, unknown>)[key]);
      if (option !== undefined) return option['~run']({ value: input }, config);
    }
    return base['~run'](dataset, config as never) as v.OutputDataset<unknown, v.BaseIssue<unknown>>;
  };
  const standard = { ...base['~standard'], validate: (value: unknown) => run({ value }, v.getGlobalConfig()) };
  return { ...base, '~run': run, '~standard': standard } as unknown as typeof base;
}
