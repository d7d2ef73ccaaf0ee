/**
 * The provenance notes of the reconstructed Wagram map (written for this
 * project; no rulebook text). Generator code only: not part of the published
 * ruleset.
 */
import { ESTIMATE, sourceList } from './sources.js';

/**
 * The shape of wagramMap.provenance.json, the map's full provenance beside it: the ruleset loads only the map, which
 * carries {@link provenanceSummary}; documentation, tests and readers of the data read this file.
 */
export interface MapProvenanceFile {
  /** The id of the map it documents. */
  readonly map: string;
  /** Method, fit, what is guessed, and the numbered SOURCES the other notes cite as `S [n]`. */
  readonly notes: string;
  /** The evidence of each hexside with a feature, keyed by `hexsideKey` (`'0109-0209'`, lower id first). */
  readonly hexsides: Readonly<Record<string, string>>;
  /** The evidence of each town and wooded hex, by hex id. */
  readonly hexes: Readonly<Record<string, string>>;
}

/** The map's own `provenance.notes`: what it is and where its full provenance is. */
export function provenanceSummary(): string {
  return [
    'No copy of the printed SPI map (1975) was available: this map is rebuilt from the Wagram rules and from the geography of the Marchfeld in',
    'July 1809 by the A2b fit of the evidence, with the town hexes of 17.11 placed as the rules give them. Each place names its source (S [n]).',
    'The method, the fit, what is guessed, the list of sources and the evidence of each hex and hexside are in wagramMap.provenance.json,',
    'beside this file (generated with it by rulesets/napoleon-at-war/data/wagram/generate.ts).',
    'An owner of the game can replace this file with the printed map: same ids, same feature names.',
  ].join(' ');
}

/** The `provenance.notes` text; `apart` lists the places where the A2b and S1 fits differ by more than two hexes. */
export function provenanceNotes(apart: readonly string[]): string {
  return [
    'No copy of the printed SPI map (1975) was available: this map is rebuilt from the Wagram rules and from the geography of the Marchfeld in',
    `July 1809, compiled for this project from the published sources listed under SOURCES at the end (S [n] = source n; ${ESTIMATE}).`,
    'An owner of the game can replace this file with the printed map: same ids, same feature names.',
    'GRID: ids XXYY, XX = columns 01-29 (south to north), YY = rows 01-34 (west to east), flat-topped hexes, even columns shifted half a hex',
    'towards higher YY (the only convention under which the rule hexes of Essling and Gross Enzersdorf are compact). Edges: west =',
    'first row (YY 01), east = last row (YY 34), south = first column, north = last column. No rule hex uses column 00 and none is needed.',
    'METHOD: every hex centre is placed in latitude/longitude by the A2b fit (fit.ts: affine, anchored on the three towns of 17.11 and, with',
    'weight 0.3, on the Austrian corps of 13.2, I/II/IV taken 0.8 km north of the Russbach villages where they camped). Areas (the Danube,',
    'Lobau, woods, the heights) are polygons and a hex belongs to one when its centre does; a line (the Russbach, the escarpment, the ridges)',
    'becomes the hexsides it crosses between hex centres; roads are routed hex to hex near the straight line between their villages, crossing',
    'water only at bridges. Generator: rulesets/napoleon-at-war/data/wagram (npx tsx .../generate.ts), evidence as data in evidence.ts.',
    'FIT: A2b is used throughout (the only fit that reproduces both the fixed towns and all the set-up areas; it stretches the map',
    'north-south by about 17%). The towns-only similarity fit S1 is the check; it puts the heights 3-5 hexes further south, so positions north',
    `of XX 15 are uncertain by about two hexes. A2b and S1 more than two hexes apart: ${apart.join('; ')}.`,
    'FIXED BY THE RULES: Aspern 0809/0810, Essling 0714/0813/0814, Gross Enzersdorf 0516/0517/0616 (17.11), placed as given whatever the fit',
    'says; every 13.2 set-up hex is enterable; every 13.1 set-up area holds its units; the east edge 1134-2934 (14.7) and the west edge north',
    'of the Danube (14.6) are enterable. The tests in test/napoleon-at-war/wagramMap.test.ts check these.',
    'TOWNS: every village of the evidence (evidence.ts) that falls on the map, one hex each at its A2b hex (the three towns of 17.11 as the rules give them);',
    'Wagram = Deutsch-Wagram, Siebenbrunn = Obersiebenbrunn (Untersiebenbrunn is just off the east edge); Helmahof, a farm, is a named clear hex.',
    'FOREST: Lobau and the floodplain woods of the left bank (Mühlau and Stadlau, below Mühlleiten; S [39], [33]); the woods on both banks of the',
    'Russbach of the designer\'s notes 19.1 (willows and thickets, S [31]), drawn on every hex touching a Russbach hexside (their extent is a',
    'guess); Prince Eugene\'s park at Obersiebenbrunn (K).',
    'LAKE: the Danube. The terrain key has Lake though the Marchfeld had no lakes of note in 1809 (K; only village ponds, S [21]), so Lake is read as the river\'s open',
    'water: the 1809 main bed (today\'s Alte Donau) and, as a guess, everything south-west of it (the Prater islands and the Vienna bank), where',
    'nothing in the rules happens (no bridge: the Tabor bridges were burnt in May) and where a west-edge entry (14.6) would make no sense.',
    'RIVER: the arms round Lobau (Stadler arm north, Gross-Enzersdorf arm east; S [36], [39]; K +-500 m), drawn between hex columns 04 and 05, a',
    'little south of the reference points, so that column 05 with Gross Enzersdorf 0516 and the area round 0514 (13.1) are left bank. Lobau\'s',
    'west side is the main bed; its south side and the main-arm bridges from Kaiserebersdorf are off the map. BRIDGES onto the Marchfeld:',
    'two on the north side (the May crossing and Napoleonstrasse, opposite Aspern-Essling) and three on the east side (the crossings of 4-5',
    'July opposite Gross Enzersdorf and Mühlleiten); each bridge hexside stands for several historical bridges; the exact hexsides are guesses.',
    'STREAM: the Russbach (course S [29], [31]; K +-300 m) from the north edge past Wagram, Baumersdorf, the Markgrafneusiedl mill, north-east of',
    'Glinzendorf and through Leopoldsdorf to the east edge; bridges at Wagram, Baumersdorf, the Markgrafneusiedl mill, near Glinzendorf',
    '(Davout\'s crossing, 18.0) and Leopoldsdorf (probable, K).',
    'SLOPE: (1) the Wagram escarpment (S [31], [42], [43]; K +-300 m) from the north edge by Helmahof to Wagram, south-east along the Russbach to',
    'Markgrafneusiedl, then north-east towards Gänserndorf; uphill = the Russbach heights. It stands at most ~300 m behind the stream, less',
    'than a hex: where the fit put both on one hexside the escarpment is drawn one hex further back, so that stream and escarpment stay the',
    'two lines of defence of 19.1 with a wooded bank between them. (2) The ridges north-west behind Leopoldau and Gerasdorf of 19.1: a guess,',
    'since the evidence gives only spot heights (the north-west slightly higher, Stammersdorf on the Bisamberg slope); drawn about 1.5 km',
    'north-west of Leopoldau and 1 km north and west of Gerasdorf, in front of VI Corps and the Reserve (13.2), higher side north and west.',
    'REGIONS: lobau (Lobau Island, 13.1, 15.3); russbach-heights (the hexes above the escarpment slopes: the Russbach Heights of 17.12).',
    'ROADS: the Brünn post road from the Tabor bridgehead (Floridsdorf) over the Rendezvousberg towards Wolkersdorf (north edge; S [47], [44]);',
    'the Znaim-Prague road past Strebersdorf (west edge; S [47]); the Schlosshof road to Pressburg through Kagran, Aspern, Essling, Gross Enzersdorf,',
    'Mühlleiten and Wittau (south edge; S [54], route K; the Vienna-Pressburg post road ran on the south bank, off the map); the village roads',
    '(sourced: Gross Enzersdorf-Raasdorf-Deutsch-Wagram S [49], Floridsdorf-Leopoldau-Deutsch-Wagram and Leopoldau-Aspern S [50]; the rest K);',
    'on Lobau the Napoleonstrasse (S [36]) and a guessed track to the July bridges. The exact hexes of every road are a guess.',
    'Each town hex and hexside has a note naming its evidence (`hexes` and `hexsides` of wagramMap.provenance.json).',
    `SOURCES: ${sourceList()}.`,
  ].join(' ');
}
