import type { OobFormation, OobUnit, OobUnitKind } from './oobTypes.js';

/*
 * Sources in brackets are those of /shared/reference/aspern-essling.md ([S#], [K] unchecked knowledge, [A] our
 * assumption); "§1a" etc. are its sections. Scale (MiB 2.1): 1 SP = about 1,000 foot, 500 horse or 4 guns, rounded
 * to the nearest SP. Commander ratings: the reference's [A] 1-3 scale (§1d) mapped to 1-5 as 2 x rating - 1, which
 * keeps Napoleon's 3 at 5 and puts Charles's 2-3 at 4, as the briefing fixes them.
 */

const LINE = 'morale 4: French line, veterans of the 1809 campaign (the briefing\'s class)';
const LIGHT_HORSE = 'morale 4: light cavalry (the briefing\'s class)';
const HEAVY_HORSE = 'morale 5: cuirassiers (the briefing\'s class)';
const GUARD = 'morale 6: the Imperial Guard (the briefing\'s class)';
const GUNS = 'morale 4: French gunners, as their corps\' line';
const TRAIN = 'the formation\'s wagons (MiB 2.2: one train a formation); a full train counts 4 SP (6.8); morale 2: drivers, not soldiers [A]';

const unit = (
  id: string, name: string, formation: string, kind: OobUnitKind, sp: number, morale: number, provenance: string,
  extra: Pick<OobUnit, 'guard' | 'horse'> = {},
): OobUnit => ({ id, name, side: 'french', formation, kind, sp, morale, ...extra, provenance });

/** The French formations at Aspern-Essling (§1a): four chits; Davout's III Corps never crossed and is left out. */
export const FRENCH_FORMATIONS: readonly OobFormation[] = [
  {
    id: 'fr-iv', name: 'IV Corps', side: 'french',
    commander: { id: 'massena', name: 'Masséna', rating: 5, provenance: '§1d rates him 3 of 3 [A]: held Aspern on both days and covered the withdrawal from Essling to midnight [S2][S12]; 2 x 3 - 1 = 5' },
    provenance: 'IV Corps [§1a]: Legrand, Carra Saint-Cyr, Molitor and Marulaz\'s light horse; Boudet\'s division, IV Corps on paper, is in II Corps here (see fr-ii); the army\'s pontonniers are attached',
  },
  {
    id: 'fr-ii', name: 'II Corps', side: 'french',
    commander: { id: 'lannes', name: 'Lannes', rating: 5, provenance: '§1d rates him 3 of 3 [A]: held Essling on the 21st, led the centre attack on the 22nd; 2 x 3 - 1 = 5. Mortally wounded 22 May 15:00-16:00 [S14b] (turn 22-23)' },
    provenance: 'Lannes\'s command [§1a]: Oudinot\'s two divisions (Tharreau, Claparède), Saint-Hilaire and Demont lent by III Corps, and Boudet. Judgement call: the reference puts Boudet in IV Corps "under Lannes on the 21st"; he fought at Essling on both days, the sector Lannes commanded, so he is in Lannes\'s formation for the whole battle, which also gives Lannes a command on the 21st before Oudinot crosses',
  },
  {
    id: 'fr-cav', name: 'Cavalry Reserve', side: 'french',
    commander: { id: 'bessieres', name: 'Bessières', rating: 3, provenance: '§1d rates him 2 of 3 [A]: friction over taking orders from Lannes [nl.military-review]; 2 x 2 - 1 = 3' },
    provenance: 'Bessières\'s cavalry on the left bank [§1a]: Lasalle\'s light division and the cuirassier divisions of Espagne, Nansouty (St-Germain\'s brigade apart, as it crossed first) and Saint-Sulpice, with their horse batteries',
  },
  {
    id: 'fr-guard', name: 'Imperial Guard', side: 'french',
    commander: { id: 'dorsenne', name: 'Dorsenne', rating: 4, provenance: 'not rated by the reference; [A] 4: the Guard fought under the Emperor\'s eye and came in "just in time" at Essling [S5]. Dorsenne commanded the Guard foot (Grenadiers and Chasseurs à pied [K]) and is the formation leader; Mouton led only the Young Guard\'s counter-attack on Essling [K], an episode inside the formation, and Napoleon is the army commander, not a formation leader; Bessières, the Guard\'s nominal chief, leads the Cavalry Reserve' },
    provenance: 'the Guard infantry and guns that crossed [§1a]: 6-7,000 men [S1] in 14 battalions [S5]',
  },
];

/** The French units at Aspern-Essling (§1a-§1b), 27 counters: 10 infantry, 6 cavalry, 6 artillery, 4 trains, 1 engineer. */
export const FRENCH_UNITS: readonly OobUnit[] = [
  // IV Corps (Masséna)
  unit('fr-iv-molitor', 'Molitor', 'fr-iv', 'infantry', 7, 4, `3rd Div.: Leguay (2e, 16e Ligne), Viviès (37e, 67e Ligne) [K, high]; about 7,000 [K] -> 7 SP; ${LINE}`),
  unit('fr-iv-legrand', 'Legrand', 'fr-iv', 'infantry', 5, 4, `1st Div.: Ledru des Essarts (26e Léger, 18e Ligne), the Baden brigade (Kister) [K, medium]; 5-6,000 [K] -> 5 SP, the low end, so that the left bank holds 24,000 at 14:00, inside the 22,500-25,000 of §1b [S1][S2][S9]; ${LINE}`),
  unit('fr-iv-carra-saint-cyr', 'Carra Saint-Cyr', 'fr-iv', 'infantry', 6, 4, `2nd Div.: Cosson (24e Léger, 4e Ligne), Dalesme (46e Ligne) [K]; 6,000 [S1] -> 6 SP; ${LINE}`),
  unit('fr-iv-marulaz', 'Marulaz', 'fr-iv', 'cavalry', 4, 4, `corps light cavalry: 3e, 14e, 19e, 23e Chasseurs, Baden and Hessian light horse [K, medium]; about 2,000 [K] / 500 -> 4 SP; ${LIGHT_HORSE}`),
  unit('fr-iv-artillery', 'IV Corps artillery', 'fr-iv', 'artillery', 8, 4, `the divisional batteries on the left bank at 14:00 (Molitor's, Legrand's and Boudet's, which crossed with IV Corps): 32 guns [A] / 4 -> 8 SP; with the Cavalry Reserve's 16 the French start with 48 guns, between the 44 (ro.wikipedia) and 54 [S10] of §0; ${GUNS}`),
  unit('fr-iv-reserve-artillery', 'IV Corps reserve artillery', 'fr-iv', 'artillery', 4, 4, `Carra Saint-Cyr's battery and the corps' reserve guns: 16 guns [A] / 4 -> 4 SP; a second counter because IV Corps's 48 guns exceed one counter's 9 SP; ${GUNS}`),
  unit('fr-iv-train', 'IV Corps train', 'fr-iv', 'train', 4, 2, TRAIN),
  unit('fr-iv-pontonniers', 'Pontonniers', 'fr-iv', 'engineer', 1, 4, 'the army\'s bridge train, which built the great bridge and the bridge over the last arm [S1][S16]: one SP [A]; attached to IV Corps, the corps holding Lobau and the bridgehead at 14:00, so it acts on Masséna\'s chit; morale 4: French regulars'),
  // II Corps (Lannes)
  unit('fr-ii-boudet', 'Boudet', 'fr-ii', 'infantry', 5, 4, `4th Div. of IV Corps: Fririon (3e Léger 1,489, 56e Ligne 2,290), Valory (93e Ligne 1,401) = 5,180 [S11] -> 5 SP; under Lannes (see the formation); ${LINE}`),
  unit('fr-ii-tharreau', 'Tharreau', 'fr-ii', 'infantry', 6, 4, `Oudinot's 1st Div.: grenadier and voltigeur companies of fourth battalions, brigades Conroux, Albert, Jarry [K, medium]; Oudinot's two divisions 11-12,000 [S1] -> 12 SP, 6 each; ${LINE} (picked companies, though young)`),
  unit('fr-ii-claparede', 'Claparède', 'fr-ii', 'infantry', 6, 4, `Oudinot's 2nd Div.: brigades Coëhorn, Lesuire, Ficatier [K, medium; S11]; half of 11-12,000 [S1] -> 6 SP; ${LINE} (picked companies, though young)`),
  unit('fr-ii-saint-hilaire', 'Saint-Hilaire', 'fr-ii', 'infantry', 8, 4, `lent by III Corps: Lorencez, Destabenrath (10e Léger, 3e, 57e, 72e, 105e Ligne) [K]; 8,000 [S1] -> 8 SP; mortally wounded on the 22nd [S9]; ${LINE}`),
  unit('fr-ii-demont', 'Demont', 'fr-ii', 'infantry', 3, 3, 'reserve division of III Corps fourth battalions [K]: 3,000 [S1] -> 3 SP (a small division, MiB 2.2); morale 3: conscript fourth battalions, one below the French line [A]'),
  unit('fr-ii-artillery', 'II Corps artillery', 'fr-ii', 'artillery', 7, 4, `Oudinot's batteries: 28 guns [A] / 4 -> 7 SP; ${GUNS}`),
  unit('fr-ii-saint-hilaire-artillery', 'Saint-Hilaire\'s artillery', 'fr-ii', 'artillery', 4, 4, `Saint-Hilaire's divisional guns from III Corps: 16 guns [A] / 4 -> 4 SP; a second counter because II Corps's 44 guns exceed one counter's 9 SP; ${GUNS}`),
  unit('fr-ii-train', 'II Corps train', 'fr-ii', 'train', 4, 2, TRAIN),
  // Cavalry Reserve (Bessières)
  unit('fr-cav-lasalle', 'Lasalle', 'fr-cav', 'cavalry', 5, 4, `light division: Piré (8e Hussards, 16e Chasseurs), Bruyère (13e, 24e Chasseurs) [S11]; about 2,500 [K] / 500 -> 5 SP; ${LIGHT_HORSE}`),
  unit('fr-cav-espagne', 'Espagne', 'fr-cav', 'cavalry', 5, 5, `3rd Heavy: Raynaud (4e, 6e Cuirassiers) [S11], Fouler (7e, 8e Cuirassiers) [K]; about 2,500 [K] / 500 -> 5 SP; Espagne mortally wounded on the 21st [K]; ${HEAVY_HORSE}`),
  unit('fr-cav-saint-germain', 'St-Germain', 'fr-cav', 'cavalry', 3, 5, `Nansouty's brigade that crossed first: 3e, 12e Cuirassiers [K]; 1,500 [S1] / 500 -> 3 SP; ${HEAVY_HORSE}`),
  unit('fr-cav-nansouty', 'Nansouty', 'fr-cav', 'cavalry', 5, 5, `1st Heavy less St-Germain: Defrance (1er, 2e Carabiniers), Doumerc (2e, 9e Cuirassiers) [K]; about 4,000 [K] - 1,500 = 2,500 / 500 -> 5 SP; ${HEAVY_HORSE}`),
  unit('fr-cav-saint-sulpice', 'Saint-Sulpice', 'fr-cav', 'cavalry', 5, 5, `2nd Heavy: 1er, 5e, 10e, 11e Cuirassiers [K]; about 2,500 [K] / 500 -> 5 SP; its crossing on the 22nd is [K, low]; ${HEAVY_HORSE}`),
  unit('fr-cav-horse-artillery', 'Cavalry Reserve horse artillery', 'fr-cav', 'artillery', 4, 4, `the horse batteries of the divisions across at 14:00: 16 guns [A] / 4 -> 4 SP; ${GUNS}`, { horse: true }),
  unit('fr-cav-train', 'Cavalry Reserve train', 'fr-cav', 'train', 4, 2, TRAIN),
  // Imperial Guard (Dorsenne)
  unit('fr-guard-old', 'Old Guard', 'fr-guard', 'infantry', 3, 6, `Grenadiers and Chasseurs à pied (Dorsenne) [K]; the Guard's 6-7,000 [S1] in 14 battalions [S5] -> 7 SP, 3 here by battalions [A]; ${GUARD}`, { guard: true }),
  unit('fr-guard-young', 'Young Guard', 'fr-guard', 'infantry', 4, 6, `Tirailleurs and Fusiliers (Curial, Mouton) [K], who retook Essling on the 22nd [S5]; 4 of the Guard's 7 SP [A]; ${GUARD}`, { guard: true }),
  unit('fr-guard-artillery', 'Guard artillery', 'fr-guard', 'artillery', 9, 5, 'the Guard\'s guns, the army\'s gun reserve [K]: 36 guns [A] / 4 -> 9 SP, which brings the French to 144 guns, the 144 of ro.wikipedia\'s day 2, a little under the 150-152 of [S5][S10][S15]; morale 5: Guard gunners, elite but not the Guard infantry that the army morale line names'),
  unit('fr-guard-train', 'Guard train', 'fr-guard', 'train', 4, 2, TRAIN),
];
