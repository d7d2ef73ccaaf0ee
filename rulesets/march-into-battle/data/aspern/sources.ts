/**
 * The published sources behind the reconstructed Aspern-Essling map, by the tag the evidence cites them with:
 * - `S1`..`S24` (with letters for the gazetteer groups `S18a`..`S18f`): the sources of the historical data compiled
 *   for this scenario, numbered as that compilation numbers them (so some numbers are unused here);
 * - `W1`..`W54`: the sources of the Wagram map's evidence (rulesets/napoleon-at-war/data/wagram/sources.ts, numbers
 *   kept), cited where this map copies that evidence because the two battlefields overlap.
 * In notes a tag is written in brackets, `[S18a]`, `[W36]`. `K` and `A` are not sources: see {@link ESTIMATE}.
 *
 * Generator code only: not part of the published ruleset.
 */

/** What `K`, `A` and `guess` mean in a citation. */
export const ESTIMATE =
  'K = an estimate after the standard histories of the campaign, unchecked (+-300-500 m for villages, +-500 m or worse for the Danube arms, '
  + 'which the regulation of 1870-75 moved); A = a choice made for this map, with its reason; guess = drawn where the sources only say that '
  + 'a feature existed';

/** The sources, by tag. */
export const SOURCES: Readonly<Record<string, string>> = {
  S1: 'A. Thiers, Histoire du Consulat et de l\'Empire, vol. 10 (the crossing to Lobau, the bridges, the forces on each day), read at bitlit.ru',
  S2: 'Völderndorff, Kriegsgeschichte, vol. II, pp. 182-187 (the five Austrian columns, their routes and the course of the battle), digitized at staatsbibliothek.ewigerbund.org (voelderndorff_kriegsgeschichte_0002, pages 186-191)',
  S4: 'Hiller\'s notes on the battle, ed. M. Rauchensteiner, Mitteilungen des Österreichischen Staatsarchivs 17/18 (the troops in the Gemeindeau; the ditch between the villages as a natural bridgehead), https://library.hungaricana.hu (Mosta_17-18, viewer pages 191 and 195)',
  S7: 'a modern monograph on the campaign, chapter "Day One: 21 May" (Aspern: stone houses, two streets, church and walled cemetery at its west end, remains of a flood dike west, north and east of it, brush and woods cut by rivulets to the west; Essling and its granary; the earth-banked ditch along the road between the villages), read at bookreadfree.com (43000/1090402)',
  S8: 'HistoryNet, "Napoleonic Wars: Battle of Aspern-Essling" (the trench between the villages; the Essling granary), https://www.historynet.com/napoleonic-wars-battle-of-aspern-essling/',
  S9: 'Wikipedia (English), "Battle of Aspern-Essling", https://en.wikipedia.org/wiki/Battle_of_Aspern-Essling',
  S17: 'A. Schom, Napoleon Bonaparte (the great bridge about 800 yards to Lobau, about 100 yards from Lobau to the left bank), read at bookreadfree.com',
  S18a: 'Wien Geschichte Wiki (City of Vienna), "Asperner Kirche" (48°13\'4.98"N 16°28\'58.74"E) and "Kriegerdenkmal (22)" (the lion monument in the old cemetery), https://www.geschichtewiki.wien.gv.at',
  S18b: 'the Schloss Essling articles of German Wikipedia (48°12\'50"N 16°31\'30"E; the Schloss 48°12\'53.1"N 16°31\'22.3"E), read in copies at deit.xcv.wiki and de.wiki.li, and tagdesdenkmals.at (the Schüttkasten, Simonsgasse 23, north-west of the Schloss)',
  S18c: 'Wikipedia (German), "Groß-Enzersdorf", infobox (48°12\'9"N 16°33\'2"E), and "Raasdorf", revision 171384309 (48°14\'48"N 16°33\'52"E), https://de.wikipedia.org',
  S18d: 'Wikipedia, "Stadlau" (read at wikiclassic.com; in 1809 a hamlet of 10-15 houses), and "Süßenbrunn" (2007 copy at wikipedia2007.classicistranieri.com)',
  S18e: 'Wikipedia (German), "Lobau" (48°11\'N 16°31\'E), read in the copy at de.wiki.li',
  S18f: 'aspern.at, history of Aspern: the Napoleon stones (bei_id=25005: the Lobau end of the great bridge at the Lobgrund, the headquarters north of the Panozzalacke, the Napoleonstrasse stone on the south bank of the Stadler arm opposite the Untere Mühlau), https://www.aspern.at, and Wien Geschichte Wiki, "Napoleonsteine"',
  S21: 'J. Douglas, An Essay on the Principles and Construction of Military Bridges (1832), on the Danube crossings of 1809 (Lobau wooded and marshy, crossed by two small channels dry at low water), https://www.napoleon-series.org/military/battles/1809/AustrianWar/bridges/c_danube1.html',
  S23: 'Wikipedia (German), "Asperner Friedhof" (the old cemetery, its wall razed and the church burnt on 22 May), read in the copy at de.zxc.wiki',
  S24: 'aspern.at, "Schüttkasten" (the Essling granary and its defence), https://www.aspern.at/beitrag/beitrag.php?bei_id=31322',
  W1: 'Wien Geschichte Wiki (City of Vienna), "Asperner Kirche" (church of Aspern, 48°13\'4.98"N 16°28\'58.74"E), https://www.geschichtewiki.wien.gv.at/Asperner_Kirche',
  W2: 'Wien Geschichte Wiki, "Essling (Ort)" (48°12\'47.87"N 16°31\'40.77"E), https://www.geschichtewiki.wien.gv.at/Essling_(Ort)',
  W4: 'Wikipedia (German), "Groß-Enzersdorf", infobox (48°12\'9"N 16°33\'2"E, 156 m), https://de.wikipedia.org/wiki/Groß-Enzersdorf (read in the copy at de.zxc.wiki)',
  W6: 'Wikipedia (German), "Deutsch-Wagram", infobox (48°17\'58"N 16°33\'52"E), https://de.wikipedia.org/wiki/Deutsch-Wagram (read in the copy at classicistranieri.com)',
  W10: 'Wikipedia (German), "Aderklaa" (48°17\'6"N 16°32\'13"E), https://de.wikipedia.org/wiki/Aderklaa',
  W16: 'Wikipedia (German), "Raasdorf", revision 171384309 (48°14\'48"N 16°33\'52"E), https://de.wikipedia.org/wiki/Raasdorf?oldid=171384309',
  W17: 'Wikipedia (German), "Süßenbrunn" (48°16\'39"N 16°29\'44"E), read in the 2007 copy at wikipedia2007.classicistranieri.com',
  W21: 'Wien Geschichte Wiki, "Kagran (Ort)" (48°15\'0.78"N 16°26\'41.46"E), https://www.geschichtewiki.wien.gv.at/Kagran_(Ort)',
  W22: 'Wikipedia (German), "Hirschstetten", an older revision (48°14\'20"N 16°29\'00"E), read in the copy at m-hotels.de',
  W24: 'burgen-adi.at, "Wittau" (Lower Austria; 16.597120 E, 48.181740 N; a weak source), https://burgen-adi.at/niederoesterreich/wittau',
  W33: 'wargamingraft.wordpress.com, "Battlefield walk: Wagram" (1 April 2023; the wooded banks of the arms), https://wargamingraft.wordpress.com/2023/04/01/battlefield-walk-wagram/',
  W34: 'kiwithek.wien, "Straßen und Gassen des 21. Bezirks" (the Alte Donau was the main bed of the Danube before the regulation of 1870-75), demo.kiwithek.wien',
  W36: 'aspern.at, history of Aspern: the bridges and the Austrian works from Stadlau to Gross Enzersdorf (bei_id=24992) and the Napoleon stones on the Stadler arm (bei_id=25005), https://www.aspern.at',
  W39: 'Völderndorff, Kriegsgeschichte, vol. II, pp. 180-181 (Lobau, its woods and the arms round it), digitized at staatsbibliothek.ewigerbund.org (voelderndorff_kriegsgeschichte_0002, pages 184-185)',
  W49: 'J. C. Rosenbaum, diary, 2 September 1809 (the road Gross Enzersdorf-Raasdorf-Deutsch-Wagram), db.adler-wien.eu (editid1=4414)',
  W54: 'austriasites.com, "Floridsdorf" (the Schlosshofer Strasse from Floridsdorf by Schloss Hof to Pressburg), https://www.austriasites.com/vienna/bezirk21_floridsdorf_bezirksteil.htm',
};

/**
 * The source list as one line of text, `[S1] ...; [S2] ...`, for the end of the map's provenance notes.
 *
 * @example
 * ```ts
 * import { sourceList } from './sources.js';
 * sourceList().startsWith('[S1] A. Thiers'); // true
 * ```
 */
export function sourceList(): string {
  return Object.entries(SOURCES)
    .map(([tag, text]) => `[${tag}] ${text}`)
    .join('; ');
}
