/**
 * The provenance notes of the reconstructed Aspern-Essling map (written for this project; no rulebook or reference
 * text). Generator code only: not part of the published ruleset.
 */
import { ESTIMATE, sourceList } from './sources.js';

/**
 * The `provenance.notes` text; `residuals` lists each village's hex and how far its coordinate lies from the centre,
 * `entries` why each Austrian entry is where it is.
 *
 * @example
 * ```ts
 * import { provenanceNotes } from './provenance.js';
 * provenanceNotes(['Aspern church 0609 (0.11)'], 'austrian-entry-1: ...').startsWith('The game'); // true
 * ```
 */
export function provenanceNotes(residuals: readonly string[], entries: string): string {
  return [
    'The game\'s only surviving document is its player aid, so there is no printed map: this one is reconstructed from the geography of the',
    'battlefield in May 1809, compiled for this project from the published sources listed under SOURCES at the end (tags in brackets; the W',
    `tags are the Wagram map's evidence, copied where the battlefields overlap; ${ESTIMATE}).`,
    'GRID: hexes 500 m across the flats, flat tops, north up; ids CCRR, columns 01-23 west to east, rows 01-20 north to south, even columns half',
    'a hex lower. Edges: north = first row, south = last row, west = first column, east = last column. The map runs from the Danube at Stadlau',
    'and the Gemeindeau (west) to 2 km east of Gross-Enzersdorf (east), and from the south shore of Lobau, where the great bridge',
    'from Kaiser-Ebersdorf landed (the bridge itself is off the map), to 800 m north of Breitenlee.',
    'METHOD: a plain projection, the centre of 0101 at 48.2550 N, 16.4525 E (fit.ts: the origin that keeps Aspern and its church, and Essling',
    'and its granary, in adjacent hexes and every village in a hex of its own). A hex belongs to an area (the Danube, Lobau, a wood) when its',
    'centre does; a line (an arm, a rivulet, the ditch) becomes the hexsides it crosses between hex centres; roads are routed hex to hex near the',
    'straight line between their villages, crossing water only at bridges. Generator: rulesets/march-into-battle/data/aspern (generate.ts).',
    `VILLAGES (hex, and how far the coordinate lies from its centre, in hexes): ${residuals.join('; ')}.`,
    'Aspern is two hexes: its church with the walled cemetery (the west end) and the rest of the village; Essling two: the granary and the',
    'village; Gross-Enzersdorf, walled, one town hex. Hexes of buildings are village (town for Gross-Enzersdorf) whatever wood they stand in.',
    'RIVER HEXES: the Danube\'s main bed of 1809 (today\'s Alte Donau line, [W34]; K +-500 m) and everything beyond it to the south-west',
    '(the river, its islands and the right bank, where nothing of the battle happens).',
    'RIVER HEXSIDES: the Stadler arm, the last arm between Lobau and the left bank (about 100 yards wide [S17]; its course K +-500 m, today\'s',
    'Mühlwasser), and the Gross-Enzersdorf arm that continues it round the east side of Lobau (the Wagram map\'s points, K). The only crossing',
    'is the small bridge (bridge hexside) from Lobau to the Mühlau, by which the army crossed and withdrew [S2][S9].',
    'LOBAU: every hex south of the arms up to the main bed; wooded [S21][W39] (forest) with two small channels, dry at low water [S21], but',
    'the Danube was in flood and rising [S17][S1]: the hexes along them are swamp (the channels\' courses are a guess; the western one passes',
    'the Panozzalacke [S18f]).',
    'FOREST on the left bank: the Gemeindeau and the brush west of Aspern [S7][S4]; the Mühlau woods along the arm between the villages and the',
    'floodplain below Muhlleiten ([W39][W33], as on the Wagram map). Extents K. Everything else is the open Marchfeld (clear).',
    'STREAM: two rivulets in the brush west of Aspern, draining to the Stadler arm ([S7]; courses a guess, kept clear of the roads).',
    'SLOPE: (1) the earth-banked ditch along the narrow road from Aspern to Essling [S7][S8], which Hiller called a natural bridgehead [S4]:',
    'drawn along the hexsides north of the road\'s hexes, uphill = the south (French) side. (2) The remains of the flood dike west, north and',
    'east of Aspern [S7], on those sides of the Aspern hexes, uphill = the village. Why uphill on the defenders\' side: both are banks the French',
    'stood behind and the Austrians, coming from the open plain to the north, had to cross and climb; an up slope is the player aid\'s terrain',
    'for that (the attacker at three quarters, no ZOC up it). The bank was low: not a steep slope.',
    'ROADS (main road = road, side road = trail): Aspern-Essling-Gross-Enzersdorf behind the ditch [S7] (part of the Schlosshof road [W54]);',
    'Kagran-Hirschstetten-Aspern [W54]; Stadlau-Aspern; Süssenbrunn-Breitenlee-Aspern; Raasdorf-Essling;',
    'Deutsch-Wagram-Raasdorf-Gross-Enzersdorf [W49]; Gross-Enzersdorf-Muhlleiten towards Wittau [W54]; on Lobau the Napoleonstrasse from the',
    'great bridge to the small bridge [S18f][W36], and on from the small bridge to Essling. Side roads: the bank upstream of Stadlau (the 1st',
    'column\'s way [S2]), Stadlau-Hirschstetten, Hirschstetten-Breitenlee, Breitenlee-Aderklaa, Breitenlee-Raasdorf, Raasdorf-Aderklaa,',
    'Gross-Enzersdorf-Rutzendorf. Routes K; the exact hexes of every road are a guess.',
    'PLACES: the villages; Aspern church; Essling granary; Lobau (the island but the bridge hex); Small bridge (its Lobau end); Muhlau bridgehead',
    '(its left-bank end and the Mühlau salient, K); Gemeindeau (its wood). Places are disjoint; regions may overlap.',
    'REGIONS: lobau; french-entry and french-supply (the Lobau hexes of the south edge nearest the great bridge\'s landing, K +-700 m [S18f]);',
    'bridgehead (= Muhlau bridgehead); objectives (Aspern church, Essling granary, the bridgehead, Gross-Enzersdorf: a designer\'s choice, A);',
    'french-start-aspern and -essling (the village hexes and the hexes south of them), -centre (the hexes behind the ditch), -enzersdorf (the',
    'town); austrian-supply (the north edge and the west edge above the Danube, where the columns came from); the Austrian entries, the land',
    `hexes of an edge nearest where each column's route crossed it: ${entries}.`,
    'Each village hex, bridge end, entry hex of Lobau and swamp hex carries a note; each hexside a note naming its evidence.',
    `SOURCES: ${sourceList()}.`,
  ].join(' ');
}
