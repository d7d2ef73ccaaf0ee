import type { OptionsInput } from 'kriegsspiel';
import type { NawOptions } from './options.js';

/**
 * Layers options: the published defaults, overridden by the scenario's settings, overridden by the caller's (NAW
 * 11.0: each game's exclusive rules amend the standard rules). The merge rule: the terrain chart, a record keyed by
 * terrain name, merges by key, so overriding `forest` keeps every other terrain's entry (each entry is replaced
 * whole); every other option is replaced whole: the CRT (one table: its columns, rows and die faces belong
 * together), and the fixed-shape `hexsideCosts` and `demoralizedAt`, whose schemas require every field, so nothing
 * is dropped by accident. Setup then checks the layered tables as wholes (`tableProblem`).
 *
 * @example
 * ```ts
 * import { DEFAULT_OPTIONS, NAW_TERRAIN, layerOptions } from 'kriegsspiel/rulesets/napoleon-at-war';
 * const options = layerOptions(DEFAULT_OPTIONS, { terrain: { forest: { ...NAW_TERRAIN['forest']!, cost: 3 } } });
 * options.terrain['forest']?.cost; // 3
 * options.terrain['town']?.cost; // 1: the published entry, kept
 * ```
 */
export function layerOptions(...layers: OptionsInput<NawOptions>[]): NawOptions {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      out[key] = key === 'terrain' ? { ...(out[key] as object | undefined), ...(value as object) } : value;
    }
  }
  return out as unknown as NawOptions;
}
