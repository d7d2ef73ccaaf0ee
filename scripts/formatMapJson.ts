/**
 * Compact, stable JSON layout for generated maps: one line per hexside,
 * place and note, arrays of hex ids on one line, so reviews read as diffs.
 * Generator tooling shared by the rulesets' map scripts (Wagram, Austerlitz): not part of the package.
 */

/** Formats map JSON: one key per line down to depth 2, anything deeper on one line. */
export function formatMapJson(value: unknown): string {
  const walk = (v: unknown, indent: string, depth: number): string => {
    if (v === null || typeof v !== 'object' || depth >= 2) return JSON.stringify(v);
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (v.every((x) => typeof x !== 'object' || x === null)) return JSON.stringify(v);
      return `[\n${v.map((x) => inner + walk(x, inner, depth + 1)).join(',\n')}\n${indent}]`;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    // Objects keyed by hex id (`notes`): in id order (JavaScript lists integer-like keys such as "1032" before "0809").
    if (entries.every(([k]) => /^\d{4}$/.test(k))) entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${walk(x, inner, depth + 1)}`).join(',\n')}\n${indent}}`;
  };
  return `${walk(value, '', 0)}\n`;
}
