/**
 * `npm run bench:bundle -- --groups`: where the gzip bytes of the browser bundle go, by file group (the rules, combat,
 * the bots' evaluation and encoding, the scenario and map data, valibot, ...) and for the string literals. esbuild writes
 * a source map with the minified bundle; every output byte belongs to the source module of the mapping before it.
 * A group's gzip share is the gzipped bundle's size less the size of the bundle with that group's bytes cut out, the
 * same subtraction bench/bundleSize.ts uses for a package. The shares do not add up to the total: gzip finds repeats
 * across groups, so cutting one group also loses the back-references other groups made into it.
 * See docs/performance.md, "Browser bundle".
 */
import { gzipSync } from 'node:zlib';

/** A named set of source modules, chosen by a test on the module's repository path (or `node_modules/...` path). */
export interface FileGroup {
  readonly name: string;
  readonly test: (module: string) => boolean;
}

const NAW = 'rulesets/napoleon-at-war/';
const inNaw = (m: string, rest: RegExp): boolean => m.startsWith(NAW) && rest.test(m.slice(NAW.length));

/** The groups reported, in order; a module goes to the first group whose test it passes. */
export const FILE_GROUPS: readonly FileGroup[] = [
  { name: 'NAW map data (data/*.json)', test: (m) => inNaw(m, /^data\/.*\.json$/) },
  { name: 'NAW scenario data (data/*.ts)', test: (m) => inNaw(m, /^data\//) },
  { name: 'NAW combat (rules/combat/)', test: (m) => inNaw(m, /^rules\/combat\//) },
  { name: 'NAW rules (rules/, the rest)', test: (m) => inNaw(m, /^rules\//) },
  { name: 'NAW evaluation (evaluate*.ts)', test: (m) => inNaw(m, /^evaluate/) },
  { name: 'NAW encoding (encoding.ts)', test: (m) => inNaw(m, /^encoding\.ts$/) },
  { name: 'NAW presentation (presentation, pieces, events)', test: (m) => inNaw(m, /^(presentation|pieces|events)\.ts$/) },
  { name: 'NAW schemas (stateSchema, scenario, options, actions)', test: (m) => inNaw(m, /^(stateSchema|scenario|options|actions)\.ts$/) },
  { name: 'NAW the rest (index, context, setup, tables, ...)', test: (m) => m.startsWith(NAW) },
  { name: 'src/bots', test: (m) => m.startsWith('src/bots/') },
  { name: 'src/env', test: (m) => m.startsWith('src/env/') },
  { name: 'src/serialization', test: (m) => m.startsWith('src/serialization/') },
  { name: 'src/maps', test: (m) => m.startsWith('src/maps/') },
  { name: 'src/mechanics', test: (m) => m.startsWith('src/mechanics/') },
  { name: 'src/core and src/', test: (m) => m.startsWith('src/') },
  { name: 'valibot', test: (m) => m.includes('node_modules/valibot/') },
  { name: 'immer', test: (m) => m.includes('node_modules/immer/') },
  { name: 'other packages', test: (m) => m.includes('node_modules/') },
];

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** For each character of `code`, the index of its source in `sources` (-1 before the first mapping of a line). */
export function sourceOfEachChar(code: string, mappings: string): Int32Array {
  const owner = new Int32Array(code.length).fill(-1);
  const lines = code.split('\n');
  let source = 0;
  let lineStart = 0;
  mappings.split(';').forEach((line, n) => {
    const text = lines[n] ?? '';
    let col = 0;
    let from = -1;
    let fromSource = -1;
    for (const segment of line.split(',').filter(Boolean)) {
      const [dCol = 0, dSource] = decodeSegment(segment);
      col += dCol;
      if (from >= 0) owner.fill(fromSource, lineStart + from, lineStart + col);
      if (dSource !== undefined) source += dSource;
      from = col;
      fromSource = dSource === undefined ? -1 : source;
    }
    if (from >= 0) owner.fill(fromSource, lineStart + from, lineStart + text.length);
    lineStart += text.length + 1;
  });
  return owner;
}

/** One group's sizes in the bundle. */
export interface GroupShare {
  readonly group: string;
  /** Minified bytes of the group's modules in the output. */
  readonly minifiedBytes: number;
  /** The gzipped bundle's bytes less those of the bundle without the group. */
  readonly gzipBytes: number;
}

const gz = (text: string): number => gzipSync(Buffer.from(text, 'utf8')).length;

/** String and template literals of minified code (a scan good enough to measure with, not to parse with). */
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

/**
 * The gzip share of each {@link FILE_GROUPS} group in the minified `code`, given its source map; and, as the last
 * row, the share of all string and template literals (error messages, violation texts, names, JSON data keys).
 *
 * @example
 * ```ts
 * import { groupShares } from './bundleGroups.js';
 * const rows = groupShares('let a=1;', { sources: ['src/a.ts'], mappings: 'AAAA' });
 * console.log(rows.find((r) => r.group === 'src/core and src/')?.minifiedBytes); // 8
 * ```
 */
export function groupShares(code: string, map: { readonly sources: readonly string[]; readonly mappings: string }): GroupShare[] {
  const owner = sourceOfEachChar(code, map.mappings);
  const total = gz(code);
  const groupOf = map.sources.map((s) => {
    const module = s.replace(/^(\.\.\/)+/, '').replace(/^.*?(node_modules\/)/, '$1');
    return FILE_GROUPS.findIndex((g) => g.test(module));
  });
  const rows = FILE_GROUPS.map((group, g) => {
    let kept = '';
    let bytes = 0;
    let runStart = 0;
    for (let i = 0; i <= code.length; i++) {
      const mine = i < code.length && owner[i]! >= 0 && groupOf[owner[i]!] === g;
      if (mine) bytes++;
      if (i === code.length || mine) {
        kept += code.slice(runStart, i);
        runStart = i + 1;
      }
    }
    return { group: group.name, minifiedBytes: bytes, gzipBytes: total - gz(kept) };
  });
  const noStrings = code.replace(STRING_LITERAL, '""');
  rows.push({ group: 'string literals, all', minifiedBytes: code.length - noStrings.length, gzipBytes: total - gz(noStrings) });
  const isData = (at: number): boolean => owner[at]! >= 0 && /\.json$/.test(map.sources[owner[at]!] ?? '');
  const noCodeStrings = code.replace(STRING_LITERAL, (literal, at: number) => (isData(at) ? literal : '""'));
  rows.push({
    group: 'string literals of code (messages, names, keys; not the JSON data)',
    minifiedBytes: code.length - noCodeStrings.length,
    gzipBytes: total - gz(noCodeStrings),
  });
  return rows.filter((r) => r.minifiedBytes > 0);
}
