/**
 * The published sources behind the reconstructed Wagram map, numbered as the evidence cites them ("S [n]" in
 * ./evidence.ts, the generator and the map's notes; the numbers are those of the evidence as it was compiled, so some
 * are unused here). "K" marks a figure estimated from the standard histories of the battle (see {@link ESTIMATE})
 * and "guess" one placed from the game's rules and designer's notes alone. Where a page was read in a copy (a mirror
 * of a Wikipedia article), the article is named first and the copy after it.
 *
 * Generator code only: not part of the published ruleset.
 */

/** What a "K" in a citation means. */
export const ESTIMATE =
  'K = an estimate after the standard histories of the battle (the evidence names I. Castle, Aspern & Wagram 1809, Osprey Campaign 33, 1994 [38], '
  + 'and J. H. Gill, 1809: Thunder on the Danube, vol. III, Frontline Books, 2010), not checked against a single source: '
  + '+-300-500 m for villages, more for the river arms';

/** The sources, by the number the evidence cites them with. */
export const SOURCES: Readonly<Record<number, string>> = {
  1: 'Wien Geschichte Wiki (City of Vienna), "Asperner Kirche" (church of Aspern, 48°13\'4.98"N 16°28\'58.74"E), https://www.geschichtewiki.wien.gv.at/Asperner_Kirche',
  2: 'Wien Geschichte Wiki, "Essling (Ort)" (48°12\'47.87"N 16°31\'40.77"E), https://www.geschichtewiki.wien.gv.at/Essling_(Ort)',
  4: 'Wikipedia (German), "Groß-Enzersdorf", infobox (48°12\'9"N 16°33\'2"E, 156 m), https://de.wikipedia.org/wiki/Groß-Enzersdorf (read in the copy at de.zxc.wiki)',
  5: 'Wikipedia (English), "Lobau" (48°11\'N 16°31\'E, 22 km²), https://en.wikipedia.org/wiki/Lobau',
  6: 'Wikipedia (German), "Deutsch-Wagram", infobox (48°17\'58"N 16°33\'52"E, 159 m), https://de.wikipedia.org/wiki/Deutsch-Wagram (read in the copy at classicistranieri.com)',
  7: 'Wikipedia (German), "Parbasdorf" (48°16\'44"N 16°35\'22"E; the Baumersdorf of 1809), https://de.wikipedia.org/wiki/Parbasdorf',
  8: 'Wikipedia (German), "Markgrafneusiedl", revision 208005522 (48°16\'1"N 16°37\'55"E, 154 m), https://de.wikipedia.org/wiki/Markgrafneusiedl?oldid=208005522',
  9: 'wehrbauten.at, "Markgrafneusiedl" (the church tower "am Abbruch des Wagrams", N 48°16.145\' E 16°37.990\', Austrian headquarters in 1809, a windmill from 1817), https://www.wehrbauten.at/noe/markgrafneusiedl',
  10: 'Wikipedia (German), "Aderklaa" (48°17\'6"N 16°32\'13"E), https://de.wikipedia.org/wiki/Aderklaa',
  11: 'Wikipedia (German), "Großhofen" (48°15\'N 16°37\'E, to the minute only), https://de.wikipedia.org/wiki/Großhofen',
  12: 'Wikipedia (German), "Glinzendorf", revision 207523826 (48°14\'47"N 16°38\'25"E; the Russbach in the north-east of the municipality, crossed by the French on the evening of 5 July), https://de.wikipedia.org/wiki/Glinzendorf?oldid=207523826',
  13: 'Wikipedia (German), "Leopoldsdorf im Marchfeld" (48°13\'27"N 16°41\'23"E), read in the copy at de-academic.com (dewiki/197289)',
  14: 'Wikipedia (German), "Obersiebenbrunn" (48°15\'54"N 16°42\'27"E; Prince Eugene\'s hunting park of 1725-36), https://de.wikipedia.org/wiki/Obersiebenbrunn, and the copy at kampuspedia.com',
  16: 'Wikipedia (German), "Raasdorf", revision 171384309 (48°14\'48"N 16°33\'52"E), https://de.wikipedia.org/wiki/Raasdorf?oldid=171384309',
  17: 'Wikipedia (German), "Süßenbrunn" (48°16\'39"N 16°29\'44"E), read in the 2007 copy at wikipedia2007.classicistranieri.com',
  18: 'Wien Geschichte Wiki, "Leopoldau (Ort)" (48°15\'48.22"N 16°26\'27.67"E), https://www.geschichtewiki.wien.gv.at/Leopoldau_(Ort)',
  19: 'Wikipedia (German), "Gerasdorf bei Wien" (48°17\'42"N 16°28\'03"E, 165 m), read in the copy at de.wikibrief.org',
  20: 'Wien Geschichte Wiki, "Stammersdorfer Kirche" (48°18\'10.71"N 16°24\'39.71"E), https://www.geschichtewiki.wien.gv.at/Stammersdorfer_Kirche',
  21: 'Wien Geschichte Wiki, "Kagran (Ort)" (48°15\'0.78"N 16°26\'41.46"E; the village pond until 1904), https://www.geschichtewiki.wien.gv.at/Kagran_(Ort)',
  22: 'Wikipedia (German), "Hirschstetten", an older revision (48°14\'20"N 16°29\'00"E), read in the copy at m-hotels.de',
  24: 'burgen-adi.at, "Wittau" (Lower Austria; 16.597120 E, 48.181740 N; a weak source), https://burgen-adi.at/niederoesterreich/wittau',
  26: 'Wikipedia (Danish), "Bisamberg (bjerg)" (48°18\'49"N 16°22\'44"E), https://da.wikipedia.org/wiki/Bisamberg_(bjerg)',
  27: 'Wikipedia (English), "Gänserndorf" (48.34056, 16.71750, 167 m), https://en.wikipedia.org/wiki/Gänserndorf',
  28: 'Wien Geschichte Wiki, "Floridsdorfer Hauptstraße" (the Tabor bridgehead at Am Spitz, 48°15\'15.29"N 16°23\'40.34"E), https://www.geschichtewiki.wien.gv.at/Floridsdorfer_Hauptstraße',
  29: 'Wikipedia (German), "Rußbach (Donau)" (its course, 71 km, by Deutsch-Wagram, Parbasdorf, Markgrafneusiedl and Leopoldsdorf to the Danube at 48°10\'17"N 16°57\'30"E), https://de.wikipedia.org/wiki/Rußbach_(Donau) (read in the copy at de.zxc.wiki)',
  30: 'Decision Games (2007), reprint of SPI\'s Wagram (1975): exclusive rules and designer\'s notes, as hosted at https://www.hexwar.com/wiki/games/napoleon-at-war/wagram/ (exclusive-rules.html, designers-notes.html)',
  31: 'M. von Angeli, "Wagram", Mittheilungen des k.k. Kriegs-Archivs, Vienna, 1881, pp. 58-59 (from the Austrian Operations-Journal of 1809: the Russbach, its bridges and mills, the escarpment behind it), https://library.hungaricana.hu/en/view/MitKuKKriegsArch_1881/?pg=63 and ?pg=64',
  33: 'wargamingraft.wordpress.com, "Battlefield walk: Wagram" (1 April 2023) and the walk "taking the Hanslgrund" (22 October 2021), https://wargamingraft.wordpress.com/2023/04/01/battlefield-walk-wagram/',
  34: 'kiwithek.wien, "Straßen und Gassen des 21. Bezirks" (the Alte Donau was the main bed of the Danube before the regulation of 1870-75), demo.kiwithek.wien',
  36: 'aspern.at, history of Aspern: the bridges and the Austrian works from Stadlau to Gross Enzersdorf (bei_id=24992) and the Napoleon stones on the Stadler arm (bei_id=25005), https://www.aspern.at',
  37: 'I. Castle, "The Battle of Wagram", Fondation Napoléon, https://www.napoleon.org',
  38: 'I. Castle, Aspern & Wagram 1809, Osprey Campaign 33, Osprey Publishing, London, 1994 (the pile bridges to Lobau; about 72,000 casualties)',
  39: 'Völderndorff, Kriegsgeschichte, vol. II, pp. 180-181 (Lobau and the July crossing), digitized at staatsbibliothek.ewigerbund.org (voelderndorff_kriegsgeschichte_0002, pages 184-185)',
  40: 'Von der Bastille bis Waterloo wiki, "Schlacht von Wagram" (the 1,500 voltigeurs who crossed first and took Mühlleiten), https://von-bastille-bis-waterloo.fandom.com/de/wiki/Schlacht_von_Wagram',
  41: 'Encyclopaedia Britannica, 11th edition, Cambridge, 1911, "Wagram" (three bridges opposite Aspern-Essling, seven facing east), read at encyclopedia.jrank.org',
  42: 'Wikipedia (German), "Deutsch-Wagram" (the step in the ground along the Parbasdorfer Strasse; the cadastral community Helmahof), read in the copy at defzone.net',
  43: 'Wikivoyage (German), "Markgrafneusiedl" (the highest point of the Marchfeld, the "kleiner Wagram"), https://de.wikivoyage.org/wiki/Markgrafneusiedl, and regionmarchfeld.at (the windmill of 1817)',
  44: 'alpenpaesse-wasserscheiden.at, "Bisamberg" (358 m, steep to the Danube; the Rendezvousberg, 191 m, where the Brünn road leaves Stammersdorf), alpenpaesse-wasserscheiden.at',
  45: 'Rauchensteiner, on the memoir of General Hiller, Mitteilungen des Österreichischen Staatsarchivs 17/18, Vienna (Stammersdorf on the slope of the Bisamberg, Hiller\'s position in May 1809), https://library.hungaricana.hu (Mosta_17-18, viewer page 186)',
  47: 'Wien Geschichte Wiki, "Brünner Straße" (the Reichspoststrasse of 1736, by-passing the villages) and "Prager Straße" (1728-36), https://www.geschichtewiki.wien.gv.at/Brünner_Straße',
  48: '"Kriegs-Chronik", Mittheilungen des k.u.k. Kriegs-Archivs, Supplement, Vienna, 1892, p. 343 (Archduke John from Pressburg to Marchegg, 5-6 July), https://library.hungaricana.hu/en/view/MitKuKKriegsArch_1892_Supplement/?pg=30',
  49: 'J. C. Rosenbaum, diary, 2 September 1809 (the road Gross Enzersdorf-Raasdorf-Deutsch-Wagram), db.adler-wien.eu (editid1=4414)',
  50: 'Wikipedia (German), "Leopoldau" (the old route from the Jedlesee crossing to Deutsch-Wagram and to Aspern), read in the copy at de.zxc.wiki',
  54: 'austriasites.com, "Floridsdorf" (the Schlosshofer Strasse by Schloss Hof to Pressburg), https://www.austriasites.com/vienna/bezirk21_floridsdorf_bezirksteil.htm',
};

/** The source list as one line of text: "[1] ...; [2] ...". */
export function sourceList(): string {
  return Object.entries(SOURCES)
    .map(([n, text]) => `[${n}] ${text}`)
    .join('; ');
}
