/**
 * Builds the reconstructed Danube box map (`../danubeMap.json`) from the evidence in `network.json` (a copy of
 * `/shared/reference/danube-campaign-network.json`: boxes with positions, rivers, fortresses and mountains; candidate
 * connections with their kind and river crossings, every figure tagged with its source in
 * `/shared/reference/danube-campaign.md`):
 *
 *   npx tsx rulesets/jours-de-gloire/data/danube/generate.ts
 *
 * Generator code only: not part of the published ruleset. `buildDanubeMap` is pure; a test checks that the committed
 * file is its output.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PointGraphJson } from 'kriegsspiel';
import { formatMapJson } from '../../../../scripts/formatMapJson.js';
import network from './network.json' with { type: 'json' };
import { ADDED_BOXES, FIXED_CONNECTIONS } from './ruleFixes.js';

/** A box of the evidence: game name, modern name, lat, lon, river, Danube side, fortress, mountain, status. */
type EvidenceBox = readonly [string, string, number, number, string, string, string, string, string];
/** A connection of the evidence: two box ids, P/D/X, km, crossing, note. */
type EvidenceEdge = readonly [string, string, string, number, string, string];

/**
 * A box id from its game name: `Donau Eschingen` → `donau-eschingen`, `Tropp(au)` → `troppau`, `Bruck/Mur*` →
 * `bruck-mur`, `Kollabrünn/Hollabrünn` → `kollabrunn` (accents, marks and spaced remarks dropped).
 */
export function boxId(name: string): string {
  const [first, second] = name.replace(/\*|\(\?\)/g, '').replace(/ \(.*?\)/g, '').replace(/[()]/g, '').split('/');
  const base = first === 'Bruck' && second !== undefined ? `${first}-${second}` : first!;
  return base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** JdG 0.1, 8.8: fortified cities are the boxes whose evidence says they held a fortress or a citadel in 1800-1809. */
const fortified = (text: string): boolean => /^(YES|fortified city|citadel)/.test(text);

/** JdG 8.5 (Combat Table): mountain boxes, defensive terrain where the evidence says partly or on the edge. */
function terrainOf(text: string): 'mountain' | 'defensive' | 'clear' {
  if (/^YES/.test(text)) return 'mountain';
  return /^(partly|edge|foothills)/.test(text) ? 'defensive' : 'clear';
}

/**
 * JdG 5.1 and the Terrain Effects Table: plain lines (1 PM), dotted lines (2 PM); a crossing of a major river
 * (`fleuve`) by a bridge, of a minor river (`rivière`) at a ford; a major river with no bridge cannot be crossed.
 */
function kindOf(edge: EvidenceEdge): { kind: string; cost: number } {
  const [, , line, , crossing] = edge;
  if (line === 'X') return { kind: 'river', cost: 0 };
  const base = line === 'D' ? 'dotted' : 'plain';
  const cost = line === 'D' ? 2 : 1;
  if (/\(major/.test(crossing)) return { kind: `${base}+bridge`, cost };
  if (/\(minor/.test(crossing)) return { kind: `${base}+ford`, cost };
  if (crossing === '-' || /in box/.test(crossing)) return { kind: base, cost };
  return { kind: `${base}+bridge`, cost }; // the Rhine and the Danube, named without a class
}

/** Whether two connections join the same two boxes. */
const sameLink = (a: readonly string[], b: readonly string[]): boolean => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/**
 * The map as JSON data (`loadPointGraph` input): every box with its position, terrain, fortress and Danube side as
 * attributes, every connection with its kind and PM cost.
 *
 * @example
 * ```ts
 * import { loadPointGraph } from 'kriegsspiel';
 * import { buildDanubeMap } from './generate.js';
 * loadPointGraph(buildDanubeMap()).ok; // true
 * ```
 */
export function buildDanubeMap(): PointGraphJson {
  const boxes = Object.entries(network.boxes as unknown as Record<string, EvidenceBox>);
  const idOf = new Map(boxes.map(([key, b]) => [key, boxId(b[0])]));
  return {
    id: 'danube',
    name: 'The Danube, 1800-1809 (Jours de Gloire Campaign, reconstructed)',
    provenance: {
      kind: 'reconstructed',
      notes:
        'No copy of the printed map of Jours de Gloire Campaign: The Danube (Vae Victis 41) was available: the boxes and connections are rebuilt from the boxes the scenarios name and the roads, rivers and fortresses of 1800-1809 (/shared/reference/danube-campaign.md, whose sources each box and connection note keeps). Fillers (filler: true) are boxes no rule names, needed to keep the network connected. The scenarios force some changes (data/danube/ruleFixes.ts): Tulln between St Pölten and Vienne (S5), St Johann between Kufstein and Radstadt (S8), the Danube bridges S8 destroys (Krems-St Pölten, Tulln-Hollabrünn, Presbourg-Altenburg), and Essling-Wiener-Neustadt as the uncrossable connection of 5.1 where S8 sets the French pontoons. Terrain: mountain where the evidence says the box is in the mountains, defensive where partly or on their edge. Fortified: a fortress or citadel in 1800-1809. Connection kinds: plain (1 PM) or dotted (2 PM), with +bridge (a major river, fleuve, crossed by a bridge) or +ford (a minor river); river: a major river with no bridge (JdG 5.1: Essling to the box south of it). An owner of the game can replace this file with the printed map.',
    },
    boxes: [
      ...boxes.map(([key, b]) => ({
        id: idOf.get(key)!,
        name: b[0].replace(/\(\?\)|\*/g, '').replace(/ \(.*?\)/g, '').replace(/[()]/g, ''),
        attributes: { lat: b[2], lon: b[3], terrain: terrainOf(b[7]), fortified: fortified(b[6]), danube: b[5], filler: b[8] === 'filler', evidence: key },
        note: `${b[1]}; river: ${b[4]}; fortress: ${b[6]}; mountains: ${b[7]}; status: ${b[8]}`,
      })),
      ...ADDED_BOXES.map((b) => ({
        id: b.id,
        name: b.name,
        attributes: { lat: b.lat, lon: b.lon, terrain: b.terrain, fortified: false, danube: '', filler: false, evidence: 'rules' },
        note: b.note,
      })),
    ],
    connections: [
      ...(network.edges as unknown as EvidenceEdge[])
        .map((e) => ({
          between: [idOf.get(e[0])!, idOf.get(e[1])!] as [string, string],
          ...kindOf(e),
          note: [`${e[3]} km`, e[4] === '-' ? '' : e[4], e[5]].filter((s) => s !== '').join('; '),
        }))
        .filter((c) => !FIXED_CONNECTIONS.some((f) => sameLink(f.between, c.between))),
      ...FIXED_CONNECTIONS.filter((f) => f.kind !== 'none').map((f) => ({ between: [...f.between] as [string, string], kind: f.kind, cost: f.cost, note: f.note })),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = new URL('../danubeMap.json', import.meta.url);
  writeFileSync(out, formatMapJson(buildDanubeMap()));
  console.log(`wrote ${out.pathname}`);
}
