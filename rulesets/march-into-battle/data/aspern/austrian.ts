import type { OobFormation, OobUnit, OobUnitKind } from './oobTypes.js';

/*
 * Sources as in french.ts. The Austrian strengths start from the Archduke's battalion and squadron counts [S1] and
 * §1c's [D] men (816 a battalion, 96 a squadron); a corps's foot is rounded to SP as a whole and then shared among
 * its divisions [A]. Guns are §1c's [A] pro-rata split of about 290, rounded to 4-gun SP; a corps with more than 36
 * guns (one counter's 9 SP) has two artillery counters: brigade batteries and position batteries, as the 1809 corps
 * had them [K].
 */

const LINE = 'morale 3: Austrian line, the low end of the briefing\'s 3-4, with many new recruits and third battalions in 1809 [K]; one below the French line';
const LIGHT_FOOT = 'morale 4: Jäger, Grenzer and Freikorps of a vanguard, the top of the briefing\'s Austrian 3-4';
const GRENADIERS = 'morale 5: grenadiers (the briefing\'s class)';
const LIGHT_HORSE = 'morale 4: hussars, chevaulegers and dragoons (light cavalry in the briefing\'s classes)';
const GUNS = 'morale 3: Austrian gunners, as their line';
const TRAIN = 'the formation\'s wagons (MiB 2.2: one train a formation); a full train counts 4 SP (6.8); morale 2: drivers, not soldiers [A]';

const unit = (
  id: string, name: string, formation: string, kind: OobUnitKind, sp: number, morale: number, provenance: string,
  extra: Pick<OobUnit, 'horse' | 'organicCavalry'> = {},
): OobUnit => ({ id, name, side: 'austrian', formation, kind, sp, morale, ...extra, provenance });

const rated2 = (conduct: string) => `§1d rates him 2 of 3 [A]: ${conduct}; 2 x 2 - 1 = 3`;

/** The Austrian formations at Aspern-Essling (§1c): the five columns' four corps and the two army reserves. */
export const AUSTRIAN_FORMATIONS: readonly OobFormation[] = [
  {
    id: 'au-vi', name: 'VI Korps', side: 'austrian',
    commander: { id: 'hiller', name: 'Hiller', rating: 5, provenance: '§1d rates him 3 of 3 [A]: aggressive, took Aspern six times by his own count [S4][S23]; 2 x 3 - 1 = 5' },
    provenance: 'the 1st column: 19 bn, 22 sqn [S1], ≈15,500 foot and 2,100 horse [D], ≈50 guns [A]; along the Danube via Stadlau on Aspern [S2]',
  },
  {
    id: 'au-i', name: 'I Korps', side: 'austrian',
    commander: { id: 'bellegarde', name: 'Bellegarde', rating: 3, provenance: rated2('steady but slow [K]; his divisional leaders would not clear the ditch for Hiller [S4]') },
    provenance: 'the 2nd column: 20 bn, 16 sqn [S1], ≈16,300 foot and 1,550 horse [D], ≈50 guns [A]; by Hirschstetten on Aspern [S2]',
  },
  {
    id: 'au-ii', name: 'II Korps', side: 'austrian',
    commander: { id: 'hohenzollern', name: 'Hohenzollern', rating: 3, provenance: rated2('steady but slow [K]') },
    provenance: 'the 3rd column: 22 bn, 8 sqn [S1], ≈17,900 foot and 770 horse [D], ≈55 guns [A]; via Breitenlee into the gap between the villages [S2][S3]',
  },
  {
    id: 'au-iv', name: 'IV Korps', side: 'austrian',
    commander: { id: 'rosenberg', name: 'Rosenberg', rating: 3, provenance: rated2('repulsed the French cavalry, failed at Essling [S2]') },
    provenance: 'the 4th column (Dedovich: 13 bn, 8 sqn) and the 5th (Rosenberg: 13 bn, 16 sqn) [S1][S2], ≈21,200 foot, 2,300 horse [D], ≈70 guns [A]. Judgement call: one formation, not two. Both columns were IV Korps under Rosenberg, the 5th joined the 4th against Essling after taking Gross-Enzersdorf [S2], and a formation is a corps with one commander (MiB 2.5); the columns still enter on their own roads (austrian-entry-4 and -5)',
  },
  {
    id: 'au-cav', name: 'Cavalry Reserve', side: 'austrian',
    commander: { id: 'liechtenstein', name: 'Liechtenstein', rating: 3, provenance: rated2('the reserve cavalry, held between the 3rd and 4th columns') },
    provenance: 'Prince Johann Liechtenstein\'s 78 sqn [S1], ≈7,500 horse [D], ≈25 horse guns [A]; in the open centre between the 3rd and 4th columns [S2][S19l]',
  },
  {
    id: 'au-gren', name: 'Grenadier Reserve', side: 'austrian',
    commander: { id: 'daspre', name: 'd\'Aspre', rating: 3, provenance: rated2('led the grenadier assaults on the Essling granary') },
    provenance: 'the army reserve: 16 grenadier bn [S1], 10-13,000 in small battalions [§1c], ≈20 guns [A]; brought up from Breitenlee, against Essling on the 22nd [S2][S24]. Brigade Weissenwolf, left at Strebersdorf [Hoen via minds.com], is not in the order of battle',
  },
];

/** The Austrian units at Aspern-Essling (§1c), 34 counters: 14 infantry, 4 cavalry, 10 artillery, 6 trains. */
export const AUSTRIAN_UNITS: readonly OobUnit[] = [
  // VI Korps (Hiller): foot 15,500 [D] -> 16 SP; horse 2,100 [D] -> 4 SP, all organic to the divisions [A]
  unit('au-vi-nordmann', 'Nordmann', 'au-vi', 'infantry', 3, 4, `vanguard (Nordmann [K, medium]): the Jäger (Major Schneider) and Warasdiner St-Georger battalion (Obstlt Cholitz) [S4] and other light troops; 3 of the corps' 16 SP [A]; organic cavalry 2 of the corps' 4 SP of horse [A]; ${LIGHT_FOOT}`, { organicCavalry: 2 }),
  unit('au-vi-volunteers', 'Vienna volunteers', 'au-vi', 'infantry', 2, 2, 'three Vienna volunteer battalions (Steigentesch, Küffel) [S4]: 3 x 816 ≈ 2,450 [D] -> 2 SP; morale 2: raised in the spring of 1809 [K], the briefing\'s 2-3 for volunteers at its low end, one below the line (Hiller praises their stand in the woods [S4], so not 1)'),
  unit('au-vi-kottulinsky', 'Kottulinsky', 'au-vi', 'infantry', 6, 3, `FML Kottulinsky's division [K, medium]: 6 of the corps' 16 SP [A]; organic cavalry 1 [A]; ${LINE}`, { organicCavalry: 1 }),
  unit('au-vi-vincent', 'Vincent', 'au-vi', 'infantry', 5, 3, `the Vincent division [K, medium]: 5 of the corps' 16 SP [A]; organic cavalry 1 [A]; ${LINE}`, { organicCavalry: 1 }),
  unit('au-vi-brigade-batteries', 'VI Korps brigade batteries', 'au-vi', 'artillery', 7, 3, `≈50 guns [A] -> 13 SP (52 guns), 7 here (28 guns); the 2 x 12-pdrs of the Gemeindeau [S4] among them; ${GUNS}`),
  unit('au-vi-position-batteries', 'VI Korps position batteries', 'au-vi', 'artillery', 6, 3, `6 of the corps' 13 artillery SP (24 guns) [A]; ${GUNS}`),
  unit('au-vi-train', 'VI Korps train', 'au-vi', 'train', 4, 2, TRAIN),
  // I Korps (Bellegarde): foot 16,300 [D] -> 16 SP; horse 1,550 [D] -> 3 SP
  unit('au-i-vecsey', 'Vécsey', 'au-i', 'cavalry', 3, 4, `GM Vécsey with the Klenau and Vincent Chevaulegers [S3]: 16 sqn x 96 ≈ 1,550 [D] / 500 -> 3 SP; a unit of its own, as [S3] shows it acting as a brigade; ${LIGHT_HORSE}`),
  unit('au-i-fresnel', 'Fresnel', 'au-i', 'infantry', 8, 3, `FML Fresnel's division [K]: half of the corps' 16 SP [A]; ${LINE}`),
  unit('au-i-vogelsang', 'Vogelsang', 'au-i', 'infantry', 8, 3, `FML Vogelsang's division [S4]: half of the corps' 16 SP [A]; GM Wacquant's brigade (IR 17, IR 47, ≈3,000 [S12]) is in one of the two divisions, the reference does not say which; ${LINE}`),
  unit('au-i-brigade-batteries', 'I Korps brigade batteries', 'au-i', 'artillery', 7, 3, `≈50 guns [A] -> 13 SP (52 guns), 7 here (28 guns); ${GUNS}`),
  unit('au-i-position-batteries', 'I Korps position batteries', 'au-i', 'artillery', 6, 3, `6 of the corps' 13 artillery SP (24 guns) [A]; ${GUNS}`),
  unit('au-i-train', 'I Korps train', 'au-i', 'train', 4, 2, TRAIN),
  // II Korps (Hohenzollern): foot 17,900 [D] -> 18 SP; horse 770 [D] -> 2 SP
  unit('au-ii-oreilly', 'O\'Reilly Chevaulegers', 'au-ii', 'cavalry', 2, 4, `the advance guard [S3] that met the French cavalry near Hirschstetten at 15:00 [S3]: 8 sqn x 96 ≈ 770 [D] / 500 -> 2 SP; ${LIGHT_HORSE}`),
  unit('au-ii-first', 'II Korps 1st Division', 'au-ii', 'infantry', 9, 3, `half of the corps' 18 SP [A]; the reference names no divisional commander, so the division bears a number [A]; IR 15 Zach, whose colour Charles took up on the 22nd, served in the corps [K], here by assumption [A]; ${LINE}`),
  unit('au-ii-second', 'II Korps 2nd Division', 'au-ii', 'infantry', 9, 3, `half of the corps' 18 SP [A], with Maier's brigade [S3]; ${LINE}`),
  unit('au-ii-brigade-batteries', 'II Korps brigade batteries', 'au-ii', 'artillery', 7, 3, `≈55 guns [A] -> 14 SP (56 guns), 7 here (28 guns); ${GUNS}`),
  unit('au-ii-position-batteries', 'II Korps position batteries', 'au-ii', 'artillery', 7, 3, `7 of the corps' 14 artillery SP (28 guns) [A]; ${GUNS}`),
  unit('au-ii-train', 'II Korps train', 'au-ii', 'train', 4, 2, TRAIN),
  // IV Korps (Rosenberg): each column 10,600 foot [D] -> 11 SP; horse 770 and 1,550 [D] -> 2 and 3 SP, organic
  unit('au-iv-dedovich', 'Dedovich', 'au-iv', 'infantry', 6, 3, `the 4th column under FML Dedovich [K, medium]: 6 of its 11 SP [A]; organic cavalry 2: the column's 8 sqn ≈ 770 [D] -> 2 SP; ${LINE}`, { organicCavalry: 2 }),
  unit('au-iv-fourth-column', '4th column 2nd Division', 'au-iv', 'infantry', 5, 3, `the rest of the 4th column: 5 of its 11 SP [A]; no commander in the reference [A]; ${LINE}`),
  unit('au-iv-carneville', 'Carneville', 'au-iv', 'infantry', 3, 4, `the 5th column's vanguard: Carneville Freikorps (foot and horse) and the 13th Walachisch-Illyrisch Grenz [S11]; 3 of the column's 11 SP [A]; organic cavalry 3: EH Ferdinand Hussars and Rosenberg Chevaulegers [S11], the column's 16 sqn ≈ 1,550 [D] -> 3 SP; ${LIGHT_FOOT}`, { organicCavalry: 3 }),
  unit('au-iv-hohenlohe', 'Hohenlohe-Bartenstein', 'au-iv', 'infantry', 8, 3, `FML Hohenlohe-Bartenstein's division: IR 44, 46, 2, 33 [S11]; 8 of the 5th column's 11 SP [A]; ${LINE}`),
  unit('au-iv-fourth-artillery', '4th column artillery', 'au-iv', 'artillery', 9, 3, `the 4th column's ≈35 guns [A] -> 9 SP (36 guns); ${GUNS}`),
  unit('au-iv-fifth-artillery', '5th column artillery', 'au-iv', 'artillery', 9, 3, `the 5th column's ≈35 guns [A] -> 9 SP (36 guns); ${GUNS}`),
  unit('au-iv-train', 'IV Korps train', 'au-iv', 'train', 4, 2, TRAIN),
  // Cavalry Reserve (Liechtenstein): 78 sqn ≈ 7,500 [D] -> 15 SP
  unit('au-cav-cuirassiers', 'Cuirassier division', 'au-cav', 'cavalry', 7, 5, 'the cuirassier regiments, about 36 of the 78 sqn [K, low] ≈ 3,500 [D] -> 7 SP; GM Lederer\'s cuirassiers, whom [S11] places with the 5th column, are counted here because the 5th column\'s 16 sqn are its hussars and chevaulegers; morale 5: cuirassiers (the briefing\'s class)'),
  unit('au-cav-light', 'Dragoon and light division', 'au-cav', 'cavalry', 8, 4, `the dragoon, chevauleger and hussar regiments, the other ≈42 sqn [K, low] ≈ 4,000 [D] -> 8 SP; ${LIGHT_HORSE}`),
  unit('au-cav-horse-artillery', 'Cavalry Reserve horse artillery', 'au-cav', 'artillery', 6, 3, `≈25 horse guns [A] -> 6 SP (24 guns); ${GUNS}`, { horse: true }),
  unit('au-cav-train', 'Cavalry Reserve train', 'au-cav', 'train', 4, 2, TRAIN),
  // Grenadier Reserve (d'Aspre): 16 bn, 10-13,000 -> 12 SP
  unit('au-gren-first', '1st Grenadier Division', 'au-gren', 'infantry', 6, 5, `8 of the 16 grenadier bn; the reserve's 10-13,000 [§1c] -> 12 SP, 6 each [A]; 12 puts the Austrian foot at 84 SP, the 84,000 of [S15]; brigades [K, low], so the divisions bear numbers; ${GRENADIERS}`),
  unit('au-gren-second', '2nd Grenadier Division', 'au-gren', 'infantry', 6, 5, `the other 8 grenadier bn, 6 of the reserve's 12 SP [A]; ${GRENADIERS}`),
  unit('au-gren-artillery', 'Grenadier Reserve artillery', 'au-gren', 'artillery', 5, 3, `≈20 guns [A] -> 5 SP (20 guns); ${GUNS}`),
  unit('au-gren-train', 'Grenadier Reserve train', 'au-gren', 'train', 4, 2, TRAIN),
];
