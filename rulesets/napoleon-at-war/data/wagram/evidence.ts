/**
 * The geographic evidence behind the reconstructed Wagram map, as data:
 * village coordinates, the lines of the Russbach, the escarpment, the ridges
 * and the Danube arms, areas of water and woods, bridges and roads.
 *
 * Every figure names its source: S [n] = published source n of ./sources.ts;
 * K = an estimate after the standard histories, unchecked, +-300-500 m (see
 * `ESTIMATE` in ./sources.ts); "guess" = placed here from the game's rules
 * and designer's notes alone. Coordinates are those of today's village
 * centres or churches: the villages of 1809 stood on the same sites.
 *
 * Generator code only: not part of the published ruleset.
 */

/** Latitude, longitude (degrees). */
export type LatLon = readonly [number, number];

/** A village or town put on the map as a place. */
export interface PlaceEvidence {
  /** Name on the map (the rules' spelling where the rules name it). */
  readonly name: string;
  readonly at: LatLon;
  /** Where the coordinate comes from. */
  readonly source: string;
  /** Town terrain (villages) or only a named hex (a farm). */
  readonly town: boolean;
  /** The rules fix these hexes (17.11); otherwise the A2b nearest hex is used. */
  readonly fixed?: readonly string[];
  /** Extra hexes, for villages drawn larger than one hex (guess). */
  readonly extra?: readonly string[];
  /** Rule cases that name the place. */
  readonly rules?: string;
}

/** Villages and farms that fall on the map under the A2b fit (./fit.ts). */
export const PLACES: readonly PlaceEvidence[] = [
  { name: 'Aspern', at: [48.218, 16.483], source: 'S [1]', town: true, fixed: ['0809', '0810'], rules: '17.11' },
  { name: 'Essling', at: [48.2133, 16.528], source: 'S [2]', town: true, fixed: ['0714', '0813', '0814'], rules: '17.11' },
  { name: 'Gross Enzersdorf', at: [48.2025, 16.5506], source: 'S [4]', town: true, fixed: ['0516', '0517', '0616'], rules: '17.11' },
  { name: 'Wagram', at: [48.2994, 16.5644], source: 'S [6] (Deutsch-Wagram)', town: true, rules: '19.1' },
  { name: 'Baumersdorf', at: [48.2789, 16.5894], source: 'S [7] (today Parbasdorf)', town: true, rules: '19.1' },
  { name: 'Markgrafneusiedl', at: [48.2669, 16.6319], source: 'S [8]; tower S [9] in the same hex', town: true, rules: '19.1-19.3' },
  { name: 'Aderklaa', at: [48.285, 16.5369], source: 'S [10]', town: true, rules: '19.1-19.3' },
  { name: 'Grosshofen', at: [48.252, 16.618], source: 'K (S [11] to the minute only)', town: true, rules: '19.1-19.2' },
  { name: 'Glinzendorf', at: [48.2464, 16.6403], source: 'S [12]', town: true, rules: '19.2-19.3' },
  { name: 'Leopoldsdorf', at: [48.2241, 16.6896], source: 'S [13] (Leopoldsdorf im Marchfeld)', town: true, rules: '19.2-19.3' },
  { name: 'Siebenbrunn', at: [48.265, 16.7075], source: 'S [14] (Obersiebenbrunn; Untersiebenbrunn is off the east edge)', town: true, rules: '19.2-19.3' },
  { name: 'Raasdorf', at: [48.2467, 16.5644], source: 'S [16]', town: true, rules: '19.3' },
  { name: 'Leopoldau', at: [48.2634, 16.441], source: 'S [18]', town: true, rules: '19.1-19.2' },
  { name: 'Gerasdorf', at: [48.295, 16.4675], source: 'S [19]', town: true, rules: '19.1-19.2' },
  { name: 'Süssenbrunn', at: [48.2775, 16.4956], source: 'S [17]', town: true, rules: '19.3' },
  { name: 'Breitenlee', at: [48.248, 16.503], source: 'K', town: true },
  { name: 'Pysdorf', at: [48.256, 16.58], source: 'K', town: true },
  { name: 'Stammersdorf', at: [48.303, 16.411], source: 'S [20] (church)', town: true },
  { name: 'Strebersdorf', at: [48.295, 16.386], source: 'K', town: true },
  { name: 'Gross-Jedlersdorf', at: [48.28, 16.41], source: 'K', town: true },
  { name: 'Floridsdorf', at: [48.2543, 16.3945], source: 'S [28] (Am Spitz, the Tabor bridgehead)', town: true },
  { name: 'Kagran', at: [48.2502, 16.4449], source: 'S [21]', town: true },
  { name: 'Hirschstetten', at: [48.2389, 16.4833], source: 'S [22]', town: true },
  { name: 'Stadlau', at: [48.223, 16.463], source: 'K', town: true },
  { name: 'Mühlleiten', at: [48.193, 16.564], source: 'K', town: true },
  { name: 'Rutzendorf', at: [48.209, 16.625], source: 'K', town: true },
  { name: 'Wittau', at: [48.1817, 16.5971], source: 'S [24] (weak source)', town: true },
  { name: 'Oberhausen', at: [48.179, 16.587], source: 'K', town: true },
  { name: 'Helmahof', at: [48.313, 16.556], source: 'K (a farm: named hex, clear terrain)', town: false },
];

/** A line feature: points in order, each with a label and source. */
export type LinePoint = readonly [label: string, lat: number, lon: number];

/**
 * The Russbach (its course S [29], [31]; points K +-300 m), from beyond the north edge to
 * beyond the east edge. The first and last points extend the line off the map.
 */
export const RUSSBACH: readonly LinePoint[] = [
  ['Pillichsdorf', 48.352, 16.541],
  ['W of Helmahof', 48.318, 16.556],
  ['Deutsch-Wagram, E side (B8 crossing)', 48.301, 16.569],
  ['D-W -> Baumersdorf', 48.29, 16.578],
  ['Baumersdorf (through the village)', 48.279, 16.59],
  ['Baumersdorf -> Markgrafneusiedl', 48.271, 16.61],
  ['S of Markgrafneusiedl (mill)', 48.263, 16.63],
  ['bend, NE of Glinzendorf', 48.252, 16.646],
  ['-> Leopoldsdorf', 48.238, 16.668],
  ['Leopoldsdorf (village on the stream)', 48.226, 16.69],
  ['leaves map E of Leopoldsdorf', 48.219, 16.72],
  ['towards Engelhartstetten (extension off the map)', 48.205, 16.77],
];

/**
 * The Wagram escarpment edge (S [31], [42], [9], [43]; points K +-300 m), the heights on its left
 * going along it (north-east). The ends extend the line off the north edge.
 */
export const ESCARPMENT: readonly LinePoint[] = [
  ['north of Helmahof (extension off the map)', 48.345, 16.556],
  ['Helmahof (refused right flank)', 48.315, 16.56],
  ['Deutsch-Wagram, Parbasdorfer Strasse', 48.296, 16.575],
  ['D-W -> Baumersdorf', 48.285, 16.588],
  ['Baumersdorf gully (lowest)', 48.281, 16.594],
  ['Baumersdorf -> Markgrafneusiedl', 48.274, 16.612],
  ['Markgrafneusiedl tower (highest)', 48.269, 16.633],
  ['NE of Markgrafneusiedl (kleiner Wagram)', 48.285, 16.66],
  ['towards Gänserndorf', 48.305, 16.69],
  ['towards Gänserndorf (extension off the map)', 48.34, 16.72],
];

/**
 * The ridges "to the north-west behind Leopoldau and Gerasdorf" of the
 * designer's notes (19.1), higher ground on the left going along the line.
 * Guess: the evidence has no line for them, only that the north-west is
 * slightly higher (Gerasdorf 165 m against a 150-157 m plain, the
 * "Gerasdorfer Höhe" of 21 May, S [19], [39]) and that Stammersdorf stands on the
 * south-east slope of the Bisamberg (S [45], [44]). Drawn about 1.5 km
 * north-west of Leopoldau, in front of VI Corps (13.2: 2201-2401), then about
 * 1 km north of Gerasdorf, in front of the Reserve (2710-2913).
 */
export const NW_RIDGES: readonly LinePoint[] = [
  ['W of Gross-Jedlersdorf (extension off the map)', 48.272, 16.36],
  ['between Gross-Jedlersdorf and Floridsdorf', 48.272, 16.4],
  ['NW of Leopoldau', 48.276, 16.43],
  ['N of Leopoldau', 48.28, 16.45],
  ['W of Gerasdorf', 48.299, 16.458],
  ['N of Gerasdorf', 48.304, 16.475],
  ['NE of Gerasdorf (end of the ridge)', 48.303, 16.505],
];

/**
 * The 1809 main bed of the Danube (today's Alte Donau, S [34]; points
 * K +-500 m), from beyond the west edge to beyond the south edge. Everything
 * south-west of it is drawn as lake (see the provenance notes).
 */
export const DANUBE_MAIN_BED: readonly LinePoint[] = [
  ['upstream of the Tabor bridges (extension off the map)', 48.262, 16.36],
  ['Tabor bridges, SW of Am Spitz', 48.2495, 16.392],
  ['Alte Donau N (Floridsdorf)', 48.25, 16.41],
  ['Alte Donau S (Kaisermühlen)', 48.228, 16.428],
  ['main arm at Stadlau', 48.219, 16.455],
  ['main arm at Lobgrund / Kaiserebersdorf', 48.17, 16.475],
  ['main arm S of Lobau (off the map)', 48.14, 16.52],
];

/**
 * Lobau island in 1809 (S [5], [36], [39]; extent K): bounded by the main bed (west), the
 * Stadler arm (north), the Gross-Enzersdorf arm (east) and the main arm
 * (south, off the map). Polygon vertices. The west side is drawn into the
 * main bed (the Danube hexes cut it). The Stadler arm is drawn along
 * 48.1995, 200-500 m south of the estimated points (within their +-500 m):
 * there the A2b fit puts the arm on the centres of hex column 05, and the
 * rules put Gross Enzersdorf (0516, 17.11) and a French set-up area (within
 * one hex of 0514, 13.1) on that column, so column 05 is drawn as left bank
 * and Lobau ends with column 04.
 */
export const LOBAU: readonly LinePoint[] = [
  ['W tip, Lobgrund bridgehead (drawn into the main bed)', 48.17, 16.44],
  ['NW, where the Stadler arm leaves the main bed (drawn into the main bed)', 48.1995, 16.44],
  ['Stadler arm S of Aspern (Mühlau)', 48.1995, 16.495],
  ['Napoleonstrasse stone, Stadler arm', 48.1995, 16.503],
  ['Stadler arm / Mühlwasser S of Essling', 48.1995, 16.525],
  ['Enzersdorf arm SW of Gross Enzersdorf', 48.1975, 16.542],
  ['Lobau E edge, Enzersdorf arm opposite Gross Enzersdorf', 48.193, 16.549],
  ['Enzersdorf arm opposite Mühlleiten (July bridges)', 48.188, 16.558],
  ['Kühwörther Wasser / Fadenbach head', 48.178, 16.566],
  ['S edge (off the map)', 48.15, 16.566],
  ['SW (off the map)', 48.15, 16.44],
];

/** Floodplain woods on the left bank (the Auen along the arms, S [39], [33]; extent K). Polygons. */
export const WOODS: ReadonlyArray<{ readonly name: string; readonly source: string; readonly polygon: readonly LatLon[] }> = [
  {
    name: 'Mühlau and Stadlau floodplain (between the Stadler arm and Aspern-Essling)',
    source: 'S [39], [33]; extent K',
    polygon: [[48.226, 16.455], [48.212, 16.47], [48.2065, 16.49], [48.2065, 16.522], [48.2, 16.541], [48.19, 16.44]],
  },
  {
    name: 'Mühlleiten floodplain (Fadenbach, below Mühlleiten)',
    source: 'S [39], [33]; extent K',
    polygon: [[48.19, 16.556], [48.186, 16.575], [48.174, 16.585], [48.15, 16.585], [48.15, 16.556]],
  },
  {
    name: "Prince Eugene's hunting park N/NE of Obersiebenbrunn",
    source: 'S [14]; wooded in 1809 K',
    polygon: [[48.268, 16.7], [48.276, 16.7], [48.276, 16.72], [48.268, 16.72]],
  },
];

/** Bridges: a point near the crossing; the nearest hexside of the named water is bridged. */
export const BRIDGES: ReadonlyArray<{ readonly name: string; readonly water: 'stream' | 'river'; readonly at: LatLon; readonly source: string }> = [
  { name: 'Russbach bridge at Deutsch-Wagram', water: 'stream', at: [48.3, 16.569], source: 'S [33]' },
  { name: 'Russbach bridge at Baumersdorf', water: 'stream', at: [48.279, 16.591], source: 'S [33]' },
  { name: 'Russbach mill bridge at Markgrafneusiedl', water: 'stream', at: [48.2635, 16.63], source: 'S [31]' },
  { name: "Russbach crossing near Glinzendorf (Davout's guns, 6 July)", water: 'stream', at: [48.252, 16.646], source: 'S [30] designer\'s notes, S [12]' },
  { name: 'Russbach bridge at Leopoldsdorf (probable)', water: 'stream', at: [48.226, 16.69], source: 'K' },
  { name: 'Lobau north bridges opposite Aspern (May 1809 crossing, Napoleonstrasse)', water: 'river', at: [48.2035, 16.503], source: 'S [36], [41] (3 bridges opposite Aspern-Essling)' },
  { name: 'Lobau north bridge opposite Essling', water: 'river', at: [48.203, 16.52], source: 'S [41] (3 bridges opposite Aspern-Essling)' },
  { name: 'Lobau east bridges opposite Gross Enzersdorf (July 1809)', water: 'river', at: [48.1955, 16.546], source: 'S [41] (7 bridges facing east)' },
  { name: 'Lobau east bridges opposite Mühlleiten (July 1809, voltigeurs and Oudinot by the Hanselgrund)', water: 'river', at: [48.19, 16.556], source: 'S [39], [40], [33]' },
  { name: 'Lobau east bridges below Mühlleiten (July 1809)', water: 'river', at: [48.182, 16.563], source: 'S [41] (7 bridges between G-E and the main river)' },
];

/** A road: a name, its source, and its waypoints (place names, hex ids or coordinates). */
export interface RoadEvidence {
  readonly name: string;
  readonly source: string;
  readonly via: ReadonlyArray<string | LatLon>;
}

/** Roads of 1809. Off-map ends are given as coordinates beyond the edge. */
export const ROADS: readonly RoadEvidence[] = [
  { name: 'Vienna-Brünn post road (Reichspoststrasse 1736) to Wolkersdorf', source: 'S [47], [44]', via: ['Floridsdorf', [48.28, 16.418], [48.312, 16.412], [48.35, 16.42]] },
  { name: 'Vienna-Znaim-Prague road (Prager Reichsstrasse) past Strebersdorf', source: 'S [47]', via: ['Floridsdorf', 'Strebersdorf', [48.315, 16.36]] },
  { name: 'Schlosshof road to Pressburg: Floridsdorf-Kagran-Aspern-Essling-Gross Enzersdorf-Wittau, on to Orth', source: 'S [54] (start), route K', via: ['Floridsdorf', 'Kagran', 'Hirschstetten', 'Aspern', 'Essling', 'Gross Enzersdorf', 'Mühlleiten', 'Wittau', [48.16, 16.63]] },
  { name: 'Jedlesee-Leopoldau-Deutsch-Wagram', source: 'S [50]', via: ['Floridsdorf', 'Leopoldau', 'Wagram'] },
  { name: 'Gerasdorf-Deutsch-Wagram', source: 'K', via: ['Gerasdorf', 'Wagram'] },
  { name: 'Leopoldau-Aspern', source: 'S [50]', via: ['Leopoldau', 'Aspern'] },
  { name: 'Kagran-Süssenbrunn-Deutsch-Wagram (B8 line)', source: 'K', via: ['Kagran', 'Süssenbrunn', 'Wagram'] },
  { name: 'Aspern-Breitenlee-Süssenbrunn', source: 'K', via: ['Aspern', 'Breitenlee', 'Süssenbrunn'] },
  { name: 'Breitenlee-Aderklaa-Deutsch-Wagram', source: 'K', via: ['Breitenlee', 'Aderklaa', 'Wagram'] },
  { name: 'Gerasdorf-Süssenbrunn and Gerasdorf-Stammersdorf', source: 'K', via: ['Stammersdorf', 'Gerasdorf', 'Süssenbrunn'] },
  { name: 'Gross Enzersdorf-Raasdorf-Deutsch-Wagram', source: 'S [49] (1809 diary)', via: ['Gross Enzersdorf', 'Raasdorf', 'Wagram'] },
  { name: 'Aderklaa-Raasdorf', source: 'K', via: ['Aderklaa', 'Raasdorf'] },
  { name: 'Essling-Raasdorf', source: 'K', via: ['Essling', 'Raasdorf'] },
  { name: 'Raasdorf-Pysdorf-Baumersdorf', source: 'K', via: ['Raasdorf', 'Pysdorf', 'Baumersdorf'] },
  { name: 'Raasdorf-Grosshofen-Glinzendorf', source: 'K', via: ['Raasdorf', 'Grosshofen', 'Glinzendorf'] },
  { name: 'Gross Enzersdorf-Rutzendorf-Glinzendorf', source: 'K', via: ['Gross Enzersdorf', 'Rutzendorf', 'Glinzendorf'] },
  { name: 'Glinzendorf-Markgrafneusiedl', source: 'K', via: ['Glinzendorf', 'Markgrafneusiedl'] },
  { name: 'Glinzendorf-Leopoldsdorf', source: 'K', via: ['Glinzendorf', 'Leopoldsdorf'] },
  { name: 'Deutsch-Wagram-Baumersdorf-Markgrafneusiedl along the foot of the heights', source: 'K', via: ['Wagram', 'Baumersdorf', 'Markgrafneusiedl'] },
  { name: 'Markgrafneusiedl-Siebenbrunn, on to Marchegg', source: 'K; John\'s approach S [48]', via: ['Markgrafneusiedl', 'Siebenbrunn', [48.26, 16.76]] },
  { name: 'Markgrafneusiedl-Gänserndorf', source: 'K', via: ['Markgrafneusiedl', [48.3406, 16.7175]] },
  { name: 'Deutsch-Wagram-Helmahof-Pillichsdorf', source: 'K', via: ['Wagram', 'Helmahof', [48.352, 16.541]] },
  { name: 'Leopoldsdorf-Untersiebenbrunn', source: 'K', via: ['Leopoldsdorf', [48.25, 16.7417]] },
  { name: 'Lobau: Napoleonstrasse from the Lobgrund bridgehead to the Stadler arm bridges', source: 'S [36]', via: [[48.172, 16.478], [48.2035, 16.503], [48.207, 16.505], 'Essling'] },
  { name: 'Lobau: from the Napoleonstrasse to the July bridges on the Enzersdorf arm', source: 'guess (the July crossing needed a way across the island)', via: [[48.19, 16.5], [48.19, 16.555]] },
];
