import type { Roster } from '../../roster.js';
import { baOfGuns, general, pfOfMen, REFERENCE as REF, unit } from './ratings.js';

/**
 * The 1809 roster (W: scenarios S7-S9), reconstructed (the printed roster is not in the copy): Napoleon's Armée
 * d'Allemagne and Eugène's Armée d'Italie against Archduke Charles's Hauptarmee and Archduke John's Army of Inner
 * Austria, with the optional S9 corps (Jérôme, Poniatowski, Marmont, Ferdinand). Strengths: where the set-ups fix
 * a strength, the largest stated PF plus the detachments attached to the unit (Davout 4 + A 4 + B 4, Lefebvre
 * 4 + 2 + 2, Rosenberg 8 + 1, Hiller 9 + 3, de Chasteler 5 + 4, Junot 4 + 2, Vandamme 3 + 1 + 1 in S8; the Army of
 * Italy's corps as they enter; the Hungarian insurrection 7 + the 2 PF S9's option adds); S8's reduced strengths
 * only bound the others from below; otherwise §5's men at 3,000 a PF (`pfOfMen`). Ratings: §6 ranks and
 * reputations through `commandRatings` (Napoléon 5 with +1 as a tactician); guns at 2.75 a thousand men for both
 * sides (the middle of §5's 2.5-3) through `baOfGuns`, from §5's men, or PF × 3,000 where a scenario fixes the PF,
 * except the insurgents (Hungarians, Tyrolese), who had almost no guns; cavalry counters BA 1 from 3 PF up (horse
 * batteries), else 0; BC about one a brigade of horse in a corps, one a division in a cavalry corps (JdG 0.2);
 * cohesion per §6's table (Guard and III Corps 5; IV, XI, Württembergers and the Austrian grenadiers 4; Austrian
 * line, Bavarians, Saxons, II Corps and the Army of Italy 3; Westphalians, Junot and the Tyrolese 2; the
 * Hungarian insurrection 1).
 */
export const WAGRAM_1809: Roster = {
  campaign: 'W',
  provenance: `reconstructed from ${REF} §5-§6 and the S7-S9 set-ups (see data/ROSTERS.md)`,
  armies: [
    { id: 'allemagne-fr', side: 'french', name: "Armée d'Allemagne", commander: 'napoleon' },
    { id: 'italie-fr', side: 'french', name: "Armée d'Italie (Eugène)", commander: 'eugene' },
    { id: 'hauptarmee', side: 'coalition', name: 'Austrian Hauptarmee (Archduke Charles)', commander: 'charles' },
    { id: 'italie-au', side: 'coalition', name: 'Army of Inner Austria (Archduke John)', commander: 'jean' },
  ],
  generals: [
    general('napoleon', 'Napoléon', 'french', 'allemagne-fr', 4, 5, 1, 'Emperor and army commander; reputation 5 [§6], +1 tactical: VC 4, BT 4'),
    general('davout', 'Davout', 'french', 'allemagne-fr', 3, 5, 0, 'marshal, III Corps; reputation 5, the best of the corps commanders [§6]'),
    general('massena', 'Masséna', 'french', 'allemagne-fr', 3, 4, 0, 'marshal, IV Corps; reputation 4, stubborn in defence (Essling) but ageing [§6]'),
    general('eugene', 'Eugène', 'french', 'italie-fr', 4, 3, 0, "Viceroy, commander of the Armée d'Italie; reputation 3, improved in the campaign (Raab) [§6]"),
    general('charles', 'Archduke Charles', 'coalition', 'hauptarmee', 4, 4, 0, "generalissimo; reputation 4, the Coalition's best, careful after a defeat [§6]"),
    general('bellegarde', 'Bellegarde', 'coalition', 'hauptarmee', 3, 3, 0, 'General der Kavallerie, I Korps; reputation 3 [§6]'),
    general('liechtenstein', 'Liechtenstein', 'coalition', 'hauptarmee', 3, 3, 0, 'I Reserve Korps; reputation 3 (4 as a cavalry leader, not a tactical note) [§6]'),
    general('jean', 'Archduke Jean', 'coalition', 'italie-au', 4, 2, 0, 'commander of the Army of Inner Austria; rank 4 as an army commander, reputation 2: brave but green [§6]'),
  ],
  units: [
    // Armée d'Allemagne [§5 1809]: guns at 2.75 a thousand men (§5: 2.5-3)
    unit({ id: 'walther', name: 'Walther (Imperial Guard)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: pfOfMen(19000), ba: baOfGuns(19000 * 2.75 / 1000), co: 5, bc: 2, guard: true }, "the Guard, 18-20,000, arriving in May [§5]; the counter bears Walther's name (Guard horse); two brigades of Guard cavalry; cohesion 5 [§6]"),
    unit({ id: 'oudinot', name: 'Oudinot (II)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: pfOfMen(14000), ba: baOfGuns(14000 * 2.75 / 1000), co: 3, bc: 1 }, "II Corps at the start, 14,000 on 1 April [§5]; the 20-25,000 of Essling came from other corps' divisions already counted in theirs; one light cavalry brigade; young fourth battalions, cohesion 3 [§6]"),
    unit({ id: 'davout', name: 'Davout (III)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: 12, ba: baOfGuns(12 * 3000 * 2.75 / 1000), co: 5, bc: 2 }, 'III Corps, 60,000 [§5], held at 12 PF as S7 splits it (4 PF and detachments A and B of 4 PF each); S8 has 10; guns over the cap; a light cavalry division of two brigades; cohesion 5 [§6]'),
    unit({ id: 'massena', name: 'Masséna (IV)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: pfOfMen(40000), ba: baOfGuns(40000 * 2.75 / 1000), co: 4, bc: 2 }, 'IV Corps, 40,000 [§5] (S8: 7 PF after its losses); guns over the cap; a light cavalry division of two brigades; cohesion 4 [§6]'),
    unit({ id: 'bessieres', name: 'Bessières (Cavalry reserve)', side: 'french', army: 'allemagne-fr', arm: 'cavalry', pf: pfOfMen(14000), ba: 1, co: 4, bc: 3 }, "cavalry reserve, ~14,000 [§5] (S8: 2 PF and detachment 1 of 1 PF); three cuirassier divisions (Nansouty, St-Sulpice, Espagne), BC one a division; horse batteries BA 1; §6's table has no line for it: veteran heavy horse, 4"),
    unit({ id: 'lefebvre', name: 'Lefebvre (VII Bavarians)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: 8, ba: baOfGuns(8 * 3000 * 2.75 / 1000), co: 3, bc: 3 }, 'VII Corps of Bavarians, ~30,000 [§5], held at 8 PF as S7 splits it (4 PF and detachments C and D of 2 PF each); three divisions, each with a light cavalry brigade; Bavarians cohesion 3 [§6]'),
    unit({ id: 'vandamme', name: 'Vandamme (VIII Württembergers)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: 5, ba: baOfGuns(5 * 3000 * 2.75 / 1000), co: 4, bc: 2 }, "VIII Corps of Württembergers, ~12,000 (4 PF) [§5], raised to 5 because S8's set-up already gives 3 PF and detachments D and E of 1 PF each; a cavalry division of two brigades; Württembergers cohesion 4 [§6]"),
    unit({ id: 'bernadotte', name: 'Bernadotte (IX Saxons)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: pfOfMen(17000), ba: baOfGuns(17000 * 2.75 / 1000), co: 3, bc: 2 }, 'IX Corps of Saxons, ~17,000, from mid-April [§5]; two brigades of Saxon horse; Saxons cohesion 3 [§6]'),
    unit({ id: 'junot', name: 'Junot (Reserve corps)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: 6, ba: baOfGuns(6 * 3000 * 2.75 / 1000), co: 2, bc: 1 }, "reserve corps in Franconia, 10-12,000 [§5]; 6 PF: the 4 PF of S8-S9 and the 2 PF detachment sent to him a turn earlier; one brigade of provisional horse; Junot's reserve cohesion 2 [§6]"),
    unit({ id: 'jerome', name: 'Jérôme (X)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: pfOfMen(13500), ba: baOfGuns(13500 * 2.75 / 1000), co: 2, bc: 1 }, "X Corps of Westphalians and Dutch, 12-15,000 [§5]; S9 option only; one brigade of horse; Westphalians cohesion 2 [§6]"),
    unit({ id: 'poniatowski', name: 'Poniatowski (Poles)', side: 'french', army: 'allemagne-fr', arm: 'infantry', pf: pfOfMen(15500), ba: baOfGuns(15500 * 2.75 / 1000), co: 3, bc: 2 }, "the Duchy of Warsaw's army, 15-16,000 [§5]; S9 option only, under the Armée d'Allemagne for PC; rich in horse, two brigades; not in §6's table: allied contingent cohesion 3"),
    // Armée d'Italie: the four counters at the strengths they enter with (S7-S9); the army's horse is Grouchy's counter
    unit({ id: 'macdonald', name: 'Macdonald', side: 'french', army: 'italie-fr', arm: 'infantry', pf: 4, ba: baOfGuns(4 * 3000 * 2.75 / 1000), co: 3, bc: 0 }, "corps of ~15,000 (5 PF) [§5], held at the 4 PF it enters with; its horse counted in Grouchy's; Army of Italy cohesion 3 [§6]"),
    unit({ id: 'grenier', name: 'Grenier', side: 'french', army: 'italie-fr', arm: 'infantry', pf: 4, ba: baOfGuns(4 * 3000 * 2.75 / 1000), co: 3, bc: 0 }, "corps of 16-18,000 (6 PF) [§5], held at the 4 PF it enters with; its horse counted in Grouchy's; Army of Italy cohesion 3 [§6]"),
    unit({ id: 'baraguey', name: "Baraguey d'Hilliers", side: 'french', army: 'italie-fr', arm: 'infantry', pf: 3, ba: baOfGuns(3 * 3000 * 2.75 / 1000), co: 3, bc: 0 }, "the Italian divisions, 10-12,000 (4 PF) [§5], held at the 3 PF they enter with; Army of Italy cohesion 3 [§6]"),
    unit({ id: 'grouchy', name: 'Grouchy', side: 'french', army: 'italie-fr', arm: 'cavalry', pf: 2, ba: 0, co: 3, bc: 2 }, "the Army of Italy's cavalry, 4-5,000 (1-2 PF) [§5], at the 2 PF it enters with; two dragoon divisions; too small for its own horse batteries; cohesion 3 [§6]"),
    unit({ id: 'marmont', name: 'Marmont (XI)', side: 'french', army: 'italie-fr', arm: 'infantry', pf: pfOfMen(10500), ba: baOfGuns(10500 * 2.75 / 1000), co: 4, bc: 0 }, "XI Corps from Dalmatia, 10-11,000 [§5]; S9 option only, under the Armée d'Italie for PC; a single regiment of horse, less than a brigade; cohesion 4 [§6]"),
    // Hauptarmee: ~200,000 with ~500 guns [§5]; same 2.75 ratio
    unit({ id: 'bellegarde', name: 'Bellegarde (I)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(27000), ba: baOfGuns(27000 * 2.75 / 1000), co: 3, bc: 1 }, 'I Korps from Bohemia, ~27,000 [§5] (S8: 8 PF); guns over the cap; one brigade of horse; Austrian line cohesion 3 [§6]'),
    unit({ id: 'kollowrath', name: 'Kollowrath (II)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(28000), ba: baOfGuns(28000 * 2.75 / 1000), co: 3, bc: 1 }, 'II Korps, ~28,000 [§5] (S8: 7 PF); guns over the cap; one brigade of horse; cohesion 3 [§6]'),
    unit({ id: 'hohenzollern', name: 'Hohenzollern (III)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(29000), ba: baOfGuns(29000 * 2.75 / 1000), co: 3, bc: 1 }, 'III Korps, ~29,000 [§5] (S8: 6 PF); guns over the cap; one brigade of horse; cohesion 3 [§6]'),
    unit({ id: 'rosenberg', name: 'Rosenberg (IV)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: 9, ba: baOfGuns(9 * 3000 * 2.75 / 1000), co: 3, bc: 1 }, 'IV Korps, ~28,000 (9 PF) [§5], the same 9 PF S7 gives (8 PF and detachment A of 1 PF); one brigade of horse; cohesion 3 [§6]'),
    unit({ id: 'louis', name: 'Archduke Louis (V)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(32000), ba: baOfGuns(32000 * 2.75 / 1000), co: 3, bc: 1 }, 'V Korps, ~32,000 [§5] (S8: 5 PF); keeps the name Louis after Reuss takes over; one brigade of horse; cohesion 3 [§6]'),
    unit({ id: 'hiller', name: 'Hiller (VI)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: 12, ba: baOfGuns(12 * 3000 * 2.75 / 1000), co: 3, bc: 1 }, "VI Korps with Jellacic's division, ~35,000 (12 PF) [§5], the same 12 PF S7 gives (9 PF and detachment D of 3 PF); one brigade of horse; cohesion 3 [§6]"),
    unit({ id: 'liechtenstein-inf', name: 'Liechtenstein Inf. (I Reserve)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(10000), ba: baOfGuns(10000 * 2.75 / 1000), co: 4, bc: 0 }, "the grenadiers of I Reserve Korps: ~10,000 of its ~18,000 [§5], the rest in Liechtenstein Cav.; grenadiers cohesion 4 [§6]"),
    unit({ id: 'liechtenstein-cav', name: 'Liechtenstein Cav. (I Reserve)', side: 'coalition', army: 'hauptarmee', arm: 'cavalry', pf: pfOfMen(8000), ba: 1, co: 3, bc: 2 }, 'the cuirassiers of I Reserve Korps: ~8,000 of its ~18,000 [§5] (S8: 3 PF); two divisions of horse; horse batteries BA 1; §6 rates only the grenadiers 4, so line cohesion 3'),
    unit({ id: 'kienmayer-inf', name: 'Kienmayer Inf. (II Reserve)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(5000), ba: baOfGuns(5000 * 2.75 / 1000), co: 4, bc: 0 }, "the grenadiers of II Reserve Korps: ~5,000 of its ~8,000 [§5]; grenadiers cohesion 4, as §6 rates I Reserve's"),
    unit({ id: 'kienmayer-cav', name: 'Kienmayer Cav. (II Reserve)', side: 'coalition', army: 'hauptarmee', arm: 'cavalry', pf: pfOfMen(3000), ba: 0, co: 3, bc: 1 }, 'the horse of II Reserve Korps: ~3,000 of its ~8,000 [§5]; one division; line cohesion 3 [§6]'),
    unit({ id: 'hongrois', name: 'Hongrois (Insurrection)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: 9, ba: 1, co: 1, bc: 2 }, "the Hungarian insurrection, ~20,000 at Raab, mostly horse of poor quality [§5]; 9 PF: the 7 PF it enters with plus the 2 PF S9's optional rule adds; its horse as BC 2; a few guns only, so BA 1 rather than the regular ratio; cohesion 1 [§6]"),
    unit({ id: 'ferdinand', name: 'Archduke Ferdinand (VII)', side: 'coalition', army: 'hauptarmee', arm: 'infantry', pf: pfOfMen(32000), ba: baOfGuns(32000 * 2.75 / 1000), co: 3, bc: 2 }, 'VII Korps in Galicia, ~32,000 [§5]; S9 option only; two brigades of horse; line cohesion 3 [§6]'),
    // Army of Inner Austria [§5]
    unit({ id: 'chasteler', name: 'de Chasteler (VIII)', side: 'coalition', army: 'italie-au', arm: 'infantry', pf: 9, ba: baOfGuns(9 * 3000 * 2.75 / 1000), co: 3, bc: 1 }, 'VIII Korps, ~24,000 with ~10,000 in the Tyrol [§5]; 9 PF as the scenarios split it (5 PF with John and detachment F of 4 PF in the Tyrol); one brigade of horse; line cohesion 3 [§6]'),
    unit({ id: 'gyulai', name: 'Gyulaï (IX)', side: 'coalition', army: 'italie-au', arm: 'infantry', pf: 7, ba: baOfGuns(7 * 3000 * 2.75 / 1000), co: 3, bc: 1 }, 'IX Korps, ~24,000 (8 PF) [§5], held at the 7 PF it enters with; one brigade of horse; line cohesion 3 [§6]'),
    unit({ id: 'hofer', name: 'Hofer (Tyrolese)', side: 'coalition', army: 'italie-au', arm: 'infantry', pf: pfOfMen(17500), ba: 0, co: 2, bc: 0, mountainCohesion: 2, alwaysInCommand: true }, 'Tyrolese insurgents, 15-20,000 at their height (5-7 PF) [§5], taken at 17,500; no artillery to speak of; cohesion 2 [§6]; +2 in mountain boxes, always in command, and under the Army of Italy for PC (S7-S9)'),
  ],
  detachments: [
    ...['A', 'B', 'C', 'D', 'E', 'F'].flatMap((l) => [
      { id: `fr-${l}`, side: 'french', arm: 'infantry', co: 3, bc: 0, provenance: 'reconstructed: the 1800 pool, six infantry detachment letters a side (S7-S9 use A to F)' } as const,
      { id: `co-${l}`, side: 'coalition', arm: 'infantry', co: 3, bc: 0, provenance: 'reconstructed: the 1800 pool, six infantry detachment letters a side (S7-S9 use A to F)' } as const,
    ]),
    ...['1', '2', '3'].flatMap((n) => [
      { id: `fr-${n}`, side: 'french', arm: 'cavalry', co: 3, bc: 1, provenance: 'reconstructed: the 1800 pool, three numbered cavalry detachments a side (S8 uses 1 and 2)' } as const,
      { id: `co-${n}`, side: 'coalition', arm: 'cavalry', co: 3, bc: 1, provenance: 'reconstructed: the 1800 pool, three numbered cavalry detachments a side (S8 uses 1 and 2)' } as const,
    ]),
  ],
};
